import Bindings
import Testing

/// `TouchEvent`, `Touch`, `TouchList`, `document.createTouch` and `createTouchList`, as
/// WebKit has them (`../shared/tools/webkit-oracle`).
@Suite struct TouchEventTests {
    static let page = "<!DOCTYPE html><html><body><p>text</p></body></html>"

    @Test func touchesComeFromTheDocument() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            var x = document.createTouch(window, document.body, 7, 10, 20, 30, 40, 2, 3, 45, 0.5);
            [String(x), x.identifier, x.target === document.body, x.pageX, x.pageY, x.clientX, x.clientY, x.screenX, x.screenY,
             x.webkitRadiusX, x.webkitRadiusY, x.webkitRotationAngle, x.webkitForce].join()
            """) == "[object Touch],7,true,10,20,10,20,30,40,2,3,45,0.5")
        #expect(fixture.evaluate("var y = document.createTouch(window, document.body, 1.7, 10.6, -3.2); [y.identifier, y.pageX, y.pageY, y.webkitForce].join()")
            == "1,10,-3,NaN")
        #expect(fixture.evaluate("""
            var a = document.createTouch(window, document.body, 1), b = document.createTouch(window, document.body, 2);
            var l = document.createTouchList(a, b);
            [String(l), l.length, l[0] === a, l.item(1) === b, l.item(5), l[5], Object.keys(l).join('/'), [...l].length].join()
            """) == "[object TouchList],2,true,true,,,0/1,2")
        #expect(fixture.evaluate("document.createTouchList(1)") == "throws TypeError: Type error")
        #expect(fixture.evaluate("new Touch()") == "throws TypeError: Illegal constructor")
        #expect(fixture.evaluate("new TouchList()") == "throws TypeError: Illegal constructor")
        #expect(fixture.evaluate("Object.getOwnPropertyNames(Touch.prototype).join()")
            == "constructor,clientX,clientY,screenX,screenY,pageX,pageY,target,identifier,webkitRadiusX,webkitRadiusY,webkitRotationAngle,webkitForce")
    }

    @Test func touchEventsTakeTouchLists() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            var x = document.createTouch(window, document.body, 1);
            var e = new TouchEvent('touchstart', { touches: document.createTouchList(x), bubbles: true, ctrlKey: true, view: window });
            [e.touches.length, e.touches[0] === x, e.targetTouches.length, e.ctrlKey, e.shiftKey, e.touches === e.touches, e.bubbles,
             e.view === window, String(e), e instanceof UIEvent, Object.getOwnPropertyNames(TouchEvent.prototype).join(' ')].join()
            """) == "1,true,0,true,false,true,true,true,[object TouchEvent],true,"
            + "constructor touches targetTouches changedTouches ctrlKey shiftKey altKey metaKey")
        #expect(fixture.evaluate("new TouchEvent('t', { touches: [document.createTouch(window, document.body, 1)] })") == "throws TypeError: Type error")
        #expect(fixture.evaluate("var c = document.createEvent('TouchEvent'); [String(c), c.type, c.touches].join()") == "[object TouchEvent],,")
        #expect(fixture.evaluate("['ontouchstart' in window, 'ontouchstart' in document.body].join()") == "false,false")
    }
}
