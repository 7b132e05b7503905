import AppexJS
import Foundation
import TestSupport
import Testing

@Suite struct ExtensionSessionTests {
    @Test func runReturnsTheItemSafariHandsTheExtension() async throws {
        var options = SessionOptions()
        options.url = "https://example.com/a"
        let script = ExtensionScript(
            source: "\u{FEFF}var ExtensionPreprocessingJS = { run: function (a) { a.completionFunction({ t: document.title }); } };",
            name: "ext.js")
        let session = try ExtensionSession(html: "<title>Hi</title>", scripts: [script], options: options)
        let item = try session.run()
        let provider = try #require(item.attachments.first)
        #expect(provider.registeredTypeIdentifiers == [TypeIdentifier.propertyList, TypeIdentifier.url])
        #expect(provider.hasItemConformingToTypeIdentifier("public.url"))
        let loaded = try await provider.loadItem(forTypeIdentifier: TypeIdentifier.propertyList)
        #expect(loaded == .propertyList(.dictionary([NSExtensionJavaScriptPreprocessingResultsKey: .dictionary(["t": .string("Hi")])])))
        #expect(try await provider.loadItem(forTypeIdentifier: TypeIdentifier.url) == .url("https://example.com/a"))
        await #expect(throws: ItemProviderError.self) { _ = try await provider.loadItem(forTypeIdentifier: "public.jpeg") }
    }

    /// A timer callback's exception reaches the page's `error` listeners, muted on a page of
    /// an opaque origin (here `about:blank`), as in Safari (`../shared/tools/webkit-oracle`),
    /// and the run goes on.
    @Test func timerExceptionsFireErrorEventsAtTheWindow() throws {
        let script = ExtensionScript(
            source: """
                var ExtensionPreprocessingJS = { run: function (a) {
                  var seen = [];
                  window.addEventListener('error', function (e) { seen.push(e.message + '|' + e.isTrusted + '|' + e.error); });
                  setTimeout(function () { throw new TypeError('boom'); }, 0);
                  setTimeout(function () { a.completionFunction({ seen: seen }); }, 5);
                } };
                """, name: "ext.js")
        let session = try ExtensionSession(html: "<body></body>", scripts: [script])
        let item = try session.run()
        #expect(item.preprocessingResults == .dictionary(["seen": .array([.string("Script error.|true|null")])]))
        #expect(session.report.uncaughtErrors == ["TypeError: boom"])
    }

    /// Sessions in an engine that builds windows ahead see their own page, URL, encoding
    /// and environment, as sessions in one that does not.
    @Test func windowsBuiltAheadServeTheNextSessionsAsTheirOwn() throws {
        let script = ExtensionScript(
            source: """
                var ExtensionPreprocessingJS = { run: function (a) {
                  a.completionFunction({ page: [document.title, document.URL, document.characterSet, navigator.platform,
                    innerWidth, document.querySelector('noscript').childNodes.length, typeof window.leftOver].join('|') });
                  window.leftOver = 1;
                } };
                """, name: "ext.js")
        let html = "<title>T</title><body><noscript><p>a</p><p>b</p></noscript>"
        func results(_ engine: ScriptEngine, _ pages: [(url: String, platform: SessionOptions.Platform, scripting: Bool)]) throws -> [PropertyListValue?] {
            try pages.map { page in
                var options = SessionOptions()
                options.url = page.url
                options.platform = page.platform
                options.scriptingEnabled = page.scripting
                return try ExtensionSession(html: html, scripts: [script], options: options, engine: engine).run().preprocessingResults
            }
        }
        let pages: [(url: String, platform: SessionOptions.Platform, scripting: Bool)] = [
            ("https://a.example/1", .iOS, true), ("https://b.example/2", .iOS, false), ("https://c.example/3", .macOS, true),
            ("https://d.example/4", .macOS, true),
        ]
        let ahead = ScriptEngine()
        ahead.preparesWindowsAhead = true
        let expected = try results(ScriptEngine(), pages)
        #expect(try results(ahead, pages) == expected)
        #expect(expected[1] == .dictionary(["page": .string("T|https://b.example/2|UTF-8|iPhone|390|2|undefined")]))
        #expect(expected[3] == .dictionary(["page": .string("T|https://d.example/4|UTF-8|MacIntel|1280|1|undefined")]))
    }

