import Bindings
import Testing

/// The `console` namespace: WebKit's set of methods, and what each records. Expected
/// values are what WebKit gives (`../shared/tools/webkit-oracle`) or, for messages the
/// oracle does not capture, what WebKit's `InspectorConsoleAgent` prints.
@Suite struct ConsoleFunctionsTests {
    static let page = "<!DOCTYPE html><html><body><p>text</p></body></html>"

    /// The recorded messages as `level:text`, one per element.
    static func messages(_ fixture: RealmFixture) -> [String] {
        fixture.realm.consoleMessages.map { "\($0.level.rawValue):\($0.text)" }
    }

    @Test func hasWebKitsMethods() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(
            fixture.evaluate("Object.getOwnPropertyNames(console).sort().join()")
                == "assert,clear,count,countReset,debug,dir,dirxml,error,group,groupCollapsed,groupEnd,info,log,profile,"
                + "profileEnd,record,recordEnd,screenshot,table,takeHeapSnapshot,time,timeEnd,timeLog,timeStamp,trace,warn")
        #expect(fixture.evaluate("Object.getOwnPropertyNames(console).every(function (n) { return typeof console[n] === 'function' && console[n].length === 0 && console[n].name === n; })") == "true")
        #expect(fixture.evaluate("Object.getPrototypeOf(console) !== Object.prototype && String(console)") == "[object console]")
        #expect(fixture.evaluate("try { new console.count(); } catch (e) { e.name }") == "TypeError")
    }

    /// https://console.spec.whatwg.org/#assert
    @Test func assertPrintsOnlyWhenFalse() throws {
        let fixture = try RealmFixture(Self.page)
        _ = fixture.evaluate("console.assert(true, 'no'); console.assert(0, 'bad', 2); console.assert(false); console.assert(null, {a: 1})")
        #expect(Self.messages(fixture) == ["error:Assertion failed: bad 2", "error:Assertion failed", "error:Assertion failed {\"a\":1}"])
    }

    /// https://console.spec.whatwg.org/#count
    @Test func countsPerLabel() throws {
        let fixture = try RealmFixture(Self.page)
        _ = fixture.evaluate("console.count(); console.count('a'); console.count(); console.countReset(); console.count(); console.countReset('none')")
        #expect(Self.messages(fixture) == ["debug:default: 1", "debug:a: 1", "debug:default: 2", "debug:default: 1", "warn:Counter \"none\" does not exist"])
    }

    /// https://console.spec.whatwg.org/#timelog: elapsed time on the realm's (virtual) clock.
    @Test func timersMeasureTheRealmsClock() throws {
        let fixture = try RealmFixture(Self.page)
        _ = fixture.evaluate("""
            console.time('t'); console.time('t'); console.timeLog('t', 'now');
            setTimeout(function () { console.timeEnd('t'); console.timeEnd('t'); }, 250);
            """)
        #expect(fixture.runTimers().isEmpty)
        #expect(Self.messages(fixture) == [
            "warn:Timer \"t\" already exists", "debug:t: 0.000ms now", "debug:t: 250.000ms", "warn:Timer \"t\" does not exist",
        ])
    }

    @Test func otherMethodsRecordTheirArguments() throws {
        let fixture = try RealmFixture(Self.page)
        _ = fixture.evaluate("""
            console.group('g'); console.info('in', 1); console.groupEnd(); console.groupCollapsed(); console.groupEnd();
            console.trace('here'); console.table([1]); console.dir({b: 2}); console.dirxml('x');
            console.clear(); console.profile(); console.profileEnd(); console.timeStamp(); console.record(); console.recordEnd();
            """)
        #expect(Self.messages(fixture) == ["log:g", "info:in 1", "trace:here", "log:[1]", "log:{\"b\":2}", "log:x"])
    }
}
