// IDNA: turning a host's domain into ASCII.
// https://url.spec.whatwg.org/#idna

/// The domain parser ("domain to ASCII") with `beStrict` false, as the host parser uses it.
///
/// Known deviation: Unicode IDNA Compatibility Processing (UTS #46) is approximated, because
/// its mapping tables are out of scope. ASCII domains follow the spec exactly (they are
/// ASCII-lowercased). For a domain with non-ASCII code points:
/// - Mapping covers only: the ideographic and fullwidth full stops (U+3002, U+FF0E, U+FF61)
///   to "."; fullwidth ASCII (U+FF01–U+FF5E) to ASCII; dropping the "ignored" U+00AD,
///   U+200B, U+2060, U+FE00–U+FE0F and U+FEFF; and then Swift's `lowercased()` in place of
///   the table's case mapping.
/// - Only a small set of code points is rejected as disallowed: U+FFFD, C1 controls, space
///   separators, bidirectional formatting controls, private-use code points and
///   noncharacters. Other disallowed code points pass through and are Punycode-encoded.
/// - There is no NFC normalization, and no CheckBidi, CheckJoiners or label validity check.
/// - Labels starting with "xn--" must decode as Punycode to a label with a non-ASCII code
///   point and none of the disallowed code points above; other labels with non-ASCII code
///   points are Punycode-encoded (RFC 3492) with an "xn--" prefix.
///
/// https://url.spec.whatwg.org/#concept-domain-to-ascii
enum DomainParser {
    /// Returns the ASCII domain for the UTF-8 bytes `domain` (already percent-decoded), or `nil`
    /// on failure.
    static func parse(_ domain: [UInt8]) -> [UInt8]? {
        var result: [UInt8]
        // 5. An ASCII domain is lowercased, whatever Unicode ToASCII would say.
        if domain.allSatisfy({ $0 < 0x80 }) {
            result = domain
            for index in result.indices where result[index] &- UInt8(ascii: "A") < 26 {
                result[index] |= 0x20
            }
        } else {
            // 6. Otherwise run ToASCII (UTF-8 decode without BOM first).
            guard let ascii = unicodeToASCII(String(decoding: domain, as: UTF8.self)) else {
                return nil
            }
            result = ascii
        }
        // 7–8.
        if result.isEmpty || result.contains(where: HostParser.isForbiddenDomainCodePoint) {
            return nil
        }
        return result
    }

    /// The approximation of UTS #46 ToASCII described on ``DomainParser``, with
    /// CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength false.
    /// https://www.unicode.org/reports/tr46/#ToASCII
    static func unicodeToASCII(_ domain: String) -> [UInt8]? {
        // Processing step 1: map.
        var mapped = String.UnicodeScalarView()
        for scalar in domain.unicodeScalars {
            switch scalar.value {
            case 0x3002, 0xFF0E, 0xFF61:
                mapped.append(".")
            case 0xFF01...0xFF5E:
                mapped.append(Unicode.Scalar(UInt8(scalar.value - 0xFEE0)))
            case 0x00AD, 0x200B, 0x2060, 0xFE00...0xFE0F, 0xFEFF:
                continue
            case _ where isDisallowed(scalar.value):
                return nil
            default:
                mapped.append(scalar)
            }
        }
        let lowered = String(mapped).lowercased()
        // Processing step 3–4 and ToASCII step 2: convert each label.
        var output: [UInt8] = []
        var isFirstLabel = true
        for label in lowered.unicodeScalars.split(separator: ".", omittingEmptySubsequences: false) {
            if !isFirstLabel {
                output.append(UInt8(ascii: "."))
            }
            isFirstLabel = false
            let isASCII = label.allSatisfy(\.isASCII)
            let hasACEPrefix = label.starts(with: "xn--".unicodeScalars)
            if isASCII {
                if hasACEPrefix {
                    let encoded = label.dropFirst(4).map { UInt8($0.value) }
                    guard let decoded = Punycode.decode(encoded),
                          decoded.contains(where: { !$0.isASCII }),
                          !decoded.contains(where: { isDisallowed($0.value) })
                    else {
                        return nil
                    }
                }
                output.append(contentsOf: label.lazy.map { UInt8($0.value) })
            } else {
                if hasACEPrefix {
                    return nil
                }
                guard let encoded = Punycode.encode(Array(label)) else {
                    return nil
                }
                output.append(contentsOf: "xn--".utf8)
                output.append(contentsOf: encoded.utf8)
            }
        }
        return output
    }

    /// Whether UTS #46 disallows `value`, for the few ranges this approximation knows.
    static func isDisallowed(_ value: UInt32) -> Bool {
        switch value {
        case 0xFFFD,  // REPLACEMENT CHARACTER, the result of invalid UTF-8
             0x0080...0x009F,  // C1 controls
             0x00A0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000,  // spaces
             0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069,  // bidirectional controls
             0xE000...0xF8FF, 0xF0000...0xFFFFD, 0x100000...0x10FFFD,  // private use
             0xFDD0...0xFDEF:  // noncharacters
            true
        default:
            value & 0xFFFE == 0xFFFE  // the noncharacters U+xFFFE and U+xFFFF
        }
    }
}
