import Foundation
import Testing
import TestSupport

/// Every interface's prototype has its members as soon as a script can reach it, before
/// any instance of the interface exists, as in WebKit: the own property names of each
/// interface global's prototype, read first thing on a page, against WebKit 2.50's.
///
/// `WebKitPrototypeMembers/webkit.json` is what `prototype-members.js` (beside it) gave in
/// the WebKit oracle, for each interface global appexjs has. What appexjs does not have, or
/// has where WebKit does not, is listed by name in `known-differences.json`, under a
/// reason; a listed difference that goes away fails the test too, so the list stays honest.
///
/// https://webidl.spec.whatwg.org/#interface-prototype-object
@Suite struct InterfaceWiringWebKitTests {
    /// One interface's row: WebKit's names, and appexjs's known differences from them.
    struct Row: CustomTestStringConvertible, Sendable {
        let interface: String
        let webKitNames: [String]
        /// Names WebKit has that appexjs does not, by reason.
        let missing: [String: [String]]
        /// Names appexjs has that WebKit does not, by reason.
        let extra: [String: [String]]

        var testDescription: String { interface }

        /// The names appexjs should give, sorted.
        var expectedNames: [String] {
            let missingNames = Set(missing.values.joined())
            return (webKitNames.filter { !missingNames.contains($0) } + extra.values.joined()).sorted()
        }
    }

    struct KnownDifferences: Decodable {
        let reasons: [String: String]
        let appexjsOnly: [String: String]
        /// Reason → interface → names.
        let missing: [String: [String: [String]]]
        let extra: [String: [String: [String]]]
    }

    static let folder = repositoryRoot().appendingPathComponent("Tests/BindingsTests/WebKitPrototypeMembers")

    static let webKit: [String: [String]] = decode("webkit.json")
    static let knownDifferences: KnownDifferences = decode("known-differences.json")

    static func decode<Value: Decodable>(_ name: String) -> Value {
        let url = folder.appendingPathComponent(name)
        guard let data = FileManager.default.contents(atPath: url.path) else { preconditionFailure("missing \(url.path)") }
        do {
            return try JSONDecoder().decode(Value.self, from: data)
        } catch {
            preconditionFailure("\(url.path) does not decode: \(error)")
        }
    }

    static let rows: [Row] = webKit.keys.sorted().map { interface in
        func byReason(_ table: [String: [String: [String]]]) -> [String: [String]] {
            table.compactMapValues { $0[interface] }
        }
        return Row(
            interface: interface, webKitNames: webKit[interface]!, missing: byReason(knownDifferences.missing),
            extra: byReason(knownDifferences.extra))
    }

    /// What the page's first script reads: each interface global's prototype's own names,
    /// sorted, by interface (the same walk as `prototype-members.js`).
    static let firstScriptReads: [String: [String]] = {
        let fixture: RealmFixture
        do { fixture = try RealmFixture("<p>x</p>") } catch { preconditionFailure("no realm: \(error)") }
        let source = String(decoding: FileManager.default.contents(atPath: folder.appendingPathComponent("prototype-members.js").path)!, as: UTF8.self)
        let json = fixture.evaluate(source + """
            ; var result; ExtensionPreprocessingJS.run({ completionFunction: function (value) { result = value.json; } }); result
            """)
        guard let data = json.data(using: .utf8), let table = try? JSONDecoder().decode([String: [String]].self, from: data) else {
            preconditionFailure("the script gave \(json)")
        }
        return table
    }()

    @Test(arguments: rows)
    func prototypeHasWebKitsMembersBeforeAnyInstance(row: Row) {
        #expect(Self.firstScriptReads[row.interface] == row.expectedNames)
    }

    /// The table covers every interface global appexjs has, and the brief's cases are in it.
    @Test func everyInterfaceGlobalHasARow() {
        let globals = Set(Self.firstScriptReads.keys)
        #expect(globals.subtracting(Self.webKit.keys) == Set(Self.knownDifferences.appexjsOnly.keys))
        #expect(Set(Self.webKit.keys).isSubset(of: globals))
        for interface in [
            "Range", "Event", "CSSRule", "MutationObserver", "HTMLTableElement", "Attr", "NamedNodeMap", "TreeWalker",
            "StyleSheetList", "MediaList", "CSSStyleRule", "CSSMediaRule", "XMLSerializer", "DOMParser", "CustomEvent",
        ] {
            #expect(Self.webKit[interface] != nil, "\(interface)")
        }
        #expect(Self.webKit["Range"]?.count == 36)
        #expect(Self.webKit["HTMLTableElement"]?.count == 24)
    }

    /// Each listed difference is one: a missing name is WebKit's, an extra one is not, and
    /// every reason is explained.
    @Test func knownDifferencesAreDifferences() {
        let differences = Self.knownDifferences
        for (reason, table) in differences.missing {
            #expect(differences.reasons[reason] != nil, "\(reason)")
            for (interface, names) in table {
                let webKitNames = Set(Self.webKit[interface] ?? [])
                #expect(names.allSatisfy(webKitNames.contains), "\(reason) \(interface)")
            }
        }
        for (reason, table) in differences.extra {
            #expect(differences.reasons[reason] != nil, "\(reason)")
            for (interface, names) in table {
                let webKitNames = Set(Self.webKit[interface] ?? [])
                #expect(!names.contains(where: webKitNames.contains), "\(reason) \(interface)")
            }
        }
    }
}
