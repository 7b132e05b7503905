import Foundation
import JavaScriptEngine
import Testing

@Suite struct JSContextTests {
    let machine = VirtualMachine()

    @Test func evaluatesAndConverts() throws {
        let global = JSGlobalContext(machine: machine)
        let context = global.context
        #expect(try context.evaluate("6 * 7").toNumber(in: context) == 42)
        #expect(try context.evaluate("'é' + '日本'").toString(in: context) == "é日本")
        #expect(try context.evaluate("'a\\u0000b'").toString(in: context) == "a\u{0}b")
        #expect(context.string("x\u{0}y").isString(in: context))
        #expect(try context.string("x\u{0}y").toString(in: context) == "x\u{0}y")
        // Latin-1, UTF-16, astral and unpaired-surrogate strings all convert.
        #expect(try context.evaluate("'caf\\u00e9 \\u00ff'").toString(in: context) == "café ÿ")
        #expect(try context.evaluate("'\\ud83d\\ude00 \\u2014'").toString(in: context) == "😀 —")
        #expect(try context.evaluate("'a\\ud800b'").toString(in: context) == "a\u{FFFD}b")
        #expect(try context.evaluate("'x'.repeat(5000) + '\\u00e9'").toString(in: context) == String(repeating: "x", count: 5000) + "é")
        let array = try context.makeArray([context.number(1), context.string("two")])
        #expect(try array.value.jsonString(in: context) == "[1,\"two\"]")
        #expect(context.parseJSON("{\"a\": [1]}")?.isObject(in: context) == true)
        #expect(context.parseJSON("{bad") == nil)
    }

    /// Strings reach the engine through appexjs's own UTF-8 to UTF-16 transcoding, which
    /// widens ASCII sixteen bytes at a time: every kind of character, at every position
    /// around a sixteen-byte run, must arrive as the same code units.
    @Test(arguments: ["é", "—", "😀", "\u{0}", "\u{7F}", "\u{80}", "\u{7FF}", "\u{800}", "\u{FFFF}", "\u{10000}", "\u{10FFFF}"])
    func stringsReachTheEngineAsTheirUTF16CodeUnits(character: String) throws {
        let global = JSGlobalContext(machine: machine)
        let context = global.context
        let codeUnits = try context.evaluate(
            "(function (s) { var units = []; for (var i = 0; i < s.length; i++) units.push(s.charCodeAt(i)); return units.join(); })")
        for prefix in [0, 1, 15, 16, 17, 31, 33] {
            for suffix in [0, 1, 16, 20] {
                let text = String(repeating: "a", count: prefix) + character + String(repeating: "b", count: suffix)
                let result = try codeUnits.asObject(in: context)!.call(this: nil, arguments: [context.string(text)], in: context)
                #expect(try result.toString(in: context) == text.utf16.map(String.init).joined(separator: ","), "prefix \(prefix), suffix \(suffix)")
                #expect(try context.string(text).toString(in: context) == text)
            }
        }
        #expect(try context.string("").toString(in: context) == "")
    }

