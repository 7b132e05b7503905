import Testing

/// Answers that need layout warn, once per run, naming the first one a script read and
/// where; answers that do not need layout do not warn.
@Suite struct LayoutMembersTests {
    static let page = #"<!DOCTYPE html><title>t</title><p id=p>Hi <img src="x.png" width=10></p>"#

    /// A read, the member the warning names and the column JavaScriptCore gives for it (the
    /// dot of a property read, the parenthesis of a call).
    static let firstReads: [(script: String, member: String, column: Int)] = [
        ("document.getElementById('p').getBoundingClientRect()", "getBoundingClientRect()", 51),
        ("document.body.offsetWidth", "offsetWidth", 14),
        ("document.body.clientHeight", "clientHeight", 14),
        ("document.body.scrollHeight", "scrollHeight", 14),
        ("document.elementFromPoint(1, 1)", "elementFromPoint()", 26),
        ("document.querySelector('img').height", "an image's height", 30),
        ("document.querySelector('img').naturalWidth", "an image's naturalWidth", 30),
    ]

    @Test(arguments: firstReads)
    func theFirstLayoutReadWarnsOnceNamingItAndWhere(script: String, member: String, column: Int) throws {
        let fixture = try RealmFixture(Self.page)
        _ = fixture.evaluate("\(script);\ndocument.body.offsetHeight; document.body.getBoundingClientRect()")
        #expect(fixture.realm.warnings == [
            "a script read \(member) (at test.js:1:\(column)), which needs layout: appexjs has none, "
                + "so element and image sizes and positions are 0, getBoundingClientRect() is empty and elementFromPoint() "
                + "is null (warned once per run, for the first such read)"
        ])
    }

    @Test func answersThatNeedNoLayoutDoNotWarn() throws {
        let fixture = try RealmFixture(Self.page)
        _ = fixture.evaluate(
            "[innerWidth, scrollY, document.body.scrollTop, document.querySelector('img').src, getComputedStyle(document.body).display].join()")
        #expect(fixture.realm.warnings.isEmpty)
    }

    /// `getComputedStyle(element, "::before")` and `"::after"`: the pseudo-element's own
    /// `content` (serialized as WebKit 2.50 does, `attr()` read) and `display`.
    static let pseudoElementPage = #"""
        <!DOCTYPE html><html><head><style>
        .ib::before{content:"\2022  ";display:inline-block} .i::after{content:"[A]"}
        .at::before{content:attr(data-x) "-" attr(title)} .ct li::before{counter-increment:c; content:counter(c) ". "}
        .n::before{content:none} .nm::before{content:normal} .ws::before{content:"a   b\A c";white-space:pre}
        </style></head><body><div id=t><span class=ib>a</span><span class=i>b</span>
        <span class=at data-x=DX title=TT>c</span><ol class=ct><li>d</li></ol><q>e</q><span class=n>f</span>
        <span class=nm>g</span><span class=ws>h</span></div></body></html>
        """#

    static let pseudoElementStyles: [(String, String)] = [
        ("var s = getComputedStyle(document.querySelector('.ib'), '::before'); s.content + '|' + s.display", "\"\u{2022} \"|inline-block"),
        ("var s = getComputedStyle(document.querySelector('.i'), '::after'); s.content + '|' + s.display", "\"[A]\"|inline"),
        ("var s = getComputedStyle(document.getElementById('t'), '::before'); s.content + '|' + s.display", "none|inline"),
        ("getComputedStyle(document.querySelector('.at'), ':before').content", "\"DX\" \"-\" \"TT\""),
        ("getComputedStyle(document.querySelector('q'), '::before').content", "open-quote"),
        ("getComputedStyle(document.querySelector('q'), '::AFTER').getPropertyValue('content')", "close-quote"),
        ("getComputedStyle(document.querySelector('.ct li'), '::before').content", "counter(c) \". \""),
        ("getComputedStyle(document.querySelector('.n'), '::before').content + '|' + getComputedStyle(document.querySelector('.nm'), '::before').content", "none|none"),
        ("getComputedStyle(document.querySelector('.ws'), '::before').content", "\"a   b\\a c\""),
        ("getComputedStyle(document.querySelector('.ib')).display", "inline"),
    ]

    @Test(arguments: pseudoElementStyles)
    func pseudoElementStylesAnswerTheirContentAndDisplay(script: String, expected: String) throws {
        let fixture = try RealmFixture(Self.pseudoElementPage)
        #expect(fixture.evaluate(script) == expected)
    }

    /// `getComputedStyle` of an element in no document reads empty in WebKit 2.50 (every value
    /// "", `length` 0, `item(0)` ""), and computes again once the element is in a document
    /// (the declaration is live); an element of another document computes.
    static let disconnectedStyles: [(String, String)] = [
        ("describe(document.createElement('div'))", "||||||0|"),
        ("var p = document.getElementById('p'); p.remove(); describe(p)", "||||||0|"),
        ("var s = document.createElement('section'); s.appendChild(document.createElement('div')); describe(s.firstChild)", "||||||0|"),
        ("var t = document.createElement('template'); t.innerHTML = '<div>x</div>'; describe(t.content.firstChild)", "||||||0|"),
        ("var d = document.createElement('div'); d.style.color = 'blue'; describe(d)", "||||||0|"),
        ("describe(document.createElementNS('http://www.w3.org/2000/svg', 'rect'))", "||||||0|"),
        ("var s = getComputedStyle(document.createElement('div'), '::before'); JSON.stringify(s.content) + s.length", "\"\"0"),
        ("var d = document.createElement('div'), s = getComputedStyle(d), before = s.display; document.body.appendChild(d); before + '|' + s.display", "|block"),
        ("var p = document.getElementById('p'), s = getComputedStyle(p); p.remove(); s.color + '|' + s.length", "|0"),
        ("var doc = document.implementation.createHTMLDocument(''), d = doc.createElement('div'); doc.body.appendChild(d); getComputedStyle(d).display", "block"),
    ]

    @Test(arguments: disconnectedStyles)
    func theComputedStyleOfAnElementInNoDocumentIsEmpty(script: String, expected: String) throws {
        let fixture = try RealmFixture("<!DOCTYPE html><style>div { color: red; margin-top: 3px; --x: 1 }</style><p id=p>x</p>")
        let describe = """
            function describe(element) {
              var s = getComputedStyle(element);
              return [s.display, s.color, s.getPropertyValue('margin-top'), s.cssText, s.getPropertyValue('--x'), s.fontSize, s.length, s.item(0)].join('|');
            }
            """
        #expect(fixture.evaluate(describe + "\n" + script) == expected)
    }
}
