import Testing

/// Events: listeners, dispatch, the event interfaces, `click()`, focus. Expected values were
/// checked against WebKitGTK 2.50 (shared/tools/webkit-oracle).
@Suite struct EventBindingTests {
    static let page = """
        <!DOCTYPE html><html><head><title>T</title></head><body>
        <div id="outer"><p id="mid"><span id="inner">x</span></p></div>
        <input id="cb" type="checkbox"><input id="r1" type="radio" name="g" checked><input id="r2" type="radio" name="g">
        <input id="t1"><input id="t2"><label id="lab" for="cb">L</label><div id="plain">d</div>
        </body></html>
        """

    /// A script prefix: `log` collects strings, `on(id, type, capture)` adds a listener that
    /// logs `id:phase`, where phase is the event phase's number.
    static let prelude = """
        var log = [];
        function $(id) { return document.getElementById(id); }
        function on(id, type, options) {
          var target = id === 'window' ? window : id === 'document' ? document : $(id);
          target.addEventListener(type, function (e) { log.push(id + ':' + e.eventPhase); }, options);
        }

        """

    /// JavaScript expressions (after ``prelude``) and what they evaluate to (as strings).
    static let expressions: [(String, String)] = [
        // Phases on a three-level tree, with the document and the window on the path.
        ("""
         ['outer', 'mid', 'inner', 'document', 'window'].forEach(function (id) { on(id, 'x', true); on(id, 'x', false); });
         $('inner').dispatchEvent(new Event('x', {bubbles: true})); log.join()
         """,
         "window:1,document:1,outer:1,mid:1,inner:2,inner:2,mid:3,outer:3,document:3,window:3"),
        ("""
         ['outer', 'mid', 'inner'].forEach(function (id) { on(id, 'x', true); on(id, 'x', false); });
         $('inner').dispatchEvent(new Event('x')); log.join()
         """,
         "outer:1,mid:1,inner:2,inner:2"),
        // At the target, capture listeners run before bubble listeners whatever the order added.
        ("on('inner', 'x'); on('inner', 'x', true); $('inner').dispatchEvent(new Event('x')); log.join()", "inner:2,inner:2"),
        ("var d = document.createElement('div'); d.addEventListener('c', function () { log.push('bubble'); }); d.addEventListener('c', function () { log.push('capture'); }, true); d.dispatchEvent(new Event('c')); log.join()", "capture,bubble"),
        // target, currentTarget, eventPhase and composedPath during and after dispatch.
        ("""
         var seen; $('mid').addEventListener('x', function (e) {
           seen = [e.target.id, e.currentTarget.id, e.srcElement.id, e.eventPhase, this === $('mid'),
             e.composedPath().map(function (n) { return n === window ? 'window' : n.nodeName; }).join('/')].join();
         });
         var ev = new Event('x', {bubbles: true}); $('inner').dispatchEvent(ev);
         seen + ' | ' + [ev.target.id, ev.currentTarget, ev.eventPhase, ev.composedPath().length].join()
         """,
         "inner,mid,inner,3,true,SPAN/P/DIV/BODY/HTML/#document/window | inner,,0,0"),
        // A node out of the tree: no document or window on its path; removing keeps listeners.
        ("var d = document.createElement('div'); var s = d.appendChild(document.createElement('span')); var p; d.addEventListener('x', function (e) { p = e.composedPath().length; }); s.dispatchEvent(new Event('x', {bubbles: true})); p", "2"),
        ("var s = $('inner'); s.addEventListener('x', function () { log.push('still'); }); s.remove(); s.dispatchEvent(new Event('x')); document.body.appendChild(s); s.dispatchEvent(new Event('x')); log.join()", "still,still"),
        // The window gets bubbling events from the document; `this` is the window.
        ("window.addEventListener('x', function (e) { log.push((this === window) + ':' + (e.currentTarget === window) + ':' + e.eventPhase); }); $('inner').dispatchEvent(new Event('x', {bubbles: true})); document.dispatchEvent(new Event('x', {bubbles: true})); log.join()", "true:true:3,true:true:3"),
        ("on('window', 'x'); window.dispatchEvent(new Event('x')); on('window', 'load'); document.dispatchEvent(new Event('load', {bubbles: true})); log.join()", "window:2"),
        ("var f = function () { log.push('w'); }; addEventListener('x', f); removeEventListener('x', f); dispatchEvent(new Event('x')); EventTarget.prototype.addEventListener.call(window, 'y', f); window.dispatchEvent(new Event('y')); log.join()", "w"),
        // The window's event methods are EventTarget.prototype's (as in WebKit), and still
        // target the window when called unbound.
        ("[window.addEventListener === EventTarget.prototype.addEventListener, window.removeEventListener === EventTarget.prototype.removeEventListener, window.dispatchEvent === EventTarget.prototype.dispatchEvent, window.addEventListener.name].join()", "true,true,true,addEventListener"),
        ("'use strict'; var add = window.addEventListener, fire = window.dispatchEvent; add('z', function (e) { log.push(e.currentTarget === window); }); fire(new Event('z')); log.join()", "true"),
        // once.
        ("var n = 0; $('plain').addEventListener('x', function () { n++; }, {once: true}); $('plain').dispatchEvent(new Event('x')); $('plain').dispatchEvent(new Event('x')); n", "1"),
        // Duplicates are ignored; capture is part of a listener's identity.
        ("var n = 0; var f = function () { n++; }; var d = $('plain'); d.addEventListener('x', f); d.addEventListener('x', f, false); d.addEventListener('x', f, {capture: false}); d.addEventListener('x', f, true); d.dispatchEvent(new Event('x')); n", "2"),
        ("var n = 0; var f = function () { n++; }; var d = $('plain'); d.addEventListener('x', f, true); d.removeEventListener('x', f); d.dispatchEvent(new Event('x')); d.removeEventListener('x', f, {capture: true}); d.dispatchEvent(new Event('x')); n", "1"),
        ("var n = 0; var f = function () { n++; }; var d = $('plain'); d.addEventListener('x', f, {get capture() { return true; }, once: 1}); d.addEventListener('x', f, true); d.dispatchEvent(new Event('x')); d.dispatchEvent(new Event('x')); d.addEventListener('y', f, null); d.addEventListener('y', null); d.dispatchEvent(new Event('y')); n", "2"),
        // Listeners added during dispatch do not run; removed ones do not either.
        ("var d = $('plain'); d.addEventListener('x', function () { log.push('a'); d.addEventListener('x', function () { log.push('late'); }); }); d.dispatchEvent(new Event('x')); log.join()", "a"),
        ("var d = $('plain'); var b = function () { log.push('b'); }; d.addEventListener('x', function () { log.push('a'); d.removeEventListener('x', b); }); d.addEventListener('x', b); d.dispatchEvent(new Event('x')); log.join()", "a"),
        // stopPropagation finishes the current target; stopImmediatePropagation stops at once.
        ("var s = $('inner'); s.addEventListener('s', function (e) { log.push('t1'); e.stopPropagation(); }); s.addEventListener('s', function () { log.push('t2'); }); on('mid', 's'); s.dispatchEvent(new Event('s', {bubbles: true})); log.join()", "t1,t2"),
        ("var s = $('inner'); s.addEventListener('u', function (e) { log.push('u1'); e.stopImmediatePropagation(); }); s.addEventListener('u', function () { log.push('u2'); }); on('mid', 'u'); s.dispatchEvent(new Event('u', {bubbles: true})); log.join()", "u1"),
        ("$('outer').addEventListener('q', function (e) { log.push('outerCapture'); e.stopPropagation(); }, true); on('outer', 'q', true); on('inner', 'q'); $('inner').dispatchEvent(new Event('q', {bubbles: true})); log.join()", "outerCapture,outer:1"),
        ("var e = new Event('x'); e.cancelBubble = true; var r = [e.cancelBubble]; on('plain', 'x'); $('plain').dispatchEvent(e); r.push(log.length, e.cancelBubble); r.join()", "true,0,false"),
        // preventDefault, cancelable, passive, returnValue, dispatch's result.
        ("var d = $('plain'); d.addEventListener('x', function (e) { e.preventDefault(); log.push(e.defaultPrevented); }); log.push(d.dispatchEvent(new Event('x', {cancelable: true})), d.dispatchEvent(new Event('x'))); log.join()", "true,false,false,true"),
        ("var d = $('plain'); d.addEventListener('x', function (e) { e.preventDefault(); log.push(e.defaultPrevented); }, {passive: true}); d.addEventListener('x', function (e) { log.push(e.defaultPrevented); e.preventDefault(); log.push(e.defaultPrevented); }); log.push(d.dispatchEvent(new Event('x', {cancelable: true}))); log.join()", "false,false,true,false"),
        ("var e = new Event('x', {cancelable: true}); e.returnValue = false; var f = new Event('x'); f.returnValue = false; [e.defaultPrevented, e.returnValue, f.defaultPrevented].join()", "true,false,false"),
        // handleEvent objects.
        ("var d = $('plain'); var o = { handleEvent: function (e) { log.push(this === o, e.currentTarget === d); } }; d.addEventListener('x', o); d.addEventListener('x', o); d.dispatchEvent(new Event('x')); log.join()", "true,true"),
        // Listener exceptions do not stop dispatch (they are reported; see below).
        ("var d = $('plain'); d.addEventListener('x', function () { throw new Error('boom'); }); d.addEventListener('x', function () { log.push('second'); }); log.push(d.dispatchEvent(new Event('x'))); log.join()", "second,true"),
        // Errors.
        ("try { $('plain').dispatchEvent(document.createEvent('Event')) } catch (e) { e.name }", "InvalidStateError"),
        ("var d = $('plain'); var ev = new Event('x'); d.addEventListener('x', function (e) { try { d.dispatchEvent(e); } catch (x) { log.push(x.name); } }); d.dispatchEvent(ev); d.dispatchEvent(ev); log.join()", "InvalidStateError,InvalidStateError"),
        ("try { document.createEvent('Foo') } catch (e) { e.name + ':' + e.code }", "NotSupportedError:9"),
        ("try { document.body.addEventListener('x') } catch (e) { e.constructor.name + ': ' + e.message }", "TypeError: Not enough arguments"),
        ("try { document.body.addEventListener('x', 'str') } catch (e) { e.message }", "Argument 2 ('listener') to EventTarget.addEventListener must be an object"),
        ("try { document.body.dispatchEvent({}) } catch (e) { e.message }", "Argument 1 ('event') to EventTarget.dispatchEvent must be an instance of Event"),
        ("try { EventTarget.prototype.addEventListener.call({}, 'x', function () {}) } catch (e) { e.constructor.name }", "TypeError"),
        ("try { Event.prototype.preventDefault.call(document.body) } catch (e) { e.constructor.name }", "TypeError"),
        ("try { Object.getOwnPropertyDescriptor(Event.prototype, 'x'); new Event() } catch (e) { e.message }", "Not enough arguments"),
        ("try { new Event('x', 5) } catch (e) { e.constructor.name }", "TypeError"),
        // Event's members.
        ("var e = new Event('x', {bubbles: true, cancelable: true, composed: true}); [e.type, e.target, e.currentTarget, e.eventPhase, e.bubbles, e.cancelable, e.composed, e.defaultPrevented, e.returnValue, e.isTrusted, typeof e.timeStamp, e.cancelBubble].join()", "x,,,0,true,true,true,false,true,false,number,false"),
        ("[Event.NONE, Event.CAPTURING_PHASE, Event.AT_TARGET, Event.BUBBLING_PHASE, new Event('x').BUBBLING_PHASE, KeyboardEvent.DOM_KEY_LOCATION_NUMPAD].join()", "0,1,2,3,3,3"),
        ("var e = new Event('x', null); var f = new Event('y', undefined); var g = new Event('z', {bubbles: 1}); [e.bubbles, f.type, g.bubbles].join()", "false,y,true"),
        ("String(new Event('x')) + Object.prototype.toString.call(new CustomEvent('x')) + (new MouseEvent('x') instanceof UIEvent) + (new PointerEvent('x') instanceof MouseEvent)", "[object Event][object CustomEvent]truetrue"),
        ("var f = function () {}; document.addEventListener('x', f); document.removeEventListener('x', f); (document instanceof EventTarget) + ',' + (new EventTarget() instanceof EventTarget)", "true,true"),
        ("var t = new EventTarget(); t.addEventListener('x', function (e) { log.push(e.target === t, this === t, e.composedPath().length); }); t.dispatchEvent(new Event('x', {bubbles: true})); log.join()", "true,true,1"),
        // CustomEvent.
        ("var c = new CustomEvent('c', {detail: {a: 1}}); var d = document.createEvent('CustomEvent'); var before = d.detail; d.initCustomEvent('cc', true, false, 42); [c.detail.a, before, d.type, d.bubbles, d.detail, new CustomEvent('x').detail].join()", "1,,cc,true,42,"),
        ("var got; $('plain').addEventListener('msg', function (e) { got = e.detail.text; }); $('plain').dispatchEvent(new CustomEvent('msg', {detail: {text: 'hi'}})); got", "hi"),
        // createEvent and initEvent.
        ("['Event', 'Events', 'HTMLEvents', 'UIEvents', 'MouseEvents', 'mouseevent', 'KeyboardEvent', 'CustomEvent', 'FocusEvent'].map(function (n) { return document.createEvent(n).constructor.name; }).join()", "Event,Event,Event,UIEvent,MouseEvent,MouseEvent,KeyboardEvent,CustomEvent,FocusEvent"),
        ("['InputEvent', 'PointerEvent', 'TouchEvent'].map(function (n) { try { document.createEvent(n); return 'made'; } catch (e) { return e.name; } }).join()", "NotSupportedError,NotSupportedError,made"),
        ("var e = document.createEvent('Event'); var r = [JSON.stringify(e.type), e.bubbles, e.cancelable, e.isTrusted]; e.initEvent('foo', true, true); e.preventDefault(); r.push(e.type, e.bubbles, e.cancelable, e.defaultPrevented, e.returnValue); e.initEvent('bar', false, false); r.push(e.type, e.defaultPrevented); r.join()", "\"\",false,false,false,foo,true,true,true,false,bar,false"),
        ("var e = document.createEvent('HTMLEvents'); e.initEvent('change', true, false); on('outer', 'change'); $('inner').dispatchEvent(e); log.join()", "outer:3"),
        ("var e = document.createEvent('MouseEvents'); e.initMouseEvent('click', true, true, window, 2, 10, 20, 30, 40, true, false, true, false, 1, document.body); [e.type, e.bubbles, e.cancelable, e.view === window, e.detail, e.screenX, e.screenY, e.clientX, e.clientY, e.ctrlKey, e.altKey, e.shiftKey, e.metaKey, e.button, e.relatedTarget === document.body, e.which].join()", "click,true,true,true,2,10,20,30,40,true,false,true,false,1,true,2"),
        ("var e = document.createEvent('KeyboardEvent'); e.initKeyboardEvent('keydown', true, true, window, 'Enter', 0, true, false, false, false); [e.type, e.key, e.keyIdentifier, e.ctrlKey, e.keyCode, e.location, e.view === window].join()", "keydown,,Enter,true,0,0,true"),
        ("var e = document.createEvent('UIEvents'); e.initUIEvent('x', true, false, window, 5); [e.type, e.bubbles, e.detail, e.view === window].join()", "x,true,5,true"),
        // The UIEvent family.
        ("var k = new KeyboardEvent('keydown', {key: 'a', code: 'KeyA', keyCode: 65, which: 65, shiftKey: true, bubbles: true}); var k2 = new KeyboardEvent('keypress', {key: 'a', charCode: 97}); [k.key, k.code, k.keyCode, k.charCode, k.which, k.shiftKey, k.getModifierState('Shift'), k.getModifierState('Control'), k.location, k.repeat, k.isComposing, k2.keyCode, k2.charCode, k2.which, k.detail, k.view, k.bubbles].join()", "a,KeyA,65,0,65,true,true,false,0,false,false,0,97,0,0,,true"),
        ("var m = new MouseEvent('click', {clientX: 5, clientY: 7, button: 1, ctrlKey: true, screenX: 3}); [m.clientX, m.clientY, m.x, m.y, m.pageX, m.screenX, m.button, m.buttons, m.which, m.ctrlKey, m.relatedTarget, m.bubbles, m.detail, m.view, m.getModifierState('Control'), new MouseEvent('x').which].join()", "5,7,5,7,5,3,1,0,2,true,,false,0,,true,1"),
        ("var i = new InputEvent('input', {data: 'x', inputType: 'insertText', bubbles: true}); var j = new InputEvent('input'); [i.data, i.inputType, i.isComposing, i.dataTransfer, j.data === null, j.inputType, i instanceof UIEvent, i.which].join()", "x,insertText,false,,true,,true,0"),
        ("var f = new FocusEvent('focus', {relatedTarget: document.body}); var u = new UIEvent('x', {detail: 3, view: window}); [f.relatedTarget === document.body, f.which, u.detail, u.view === window, new UIEvent('y').view].join()", "true,0,3,true,"),
        ("var p = new PointerEvent('pointerdown', {pointerId: 7, pointerType: 'mouse', isPrimary: true, clientX: 2}); [p.pointerId, p.pointerType, p.isPrimary, p.width, p.pressure, p.clientX].join()", "7,mouse,true,1,0,2"),
        ("try { new FocusEvent('x', {relatedTarget: {}}) } catch (e) { e.constructor.name }", "TypeError"),
        // on… event handler attributes: called in their place among listeners; false cancels.
        ("""
         var d = $('plain'); var r = [d.onclick, 'onclick' in d, 'onclick' in document];
         d.addEventListener('click', function () { log.push('l1'); });
         d.onclick = function (e) { log.push('h' + (this === d)); return false; };
         d.addEventListener('click', function () { log.push('l2'); });
         var res = d.dispatchEvent(new MouseEvent('click', {cancelable: true}));
         d.onclick = function () { log.push('h2'); }; d.dispatchEvent(new MouseEvent('click'));
         d.onclick = null; d.dispatchEvent(new MouseEvent('click'));
         d.onclick = 'x'; r.push(d.onclick); var o = {}; d.onclick = o; r.push(d.onclick === o); d.dispatchEvent(new Event('click'));
         r.join() + ' ' + log.join() + ' ' + res
         """,
         ",true,true,,true l1,htrue,l2,l1,h2,l2,l1,l2,l1,l2 false"),
        ("var d = $('plain'); d.onclick = function () { throw new Error('h'); }; d.addEventListener('click', function () { log.push('after'); }); d.dispatchEvent(new Event('click')); log.join()", "after"),
        ("var d = $('plain'); d.onmouseover = function () { return true; }; d.dispatchEvent(new Event('mouseover', {cancelable: true}))", "true"),
        ("""
         var r = [window.onclick, 'onload' in window, 'onhashchange' in window, 'ontouchstart' in window];
         window.addEventListener('click', function () { log.push('l'); });
         window.onclick = function () { log.push('h' + (this === window)); };
         document.body.dispatchEvent(new MouseEvent('click', {bubbles: true}));
         r.push(typeof window.onclick); window.onclick = null; r.push(window.onclick);
         document.body.dispatchEvent(new MouseEvent('click', {bubbles: true}));
         r.join() + ' ' + log.join()
         """,
         // WebKit runs the window's handler where it was first set ("l,htrue"); here it runs
         // before the window's other listeners (see EventHandlerAttributes).
         ",true,true,false,function, htrue,l,l"),
        // click(): an untrusted PointerEvent; a checkbox toggles before listeners run, then input and change.
        ("var r; $('plain').addEventListener('click', function (e) { r = [e.isTrusted, e.constructor.name, e.bubbles, e.cancelable, e.composed, e.detail, e.which, e.button, e.view === window, e.eventPhase, e.pointerId, e.isPrimary].join(); }); $('plain').click(); r", "false,PointerEvent,true,true,true,0,1,0,true,2,-1,true"),
        ("""
         var cb = $('cb'); ['input', 'change', 'click'].forEach(function (type) {
           cb.addEventListener(type, function (e) { log.push([type, e.isTrusted, e.constructor.name, e.bubbles, e.cancelable, e.composed, cb.checked].join(':')); });
         });
         document.addEventListener('change', function (e) { log.push('document:' + e.target.id); });
         cb.click(); cb.click(); log.join('|')
         """,
         "click:false:PointerEvent:true:true:true:true|input:true:Event:true:false:true:true|change:true:Event:true:false:false:true|document:cb|click:false:PointerEvent:true:true:true:false|input:true:Event:true:false:true:false|change:true:Event:true:false:false:false|document:cb"),
        ("var cb = $('cb'); var during; cb.addEventListener('click', function (e) { during = cb.checked; e.preventDefault(); }); cb.addEventListener('change', function () { log.push('change'); }); cb.click(); [during, cb.checked, log.length].join()", "true,false,0"),
        ("var r1 = $('r1'), r2 = $('r2'); [r1, r2].forEach(function (r) { r.addEventListener('change', function () { log.push('change:' + r.id); }); }); r1.click(); r2.click(); [log.join(), r1.checked, r2.checked].join()", "change:r2,false,true"),
        ("var r1 = $('r1'), r2 = $('r2'); var during; r2.addEventListener('click', function (e) { during = r2.checked + '/' + r1.checked; e.preventDefault(); }); r2.click(); [during, r2.checked, r1.checked].join()", "true/false,false,true"),
        ("var d = document.createElement('input'); d.type = 'checkbox'; d.addEventListener('change', function () { log.push('change'); }); d.click(); log.length + ',' + d.checked", "0,true"),
        ("var d = $('cb'); d.addEventListener('change', function (e) { log.push('change:' + e.isTrusted); }); var r = d.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true})); var r2 = d.dispatchEvent(new Event('click')); [log.join(), d.checked, r, r2].join()", "change:true,true,true,true"),
        ("var d = $('cb'); d.disabled = true; d.addEventListener('click', function () { log.push('click'); }); d.click(); log.length + ',' + d.checked", "0,false"),
        // A label clicks its control with a trusted click.
        ("$('cb').addEventListener('click', function (e) { log.push('click:' + e.isTrusted); }); $('lab').click(); log.join() + ',' + $('cb').checked", "click:true,true"),
        ("var l = document.createElement('label'); l.innerHTML = '<span>x</span><input type=checkbox>'; document.body.appendChild(l); l.firstChild.click(); var a = l.lastChild.checked; l.lastChild.click(); [a, l.lastChild.checked].join()", "true,false"),
        // Focus: events in WebKit's order, relatedTarget, activeElement.
        ("""
         var a = $('t1'), b = $('t2');
         [a, b].forEach(function (el) { ['focus', 'blur', 'focusin', 'focusout'].forEach(function (type) {
           el.addEventListener(type, function (e) { log.push([el.id, type, e.relatedTarget && e.relatedTarget.id, e.bubbles, e.isTrusted, e.constructor.name, document.activeElement.tagName].join(':')); });
         }); });
         var before = document.activeElement.tagName; a.focus(); a.focus(); b.focus(); b.blur();
         before + ' ' + log.join(' ') + ' ' + document.activeElement.tagName
         """,
         "BODY t1:focus::false:true:FocusEvent:INPUT t1:focusin::true:true:FocusEvent:INPUT t1:blur:t2:false:true:FocusEvent:BODY t1:focusout:t2:true:true:FocusEvent:BODY t2:focus:t1:false:true:FocusEvent:INPUT t2:focusin:t1:true:true:FocusEvent:INPUT t2:blur::false:true:FocusEvent:BODY t2:focusout::true:true:FocusEvent:BODY BODY"),
        ("$('t1').focus(); [document.activeElement.id, document.hasFocus()].join()", "t1,true"),
        ("function f(html) { var c = document.createElement('div'); c.innerHTML = html; document.body.appendChild(c); var el = c.firstChild; el.focus(); var r = document.activeElement === el; if (r) el.blur(); c.remove(); return r; } ['<div tabindex=\"-1\">a</div>', '<a>x</a>', '<a href=\"#\">x</a>', '<input type=\"hidden\">', '<input disabled>', '<button>b</button>', '<div contenteditable=\"true\">e</div>', '<span tabindex=\"0\" hidden>h</span>', '<textarea></textarea>', '<select></select>', '<input style=\"display:none\">', '<summary>s</summary>', '<div>plain</div>'].map(f).join()", "true,false,true,false,false,true,true,false,true,true,false,false,false"),
        ("var i = document.createElement('input'); i.addEventListener('focus', function () { log.push('focus'); }); i.focus(); log.length + document.activeElement.tagName", "0BODY"),
        ("var i = document.createElement('input'); document.body.appendChild(i); i.focus(); var a = document.activeElement === i; i.remove(); a + ' ' + document.activeElement.tagName", "true BODY"),
        ("$('t1').addEventListener('blur', function () { log.push('blur'); }); $('t1').blur(); log.length + document.activeElement.tagName", "0BODY"),
        ("$('t1').addEventListener('blur', function () { $('cb').focus(); }); $('t1').focus(); $('t2').focus(); document.activeElement.id", "cb"),
        ("document.cloneNode(true).activeElement.tagName + ',' + document.cloneNode(false).activeElement", "BODY,null"),
        ("var l = document.createElement('label'); l.innerHTML = 'Name <input id=tx>'; document.body.appendChild(l); l.click(); document.activeElement.id", "tx"),
        // Re-entrant dispatch ends in a reported RangeError, not a crash.
        ("var d = $('plain'); var n = 0; d.addEventListener('x', function () { n++; d.dispatchEvent(new Event('x')); }); d.dispatchEvent(new Event('x')) + ' ' + (n > 100)", "true true"),
    ]

