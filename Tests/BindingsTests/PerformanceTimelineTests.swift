import Bindings
import Testing

/// `performance`, user timing and `PerformanceObserver`, with WebKit's answers (from the
/// WebKit oracle) where they do not depend on the clock.
@Suite struct PerformanceTimelineTests {
    static let expressions: [(String, String)] = [
        ("Object.getOwnPropertyNames(Performance.prototype).join()",
         "constructor,timeOrigin,navigation,timing,onresourcetimingbufferfull,now,toJSON,getEntries,getEntriesByType,getEntriesByName,clearResourceTimings,setResourceTimingBufferSize,mark,clearMarks,measure,clearMeasures"),
        ("[Object.getPrototypeOf(Performance.prototype) === EventTarget.prototype, performance instanceof Performance, String(performance), typeof performance.addEventListener].join()",
         "true,true,[object Performance],function"),
        // A replaceable attribute of the window (its accessors are named once it is made).
        ("performance.now(); var d = Object.getOwnPropertyDescriptor(window, 'performance'); [d.get.name, d.set.name, d.enumerable].join()", "get performance,set performance,true"),
        ("var old = performance; performance = 5; var kind = typeof performance; performance = old; kind", "number"),
        ("Object.getOwnPropertyNames(window).filter(function (n) { return /^Performance/.test(n); }).sort().join()",
         "Performance,PerformanceEntry,PerformanceMark,PerformanceMeasure,PerformanceNavigation,PerformanceNavigationTiming,PerformanceObserver,PerformanceObserverEntryList,PerformancePaintTiming,PerformanceResourceTiming,PerformanceServerTiming,PerformanceTiming"),
        // timeOrigin is wall-clock time; timing's milestones are the navigation start, or 0.
        ("var t = performance.timing; [performance.timeOrigin > 1e12, t.navigationStart === Math.floor(performance.timeOrigin), t.unloadEventStart, t.redirectEnd, t.loadEventEnd === t.navigationStart, t.secureConnectionStart === t.navigationStart].join()",
         "true,true,0,0,true,true"),
        ("JSON.stringify(Object.keys(performance.toJSON())) + JSON.stringify(performance.navigation)", "[\"timeOrigin\",\"navigation\",\"timing\"]{\"type\":0,\"redirectCount\":0}"),
        ("Object.getOwnPropertyNames(PerformanceTiming.prototype).length + '|' + (performance.timing === performance.timing) + '|' + PerformanceNavigation.TYPE_RESERVED", "23|true|255"),
        // Marks.
        ("var m = performance.mark('a', {detail: {x: 1}}); [String(m), m.entryType, m.startTime, m.duration, m.detail.x, m.detail === m.detail, Object.keys(m).length, JSON.stringify(m)].join('|')",
         "[object PerformanceMark]|mark|0|0|1|true|0|{\"name\":\"a\",\"entryType\":\"mark\",\"startTime\":0,\"duration\":0}"),
        ("var d = {x: 1}; performance.mark('c', {detail: d}).detail === d", "false"),
        ("performance.mark('n', {startTime: 12.5}).startTime + '|' + performance.mark('u', {detail: undefined}).detail", "12.5|null"),
        ("performance.mark('f', {detail: function () {}})", "DataCloneError: The object can not be cloned."),
        ("performance.mark('navigationStart')", "SyntaxError: The string did not match the expected pattern."),
        ("performance.mark('q', {startTime: -1})", "TypeError: Type error"),
        ("performance.mark('q', {startTime: NaN})", "TypeError: The provided value is non-finite"),
        ("performance.mark('q', 5)", "TypeError: Type error"),
        ("performance.mark()", "TypeError: Not enough arguments"),
        ("performance.mark.call({}, 'x')", "TypeError: Can only call Performance.mark on instances of Performance"),
        ("var m = new PerformanceMark('nm', {startTime: 3}); [m.name, m.startTime, performance.getEntriesByName('nm').length].join('|')", "nm|3|0"),
        ("PerformanceMark('x')", "TypeError: Constructor requires 'new' operator"),
        ("new PerformanceMeasure()", "TypeError: Illegal constructor"),
        ("Object.getOwnPropertyDescriptor(PerformanceEntry.prototype, 'name').get.call({})",
         "TypeError: The PerformanceEntry.name getter can only be used on instances of PerformanceEntry"),
        ("[PerformanceMark.length, PerformanceObserver.length, performance.measure.length, performance.clearMarks.length].join()", "1,1,1,0"),
        // Measures.
        ("performance.mark('s', {startTime: 2}); performance.mark('e', {startTime: 9}); var x = performance.measure('m', 's', 'e'); [String(x), x.startTime, x.duration, x.detail].join('|')",
         "[object PerformanceMeasure]|2|7|"),
        ("var x = performance.measure('m', {start: 2, end: 7, detail: {a: 1}}); [x.startTime, x.duration, x.detail.a].join('|')", "2|5|1"),
        ("var x = performance.measure('m', {end: 7, duration: 3}); [x.startTime, x.duration].join('|')", "4|3"),
        ("var x = performance.measure('m', {start: 5, duration: 10}); [x.startTime, x.duration].join('|')", "5|10"),
        ("performance.mark('late', {startTime: 51}); var x = performance.measure('m', undefined, 'late'); [x.startTime, x.duration].join('|')", "0|51"),
        ("var x = performance.measure('m', 'navigationStart'); x.startTime + '|' + performance.measure('m', {}).startTime", "0|0"),
        ("performance.measure('m', {duration: 7})", "TypeError: Type error"),
        ("performance.measure('m', {detail: 1})", "TypeError: Type error"),
        ("performance.measure('m', {start: 5, duration: 10, end: 20})", "TypeError: Type error"),
        ("performance.measure('m', {start: 5}, 'x')", "TypeError: Type error"),
        ("performance.measure('m', {start: -3})", "TypeError: Type error"),
        ("performance.measure('m', 'nonexistent')", "SyntaxError: No mark named 'nonexistent' exists"),
        // The end is converted first.
        ("performance.measure('m', 2, 9)", "SyntaxError: No mark named '9' exists"),
        ("performance.measure('m', 'unloadEventStart')", "InvalidAccessError: The object does not support the operation or argument."),
        // The timeline, in order of start time.
        ("performance.mark('b', {startTime: 8}); performance.mark('a', {startTime: 3}); performance.measure('a', 'a', 'b'); performance.getEntries().map(function (e) { return e.entryType + ':' + e.name + ':' + e.startTime; }).join()",
         "mark:a:3,measure:a:3,mark:b:8"),
        ("performance.mark('a'); performance.measure('a'); [performance.getEntriesByName('a', 'mark').length, performance.getEntriesByName('a').length, performance.getEntriesByType('measure').length, performance.getEntriesByType('paint').length].join()",
         "1,2,1,0"),
        ("performance.mark('a'); performance.mark('b'); performance.mark('a'); performance.measure('a'); performance.clearMarks('a'); var left = performance.getEntries().map(function (e) { return e.name; }).join(); performance.clearMarks(); performance.clearMeasures(); left + '|' + performance.getEntries().length",
         "b,a|0"),
        ("performance.getEntries() === performance.getEntries()", "false"),
        ("performance.getEntriesByName()", "TypeError: Not enough arguments"),
        ("performance.now.call(undefined)", "TypeError: Can only call Performance.now on instances of Performance"),
        ("[performance.setResourceTimingBufferSize(10), performance.clearResourceTimings(), performance.onresourcetimingbufferfull].join('|')", "||"),
        // PerformanceObserver's arguments.
        ("PerformanceObserver.supportedEntryTypes.join() + '|' + Object.isFrozen(PerformanceObserver.supportedEntryTypes)", "mark,measure,navigation,paint,resource|true"),
        ("new PerformanceObserver(5)", "TypeError: Argument 1 ('callback') to the PerformanceObserver constructor must be a function"),
        ("new PerformanceObserver(function () {}).observe({})", "TypeError: no type or entryTypes were provided"),
        ("new PerformanceObserver(function () {}).observe({entryTypes: ['mark'], type: 'mark'})", "TypeError: either entryTypes or type must be provided"),
        ("new PerformanceObserver(function () {}).observe({entryTypes: 'mark'})", "TypeError: Value is not a sequence"),
        ("var o = new PerformanceObserver(function () {}); o.observe({type: 'mark'}); o.observe({entryTypes: ['mark']})",
         "InvalidModificationError: observer type can't be changed once registered"),
        ("var o = new PerformanceObserver(function () {}); o.observe({entryTypes: ['bogus']}); o.observe({type: 'bogus'})", "InvalidModificationError: observer type can't be changed once registered"),
        ("var o = new PerformanceObserver(function () {}); o.observe({type: 'mark'}); performance.mark('k'); var taken = o.takeRecords(); [Array.isArray(taken), taken.length, o.takeRecords().length].join()",
         "true,1,0"),
        ("var o = new PerformanceObserver(function () {}); o.observe({type: 'mark'}); performance.mark('k'); o.disconnect(); o.takeRecords().length", "0"),
    ]

