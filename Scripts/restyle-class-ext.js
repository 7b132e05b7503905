// A style query after each small change, the pattern scoped style invalidation serves
// (docs/performance.md#style-queries-after-changes): on 50 elements spread over the page,
// one at a time, a class some element of the page has is added, getComputedStyle(el).display
// read, and the class taken away again. Returns the displays read, so that two builds can be
// checked to agree (`appexjs corpus --out`).
//   appexjs corpus --jobs 1 --script Scripts/restyle-class-ext.js --url http://fakehost/test/page.html \
//     --name source.html ../shared/corpus/readability
var ExtensionPreprocessingJS = {
  run: function (args) {
    var COUNT = 50;
    var candidates = document.body ? document.body.querySelectorAll('p, li, div, span, a, td, h2, h3') : [];
    // The page's own classes, in the order they first appear, so that rules match.
    var classes = [], seen = {};
    var withClass = document.querySelectorAll('[class]');
    for (var i = 0; i < withClass.length && classes.length < 200; i++) {
      var list = withClass[i].classList;
      for (var j = 0; j < list.length; j++) {
        if (!seen[list[j]]) { seen[list[j]] = true; classes.push(list[j]); }
      }
    }
    if (classes.length === 0) classes.push('appexjs-restyle');
    var step = Math.max(1, Math.floor(candidates.length / COUNT));
    var displays = [];
    for (var k = 0, n = 0; k < candidates.length && n < COUNT; k += step, n++) {
      var element = candidates[k], name = classes[n % classes.length];
      if (element.classList.contains(name)) name = 'appexjs-restyle';
      element.classList.add(name);
      displays.push(getComputedStyle(element).display);
      element.classList.remove(name);
    }
    args.completionFunction({ count: displays.length, displays: displays.join(' ') });
  }
};
