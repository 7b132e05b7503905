import Bindings
import DOM
import Testing

@Suite struct SelectionBindingTests {
    static let page = """
        <!DOCTYPE html><html><head><title>T</title></head>
        <body><div id="a">Hello <b>bold</b> world</div><p id="p">Second para</p><p id="q">Third</p></body></html>
        """

    /// JavaScript expressions and what they evaluate to (as strings), as WebKitGTK 2.50
    /// answers them (checked with the WebKit oracle): a selection from a `div` into a
    /// paragraph after it has one line break between them (`"llo bold world\nSecond"`).
    static let expressions: [(String, String)] = [
        ("var s = getSelection(); [s.rangeCount, s.type, s.anchorNode, s.isCollapsed, String(s), s.direction].join('|')", "0|None||true||none"),
        ("getSelection() === getSelection() && document.getSelection() === window.getSelection()", "true"),
        ("[getSelection() instanceof Selection, Object.prototype.toString.call(getSelection())].join()", "true,[object Selection]"),
        // Documents without a browsing context have no selection.
        ("String(document.cloneNode(false).getSelection())", "null"),
        ("try { new Selection() } catch (e) { e.message }", "Illegal constructor"),
        ("try { getSelection().getRangeAt(0) } catch (e) { e.name }", "IndexSizeError"),
        // addRange keeps the range itself.
        ("var s = getSelection(), r = document.createRange(); r.selectNodeContents(document.getElementById('p')); s.addRange(r); [s.getRangeAt(0) === r, s.getRangeAt(0) === s.getRangeAt(0), s.type, s.anchorNode.id, s.anchorOffset, s.focusOffset].join('|')", "true|true|Range|p|0|1"),
        ("var s = getSelection(), r = document.createRange(); r.selectNodeContents(document.getElementById('p')); s.addRange(r); var r2 = document.createRange(); r2.selectNodeContents(document.getElementById('q')); s.addRange(r2); [s.rangeCount, s.getRangeAt(0).startContainer.id, String(s)].join('|')", "1|p|Second para"),
        ("var s = getSelection(), r = document.createRange(); r.selectNodeContents(document.getElementById('p')); s.addRange(r); r.setStart(document.getElementById('p').firstChild, 7); [String(s), s.anchorNode.nodeName, s.anchorOffset].join('|')", "para|#text|7"),
        ("var s = getSelection(); s.selectAllChildren(document.body); try { s.removeRange(document.createRange()) } catch (e) { e.name }", "NotFoundError"),
        ("var s = getSelection(); s.selectAllChildren(document.body); s.removeRange(s.getRangeAt(0)); [s.rangeCount, s.type].join()", "0,None"),
        ("var d = document.createElement('div'); d.textContent = 'x'; var r = document.createRange(); r.selectNodeContents(d); getSelection().addRange(r); getSelection().rangeCount", "0"),
        // Anchor, focus and direction.
        ("var s = getSelection(), a = document.getElementById('a'), p = document.getElementById('p'); s.setBaseAndExtent(p.firstChild, 6, a.firstChild, 2); var r = s.getRangeAt(0); [s.anchorNode.data, s.anchorOffset, s.focusNode.data, s.focusOffset, r.startOffset, r.endOffset, s.direction, JSON.stringify(String(s))].join('|')", "Second para|6|Hello |2|2|6|backward|\"llo bold world\\nSecond\""),
        ("var s = getSelection(); s.collapse(document.getElementById('q'), 1); [s.type, s.isCollapsed, s.anchorNode.id, s.anchorOffset, s.rangeCount].join('|')", "Caret|true|q|1|1"),
        ("var s = getSelection(); s.selectAllChildren(document.body); s.collapse(null); [s.type, s.rangeCount].join('|')", "None|0"),
        ("var s = getSelection(); s.setPosition(document.getElementById('q'), 0); s.type + s.anchorOffset", "Caret0"),
        ("var s = getSelection(); s.selectAllChildren(document.getElementById('a')); [s.anchorNode.id, s.anchorOffset, s.focusNode.id, s.focusOffset, s.direction, JSON.stringify(String(s))].join('|')", "a|0|a|3|forward|\"Hello bold world\""),
        ("var s = getSelection(); s.selectAllChildren(document.getElementById('a')); s.collapseToStart(); [s.anchorNode.id, s.anchorOffset, s.type].join('|')", "a|0|Caret"),
        ("var s = getSelection(), a = document.getElementById('a'), p = document.getElementById('p'); s.collapse(a.firstChild, 2); s.extend(p.firstChild, 3); [s.anchorNode.data, s.anchorOffset, s.focusNode.data, s.focusOffset, JSON.stringify(String(s))].join('|')", "Hello |2|Second para|3|\"llo bold world\\nSec\""),
        ("var s = getSelection(), a = document.getElementById('a'), p = document.getElementById('p'); s.collapse(p.firstChild, 3); s.extend(a.firstChild, 2); var r = s.getRangeAt(0); [s.anchorNode.data, s.anchorOffset, s.focusNode.data, s.focusOffset, r.startOffset, r.endOffset].join('|')", "Second para|3|Hello |2|2|3"),
        ("var s = getSelection(); s.selectAllChildren(document.getElementById('p')); [s.baseNode === s.anchorNode, s.extentOffset].join('|')", "true|1"),
        ("var s = getSelection(), a = document.getElementById('a'), p = document.getElementById('p'); s.setBaseAndExtent(a.firstChild, 2, p.firstChild, 3); var b = a.querySelector('b'); [s.containsNode(b), s.containsNode(a), s.containsNode(a, true), s.containsNode(document.getElementById('q'), true), s.containsNode(b.firstChild)].join('|')", "true|false|true|false|true"),
        // Mutations.
        ("var s = getSelection(), a = document.getElementById('a'), p = document.getElementById('p'); s.setBaseAndExtent(a.firstChild, 2, p.firstChild, 3); s.deleteFromDocument(); [document.body.innerHTML, s.type, s.anchorNode.nodeName, s.anchorOffset].join('|')", "<div id=\"a\">He</div><p id=\"p\">ond para</p><p id=\"q\">Third</p>|Caret|BODY|1"),
        ("var s = getSelection(), q = document.getElementById('q'); s.selectAllChildren(q); var r = s.getRangeAt(0); q.remove(); [s.rangeCount, r.startContainer.nodeName, r.startOffset, s.anchorNode.nodeName].join('|')", "1|BODY|2|BODY"),
        // Errors.
        ("try { getSelection().collapse(document.getElementById('q'), 5) } catch (e) { e.name }", "IndexSizeError"),
        ("try { getSelection().collapse(document.doctype, 0) } catch (e) { e.name }", "InvalidNodeTypeError"),
        ("try { getSelection().collapseToEnd() } catch (e) { e.name }", "InvalidStateError"),
        ("try { getSelection().extend(document.body, 0) } catch (e) { e.name }", "InvalidStateError"),
        ("try { getSelection().setBaseAndExtent(document.body, 99, document.body, 0) } catch (e) { e.name }", "IndexSizeError"),
        ("try { getSelection().setBaseAndExtent(null, 0, document.body, 0) } catch (e) { e.constructor.name + ': ' + e.message }", "TypeError: Argument 1 ('anchorNode') to Selection.setBaseAndExtent must be an instance of Node"),
        ("getSelection().selectAllChildren(document.body); try { getSelection().getRangeAt(-1) } catch (e) { e.name }", "IndexSizeError"),
        ("try { getSelection().addRange({}) } catch (e) { e.constructor.name }", "TypeError"),
        ("getSelection(); try { Selection.prototype.getRangeAt.call(document.createRange(), 0) } catch (e) { e.constructor.name }", "TypeError"),
        ("try { getSelection().collapse() } catch (e) { e.message }", "Not enough arguments"),
        // toString is the rendered text.
        ("var s = getSelection(); s.selectAllChildren(document.body); JSON.stringify(s.toString())", "\"Hello bold world\\nSecond para\\n\\nThird\""),
        ("var d = document.createElement('div'); d.innerHTML = 'a<br>b<span style=\"display:none\">hidden</span><table><tr><td>c</td><td>d</td></tr></table>'; document.body.appendChild(d); getSelection().selectAllChildren(d); JSON.stringify(String(getSelection())) + JSON.stringify(getSelection().getRangeAt(0).toString())", "\"a\\nb\\nc\\td\"\"abhiddencd\""),
    ]

