import DOM
import HTMLParsing
import Testing
import WHATWGURL

/// The XPath engine over a parsed page. Expected values are what WebKit's
/// `document.evaluate` gives for the same page (`../shared/tools/webkit-oracle`).
///
/// https://www.w3.org/TR/1999/REC-xpath-19991116/
@Suite struct XPathTests {
    static let page = """
        <!DOCTYPE html><html lang="en"><head><title>X</title><meta property="og:title" content="OG T"><meta name="description" content="D"></head>\
        <body><div id="a" class="c1"><p>One <b>bold</b> text</p><p class="x">Two</p><!-- note --></div><ul><li>1</li><li>2</li><li>3</li></ul>\
        <svg><circle r="1"/></svg><a href="/x" data-k="v">link</a></body></html>
        """

    /// The page's store and document.
    static func parsed() -> (NodeStore, NodeID) {
        let store = NodeStore()
        let document = store.createDocument(url: URLRecord.parse("http://fakehost/test/page.html")!)
        HTMLParser.parseDocument(page, into: store, document: document)
        return (store, document)
    }

    /// An expression's value, written as the oracle script writes it: nodes by name
    /// (attributes as `name=value`) in the order evaluation gives them, numbers and
    /// strings as XPath converts them.
    static func describe(_ expression: String) -> String {
        let (store, document) = parsed()
        let evaluator = XPathEvaluator(store: store)
        do {
            switch try evaluator.evaluate(try XPathExpression.parse(expression), contextNode: document) {
            case .nodes(let nodes):
                return "nodes: " + nodes.map { node -> String in
                    switch node {
                    case .node(let id): return store.nodeName(of: id)
                    case .attribute(let element, let name):
                        return store.atoms.name(of: name) + "=" + (store.attribute(name, of: element) ?? "")
                    }
                }.joined(separator: " ")
            case .number(let number): return "number: " + evaluator.string(of: .number(number))
            case .string(let text): return "string: \(text)"
            case .boolean(let flag): return "boolean: \(flag)"
            }
        } catch {
            return "error: \(error)"
        }
    }

    static let cases: [(String, String)] = [
        ("//meta[@property='og:title']/@content", "nodes: content=OG T"),
        ("string(//meta[@property='og:title']/@content)", "string: OG T"),
        ("count(//p)", "number: 2"), ("//P", "nodes: P P"), ("//DIV[@ID='a']", "nodes: DIV"),
        ("//p[last()]/text()", "nodes: #text"), ("//div//text()", "nodes: #text #text #text #text"),
        ("//li[position() > 1]", "nodes: LI LI"), ("sum(//li)", "number: 6"), ("//li[. = '2']", "nodes: LI"),
        ("//svg", "nodes: "), ("//*[local-name()='svg']", "nodes: svg"), ("//comment()", "nodes: #comment"),
        ("//a/@*", "nodes: href=/x data-k=v"), ("name(//a/@href)", "string: href"),
        ("normalize-space('  a   b ')", "string: a b"), ("concat('a', 1, true())", "string: a1true"),
        ("1 div 0", "number: Infinity"), ("0 div 0", "number: NaN"), ("0.1 + 0.2", "number: 0.30000000000000004"),
        ("string(1 div 3)", "string: 0.3333333333333333"), ("string(123456789012)", "string: 123456789012"),
        ("//p | //b", "nodes: P P B"), ("//b/ancestor::*", "nodes: P DIV BODY HTML"),
        ("//b/following::*", "nodes: P UL LI LI LI svg circle A"), ("//li[3]/preceding-sibling::li[1]", "nodes: LI"),
        ("substring('12345', 1.5, 2.6)", "string: 234"), ("translate('bar','abc','ABC')", "string: BAr"),
        ("lang('en')", "boolean: false"), ("id('a')/p", "nodes: P P"), ("round(-2.5)", "number: -2"),
        ("-3 mod 2", "number: -1"), ("//li != 3", "boolean: true"), ("true() = 'x'", "boolean: true"),
        ("//nothing = ''", "boolean: false"), ("(//li | //p)[1]", "nodes: P"), ("$x", "string: "),
        ("//p[", "error: syntax"), ("foo()", "error: syntax"), ("concat('a')", "error: syntax"),
    ]

    @Test(arguments: cases)
    func evaluatesAsWebKitDoes(expression: String, expected: String) {
        #expect(Self.describe(expression) == expected)
    }

    /// Deep nesting is refused before it can exhaust the stack.
    @Test func refusesExpressionsNestedTooDeeply() throws {
        let nested = String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000)
        #expect(throws: XPathError.syntax) { try XPathExpression.parse(nested) }
        #expect(throws: XPathError.syntax) { try XPathExpression.parse(String(repeating: "-", count: 100_000) + "1") }
        #expect(throws: XPathError.syntax) { try XPathExpression.parse("//a" + String(repeating: "[b", count: 50_000)) }
        #expect(Self.describe(String(repeating: "(", count: 200) + "1" + String(repeating: ")", count: 200)) == "number: 1")
    }

    @Test func listsThePrefixesAResolverMustMap() throws {
        #expect(try XPathExpression.parse("//x:li[@a or y:*]/z:b").prefixes == ["x", "y", "z"])
        let (store, document) = Self.parsed()
        let evaluator = XPathEvaluator(store: store, namespaces: ["h": "http://www.w3.org/1999/xhtml"])
        guard case .nodes(let items) = try evaluator.evaluate(try XPathExpression.parse("//h:li"), contextNode: document) else {
            Issue.record("no node-set")
            return
        }
        #expect(items.count == 3)
    }

    @Test func nodeSetsSortIntoDocumentOrder() throws {
        let (store, document) = Self.parsed()
        let evaluator = XPathEvaluator(store: store)
        guard case .nodes(let nodes) = try evaluator.evaluate(try XPathExpression.parse("//b/ancestor::* | //a/@href"), contextNode: document)
        else {
            Issue.record("no node-set")
            return
        }
        let names = evaluator.documentOrdered(nodes).map { node -> String in
            if case .node(let id) = node { return store.nodeName(of: id) }
            return "@href"
        }
        #expect(names == ["HTML", "BODY", "DIV", "P", "@href"])
    }
}
