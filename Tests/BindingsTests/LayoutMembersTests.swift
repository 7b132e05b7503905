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
}