    /// An engine that builds windows ahead runs its sessions in two machines by turns: the
    /// time limit stops an endless script in either, and later sessions run as before.
    @Test func theTimeLimitHoldsInBothMachinesOfAnEngineBuildingAhead() throws {
        let engine = ScriptEngine()
        engine.preparesWindowsAhead = true
        let counting = ExtensionScript(
            source: "var ExtensionPreprocessingJS = { run: function (a) { a.completionFunction({ n: document.body.childNodes.length }); } };",
            name: "e.js")
        let endless = ExtensionScript(source: "var ExtensionPreprocessingJS = { run: function (a) { for (;;) {} } };", name: "loop.js")
        var options = SessionOptions()
        options.timeout = 0.2
        for round in 0..<2 {
            for _ in 0..<2 {
                let session = try ExtensionSession(html: "<p>x<p>y", scripts: [endless], options: options, engine: engine)
                let error = #expect(throws: AppexError.self) { try session.run() }
                #expect(error?.kind == .timedOut, "round \(round)")
            }
            let session = try ExtensionSession(html: "<p>x<p>y", scripts: [counting], options: options, engine: engine)
            #expect(try session.run().preprocessingResults == .dictionary(["n": .integer(2)]))
        }
    }

    @Test func finalizeKeepsStateFromRunAndChangesThePage() throws {
        let script = ExtensionScript(
            source: """
                var seen;
                var ExtensionPreprocessingJS = {
                  run: function (a) { seen = document.title; a.completionFunction({}); },
                  finalize: function (args) {
                    document.body.style.backgroundColor = args.color;
                    setTimeout(function () { document.body.setAttribute('data-seen', seen); }, 100);
                  }
                };
                """, name: "ext.js")
        let session = try ExtensionSession(html: "<title>Kept</title><body>x</body>", scripts: [script])
        _ = try session.run()
        try session.finalize(returning: [.finalizing(with: ["color": .string("#ff0000")])])
        #expect(session.pageHTML.contains("<body style=\"background-color: rgb(255, 0, 0);\" data-seen=\"Kept\">"))
    }

