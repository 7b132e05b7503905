import Testing

/// Loads a script starts fail as in WebKit with the network off: which elements get
/// `error` (or `load`), and when. Expected values are what WebKit gives
/// (`../shared/tools/webkit-oracle`, the page loaded as `https://example.com/a/b.html`),
/// except for the order of events of different kinds (see `ResourceLoads`).
@Suite struct ResourceLoadsTests {
    static let page = #"<!DOCTYPE html><html><head><title>t</title></head><body><p id=p>Hi <img src="x.png" width=10></p></body></html>"#

    /// `watch(element, name)` logs each `load` and `error` event as `name:type`.
    static let prelude = """
        var log = [];
        function watch(element, name) {
          element.addEventListener('load', function (e) { log.push(name + ':load'); });
          element.addEventListener('error', function (e) {
            log.push(name + ':error:' + e.constructor.name + ':' + e.bubbles + ':' + e.cancelable + ':' + e.isTrusted);
          });
        }
        """

    static let cases: [(name: String, script: String, expected: [String])] = [
        ("a script, a style sheet and an image fail in tasks of their own, after microtasks and before a later timer",
         """
         var i = new Image(); watch(i, 'img'); i.src = 'https://cdn.example.com/a.png';
         var l = document.createElement('link'); l.rel = 'stylesheet'; l.href = 'https://cdn.example.com/a.css'; watch(l, 'link');
         document.head.appendChild(l);
         var s = document.createElement('script'); s.src = 'https://cdn.example.com/lib.js'; watch(s, 'script'); document.head.appendChild(s);
         log.push('sync-end');
         Promise.resolve().then(function () { log.push('microtask'); });
         setTimeout(function () { log.push('timeout0'); }, 0);
         """,
         ["sync-end", "microtask", "img:error:Event:false:false:true", "link:error:Event:false:false:true",
          "script:error:Event:false:false:true", "timeout0"]),
        ("the handler attribute runs too",
         """
         var s = document.createElement('script'); s.onerror = function () { log.push('onerror'); };
         s.src = '/lib.js'; document.body.appendChild(s);
         """,
         ["onerror"]),
        ("an image fails once however often its source changes before the event, and not for other attributes",
         """
         var i = new Image(); watch(i, 'twice'); i.src = 'https://cdn.example.com/a.png'; i.src = 'https://cdn.example.com/b.png';
         var i2 = new Image(); watch(i2, 'srcset'); i2.srcset = 'https://cdn.example.com/c.png 1x';
         var i3 = new Image(); watch(i3, 'alt'); i3.alt = 'x';
         var i4 = new Image(); watch(i4, 'empty'); i4.src = '';
         var i5 = new Image(); watch(i5, 'data'); i5.src = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
         """,
         ["twice:error:Event:false:false:true", "srcset:error:Event:false:false:true", "empty:error:Event:false:false:true",
          "data:load"]),
        ("a script loads once: when connected with a source, or given one while connected; not when moved, not when innerHTML made it, not when its type is not JavaScript",
         """
         var s = document.createElement('script'); s.src = 'https://cdn.example.com/lib.js'; watch(s, 'script');
         document.head.appendChild(s); s.src = 'https://cdn.example.com/lib2.js'; document.body.appendChild(s);
         var detached = document.createElement('script'); detached.src = '/never.js'; watch(detached, 'detached');
         var late = document.createElement('script'); watch(late, 'late'); document.head.appendChild(late); late.src = '/late.js';
         var empty = document.createElement('script'); watch(empty, 'empty'); empty.setAttribute('src', ''); document.head.appendChild(empty);
         var template = document.createElement('script'); watch(template, 'template'); template.type = 'text/template'; template.src = '/t.js';
         document.head.appendChild(template);
         var module = document.createElement('script'); watch(module, 'module'); module.type = 'module'; module.src = '/m.js';
         document.head.appendChild(module);
         var d = document.createElement('div'); d.innerHTML = '<script src="/ih.js"></scr' + 'ipt>'; watch(d.firstChild, 'innerHTML');
         document.body.appendChild(d);
         var page = document.createElement('script'); document.head.appendChild(page);
         """,
         ["script:error:Event:false:false:true", "late:error:Event:false:false:true", "empty:error:Event:false:false:true",
          "module:error:Event:false:false:true"]),
        ("a link loads when connected with an href and a rel that fetches, and again when they change",
         """
         var ih = document.createElement('div'); ih.innerHTML = '<link rel=stylesheet href="/ih.css">'; watch(ih.firstChild, 'innerHTML');
         document.head.appendChild(ih);
         var late = document.createElement('link'); watch(late, 'late'); document.head.appendChild(late); late.rel = 'stylesheet'; late.href = '/late.css';
         var preload = document.createElement('link'); watch(preload, 'preload'); preload.rel = 'preload'; preload.as = 'script'; preload.href = '/p.js';
         document.head.appendChild(preload);
         var icon = document.createElement('link'); watch(icon, 'icon'); icon.rel = 'icon'; icon.href = '/a.ico'; document.head.appendChild(icon);
         var data = document.createElement('link'); watch(data, 'data'); data.rel = 'stylesheet'; data.href = 'data:text/css,p{}'; document.head.appendChild(data);
         """,
         ["innerHTML:error:Event:false:false:true", "late:error:Event:false:false:true", "preload:error:Event:false:false:true",
          "data:load"]),
        ("images innerHTML or cloneNode made load; the page's own image does not when moved",
         """
         var d = document.createElement('div'); d.innerHTML = '<img src="/e.png">'; watch(d.firstChild, 'innerHTML');
         var existing = document.querySelector('img'); watch(existing, 'moved'); document.body.appendChild(existing);
         var copy = existing.cloneNode(); watch(copy, 'clone');
         """,
         ["innerHTML:error:Event:false:false:true", "clone:error:Event:false:false:true"]),
        ("a frame without a source loads about:blank; a refused source fires nothing",
         """
         var blank = document.createElement('iframe'); watch(blank, 'blank'); document.body.appendChild(blank);
         var remote = document.createElement('iframe'); remote.src = 'https://cdn.example.com/frame.html'; watch(remote, 'remote');
         document.body.appendChild(remote);
         """,
         ["blank:load"]),
        ("nothing loads in a document without a window",
         """
         var other = document.implementation.createHTMLDocument('');
         var i = other.createElement('img'); watch(i, 'img'); i.src = '/a.png';
         var s = other.createElement('script'); s.src = '/a.js'; watch(s, 's'); other.head.appendChild(s);
         var copy = document.cloneNode(true); var s2 = copy.createElement('script'); s2.src = '/b.js'; watch(s2, 's2'); copy.head.appendChild(s2);
         """,
         []),
    ]

