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
/// `webkit-interface-objects.json` is what the same script gave of the interface objects
/// (what each inherits from, its length, name and own members), with its differences in
/// the same file.
///
/// https://webidl.spec.whatwg.org/#interface-prototype-object
/// https://webidl.spec.whatwg.org/#interface-object
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
        /// Reason → interface → own members of WebKit's interface object appexjs's lacks.
        let interfaceObjectsMissing: [String: [String: [String]]]
        /// Reason → interface → facts (``InterfaceObject``'s keys) that differ from WebKit's.
        let interfaceObjectsDiffer: [String: [String: [String]]]
    }

    /// What a script sees of an interface object (`prototype-members.js`).
    struct InterfaceObject: Codable, Equatable, Sendable {
        /// The name of what the interface object inherits from (`HTMLElement`, `Function.prototype`).
        var inheritsFrom: String
        var length: Int
        var name: String
        /// Its own property names other than `length`, `name` and `prototype`, sorted.
        var statics: [String]
        /// The name of the interface object whose prototype its prototype inherits from.
        var prototypeInheritsFrom: String

        static let factKeys: Set = ["inheritsFrom", "length", "name", "statics", "prototypeInheritsFrom"]

        /// The facts by key, for comparing them one at a time.
        var facts: [String: String] {
            [
                "inheritsFrom": inheritsFrom, "length": String(length), "name": name, "statics": statics.joined(separator: ","),
                "prototypeInheritsFrom": prototypeInheritsFrom,
            ]
        }
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

    /// What the page's first script reads (`prototype-members.js`): each interface global's
    /// prototype's own names, sorted, by interface, and what it sees of each interface object.
    static let firstScript: (prototypes: [String: [String]], interfaceObjects: [String: InterfaceObject]) = {
        let fixture: RealmFixture
        do { fixture = try RealmFixture("<p>x</p>") } catch { preconditionFailure("no realm: \(error)") }
        let source = String(decoding: FileManager.default.contents(atPath: folder.appendingPathComponent("prototype-members.js").path)!, as: UTF8.self)
        func read<Value: Decodable>(_ key: String, as type: Value.Type) -> Value {
            let json = fixture.evaluate(source + """
                ; var result; ExtensionPreprocessingJS.run({ completionFunction: function (value) { result = value.\(key); } }); result
                """)
            guard let data = json.data(using: .utf8), let table = try? JSONDecoder().decode(Value.self, from: data) else {
                preconditionFailure("the script gave \(json)")
            }
            return table
        }
        return (read("json", as: [String: [String]].self), read("interfaceObjects", as: [String: InterfaceObject].self))
    }()

    static var firstScriptReads: [String: [String]] { firstScript.prototypes }

    @Test(arguments: rows)
    func prototypeHasWebKitsMembersBeforeAnyInstance(row: Row) {
        #expect(Self.firstScriptReads[row.interface] == row.expectedNames)
    }

    /// `WebKitPrototypeMembers/webkit-interface-objects.json`: the interface objects
    /// `prototype-members.js` described in the WebKit oracle, for each interface global of `webkit.json`.
    static let webKitInterfaceObjects: [String: InterfaceObject] = decode("webkit-interface-objects.json")

    /// An interface object inherits from its parent interface's (`Object.getPrototypeOf(HTMLElement)
    /// === Element`, `Object.getPrototypeOf(EventTarget) === Function.prototype`), is as long as
    /// its constructor's required arguments, and has WebKit's static operations and constants,
    /// before any instance exists: each fact against WebKit 2.50's, the differences listed by
    /// reason in `known-differences.json` (a listed one that goes away fails too).
    ///
    /// https://webidl.spec.whatwg.org/#interface-object
    @Test(arguments: webKit.keys.sorted())
    func interfaceObjectIsWebKits(interface: String) throws {
        let webKit = try #require(Self.webKitInterfaceObjects[interface])
        let appexjs = try #require(Self.firstScript.interfaceObjects[interface])
        let differences = Self.knownDifferences
        let missingStatics = Set(differences.interfaceObjectsMissing.values.compactMap { $0[interface] }.joined())
        let differing = Set(differences.interfaceObjectsDiffer.values.compactMap { $0[interface] }.joined())
        var expected = webKit
        expected.statics = webKit.statics.filter { !missingStatics.contains($0) }
        let expectedFacts = expected.facts, facts = appexjs.facts
        for key in expectedFacts.keys.sorted() {
            if differing.contains(key) {
                #expect(facts[key] != expectedFacts[key], "\(interface).\(key) is listed as differing from WebKit's")
            } else {
                #expect(facts[key] == expectedFacts[key], "\(interface).\(key)")
            }
        }
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
        #expect(Set(Self.webKitInterfaceObjects.keys) == Set(Self.webKit.keys))
        #expect(Self.webKitInterfaceObjects["HTMLTableElement"]?.inheritsFrom == "HTMLElement")
        #expect(Self.webKitInterfaceObjects["EventTarget"]?.inheritsFrom == "Function.prototype")
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
        for (reason, table) in differences.interfaceObjectsMissing {
            #expect(differences.reasons[reason] != nil, "\(reason)")
            for (interface, names) in table {
                let webKitNames = Set(Self.webKitInterfaceObjects[interface]?.statics ?? [])
                #expect(names.allSatisfy(webKitNames.contains), "\(reason) \(interface)")
            }
        }
        for (reason, table) in differences.interfaceObjectsDiffer {
            #expect(differences.reasons[reason] != nil, "\(reason)")
            for names in table.values { #expect(Set(names).isSubset(of: InterfaceObject.factKeys), "\(reason)") }
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
