import Bindings
import Testing

/// `document.evaluate`, `XPathResult`, `XPathExpression` and `XPathEvaluator`. Expected
/// values are what WebKit gives (`../shared/tools/webkit-oracle`).
@Suite struct XPathBindingTests {
    static let page = """
        <!DOCTYPE html><html><head><title>X</title></head><body><div id="a"><p>One <b>bold</b></p><p class="x">Two</p></div>\
        <ul><li>1</li><li>2</li><li>3</li></ul><a href="/x">link</a></body></html>
        """

    /// What a result holds, read with the members its type allows.
    static let reader = """
        function read(r) {
          switch (r.resultType) {
            case 1: return '1:' + r.numberValue; case 2: return '2:' + r.stringValue; case 3: return '3:' + r.booleanValue;
            case 4: case 5: var n, l = []; while ((n = r.iterateNext())) l.push(n.nodeName); return r.resultType + ':' + l.join(' ');
            case 6: case 7: var s = []; for (var i = 0; i < r.snapshotLength; i++) s.push(r.snapshotItem(i).nodeName); return r.resultType + ':' + s.join(' ');
            default: return r.resultType + ':' + (r.singleNodeValue ? r.singleNodeValue.nodeName : 'null');
          }
        }
        """

    /// https://dom.spec.whatwg.org/#dom-xpathevaluatorbase-evaluate
    @Test func resultTypesAsRequested() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate(Self.reader + """
            [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(function (type) { return read(document.evaluate('//li', document, null, type, null)); }).join('|')
            """) == "4:LI LI LI|1:1|2:1|3:true|4:LI LI LI|5:LI LI LI|6:LI LI LI|7:LI LI LI|8:LI|9:LI")
        #expect(fixture.evaluate(Self.reader + """
            [read(document.evaluate('//b/ancestor::*', document, null, 0, null)), read(document.evaluate('//b/ancestor::*', document, null, 7, null)),
             read(document.evaluate('count(li)', document.querySelector('ul'), null, 0, null)), read(document.evaluate("'abc'", document, null, 0, null))].join('|')
            """) == "4:P DIV BODY HTML|7:HTML BODY DIV P|1:3|2:abc")
        #expect(fixture.evaluate("document.evaluate('//a/@href', document, null, 9, null).singleNodeValue.value") == "/x")
    }

    @Test func errorsAreWebKits() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("document.evaluate('//p[', document, null, 0, null)")
            == "throws SyntaxError: The string did not match the expected pattern.")
        #expect(fixture.evaluate("document.evaluate('//y:li', document, null, 0, null)")
            == "throws NamespaceError: The operation is not allowed by Namespaces in XML.")
        #expect(fixture.evaluate("document.evaluate(\"'abc'\", document, null, 4, null)") == "throws TypeError: Type error")
        #expect(fixture.evaluate("document.evaluate('//li', document, null, 7, null).singleNodeValue") == "throws TypeError: Type error")
        #expect(fixture.evaluate("document.evaluate('//li', {}, null, 0, null)")
            == "throws TypeError: Argument 2 ('contextNode') to Document.evaluate must be an instance of Node")
        #expect(fixture.evaluate("""
            var it = document.evaluate('//li', document, null, 4, null); it.iterateNext();
            document.body.appendChild(document.createElement('i')); var r = [it.invalidIteratorState];
            try { it.iterateNext(); } catch (e) { r.push(e.name + ': ' + e.message); } r.join('|')
            """) == "true|InvalidStateError: The object is in an invalid state.")
    }

    @Test func resolversMapPrefixes() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            var xhtml = 'http://www.w3.org/1999/xhtml';
            [document.evaluate('count(//x:li)', document, function (p) { return p === 'x' ? xhtml : null; }, 1, null).numberValue,
             document.evaluate('count(//x:li)', document, { lookupNamespaceURI: function () { return xhtml; } }, 1, null).numberValue,
             document.createNSResolver(document.body) === document.body].join()
            """) == "3,3,true")
    }

    @Test func expressionsAndEvaluatorsWork() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            var e = document.createExpression('count(//li)');
            [String(e), e.evaluate(document, 1).numberValue, new XPathEvaluator().evaluate('string(//p[2])', document, null, 2, null).stringValue,
             String(document.evaluate('1', document, null, 0, null)), XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, typeof XPathExpression].join()
            """) == "[object XPathExpression],3,Two,[object XPathResult],7,function")
        #expect(fixture.evaluate("document.createExpression('//p[')") == "throws SyntaxError: The string did not match the expected pattern.")
        #expect(fixture.evaluate("Object.getOwnPropertyNames(XPathResult.prototype).slice(0, 10).join()")
            == "constructor,resultType,numberValue,stringValue,booleanValue,singleNodeValue,invalidIteratorState,snapshotLength,iterateNext,snapshotItem")
    }
}
