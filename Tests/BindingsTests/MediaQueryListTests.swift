import Bindings
import Testing

/// `matchMedia()` and `MediaQueryList`, evaluated against the realm's viewport. Expected
/// values are what WebKit gives in a 1280×800 window (`../shared/tools/webkit-oracle`).
@Suite struct MediaQueryListTests {
    static let page = "<!DOCTYPE html><html><body><p>text</p></body></html>"

    /// Queries, what `media` serializes them as, and whether they match at 1280×800.
    static let queries: [(String, String, Bool)] = [
        ("(max-width:600px)", "(max-width: 600px)", false), ("(min-width: 1024px)", "(min-width: 1024px)", true),
        ("screen and (min-width: 40em)", "screen and (min-width: 40em)", true), ("print", "print", false),
        ("all", "all", true), ("(orientation: landscape)", "(orientation: landscape)", true),
        ("(orientation:portrait)", "(orientation: portrait)", false),
        ("(prefers-color-scheme: dark)", "(prefers-color-scheme: dark)", false),
        ("(prefers-color-scheme: light)", "(prefers-color-scheme: light)", true),
        ("(prefers-reduced-motion: reduce)", "(prefers-reduced-motion: reduce)", false),
        ("(prefers-reduced-motion: no-preference)", "(prefers-reduced-motion: no-preference)", true),
        ("(min-width: 800px) and (max-width: 1300px)", "(min-width: 800px) and (max-width: 1300px)", true),
        ("(max-width: 600px), (min-height: 700px)", "(max-width: 600px), (min-height: 700px)", true),
        ("not screen and (max-width: 600px)", "not screen and (max-width: 600px)", true),
        ("only screen and (max-width: 2000px)", "only screen and (max-width: 2000px)", true), ("", "", true),
        ("(width: 1280px)", "(width: 1280px)", true), ("(min-height: 801px)", "(min-height: 801px)", false),
        ("(hover: hover)", "(hover: hover)", true), ("(pointer: fine)", "(pointer: fine)", true),
        ("(max-width: 767.98px)", "(max-width: 767.98px)", false), ("(MIN-WIDTH: 100PX)", "(min-width: 100px)", true),
        ("(prefers-contrast: more)", "(prefers-contrast: more)", false),
        ("(min-aspect-ratio: 16/9)", "(min-aspect-ratio: 16 / 9)", false), ("(color)", "(color)", true),
        ("(unknown-feature: 1)", "(unknown-feature: 1)", false), ("(width >= 600px)", "(width >= 600px)", true),
        ("(400px <= width <= 1300px)", "(400px <= width <= 1300px)", true), ("not all", "not all", false),
        ("tv", "tv", false),
    ]

    @Test(arguments: queries)
    func evaluatesAgainstTheViewport(query: String, media: String, matches: Bool) throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("var m = matchMedia('\(query)'); m.media + ' => ' + m.matches") == "\(media) => \(matches)")
    }

    @Test func followsTheSessionsViewportAndPixelRatio() throws {
        var environment = BrowserEnvironment()
        environment.viewport = Viewport(width: 390, height: 844)
        environment.devicePixelRatio = 3
        let fixture = try RealmFixture(Self.page, environment: environment)
        #expect(fixture.evaluate("['(max-width: 600px)', '(orientation: portrait)', '(min-resolution: 3dppx)', '(-webkit-min-device-pixel-ratio: 2)'].map(function (q) { return matchMedia(q).matches; }).join()") == "true,true,true,true")
    }

    /// https://drafts.csswg.org/cssom-view/#the-mediaquerylist-interface
    @Test func isAnEventTargetWithLegacyListeners() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            var m = matchMedia('(max-width: 600px)');
            [String(m), m instanceof MediaQueryList, m instanceof EventTarget, m.onchange, String(m.addListener(null)),
             Object.getOwnPropertyNames(MediaQueryList.prototype).sort().join(' '), matchMedia.length].join('|')
            """) == "[object MediaQueryList]|true|true||undefined|addListener constructor matches media onchange removeListener|1")
        #expect(fixture.evaluate("""
            var m = matchMedia('print'), calls = [];
            var listener = function (e) { calls.push(e.type + ':' + e.matches); };
            m.addListener(listener); m.onchange = function () { calls.push('handler'); };
            m.dispatchEvent(new MediaQueryListEvent('change', { media: 'print', matches: true }));
            m.removeListener(listener); m.dispatchEvent(new MediaQueryListEvent('change'));
            calls.join()
            """) == "change:true,handler,handler")
        #expect(fixture.evaluate("try { matchMedia(); } catch (e) { String(e) }") == "TypeError: Not enough arguments")
        #expect(fixture.evaluate("try { new MediaQueryList(); } catch (e) { String(e) }") == "TypeError: Illegal constructor")
    }
}
