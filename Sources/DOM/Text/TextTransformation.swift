import CSS

/// `text-transform` and `-webkit-text-security` as WebKit applies them to a text node's
/// rendered text.
///
/// https://drafts.csswg.org/css-text-3/#text-transform-property
enum TextTransformation {
    /// Appends `text`'s UTF-8 to `output`, transformed, then masked as `security` says:
    /// WebKit draws each UTF-16 code unit of the transformed text, white space included,
    /// as the shape (`hello world` is eleven discs, `😀` two), before white space collapses.
    static func append(
        _ text: String, transform: ComputedStyle.TextTransform, security: ComputedStyle.TextSecurity, previousByte: UInt8?,
        to output: inout [UInt8]
    ) {
        let start = output.count
        append(text, transform: transform, previousByte: previousByte, to: &output)
        guard security != .none, output.count > start else { return }
        let units = String(decoding: output[start...], as: UTF8.self).utf16.count
        let shape = Array(String(Unicode.Scalar(security.rawValue)!).utf8)
        output.removeSubrange(start...)
        output.reserveCapacity(start + units * shape.count)
        for _ in 0..<units { output.append(contentsOf: shape) }
    }

    /// Appends `text`'s UTF-8 to `output`, transformed. `previousByte` is the last byte of
    /// the text rendered before (a word may continue across nodes).
    static func append(_ text: String, transform: ComputedStyle.TextTransform, previousByte: UInt8?, to output: inout [UInt8]) {
        switch transform {
        case .none, .fullWidth, .fullSizeKana:
            // From the contiguous bytes: appending the `UTF8View` itself goes through its
            // generic copy, which retains and releases the string's storage.
            if text.utf8.withContiguousStorageIfAvailable({ output.append(contentsOf: $0) }) == nil {
                output.append(contentsOf: text.utf8)
            }
        case .uppercase:
            if text.utf8.allSatisfy({ $0 < 0x80 }) {
                output.append(contentsOf: text.utf8.map { $0 &- 0x61 < 26 ? $0 - 0x20 : $0 })
            } else {
                output.append(contentsOf: text.uppercased().utf8)
            }
        case .lowercase:
            if text.utf8.allSatisfy({ $0 < 0x80 }) {
                output.append(contentsOf: text.utf8.map { $0 &- 0x41 < 26 ? $0 + 0x20 : $0 })
            } else {
                output.append(contentsOf: text.lowercased().utf8)
            }
        case .capitalize:
            output.append(contentsOf: capitalized(text, previous: previousByte.map { Unicode.Scalar($0) }).utf8)
        }
    }

    /// Each word's first letter title-cased, words as Unicode word boundaries find them:
    /// a hyphen starts a new word, an apostrophe or a full stop between letters does not,
    /// and a word starting with a digit keeps its letters.
    ///
    /// https://unicode.org/reports/tr29/#Word_Boundaries
    static func capitalized(_ text: String, previous: Unicode.Scalar?) -> String {
        var result = String.UnicodeScalarView()
        var before: Unicode.Scalar? = previous
        var beforeThat: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            let startsWord: Bool
            if let before {
                if isWordCharacter(before) {
                    startsWord = false
                } else if isMidWord(before), let beforeThat, isWordCharacter(beforeThat) {
                    startsWord = false
                } else {
                    startsWord = true
                }
            } else {
                startsWord = true
            }
            if startsWord && scalar.properties.isAlphabetic {
                // The full title-case mapping, as WebKit: `ǆ` is `ǅ`, `ß` is `Ss`, `ﬁ` is `Fi`.
                result.append(contentsOf: scalar.properties.titlecaseMapping.unicodeScalars)
            } else {
                result.append(scalar)
            }
            beforeThat = before
            before = scalar
        }
        return String(result)
    }

    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar.properties.generalCategory == .nonspacingMark
    }

    /// MidLetter and MidNumLet characters: they join letters into one word.
    private static func isMidWord(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "'", ".", ":", "\u{2019}", "\u{00B7}", "\u{2018}", "\u{FE55}", "\u{FF07}", "\u{FF0E}": true
        default: false
        }
    }
}
