import Testing

/// After every kind of mutation, every element's `textContent` equals its text collected
/// node by node (nothing computed before the mutation is served stale).
@Suite struct TextContentMutationTests {
    static let page = """
        <!DOCTYPE html><html><head><title>T</title></head><body><div id=outer><p id=p>one <b id=b>two</b> three</p>
        <section id=s><span id=sp>four</span><!-- c --></section></div><div id=other>five</div></body></html>
        """

    /// Mutations, each done after every element's `textContent` was read once.
    static let mutations = [
        "document.getElementById('b').firstChild.data = 'TWO'",
        "document.getElementById('b').firstChild.appendData('!')",
        "document.getElementById('b').firstChild.nodeValue = 'x'",
        "document.getElementById('b').firstChild.splitText(1)",
        "document.getElementById('b').appendChild(document.createTextNode('more'))",
        "document.getElementById('b').remove()",
        "document.getElementById('other').appendChild(document.getElementById('sp'))",
        "document.getElementById('sp').textContent = 'changed'",
        "document.getElementById('s').innerHTML = '<i>new</i> text'",
        "document.getElementById('p').insertBefore(document.createTextNode('first '), document.getElementById('p').firstChild)",
        "document.getElementById('b').replaceWith('plain')",
        "document.getElementById('sp').outerHTML = '<em>outer</em>'",
        "document.getElementById('p').insertAdjacentHTML('beforeend', '<u>adj</u>')",
        "var t = document.getElementById('p'); t.appendChild(document.createTextNode('a')); t.appendChild(document.createTextNode('b')); t.normalize()",
        "var r = document.createRange(); r.selectNodeContents(document.getElementById('p')); r.deleteContents()",
        "var r = document.createRange(); r.setStart(document.getElementById('b').firstChild, 1); r.setEnd(document.getElementById('sp').firstChild, 2); r.extractContents()",
        "var r = document.createRange(); r.setStart(document.getElementById('p'), 0); r.insertNode(document.createTextNode('ins'))",
        "document.getElementById('sp').firstChild.replaceData(0, 2, 'XY')",
        "document.getElementById('sp').firstChild.deleteData(0, 1)",
        "document.getElementById('sp').firstChild.insertData(0, '>')",
        "document.getElementById('b').firstChild.remove()",
        "document.getElementById('s').replaceChildren('rc')",
        "document.getElementById('outer').append(document.getElementById('other'))",
        "document.getElementById('s').prepend(document.getElementById('b').cloneNode(true))",
    ]

    @Test(arguments: mutations)
    func textContentFollowsEveryMutation(mutation: String) throws {
        let fixture = try RealmFixture(Self.page)
        let result = fixture.evaluate("""
            (function () {
              function collected(node) {
                var text = '';
                for (var child = node.firstChild; child; child = child.nextSibling) {
                  if (child.nodeType === 3) text += child.data;
                  else if (child.nodeType === 1) text += collected(child);
                }
                return text;
              }
              var elements = Array.prototype.slice.call(document.getElementsByTagName('*'));
              elements.forEach(function (e) { void e.textContent; });
              \(mutation);
              var stale = elements.filter(function (e) { return e.textContent !== collected(e); });
              return stale.length ? 'stale: ' + stale.map(function (e) { return e.tagName + '#' + e.id; }).join(' ')
                : 'fresh ' + document.body.textContent.length;
            })()
            """)
        #expect(result.hasPrefix("fresh "), "\(result)")
    }

    @Test func unchangedTextIsTheSameString() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("var d = document.getElementById('outer'); d.textContent === d.textContent && d.textContent.length > 10") == "true")
    }
}
