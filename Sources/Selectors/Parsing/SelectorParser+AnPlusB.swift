import CSSSyntax

extension SelectorParser {
    /// Parses An+B at `cursor` (https://www.w3.org/TR/css-syntax-3/#anb-microsyntax),
    /// leaving the cursor after it.
    ///
    /// The microsyntax is defined on tokens, so `2n+1` arrives as the dimension `2n`
    /// followed by the number `+1`, and `2n-1` as the single dimension `2n-1`. Whitespace
    /// may separate the parts, except after a leading `+`.
    func parseAnPlusB(_ cursor: inout Cursor) throws(SelectorParseError) -> NthPattern {
        let start = cursor.index
        guard !cursor.isAtEnd else {
            throw error(at: cursor.end, "expected an An+B expression such as '2n+1'")
        }
        switch tokens[start].kind {
        case .number(let number) where number.isInteger:
            cursor.index += 1
            return NthPattern(step: 0, offset: number.clampedInteger)
        case .dimension(let number, let unit) where number.isInteger:
            cursor.index += 1
            return try parseAfterStep(number.clampedInteger, rest: asciiLowercased(unit), &cursor, at: start)
        case .ident(let name):
            let lowercased = asciiLowercased(name)
            if lowercased == "odd" {
                cursor.index += 1
                return NthPattern(step: 2, offset: 1)
            }
            if lowercased == "even" {
                cursor.index += 1
                return NthPattern(step: 2, offset: 0)
            }
            cursor.index += 1
            if lowercased.hasPrefix("-") {
                return try parseAfterStep(-1, rest: String(lowercased.dropFirst()), &cursor, at: start)
            }
            return try parseAfterStep(1, rest: lowercased, &cursor, at: start)
        case .delim("+"):
            // '+'?† n…: no whitespace between the `+` and the `n`.
            guard let next = token(start + 1, in: cursor), case .ident(let name) = next.kind,
                !name.hasPrefix("-")
            else {
                throw error(at: min(start + 1, cursor.end), "expected 'n' right after '+'")
            }
            cursor.index += 2
            return try parseAfterStep(1, rest: asciiLowercased(name), &cursor, at: start + 1)
        default:
            throw error(at: start, "expected an An+B expression such as '2n+1'")
        }
    }

    /// Finishes An+B once the step A is known. `rest` is what followed the number in the
    /// same token, lowercased: `n`, `n-` or `n-` and digits.
    private func parseAfterStep(
        _ step: Int, rest: String, _ cursor: inout Cursor, at tokenIndex: Int
    ) throws(SelectorParseError) -> NthPattern {
        if rest == "n" {
            return NthPattern(step: step, offset: try parseOffset(&cursor))
        }
        if rest == "n-" {
            skipWhitespace(&cursor)
            guard !cursor.isAtEnd, case .number(let number) = tokens[cursor.index].kind,
                number.isInteger, !number.hasSign
            else {
                throw error(at: min(cursor.index, cursor.end), "expected an integer after 'n-'")
            }
            cursor.index += 1
            return NthPattern(step: step, offset: -number.clampedInteger)
        }
        if rest.hasPrefix("n-"), let digits = Self.clampedDigits(rest.dropFirst(2)) {
            return NthPattern(step: step, offset: -digits)
        }
        throw error(at: tokenIndex, "invalid An+B expression")
    }

    /// Parses the optional `+B` or `-B` after `An`: a signed integer, or `+`/`-` and a
    /// signless integer. Returns 0, consuming nothing, when neither follows.
    private func parseOffset(_ cursor: inout Cursor) throws(SelectorParseError) -> Int {
        var lookahead = cursor
        skipWhitespace(&lookahead)
        guard !lookahead.isAtEnd else { return 0 }
        switch tokens[lookahead.index].kind {
        case .number(let number) where number.isInteger && number.hasSign:
            cursor.index = lookahead.index + 1
            return number.clampedInteger
        case .delim(let sign) where sign == "+" || sign == "-":
            lookahead.index += 1
            skipWhitespace(&lookahead)
            guard !lookahead.isAtEnd, case .number(let number) = tokens[lookahead.index].kind,
                number.isInteger, !number.hasSign
            else {
                throw error(at: min(lookahead.index, lookahead.end), "expected an integer after '\(sign)'")
            }
            cursor.index = lookahead.index + 1
            return sign == "-" ? -number.clampedInteger : number.clampedInteger
        default:
            return 0
        }
    }

    /// The decimal number `digits`, clamped to 32 bits; `nil` unless it is one or more
    /// ASCII digits.
    private static func clampedDigits(_ digits: Substring) -> Int? {
        guard !digits.isEmpty else { return nil }
        var value = 0
        for byte in digits.utf8 {
            guard (0x30...0x39).contains(byte) else { return nil }
            value = min(value * 10 + Int(byte - 0x30), Int(Int32.max))
        }
        return value
    }
}
