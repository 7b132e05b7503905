import Testing

/// The browser environment beyond the DOM tree: URL and encoding APIs, parsers and
/// serializers, style without layout, dialogs, history, mutation observers. Expected
/// values are what WebKit gives (`../shared/tools/webkit-oracle`), except where noted.
@Suite struct BrowserEnvironmentTests {
    static let page = "<!DOCTYPE html><html><head><title>T</title></head><body><p id=p>text</p></body></html>"

    static let expressions: [(String, String)] = [
        // https://url.spec.whatwg.org/#interface-urlsearchparams
        ("var p = new URLSearchParams('?a=1&b=2&a=3'); p.append('c', 'x y'); p.set('a', '9'); p.delete('b'); p.toString() + '|' + p.getAll('a') + '|' + p.has('c') + '|' + p.size", "a=9&c=x+y|9|true|2"),
        ("var r = []; for (var [k, v] of new URLSearchParams({x: '1', y: '2'})) r.push(k + '=' + v); r.join(',')", "x=1,y=2"),
        ("var u = new URL('https://e.com/p?q=1'); u.searchParams.append('r', 'ä'); var s1 = u.href; u.search = '?z=2'; s1 + '|' + u.searchParams.get('z') + '|' + (u.searchParams === u.searchParams)", "https://e.com/p?q=1&r=%C3%A4|2|true"),
        ("var sp = new URLSearchParams('b=2&a=1&b=1'); sp.sort(); sp.toString()", "a=1&b=2&b=1"),
        ("URL.canParse('https://a/') + ',' + URL.canParse('nope')", "true,false"),
        // https://encoding.spec.whatwg.org/#interface-textencoder
        ("Array.from(new TextEncoder().encode('é€')).join(',')", "195,169,226,130,172"),
        ("new TextDecoder().decode(new Uint8Array([0xEF,0xBB,0xBF,0x68,0xC3,0xA9])) + '|' + new TextDecoder('windows-1252').decode(new Uint8Array([0x80,0xE9])) + '|' + new TextDecoder('latin1').encoding", "hé|€é|windows-1252"),
        // WebKit's message is "Type error"; the name is what scripts test.
        ("try { new TextDecoder('utf-8', {fatal: true}).decode(new Uint8Array([0xFF])) } catch (e) { e.name }", "TypeError"),
        ("try { new TextDecoder('klingon') } catch (e) { e.name }", "RangeError"),
        // https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-domparser-parsefromstring
        ("var d = new DOMParser().parseFromString('<p class=x>Hi<b>!</b></p>', 'text/html'); d.body.innerHTML + '|' + d.contentType + '|' + (d !== document) + '|' + d.title.length", "<p class=\"x\">Hi<b>!</b></p>|text/html|true|0"),
        // https://w3c.github.io/DOM-Parsing/#the-xmlserializer-interface
        ("var x = document.createElement('div'); x.innerHTML = \"<br><img src='a&b'>x<i>y</i>\"; new XMLSerializer().serializeToString(x)", "<div xmlns=\"http://www.w3.org/1999/xhtml\"><br /><img src=\"a&amp;b\" />x<i>y</i></div>"),
        // Empty HTML elements that are not void get an end tag; empty foreign elements close with "/>".
        ("var p = document.createElement('p'); p.appendChild(document.createElement('span')); p.appendChild(document.createElementNS('http://www.w3.org/2000/svg', 'g')); var s = new XMLSerializer(); s.serializeToString(p) + '|' + s.serializeToString(document.createElementNS(null, 'foo'))", "<p xmlns=\"http://www.w3.org/1999/xhtml\"><span></span><g xmlns=\"http://www.w3.org/2000/svg\"/></p>|<foo/>"),
        // https://drafts.csswg.org/cssom/#dom-window-getcomputedstyle
        ("var h = document.createElement('h1'); document.body.appendChild(h); var s = getComputedStyle(h); [s.display, s.fontWeight, s.getPropertyValue('font-size'), s.position, s.color, s.visibility].join(',')", "block,700,32px,static,rgb(0, 0, 0),visible"),
        ("var c = document.createElement('div'); c.style.color = 'red'; c.style.backgroundColor = '#0f08'; c.style.display = 'inline'; document.body.appendChild(c); var cs = getComputedStyle(c); cs.color + ',' + cs.backgroundColor + ',' + cs.display", "rgb(255, 0, 0),rgba(0, 255, 0, 0.533),inline"),
        ("var a = document.createElement('a'); a.href = '/x'; var inner = document.createElement('span'); a.appendChild(inner); document.body.appendChild(a); getComputedStyle(inner).color", "rgb(0, 0, 238)"),
        // No layout: every box is empty (WebKit gives real sizes).
        // An element with boxes has one (empty) client rect, one without has none: `getClientRects().length`
        // answers visibility checks as WebKit does (https://drafts.csswg.org/cssom-view/#dom-element-getclientrects).
        ("var hidden = document.createElement('p'); hidden.style.display = 'none'; document.body.append(hidden); var list = document.body.getClientRects(); [Object.prototype.toString.call(list), list.length, list.item(0) instanceof DOMRect, list[0] === list.item(0), list.item(5), Array.isArray(list), [...list].length, hidden.getClientRects().length, document.createElement('div').getClientRects().length].join('|')", "[object DOMRectList]|1|true|true||false|1|0|0"),
        ("var rect = document.body.getBoundingClientRect(); [rect instanceof DOMRect, rect.x, rect.width, JSON.stringify(rect.toJSON())].join('|')", "true|0|0|{\"x\":0,\"y\":0,\"width\":0,\"height\":0,\"top\":0,\"right\":0,\"bottom\":0,\"left\":0}"),
        ("var dr = new DOMRect(1, 2, -3, 4); [dr.left, dr.right, dr.top, dr.bottom, (dr.width = 5, dr.right)].join(',')", "-2,1,2,6,6"),
        // https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#user-prompts
        // WebKit with no user interface answers prompt() with its default text; the issue
        // asks for null, a user who cancels.
        ("String(confirm('sure?')) + ',' + String(prompt('name?')) + ',' + String(prompt('age?', '42')) + ',' + String(alert('hi'))", "true,null,null,undefined"),
        ("String(window.open('https://x.org/'))", "null"),
        ("var log = []; queueMicrotask(function () { log.push('m'); }); log.push('s'); log.join('')", "s"),
        ("history.length + ',' + typeof history.pushState", "1,function"),
        ("document.cookie = 'a=1'; document.cookie = 'b=2; path=/'; document.cookie", "a=1; b=2"),
        ("[typeof navigator.userAgent, navigator.language.length > 0, typeof screen.width, devicePixelRatio > 0].join(',')", "string,true,number,true"),
        ("typeof fetch + ',' + typeof document.write", "function,function"),
    ]