    @Test(arguments: expressions)
    func expressionEvaluates(source: String, expected: String) throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate(source) == expected)
        #expect(fixture.store.invariantViolations(under: fixture.document).isEmpty)
    }

    @Test func theSelectionRangeKeepsItsIdentityAndExpandosThroughGarbageCollection() throws {
        let fixture = try RealmFixture(Self.page)
        _ = fixture.evaluate("getSelection().selectAllChildren(document.body); getSelection().getRangeAt(0).mark = 'kept'; 0")
        for _ in 0..<3 { fixture.collectGarbage() }
        _ = fixture.evaluate("for (var i = 0; i < 20000; i++) { ({ garbage: [i, i] }); } 0")
        fixture.collectGarbage()
        #expect(fixture.evaluate("getSelection().getRangeAt(0).mark") == "kept")
        // A new range replaces it.
        #expect(fixture.evaluate("getSelection().collapseToEnd(); String(getSelection().getRangeAt(0).mark)") == "undefined")
    }

    // MARK: - The user's selection, set by the host

    @Test func selectContentsOfAnElement() throws {
        let fixture = try RealmFixture(Self.page)
        let paragraph = try #require(fixture.store.element(withID: "p", under: fixture.document))
        #expect(fixture.realm.selectContents(of: paragraph))
        #expect(fixture.realm.selection.renderedText == "Second para")
        #expect(fixture.evaluate("var s = getSelection(); [s.type, s.anchorNode.id, s.anchorOffset, s.focusOffset, s.toString()].join('|')") == "Range|p|0|1|Second para")
        // Nodes outside the document, and doctypes, cannot be selected.
        #expect(!fixture.realm.selectContents(of: fixture.store.createElement(.div, in: fixture.document)))
        #expect(!fixture.realm.selectContents(of: fixture.store.doctypeNode(of: fixture.document)!))
        #expect(fixture.realm.selection.renderedText == "Second para")
    }

    @Test func selectContentsOfTheFirstMatch() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(try fixture.realm.selectContents(ofFirstMatch: "p + p"))
        #expect(fixture.evaluate("getSelection().toString()") == "Third")
        #expect(try !fixture.realm.selectContents(ofFirstMatch: "article"))
        #expect(throws: (any Error).self) { try fixture.realm.selectContents(ofFirstMatch: "p >") }
    }

    @Test func selectTextAcrossNodes() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.realm.selectText("lo bold wor"))
        #expect(fixture.evaluate("""
            var s = getSelection(), r = s.getRangeAt(0);
            [s.type, s.anchorNode.data, s.anchorOffset, s.focusNode.data, s.focusOffset, s.toString(), r.toString()].join('|')
            """) == "Range|Hello |3| world|4|lo bold wor|lo bold wor")
        // Across block boundaries: nothing is added between the texts of two blocks.
        #expect(fixture.realm.selectText("worldSecond"))
        #expect(fixture.evaluate("JSON.stringify(getSelection().toString())") == "\"world\\nSecond\"")
        // A failed search keeps the selection.
        #expect(!fixture.realm.selectText("world  Second"))
        #expect(!fixture.realm.selectText(""))
        #expect(fixture.evaluate("getSelection().getRangeAt(0).toString()") == "worldSecond")
    }
}
