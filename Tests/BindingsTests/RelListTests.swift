import Testing

/// `relList` of `a`, `area`, `link` and `form`: a live `DOMTokenList` over `rel`.
///
/// https://html.spec.whatwg.org/multipage/links.html#dom-a-rellist
@Suite struct RelListTests {
    @Test(arguments: ["a", "area", "link", "form"])
    func reflectsRel(tag: String) throws {
        let fixture = try RealmFixture("<!DOCTYPE html><html><body></body></html>")
        #expect(fixture.evaluate("""
            var e = document.createElement('\(tag)'); e.rel = 'next  nofollow'; var list = e.relList;
            list.add('noopener'); var added = e.getAttribute('rel');
            e.relList = 'prev';
            [Object.prototype.toString.call(list), list === e.relList, list.length, list.contains('nofollow'), added, list.value, e.rel].join('|')
            """) == "[object DOMTokenList]|true|1|false|next nofollow noopener|prev|prev")
    }
}
