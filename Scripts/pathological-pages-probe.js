// What Scripts/pathological-pages.py runs on each page: the work a share extension does
// with a whole page (serializing it, reading its text, walking it, selecting, cloning).
var ExtensionPreprocessingJS = {
  run: function (args) {
    var walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL), nodes = 0;
    while (walker.nextNode()) nodes++;
    args.completionFunction({
      html: document.documentElement.outerHTML.length,
      text: document.body ? document.body.textContent.length : 0,
      innerText: document.body ? document.body.innerText.length : 0,
      elements: document.querySelectorAll("*").length,
      clone: document.documentElement.cloneNode(true).childNodes.length,
      nodes: nodes
    });
  }
};