    /// `CustomEvent.detail` is an accessor of the prototype, as in WebKit (it was an own
    /// property of each event): WebKit's answers.
    static let customEventExpressions: [(String, String)] = [
        (#"(function(){ var d = Object.getOwnPropertyDescriptor(CustomEvent.prototype, 'detail'); return d ? [typeof d.get, d.enumerable, d.configurable].join() : 'none'; })()"#,
         #"function,true,true"#),
        (#"(function(){ var e = new CustomEvent('x', {detail: {a: 1}}); return [e.hasOwnProperty('detail'), JSON.stringify(e.detail), Object.keys(e).join(' ')].join(); })()"#,
         #"false,{"a":1},isTrusted"#),
        (#"(function(){ var e = new CustomEvent('x'); return String(e.detail); })()"#,
         #"null"#),
        (#"(function(){ var e = new CustomEvent('x', {detail: 5}); e.detail = 7; return e.detail; })()"#,
         #"5"#),
        (#"(function(){ var e = new CustomEvent('x'); e.initCustomEvent('y', true, true, 'd'); return [e.type, e.bubbles, e.cancelable, e.detail].join(); })()"#,
         #"y,true,true,d"#),
        (#"(function(){ var e = new CustomEvent('x', {detail: 1}); e.initCustomEvent('y'); return [e.type, e.bubbles, String(e.detail)].join(); })()"#,
         #"y,false,null"#),
        (#"(function(){ var e = document.createEvent('CustomEvent'); return [String(e.detail), e instanceof CustomEvent].join(); })()"#,
         #"null,true"#),
        (#"(function(){ var e = new CustomEvent('x', {detail: 1}); document.dispatchEvent(e); e.initCustomEvent('z', false, false, 2); return [e.type, e.detail].join(); })()"#,
         #"z,2"#),
        (#"(function(){ try { Object.getOwnPropertyDescriptor(CustomEvent.prototype, 'detail').get.call(new Event('x')); return 'no'; } catch (e) { return e.message; } })()"#,
         #"The CustomEvent.detail getter can only be used on instances of CustomEvent"#),
        (#"(function(){ var e = new CustomEvent('x', {detail: null}); var o = {}; o.e = e; var f = new CustomEvent('y', {detail: o}); return f.detail.e === e; })()"#,
         #"true"#),
        (#"'detail' in CustomEvent.prototype"#,
         #"true"#),
        (#"(function(){ class My extends CustomEvent {}; var m = new My('x', {detail: 3}); return [m.detail, m instanceof CustomEvent].join(); })()"#,
         #"3,true"#),
        (#"(function(){ var e = new CustomEvent('x', {detail: undefined}); e.initCustomEvent('y', false, false, undefined); return [String(e.detail), e.hasOwnProperty('detail')].join(); })()"#,
         #"null,false"#),
    ]

    @Test(arguments: customEventExpressions)
    func customEventDetailIsWebKits(source: String, expected: String) throws {
        let fixture = try RealmFixture("<p>x</p>")
        #expect(fixture.evaluate(source) == expected)
    }

    @Test(arguments: expressions)
    func expressionEvaluates(source: String, expected: String) throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate(Self.prelude + source) == expected)
    }

    @Test func listenerExceptionsAreReportedAsUncaught() throws {
        let fixture = try RealmFixture(Self.page)
        let result = fixture.evaluate("""
            var d = document.getElementById('plain'); var order = [];
            d.addEventListener('x', function () { order.push(1); throw new TypeError('first'); });
            d.addEventListener('x', { handleEvent: 5 });
            d.addEventListener('x', function () { order.push(3); });
            d.dispatchEvent(new Event('x')); order.join()
            """)
        #expect(result == "1,3")
        #expect(fixture.realm.uncaughtErrors.map(\.summary) == [
            "TypeError: first", "TypeError: 'handleEvent' property of event listener should be callable",
        ])
    }

    @Test func listenersSurviveGarbageCollection() throws {
        let fixture = try RealmFixture(Self.page)
        _ = fixture.evaluate("""
            var count = 0;
            (function () {
              var d = document.createElement('div'); d.id = 'made'; document.body.appendChild(d);
              d.addEventListener('x', function () { count++; });
              document.getElementById('plain').onclick = function () { count += 10; };
              window.addEventListener('x', { handleEvent: function () { count += 100; } });
            })(); 0
            """)
        for _ in 0..<3 { fixture.collectGarbage() }
        _ = fixture.evaluate("for (var i = 0; i < 20000; i++) { ({ garbage: [i, i] }); } 0")
        fixture.collectGarbage()
        #expect(fixture.evaluate("""
            document.getElementById('made').dispatchEvent(new Event('x', {bubbles: true}));
            document.getElementById('plain').click(); count
            """) == "111")
    }

    @Test func eventsOutliveTheirRealm() throws {
        var fixture: RealmFixture? = try RealmFixture(Self.page)
        _ = fixture?.evaluate("var kept = [new CustomEvent('x', {detail: {}}), new MouseEvent('y'), new EventTarget()]; 0")
        fixture = nil
    }

    /// Which `on…` handlers exist where, as in WebKit: `onfocusin` and `onreadystatechange`
    /// are the element's and the document's but not the window's, the prefixed animation
    /// handlers are everyone's, and `onsearch` and `onscrollend` are no one's.
    @Test func handlerAttributesExistWhereWebKitHasThem() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            ['onreadystatechange' in document, 'onfocusin' in window, 'onwebkitanimationend' in window,
             'onsearch' in document.body, 'onfocusin' in document.body, 'onvisibilitychange' in document,
             'onpageswap' in window, 'onscrollend' in window].join()
            """) == "true,false,true,false,true,true,true,false")
    }

    /// `window.event` is the event whose listener runs, restored after a nested dispatch,
    /// undefined between dispatches, and replaceable (WebKit's answers for the same steps).
    /// https://dom.spec.whatwg.org/#window-current-event
    @Test func windowEventIsTheCurrentEvent() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            var log = [String(window.event)], d = document.createElement('div');
            d.addEventListener('x', function (e) {
              log.push('x:' + (window.event === e)); d.dispatchEvent(new Event('y')); log.push('x-after:' + (window.event === e));
            });
            d.addEventListener('y', function (e) { log.push('y:' + (window.event === e) + ':' + event.type); });
            d.onclick = function () { log.push('click:' + window.event.type); };
            d.dispatchEvent(new Event('x')); d.click(); log.push(String(window.event));
            var desc = Object.getOwnPropertyDescriptor(window, 'event');
            log.push([typeof desc.get, typeof desc.set, desc.enumerable, desc.configurable].join('/'));
            window.event = 5; log.push(String(window.event));
            log.join(' ')
            """) == "undefined x:true y:true:y x-after:true click:click undefined function/function/true/true 5")
    }
}
