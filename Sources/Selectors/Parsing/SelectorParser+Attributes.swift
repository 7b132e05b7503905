import CSSSyntax

extension SelectorParser {
    /// Parses the tokens inside `[` `]` as an attribute selector
    /// (https://www.w3.org/TR/selectors-4/#typedef-attribute-selector):
    /// `name`, or `name op value flag?`, with whitespace allowed between the parts.
    func parseAttributeSelector(_ range: Range<Int>) throws(SelectorParseError) -> SimpleSelector {
        var cursor = Cursor(range)
        skipWhitespace(&cursor)
        let name = try parseAttributeName(&cursor)
        skipWhitespace(&cursor)
        if cursor.isAtEnd {
            return .attribute(AttributeSelector(name: name, valueMatch: nil))
        }

        let comparison = try parseAttributeComparison(&cursor)
        skipWhitespace(&cursor)
        let value: String
        switch token(at: cursor).kind {
        case .ident(let text), .string(let text):
            value = text
            cursor.index += 1
        case .badString:
            throw error(at: cursor.index, "unterminated string")
        default:
            throw error(at: min(cursor.index, cursor.end), "expected an attribute value")
        }
        skipWhitespace(&cursor)

        var caseSensitivity = AttributeCaseSensitivity.documentDefault
        if !cursor.isAtEnd, case .ident(let flag) = tokens[cursor.index].kind {
            switch asciiLowercased(flag) {
            case "i": caseSensitivity = .asciiCaseInsensitive
            case "s": caseSensitivity = .caseSensitive
            default: throw error(at: cursor.index, "unknown attribute selector flag '\(flag)'")
            }
            cursor.index += 1
            skipWhitespace(&cursor)
        }
        guard cursor.isAtEnd else {
            throw unexpected(at: cursor.index)
        }
        let valueMatch = AttributeSelector.ValueMatch(
            comparison: comparison, value: value, caseSensitivity: caseSensitivity)
        return .attribute(AttributeSelector(name: name, valueMatch: valueMatch))
    }

    /// Parses `name`, `*|name` or `|name` (https://www.w3.org/TR/selectors-4/#typedef-wq-name).
    /// `ns|name` is invalid, since `querySelector` declares no namespace prefixes.
    private func parseAttributeName(_ cursor: inout Cursor) throws(SelectorParseError) -> SelectorName {
        let barFollows = token(cursor.index + 1, in: cursor)?.isDelim("|") == true
        let afterBar = token(cursor.index + 2, in: cursor)
        switch token(at: cursor).kind {
        case .ident(let name):
            // `[a|=b]` is a dash-match on `a`, not a namespace prefix.
            if barFollows, case .ident = afterBar?.kind {
                throw error(at: cursor.index, "namespace prefix '\(name)' is not declared")
            }
            cursor.index += 1
            return SelectorName(name)
        case .delim("*") where !barFollows:
            // WebKit accepts `[*]`, as an attribute named `*`, but not `[*=…]`.
            var rest = cursor
            rest.index += 1
            skipWhitespace(&rest)
            guard rest.isAtEnd else { throw error(at: rest.index, "expected ']' after '[*'") }
            cursor.index += 1
            return SelectorName("*")
        case .delim("*"):
            guard case .ident(let name) = afterBar?.kind else {
                throw error(at: min(cursor.index + 2, cursor.end), "expected an attribute name after '|'")
            }
            cursor.index += 3
            return SelectorName(name)
        case .delim("|"):
            guard let next = token(cursor.index + 1, in: cursor), case .ident(let name) = next.kind else {
                throw error(at: min(cursor.index + 1, cursor.end), "expected an attribute name after '|'")
            }
            cursor.index += 2
            return SelectorName(name)
        default:
            throw error(at: min(cursor.index, cursor.end), "expected an attribute name")
        }
    }

    /// Parses `=`, `~=`, `|=`, `^=`, `$=` or `*=`
    /// (https://www.w3.org/TR/selectors-4/#typedef-attr-matcher).
    private func parseAttributeComparison(_ cursor: inout Cursor) throws(SelectorParseError) -> AttributeComparison {
        guard case .delim(let symbol) = tokens[cursor.index].kind else {
            throw unexpected(at: cursor.index)
        }
        if symbol == "=" {
            cursor.index += 1
            return .equals
        }
        let comparison: AttributeComparison
        switch symbol {
        case "~": comparison = .includesWord
        case "|": comparison = .dashMatch
        case "^": comparison = .prefix
        case "$": comparison = .suffix
        case "*": comparison = .substring
        default: throw unexpected(at: cursor.index)
        }
        guard token(cursor.index + 1, in: cursor)?.isDelim("=") == true else {
            throw error(at: min(cursor.index + 1, cursor.end), "expected '=' after '\(symbol)'")
        }
        cursor.index += 2
        return comparison
    }
}
