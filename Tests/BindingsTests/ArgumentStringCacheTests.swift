import Testing

/// Name arguments (attribute names, tag names, selectors) are converted once per realm
/// and reused (`ArgumentStringCache`): what the methods return must not change.
@Suite struct ArgumentStringCacheTests {
    static let page = "<!DOCTYPE html><html><body><div id=d class=a></div><p>x</p></body></html>"

    static let expressions: [(String, String)] = [
        // The same literal name reads the attribute as it is now.
        ("var d = document.getElementById('d'); var seen = []; for (var i = 0; i < 3; i++) { d.setAttribute('data-x', i); seen.push(d.getAttribute('data-x'), d.hasAttribute('data-x')); d.removeAttribute('data-x'); seen.push(d.hasAttribute('data-x')); } seen.join()",
         "0,true,false,1,true,false,2,true,false"),
        // More names than the cache keeps: every one still answers right.
        ("var d = document.getElementById('d'); for (var i = 0; i < 700; i++) d.setAttribute('n' + i, String(i)); var sum = 0; for (var j = 0; j < 700; j++) sum += Number(d.getAttribute('n' + j)); sum",
         "244650"),
        // An object is converted on every call (its toString runs each time).
        ("var d = document.getElementById('d'); var calls = 0; var name = { toString: function () { calls++; return 'class'; } }; d.getAttribute(name) + d.getAttribute(name) + ',' + calls",
         "aa,2"),
        // Case folding for HTML elements still applies to cached names.
        ("var d = document.getElementById('d'); d.getAttribute('CLASS') + ',' + d.getAttribute('class') + ',' + d.hasAttribute('Id')", "a,a,true"),
        // A name no element had yet is found once one has it (its atom is looked up again).
        ("var d = document.getElementById('d'); var r = [d.getAttribute('zz-new'), d.hasAttribute('zz-new')]; d.setAttribute('zz-new', '1'); r.push(d.getAttribute('zz-new'), d.hasAttribute('zz-new')); d.removeAttribute('zz-new'); r.push(d.hasAttribute('zz-new'), d.getAttribute('zz-new')); JSON.stringify(r)",
         "[null,false,\"1\",true,false,null]"),
        // One cached name looks up the folded name on HTML elements and the exact one elsewhere.
        ("var d = document.getElementById('d'), s = document.createElementNS('http://www.w3.org/2000/svg', 'svg'); s.setAttribute('viewBox', '0 0 1 1'); d.setAttribute('viewBox', 'x'); [d.getAttribute('viewBox'), d.getAttribute('viewbox'), s.getAttribute('viewBox'), s.getAttribute('viewbox'), s.hasAttribute('VIEWBOX'), d.hasAttribute('VIEWBOX')].join()",
         "x,x,0 0 1 1,,false,true"),
        // The same selector literal sees the tree as it is now.
        ("var counts = []; for (var i = 0; i < 3; i++) { counts.push(document.querySelectorAll('p').length, document.getElementsByTagName('p').length); document.body.appendChild(document.createElement('p')); } counts.join()",
         "1,1,2,2,3,3"),
    ]

    @Test(arguments: expressions)
    func expressionEvaluates(source: String, expected: String) throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate(source) == expected)
    }
}
