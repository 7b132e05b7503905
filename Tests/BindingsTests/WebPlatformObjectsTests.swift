import Testing

/// The standard objects made on first use (`StandardObjectGroup`): aborting, blobs and
/// files, `FormData`, `fetch`'s classes, `structuredClone`, `crypto`, `CSS`, storage,
/// observers, and the network objects that fail. Expected values are what WebKit gives
/// (`../shared/tools/webkit-oracle`), except where noted.
@Suite struct WebPlatformObjectsTests {
    static let page = "<!DOCTYPE html><html><head><title>T</title></head><body><p id=p>text</p><input id=a></body></html>"

    static let expressions: [(String, String)] = [
        // https://dom.spec.whatwg.org/#interface-abortcontroller
        ("var ac = new AbortController(); var log = []; ac.signal.addEventListener('abort', function (e) { log.push(e.type + ':' + e.isTrusted + ':' + ac.signal.aborted); }); ac.signal.onabort = function () { log.push('onabort'); }; ac.abort(); ac.abort(); log.join() + '|' + ac.signal.reason.name + ': ' + ac.signal.reason.message + ',' + (ac.signal.reason instanceof DOMException)", "abort:true:true,onabort|AbortError: The operation was aborted.,true"),
        ("var ac = new AbortController(); ac.abort('why'); ac.abort('again'); ac.signal.reason", "why"),
        ("var s = AbortSignal.abort(); [s.aborted, s.reason.name, s instanceof EventTarget, Object.prototype.toString.call(s), Object.prototype.toString.call(new AbortController())].join()", "true,AbortError,true,[object AbortSignal],[object AbortController]"),
        ("try { new AbortController().signal.throwIfAborted(); AbortSignal.abort().throwIfAborted(); 'no' } catch (e) { e.name }", "AbortError"),
        ("var ac = new AbortController(); var any = AbortSignal.any([ac.signal]); ac.abort(); any.aborted + ',' + any.reason.name", "true,AbortError"),
        ("try { new AbortSignal(); 'ok' } catch (e) { e.name + ': ' + e.message }", "TypeError: Illegal constructor"),
        // https://w3c.github.io/FileAPI/
        ("var b = new Blob(['ab', 'cé', new Uint8Array([65, 66])], {type: 'Text/Plain'}); b.size + ',' + b.type + ',' + Object.prototype.toString.call(b)", "7,text/plain,[object Blob]"),
        ("var b = new Blob(['ab', 'cé', new Uint8Array([65, 66])]); b.slice(-2).size + ',' + b.slice(1, 3, 'x/y').type + ',' + JSON.stringify(b.slice().type)", "2,x/y,\"\""),
        ("new Blob().size + ',' + JSON.stringify(new Blob(['x'], {type: 'a\\u00e9b'}).type) + ',' + new Blob([new Blob(['xyz'])]).size + ',' + new Blob([123, null]).size", "0,\"\",3,7"),
        ("new Blob(['a\\r\\nb'], {endings: 'native'}).size + ',' + new Blob(['a\\r\\nb']).size", "3,4"),
        ("try { new Blob('abc'); 'ok' } catch (e) { e.name + ': ' + e.message }", "TypeError: Value is not a sequence"),
        ("var f = new File(['abc'], 'n.txt', {type: 'text/plain', lastModified: 42}); [f.name, f.size, f.type, f.lastModified, f instanceof Blob, Object.prototype.toString.call(f), JSON.stringify(f.webkitRelativePath)].join()", "n.txt,3,text/plain,42,true,[object File],\"\""),
        ("var f = new File([], 'x/y'); f.name + ',' + typeof f.lastModified + ',' + (Math.abs(f.lastModified - Date.now()) < 10000)", "x/y,number,true"),
        ("try { new File(['a']); 'ok' } catch (e) { e.name + ': ' + e.message }", "TypeError: Not enough arguments"),
        // https://xhr.spec.whatwg.org/#interface-formdata
        ("var fd = new FormData(); fd.append('a', '1'); fd.append('a', '2'); fd.set('b', 3); [fd.get('a'), fd.getAll('a'), fd.has('b'), typeof fd.get('b'), fd.get('zz')].join()", "1,1,2,true,string,"),
        ("var fd = new FormData(); fd.append('a', '1'); fd.append('b', '2'); fd.append('a', '3'); fd.delete('b'); fd.set('a', 'x'); Array.from(fd.entries()).join(';') + '|' + Array.from(fd.keys()) + '|' + Object.prototype.toString.call(fd)", "a,x|a|[object FormData]"),
        ("var fd = new FormData(); var file = new File(['q'], 'n.txt'); fd.append('f', new Blob(['x']), 'a.txt'); fd.append('g', new Blob(['x'])); fd.append('h', file); [Object.prototype.toString.call(fd.get('f')), fd.get('f').name, fd.get('g').name, fd.get('h') === file].join()", "[object File],a.txt,blob,true"),
        ("var fd = new FormData(); fd.append('x', 'a\\nb\\rc\\r\\n'); JSON.stringify(fd.get('x'))", "\"a\\nb\\rc\\r\\n\""),
        // https://fetch.spec.whatwg.org/#headers-class
        ("var h = new Headers({'Content-Type': 'text/html', 'X-A': '1'}); h.append('x-a', '2'); h.get('x-a') + '|' + h.get('content-type') + '|' + h.has('X-A') + '|' + Array.from(h).join(';')", "1, 2|text/html|true|content-type,text/html;x-a,1, 2"),
        ("var h = new Headers(); h.set('Set-Cookie', 'a=1'); h.append('set-cookie', 'b=2'); h.get('set-cookie') + '|' + h.getSetCookie().join(';') + '|' + Array.from(h).join(';')", "a=1, b=2|a=1;b=2|set-cookie,a=1;set-cookie,b=2"),
        ("try { new Headers({'bad name': 'x'}); 'ok' } catch (e) { e.name + ': ' + e.message }", "TypeError: Invalid header name: 'bad name'"),
        ("try { new Headers([['a']]); 'ok' } catch (e) { e.name + ': ' + e.message }", "TypeError: Header sub-sequence must contain exactly two items"),
        ("var h = new Headers([['b', ' 2 '], ['a', '1']]); h.delete('b'); JSON.stringify(Array.from(h)) + '|' + JSON.stringify(new Headers([['c', ' sp \\t']]).get('c'))", "[[\"a\",\"1\"]]|\"sp\""),
        // https://fetch.spec.whatwg.org/#request-class
        ("var rq = new Request('/api?x=1', {method: 'post', headers: {'X-Q': 'v'}, body: 'data'}); [rq.url, rq.method, rq.headers.get('x-q'), rq.mode, rq.credentials, rq.cache, rq.redirect, rq.referrer, rq.bodyUsed, Object.prototype.toString.call(rq), rq.headers.get('content-type')].join()", "https://example.com/api?x=1,POST,v,cors,same-origin,default,follow,about:client,false,[object Request],text/plain;charset=UTF-8"),
        ("var rq = new Request('https://x.org/', {method: 'patch'}); rq.method + ',' + new Request(rq).url + ',' + rq.destination + ',' + String(rq.signal) + ',' + rq.keepalive + ',' + JSON.stringify(rq.integrity)", "patch,https://x.org/,,[object AbortSignal],false,\"\""),
        ("try { new Request('/x', {method: 'GET', body: 'a'}); 'ok' } catch (e) { e.name + ': ' + e.message }", "TypeError: Request has method 'GET' and cannot have a body"),
        ("try { new Request('http://a:b@x.org/'); 'ok' } catch (e) { e.name + ': ' + e.message }", "TypeError: URL is not valid or contains user credentials."),
        // https://fetch.spec.whatwg.org/#response-class
        ("var rs = new Response('{\"a\":1}', {status: 201, statusText: 'Made', headers: {'X-R': '1'}}); [rs.status, rs.ok, rs.statusText, rs.headers.get('x-r'), rs.type, JSON.stringify(rs.url), rs.redirected, rs.bodyUsed, rs.headers.get('content-type'), Object.prototype.toString.call(rs)].join()", "201,true,Made,1,default,\"\",false,false,text/plain;charset=UTF-8,[object Response]"),
        ("[new Response().status, Response.error().type, Response.error().status, Response.json({z: 2}).headers.get('content-type'), Response.redirect('https://x.org/', 301).status, Response.redirect('/rel').headers.get('location')].join()", "200,error,0,application/json,301,https://example.com/rel"),
        ("try { new Response('x', {status: 99}); 'ok' } catch (e) { e.name + ': ' + e.message }", "RangeError: Status must be between 200 and 599"),
        ("try { new Response('x', {status: 204}); 'ok' } catch (e) { e.name + ': ' + e.message }", "TypeError: Response cannot have a body with the given status."),
        ("new Response(new Blob(['qq'], {type: 'a/b'})).headers.get('content-type') + ',' + new Response(new URLSearchParams('a=1')).headers.get('content-type')", "a/b,application/x-www-form-urlencoded;charset=UTF-8"),
        // https://html.spec.whatwg.org/multipage/structured-data.html#dom-structuredclone
        ("var src = {a: 1, d: new Date(5), r: /x+/gi, m: new Map([[1, {k: 'v'}]]), s: new Set([1, 2]), arr: [1, , 3], t: new Uint8Array([1, 2]), n: null, u: undefined}; src.self = src; var c = structuredClone(src); [c !== src, c.self === c, c.d instanceof Date, c.d.getTime(), c.r.source, c.r.flags, c.m.get(1).k, c.m.get(1) !== src.m.get(1), c.s.has(2), c.arr.length, 1 in c.arr, c.t instanceof Uint8Array, c.t[1], c.n, c.u, 'u' in c].join()", "true,true,true,5,x+,gi,v,true,true,3,false,true,2,,,true"),
        ("var e1 = structuredClone(new RangeError('m')); e1.constructor.name + ',' + e1.message + ',' + (e1 instanceof RangeError) + ',' + typeof e1.stack", "RangeError,m,true,string"),
        ("var ta = new Uint16Array([1, 2, 3]); var tc = structuredClone({x: ta, y: ta}); (tc.x === tc.y) + ',' + tc.x.constructor.name + ',' + tc.x.length + ',' + (tc.x.buffer !== ta.buffer)", "true,Uint16Array,3,true"),
        ("var sc = structuredClone(new Uint8Array(new ArrayBuffer(8), 2, 3)); sc.byteOffset + ',' + sc.length + ',' + sc.buffer.byteLength", "2,3,8"),
        ("class K { constructor() { this.v = 1; } }; var kc = structuredClone(new K()); (kc instanceof K) + ',' + kc.v + ',' + JSON.stringify(Object.getOwnPropertyDescriptor(structuredClone({get g() { return 7; }}), 'g'))", "false,1,{\"value\":7,\"writable\":true,\"enumerable\":true,\"configurable\":true}"),
        ("structuredClone(new Blob(['xy'], {type: 't/x'})).size + ',' + structuredClone(new File(['q'], 'n')).name + ',' + structuredClone(123n) + ',' + structuredClone(new Boolean(false)).valueOf()", "2,n,123,false"),
        ("var ab = new ArrayBuffer(4); structuredClone(ab, {transfer: [ab]}).byteLength + ',' + ab.byteLength", "4,0"),
        ("[function () {}, {f: function () {}}, document.body, Symbol('x'), new WeakMap(), Promise.resolve(), window, new Headers(), localStorage].map(function (v) { try { structuredClone(v); return 'cloned'; } catch (e) { return e.name; } }).join()", "DataCloneError,DataCloneError,DataCloneError,DataCloneError,DataCloneError,DataCloneError,DataCloneError,DataCloneError,DataCloneError"),
        ("try { structuredClone(function () {}); } catch (e) { e.message + ',' + (e instanceof DOMException) + ',' + e.code }", "The object can not be cloned.,true,25"),
        ("try { structuredClone(); 'ok' } catch (e) { e.name + ': ' + e.message }", "TypeError: Not enough arguments"),
        // https://w3c.github.io/webcrypto/#crypto-interface
        ("var rv = new Uint8Array(32); (crypto.getRandomValues(rv) === rv) + ',' + rv.some(function (x) { return x !== 0; }) + ',' + Object.prototype.toString.call(crypto) + ',' + String(crypto.subtle) + ',' + (crypto instanceof Crypto)", "true,true,[object Crypto],[object SubtleCrypto],true"),
        ("/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(crypto.randomUUID()) + ',' + (crypto.randomUUID() !== crypto.randomUUID())", "true,true"),
        ("try { crypto.getRandomValues(new Float32Array(2)); 'ok' } catch (e) { e.name }", "TypeMismatchError"),
        ("try { crypto.getRandomValues(new Uint8Array(65537)); 'ok' } catch (e) { e.name + ': ' + e.message }", "QuotaExceededError: The quota has been exceeded."),
        ("var gv = crypto.getRandomValues; try { gv(new Uint8Array(1)); 'ok' } catch (e) { e.name + ': ' + e.message }", "TypeError: Can only call Crypto.getRandomValues on instances of Crypto"),
        // https://drafts.csswg.org/cssom/#the-css.escape()-method
        ("[CSS.escape('a b'), CSS.escape('1a'), CSS.escape('-1'), CSS.escape('-'), CSS.escape('\\0x'), CSS.escape('a\\u0001b'), CSS.escape('#id.cls'), CSS.escape('é'), CSS.escape('--x'), CSS.escape('a\\u007f')].join('|')", "a\\ b|\\31 a|-\\31 |\\-|\u{FFFD}x|a\\1 b|\\#id\\.cls|é|--x|a\\7f "),
        // https://drafts.csswg.org/css-conditional-3/#dom-css-supports (a known-property list; see StandardObjectGroup.cssSource)
        ("[CSS.supports('display', 'flex'), CSS.supports('display', 'bogus'), CSS.supports('colour', 'red'), CSS.supports('display: flex'), CSS.supports('(display: flex) and (color: red)'), CSS.supports('selector(:has(a))'), CSS.supports('--custom', 'anything'), CSS.supports('position', 'sticky'), CSS.supports('not (display: bogus)'), Object.prototype.toString.call(CSS)].join()", "true,false,false,true,true,true,true,true,true,[object CSS]"),
        // https://html.spec.whatwg.org/multipage/webstorage.html#the-storage-interface
        ("localStorage.length + ',' + Object.prototype.toString.call(localStorage) + ',' + (localStorage instanceof Storage) + ',' + (localStorage === window.localStorage) + ',' + (localStorage !== sessionStorage)", "0,[object Storage],true,true,true"),
        ("localStorage.setItem('a', 1); localStorage.setItem('b', {}); [localStorage.getItem('a'), typeof localStorage.getItem('a'), localStorage.getItem('b'), localStorage.getItem('zz'), localStorage.length, localStorage.key(0), localStorage.key(1), localStorage.key(5)].join()", "1,string,[object Object],,2,a,b,"),
        ("localStorage.c = 'x'; var r = [localStorage.c, localStorage.getItem('c'), localStorage.length, 'c' in localStorage].join(); delete localStorage.c; r + '|' + localStorage.getItem('c') + ',' + localStorage.length", "x,x,1,true|null,0"),
        ("localStorage.setItem('getItem', 'shadow'); localStorage.length = 5; localStorage['key'] = 'k'; [typeof localStorage.getItem, localStorage.getItem('getItem'), localStorage.length, localStorage.getItem('length'), localStorage.getItem('key')].join()", "function,shadow,2,,k"),
        ("localStorage.setItem('x', 'y'); localStorage.clear(); sessionStorage.setItem('s', 'v'); localStorage.length + ',' + JSON.stringify(localStorage) + ',' + sessionStorage.s + ',' + localStorage.getItem('s')", "0,{},v,null"),
        ("localStorage.setItem('n', null); var sk = Symbol('k'); localStorage[sk] = 1; localStorage.n + ',' + localStorage[sk] + ',' + localStorage.length + ',' + JSON.stringify(Object.getOwnPropertyDescriptor(localStorage, 'n'))", "null,1,1,{\"value\":\"null\",\"writable\":true,\"enumerable\":true,\"configurable\":true}"),
        ("try { localStorage.setItem('x'); 'ok' } catch (e) { e.name + ': ' + e.message }", "TypeError: Not enough arguments"),
        ("try { Storage.prototype.getItem.call({}, 'a'); 'ok' } catch (e) { e.name + ': ' + e.message }", "TypeError: Can only call Storage.getItem on instances of Storage"),
        // https://w3c.github.io/IntersectionObserver/
        ("var io = new IntersectionObserver(function () {}, {threshold: [0.5, 0]}); [String(io.root), io.rootMargin, io.thresholds.join('/'), io.takeRecords().length, new IntersectionObserver(function () {}, {rootMargin: '10px'}).rootMargin].join()", "null,0px 0px 0px 0px,0/0.5,0,10px 10px 10px 10px"),
        ("try { new IntersectionObserver(function () {}, {threshold: 2}); 'ok' } catch (e) { e.name + ': ' + e.message }", "RangeError: Failed to construct 'IntersectionObserver': all thresholds must lie in the range [0.0, 1.0]."),
        ("try { new IntersectionObserver(function () {}).observe({}); 'ok' } catch (e) { e.name + ': ' + e.message }", "TypeError: Argument 1 ('target') to IntersectionObserver.observe must be an instance of Element"),
        ("try { new ResizeObserver(5); 'ok' } catch (e) { e.name + ': ' + e.message }", "TypeError: Argument 1 ('callback') to the ResizeObserver constructor must be a function"),
        // https://xhr.spec.whatwg.org/
        ("var x = new XMLHttpRequest(); [x.readyState, x.status, JSON.stringify(x.responseText), JSON.stringify(x.statusText), JSON.stringify(x.responseType), x.timeout, x.withCredentials, String(x.responseXML), x instanceof EventTarget].join()", "0,0,\"\",\"\",\"\",0,false,null,true"),
        ("var x = new XMLHttpRequest(); [XMLHttpRequest.UNSENT, XMLHttpRequest.DONE, x.DONE, Object.prototype.toString.call(x), typeof XMLHttpRequestEventTarget, String(x.upload)].join()", "0,4,4,[object XMLHttpRequest],function,[object XMLHttpRequestUpload]"),
        ("['send', 'setRequestHeader'].map(function (m) { try { new XMLHttpRequest()[m]('a', 'b'); return 'ok'; } catch (e) { return e.name; } }).join()", "InvalidStateError,InvalidStateError"),
        ("try { var x = new XMLHttpRequest(); x.open('BAD METHOD', '/'); 'ok' } catch (e) { e.name + ': ' + e.message }", "SyntaxError: The string did not match the expected pattern."),
        ("try { var x = new XMLHttpRequest(); x.open('GET', 'https://other.example/x', false); x.send(); 'ok' } catch (e) { e.name }", "NetworkError"),
        ("var pe = new ProgressEvent('x', {loaded: 5, total: 10, lengthComputable: true}); [pe.loaded, pe.total, pe.lengthComputable, pe instanceof Event, Object.prototype.toString.call(pe)].join()", "5,10,true,true,[object ProgressEvent]"),
        // https://websockets.spec.whatwg.org/
        ("var ws = new WebSocket('wss://example.org/sock'); [ws.readyState, ws.url, JSON.stringify(ws.protocol), ws.bufferedAmount, ws.binaryType, WebSocket.CLOSED, new WebSocket('/rel').url].join()", "0,wss://example.org/sock,\"\",0,blob,3,wss://example.com/rel"),
        ("['wss://example.org/#frag', 'ftp://example.org/', 'http://example.org/'].map(function (u) { try { new WebSocket(u); return 'ok'; } catch (e) { return e.name; } }).join()", "SyntaxError,SyntaxError,ok"),
        ("try { new WebSocket('wss://example.org/', ['a', 'a']); 'ok' } catch (e) { e.name }", "SyntaxError"),
        ("try { new WebSocket('wss://example.org/').send('x'); 'ok' } catch (e) { e.name + ': ' + e.message }", "InvalidStateError: The object is in an invalid state."),
        ("var ws = new WebSocket('wss://example.org/sock'); ws.close(); ws.readyState", "2"),
        ("var ce = new CloseEvent('close', {code: 1000, reason: 'r', wasClean: true}); ce.code + ',' + ce.reason + ',' + ce.wasClean", "1000,r,true"),
        // https://html.spec.whatwg.org/multipage/server-sent-events.html
        ("var es = new EventSource('/events'); es.readyState + ',' + es.url + ',' + es.withCredentials + ',' + EventSource.CLOSED + ',' + new EventSource('https://other.example/ev', {withCredentials: true}).withCredentials", "0,https://example.com/events,false,2,true"),
        ("try { new EventSource('http://[bad'); 'ok' } catch (e) { e.name }", "SyntaxError"),
        // Workers: WebKit throws for a saved page's worker; appexjs cannot run one either.
        ("try { new Worker('worker.js'); 'ok' } catch (e) { e.name + ': ' + e.message }", "SecurityError: The operation is insecure."),
        ("typeof Worker.prototype.postMessage + ',' + typeof Worker.prototype.terminate", "function,function"),
        // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-length: no frame documents.
        ("window.length + ',' + frames.length", "0,0"),
        // A top-level window: WebKit's answers.
        ("[frameElement, crossOriginIsolated, JSON.stringify(status), [screenLeft, screenTop].join(' '), clientInformation === navigator, offscreenBuffering].map(String).join()",
         "null,false,\"\",0 0,true,true"),
        ("[captureEvents(), releaseEvents(), moveTo(1, 2), moveBy(1, 1), resizeTo(10, 10), resizeBy(1, 1), innerWidth].map(String).join()",
         "undefined,undefined,undefined,undefined,undefined,undefined,1280"),
        ("[locationbar, menubar, personalbar, scrollbars, statusbar, toolbar].map(function (b) { return b.visible; }).join() + ' ' + Object.prototype.toString.call(toolbar) + ' ' + (toolbar instanceof BarProp)",
         "true,true,true,true,true,true [object BarProp] true"),
    ]

