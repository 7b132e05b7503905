import Bindings
import Testing

/// `window.postMessage`, `MessageChannel` and `MessagePort`. Expected values are what
/// WebKit gives for a page loaded as http://fakehost/test/page.html
/// (`../shared/tools/webkit-oracle`).
@Suite struct MessagingTests {
    static let page = "<!DOCTYPE html><html><body><p>text</p></body></html>"
    static let url = "http://fakehost/test/page.html"

    /// https://html.spec.whatwg.org/multipage/web-messaging.html#dom-window-postmessage
    @Test func windowMessagesArriveClonedInLaterTasks() throws {
        let fixture = try RealmFixture(Self.page, url: Self.url)
        _ = fixture.evaluate("""
            var log = [];
            addEventListener('message', function (e) {
              log.push([JSON.stringify(e.data), e.origin, e.source === window, e.ports.length, e.isTrusted, String(e)].join());
            });
            var sent = { x: [1, 2] };
            setTimeout(function () { log.push('timeout'); }, 0);
            postMessage(sent, '*'); sent.x.push(3);
            postMessage('elsewhere', 'https://elsewhere.example'); postMessage('slash', '/'); postMessage('options', { targetOrigin: '*' });
            log.push('sync');
            """)
        #expect(fixture.runTimers().isEmpty)
        #expect(fixture.evaluate("log.join('|')") == "sync|timeout"
            + "|{\"x\":[1,2]},http://fakehost,true,0,true,[object MessageEvent]"
            + "|\"slash\",http://fakehost,true,0,true,[object MessageEvent]"
            + "|\"options\",http://fakehost,true,0,true,[object MessageEvent]")
        #expect(fixture.evaluate("postMessage('x', 'not a url')") == "throws SyntaxError: Invalid target origin 'not a url' in a call to 'postMessage'")
        #expect(fixture.evaluate("postMessage(function () {}, '*')").hasPrefix("throws DataCloneError"))
        #expect(fixture.evaluate("postMessage()") == "throws TypeError: Not enough arguments")
    }

    /// A page of an opaque origin receives only messages sent to "*", from origin "null".
    @Test func anOpaqueOriginTakesOnlyTheWildcard() throws {
        let fixture = try RealmFixture(Self.page, url: "file:///tmp/page.html")
        _ = fixture.evaluate("""
            var got = []; onmessage = function (e) { got.push(e.data + ':' + e.origin); };
            postMessage('slash', '/'); postMessage('star', '*');
            """)
        fixture.runTimers()
        #expect(fixture.evaluate("got.join()") == "star:null")
    }

    /// https://html.spec.whatwg.org/multipage/web-messaging.html#message-channels
    @Test func portsDeliverOnceStarted() throws {
        let fixture = try RealmFixture(Self.page, url: Self.url)
        #expect(fixture.evaluate("""
            var c = new MessageChannel();
            [String(c), String(c.port1), c.port1 instanceof EventTarget, Object.getOwnPropertyNames(MessagePort.prototype).join(' '),
             Object.getOwnPropertyNames(MessageChannel.prototype).join(' '), MessagePort.length, MessageChannel.length].join('|')
            """) == "[object MessageChannel]|[object MessagePort]|true|constructor onmessage onmessageerror postMessage start close|constructor port1 port2|0|0")
        _ = fixture.evaluate("""
            var log = [];
            c.port2.addEventListener('message', function (e) { log.push(['listener', e.data, e.origin, e.source, e.ports.length, e.isTrusted].join()); });
            c.port1.postMessage('queued until start');
            var d = new MessageChannel();
            d.port2.onmessage = function (e) { log.push('onmessage ' + e.data + ' ' + (this === d.port2)); };
            d.port1.postMessage('started by onmessage');
            setTimeout(function () { log.push('start'); c.port2.start(); }, 5);
            """)
        fixture.runTimers()
        #expect(fixture.evaluate("log.join('|')") == "onmessage started by onmessage true|start|listener,queued until start,,,0,true")
        #expect(fixture.evaluate("new MessagePort()") == "throws TypeError: Illegal constructor")
    }

    @Test func transferredPortsAreNewAndTheOldOnesDetached() throws {
        let fixture = try RealmFixture(Self.page, url: Self.url)
        _ = fixture.evaluate("""
            var a = new MessageChannel(), b = new MessageChannel(), log = [];
            b.port2.onmessage = function (e) {
              var port = e.ports[0];
              log.push(e.data + ' ' + e.ports.length + ' ' + (port === a.port1) + ' ' + (port instanceof MessagePort));
              port.postMessage('through the new port');
            };
            a.port2.onmessage = function (e) { log.push(e.data); };
            b.port1.postMessage('transfer', [a.port1]);
            try { b.port1.postMessage('self', [b.port1]); } catch (x) { log.push('self ' + x.name); }
            try { b.port1.postMessage('again', [a.port1]); } catch (x) { log.push('detached ' + x.name); }
            """)
        fixture.runTimers()
        #expect(fixture.evaluate("log.join('|')") == "self DataCloneError|detached DataCloneError|transfer 1 false true|through the new port")
    }

    @Test func closedPortsSendNothing() throws {
        let fixture = try RealmFixture(Self.page, url: Self.url)
        _ = fixture.evaluate("""
            var c = new MessageChannel(), got = [];
            c.port2.onmessage = function (e) { got.push(e.data); };
            c.port1.close(); c.port1.postMessage('lost');
            """)
        fixture.runTimers()
        #expect(fixture.evaluate("got.length") == "0")
    }

    /// https://html.spec.whatwg.org/multipage/web-messaging.html#broadcasting-to-other-browsing-contexts
    @Test func broadcastChannelsOfOneNameHearEachOther() throws {
        let fixture = try RealmFixture(Self.page, url: Self.url)
        #expect(fixture.evaluate("""
            var x = new BroadcastChannel('ch');
            [Object.getOwnPropertyNames(BroadcastChannel.prototype).join(' '), String(x), x.name, x instanceof EventTarget, BroadcastChannel.length].join('|')
            """) == "constructor name onmessage onmessageerror postMessage close|[object BroadcastChannel]|ch|true|1")
        _ = fixture.evaluate("""
            var log = [], y = new BroadcastChannel('ch'), z = new BroadcastChannel('other'), w = new BroadcastChannel('ch');
            y.onmessage = function (e) { log.push(['y', JSON.stringify(e.data), e.origin, e.source, e.isTrusted, this === y].join()); };
            x.onmessage = function (e) { log.push('x'); }; z.onmessage = function (e) { log.push('z'); };
            w.onmessage = function (e) { log.push('w'); };
            x.postMessage({ n: 1 }); w.close();
            try { w.postMessage(1); } catch (e) { log.push(e.name + ': ' + e.message); }
            """)
        fixture.runTimers()
        #expect(fixture.evaluate("log.join('|')") == "InvalidStateError: This BroadcastChannel is closed|y,{\"n\":1},http://fakehost,,true,true")
    }

    @Test func messageEventsTakePortsAndPortSources() throws {
        let fixture = try RealmFixture(Self.page, url: Self.url)
        #expect(fixture.evaluate("""
            var c = new MessageChannel(); var e = new MessageEvent('message', { source: c.port1, ports: [c.port2] });
            [e.source === c.port1, e.ports[0] === c.port2, Object.isFrozen(e.ports)].join()
            """) == "true,true,true")
        #expect(fixture.evaluate("new MessageEvent('message', { ports: [{}] })") == "throws TypeError: Type error")
    }
}
