// Host parsing: domains, IPv4 and IPv6 addresses, opaque hosts.
// https://url.spec.whatwg.org/#host-parsing

/// The host parser and the parsers it uses, over UTF-8 bytes.
enum HostParser {
    /// Parses `input` (the raw UTF-8 bytes between the authority's "@" and port or path) as a
    /// host; `isOpaque` is true for non-special URLs. Returns `nil` on failure.
    /// https://url.spec.whatwg.org/#concept-host-parser
    static func parse(_ input: [UInt8], isOpaque: Bool) -> URLHost? {
        // 1. "[" starts an IPv6 address, which must end with "]".
        if input.first == UInt8(ascii: "[") {
            guard input.count >= 2, input.last == UInt8(ascii: "]") else {
                return nil
            }
            return parseIPv6(Array(input[1..<(input.count - 1)])).map(URLHost.ipv6)
        }
        // 2. Non-special URLs have opaque hosts.
        if isOpaque {
            return parseOpaqueHost(input)
        }
        // 3–7. Percent-decode, UTF-8 decode, and run the domain parser.
        let domain = input.contains(UInt8(ascii: "%")) ? percentDecode(input) : input
        guard let asciiDomain = DomainParser.parse(domain) else {
            return nil
        }
        // 8. A domain that ends in a number is an IPv4 address or nothing.
        if endsInANumber(asciiDomain) {
            return parseIPv4(asciiDomain).map(URLHost.ipv4)
        }
        // 9.
        return .domain(String(decoding: asciiDomain, as: UTF8.self))
    }

