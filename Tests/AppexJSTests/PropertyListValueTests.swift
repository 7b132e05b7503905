import AppexJS
import Foundation
import Testing

@Suite struct PropertyListValueTests {
    static let sample = PropertyListValue.dictionary([
        "string": .string("é \"quoted\"\n"), "integer": .integer(-7), "real": .real(0.1), "bool": .boolean(false),
        "date": .date(Date(timeIntervalSince1970: 1_700_000_000.5)), "data": .data(Data([0, 1, 2])),
        "array": .array([.integer(1), .real(1e300), .real(-0.0), .real(9_007_199_254_740_993)]),
        "nested": .dictionary(["z": .integer(1), "a": .integer(2)]),
    ])

    @Test func jsonHasSortedKeys() {
        let json = Self.sample.jsonText(pretty: false)
        #expect(
            json
                == #"{"array":[1,1e+300,-0.0,9007199254740992.0],"bool":false,"data":"AAEC","date":"2023-11-14T22:13:20.500Z","integer":-7,"nested":{"a":2,"z":1},"real":0.1,"string":"é \"quoted\"\n"}"#
        )
    }

    /// Each escaped character at the start, middle and end of a string, beside multi-byte
    /// characters (U+2027 shares two of U+2028's three UTF-8 bytes and is not escaped):
    /// the JSON reads back as the same string and holds no raw control character.
    @Test(arguments: ["\"", "\\", "\n", "\r", "\t", "\u{08}", "\u{0C}", "\u{01}", "\u{1F}", "\u{2028}", "\u{2029}"])
    func escapedStringsReadBackUnchanged(escaped: String) throws {
        for text in [escaped + "abc", "é" + escaped + "ü", "abc" + escaped, escaped, "\u{1F600}" + escaped + escaped + "\u{2027}x"] {
            let json = PropertyListValue.array([.string(text)]).jsonText(pretty: false)
            let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String]
            #expect(parsed == [text], "\(json)")
            #expect(!json.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{2028}" || $0 == "\u{2029}" })
        }
    }

    @Test func escapesTakeTheirShortForms() {
        let json = PropertyListValue.string("a\"b\\c\nd\u{01}e\u{2028}f\u{2027}").jsonText(pretty: false)
        #expect(json == #""a\"b\\c\nd\u0001e\u2028f\#u{2027}""#)
    }

    /// Every kind of value, as XML property lists can hold them: XML stores dates to the
    /// second and writes -0.0 as 0.0 (Foundation's format), so the sample avoids both.
    static let fileSample = PropertyListValue.dictionary([
        "string": .string("é \"quoted\"\n<tag>&"), "integer": .integer(Int64.min), "real": .real(0.1),
        "bool": .boolean(true), "date": .date(Date(timeIntervalSince1970: 1_700_000_000)), "data": .data(Data([0, 255])),
        "array": .array([.integer(1), .real(1e300), .real(9_007_199_254_740_993), .array([])]),
        "nested": .dictionary(["z": .integer(1), "a": .dictionary([:])]),
    ])

    @Test(arguments: [PropertyListValue.FileFormat.xml, .binary])
    func propertyListFilesRoundTripThroughFoundation(format: PropertyListValue.FileFormat) throws {
        var dropped: [String] = []
        let data = try Self.fileSample.propertyListData(format: format, droppedNulls: &dropped)
        #expect(dropped.isEmpty)
        let object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        #expect((object as? [String: Any])?["string"] as? String == "é \"quoted\"\n<tag>&")
        #expect(try PropertyListValue(propertyListData: data) == Self.fileSample)
    }

    @Test func nullsAreLeftOutOfPropertyListsAndReported() throws {
        var dropped: [String] = []
        let value = PropertyListValue.dictionary(["a": .null, "b": .array([.integer(1), .null])])
        let data = try value.propertyListData(format: .xml, root: "results", droppedNulls: &dropped)
        #expect(dropped.sorted() == ["results.a", "results.b[1]"])
        #expect(try PropertyListValue(propertyListData: data) == .dictionary(["b": .array([.integer(1)])]))
    }

    /// Each typed accessor answers for its own kind and nil for the others.
    @Test func typedAccessorsAnswerForTheirKind() {
        let date = Date(timeIntervalSince1970: 1_700_000_000.5)
        let value = PropertyListValue.dictionary([
            "n": .integer(42), "r": .real(2.5), "whole": .real(3.0), "b": .boolean(true), "d": .date(date),
            "bytes": .data(Data([1, 2])), "list": .array([.string("a"), .null, .integer(7)]), "s": .string("x"),
        ])
        #expect(value["n"]?.intValue == 42)
        #expect(value["n"]?.doubleValue == 42)
        #expect(value["r"]?.intValue == nil)
        #expect(value["r"]?.doubleValue == 2.5)
        #expect(value["whole"]?.intValue == 3)
        #expect(value["b"]?.boolValue == true)
        #expect(value["n"]?.boolValue == nil)
        #expect(value["d"]?.dateValue == date)
        #expect(value["bytes"]?.dataValue == Data([1, 2]))
        #expect(value["list"]?.arrayValue?.count == 3)
        #expect(value["list"]?[0]?.stringValue == "a")
        #expect(value["list"]?[1]?.isNull == true)
        #expect(value["list"]?[2]?.intValue == 7)
        #expect(value["list"]?[3] == nil)
        #expect(value["list"]?[-1] == nil)
        #expect(value["s"]?[0] == nil)
        #expect(value["s"]?.intValue == nil)
        #expect(value["missing"] == nil)
        #expect(PropertyListValue.real(.infinity).intValue == nil)
        #expect(PropertyListValue.real(1e300).intValue == nil)
    }

    @Test func descriptionIsOneLineThatMarksDatesAndData() {
        let expected =
            #"{"array":[1,1e+300,-0.0,9007199254740992.0],"bool":false,"data":data(3 bytes),"date":date(2023-11-14T22:13:20.500Z),"#
            + #""integer":-7,"nested":{"a":2,"z":1},"real":0.1,"string":"é \"quoted\"\n"}"#
        #expect(Self.sample.description == expected)
        #expect("\(PropertyListValue.array([.null, .boolean(true)]))" == "[null,true]")
    }
}
