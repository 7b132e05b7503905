import Testing
@testable import WHATWGURL

/// Percent-encode sets, UTF-8 percent-encoding and percent-decoding, with the spec's examples.
@Suite struct PercentEncodingTests {
    @Test func percentDecodingTheSpecExamples() {
        #expect(percentDecode(Array("%25%s%1G".utf8)) == Array("%%s%1G".utf8))
        #expect(percentDecode(Array("‽%25%2E".utf8)) == [0xE2, 0x80, 0xBD, 0x25, 0x2E])
        #expect(percentDecode(Array("%".utf8)) == Array("%".utf8))
        #expect(percentDecode(Array("%4".utf8)) == Array("%4".utf8))
        #expect(percentDecode(Array("%4a%4A".utf8)) == Array("JJ".utf8))
    }

    @Test func utf8PercentEncodingTheSpecExamples() {
        #expect(utf8PercentEncode("≡", using: .userinfo) == "%E2%89%A1")
        #expect(utf8PercentEncode("‽", using: .userinfo) == "%E2%80%BD")
        #expect(utf8PercentEncode("Say what‽", using: .userinfo) == "Say%20what%E2%80%BD")
        #expect(utf8PercentEncode("1+1 ≡ 2%20‽", using: .formURLEncoded, spaceAsPlus: true)
            == "1%2B1+%E2%89%A1+2%2520%E2%80%BD")
    }

    /// Every printable ASCII character, and the ones each set encodes.
    @Test(arguments: [
        (PercentEncodeSet.c0Control, ""),
        (.fragment, " \"<>`"),
        (.query, " \"#<>"),
        (.specialQuery, " \"#'<>"),
        (.path, " \"#<>?^`{}"),
        (.userinfo, " \"#/:;<=>?@[\\]^`{|}"),
        (.component, " \"#$%&+,/:;<=>?@[\\]^`{|}"),
        (.formURLEncoded, " !\"#$%&'()+,/:;<=>?@[\\]^`{|}~"),
    ] as [(PercentEncodeSet, String)])
    func printableASCIIMembership(_ set: PercentEncodeSet, _ members: String) {
        let printable = (0x20...0x7E).map { UInt8($0) }
        #expect(printable.filter(set.contains) == Array(members.utf8))
    }

    @Test(arguments: [
        PercentEncodeSet.c0Control, .fragment, .query, .specialQuery, .path, .userinfo, .component,
        .formURLEncoded,
    ])
    func everySetContainsControlsDeleteAndNonASCII(_ set: PercentEncodeSet) {
        #expect((0x00...0x1F).allSatisfy { set.contains(UInt8($0)) })
        #expect((0x7F...0xFF).allSatisfy { set.contains(UInt8($0)) })
    }

    @Test func formURLEncodingLeavesOnlyAlphanumericsAndFourSymbols() {
        let kept = (0x00...0xFF).map { UInt8($0) }.filter { !PercentEncodeSet.formURLEncoded.contains($0) }
        let expected = Array("*-.0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz".utf8)
        #expect(kept == expected)
    }

    @Test func encodingReturnsTheInputWhenNothingNeedsIt() {
        #expect(utf8PercentEncode("abc-._~", using: .userinfo) == "abc-._~")
        #expect(utf8PercentEncode("", using: .path) == "")
    }
}
