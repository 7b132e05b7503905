/// Which characters of a block's first text a `::first-letter` takes, as WebKit's render
/// tree builder takes them: the leading white space and punctuation, one grapheme cluster,
/// then any punctuation that follows (with the white space before it), but no white space
/// alone (`"(¡«hello»"` gives `(¡«h`, `" hello"` gives `" h`). Punctuation is the Unicode
/// categories Ps, Pe, Pi, Pf and Po (not dashes or connectors).
///
/// https://drafts.csswg.org/css-pseudo-4/#first-letter-pattern
enum FirstLetter {
    /// Where the first letter of `text` ends; nil when `text` is only white space (which,
    /// when it has a box at all, WebKit takes whole as the letter). Text of punctuation
    /// alone is all first letter.
    static func end(in text: String) -> String.Index? {
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        var sawContent = false
        while index < scalars.endIndex, skipsBefore(scalars[index]) {
            if !isSpace(scalars[index]) { sawContent = true }
            index = scalars.index(after: index)
        }
        guard index < scalars.endIndex else { return sawContent ? text.endIndex : nil }
        // One grapheme cluster.
        let rest = text[index...]
        var end = rest.index(after: rest.startIndex)
        // Punctuation after it, with the spaces between.
        var scan = end
        while scan < scalars.endIndex, skipsBefore(scalars[scan]) {
            let next = scalars.index(after: scan)
            if !isSpace(scalars[scan]) { end = next }
            scan = next
        }
        return end
    }

    /// WebKit's `shouldSkipForFirstLetter`: white space, a no-break space, or punctuation.
    private static func skipsBefore(_ scalar: Unicode.Scalar) -> Bool {
        isSpace(scalar) || isPunctuation(scalar)
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "\n", "\r", "\u{0C}", "\u{00A0}": true
        default: false
        }
    }

    private static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation: true
        default: false
        }
    }
}