    @Test(arguments: expressions)
    func expressionEvaluates(source: String, expected: String) throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate(source) == expected)
    }

    /// Records are delivered in a microtask, which the engine runs when the evaluation returns.
    @Test func mutationObserverDeliversRecordsInOrder() throws {
        let fixture = try RealmFixture(Self.page)
        _ = fixture.evaluate("""
            var seen = []; var target = document.getElementById('p');
            new MutationObserver(function (records) {
              records.forEach(function (r) { seen.push(r.type + ':' + (r.attributeName || '') + ':' + r.addedNodes.length + ':' + r.oldValue); });
            }).observe(target, {attributes: true, attributeOldValue: true, childList: true, subtree: true});
            target.setAttribute('data-x', '1'); target.setAttribute('data-x', '2'); target.appendChild(document.createElement('span'));
            """)
        #expect(fixture.evaluate("seen.join(';')") == "attributes:data-x:0:null;attributes:data-x:0:1;childList::1:null")
    }

    @Test func documentWriteReplacesAnOpenDocument() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("document.open(); document.write('<p>a'); document.writeln('b</p>'); document.close(); document.body.innerHTML") == "<p>ab</p>\n")
    }

    @Test func dialogsAndNavigationsAreRecorded() throws {
        let fixture = try RealmFixture(Self.page)
        _ = fixture.evaluate("alert('one'); confirm('two'); open('other.html'); history.pushState(null, '', '?page=2')")
        #expect(fixture.realm.dialogs.map { "\($0.kind) \($0.message)" } == ["alert one", "confirm two"])
        #expect(fixture.realm.navigationRequests.map { "\($0.kind.rawValue) \($0.url)" } == [
            "open https://example.com/dir/other.html", "pushState https://example.com/dir/page.html?page=2",
        ])
    }

    @Test func fetchRejectsWithoutTouchingTheNetwork() throws {
        let fixture = try RealmFixture(Self.page)
        _ = fixture.evaluate("var outcome = 'pending'; fetch('https://example.com/api').then(function () { outcome = 'sent'; }, function (e) { outcome = e.name; })")
        #expect(fixture.evaluate("outcome") == "TypeError")
        #expect(fixture.realm.warnings.contains { $0.contains("fetch(https://example.com/api)") })
    }

    /// A `Request` is reported by its URL, and a string by the URL it parses to against the
    /// document (https://fetch.spec.whatwg.org/#dom-request).
    @Test func fetchReportsTheURLItWouldHaveRequested() throws {
        let fixture = try RealmFixture(Self.page)
        _ = fixture.evaluate("""
            var messages = [];
            [new Request('https://x.example/r?q=1'), '/api/rel', new URL('https://u.example/')].forEach(function (input) {
              fetch(input).catch(function (e) { messages.push(e.message); });
            });
            """)
        #expect(fixture.realm.warnings == [
            "fetch(https://x.example/r?q=1) was refused: network access is disabled",
            "fetch(https://example.com/api/rel) was refused: network access is disabled",
            "fetch(https://u.example/) was refused: network access is disabled",
        ])
        #expect(fixture.evaluate("messages[0]") == "network access is disabled: fetch(https://x.example/r?q=1) was not sent")
    }

    @Test func unhandledRejectionsAreReported() throws {
        let fixture = try RealmFixture(Self.page)
        _ = fixture.evaluate("Promise.reject(new RangeError('lost')); Promise.reject(new Error('kept')).catch(function () {})")
        #expect(fixture.realm.uncaughtErrors.map(\.summary) == ["RangeError: lost"])
    }
}
