import Testing

/// The `DOMTokenList` attributes beyond `classList` and `relList` (`part`, `sandbox`,
/// `htmlFor` of `output`, `sizes` of `link`, `blocking`), and `supports()`, with WebKit's
/// answers (from the WebKit oracle).
@Suite struct TokenListAttributeTests {
    static let expressions: [(String, String)] = [
        ("var i = document.createElement('iframe'); [String(i.sandbox), i.sandbox === i.sandbox, Object.prototype.toString.call(i.sandbox)].join('|')", "|true|[object DOMTokenList]"),
        ("var i = document.createElement('iframe'); i.sandbox = 'allow-scripts  allow-forms'; [i.getAttribute('sandbox'), i.sandbox.length, i.sandbox.value].join('|')",
         "allow-scripts  allow-forms|2|allow-scripts  allow-forms"),
        ("var o = document.createElement('output'); o.htmlFor = 'a b'; o.htmlFor.add('c'); [Object.prototype.toString.call(o.htmlFor), o.getAttribute('for'), o.htmlFor.length, typeof document.createElement('label').htmlFor].join('|')",
         "[object DOMTokenList]|a b c|3|string"),
        ("var d = document.createElement('div'); d.part = 'x y'; d.part.toggle('z'); d.outerHTML + '|' + d.part.length", "<div part=\"x y z\"></div>|3"),
        ("var l = document.createElement('link'); l.sizes = '16x16 32x32'; [l.sizes.length, l.getAttribute('sizes'), typeof document.createElement('img').sizes].join('|')", "2|16x16 32x32|string"),
        ("['link', 'script', 'style'].map(function (t) { return Object.prototype.toString.call(document.createElement(t).blocking); }).join()",
         "[object DOMTokenList],[object DOMTokenList],[object DOMTokenList]"),
        // supports(): the attribute's supported tokens, ASCII case-insensitively, or a TypeError.
        ("document.body.classList.supports('a')", "TypeError: Type error"),
        ("document.createElement('div').part.supports('a')", "TypeError: Type error"),
        ("document.createElement('output').htmlFor.supports('a')", "TypeError: Type error"),
        ("document.createElement('a').relList.supports()", "TypeError: Not enough arguments"),
        ("var a = document.createElement('a'); ['noopener', 'noreferrer', 'opener', 'NoOpener', 'stylesheet', 'nofollow'].map(function (t) { return a.relList.supports(t); }).join()",
         "true,true,true,true,false,false"),
        ("var l = document.createElement('link'); ['stylesheet', 'STYLESHEET', 'preload', 'modulepreload', 'icon', 'apple-touch-icon', 'dns-prefetch', 'preconnect', 'alternate', 'expect', 'manifest', 'prefetch', 'canonical', 'noopener'].map(function (t) { return l.relList.supports(t); }).join()",
         "true,true,true,true,true,true,true,true,true,true,false,false,false,false"),
        ("var i = document.createElement('iframe'); ['allow-scripts', 'ALLOW-SAME-ORIGIN', 'allow-top-navigation-to-custom-protocols', 'allow-presentation', 'allow-orientation-lock', 'bogus'].map(function (t) { return i.sandbox.supports(t); }).join()",
         "true,true,true,false,false,false"),
        ("var l = document.createElement('link'); [l.blocking.supports('RENDER'), l.blocking.supports('x')].join()", "true,false"),
        // Indices are own enumerable properties; past the end there is none.
        ("var d = document.createElement('div'); d.className = 'a b'; [Object.keys(d.classList).join(' '), 0 in d.classList, 2 in d.classList, typeof d.classList[2]].join()",
         "0 1,true,false,undefined"),
    ]

    @Test(arguments: expressions)
    func expressionEvaluates(source: String, expected: String) throws {
        let fixture = try RealmFixture("<!DOCTYPE html><html><body></body></html>")
        #expect(fixture.evaluateOrError(source) == expected)
    }
}
