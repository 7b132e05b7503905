import Testing

/// An SVG element's `className` is an `SVGAnimatedString` for its `class` attribute.
/// Expected values are what WebKit gives (`../shared/tools/webkit-oracle`).
///
/// https://svgwg.org/svg2-draft/types.html#InterfaceSVGAnimatedString
@Suite struct SVGClassNameTests {
    static let page = "<!DOCTYPE html><html><head><title>T</title></head><body><svg id=s class='icon share'><circle class=c /></svg><p id=p class=q>x</p></body></html>"

    static let expressions: [(String, String)] = [
        ("var s = document.getElementById('s'); [typeof s.className, String(s.className), s.className === s.className, s.className + ' ' + s.id].join('|')",
         "object|[object SVGAnimatedString]|true|[object SVGAnimatedString] s"),
        ("var c = document.getElementById('s').className; [c.baseVal, c.animVal, c instanceof SVGAnimatedString].join('|')", "icon share|icon share|true"),
        // baseVal sets the attribute; animVal follows it.
        ("var s = document.getElementById('s'); s.className.baseVal = 'x y'; [s.getAttribute('class'), s.className.animVal, s.classList.length].join('|')", "x y|x y|2"),
        ("var s = document.getElementById('s'); s.setAttribute('class', 'later'); s.className.baseVal", "later"),
        // `className` itself is read-only on SVG elements: assignment is ignored outside strict mode.
        ("var s = document.getElementById('s'); s.className = 'z'; s.getAttribute('class')", "icon share"),
        ("document.getElementById('s').firstChild.className.baseVal", "c"),
        ("var c = document.createElementNS('http://www.w3.org/2000/svg', 'g'); [c.className.baseVal === '', c.getAttribute('class')].join('|')", "true|"),
        // HTML elements keep their string.
        ("var p = document.getElementById('p'); p.className = 'r'; typeof p.className + ':' + p.className", "string:r"),
    ]

    @Test(arguments: expressions)
    func expressionEvaluates(source: String, expected: String) throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate(source) == expected)
    }
}
