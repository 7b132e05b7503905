import Foundation

/// The string operators of the format string syntax, with the `[c]` and `[d]` options:
/// both strings are folded (case, diacritics) before they are compared.
///
/// https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/Predicates/Articles/pSyntax.html
/// (String Comparisons)
enum StringComparison {
    /// `string` folded as `options` ask.
    static func folded(_ string: String, _ options: ComparisonOptions) -> String {
        var folding: String.CompareOptions = []
        if options.contains(.caseInsensitive) { folding.insert(.caseInsensitive) }
        if options.contains(.diacriticInsensitive) { folding.insert(.diacriticInsensitive) }
        return folding.isEmpty ? string : string.folding(options: folding, locale: nil)
    }

    /// The order of two strings (by Unicode scalar values, after folding).
    static func compare(_ left: String, _ right: String, _ options: ComparisonOptions) -> ComparisonResult {
        let left = folded(left, options)
        let right = folded(right, options)
        if left == right { return .orderedSame }
        return left.unicodeScalars.lexicographicallyPrecedes(right.unicodeScalars) ? .orderedAscending : .orderedDescending
    }

    /// `left LIKE pattern`: `*` matches any run of characters (also none), `?` exactly one;
    /// a backslash makes the next character literal.
    static func like(_ left: String, _ pattern: String, _ options: ComparisonOptions) -> Bool {
        let text = Array(folded(left, options))
        var tokens: [(character: Character, isWildcard: Bool)] = []
        var escaping = false
        for character in folded(pattern, options) {
            if escaping {
                tokens.append((character, false))
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                tokens.append((character, character == "*" || character == "?"))
            }
        }
        // Matching with backtracking to the last '*' (linear space, no recursion).
        var textIndex = 0
        var tokenIndex = 0
        var starToken: Int?
        var starText = 0
        while textIndex < text.count {
            if tokenIndex < tokens.count,
                tokens[tokenIndex].isWildcard ? tokens[tokenIndex].character == "?" : tokens[tokenIndex].character == text[textIndex]
            {
                textIndex += 1
                tokenIndex += 1
            } else if tokenIndex < tokens.count, tokens[tokenIndex].isWildcard, tokens[tokenIndex].character == "*" {
                starToken = tokenIndex
                starText = textIndex
                tokenIndex += 1
            } else if let star = starToken {
                tokenIndex = star + 1
                starText += 1
                textIndex = starText
            } else {
                return false
            }
        }
        while tokenIndex < tokens.count, tokens[tokenIndex].isWildcard, tokens[tokenIndex].character == "*" { tokenIndex += 1 }
        return tokenIndex == tokens.count
    }
}

/// `MATCHES`: an ICU regular expression (`NSRegularExpression`) that must match the whole string.
enum RegularExpressionMatch {
    /// The compiled pattern, anchored at both ends; nil when it is not a valid pattern.
    static func compile(_ pattern: String, options: ComparisonOptions) -> NSRegularExpression? {
        var flags: NSRegularExpression.Options = []
        if options.contains(.caseInsensitive) { flags.insert(.caseInsensitive) }
        return try? NSRegularExpression(pattern: "\\A(?:" + pattern + ")\\z", options: flags)
    }

    /// Whether `string` matches `pattern` as a whole.
    static func matches(_ string: String, _ pattern: String, _ options: ComparisonOptions) -> Bool? {
        guard let expression = compile(pattern, options: options) else { return nil }
        let subject = options.contains(.diacriticInsensitive) ? StringComparison.folded(string, [.diacriticInsensitive]) : string
        return expression.firstMatch(in: subject, range: NSRange(subject.startIndex..., in: subject)) != nil
    }
}
