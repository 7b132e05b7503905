import Foundation
import Bindings
import DOM
import HTMLParsing
import JavaScriptEngine
import WHATWGURL

/// A realm on a page made from `html`, for evaluating JavaScript in tests.
final class RealmFixture {
    let machine = VirtualMachine()
    let store = NodeStore()
    let document: NodeID
    let realm: Realm

    init(
        _ html: String, url: String = "https://example.com/dir/page.html", environment: BrowserEnvironment = BrowserEnvironment()
    ) throws {
        document = store.createDocument(url: URLRecord.parse(url)!)
        HTMLParser.parseDocument(html, into: store, document: document)
        realm = try Realm(machine: machine, store: store, document: document, environment: environment)
    }

    deinit { realm.close() }

    /// Evaluates `source` and returns its string form (`String(value)`), or
    /// `"throws Name: message"` when it throws.
    func evaluate(_ source: String) -> String {
        let context = realm.context
        do {
            let value = try context.evaluate(source, sourceURL: "test.js")
            return (try? value.toString(in: context)) ?? "<unprintable>"
        } catch {
            return "throws \(error.details.summary)"
        }
    }

    /// Evaluates `source` as a page script's `eval` would and returns `String(value)`, or
    /// `"Name: message"` of what it threw (the form WebKit oracle probes report).
    func evaluateOrError(_ source: String) -> String {
        evaluate("""
            (function () { try { return String(eval(\(jsStringLiteral(source)))); }
              catch (e) { return e.name + ': ' + e.message; } })()
            """)
    }

    /// Collects garbage (`JSGarbageCollect`).
    func collectGarbage() { realm.context.collectGarbage() }
}

/// `source` as a JavaScript string literal.
func jsStringLiteral(_ source: String) -> String {
    "'" + source.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
}
