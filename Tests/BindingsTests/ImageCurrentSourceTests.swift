import Bindings
import Testing

/// `img.currentSrc`: the `srcset` candidate (or `src`) chosen for the screen. Expected values
/// are what WebKit gives (`../shared/tools/webkit-oracle`, a 1280×800 window at pixel ratio 1).
@Suite struct ImageCurrentSourceTests {
    static let page = "<!DOCTYPE html><html><head><title>T</title></head><body></body></html>"

    static let cases: [(attributes: String, expected: String)] = [
        ("{}", ""),
        ("{src: 'a.png'}", "https://example.com/dir/a.png"),
        ("{srcset: 'a.png 1x, b.png 2x', src: 'c.png'}", "https://example.com/dir/a.png"),
        ("{srcset: 'b.png 2x, d.png 3x', src: 'c.png'}", "https://example.com/dir/c.png"),
        ("{srcset: 'b.png 2x, d.png 3x'}", "https://example.com/dir/b.png"),
        ("{srcset: 's.png 640w, m.png 1280w, l.png 2560w'}", "https://example.com/dir/m.png"),
        ("{srcset: 's.png 640w, m.png 1280w, l.png 2560w', sizes: '50vw'}", "https://example.com/dir/s.png"),
        ("{srcset: 's.png 640w, m.png 1280w, l.png 2560w', sizes: '(max-width: 600px) 100vw, 320px'}", "https://example.com/dir/s.png"),
        ("{srcset: 's.png 640w, m.png 1280w, l.png 2560w', sizes: '(min-width: 1000px) 700px, 100vw'}", "https://example.com/dir/m.png"),
        ("{srcset: 'only.png'}", "https://example.com/dir/only.png"),
        ("{srcset: 'data:image/png;base64,AAA= 1x, b.png 2x'}", "data:image/png;base64,AAA="),
        ("{srcset: 'a.png 1q, b.png 1x'}", "https://example.com/dir/b.png"),
        ("{srcset: '', src: 'c.png'}", "https://example.com/dir/c.png"),
        ("{srcset: 'a.png,b.png 2x'}", "https://example.com/dir/a.png,b.png"),
        ("{srcset: 'https://cdn.example/x.jpg 1x'}", "https://cdn.example/x.jpg"),
    ]

    /// A realm on the oracle's screen: a 1280×800 window at pixel ratio 1.
    static func oracleScreenFixture() throws -> RealmFixture {
        var environment = BrowserEnvironment()
        environment.devicePixelRatio = 1
        return try RealmFixture(page, url: "https://example.com/dir/p.html", environment: environment)
    }

    @Test(arguments: cases)
    func currentSourceIsWebKits(attributes: String, expected: String) throws {
        let fixture = try Self.oracleScreenFixture()
        let result = fixture.evaluate("""
            var attributes = \(attributes), image = document.createElement('img');
            for (var name in attributes) image.setAttribute(name, attributes[name]);
            image.currentSrc
            """)
        #expect(result == expected)
    }

    @Test func aDenserScreenTakesTheDenserCandidate() throws {
        var environment = BrowserEnvironment()
        environment.devicePixelRatio = 3
        environment.viewport = Viewport(width: 390, height: 844)
        let fixture = try RealmFixture(Self.page, url: "https://example.com/dir/p.html", environment: environment)
        let result = fixture.evaluate("""
            function current(srcset, sizes) { var i = document.createElement('img'); i.setAttribute('srcset', srcset); if (sizes) i.setAttribute('sizes', sizes); return i.currentSrc.split('/').pop(); }
            [current('a.png 1x, b.png 2x, c.png 3x'), current('a.png 1x, b.png 2x'),
             current('s.png 640w, m.png 1280w, l.png 2560w'), current('s.png 640w, m.png 1280w, l.png 2560w', '(max-width: 600px) 100vw, 320px')].join()
            """)
        // 390 CSS pixels at 3 are 1170 device pixels, so 1280w; `(max-width: 600px)` holds
        // there, so the slot is the full width in the last case too.
        #expect(result == "c.png,b.png,m.png,m.png")
    }

    /// A `picture`'s sources (no markup here holds a `'`).
    static let pictures: [(markup: String, expected: String)] = [
        (#"<source type="image/webp" srcset="a.webp"><img src="a.jpg">"#, "a.webp"),
        (#"<source type="image/x-foo" srcset="a.foo"><img src="a.jpg">"#, "a.jpg"),
        (#"<source media="(min-width: 800px)" srcset="wide.jpg"><source srcset="narrow.jpg"><img src="a.jpg">"#, "wide.jpg"),
        (#"<source media="(max-width: 400px)" srcset="small.jpg"><img src="a.jpg">"#, "a.jpg"),
        (#"<source type="image/avif" srcset="a.avif"><source type="image/webp" srcset="a.webp"><img src="a.jpg">"#, "a.avif"),
        (#"<source type="image/jxl" srcset="a.jxl"><img src="a.jpg">"#, "a.jpg"),
        (#"<img src="a.jpg"><source srcset="late.jpg">"#, "a.jpg"),
        (#"<source src="s.jpg"><img src="a.jpg">"#, "a.jpg"),
        (#"<source srcset="s.png 640w, m.png 1280w" sizes="50vw"><img src="a.jpg">"#, "s.png"),
        (#"<source media="screen and (min-width: 800px)" srcset="sc.jpg"><img src="a.jpg">"#, "sc.jpg"),
        (#"<source media="all" srcset="all.jpg"><img src="a.jpg">"#, "all.jpg"),
    ]

    @Test(arguments: pictures)
    func aPicturesSourcesComeFirst(markup: String, expected: String) throws {
        let fixture = try Self.oracleScreenFixture()
        let result = fixture.evaluate("""
            var d = document.createElement('div'); d.innerHTML = '<picture>\(markup)</picture>';
            d.querySelector('img').currentSrc.split('/').pop()
            """)
        #expect(result == expected)
    }
}
