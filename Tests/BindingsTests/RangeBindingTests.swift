import Bindings
import DOM
import HTMLParsing
import JavaScriptEngine
import Testing
import WHATWGURL

/// A realm on a page in a given virtual machine (several realms can share one).
final class RealmOnMachine {
    let store = NodeStore()
    let realm: Realm

    init(_ html: String, machine: VirtualMachine) throws {
        let document = store.createDocument(url: URLRecord.parse("https://example.com/")!)
        HTMLParser.parseDocument(html, into: store, document: document)
        realm = try Realm(machine: machine, store: store, document: document)
    }

    deinit { realm.close() }

    /// Evaluates `source` and returns its string form, or `"throws …"`.
    func evaluate(_ source: String) -> String {
        do {
            return try realm.context.evaluate(source, sourceURL: "test.js").toString(in: realm.context)
        } catch {
            return "throws \(error)"
        }
    }

    func collectGarbage() { realm.context.collectGarbage() }
}

@Suite struct RangeBindingTests {
    static let page = """
        <!DOCTYPE html><html><head><title>T</title></head>
        <body><div id="a">Hello <b>bold</b> world</div><p id="p">Second para</p><p id="q">Third</p></body></html>
        """

    /// JavaScript expressions and what they evaluate to (as strings); checked against
    /// WebKitGTK 2.50 where WebKit answers.
    static let expressions: [(String, String)] = [
        // Interfaces and constructors.
        ("var r = new Range(); [r.startContainer === document, r.startOffset, r.collapsed, r.endContainer === document].join()", "true,0,true,true"),
        ("[Range.START_TO_START, Range.START_TO_END, Range.END_TO_END, Range.END_TO_START, document.createRange().END_TO_START].join()", "0,1,2,3,3"),
        ("var r = document.createRange(); [r instanceof Range, r instanceof AbstractRange, Object.prototype.toString.call(r)].join()", "true,true,[object Range]"),
        ("try { Range() } catch (e) { e.constructor.name }", "TypeError"),
        ("try { new AbstractRange() } catch (e) { e.message }", "Illegal constructor"),
        ("document.createRange() !== document.createRange()", "true"),
        // Boundary points.
        ("var r = document.createRange(); var t = document.getElementById('a').firstChild; r.setStart(t, 2); r.setEnd(document.getElementById('p').firstChild, 6); [r.startOffset, r.endOffset, r.collapsed, r.commonAncestorContainer === document.body, r.toString()].join('|')", "2|6|false|true|llo bold worldSecond"),
        ("var r = document.createRange(); r.selectNode(document.querySelector('b')); [r.startContainer.id, r.startOffset, r.endOffset, String(r), '' + r].join()", "a,1,2,bold,bold"),
        ("var r = document.createRange(); r.selectNodeContents(document.getElementById('a')); r.collapse(); [r.startOffset, r.collapsed].join()", "3,true"),
        ("var r = document.createRange(); r.selectNodeContents(document.getElementById('a')); r.collapse(true); r.startOffset", "0"),
        ("var r = document.createRange(); var b = document.querySelector('b'); r.setStartBefore(b); r.setEndAfter(b); var c = r.cloneRange(); r.collapse(true); [c.startOffset, c.endOffset, c !== r].join()", "1,2,true"),
        ("var r = document.createRange(); r.setStart(document.body, 4294967296); r.startOffset", "0"),
        // Comparisons.
        ("var a = document.createRange(); a.selectNodeContents(document.getElementById('a')); var b = document.createRange(); b.selectNode(document.getElementById('p')); [a.compareBoundaryPoints(Range.START_TO_START, b), a.compareBoundaryPoints(Range.END_TO_START, b), b.compareBoundaryPoints(Range.START_TO_END, a), a.compareBoundaryPoints(65536, b)].join()", "-1,-1,1,-1"),
        ("var r = document.createRange(); r.selectNodeContents(document.getElementById('a')); [r.comparePoint(document.body, 0), r.comparePoint(document.querySelector('b'), 1), r.comparePoint(document.getElementById('q'), 0), r.isPointInRange(document.getElementById('a'), 3), r.isPointInRange(document.createElement('x'), 0)].join()", "-1,0,1,true,false"),
        ("var r = document.createRange(); r.selectNodeContents(document.querySelector('b')); [r.intersectsNode(document.getElementById('a')), r.intersectsNode(document.getElementById('p')), r.intersectsNode(document)].join()", "true,false,true"),
        // Contents.
        ("var r = document.createRange(); r.setStart(document.getElementById('a').firstChild, 3); r.setEnd(document.getElementById('p').firstChild, 3); var f = r.cloneContents(); [f instanceof DocumentFragment, f.childNodes.length, f.firstChild.outerHTML, f.lastChild.outerHTML].join('|')", "true|2|<div id=\"a\">lo <b>bold</b> world</div>|<p id=\"p\">Sec</p>"),
        ("var r = document.createRange(); r.setStart(document.getElementById('a').firstChild, 3); r.setEnd(document.getElementById('p').firstChild, 3); var f = r.extractContents(); [document.body.innerHTML, r.startContainer === document.body, r.startOffset, r.collapsed, f.textContent].join('|')", "<div id=\"a\">Hel</div><p id=\"p\">ond para</p><p id=\"q\">Third</p>|true|1|true|lo bold worldSec"),
        ("var r = document.createRange(); r.selectNodeContents(document.getElementById('a')); r.deleteContents(); document.getElementById('a').outerHTML + r.collapsed", "<div id=\"a\"></div>true"),
        ("var t = document.getElementById('p').firstChild; var r = document.createRange(); r.setStart(t, 6); var s = document.createElement('span'); s.textContent = '!'; r.insertNode(s); [document.getElementById('p').innerHTML, r.endContainer.id, r.endOffset].join('|')", "Second<span>!</span> para|p|2"),
        ("var t = document.getElementById('p').firstChild; var r = document.createRange(); r.setStart(t, 7); r.setEnd(t, 11); var m = document.createElement('mark'); r.surroundContents(m); [document.getElementById('p').innerHTML, r.startOffset, r.endOffset].join('|')", "Second <mark>para</mark>|1|2"),
        ("var r = document.createRange(); r.setStart(document.querySelector('b').firstChild, 1); r.setEnd(document.getElementById('p').firstChild, 1); try { r.surroundContents(document.createElement('i')) } catch (e) { e.name + ':' + e.code }", "InvalidStateError:11"),
        ("var r = document.createRange(); r.selectNodeContents(document.getElementById('q')); var f = r.createContextualFragment('<i>x</i><b>y</b>'); [f instanceof DocumentFragment, f.childNodes.length, f.lastChild.tagName].join()", "true,2,B"),
        // Errors are DOMExceptions and TypeErrors.
        ("try { document.createRange().setStart(document.body, 9) } catch (e) { e.name + ':' + (e instanceof DOMException) }", "IndexSizeError:true"),
        ("try { document.createRange().setStart(document.doctype, 0) } catch (e) { e.name }", "InvalidNodeTypeError"),
        ("try { document.createRange().setStart(document.body) } catch (e) { e.constructor.name + ': ' + e.message }", "TypeError: Not enough arguments"),
        ("try { document.createRange().setStart('x', 0) } catch (e) { e.message }", "Argument 1 ('node') to Range.setStart must be an instance of Node"),
        ("try { document.createRange().selectNode(document) } catch (e) { e.name }", "InvalidNodeTypeError"),
        ("try { document.createRange().compareBoundaryPoints(4, document.createRange()) } catch (e) { e.name }", "NotSupportedError"),
        ("try { document.createRange().compareBoundaryPoints(0, {}) } catch (e) { e.constructor.name }", "TypeError"),
        ("var d = document.createElement('div'); var o = document.createRange(); o.selectNodeContents(d); try { document.createRange().compareBoundaryPoints(0, o) } catch (e) { e.name }", "WrongDocumentError"),
        ("try { document.createRange().comparePoint(document.createElement('x'), 0) } catch (e) { e.name }", "WrongDocumentError"),
        ("document.createRange(); try { Range.prototype.setStart.call({}, document.body, 0) } catch (e) { e.constructor.name + ': ' + e.message }", "TypeError: Can only call Range.setStart on instances of Range"),
        ("document.createRange(); try { Range.prototype.toString.call(new StaticRange({startContainer: document.body, startOffset: 0, endContainer: document.body, endOffset: 0})) } catch (e) { e.constructor.name }", "TypeError"),
        ("var r = document.createRange(); r.detach(); r.collapsed", "true"),
        // No layout: an empty rectangle, as for elements.
        ("var r = document.createRange(); r.selectNodeContents(document.body); var b = r.getBoundingClientRect(); [b instanceof DOMRect, b.width, b.top, r.getClientRects().length].join()", "true,0,0,0"),
        // StaticRange.
        ("var s = new StaticRange({startContainer: document.getElementById('p'), startOffset: 5, endContainer: document.getElementById('a'), endOffset: 0}); [s.startOffset, s.endOffset, s.collapsed, s instanceof AbstractRange, s instanceof Range, Object.prototype.toString.call(s), s.startContainer.id].join()", "5,0,false,true,false,[object StaticRange],p"),
        ("try { new StaticRange({startContainer: document.doctype, startOffset: 0, endContainer: document.body, endOffset: 0}) } catch (e) { e.name }", "InvalidNodeTypeError"),
        ("try { new StaticRange({startContainer: document.body, startOffset: 0}) } catch (e) { e.constructor.name + ': ' + e.message }", "TypeError: Member StaticRangeInit.endContainer is required and must be an instance of Node"),
        ("try { new StaticRange() } catch (e) { e.constructor.name }", "TypeError"),
        ("try { new StaticRange({startContainer: {}, startOffset: 0, endContainer: document.body, endOffset: 0}) } catch (e) { e.constructor.name }", "TypeError"),
        ("try { StaticRange({}) } catch (e) { e.constructor.name }", "TypeError"),
    ]

