import AppexJS
import Testing

/// JSON text read strictly (RFC 8259), through `PropertyListValue(jsonText:)`: what each
/// value becomes, and where malformed text is malformed.
@Suite struct JSONReaderTests {
    static let values: [(String, PropertyListValue)] = [
        (#"{"a": 1, "b": -2.5, "c": 1e3, "d": true, "e": null, "f": [], "g": {}}"#,
         .dictionary(["a": .integer(1), "b": .real(-2.5), "c": .real(1000), "d": .boolean(true), "e": .null, "f": .array([]),
                      "g": .dictionary([:])])),
        ("[1.0, 0, -0, 9223372036854775807, 9223372036854775808]",
         .array([.real(1), .integer(0), .integer(0), .integer(.max), .real(9_223_372_036_854_775_808)])),
        (#""tab\tquote\"slash\/back\\u\u00e9\ud83d\ude00 lone\ud800.""#, .string("tab\tquote\"slash/back\\u\u{E9}\u{1F600} lone\u{FFFD}.")),
        (#" {"k": 1, "k": 2} "#, .dictionary(["k": .integer(2)])),
        ("\n[[[[[[[[[[\"deep\"]]]]]]]]]]\n", .array([.array([.array([.array([.array([.array([.array([.array([.array([.array([.string("deep")])])])])])])])])])])),
        (#"{"é": "ü"}"#, .dictionary(["é": .string("ü")])),
    ]

    @Test(arguments: values)
    func valuesBecomePropertyListValues(text: String, expected: PropertyListValue) throws {
        #expect(try PropertyListValue(jsonText: text) == expected)
    }

    /// (text, line, column, message).
    static let failures: [(String, Int, Int, String)] = [
        (#"{"a": 1,}"#, 1, 9, "expected a member name in double quotes, found '}'"),
        ("[1, 2,]", 1, 7, "expected a value (an object, array, string, number, true, false or null), found ']'"),
        ("{\n  \"a\": [1,\n   2,,]}", 3, 6, "expected a value (an object, array, string, number, true, false or null), found ','"),
        ("{'a': 1}", 1, 2, "expected a member name in double quotes, found \"'\""),
        (#"{"a" 1}"#, 1, 6, "expected ':' after the member name, found '1'"),
        (#"{"a": tru}"#, 1, 7, "expected a value (an object, array, string, number, true, false or null), found 't'"),
        ("", 1, 1, "expected a value (an object, array, string, number, true, false or null), found the end of the text"),
        (#"{"a": 1} x"#, 1, 10, "expected the end of the text after the JSON value, found 'x'"),
        (#"{"a": "\q"}"#, 1, 9, #"'\q' is not an escape JSON has, found 'q'"#),
        ("[\"a\nb\"]", 1, 4, "a control character in a string; write it as an escape such as \\n or \\u000A, found a line break"),
        (#"["abc"#, 1, 6, "expected '\"' to end the string, found the end of the text"),
        ("[01]", 1, 3, "expected ',' or ']' after an array element, found '1'"),
        ("[1.]", 1, 4, "expected a digit after the decimal point, found ']'"),
        ("[-]", 1, 3, "expected a digit, found ']'"),
        ("[1e400]", 1, 2, "the number 1e400 is too large, found '1'"),
        (#"{"a": [1 2]}"#, 1, 10, "expected ',' or ']' after an array element, found '2'"),
        (#"["é", ü]"#, 1, 7, "expected a value (an object, array, string, number, true, false or null), found 'ü'"),
    ]

    @Test(arguments: failures)
    func malformedTextSaysWhereAndWhat(text: String, line: Int, column: Int, message: String) {
        #expect(throws: AppexError(
            .invalidInput, "not valid JSON at line \(line), column \(column): \(message)", line: line, column: column)
        ) { try PropertyListValue(jsonText: text) }
    }
}
