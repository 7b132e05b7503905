import Testing

/// Long `textContent` and `innerText` results are kept until the tree changes
/// (`TextResultCache`): after any mutation, every element reads what a realm that never
/// read it before reads.
@Suite struct TextResultCacheTests {
    /// Text long enough to be kept, in every element, and more elements than are kept.
    static let page: String = {
        let words = String(repeating: "lorem ipsum dolor ", count: 40)
        return """
            <!DOCTYPE html><html><head><title>T</title></head><body><div id=outer><p id=p>\(words)<b id=b>\(words)</b> three</p>
            <section id=s><span id=sp>\(words)</span><!-- c --></section></div><div id=other>\(words)</div>
            <ul id=list><li>\(words)<li>\(words)<li>\(words)<li>\(words)<li>\(words)<li>\(words)<li>\(words)<li>\(words)<li>\(words)</ul>
            </body></html>
            """
    }()

    /// Mutations of the tree, of character data and of the attributes `innerText` reads.
    static let mutations = TextContentMutationTests.mutations + [
        "document.getElementById('b').setAttribute('style', 'display: none')",
        "document.getElementById('sp').hidden = true",
        "document.getElementById('s').style.visibility = 'hidden'",
        "document.getElementById('p').setAttribute('style', 'white-space: pre')",
        "document.getElementById('list').lastElementChild.setAttribute('hidden', '')",
        "document.body.removeAttribute('id'); document.getElementById('outer').style.display = 'inline'",
    ]

    /// A digest of a string (length and a 31-bit hash), so a failure prints briefly.
    static let digest = """
        function digest(text) {
          var hash = 0;
          for (var i = 0; i < text.length; i++) hash = (hash * 31 + text.charCodeAt(i)) | 0;
          return text.length + ':' + hash;
        }
        """

    /// Every element's `textContent` and `innerText`, digested.
    static let readAll = digest + """
        Array.prototype.map.call(document.getElementsByTagName('*'), function (e) {
          return e.tagName + '#' + e.id + ' ' + digest(e.textContent) + ' ' + digest(e.innerText);
        }).join()
        """

    /// Reads the text of the elements the mutations touch, within what is kept at once.
    static let readMutated = digest + """
        [document.body, document.getElementById('outer'), document.getElementById('p'), document.getElementById('s')]
          .map(function (e) { return digest(e.textContent) + ' ' + digest(e.innerText); }).join()
        """

    @Test(arguments: mutations)
    func readsAfterAMutationMatchAFreshRealm(mutation: String) throws {
        let warmed = try RealmFixture(Self.page)
        _ = warmed.evaluate(Self.readAll)
        _ = warmed.evaluate(Self.readMutated)
        _ = warmed.evaluate(mutation)
        let afterReading = [warmed.evaluate(Self.readMutated), warmed.evaluate(Self.readAll)]

        let fresh = try RealmFixture(Self.page)
        _ = fresh.evaluate(mutation)
        #expect(afterReading == [fresh.evaluate(Self.readMutated), fresh.evaluate(Self.readAll)])
    }

    @Test func unchangedLongTextIsReadAgainAsTheSameString() throws {
        let fixture = try RealmFixture(Self.page)
        let result = fixture.evaluate("""
            var body = document.body;
            [body.textContent.length > 512, body.textContent === body.textContent,
             body.innerText === body.innerText, typeof body.innerText].join()
            """)
        #expect(result == "true,true,true,string")
    }

    @Test func keptValuesSurviveGarbageCollection() throws {
        let fixture = try RealmFixture(Self.page)
        let before = fixture.evaluate("document.body.innerText.length + ',' + document.body.textContent.length")
        fixture.machine.collectAllGarbage()
        #expect(fixture.evaluate("document.body.innerText.length + ',' + document.body.textContent.length") == before)
    }

    /// A sheet edited through CSSOM changes `innerText` though no node, text or attribute
    /// changed: the kept value is not read again.
    @Test func styleSheetEditsChangeKeptInnerText() throws {
        let words = String(repeating: "lorem ipsum dolor ", count: 40)
        let fixture = try RealmFixture("<style>b { }</style><p id=p>\(words)</p><div id=d>\(words)</div>")
        #expect(fixture.evaluate("""
            var before = document.body.innerText;
            document.styleSheets[0].insertRule('#p { display: none }', 0);
            var after = document.body.innerText;
            [before.length > 1000, after === document.getElementById('d').innerText].join()
            """) == "true,true")
    }
}