    @Test(arguments: expressions)
    func expressionEvaluates(source: String, expected: String) throws {
        let fixture = try RealmFixture("<p>x</p>", url: "https://example.com/page.html")
        #expect(fixture.evaluateOrError(source) == expected)
    }

    /// A page that is not `https:` made no secure connection.
    @Test func plainHTTPHasNoSecureConnectionStart() throws {
        let fixture = try RealmFixture("<p>x</p>", url: "http://example.com/page.html")
        #expect(fixture.evaluate("String(performance.timing.secureConnectionStart)") == "0")
    }

    /// `now()` and new marks follow the realm's clock: with the virtual clock, timers move it.
    @Test func marksTakeTheirTimeFromTheRealmClock() throws {
        let fixture = try RealmFixture("<p>x</p>", url: "https://example.com/page.html")
        _ = fixture.evaluate("performance.mark('start'); setTimeout(function () { performance.mark('later'); }, 40);")
        #expect(fixture.runTimers().isEmpty)
        #expect(fixture.evaluate("performance.measure('wait', 'start', 'later').duration + '|' + performance.now()") == "40|40")
    }

    /// As in WebKit: buffered entries are handed over at once, inside `observe`; entries
    /// queued later reach every observer in one task, in the order the observers
    /// registered, sorted by start time; an exception a callback throws is reported and
    /// the other callbacks still run.
    @Test func observersGetEntriesInOneTaskAndBufferedOnesAtOnce() throws {
        let fixture = try RealmFixture("<p>x</p>", url: "https://example.com/page.html")
        _ = fixture.evaluate("""
            var log = [];
            function names(list) { return list.getEntries().map(function (e) { return e.name; }).join('+'); }
            performance.mark('a1'); performance.mark('a2');
            var o = new PerformanceObserver(function (list, observer) {
              log.push('o:' + names(list) + ':' + (this === observer) + ':' + String(list) + ':' + list.getEntriesByType('measure').length);
            });
            log.push('before');
            o.observe({type: 'mark', buffered: true});
            o.observe({type: 'measure'});
            log.push('after');
            new PerformanceObserver(function () { throw new Error('boom'); }).observe({entryTypes: ['mark']});
            var last = new PerformanceObserver(function (list) { log.push('last:' + names(list)); });
            last.observe({entryTypes: ['mark'], buffered: true});
            performance.mark('b', {startTime: 5}); performance.measure('m', 'a1');
            Promise.resolve().then(function () { log.push('microtask'); });
            setTimeout(function () { log.push('timeout'); }, 0);
            """)
        #expect(fixture.runTimers().isEmpty)
        #expect(fixture.realm.uncaughtErrors.map(\.summary) == ["Error: boom"])
        #expect(fixture.evaluate("log.join(' ; ')") == [
            "before", "o:a1+a2:true:[object PerformanceObserverEntryList]:0", "after", "microtask",
            "o:m+b:true:[object PerformanceObserverEntryList]:1", "last:b", "timeout",
        ].joined(separator: " ; "))
    }
}
