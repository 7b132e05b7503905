import Bindings
import Testing

/// `visualViewport`: the session's viewport, as WebKit reports one that was never zoomed
/// or scrolled (`../shared/tools/webkit-oracle`).
@Suite struct VisualViewportTests {
    static let page = "<!DOCTYPE html><html><body><p>text</p></body></html>"

    @Test func reportsTheSessionsViewport() throws {
        var environment = BrowserEnvironment()
        environment.viewport = Viewport(width: 390, height: 844)
        let fixture = try RealmFixture(Self.page, environment: environment)
        #expect(fixture.evaluate("""
            var v = visualViewport, d = Object.getOwnPropertyDescriptor(window, 'visualViewport');
            [String(v), v === window.visualViewport, v instanceof EventTarget, v.offsetLeft, v.offsetTop, v.pageLeft, v.pageTop,
             v.width, v.height, v.scale, typeof d.get, d.enumerable, d.configurable].join()
            """) == "[object VisualViewport],true,true,0,0,0,0,390,844,1,function,true,true")
        #expect(fixture.evaluate("Object.getOwnPropertyNames(VisualViewport.prototype).join()")
            == "constructor,offsetLeft,offsetTop,pageLeft,pageTop,width,height,scale,onresize,onscroll")
        #expect(fixture.evaluate("new VisualViewport()") == "throws TypeError: Illegal constructor")
        #expect(fixture.evaluate("var got = 0; visualViewport.onresize = function () { got++; }; visualViewport.dispatchEvent(new Event('resize')); got")
            == "1")
    }
}
