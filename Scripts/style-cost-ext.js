// Times the work behind `document.body.innerText` with performance.now(), the same way in any
// engine (Scripts/webkit-style-cost.py runs it in appexjs and in WebKit). Each step below is
// repeated until a window of WINDOW_MS has passed (WebKit's clock ticks in whole milliseconds),
// and the step's time is the window over the count. The steps take turns, SAMPLES rounds, and
// each step's median sample is returned, in milliseconds.
//   walk     innerText again, nothing changed (WebKit: a walk over the laid-out tree)
//   comment  a comment outside <html> changed, then innerText (no element's style can change)
//   toggle   <html> made display: none, offsetHeight read, display restored: the invalidation
//   style    toggle, then getComputedStyle(body).color (WebKit: the whole document's styles
//            and render tree, no layout)
//   restyle  toggle, then innerText: styles from scratch, layout, walk
//   classStyle  a class on <html> toggled that a rule `html.C *` (setting a custom property)
//            matches, then getComputedStyle(body).color: every element's style matched again
//            (WebKit keeps its render tree)
//   classText   the same class toggled, then innerText
//   reparse  every <style> element's text changed (a new comment at its end, so that no cache
//            of parsed sheets can answer), then as restyle
var ExtensionPreprocessingJS = {
  run: function (args) {
    var WINDOW_MS = 30, SAMPLES = 5;
    var root = document.documentElement, body = document.body;
    var styles = Array.prototype.slice.call(document.getElementsByTagName('style'));
    var texts = styles.map(function (style) { return style.textContent; });
    var rule = document.createElement('style');
    rule.textContent = 'html.appexjs-style-cost * { --appexjs-style-cost: 1 }';
    (document.head || root).appendChild(rule);
    var marker = document.createComment('0');
    document.appendChild(marker);
    var generation = 0, sink = 0;
    function toggle() {
      root.style.display = 'none';
      sink += body.offsetHeight;
      root.style.display = '';
    }
    // The innerText steps take their turns first, then the getComputedStyle ones: appexjs's
    // first getComputedStyle makes its styles hold every property from then on, where innerText
    // alone leaves out the page's rules that set nothing it reads.
    var phases = [{
      walk: function () { sink += body.innerText.length; },
      comment: function () { marker.data = String(++generation); sink += body.innerText.length; },
      toggle: toggle,
      restyle: function () { toggle(); sink += body.innerText.length; },
      classText: function () { root.classList.toggle('appexjs-style-cost'); sink += body.innerText.length; },
      reparse: function () {
        generation++;
        for (var i = 0; i < styles.length; i++) styles[i].textContent = texts[i] + '/*' + generation + '*/';
        toggle();
        sink += body.innerText.length;
      },
    }, {
      style: function () { toggle(); sink += getComputedStyle(body).color.length; },
      classStyle: function () {
        root.classList.toggle('appexjs-style-cost');
        sink += getComputedStyle(body).color.length;
      },
    }];
    function sample(step) {
      var count = 0, start = performance.now(), end;
      do { step(); count++; end = performance.now(); } while (end - start < WINDOW_MS);
      return (end - start) / count;
    }
    var results = {
      elements: document.getElementsByTagName('*').length, styleElements: styles.length,
      styleCharacters: texts.join('').length, textLength: body.innerText.length,
    };
    phases.forEach(function (steps) {
      var names = Object.keys(steps), samples = {};
      names.forEach(function (name) { steps[name](); samples[name] = []; });
      for (var round = 0; round < SAMPLES; round++) {
        names.forEach(function (name) { samples[name].push(sample(steps[name])); });
      }
      names.forEach(function (name) {
        samples[name].sort(function (x, y) { return x - y; });
        results[name] = samples[name][SAMPLES >> 1];
      });
    });
    for (var i = 0; i < styles.length; i++) styles[i].textContent = texts[i];
    marker.remove();
    rule.remove();
    root.classList.remove('appexjs-style-cost');
    results.checked = sink > 0;
    args.completionFunction(results);
  },
  finalize: function () {},
};
