/// Finds the end of a `{}` block, `()` or `[]` without making tokens: it follows only what
/// can hide a bracket (comments, strings, escapes, unquoted `url(…)`), so that a style
/// sheet's rules can be found without tokenizing their declarations. It ends where
/// https://www.w3.org/TR/css-syntax-3/#consume-simple-block would: nested blocks of every
/// kind are skipped whole, and a closing bracket of the wrong kind is just a token.
enum CSSBlockSkipper {
    /// After a `{`: reads to the matching `}` (or the end of the input) and returns the
    /// block's contents.
    static func skipBlock(_ tokenizer: inout CSSTokenizer) -> Range<Int> {
        let start = tokenizer.position
        let end = skip(&tokenizer, closing: UInt8(ascii: "}"))
        return start..<end
    }

    /// After a `(`, a function token or a `[`: reads to the matching closing bracket.
    static func skipToClose(of opening: CSSToken.Kind, _ tokenizer: inout CSSTokenizer) {
        _ = skip(&tokenizer, closing: opening == .leftBracket ? UInt8(ascii: "]") : UInt8(ascii: ")"))
    }

    /// Reads past the bracket that closes the one just read; returns where the contents
    /// end (the closing bracket's offset, or the end of the input).
    private static func skip(_ tokenizer: inout CSSTokenizer, closing: UInt8) -> Int {
        let bytes = tokenizer.bytes
        let end = tokenizer.end
        var expected: [UInt8] = [closing]
        var index = tokenizer.position
        while index < end {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "{"):
                expected.append(UInt8(ascii: "}"))
            case UInt8(ascii: "("):
                expected.append(UInt8(ascii: ")"))
                if let after = urlContentsStart(bytes, openingParenthesis: index, end: end) {
                    index = skipURL(bytes, from: after, end: end)
                    expected.removeLast()
                    continue
                }
            case UInt8(ascii: "["):
                expected.append(UInt8(ascii: "]"))
            case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
                if byte == expected.last {
                    expected.removeLast()
                    if expected.isEmpty {
                        tokenizer.position = index + 1
                        return index
                    }
                }
            case UInt8(ascii: "/"):
                if index + 1 < end && bytes[index + 1] == UInt8(ascii: "*") {
                    index += 2
                    while index < end && !(bytes[index] == UInt8(ascii: "*") && index + 1 < end && bytes[index + 1] == UInt8(ascii: "/")) {
                        index += 1
                    }
                    index += 2
                    continue
                }
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                index = skipString(bytes, from: index + 1, quote: byte, end: end)
                continue
            case UInt8(ascii: "\\"):
                // An escape hides the next byte; before a newline the backslash is a delim.
                if index + 1 < end && bytes[index + 1] != 0x0A { index += 1 }
            default:
                break
            }
            index += 1
        }
        tokenizer.position = end
        return end
    }

    /// Past a string's closing quote, or at the newline that makes it a bad string.
    private static func skipString(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, quote: UInt8, end: Int) -> Int {
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte == quote { return index + 1 }
            if byte == 0x0A { return index }
            index = byte == UInt8(ascii: "\\") ? endOfEscape(bytes, from: index + 1, end: end) : index + 1
        }
        return end
    }

    /// Past the escape whose backslash is just before `start`, as the tokenizer consumes it
    /// (https://www.w3.org/TR/css-syntax-3/#consume-escaped-code-point): up to six hex digits
    /// and one whitespace after them (a newline too), else one byte.
    private static func endOfEscape(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, end: Int) -> Int {
        var index = start
        while index < end, index - start < 6, hexValue(bytes[index]) != nil { index += 1 }
        if index == start { return min(start + 1, end) }
        return index < end && isCSSWhitespace(bytes[index]) ? index + 1 : index
    }

    /// When the `(` at `index` ends an ident `url` and starts an unquoted URL, where the
    /// URL starts; else nil.
    private static func urlContentsStart(_ bytes: UnsafeBufferPointer<UInt8>, openingParenthesis index: Int, end: Int) -> Int? {
        guard index >= 3, bytes[index - 1] | 0x20 == UInt8(ascii: "l"), bytes[index - 2] | 0x20 == UInt8(ascii: "r"),
            bytes[index - 3] | 0x20 == UInt8(ascii: "u")
        else { return nil }
        if index >= 4 {
            let before = bytes[index - 4]
            if isIdentCodePoint(before) || before == UInt8(ascii: "\\") { return nil }
        }
        var after = index + 1
        while after < end && isCSSWhitespace(bytes[after]) { after += 1 }
        if after < end && (bytes[after] == UInt8(ascii: "\"") || bytes[after] == UInt8(ascii: "'")) { return nil }
        return after
    }

    /// Past the `)` that ends an unquoted URL (or a bad URL's remnants).
    private static func skipURL(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, end: Int) -> Int {
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: ")") { return index + 1 }
            if byte == UInt8(ascii: "\\") && index + 1 < end && bytes[index + 1] != 0x0A { index += 1 }
            index += 1
        }
        return end
    }
}
