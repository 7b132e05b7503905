import Testing

/// `document.styleSheets` and `style.sheet`. Expected values are what WebKit gives
/// (`../shared/tools/webkit-oracle`). A linked sheet the page does not carry is absent
/// (`sheet` is null), as with the network off.
///
/// https://drafts.csswg.org/cssom/#the-stylesheetlist-interface
@Suite struct StyleSheetListTests {
    @Test func listsStyleElementsInTreeOrder() throws {
        let fixture = try RealmFixture("""
            <!DOCTYPE html><html><head><style>body { font-family: serif }</style><style id=s1>p { color: red }</style>
            <link id=l1 rel=stylesheet href="a.css"><link rel=icon href=i.png><style media=print id=s2></style></head><body></body></html>
            """)
        #expect(fixture.evaluate("""
            var ss = document.styleSheets, s = ss[1];
            [ss.length, ss === document.styleSheets, Object.prototype.toString.call(ss), Object.prototype.toString.call(s),
             Array.prototype.map.call(ss, function (x) { return x.ownerNode.id + ':' + x.href + ':' + x.type + ':' + x.media.mediaText + ':' + x.title + ':' + x.disabled; }).join(' , '),
             ss.item(1) === s, document.getElementById('s1').sheet === s, s.parentStyleSheet, s.ownerRule, typeof ss[Symbol.iterator],
             String(document.getElementById('l1').sheet), s.cssRules.length].join(' | ')
            """) == "3 | true | [object StyleSheetList] | [object CSSStyleSheet] | :null:text/css::null:false , s1:null:text/css::null:false , s2:null:text/css:print:null:false | true | true |  |  | function | null | 1")
    }
}
