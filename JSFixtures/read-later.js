// A read-later capture: it saves what the user selected and marks it on the page the way
// highlighters do, wrapping each selected piece of text in its own marker span (one
// surroundContents over a selection that crosses elements would throw).
var ExtensionPreprocessingJS = {
  run: function (args) {
    var selection = window.getSelection();
    var range = selection.rangeCount ? selection.getRangeAt(0) : null;
    var quote = selection.toString();
    var marked = 0;
    if (range && !range.collapsed) {
      var walker = document.createTreeWalker(range.commonAncestorContainer, NodeFilter.SHOW_TEXT);
      var pieces = [];
      var node = walker.currentNode.nodeType === Node.TEXT_NODE ? walker.currentNode : walker.nextNode();
      for (; node; node = walker.nextNode()) {
        if (range.intersectsNode(node) && node.data.trim()) pieces.push(node);
      }
      pieces.forEach(function (text) {
        var piece = document.createRange();
        piece.selectNodeContents(text);
        if (text === range.startContainer) piece.setStart(text, range.startOffset);
        if (text === range.endContainer) piece.setEnd(text, range.endOffset);
        if (piece.collapsed) return;
        var mark = document.createElement("span");
        mark.className = "read-later-mark";
        piece.surroundContents(mark);
        marked += 1;
      });
    }
    var container = range ? range.commonAncestorContainer : null;
    while (container && container.nodeType !== Node.ELEMENT_NODE) container = container.parentNode;
    args.completionFunction({
      title: document.title,
      url: document.URL,
      quote: quote,
      markCount: marked,
      markedHTML: container ? container.innerHTML.replace(/\s+/g, " ") : null
    });
  }
};
