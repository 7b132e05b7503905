import AppexJS
import Foundation
import Testing

/// Runs `completionFunction(<expression>)` on a small page and returns the results.
func results(of expression: String, prelude: String = "") throws(AppexError) -> PropertyListValue? {
    let script = ExtensionScript(
        source: "\(prelude)\nvar ExtensionPreprocessingJS = { run: function (a) { a.completionFunction(\(expression)); } };",
        name: "test.js")
    let session = try ExtensionSession(html: "<p>x</p>", scripts: [script])
    return try session.run().preprocessingResults
}

@Suite struct ResultConversionTests {
    /// A JavaScript expression for the value of key `v`, and the property-list value it becomes.
    static let values: [(String, PropertyListValue)] = [
        ("'text'", .string("text")),
        ("42", .integer(42)),
        ("-0", .real(-0.0)),
        ("2.5", .real(2.5)),
        ("5.0", .integer(5)),
        ("Math.pow(2, 53)", .integer(9_007_199_254_740_992)),
        ("1e300", .real(1e300)),
        ("-9223372036854775808", .integer(Int64.min)),
        ("9223372036854775808", .real(9_223_372_036_854_775_808)),
        ("true", .boolean(true)),
        ("null", .null),
        ("NaN", .null),
        ("-Infinity", .null),
        ("new Date(Date.UTC(2024, 0, 2, 3, 4, 5, 678))", .date(Date(timeIntervalSince1970: 1_704_164_645.678))),
        ("new Uint8Array([1, 2, 255])", .data(Data([1, 2, 255]))),
        ("new Uint8Array([1, 2, 3, 4]).subarray(2)", .data(Data([3, 4]))),
        ("new ArrayBuffer(2)", .data(Data([0, 0]))),
        ("[1, undefined, function () {}, Symbol('s'), 'x']", .array([.integer(1), .null, .null, .null, .string("x")])),
        ("{ kept: 1, gone: undefined, fn: function () {}, sym: Symbol('s') }", .dictionary(["kept": .integer(1)])),
        ("[[[]]]", .array([.array([.array([])])])),
        ("document.body", .dictionary([:])),
        ("(function () { var o = Object.create({ inherited: 1 }); o.own = 2; return o; })()", .dictionary(["own": .integer(2)])),
        ("new Map([[1, 2]])", .dictionary([:])),
    ]

    @Test(arguments: values)
    func valueConverts(expression: String, expected: PropertyListValue) throws {
        let converted = try results(of: "{ v: \(expression) }")
        #expect(converted == .dictionary(["v": expected]))
    }

    @Test func nanIsNullWithAWarning() throws {
        let script = ExtensionScript(
            source: "var ExtensionPreprocessingJS = { run: function (a) { a.completionFunction({ n: [NaN] }); } };", name: "t.js")
        let session = try ExtensionSession(html: "", scripts: [script])
        _ = try session.run()
        #expect(session.report.warnings == ["results.n[0] is NaN, which became null"])
    }

    /// The error converting `expression` gives; nil (and a recorded issue) when it converts.
    func conversionError(of expression: String, sourceLocation: SourceLocation = #_sourceLocation) -> AppexError? {
        do {
            _ = try results(of: expression)
            Issue.record("\(expression) converted", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    @Test func cyclesAndDepthAndBigIntsAreErrorsWithKeyPaths() throws {
        let cycle = conversionError(of: "(function () { var o = {}; o.self = o; return { items: [0, 1, 2, { when: o }] }; })()")
        #expect(cycle?.kind == .resultNotConvertible)
        #expect(cycle?.message.contains("results.items[3].when.self: the value contains a cycle") == true)
        let deep = conversionError(of: "(function () { var o = {}; for (var i = 0; i < 600; i++) o = { n: o }; return o; })()")
        #expect(deep?.message.contains("nests more than 512 levels deep") == true)
        let bigInt = conversionError(of: "{ big: 10n }")
        #expect(bigInt?.message.contains("results.big: a BigInt has no property-list form") == true)
        // 500 levels is fine, and the same object twice (not a cycle) is fine.
        #expect(try results(of: "(function () { var o = {}; for (var i = 0; i < 500; i++) o = { n: o }; return o; })()") != nil)
        #expect(try results(of: "(function () { var o = { a: 1 }; return { x: o, y: [o, o] }; })()") != nil)
    }

    @Test func replacedBuiltInsDoNotChangeTheResult() throws {
        let prelude = """
            JSON.stringify = function () { return '{"tampered":true}'; };
            Object.keys = function () { return ['tampered']; };
            Array.prototype.map = function () { throw new Error('tampered'); };
            Date.prototype.getTime = function () { return 0; };
            Date.prototype.valueOf = function () { return 0; };
            Object.defineProperty(Object.prototype, 'toJSON', { value: function () { return 'tampered'; } });
            """
        let converted = try results(of: "{ list: [1, 2], when: new Date(86400000), nested: { a: 'b' } }", prelude: prelude)
        #expect(
            converted
                == .dictionary([
                    "list": .array([.integer(1), .integer(2)]), "when": .date(Date(timeIntervalSince1970: 86400)),
                    "nested": .dictionary(["a": .string("b")]),
                ]))
    }
}
