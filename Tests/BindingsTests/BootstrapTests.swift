import Bindings
import Testing

/// What the bootstrap script leaves on the window (its interface objects and globals, and
/// none of its helpers), and the constructors it defines. Expected values are what WebKit
/// gives (`../shared/tools/webkit-oracle`).
@Suite struct BootstrapTests {
    static let page = "<!DOCTYPE html><html><head><title>T</title></head><body><p>text</p></body></html>"

    /// Names the bootstrap script and its native helper object use internally.
    static let helperNames = [
        "requireNew", "recordHistory", "__appexjsNative", "native", "createElement", "consoleLog", "performanceNow",
        "standardObjects", "constructEvent", "constructURL", "userAgent", "settled", "then", "setRect", "ReadOnlyRect",
        "make", "made", "lazy", "settle", "shared", "defineProperty", "codes", "legacy",
    ]

    @Test func helpersAreNotGlobals() throws {
        let fixture = try RealmFixture(Self.page)
        let names = Self.helperNames.map { "'\($0)'" }.joined(separator: ", ")
        #expect(fixture.evaluate("[\(names)].filter(function (n) { return n in window; }).join()") == "")
        #expect(fixture.evaluate("typeof requireNew + ',' + typeof recordHistory") == "undefined,undefined")
    }

    /// The interfaces whose constructors the bootstrap defines, with arguments for them.
    static let constructors: [(String, String)] = [
        ("Event", "'x'"), ("CustomEvent", "'x', {detail: 1}"), ("UIEvent", "'x'"), ("FocusEvent", "'focus'"),
        ("MouseEvent", "'click'"), ("PointerEvent", "'click'"), ("KeyboardEvent", "'keydown', {key: 'a'}"),
        ("InputEvent", "'input'"), ("EventTarget", ""), ("URL", "'https://a.example/p'"),
        ("URLSearchParams", "'a=1'"), ("DOMParser", ""), ("XMLSerializer", ""), ("TextEncoder", ""),
        ("TextDecoder", ""), ("MutationObserver", "function () {}"), ("Range", ""),
        ("StaticRange", "{startContainer: document.body, startOffset: 0, endContainer: document.body, endOffset: 0}"),
        ("Text", "'t'"), ("Comment", "'c'"), ("DocumentFragment", ""),
    ]

    /// https://webidl.spec.whatwg.org/#internally-create-a-new-object-implementing-the-interface:
    /// a subclass's instance has the subclass's prototype (new.target's).
    @Test(arguments: constructors)
    func subclassesGetTheirPrototype(interface: String, arguments: String) throws {
        let fixture = try RealmFixture(Self.page)
        let source = """
            class S extends \(interface) { constructor(...r) { super(...r); this.mine = 1; } hello() { return 'hi'; } };
            var o = new S(\(arguments));
            [o instanceof S, o instanceof \(interface), Object.getPrototypeOf(o) === S.prototype, o.hello(), o.mine, Object.prototype.toString.call(o)].join()
            """
        #expect(fixture.evaluate(source) == "true,true,true,hi,1,[object \(interface)]")
    }

    static let subclassExpressions: [(String, String)] = [
        ("class Emitter extends EventTarget { fire() { this.dispatchEvent(new CustomEvent('ping', {detail: 7})); } }; var em = new Emitter(); var got = []; em.addEventListener('ping', function (e) { got.push(e.detail + ':' + (e.target === em)); }); em.fire(); got.join()", "7:true"),
        ("class MyEvent extends CustomEvent { constructor(t) { super(t, {detail: 'd'}); } get extra() { return this.detail + '!'; } }; var me = new MyEvent('x'); var seen; document.body.addEventListener('x', function (e) { seen = e instanceof MyEvent && e.extra; }); document.body.dispatchEvent(me); [me instanceof MyEvent, me instanceof CustomEvent, me instanceof Event, me.type, me.extra, seen, typeof me.preventDefault].join()", "true,true,true,x,d!,d!,function"),
        ("function F() {} F.prototype = 5; var o = Reflect.construct(Event, ['x'], F); Object.getPrototypeOf(o) === Event.prototype", "true"),
        ("class MyURL extends URL { get shout() { return this.href.toUpperCase(); } }; new MyURL('https://a.example/x').shout", "HTTPS://A.EXAMPLE/X"),
        ("class P extends DOMParser {}; new P().parseFromString('<p>x</p>', 'text/html').body.textContent", "x"),
        ("class I extends Image {}; var im = new I(3, 4); [im instanceof I, im instanceof HTMLImageElement, im.width, im.tagName].join()", "true,true,3,IMG"),
    ]

