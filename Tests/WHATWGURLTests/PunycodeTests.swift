import Testing
@testable import WHATWGURL

/// Punycode (RFC 3492), including sample strings from its section 7.1.
@Suite struct PunycodeTests {
    static let sampleCases: [(String, String)] = [
        ("münchen", "mnchen-3ya"),
        ("faß", "fa-hia"),
        ("bücher", "bcher-kva"),
        ("ü", "tda"),
        ("☕", "53h"),
        ("💩", "ls8h"),
        ("例え", "r8jz45g"),
        ("テスト", "zckzah"),
        ("他们为什么不说中文", "ihqwcrb4cv8a8dqg056pqjye"),
        ("3年B組金八先生", "3B-ww4c5e180e575a65lsy2b"),
        ("ليهمابتكلموشعربي؟", "egbpdaj6bu4bxfgehfvwxn"),
        ("Pročprostěnemluvíčesky", "Proprostnemluvesky-uyb24dma41a"),
    ]

    @Test(arguments: sampleCases)
    func encode(_ unicode: String, _ ascii: String) {
        #expect(Punycode.encode(Array(unicode.unicodeScalars)) == ascii)
    }

    @Test(arguments: sampleCases)
    func decode(_ unicode: String, _ ascii: String) {
        #expect(Punycode.decode(Array(ascii.utf8)) == Array(unicode.unicodeScalars))
    }

    /// Digits are case-insensitive; the basic code points are copied as written.
    @Test func decodingIgnoresTheCaseOfDigits() {
        #expect(Punycode.decode(Array("MNCHEN-3YA".utf8)) == Array("MüNCHEN".unicodeScalars))
    }

    /// Overflow, a delimiter with nothing before it, non-ASCII, a non-digit, and a number that
    /// never ends.
    @Test(arguments: ["9999999999a", "-", "a-é", "ab!", "99999999999999999999"])
    func invalidInputFailsToDecode(_ input: String) {
        #expect(Punycode.decode(Array(input.utf8)) == nil)
    }
}

