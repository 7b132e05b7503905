/// Reads JSON text into a ``PropertyListValue``, strictly, and says where it is malformed.
///
/// Written here rather than taken from Foundation: `JSONSerialization` on Linux accepts what
/// JSON does not (`{"a": 1,}`) and reports a malformed text as "The data is not in the correct
/// format", without a position; a user who mistyped `--finalize` needs the line and column.
/// Objects become dictionaries (a repeated key keeps its last value, as `JSON.parse` does),
/// numbers without a fraction or exponent that fit in 64 bits integers, other numbers reals.
/// Nesting is followed with a stack of its own, not recursion, so depth cannot exhaust the
/// thread's stack.
///
/// https://www.rfc-editor.org/rfc/rfc8259
struct JSONReader {
    /// Where and why the text is not JSON.
    struct Failure: Error, Equatable {
        /// The 1-based line.
        let line: Int
        /// The 1-based column, in characters.
        let column: Int
        /// What was expected, and what was found.
        let message: String
    }

    private let bytes: [UInt8]
    private var offset = 0

    /// A reader of `text`.
    init(_ text: String) { bytes = Array(text.utf8) }

    /// An open array or object, and what it holds so far.
    private enum Frame {
        case array([PropertyListValue])
        case object([String: PropertyListValue], key: String)
    }

    /// The value the whole text holds.
    mutating func read() throws(Failure) -> PropertyListValue {
        var stack: [Frame] = []
        while true {
            var value: PropertyListValue
            skipWhitespace()
            guard let byte = peek() else {
                throw failure("expected a value (an object, array, string, number, true, false or null)")
            }
            switch byte {
            case UInt8(ascii: "{"):
                offset += 1
                skipWhitespace()
                if peek() == UInt8(ascii: "}") {
                    offset += 1
                    value = .dictionary([:])
                } else {
                    stack.append(.object([:], key: try readKey()))
                    continue
                }
            case UInt8(ascii: "["):
                offset += 1
                skipWhitespace()
                if peek() == UInt8(ascii: "]") {
                    offset += 1
                    value = .array([])
                } else {
                    stack.append(.array([]))
                    continue
                }
            case UInt8(ascii: "\""): value = .string(try readString())
            case UInt8(ascii: "t"): value = try readLiteral("true", .boolean(true))
            case UInt8(ascii: "f"): value = try readLiteral("false", .boolean(false))
            case UInt8(ascii: "n"): value = try readLiteral("null", .null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = try readNumber()
            default:
                throw failure("expected a value (an object, array, string, number, true, false or null)")
            }
            // Put the value in the containers it completes, and go on to the next value.
            while true {
                guard let frame = stack.popLast() else {
                    skipWhitespace()
                    guard offset == bytes.count else { throw failure("expected the end of the text after the JSON value") }
                    return value
                }
                skipWhitespace()
                switch frame {
                case .array(var elements):
                    elements.append(value)
                    if peek() == UInt8(ascii: ",") {
                        offset += 1
                        stack.append(.array(elements))
                    } else if peek() == UInt8(ascii: "]") {
                        offset += 1
                        value = .array(elements)
                        continue
                    } else {
                        throw failure("expected ',' or ']' after an array element")
                    }
                case .object(var members, let key):
                    members[key] = value
                    if peek() == UInt8(ascii: ",") {
                        offset += 1
                        stack.append(.object(members, key: try readKey()))
                    } else if peek() == UInt8(ascii: "}") {
                        offset += 1
                        value = .dictionary(members)
                        continue
                    } else {
                        throw failure("expected ',' or '}' after an object member")
                    }
                }
                break
            }
        }
    }

    // MARK: - Tokens

    private func peek() -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// https://www.rfc-editor.org/rfc/rfc8259#section-2 (`ws`)
    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { offset += 1 }
    }

    /// A member's name and its ':'.
    private mutating func readKey() throws(Failure) -> String {
        skipWhitespace()
        guard peek() == UInt8(ascii: "\"") else { throw failure("expected a member name in double quotes") }
        let key = try readString()
        skipWhitespace()
        guard peek() == UInt8(ascii: ":") else { throw failure("expected ':' after the member name") }
        offset += 1
        return key
    }