    /// `DOMException.code` is the legacy code of the name, and 0 for any other name, inherited
    /// property names included (WebKit gives the same).
    @Test func domExceptionCodesFollowTheErrorNamesTable() throws {
        let fixture = try RealmFixture(Self.page)
        let source = "['toString', 'constructor', 'NotFoundError', undefined, 'DataCloneError', 'EncodingError', 'IndexSizeError'].map(function (name) { return new DOMException('m', name).code; }).join()"
        #expect(fixture.evaluate(source) == "0,0,8,0,25,0,1")
    }

    @Test(arguments: subclassExpressions)
    func subclassEvaluates(source: String, expected: String) throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate(source) == expected)
    }

    @Test func callingAConstructorWithoutNewThrowsAsInWebKit() throws {
        let fixture = try RealmFixture(Self.page)
        let calls = "['Event', 'URL', 'Image', 'EventTarget'].map(function (n) { try { window[n]('x'); return 'ok'; } catch (e) { return e.name + ': ' + e.message; } }).join(' | ')"
        #expect(fixture.evaluate(calls) == Array(repeating: "TypeError: Constructor requires 'new' operator", count: 4).joined(separator: " | "))
    }

    @Test func historyStillRecordsThroughItsHelper() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("history.pushState({a: 1}, '', '?next'); history.state.a + ',' + location.href") == "1,https://example.com/dir/page.html")
        #expect(fixture.realm.navigationRequests.map(\.url) == ["https://example.com/dir/page.html?next"])
    }

    /// `Date` follows the realm's clock behind a proxy that WebKit's answers cannot tell
    /// from the engine's own `Date` (but for `Function.prototype.toString`, see
    /// docs/differences-from-safari.md).
    static let dates: [(String, String)] = [
        ("typeof Date", "function"),
        ("Date.name + Date.length", "Date7"),
        ("Date.prototype.constructor === Date", "true"),
        ("new Date() instanceof Date", "true"),
        ("Object.prototype.toString.call(new Date())", "[object Date]"),
        ("class D extends Date {}; var d = new D(); [d instanceof D, d instanceof Date, typeof d.getTime()].join()", "true,true,number"),
        ("typeof Date()", "string"),
        ("new Date(2020, 0, 1).getFullYear()", "2020"),
        ("Date.UTC(2020, 0, 1)", "1577836800000"),
        ("Math.abs(Date.now() - new Date().getTime()) < 1000", "true"),
        ("Math.abs(Date.now() - performance.timeOrigin - performance.now()) < 1000", "true"),
        ("String(Date.now)", "function now() {\n    [native code]\n}"),
        ("Date.now.name + Date.now.length", "now0"),
        ("Object.getOwnPropertyNames(Date).sort().join()", "UTC,length,name,now,parse,prototype"),
        ("new Date(undefined).getTime()", "NaN"),
        ("Reflect.construct(Date, [], Object).constructor === Object", "true"),
    ]

    @Test(arguments: dates)
    func dateIsTheEnginesDateOnTheRealmsClock(source: String, expected: String) throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate(source) == expected)
    }

    /// On the real-time clock, whose time has fractions of a millisecond, `Date.now()` is a
    /// time value all the same: whole milliseconds, as `new Date()` gives.
    @Test func dateNowIsWholeMillisecondsOnTheRealTimeClock() throws {
        var environment = BrowserEnvironment()
        environment.clock = .realTime
        let fixture = try RealmFixture(Self.page, environment: environment)
        #expect(fixture.evaluate("[0, 1, 2, 3, 4].every(function () { return Number.isInteger(Date.now()); })") == "true")
    }

    /// A clock that starts at a given time: `Date` and `performance.timeOrigin` start there
    /// and move with virtual time as timers run.
    @Test func datesStartWhereTheHostSaysAndMoveAsTimersRun() throws {
        var environment = BrowserEnvironment()
        environment.timeOrigin = 1_738_315_800_000  // 2025-01-31T09:30:00Z
        let fixture = try RealmFixture(Self.page, environment: environment)
        #expect(fixture.evaluate("[Date.now(), new Date().toISOString(), performance.timeOrigin, Date.now() === +new Date()].join()")
            == "1738315800000,2025-01-31T09:30:00.000Z,1738315800000,true")
        _ = fixture.evaluate("var later; setTimeout(function () { later = new Date().toISOString() + ' ' + Date(); }, 2500)")
        #expect(fixture.runTimers().isEmpty)
        // `Date()` writes whole seconds.
        #expect(fixture.evaluate("later.slice(0, 24) + ' ' + (Date.parse(later.slice(25)) === Date.parse('2025-01-31T09:30:02Z'))")
            == "2025-01-31T09:30:02.500Z true")
    }
}
