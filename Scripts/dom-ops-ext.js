// dom-ops-ext.js: an extension script that times common DOM operations on the page it
// runs on and passes the times (milliseconds per repetition, best of three) to
// completionFunction. Run it in appexjs and in the WebKit oracle on the same page to
// compare the two engines operation by operation:
//
//     appexjs run ../shared/corpus/readability/wikipedia-2/source.html --script Scripts/dom-ops-ext.js
//     ../shared/tools/webkit-oracle/oracle.py --page ../shared/corpus/readability/wikipedia-2/source.html \
//         --script Scripts/dom-ops-ext.js
//
// The operations are the ones Readability-like scripts repeat on every node.
var ExtensionPreprocessingJS = {
  run: function (args) {
    var times = {};
    var elements = Array.prototype.slice.call(document.getElementsByTagName("*"));

    function time(name, repetitions, operation) {
      operation();
      var best = Infinity;
      for (var round = 0; round < 3; round++) {
        var started = Date.now();
        for (var i = 0; i < repetitions; i++) operation();
        best = Math.min(best, (Date.now() - started) / repetitions);
      }
      times[name] = Math.round(best * 1000) / 1000;
    }

    function forEachElement(visit) {
      return function () {
        var total = 0;
        for (var i = 0; i < elements.length; i++) total += visit(elements[i]);
        return total;
      };
    }

    time("childNodes walk", 5, function () {
      (function walk(node) {
        var children = node.childNodes;
        for (var i = 0; i < children.length; i++) walk(children[i]);
      })(document.documentElement);
    });
    time("children walk", 5, function () {
      (function walk(element) {
        var children = element.children;
        for (var i = 0; i < children.length; i++) walk(children[i]);
      })(document.documentElement);
    });
    time("sibling walk", 5, function () {
      (function walk(element) {
        for (var child = element.firstElementChild; child; child = child.nextElementSibling) walk(child);
      })(document.documentElement);
    });
    time("getElementsByTagName('*') by index", 5, function () {
      var all = document.getElementsByTagName("*"), total = 0;
      for (var i = 0; i < all.length; i++) total += all[i].nodeType;
    });
    time("className + id", 5, forEachElement(function (e) { return (e.className + " " + e.id).length; }));
    time("tagName", 5, forEachElement(function (e) { return e.tagName.length; }));
    time("getAttribute('style')", 5, forEachElement(function (e) { return e.getAttribute("style") ? 1 : 0; }));
    time("hasAttribute('hidden')", 5, forEachElement(function (e) { return e.hasAttribute("hidden") ? 1 : 0; }));
    time("style.display", 5, forEachElement(function (e) { return e.style.display.length; }));
    time("body.textContent", 5, function () { return document.body.textContent.length; });
    time("body.innerHTML", 5, function () { return document.body.innerHTML.length; });
    time("document.cloneNode(true)", 5, function () { document.cloneNode(true); });
    times.elements = elements.length;
    args.completionFunction(times);
  },
};