    @Test(arguments: cases)
    func eventsFireAsInWebKit(name: String, script: String, expected: [String]) throws {
        let fixture = try RealmFixture(Self.page, url: "https://example.com/a/b.html")
        _ = fixture.evaluate(Self.prelude + script)
        #expect(fixture.runTimers().isEmpty)
        #expect(fixture.evaluate("log.join('|')") == expected.joined(separator: "|"), "\(name)")
    }

    @Test func eachKindOfRefusedLoadIsOneWarningNamingTheFirstURLAndCountingTheRest() throws {
        let fixture = try RealmFixture(Self.page, url: "https://example.com/a/b.html")
        _ = fixture.evaluate("""
            for (var n = 0; n < 3; n++) { var s = document.createElement('script'); s.src = '/lib' + n + '.js'; document.head.appendChild(s); }
            new Image().src = 'pic.png';
            var f = document.createElement('iframe'); f.src = '/frame.html'; document.body.appendChild(f);
            """)
        #expect(fixture.realm.warnings == [
            #"<script src="https://example.com/lib0.js"> was not loaded: network access is disabled, so its error event fires (and 2 more <script> loads were refused)"#,
            #"<img src="https://example.com/a/pic.png"> was not loaded: network access is disabled, so its error event fires"#,
            #"<iframe src="https://example.com/frame.html"> was not loaded: network access is disabled, so it stays empty"#,
        ])
    }
}
