// `innerText` after each small change (docs/performance.md#style-queries-after-changes): on
// 20 elements spread over the page, one at a time, the element is hidden through its style
// attribute, `document.body.innerText` read, and the element shown again. Returns the texts'
// lengths, so that two builds can be checked to agree (`appexjs corpus --out`).
//   appexjs corpus --jobs 1 --script Scripts/restyle-text-ext.js --url http://fakehost/test/page.html \
//     --name source.html ../shared/corpus/readability
var ExtensionPreprocessingJS = {
  run: function (args) {
    var COUNT = 20;
    var candidates = document.body ? document.body.querySelectorAll('p, li, div, span, a, td, h2, h3') : [];
    var step = Math.max(1, Math.floor(candidates.length / COUNT));
    var lengths = [];
    for (var k = 0, n = 0; k < candidates.length && n < COUNT; k += step, n++) {
      var element = candidates[k], style = element.getAttribute('style');
      element.style.display = 'none';
      lengths.push(document.body.innerText.length);
      if (style === null) element.removeAttribute('style'); else element.setAttribute('style', style);
    }
    args.completionFunction({ count: lengths.length, lengths: lengths.join(' ') });
  }
};
