import Testing

/// `location.ancestorOrigins`, an empty `DOMStringList`, and what it makes of `location`
/// as a whole. Expected values are what WebKit gives (`../shared/tools/webkit-oracle`,
/// the page loaded as `https://example.com/a/b?q=1#h`).
///
/// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#the-domstringlist-interface
@Suite struct DOMStringListBindingTests {
    static let expressions: [(String, String)] = [
        ("var o = location.ancestorOrigins; [Object.prototype.toString.call(o), o.length, o.item(0), o.contains('x'), o === location.ancestorOrigins, o instanceof DOMStringList, [...o].length].join('|')",
         "[object DOMStringList]|0||false|true|true|0"),
        ("location.ancestorOrigins.contains()", "throws TypeError: Not enough arguments"),
        // After the first list is made: until then the prototype is a placeholder (see docs/differences-from-safari.md).
        ("location.ancestorOrigins; DOMStringList.prototype.item.call({}, 0)", "throws TypeError: Can only call DOMStringList.item on instances of DOMStringList"),
        ("JSON.stringify(location)",
         ##"{"href":"https://example.com/a/b?q=1#h","protocol":"https:","host":"example.com","hostname":"example.com","port":"","pathname":"/a/b","search":"?q=1","hash":"#h","origin":"https://example.com","ancestorOrigins":{}}"##),
    ]

    @Test(arguments: expressions)
    func expressionEvaluates(source: String, expected: String) throws {
        let fixture = try RealmFixture("<!DOCTYPE html><title>T</title>", url: "https://example.com/a/b?q=1#h")
        #expect(fixture.evaluate(source) == expected)
    }
}
