import Bindings
import Testing

/// Exceptions nothing caught and rejections nothing handled, reported to the page as
/// WebKit reports them (`../shared/tools/webkit-oracle`): the extension's script counts as
/// the page's own, so its errors reach `error` listeners in full, except on a page of an
/// opaque origin (`file:`), where they are muted.
@Suite struct ErrorReportingTests {
    static let page = "<!DOCTYPE html><html><body><div id='d'></div></body></html>"

    static let recorder = """
        var log = [];
        window.onerror = function (m, s, l, c, e) { log.push(['onerror', arguments.length, m, s, l, c, e, this === window].join()); };
        window.addEventListener('error', function (e) {
          log.push(['listener', String(e), e.message, e.filename, e.lineno, e.colno, e.error, e.cancelable, e.isTrusted, e.bubbles].join());
        });
        """

    /// https://html.spec.whatwg.org/multipage/webappapis.html#dom-reporterror
    @Test func reportErrorFiresAnErrorEventAtTheWindow() throws {
        let fixture = try RealmFixture(Self.page, url: "https://example.com/dir/page.html")
        #expect(fixture.evaluate(Self.recorder + """
            log.push('before');
            reportError(new RangeError('reported')); log.push('after'); reportError('plain'); log.join('|')
            """) == "before|onerror,5,RangeError: reported,https://example.com/dir/page.html,6,27,RangeError: reported,true"
            + "|listener,[object ErrorEvent],RangeError: reported,https://example.com/dir/page.html,6,27,RangeError: reported,true,true,false"
            + "|after|onerror,5,plain,https://example.com/dir/page.html,0,0,plain,true"
            + "|listener,[object ErrorEvent],plain,https://example.com/dir/page.html,0,0,plain,true,true,false")
        #expect(fixture.realm.uncaughtErrors.map(\.summary) == ["RangeError: reported", "plain"])
        #expect(fixture.evaluate("reportError()") == "throws TypeError: Not enough arguments")
    }

    @Test func errorsOnAPageOfAnOpaqueOriginAreMuted() throws {
        let fixture = try RealmFixture(Self.page, url: "file:///tmp/page.html")
        #expect(fixture.evaluate(Self.recorder + """
            reportError(new RangeError('reported')); log.join('|')
            """) == "onerror,5,Script error.,,0,0,,true|listener,[object ErrorEvent],Script error.,,0,0,,true,true,false")
    }

    @Test func listenerExceptionsReachTheWindowsErrorHandlers() throws {
        let fixture = try RealmFixture(Self.page, url: "file:///tmp/page.html")
        #expect(fixture.evaluate(Self.recorder + """
            var d = document.getElementById('d'); d.addEventListener('click', function () { throw new Error('in listener'); });
            log.push('dispatch ' + d.dispatchEvent(new Event('click'))); log.join('|')
            """) == "onerror,5,Script error.,,0,0,,true|listener,[object ErrorEvent],Script error.,,0,0,,true,true,false|dispatch true")
    }

    /// An exception thrown while the error event is fired is not reported again.
    @Test func anExceptionInAnErrorHandlerIsNotReportedAgain() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            var count = 0; window.onerror = function () { count++; throw new Error('inside handler'); };
            reportError(new Error('first')); count
            """) == "1")
        #expect(fixture.realm.uncaughtErrors.map(\.summary) == ["Error: inside handler", "Error: first"])
    }

    /// `onerror` returning true cancels the event; an ErrorEvent a script fires gets its
    /// handler called with the event's members.
    @Test func onerrorReturningTrueCancels() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            window.onerror = function (m, s, l) { return l === 7; };
            var e = new ErrorEvent('error', { cancelable: true, message: 'm', filename: 'f.js', lineno: 7 });
            var other = new ErrorEvent('error', { cancelable: true, lineno: 8 });
            [dispatchEvent(e), e.defaultPrevented, dispatchEvent(other)].join()
            """) == "false,true,true")
    }

    /// https://html.spec.whatwg.org/multipage/webappapis.html#unhandled-promise-rejections
    @Test func unhandledRejectionsFireUnhandledrejection() throws {
        let fixture = try RealmFixture(Self.page)
        _ = fixture.evaluate("""
            var log = [];
            window.addEventListener('unhandledrejection', function (e) {
              log.push([String(e), String(e.reason), e.promise instanceof Promise, e.cancelable, e.isTrusted].join());
            });
            Promise.reject(new Error('rejected')); log.push('after reject');
            """)
        #expect(fixture.evaluate("log.join('|')") == "after reject|[object PromiseRejectionEvent],Error: rejected,true,true,false")
        #expect(fixture.realm.consoleMessages.map(\.text) == ["Unhandled Promise Rejection: Error: rejected"])
        _ = fixture.evaluate("""
            window.addEventListener('unhandledrejection', function (e) { e.preventDefault(); });
            Promise.reject(new Error('handled by the page'));
            """)
        #expect(fixture.realm.consoleMessages.count == 1)
    }
}
