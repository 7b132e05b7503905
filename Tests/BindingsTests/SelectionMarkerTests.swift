import Bindings
import DOM
import Testing

/// A read-later "marker" extension: it wraps the text of the user's selection in
/// `<span class="highlight">` elements with `Range.surroundContents`, one text node at a
/// time, as such extensions do. The expected results are WebKitGTK 2.50's for the same
/// page and selection (checked with the WebKit oracle).
@Suite struct SelectionMarkerTests {
    static let page = """
        <!DOCTYPE html><html><head><title>Article</title></head><body><article><h1>Title</h1>\
        <p id="one">The quick <b>brown</b> fox</p><p id="two">jumps over <i>the lazy</i> dog.</p></article></body></html>
        """

    static let extensionScript = #"""
// A read-later "marker": wraps the selected text in <span class="highlight"> elements.
var ExtensionPreprocessingJS = {
  run: function (args) {
    var selection = window.getSelection();
    var text = selection.toString();
    var highlighted = [];
    if (selection.rangeCount > 0 && !selection.isCollapsed) {
      var range = selection.getRangeAt(0);
      var root = range.commonAncestorContainer;
      var texts = [];
      if (root.nodeType === Node.TEXT_NODE) {
        texts.push(root);
      } else {
        var walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
          acceptNode: function (node) {
            return range.intersectsNode(node) ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT;
          }
        });
        while (walker.nextNode()) texts.push(walker.currentNode);
      }
      var startContainer = range.startContainer, startOffset = range.startOffset;
      var endContainer = range.endContainer, endOffset = range.endOffset;
      texts.forEach(function (node) {
        var piece = document.createRange();
        piece.selectNodeContents(node);
        if (node === startContainer) piece.setStart(node, startOffset);
        if (node === endContainer) piece.setEnd(node, endOffset);
        if (piece.collapsed || !piece.toString().trim()) return;
        var mark = document.createElement("span");
        mark.className = "highlight";
        piece.surroundContents(mark);
        highlighted.push(mark.textContent);
      });
    }
    args.completionFunction({
      text: text, highlighted: highlighted, html: document.querySelector("article").innerHTML,
      after: selection.toString(), rangeCount: selection.rangeCount
    });
  }
};
"""#

    @Test func markerWrapsTheSelectedText() throws {
        let fixture = try RealmFixture(Self.page)
        // The user selected from "quick" to "the" (the texts of two paragraphs follow each other).
        #expect(fixture.realm.selectText("quick brown foxjumps over the"))
        #expect(fixture.evaluate(Self.extensionScript + """
            var result;
            ExtensionPreprocessingJS.run({ completionFunction: function (value) { result = value; } });
            JSON.stringify(result, null, 1)
            """) == """
            {
             "text": "quick brown fox\\n\\njumps over the",
             "highlighted": [
              "quick ",
              "brown",
              " fox",
              "jumps over ",
              "the"
             ],
             "html": "<h1>Title</h1><p id=\\"one\\">The <span class=\\"highlight\\">quick </span><b><span class=\\"highlight\\">brown</span></b><span class=\\"highlight\\"> fox</span></p><p id=\\"two\\"><span class=\\"highlight\\">jumps over </span><i><span class=\\"highlight\\">the</span> lazy</i> dog.</p>",
             "after": "quick brown fox\\n\\njumps over ",
             "rangeCount": 1
            }
            """)
        #expect(fixture.store.invariantViolations(under: fixture.document).isEmpty)
    }

    @Test func markerWithinOneTextNode() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.realm.selectText("over"))
        #expect(fixture.evaluate(Self.extensionScript + """
            var result;
            ExtensionPreprocessingJS.run({ completionFunction: function (value) { result = value; } });
            result.text + "|" + result.highlighted.join() + "|" + document.getElementById("two").innerHTML
            """) == "over|over|jumps <span class=\"highlight\">over</span> <i>the lazy</i> dog.")
    }

    @Test func noSelectionMarksNothing() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate(Self.extensionScript + """
            var result;
            ExtensionPreprocessingJS.run({ completionFunction: function (value) { result = value; } });
            JSON.stringify([result.text, result.highlighted.length, result.rangeCount])
            """) == #"["",0,0]"#)
    }
}