    /// `undefined`, `null` and the booleans are made once per process (`ImmediateValues`):
    /// they must still be those values in every other context.
    /// A string joined from UTF-8 pieces is their concatenation, whatever the pieces hold
    /// and however many are empty.
    @Test func stringsJoinedFromPiecesAreTheirConcatenation() throws {
        let global = JSGlobalContext(machine: machine)
        let context = global.context
        let pieces = ["", "plain ", "é", "", String(repeating: "x", count: 40) + "😀", "\u{0}—", ""]
        let joined = pieces.joined()
        let value = context.string(utf8Count: joined.utf8.count) { piece in
            for text in pieces { Array(text.utf8).withUnsafeBufferPointer(piece) }
        }
        #expect(try value.toString(in: context) == joined)
        #expect(try context.evaluate("(function (s) { return s.length; })").asObject(in: context)!
            .call(this: nil, arguments: [value], in: context).toNumber(in: context) == Double(joined.utf16.count))
        let empty = context.string(utf8Count: 0) { _ in }
        #expect(try empty.toString(in: context) == "")
    }

    @Test func keptImmediateValuesAreTheValuesInEveryContext() throws {
        let first = JSGlobalContext(machine: machine)
        let second = JSGlobalContext(machine: machine)
        for global in [first, second, first] {
            let context = global.context
            let check = try context.evaluate("(function (u, n, t, f) { return [u === undefined, n === null, t === true, f === false].join(); })")
            let result = try check.asObject(in: context)!.call(
                this: nil, arguments: [context.undefined, context.null, context.boolean(true), context.boolean(false)], in: context)
            #expect(try result.toString(in: context) == "true,true,true,true")
        }
    }

    @Test func exceptionsCarryTheirLocation() throws {
        let global = JSGlobalContext(machine: machine)
        let context = global.context
        let error = #expect(throws: JSException.self) {
            _ = try context.evaluate("var a = 1;\nnull.property;", sourceURL: "file.js")
        }
        let details = try #require(error).details
        #expect(details.name == "TypeError")
        #expect(details.line == 2)
        #expect(details.sourceURL == "file.js")
        #expect(details.summary.hasPrefix("TypeError: null is not an object"))
    }

    @Test func theTimeLimitStopsEndlessLoops() throws {
        let global = JSGlobalContext(machine: machine)
        machine.setExecutionTimeLimit(seconds: 0.2)
        defer { machine.clearExecutionTimeLimit() }
        let error = #expect(throws: JSException.self) { _ = try global.context.evaluate("while (true) {}") }
        #expect(error?.isTermination == true)
        // No script runs until the host takes note of the termination; then the context is usable.
        #expect(throws: JSException.self) { _ = try global.context.evaluate("1 + 1") }
        #expect(machine.acknowledgeTermination(in: global.context) == .timeLimit)
        #expect(try global.context.evaluate("1 + 1").toNumber(in: global.context) == 2)
    }

    @Test func protectedValuesSurviveCollection() throws {
        let global = JSGlobalContext(machine: machine)
        let context = global.context
        let protected = ProtectedValue(try context.evaluate("({ kept: 'yes' })"), in: context)
        context.collectGarbage()
        #expect(try protected.object?.property("kept", in: context).toString(in: context) == "yes")
    }

    @Test func typedArrayBytesRespectTheViewOffset() throws {
        let global = JSGlobalContext(machine: machine)
        let context = global.context
        let view = try context.evaluate("new Uint8Array([1, 2, 3, 4, 5]).subarray(1, 3)").toObject(in: context)
        #expect(view.typedArrayBytes(in: context) == [2, 3])
        #expect(try context.makeUint8Array([9, 8]).typedArrayBytes(in: context) == [9, 8])
    }

    /// A string joined from pieces that cut its characters anywhere: each cut character is
    /// completed from the next piece, and nothing is read past a piece's end.
    @Test func joinedPiecesMayCutCharacters() throws {
        let global = JSGlobalContext(machine: machine)
        let context = global.context
        let text = "aé日😀b" + String(repeating: "x", count: 20) + "—😀"
        let bytes = Array(text.utf8)
        for first in 0...bytes.count {
            for second in first...bytes.count {
                let cuts = [0, first, second, bytes.count]
                let value = context.string(utf8Count: bytes.count) { append in
                    for index in 0..<3 {
                        bytes[cuts[index]..<cuts[index + 1]].withUnsafeBufferPointer { append($0) }
                    }
                }
                #expect(try value.toString(in: context) == text, "cut at \(first) and \(second)")
            }
        }
    }
}

/// appexjs's engine options are in force once a machine exists (unless the environment
/// sets them, as `JSC_…` variables).
@Suite struct EngineOptionsTests {
    @Test func optionsAreSetBeforeTheFirstMachine() {
        _ = VirtualMachine()
        let fromEnvironment = ProcessInfo.processInfo.environment["JSC_thresholdForOptimizeAfterWarmUp"].flatMap { Int32($0) }
        #expect(EngineOptions.integerValue(of: "thresholdForOptimizeAfterWarmUp") == fromEnvironment ?? 5000)
        #expect(EngineOptions.integerValue(of: "noSuchOption") == nil)
        let polling = ProcessInfo.processInfo.environment["JSC_usePollingTraps"].map { $0 == "true" || $0 == "1" }
        #expect(EngineOptions.booleanValue(of: "usePollingTraps") == polling ?? true)
        #expect(EngineOptions.booleanValue(of: "noSuchOption") == nil)
    }
}