    /// `compareNode` and its constants, which WebKit keeps from Gecko: WebKit's answers.
    static let compareNodeExpressions: [(String, String)] = [
        (#"[Range.NODE_BEFORE, Range.NODE_AFTER, Range.NODE_BEFORE_AND_AFTER, Range.NODE_INSIDE, Range.prototype.NODE_INSIDE, typeof Range.prototype.compareNode].join()"#,
         #"0,1,2,3,3,function"#),
        (#"(function(){ var d = document.createElement('div'); d.innerHTML = '<p id=a>1</p><p id=b>2<i>x</i></p><p id=c>3</p>'; document.body.appendChild(d); var r = document.createRange(); r.setStart(d.children[1], 0); r.setEnd(d.children[1], 2); var out = [r.compareNode(d.children[0]), r.compareNode(d.children[1]), r.compareNode(d.children[2]), r.compareNode(d.children[1].firstChild), r.compareNode(d.querySelector('i')), r.compareNode(d)]; d.remove(); return out.join(); })()"#,
         #"0,2,1,3,3,2"#),
        (#"(function(){ var r = document.createRange(); r.selectNodeContents(document.body); var out = [r.compareNode(document.body), r.compareNode(document.body.firstChild)]; try { r.compareNode(document); } catch (e) { out.push(e.name); } try { r.compareNode(document.documentElement); } catch (e) { out.push(e.name); } return out.join(); })()"#,
         #"2,3,NotFoundError"#),
        (#"(function(){ var r = document.createRange(); r.selectNodeContents(document.body); var out = [r.compareNode(document.createElement('p'))]; var f = document.createDocumentFragment(); f.appendChild(document.createElement('b')); out.push(r.compareNode(f.firstChild)); var d = document.implementation.createHTMLDocument(''); out.push(r.compareNode(d.body)); try { r.compareNode(d); } catch (e) { out.push(e.name); } return out.join(); })()"#,
         #"0,0,0"#),
        (#"(function(){ var d = document.createElement('div'); d.innerHTML = '<b>1</b><b>2</b>'; var r = document.createRange(); r.setStart(d, 0); r.setEnd(d, 1); var out = [r.compareNode(d.firstChild), r.compareNode(d.lastChild)]; try { out.push(r.compareNode(d)); } catch (e) { out.push(e.name); } return out.join(); })()"#,
         #"0,0,0"#),
        (#"(function(){ var r = document.createRange(); r.setStart(document.body, 0); r.collapse(true); return [r.compareNode(document.body.firstChild), r.compareNode(document.head)].join(); })()"#,
         #"2,0"#),
        (#"(function(){ var d = document.createElement('div'); d.innerHTML = '<b>1</b>'; var r = document.createRange(); r.setStart(d, 0); r.setEnd(d, 1); try { return r.compareNode(document.body); } catch (e) { return e.name; } })()"#,
         #"WrongDocumentError"#),
        (#"(function(){ try { document.createRange().compareNode(document); } catch (e) { return e.name + ': ' + e.message; } })()"#,
         #"NotFoundError: The object can not be found here."#),
        (#"(function(){ var t = document.createTextNode('abc'); document.body.appendChild(t); var r = document.createRange(); r.setStart(t, 1); r.setEnd(t, 2); var out = [r.compareNode(t), r.compareNode(document.body), r.compareNode(document.body.firstChild)]; t.remove(); return out.join(); })()"#,
         #"2,2,0"#),
    ]

    @Test(arguments: compareNodeExpressions)
    func compareNodeIsWebKits(source: String, expected: String) throws {
        let fixture = try RealmFixture("<p>x</p>")
        #expect(fixture.evaluate(source) == expected)
    }

    @Test(arguments: expressions)
    func expressionEvaluates(source: String, expected: String) throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate(source) == expected)
        #expect(fixture.store.invariantViolations(under: fixture.document).isEmpty)
    }

    @Test func rangesStayLiveThroughScriptedMutations() throws {
        let fixture = try RealmFixture(Self.page)
        let result = fixture.evaluate("""
            var p = document.getElementById('p'), t = p.firstChild;
            var r = document.createRange(); r.setStart(t, 7); r.setEnd(t, 11);
            var out = [r.toString()];
            t.insertData(0, '>> '); out.push(r.startOffset + '-' + r.endOffset + ':' + r);
            t.splitText(5); out.push(r.startContainer === t, r.startOffset, r.endContainer === t.nextSibling, r.endOffset, String(r));
            p.insertBefore(document.createElement('br'), p.firstChild); out.push(r.startContainer === t);
            p.removeChild(r.startContainer); out.push(r.startContainer === p, r.startOffset, String(r));
            p.textContent = 'gone'; out.push(r.startContainer === p, r.startOffset, r.endOffset);
            out.join('|')
            """)
        #expect(result == "para|10-14:para|false|5|true|9|para|false|true|2||true|0|0")
        #expect(fixture.store.invariantViolations(under: fixture.document).isEmpty)
    }

    @Test func rangeObjectsAreCollectedAndTheirRangesDropped() throws {
        let fixture = try RealmFixture(Self.page)
        _ = fixture.evaluate("for (var i = 0; i < 2000; i++) { var r = document.createRange(); r.selectNodeContents(document.body); } window.kept = document.createRange(); window.kept.expando = 7; 0")
        for _ in 0..<3 { fixture.collectGarbage() }
        _ = fixture.evaluate("for (var i = 0; i < 20000; i++) { ({ garbage: [i, i] }); } 0")
        fixture.collectGarbage()
        // Mutations still update what is alive.
        #expect(fixture.evaluate("kept.selectNodeContents(document.body); document.body.insertBefore(document.createElement('hr'), document.body.firstChild); kept.endOffset + ',' + kept.expando") == "4,7")
    }

    @Test func rangeObjectsReleasedAfterTheirRealmIsGone() throws {
        let machine = VirtualMachine()
        do {
            let fixture = try RealmOnMachine(Self.page, machine: machine)
            _ = fixture.evaluate("""
                window.keep = [];
                for (var i = 0; i < 500; i++) { var r = document.createRange(); r.selectNodeContents(document.body); keep.push(r); }
                getSelection().selectAllChildren(document.body); keep.push(getSelection().getRangeAt(0)); 0
                """)
        }
        // The first realm and its store are gone; collecting in another realm of the same
        // machine finalizes the old range objects.
        let other = try RealmOnMachine("<p>x</p>", machine: machine)
        for _ in 0..<3 { other.collectGarbage() }
        _ = other.evaluate("for (var i = 0; i < 20000; i++) { ({ garbage: [i, i] }); } 0")
        other.collectGarbage()
        #expect(other.evaluate("document.createRange().toString() + getSelection().rangeCount") == "0")
    }
}
