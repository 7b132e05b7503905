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
}
