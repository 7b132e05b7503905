// What Scripts/pathological-pages.py runs on each page: the work a share extension does
// with a whole page (serializing it, reading its text, walking it, selecting, cloning), and
// style queries (innerText, getComputedStyle of the first and last elements of the body).
var ExtensionPreprocessingJS = {
  run: function (args) {
    var walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL), nodes = 0;
    while (walker.nextNode()) nodes++;
    var body = document.body, first = body && body.firstElementChild, last = body && body.lastElementChild;
    args.completionFunction({
      html: document.documentElement.outerHTML.length,
      text: body ? body.textContent.length : 0,
      innerText: body ? body.innerText.length : 0,
      style: [first, last].map(function (element) {
        if (!element) return "";
        var style = getComputedStyle(element);
        return style.display + " " + style.color + " " + style.marginTop;
      }).join(", "),
      elements: document.querySelectorAll("*").length,
      clone: document.documentElement.cloneNode(true).childNodes.length,
      nodes: nodes
    });
  }
};
