import Bindings
import Testing

/// `document.fonts`, `FontFaceSet` and `FontFace`. Expected values are what WebKit gives
/// (`../shared/tools/webkit-oracle`).
@Suite struct FontLoadingTests {
    static let plainPage = "<!DOCTYPE html><html><head><title>A</title></head><body><p>x</p></body></html>"
    static let fontPage = """
        <!DOCTYPE html><html><head><style>/* @font-face { font-family: Commented; src: url(c.woff) } */
        @font-face { font-family: "Brand"; src: url(brand.woff2) format("woff2"); font-weight: 700; }
        @font-face { font-family: Other; src: local(Arial); } p { font-family: Brand, serif; }</style></head><body><p>x</p></body></html>
        """

    @Test func aPageWithoutFontFacesHasAnEmptyLoadedSet() throws {
        let fixture = try RealmFixture(Self.plainPage)
        #expect(fixture.evaluate("""
            var f = document.fonts;
            [String(f), f === document.fonts, f.size, f.status, f.check('12px Arial'), f instanceof EventTarget,
             Document.prototype.hasOwnProperty('fonts'), FontFaceSet.length, FontFace.length].join()
            """) == "[object FontFaceSet],true,0,loaded,true,true,true,1,2")
        #expect(fixture.evaluate("Object.getOwnPropertyNames(FontFaceSet.prototype).join(' ')")
            == "constructor size onloading onloadingdone onloadingerror ready status has add delete clear load check entries keys values forEach")
        #expect(fixture.evaluate("document.fonts.check('bogus')") == "throws SyntaxError: The string did not match the expected pattern.")
        _ = fixture.evaluate("""
            var log = [];
            document.fonts.ready.then(function (set) { log.push('ready ' + (set === document.fonts)); });
            document.fonts.load('12px Arial').then(function (list) { log.push('load ' + list.length); });
            """)
        #expect(fixture.evaluate("log.join()") == "ready true,load 0")
    }

    @Test func fontFacesHaveTheirDescriptors() throws {
        let fixture = try RealmFixture(Self.plainPage)
        #expect(fixture.evaluate("Object.getOwnPropertyNames(FontFace.prototype).join(' ')")
            == "constructor family style weight width stretch unicodeRange featureSettings display sizeAdjust status loaded load")
        #expect(fixture.evaluate("""
            var x = new FontFace('My', 'url(x.woff)', { weight: 'bold', style: 'italic' });
            [x.family, x.style, x.weight, x.stretch, x.unicodeRange, x.featureSettings, x.display, x.status, String(x.loaded)].join()
            """) == "My,italic,bold,normal,U+0-10ffff,normal,auto,unloaded,[object Promise]")
        #expect(fixture.evaluate("""
            var f = document.fonts, face = new FontFace('My', 'url(x.woff)'); f.add(face);
            var before = [f.size, f.has(face)]; f.delete(face); before.concat([f.size]).join()
            """) == "1,true,0")
    }

    /// The document's set holds the `@font-face` rules of its style elements.
    @Test func fontFaceRulesAreInTheDocumentsSet() throws {
        let fixture = try RealmFixture(Self.fontPage)
        #expect(fixture.evaluate("""
            var f = document.fonts, faces = [], out = [];
            f.forEach(function (x) { faces.push([x.family, x.weight, x.status].join(' ')); });
            [f.size, faces.join('|'), f.check('12px Brand'), f.check('12px Arial'), f.delete([...f][0]), (f.clear(), f.size)].join()
            """) == "2,Brand 700 unloaded|Other normal unloaded,false,true,false,2")
        _ = fixture.evaluate("""
            var list = [...document.fonts], out = {};
            document.fonts.load('bold 12px Brand').then(function () { out.load = 'resolved'; }, function (e) { out.load = 'rejected ' + e.name; })
              .then(function () { out.status = list.map(function (x) { return x.status; }).join(' '); return document.fonts.load('12px Other'); })
              .then(function (loaded) { out.local = loaded.length + ' ' + list[1].status; out.check = document.fonts.check('12px Brand'); });
            """)
        #expect(fixture.evaluate("[out.load, out.status, out.local, out.check].join()") == "rejected NetworkError,error unloaded,1 loaded,true")
    }
}