    /// A Polish page whose `<meta>` comes after 1024 bytes of head: WebKit reads it as
    /// windows-1250, and so does the session; the page is written back in windows-1250, with
    /// what that encoding lacks as numeric character references.
    @Test func aLateMetaDecidesThePageEncodingAndTheWriteBack() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("late-meta-\(UUID().uuidString).html").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let head = "<html><head><title>T</title><!--" + String(repeating: "x", count: 1100) + "--><meta charset=windows-1250></head><body>"
        try Data(Array(head.utf8) + [0xB9, 0xEA] + Array("</body></html>".utf8)).write(to: URL(fileURLWithPath: path))
        let script = ExtensionScript(
            source: """
                var ExtensionPreprocessingJS = {
                  run: function (a) { a.completionFunction({ characterSet: document.characterSet, text: document.body.textContent }); },
                  finalize: function () { document.body.textContent += '€中'; }
                };
                """, name: "ext.js")
        let session = try ExtensionSession(pagePath: path, scripts: [script])
        let results = try session.run().preprocessingResults
        #expect(results == .dictionary(["characterSet": .string("windows-1250"), "text": .string("ąę")]))
        #expect(session.report.encoding == "windows-1250")
        #expect(session.report.encodingSource == "lateMeta")
        try session.finalize(with: [:])
        #expect(Array(session.pageData.suffix(25)) == [0xB9, 0xEA, 0x80] + Array("&#20013;</body></html>".utf8))
    }

    /// The frames an archive holds are the frames' documents, each in its own encoding; a frame
    /// the archive lacks shows about:blank.
    @Test(arguments: ["article.webarchive", "article.mhtml"])
    func archivedFramesAreTheFramesDocuments(name: String) throws {
        let file = try TemporaryFile(name: name, bytes: name.hasSuffix("mhtml") ? SavedPageSamples.mhtml() : SavedPageSamples.webArchive())
        defer { file.remove() }
        let script = ExtensionScript(
            source: """
                var ExtensionPreprocessingJS = { run: function (a) {
                  var held = document.getElementById('held').contentDocument, missing = document.getElementById('missing');
                  a.completionFunction({ held: [held.URL, held.characterSet, held.body.textContent, frames[0].document === held].join('|'),
                    missing: missing.contentDocument.URL, page: document.characterSet, frames: window.length });
                } };
                """, name: "ext.js")
        let session = try ExtensionSession(pagePath: file.path, scripts: [script])
        #expect(try session.run().preprocessingResults == .dictionary([
            "held": .string("https://example.pl/frame.html|UTF-8|ramka – ćma|true"), "missing": .string("about:blank"),
            "page": .string("ISO-8859-2"), "frames": .integer(2),
        ]))
    }

    /// An `.xhtml` page is XML: parsed as XML (a well-formedness error is a warning naming its
    /// line and column, with WebKit's parsererror block in the page), written back as XML.
    @Test func xhtmlPagesAreXML() throws {
        let good = try TemporaryFile(name: "page.xhtml", bytes: Array("""
            <?xml version="1.0" encoding="iso-8859-2"?>
            <html xmlns="http://www.w3.org/1999/xhtml"><head><title>T</title></head><body><p>\u{0}</p><br/></body></html>
            """.replacingOccurrences(of: "\u{0}", with: "x").utf8))
        defer { good.remove() }
        let script = ExtensionScript(
            source: """
                var ExtensionPreprocessingJS = {
                  run: function (a) { a.completionFunction({ type: document.contentType, set: document.characterSet, p: document.querySelector('p').textContent }); },
                  finalize: function () { document.querySelector('p').textContent = 'ą'; }
                };
                """, name: "ext.js")
        let session = try ExtensionSession(pagePath: good.path, scripts: [script])
        #expect(try session.run().preprocessingResults == .dictionary([
            "type": .string("application/xhtml+xml"), "set": .string("ISO-8859-2"), "p": .string("x"),
        ]))
        #expect(session.report.warnings.isEmpty)
        try session.finalize(with: [:])
        // XML serialization (<br />), in the page's encoding, which the declaration names.
        let saved = String(decoding: try session.savedPageData(), as: UTF8.self)
        #expect(saved.hasPrefix("<?xml version=\"1.0\" encoding=\"ISO-8859-2\"?>\n<html xmlns=\"http://www.w3.org/1999/xhtml\">"))
        #expect(saved.contains("<br />"))
        #expect(try session.savedPageData().contains(0xB1))

        let bad = try TemporaryFile(name: "bad.xhtml", bytes: Array("<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><p>a</div></body></html>".utf8))
        defer { bad.remove() }
        let broken = try ExtensionSession(pagePath: bad.path, scripts: [script])
        #expect(broken.report.warnings == [
            "\(bad.path):1:60: XML error: Opening and ending tag mismatch: p line 1 and div (the page is what was parsed before it, as in WebKit)"
        ])
        #expect(try broken.run().preprocessingResults?["p"] == .string("a"))
    }

    @Test func ignoredEncodingLabelsAreWarnings() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bogus-\(UUID().uuidString).html").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("<html><head><meta charset=klingon></head><body>x</body></html>".utf8).write(to: URL(fileURLWithPath: path))
        let script = ExtensionScript(source: "var ExtensionPreprocessingJS = { run: function (a) { a.completionFunction({}); } };", name: "ext.js")
        let session = try ExtensionSession(pagePath: path, scripts: [script])
        #expect(session.report.warnings == [
            "\(path): the <meta> ending at byte 34 names the encoding 'klingon', which the Encoding Standard does not know; "
                + "it is ignored, as WebKit ignores it"
        ])
        #expect(session.report.encodingSource == "validUTF8")
    }

    @Test func finalizeArgumentKeysComeInSortedOrder() throws {
        let script = ExtensionScript(
            source: """
                var ExtensionPreprocessingJS = {
                  run: function (a) { a.completionFunction({}); },
                  finalize: function (args) { document.body.textContent = JSON.stringify(args); }
                };
                """, name: "ext.js")
        let keys = ["password", "email", "zed", "alpha", "remember", "form", "b", "a"]
        let values = PropertyListValue.dictionary(Dictionary(uniqueKeysWithValues: keys.map { ($0, .integer(1)) }))
        let session = try ExtensionSession(html: "<body></body>", scripts: [script])
        _ = try session.run()
        try session.finalize(with: ["values": values, "form": .string("login"), "b": .boolean(true)])
        let expected = #"{"b":true,"form":"login","values":{"a":1,"alpha":1,"b":1,"email":1,"form":1,"password":1,"remember":1,"zed":1}}"#
        #expect(session.pageHTML.contains("<body>\(expected)</body>"), "\(session.pageHTML)")
    }

    @Test func finalizeIsNotCalledOnMacOS() throws {
        var options = SessionOptions()
        options.platform = .macOS
        let script = ExtensionScript(
            source: "var ExtensionPreprocessingJS = { run: function (a) { a.completionFunction({}); }, finalize: function () { document.body.id = 'x'; } };",
            name: "ext.js")
        let session = try ExtensionSession(html: "<body></body>", scripts: [script], options: options)
        _ = try session.run()
        try session.finalize(with: [:])
        #expect(!session.pageHTML.contains("id=\"x\""))
    }

    @Test func finalizeErrorsSayWhichOneItWas() throws {
        let noFinalize = ExtensionScript(
            source: "var ExtensionPreprocessingJS = { run: function (a) { a.completionFunction({}); } };", name: "e.js")
        let session = try ExtensionSession(html: "", scripts: [noFinalize])
        _ = try session.run()
        #expect(throws: AppexError.self) { try session.finalize(with: ["a": .integer(1)]) }

        let notDictionary = ExtensionItem(attachments: [
            ItemProvider(items: [(TypeIdentifier.propertyList, .propertyList(.dictionary([NSExtensionJavaScriptFinalizeArgumentKey: .string("x")])))])
        ])
        do {
            _ = try ExtensionItem.finalizeArgument(in: [notDictionary])
            Issue.record("a string finalize argument was accepted")
        } catch {
            #expect(error.kind == .finalizeArgumentNotDictionary)
        }
        #expect(try ExtensionItem.finalizeArgument(in: [ExtensionItem(attachments: [])]) == nil)
    }

    @Test func sessionsCanShareAnEngine() throws {
        let engine = ScriptEngine()
        let script = ExtensionScript(
            source: "var ExtensionPreprocessingJS = { run: function (a) { window.leak = (window.leak || 0) + 1; a.completionFunction({ n: window.leak }); } };",
            name: "e.js")
        for _ in 0..<3 {
            let session = try ExtensionSession(html: "", scripts: [script], engine: engine)
            // Each session has a fresh global object: nothing leaks between pages.
            #expect(try session.run().preprocessingResults == .dictionary(["n": .integer(1)]))
        }
    }

    /// The window is built on another thread while the page parses, or afterwards; scripts
    /// see the same parsed page and the same window either way. (Expected values: the
    /// webkit-oracle's, for these URLs.)
    @Test(arguments: [true, false])
    func theWindowSeesTheParsedPageWhetherBuiltWhileParsingOrAfter(whileParsing: Bool) throws {
        let engine = ScriptEngine()
        let script = ExtensionScript(
            source: """
                var ExtensionPreprocessingJS = { run: function (a) { a.completionFunction({
                  origin: window.origin, secure: isSecureContext, title: document.title, href: location.href,
                  paragraphs: document.getElementsByTagName('p').length, last: document.body.lastChild.textContent,
                  window: window === self && self === globalThis && document.defaultView === window }); } };
                """, name: "e.js")
        let html = "<title>Parsed</title>" + (1...4000).map { "<p>paragraph \($0)</p>" }.joined()
        for (url, origin, secure) in [("https://example.com/a/b", "https://example.com", true), ("http://example.com:8080/x", "http://example.com:8080", false)] {
            var options = SessionOptions()
            options.url = url
            options.buildsWindowWhileParsing = whileParsing
            for _ in 0..<5 {
                let session = try ExtensionSession(html: html, scripts: [script], options: options, engine: engine)
                #expect(
                    try session.run().preprocessingResults
                        == .dictionary([
                            "origin": .string(origin), "secure": .boolean(secure), "title": .string("Parsed"), "href": .string(url),
                            "paragraphs": .integer(4000), "last": .string("paragraph 4000"), "window": .boolean(true),
                        ]))
            }
        }
    }

    /// Each engine builds windows on a thread of its own, which ends with the engine: making
    /// and dropping engines leaves no threads behind.
    @Test func droppedEnginesLeaveNoThreadsBehind() throws {
        func threadCount() throws -> Int { try FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count }
        let script = ExtensionScript(
            source: "var ExtensionPreprocessingJS = { run: function (a) { a.completionFunction({ n: document.body.childNodes.length }); } };",
            name: "e.js")
        let before = try threadCount()
        for _ in 0..<60 {
            let session = try ExtensionSession(html: "<p>x</p>", scripts: [script], engine: ScriptEngine())
            #expect(try session.run().preprocessingResults == .dictionary(["n": .integer(1)]))
        }
        // Other tests run alongside and start threads of their own; sixty kept threads would show.
        #expect(try threadCount() < before + 30)
    }

    /// A full collection between sessions frees what finished sessions left and nothing
    /// the engine still needs: later sessions on the engine run as before.
    @Test func sessionsRunAfterTheEngineCollectsBetweenThem() throws {
        let engine = ScriptEngine()
        let script = ExtensionScript(
            source: """
                var ExtensionPreprocessingJS = { run: function (a) {
                  var list = document.querySelectorAll('p'), texts = [];
                  for (var i = 0; i < list.length; i++) texts.push(list[i].textContent + new URL('x/' + i, document.baseURI).pathname);
                  setTimeout(function () { Promise.resolve(texts.join()).then(function (t) { a.completionFunction({ t: t }); }); }, 5);
                } };
                """, name: "e.js")
        var options = SessionOptions()
        options.url = "https://example.com/a/"
        for _ in 0..<4 {
            let results = try ExtensionSession(html: "<p>one<p>two", scripts: [script], options: options, engine: engine).run()
                .preprocessingResults
            #expect(results == .dictionary(["t": .string("one/a/x/0,two/a/x/1")]))
            engine.collectGarbage()
        }
        #expect(ScriptEngine.isWorthCollecting(afterRunOf: 25))
        #expect(!ScriptEngine.isWorthCollecting(afterRunOf: 2))
    }

    /// After a script loops forever in any stage (a promise job too, which used to abort the
    /// process when the next context was made), the engine runs the next page.
    @Test(arguments: [
        "loop-top-level", "loop-run", "loop-finalize", "loop-timer", "loop-microtask", "loop-listener",
        "loop-mutation-observer", "loop-custom-element", "loop-error-handler", "loop-results-getter",
        "loop-promise-chain", "loop-observer-feedback",
        // (Not loop-await-chain: nothing inside the process can stop it; see StallMonitor.)
    ])
    func theEngineRunsTheNextPageAfterAnEndlessLoop(fixture: String) throws {
        let engine = ScriptEngine()
        let root = repositoryRoot()
        var options = SessionOptions()
        options.timeout = 0.3
        let looping = try ExtensionScript(contentsOf: root.appendingPathComponent("JSFixtures/hostile/\(fixture).js").path)
        do {
            let session = try ExtensionSession(html: "<p>page</p>", scripts: [looping], options: options, engine: engine)
            _ = try session.run()
            try session.finalize(with: [:])
            Issue.record("\(fixture) did not time out")
        } catch {
            #expect(error.kind == .timedOut, "\(error)")
        }
        let next = try ExtensionSession(
            html: "<title>next</title>",
            scripts: [ExtensionScript(source: "var ExtensionPreprocessingJS = { run(a) { Promise.resolve().then(() => a.completionFunction({ title: document.title })); } };", name: "next.js")],
            options: options, engine: engine)
        #expect(try next.run().preprocessingResults == .dictionary(["title": .string("next")]))
    }

    /// `SessionOptions.now` fixes where the page's clock starts, so results stamped with
    /// the time are the same on every run.
    @Test func theClockStartsAtTheGivenTime() throws {
        var options = SessionOptions()
        options.now = SessionOptions.clockStart(iso8601: "2025-01-31T09:30:00Z")
        let script = ExtensionScript(
            source: """
                var ExtensionPreprocessingJS = { run: function (a) {
                  var start = new Date().toISOString();
                  setTimeout(function () { a.completionFunction({ start: start, elapsed: Date.now() - performance.timeOrigin }); }, 1500);
                } };
                """, name: "ext.js")
        for _ in 0..<2 {
            let results = try ExtensionSession(html: "<p>", scripts: [script], options: options).run().preprocessingResults
            #expect(results == .dictionary(["start": .string("2025-01-31T09:30:00.000Z"), "elapsed": .integer(1500)]))
        }
    }

    static let clockStarts: [(String, Double?)] = [
        ("2025-01-31T09:30:00Z", 1_738_315_800), ("2025-01-31T09:30:00.25+02:00", 1_738_308_600.25),
        ("2025-01-31T23:30:00-05:30", 1_738_386_000), ("2025-01-31", 1_738_281_600), ("2024-02-29", 1_709_164_800),
        ("2025-01-31T09:30", nil), ("2025-01-31T09:30:00", nil), ("2025-1-31", nil), ("2025-01-31T09:30:00Zjunk", nil),
        ("2025-02-30", nil), ("2025-01-31T24:00:00Z", nil), ("2025-01-31T09:30:00+24:00", nil), ("yesterday", nil), ("", nil),
    ]

    @Test(arguments: clockStarts)
    func clockStartsAreISO8601DatesWithAZone(text: String, seconds: Double?) {
        #expect(SessionOptions.clockStart(iso8601: text)?.timeIntervalSince1970 == seconds)
    }

    /// Calls out of order are typed errors, not traps.
    @Test func callsOutOfOrderThrow() throws {
        let script = ExtensionScript(
            source: "var ExtensionPreprocessingJS = { run(a) { a.completionFunction({}); }, finalize(x) {} };", name: "ext.js")
        let early = try ExtensionSession(html: "<p>", scripts: [script])
        #expect(throws: AppexError(.callOutOfOrder, "finalize comes after run(): call run() first")) {
            try early.finalize(with: [:])
        }
        let session = try ExtensionSession(html: "<p>", scripts: [script])
        _ = try session.run()
        #expect(throws: AppexError(
            .callOutOfOrder, "run() was already called on this session; make a new ExtensionSession to run again")
        ) { _ = try session.run() }
        try session.finalize(with: ["a": .integer(1)])
        #expect(throws: AppexError(.callOutOfOrder, "finalize was already called on this session")) {
            try session.finalize(returning: [])
        }
    }

    /// The report says how the run ran: the platform, the window and what became of finalize.
    @Test func theReportSaysHowTheRunRan() throws {
        let script = ExtensionScript(
            source: "var ExtensionPreprocessingJS = { run(a) { a.completionFunction({}); }, finalize(x) {} };", name: "ext.js")
        func report(_ platform: SessionOptions.Platform, viewport: ViewportSize? = nil, finalize: (ExtensionSession) throws -> Void)
            throws -> RunReport
        {
            var options = SessionOptions()
            options.platform = platform
            options.viewport = viewport
            let session = try ExtensionSession(html: "<p>", scripts: [script], options: options)
            _ = try session.run()
            try finalize(session)
            return session.report
        }
        let plain = try report(.iOS) { _ in }
        #expect(plain.runFacts == ["platform": .string("ios"), "viewport": .string("390x844"), "finalize": .null])
        let called = try report(.iOS, viewport: ViewportSize(width: 800, height: 600)) { try $0.finalize(with: ["a": .integer(1)]) }
        #expect(called.runFacts == [
            "platform": .string("ios"), "viewport": .string("800x600"),
            "finalize": .dictionary(["called": .boolean(true), "argument": .dictionary(["a": .integer(1)])]),
        ])
        let macOS = try report(.macOS) { try $0.finalize(returning: [.finalizing(with: ["b": .boolean(true)])]) }
        #expect(macOS.finalize == FinalizeReport(called: false, argument: ["b": .boolean(true)], reason: "finalize is not called on macOS"))
        #expect(macOS.runFacts["viewport"] == .string("1280x800"))
        let nothingReturned = try report(.iOS) { try $0.finalize(returning: [ExtensionItem(attachments: [])]) }
        #expect(nothingReturned.finalize == FinalizeReport(
            called: false, argument: nil, reason: "no returned item holds NSExtensionJavaScriptFinalizeArgumentKey"))
    }
}