    @Test(arguments: expressions)
    func expressionEvaluates(source: String, expected: String) throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate(source) == expected)
    }

    /// https://xhr.spec.whatwg.org/#request-error-steps: `loadstart` during `send()`, then,
    /// from the event loop, `readystatechange` (DONE), `error` and `loadend` (WebKit's order,
    /// handlers among listeners), with a warning.
    /// `[SecureContext]` members exist only where the origin is potentially trustworthy
    /// (WebKit's answers, `../shared/tools/webkit-oracle`, for each URL).
    ///
    /// https://w3c.github.io/webappsec-secure-contexts/#is-origin-trustworthy
    @Test(arguments: [
        ("https://example.com/p.html", true), ("http://example.com/p.html", false), ("file:///tmp/p.html", true),
        ("http://localhost:8080/p.html", true), ("http://127.0.0.2/p.html", true), ("http://[::1]/p.html", true),
        ("http://a.localhost/x", true), ("data:text/html,hi", false),
    ])
    func secureContextMembersFollowTheOrigin(url: String, isSecure: Bool) throws {
        let fixture = try RealmFixture("<p>x</p>", url: url)
        let expected = isSecure
            ? "function,true,object,function,true,true,function" : "undefined,false,undefined,undefined,false,false,function"
        #expect(fixture.evaluate("""
            [typeof SubtleCrypto, 'SubtleCrypto' in window, typeof crypto.subtle, typeof crypto.randomUUID,
             'randomUUID' in Crypto.prototype, isSecureContext, typeof crypto.getRandomValues].join()
            """) == expected)
    }

    @Test func xmlHttpRequestFailsOnTheEventLoop() throws {
        let fixture = try RealmFixture(Self.page)
        _ = fixture.evaluate("""
            var x = new XMLHttpRequest(), log = [];
            x.onreadystatechange = function (e) { log.push('rsc' + x.readyState + ':' + e.constructor.name); };
            x.open('GET', '/api/data');
            x.setRequestHeader('X-A', '1');
            ['loadstart', 'progress', 'load', 'error', 'abort', 'timeout', 'loadend'].forEach(function (t) {
              x.addEventListener(t, function (e) {
                log.push(t + ':' + x.readyState + ':' + x.status + ':' + e.constructor.name + ':' + e.loaded + ':' + e.total + ':' + e.isTrusted);
              });
            });
            x.onerror = function () { log.push('onerror'); };
            x.onload = function () { log.push('onload'); };
            x.onloadend = function () { log.push('onloadend'); };
            x.send();
            """)
        #expect(fixture.evaluate("log.join() + '|' + x.readyState") == "rsc1:Event,loadstart:1:0:XMLHttpRequestProgressEvent:0:0:true|1")
        #expect(fixture.runTimers().isEmpty)
        #expect(fixture.evaluate("log.slice(2).join() + '|' + x.readyState + ',' + x.status + ',' + JSON.stringify(x.responseText) + ',' + JSON.stringify(x.getAllResponseHeaders()) + ',' + x.getResponseHeader('content-type')")
            == "rsc4:Event,error:4:0:XMLHttpRequestProgressEvent:0:0:true,onerror,loadend:4:0:XMLHttpRequestProgressEvent:0:0:true,onloadend|4,0,\"\",\"\",null")
        #expect(fixture.realm.warnings == ["XMLHttpRequest GET https://example.com/api/data was refused: network access is disabled"])
    }

    /// WebKit: a request whose load was blocked has already failed when `send()` returns,
    /// so `abort()` does not stop its error events; afterwards it makes the request unsent.
    @Test func xmlHttpRequestAbortAfterSendDoesNotStopTheError() throws {
        let fixture = try RealmFixture(Self.page)
        _ = fixture.evaluate("""
            var z = new XMLHttpRequest(), log = [];
            z.open('POST', 'https://other.example/y');
            z.onreadystatechange = function () { log.push('rsc' + z.readyState); };
            ['loadstart', 'error', 'abort', 'loadend'].forEach(function (t) { z.addEventListener(t, function () { log.push(t + z.readyState); }); });
            z.send('body'); log.push('sent' + z.readyState); z.abort();
            """)
        fixture.runTimers()
        #expect(fixture.evaluate("log.join() + '|' + z.readyState + '|' + (z.abort(), z.readyState)") == "loadstart1,sent1,rsc4,error4,loadend4|4|0")
    }

    /// WebKit fires `error` (while still CONNECTING) and no `close` for a blocked connection.
    @Test func webSocketFailsWithAnErrorEvent() throws {
        let fixture = try RealmFixture(Self.page)
        _ = fixture.evaluate("""
            var ws = new WebSocket('wss://example.org/sock'), log = [];
            ws.onerror = function (e) { log.push('error:' + e.constructor.name + ':' + ws.readyState + ':' + e.isTrusted); };
            ws.onclose = function () { log.push('close'); };
            ws.onopen = function () { log.push('open'); };
            """)
        fixture.runTimers()
        #expect(fixture.evaluate("log.join() + '|' + ws.readyState") == "error:Event:0:true|3")
        #expect(fixture.realm.warnings == ["WebSocket wss://example.org/sock was refused: network access is disabled"])
    }

    @Test func eventSourceFailsWithAnErrorEvent() throws {
        let fixture = try RealmFixture(Self.page)
        _ = fixture.evaluate("""
            var es = new EventSource('/events'), log = [];
            es.onerror = function (e) { log.push('error:' + e.constructor.name + ':' + es.readyState); };
            var closed = new EventSource('/other'); closed.onerror = function () { log.push('closed one'); }; closed.close();
            """)
        fixture.runTimers()
        #expect(fixture.evaluate("log.join() + '|' + es.readyState") == "error:Event:2|2")
        #expect(fixture.realm.warnings.count == 2)
    }

    @Test func workerConstructionIsRefusedWithAWarning() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("try { new Worker('w.js'); 'made' } catch (e) { e.name }") == "SecurityError")
        #expect(fixture.realm.warnings == ["Worker(w.js) was refused: appexjs does not run workers"])
    }

    /// Each target is reported once, at the next rendering update after the animation
    /// frame callbacks (WebKit's order); boxes are empty, and a rendered target intersects.
    @Test func observersReportEachTargetOnce() throws {
        let fixture = try RealmFixture(Self.page + "<div id=hidden style='display:none'></div>")
        _ = fixture.evaluate("""
            var log = [];
            var io = new IntersectionObserver(function (entries, observer) {
              log.push('io:' + entries.map(function (e) {
                return [e.target.id, e.isIntersecting, e.intersectionRatio, e.boundingClientRect.width, e.rootBounds.width, e.time].join('/');
              }).join(';') + ':' + (observer === io) + ':' + (this === io));
            });
            io.observe(document.getElementById('p')); io.observe(document.getElementById('hidden'));
            io.observe(document.createElement('div'));
            new ResizeObserver(function (entries) {
              log.push('ro:' + entries.map(function (e) { return e.target.id + '/' + e.contentRect.width + '/' + e.borderBoxSize[0].inlineSize; }).join(';'));
            }).observe(document.getElementById('p'));
            requestAnimationFrame(function () { log.push('raf'); });
            setTimeout(function () { log.push('t0'); }, 0);
            """)
        #expect(fixture.runTimers().isEmpty)
        #expect(fixture.evaluate("log.join(' | ')") == "t0 | raf | io:p/true/1/0/1280/16;hidden/false/0/0/1280/16;/false/0/0/1280/16:true:true | ro:p/0/0")
        _ = fixture.evaluate("io.observe(document.getElementById('p')); io.unobserve(document.getElementById('hidden')); io.observe(document.getElementById('hidden'))")
        fixture.runTimers()
        #expect(fixture.evaluate("log.length + ':' + log[log.length - 1].slice(0, 15)") == "5:io:hidden/false")
    }

    @Test func abortSignalTimeoutAbortsOnTheEventLoop() throws {
        let fixture = try RealmFixture(Self.page)
        _ = fixture.evaluate("var signal = AbortSignal.timeout(10), seen = ''; signal.onabort = function () { seen = 'abort at ' + performance.now(); };")
        #expect(fixture.evaluate("signal.aborted") == "false")
        fixture.runTimers()
        #expect(fixture.evaluate("[signal.aborted, signal.reason.name, signal.reason.message, seen].join()") == "true,TimeoutError,The operation timed out.,abort at 10")
    }

    /// Promises of bodies settle in microtasks, which run when the evaluation returns.
    @Test func bodiesAreReadAsynchronously() throws {
        let fixture = try RealmFixture(Self.page)
        _ = fixture.evaluate("""
            var out = [];
            new Blob(['ab', 'cé', new Uint8Array([65, 66])]).text().then(function (t) { out.push(t); });
            new Blob(['abc']).slice(1, 3).arrayBuffer().then(function (b) { out.push(b.byteLength); });
            var rs = new Response('{"a":1}');
            rs.json().then(function (j) { out.push(JSON.stringify(j) + rs.bodyUsed); return rs.text(); }).catch(function (e) { out.push(e.name + ': ' + e.message); });
            new Response('{bad').json().catch(function (e) { out.push(e.name + ': ' + e.message); });
            new Response('abc').blob().then(function (b) { out.push(b.size + ':' + b.type); });
            new Response('a=1&b=2', {headers: {'content-type': 'application/x-www-form-urlencoded'}}).formData().then(function (f) { out.push(f.get('b')); });
            new Request('/x', {method: 'POST', body: 'data'}).text().then(function (t) { out.push(t); });
            new Response(new Uint8Array([104, 105])).text().then(function (t) { out.push(t); });
            """)
        #expect(fixture.evaluate("out.sort().join(' | ')") == [
            "2", "3:text/plain;charset=utf-8", "SyntaxError: The string did not match the expected pattern.",
            "TypeError: Body is disturbed or locked", "abcéAB", "data", "hi", "{\"a\":1}true", "2",
        ].sorted().joined(separator: " | "))
    }

    /// Storage starts empty in each realm and is not shared between realms.
    @Test func storageBelongsToItsRealm() throws {
        let first = try RealmFixture(Self.page)
        let second = try RealmFixture(Self.page)
        _ = first.evaluate("localStorage.setItem('k', 'v'); sessionStorage.k = 'w'")
        #expect(first.evaluate("localStorage.k + sessionStorage.k") == "vw")
        #expect(second.evaluate("localStorage.length + ',' + sessionStorage.length") == "0,0")
    }

    /// Made on first use: until then a global is an accessor; reading it leaves WebKit's
    /// data property, and a script's own value assigned first is kept.
    @Test func globalsAreMadeOnFirstUse() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("typeof Object.getOwnPropertyDescriptor(window, 'Headers').get") == "function")
        #expect(fixture.evaluate("Headers; var d = Object.getOwnPropertyDescriptor(window, 'Headers'); [typeof d.value, d.writable, d.enumerable, d.configurable].join()") == "function,true,false,true")
        #expect(fixture.evaluate("window.Blob = 'mine'; Blob + ',' + new Response(new File(['ab'], 'f.txt', {type: 'x/y'})).headers.get('content-type')") == "mine,x/y")
        #expect(fixture.evaluate("var d = Object.getOwnPropertyDescriptor(window, 'crypto'); crypto = 5; typeof d.get + ',' + d.enumerable + ',' + typeof crypto") == "function,true,object")
        #expect(fixture.evaluate("Object.keys(window).indexOf('structuredClone') >= 0") == "true")
    }
}