    /// Whether `byte` is a forbidden host code point (every one of them is ASCII).
    /// https://url.spec.whatwg.org/#forbidden-host-code-point
    static func isForbiddenHostCodePoint(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x00, 0x09, 0x0A, 0x0D, UInt8(ascii: " "), UInt8(ascii: "#"), UInt8(ascii: "/"),
             UInt8(ascii: ":"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "?"),
             UInt8(ascii: "@"), UInt8(ascii: "["), UInt8(ascii: "\\"), UInt8(ascii: "]"),
             UInt8(ascii: "^"), UInt8(ascii: "|"):
            true
        default:
            false
        }
    }

    /// Whether `byte` is a forbidden domain code point: a forbidden host code point, a C0
    /// control, "%", or U+007F DELETE.
    /// https://url.spec.whatwg.org/#forbidden-domain-code-point
    static func isForbiddenDomainCodePoint(_ byte: UInt8) -> Bool {
        byte <= 0x1F || byte == 0x7F || byte == UInt8(ascii: "%") || isForbiddenHostCodePoint(byte)
    }

    /// https://url.spec.whatwg.org/#concept-opaque-host-parser
    static func parseOpaqueHost(_ input: [UInt8]) -> URLHost? {
        if input.contains(where: isForbiddenHostCodePoint) {
            return nil
        }
        if input.isEmpty {
            return .empty
        }
        var output: [UInt8] = []
        output.reserveCapacity(input.count)
        for byte in input {
            appendPercentEncoded(byte, using: .c0Control, to: &output)
        }
        return .opaque(String(decoding: output, as: UTF8.self))
    }

    /// Whether the last label of `input` (ignoring one trailing ".") is all ASCII digits or a
    /// hexadecimal IPv4 number such as "0x7f".
    /// https://url.spec.whatwg.org/#ends-in-a-number-checker
    static func endsInANumber(_ input: [UInt8]) -> Bool {
        var end = input.count
        if end > 0 && input[end - 1] == UInt8(ascii: ".") {
            end -= 1
        }
        var start = end
        while start > 0 && input[start - 1] != UInt8(ascii: ".") {
            start -= 1
        }
        let last = input[start..<end]
        if !last.isEmpty && last.allSatisfy(isASCIIDigit) {
            return true
        }
        return parseIPv4Number(last) != nil
    }

    /// https://url.spec.whatwg.org/#concept-ipv4-parser
    static func parseIPv4(_ input: [UInt8]) -> UInt32? {
        // 1–2. Split on "."; one trailing empty part is allowed.
        var parts = input.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        if parts.last?.isEmpty == true && parts.count > 1 {
            parts.removeLast()
        }
        // 4.
        if parts.count > 4 {
            return nil
        }
        // 5–6.
        var numbers: [UInt64] = []
        numbers.reserveCapacity(parts.count)
        for part in parts {
            guard let number = parseIPv4Number(part) else {
                return nil
            }
            numbers.append(number)
        }
        // 8. Every part but the last must fit a byte.
        if numbers.dropLast().contains(where: { $0 > 255 }) {
            return nil
        }
        // 9. The last part fills the remaining bytes.
        guard let last = numbers.popLast(), last < 1 << (8 * UInt64(5 - parts.count)) else {
            return nil
        }
        // 10–14.
        var ipv4 = last
        for (counter, n) in numbers.enumerated() {
            ipv4 += n << (8 * UInt64(3 - counter))
        }
        return UInt32(ipv4)
    }

    /// Parses one IPv4 part: decimal, octal after a leading "0", or hexadecimal after "0x".
    /// Values larger than 2^33 are clamped to 2^33, which is out of range for every caller.
    /// https://url.spec.whatwg.org/#ipv4-number-parser
    static func parseIPv4Number(_ input: ArraySlice<UInt8>) -> UInt64? {
        // 1.
        if input.isEmpty {
            return nil
        }
        // 3–5.
        var digits = input
        var radix: UInt64 = 10
        if digits.count >= 2 && digits.first == UInt8(ascii: "0") {
            let second = digits[digits.startIndex + 1]
            if second == UInt8(ascii: "x") || second == UInt8(ascii: "X") {
                digits = digits.dropFirst(2)
                radix = 16
            } else {
                digits = digits.dropFirst(1)
                radix = 8
            }
        }
        // 6. "0x" and "0" followed by nothing are zero.
        if digits.isEmpty {
            return 0
        }
        // 7–8.
        let limit: UInt64 = 1 << 33
        var output: UInt64 = 0
        for byte in digits {
            guard let value = hexDigitValue(byte).map(UInt64.init), value < radix else {
                return nil
            }
            output = min(output * radix + value, limit)
        }
        return output
    }

    /// https://url.spec.whatwg.org/#concept-ipv6-parser
    static func parseIPv6(_ input: [UInt8]) -> [UInt16]? {
        var address = [UInt16](repeating: 0, count: 8)
        var pieceIndex = 0
        var compress: Int?
        var pointer = 0
        var c: UInt8? {
            pointer < input.count ? input[pointer] : nil
        }
        // 5. A leading "::".
        if c == UInt8(ascii: ":") {
            guard pointer + 1 < input.count, input[pointer + 1] == UInt8(ascii: ":") else {
                return nil
            }
            pointer += 2
            pieceIndex += 1
            compress = pieceIndex
        }
        // 6.
        while c != nil {
            if pieceIndex == 8 {
                return nil
            }
            if c == UInt8(ascii: ":") {
                if compress != nil {
                    return nil
                }
                pointer += 1
                pieceIndex += 1
                compress = pieceIndex
                continue
            }
            var value: UInt16 = 0
            var length = 0
            while length < 4, let byte = c, let digit = hexDigitValue(byte) {
                value = value &* 0x10 &+ UInt16(digit)
                pointer += 1
                length += 1
            }
            if c == UInt8(ascii: ".") {
                // An IPv4 address in the last two pieces.
                if length == 0 {
                    return nil
                }
                pointer -= length
                if pieceIndex > 6 {
                    return nil
                }
                var numbersSeen = 0
                while c != nil {
                    var ipv4Piece: Int?
                    if numbersSeen > 0 {
                        if c == UInt8(ascii: "."), numbersSeen < 4 {
                            pointer += 1
                        } else {
                            return nil
                        }
                    }
                    guard let first = c, isASCIIDigit(first) else {
                        return nil
                    }
                    while let byte = c, isASCIIDigit(byte) {
                        let number = Int(byte - UInt8(ascii: "0"))
                        if let piece = ipv4Piece {
                            if piece == 0 {
                                return nil
                            }
                            ipv4Piece = piece * 10 + number
                        } else {
                            ipv4Piece = number
                        }
                        if ipv4Piece! > 255 {
                            return nil
                        }
                        pointer += 1
                    }
                    address[pieceIndex] = address[pieceIndex] &* 0x100 &+ UInt16(ipv4Piece!)
                    numbersSeen += 1
                    if numbersSeen == 2 || numbersSeen == 4 {
                        pieceIndex += 1
                    }
                }
                if numbersSeen != 4 {
                    return nil
                }
                break
            } else if c == UInt8(ascii: ":") {
                pointer += 1
                if c == nil {
                    return nil
                }
            } else if c != nil {
                return nil
            }
            address[pieceIndex] = value
            pieceIndex += 1
        }
        // 7–8. Move the pieces after "::" to the end.
        if let compress {
            var swaps = pieceIndex - compress
            pieceIndex = 7
            while pieceIndex != 0 && swaps > 0 {
                address.swapAt(pieceIndex, compress + swaps - 1)
                pieceIndex -= 1
                swaps -= 1
            }
        } else if pieceIndex != 8 {
            return nil
        }
        return address
    }
}