    private mutating func readLiteral(_ word: String, _ value: PropertyListValue) throws(Failure) -> PropertyListValue {
        let expected = Array(word.utf8)
        guard bytes.count - offset >= expected.count, Array(bytes[offset..<offset + expected.count]) == expected else {
            throw failure("expected a value (an object, array, string, number, true, false or null)")
        }
        offset += expected.count
        return value
    }

    /// https://www.rfc-editor.org/rfc/rfc8259#section-6
    private mutating func readNumber() throws(Failure) -> PropertyListValue {
        let start = offset
        if peek() == UInt8(ascii: "-") { offset += 1 }
        guard let first = peek(), isDigit(first) else { throw failure("expected a digit") }
        offset += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        var isIntegral = true
        if peek() == UInt8(ascii: ".") {
            isIntegral = false
            offset += 1
            guard let digit = peek(), isDigit(digit) else { throw failure("expected a digit after the decimal point") }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            isIntegral = false
            offset += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
            guard let digit = peek(), isDigit(digit) else { throw failure("expected a digit in the exponent") }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        if isIntegral, let integer = Int64(text) { return .integer(integer) }
        guard let real = Double(text), real.isFinite else {
            offset = start
            throw failure("the number \(text) is too large")
        }
        return .real(real)
    }

    private func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private mutating func skipDigits() {
        while let byte = peek(), isDigit(byte) { offset += 1 }
    }

    /// https://www.rfc-editor.org/rfc/rfc8259#section-7
    private mutating func readString() throws(Failure) -> String {
        offset += 1  // The opening quote.
        var utf8: [UInt8] = []
        while true {
            guard let byte = peek() else { throw failure("expected '\"' to end the string") }
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                offset += 1
                try readEscape(into: &utf8)
            case 0..<0x20:
                throw failure("a control character in a string; write it as an escape such as \\n or \\u00\(hex(byte))")
            default:
                utf8.append(byte)
                offset += 1
            }
        }
    }

    private mutating func readEscape(into utf8: inout [UInt8]) throws(Failure) {
        guard let byte = peek() else { throw failure("expected an escape after '\\'") }
        offset += 1
        let simple: UInt8?
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): simple = byte
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): simple = nil
        default:
            offset -= 1
            throw failure("'\\\(Character(Unicode.Scalar(byte)))' is not an escape JSON has")
        }
        if let simple {
            utf8.append(simple)
            return
        }
        var unit = try readHexUnit()
        // A surrogate pair is one character; a lone surrogate cannot be in a string and becomes U+FFFD.
        if (0xD800..<0xDC00).contains(unit), bytes.count - offset >= 6, bytes[offset] == UInt8(ascii: "\\"),
            bytes[offset + 1] == UInt8(ascii: "u")
        {
            let saved = offset
            offset += 2
            let low = try readHexUnit()
            if (0xDC00..<0xE000).contains(low) {
                unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            } else {
                offset = saved
            }
        }
        let scalar = Unicode.Scalar(unit) ?? "\u{FFFD}"
        utf8.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    private mutating func readHexUnit() throws(Failure) -> UInt32 {
        var unit: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = hexValue(byte) else { throw failure("expected four hexadecimal digits after '\\u'") }
            unit = unit << 4 | digit
            offset += 1
        }
        return unit
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }

    // MARK: - Failures

    /// A failure at the current position, naming what is there.
    private func failure(_ expectation: String) -> Failure {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        let column = String(decoding: bytes[lineStart..<min(offset, bytes.count)], as: UTF8.self).count + 1
        return Failure(line: line, column: column, message: "\(expectation), found \(foundDescription())")
    }

    /// What is at the current position: `'x'`, or the end of the text.
    private func foundDescription() -> String {
        guard offset < bytes.count else { return "the end of the text" }
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let character = String(decoding: bytes[offset..<end], as: UTF8.self)
        switch character {
        case "\n": return "a line break"
        case "'": return "\"'\""
        default: return "'\(character)'"
        }
    }
}
