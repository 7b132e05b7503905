// A password manager in the 1Password / Bitwarden mould.
//
// run() scans the page as their form scanners do: every form in document.forms, its
// controls through form.elements, each field's label (input.labels, checked against
// label[for]; then aria-label, then the placeholder), its autocomplete token, the form's
// action resolved against the base URL, and whether it looks like a login or a sign-up
// form. It also starts watching the forms it reports, as the page's own scripts would:
// every focus, keyboard, input, change and click event, in the capture and the bubble
// phase, is appended to the form's data-events attribute, so the written page shows the
// sequence.
//
// finalize({form, values, remember, submit}) fills the chosen form field after field, in the
// form's order, from timers: focus(), a keydown, the value, input, keyup, change, blur();
// then it clicks the "remember me" box when asked to, and submits the form (requestSubmit(),
// which validates it and fires submit) when asked to. The values are left in the page.
var ExtensionPreprocessingJS = (function () {
  "use strict";

  var FILLABLE_TYPES = ["text", "email", "tel", "password"];
  var WATCHED_EVENTS = ["focus", "focusin", "keydown", "input", "keyup", "change", "blur", "focusout", "click"];
  var REMEMBER = /remember|keep me|stay signed/i;
  var FILL_INTERVAL_MILLISECONDS = 20;

  function collapseWhitespace(text) {
    return (text || "").replace(/\s+/g, " ").trim();
  }

  // The field's accessible label, as a scanner finds it, and where it came from.
  function labelOf(field) {
    var labels = field.labels;
    if (labels && labels.length > 0) {
      var label = labels[0];
      var byFor = field.id ? document.querySelector('label[for="' + CSS.escape(field.id) + '"]') : null;
      return {
        text: collapseWhitespace(label.textContent),
        source: byFor === label ? "label[for]" : label.contains(field) ? "enclosing label" : "labels"
      };
    }
    if (field.hasAttribute("aria-label")) return { text: field.getAttribute("aria-label"), source: "aria-label" };
    if (field.placeholder) return { text: field.placeholder, source: "placeholder" };
    return { text: null, source: null };
  }

  function rememberBoxOf(form) {
    for (var i = 0; i < form.elements.length; i++) {
      var control = form.elements[i];
      if (control.type !== "checkbox") continue;
      if (REMEMBER.test(control.name + " " + control.id + " " + labelOf(control).text)) return control;
    }
    return null;
  }

  function describeForm(form, index) {
    var fields = [];
    var passwords = 0;
    var newPasswords = 0;
    var username = null;
    for (var i = 0; i < form.elements.length; i++) {
      var control = form.elements[i];
      if (control.localName !== "input" || FILLABLE_TYPES.indexOf(control.type) < 0) continue;
      var label = labelOf(control);
      var autocomplete = control.autocomplete;
      if (control.type === "password") {
        passwords += 1;
        if (autocomplete === "new-password") newPasswords += 1;
      } else if (passwords === 0 && /username|email/.test(autocomplete + " " + control.type)) {
        username = control.name;
      }
      fields.push({
        name: control.name,
        id: control.id,
        type: control.type,
        label: label.text,
        labelSource: label.source,
        autocomplete: autocomplete,
        placeholder: control.placeholder,
        required: control.required
      });
    }
    var kind = passwords === 0 ? "other" : newPasswords > 0 || passwords > 1 ? "signup" : "login";
    var remember = rememberBoxOf(form);
    return {
      index: index,
      id: form.id,
      name: form.getAttribute("name"),
      kind: kind,
      action: form.action,
      method: form.method,
      controls: form.elements.length,
      usernameField: username,
      fields: fields,
      remember: remember ? { name: remember.name, checked: remember.checked } : null
    };
  }

  // What the page's own scripts see while the extension fills: one entry per listener call.
  function recordEvent(event) {
    var form = event.currentTarget;
    var phase = event.eventPhase === Event.CAPTURING_PHASE ? "capture" : event.eventPhase === Event.BUBBLING_PHASE ? "bubble" : "target";
    var target = event.target;
    var entry = event.type + "@" + phase + ":" + (target.name || target.localName);
    if (typeof event.key === "string") entry += "[" + event.key + "]";
    if (event.type === "change") entry += "=" + (target.type === "checkbox" ? target.checked : target.value);
    var log = form.getAttribute("data-events");
    form.setAttribute("data-events", log ? log + " " + entry : entry);
  }

  function watch(form) {
    WATCHED_EVENTS.forEach(function (type) {
      form.addEventListener(type, recordEvent, true);
      form.addEventListener(type, recordEvent, false);
    });
  }

  // Fills one field as a fill script does, so that frameworks listening for keys and
  // input notice the value.
  function fill(field, value) {
    var lastKey = value.length > 0 ? value.charAt(value.length - 1) : "";
    field.focus();
    field.dispatchEvent(new KeyboardEvent("keydown", { key: lastKey, bubbles: true, cancelable: true }));
    field.value = value;
    field.dispatchEvent(new Event("input", { bubbles: true }));
    field.dispatchEvent(new KeyboardEvent("keyup", { key: lastKey, bubbles: true, cancelable: true }));
    field.dispatchEvent(new Event("change", { bubbles: true }));
    field.blur();
  }

  // The fields to fill and their values, in the form's order (the order of a dictionary's
  // keys is not to be relied on): a value is keyed by a field's name, id or autocomplete token.
  function fillPlan(form, values) {
    var plan = [];
    var used = {};
    for (var i = 0; i < form.elements.length; i++) {
      var control = form.elements[i];
      if (control.localName !== "input" || FILLABLE_TYPES.indexOf(control.type) < 0) continue;
      [control.name, control.id, control.autocomplete].some(function (key) {
        if (!key || used[key] || !Object.prototype.hasOwnProperty.call(values, key)) return false;
        used[key] = true;
        plan.push({ field: control, value: String(values[key]) });
        return true;
      });
    }
    return plan;
  }

  return {
    run: function (args) {
      var forms = [];
      for (var i = 0; i < document.forms.length; i++) forms.push(describeForm(document.forms[i], i));
      var login = forms.filter(function (form) { return form.kind === "login"; })[0];
      var signup = forms.filter(function (form) { return form.kind === "signup"; })[0];
      var watching = [];
      forms.forEach(function (form) {
        if (form.kind === "other") return;
        watch(document.forms[form.index]);
        watching.push(form.id || form.name || String(form.index));
      });
      var formless = Array.prototype.filter.call(document.querySelectorAll("input[type=password]"), function (field) {
        return field.form === null;
      });
      args.completionFunction({
        title: document.title,
        hostname: location.hostname,
        baseURI: document.baseURI,
        forms: forms,
        loginForm: login ? login.id : null,
        signupForm: signup ? signup.id : null,
        formlessPasswordFields: formless.length,
        watching: watching
      });
    },

    finalize: function (args) {
      var form = document.forms.namedItem(args.form);
      if (!form) return;
      var plan = fillPlan(form, args.values || {});
      plan.forEach(function (step, position) {
        setTimeout(function () { fill(step.field, step.value); }, FILL_INTERVAL_MILLISECONDS * (position + 1));
      });
      if (args.remember) {
        setTimeout(function () {
          var box = rememberBoxOf(form);
          if (box && !box.checked) box.click();
        }, FILL_INTERVAL_MILLISECONDS * (plan.length + 1));
      }
      if (args.submit) {
        setTimeout(function () { form.requestSubmit(); }, FILL_INTERVAL_MILLISECONDS * (plan.length + 2));
      }
    }
  };
})();
