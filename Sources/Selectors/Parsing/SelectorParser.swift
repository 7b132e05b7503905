import CSSSyntax

/// Parses selector text into ``ComplexSelector`` values, following the grammar of
/// https://www.w3.org/TR/selectors-4/#grammar as WebKit ships it.
///
/// The parser works on the tokens of ``CSSTokenizer``. A function or block (`:is(…)`,
/// `[…]`) is first delimited by its matching closing token, then its contents are parsed
/// as a range of tokens of their own; a block still open at the end of the text is
/// closed there, as CSS does. Errors carry the UTF-16 offset of the token where parsing
/// stopped.
struct SelectorParser {
    /// The selector text, for error messages.
    let source: String
    /// The tokens of `source`, ending with `endOfFile`.
    let tokens: [CSSToken]

    /// How deeply functional pseudo-classes may nest before the parser gives up, so that
    /// hostile input cannot exhaust the stack.
    static let maximumNesting = 64

    /// Tokenizes `source`.
    init(_ source: String) {
        self.source = source
        tokens = CSSTokenizer.tokenize(source)
    }

    /// Parses the whole text as a selector list
    /// (https://www.w3.org/TR/selectors-4/#typedef-selector-list). One invalid member makes
    /// the whole list invalid.
    func parseSelectorList() throws(SelectorParseError) -> [ComplexSelector] {
        try parseList(0..<(tokens.count - 1), .topLevel)
    }

    // MARK: Where parsing is

    /// What the selector being parsed sits inside, which changes what it may contain.
    struct Context {
        /// Pseudo-elements are valid only at the top level.
        var allowsPseudoElements: Bool
        /// `:has()` may not appear inside `:has()`, however deep.
        var isInsideHas: Bool
        /// How many functional pseudo-classes enclose this selector.
        var depth: Int
        /// Inside a logical pseudo-class that follows a pseudo-element (`::before:is(p)`),
        /// WebKit accepts only type selectors and further logical pseudo-classes.
        var isAfterPseudoElement = false

        static let topLevel = Context(allowsPseudoElements: true, isInsideHas: false, depth: 0)

        /// The context of a selector list inside a functional pseudo-class.
        func nested(insideHas: Bool = false) -> Context {
            Context(
                allowsPseudoElements: false, isInsideHas: isInsideHas || insideHas, depth: depth + 1,
                isAfterPseudoElement: isAfterPseudoElement)
        }
    }

    /// A position in a range of tokens. `tokens[end]` is the token that ends the range:
    /// a comma, a closing parenthesis or bracket, or `endOfFile`.
    struct Cursor {
        var index: Int
        let end: Int

        init(_ range: Range<Int>) {
            index = range.lowerBound
            end = range.upperBound
        }

        var isAtEnd: Bool { index >= end }
    }

    /// The token at `cursor`, or the one ending its range.
    func token(at cursor: Cursor) -> CSSToken {
        tokens[min(cursor.index, cursor.end)]
    }

    /// The token at `index` when it is inside `cursor`'s range, else `nil`.
    func token(_ index: Int, in cursor: Cursor) -> CSSToken? {
        index < cursor.end ? tokens[index] : nil
    }

    /// Skips whitespace tokens; returns whether there were any.
    @discardableResult
    func skipWhitespace(_ cursor: inout Cursor) -> Bool {
        let start = cursor.index
        while !cursor.isAtEnd && tokens[cursor.index].isWhitespace { cursor.index += 1 }
        return cursor.index > start
    }

    /// The index of the token that closes the block or function opened at `index`, or
    /// of `endOfFile` when the block is never closed
    /// (https://www.w3.org/TR/css-syntax-3/#consume-simple-block).
    func closingIndex(ofBlockOpenedAt index: Int) -> Int {
        tokens.closingIndex(ofBlockOpenedAt: index)
    }

    /// The index after the block that closes at `closing`, kept inside `cursor`'s range.
    func index(after closing: Int, in cursor: Cursor) -> Int {
        min(closing + 1, cursor.end)
    }

    /// Splits `range` at the commas that are not inside a block or function.
    func splitAtTopLevelCommas(_ range: Range<Int>) -> [Range<Int>] {
        var members: [Range<Int>] = []
        var start = range.lowerBound
        var position = range.lowerBound
        while position < range.upperBound {
            switch tokens[position].kind {
            case .comma:
                members.append(start..<position)
                start = position + 1
            case .leftParenthesis, .function, .leftBracket, .leftBrace:
                position = closingIndex(ofBlockOpenedAt: position)
            default: break
            }
            position += 1
        }
        members.append(start..<range.upperBound)
        return members
    }

    // MARK: Errors

    /// An error at the token at `index`, at its UTF-16 offset.
    func error(at index: Int, _ reason: String) -> SelectorParseError {
        let utf8 = source.utf8
        let position = utf8.index(utf8.startIndex, offsetBy: min(tokens[index].offset, utf8.count))
        return SelectorParseError(selector: source, offset: source.utf16.distance(from: source.startIndex, to: position), reason: reason)
    }

    /// The text of the token at `index`, for messages.
    func text(ofTokenAt index: Int) -> String {
        guard index + 1 < tokens.count else { return "" }
        let utf8 = Array(source.utf8)
        let start = min(tokens[index].offset, utf8.count)
        let end = min(max(start, tokens[index + 1].offset), utf8.count)
        return String(decoding: utf8[start..<end], as: UTF8.self)
    }

    /// An error for the token at `index` that cannot be where it is.
    func unexpected(at index: Int) -> SelectorParseError {
        switch tokens[index].kind {
        case .endOfFile: error(at: index, "unexpected end of selector")
        case .badString: error(at: index, "unterminated string")
        case .badURL: error(at: index, "invalid url()")
        default: error(at: index, "unexpected '\(text(ofTokenAt: index))'")
        }
    }

    // MARK: Selector lists

    /// Parses a comma-separated list in which every member must be valid
    /// (https://www.w3.org/TR/selectors-4/#parse-a-selector).
    func parseList(_ range: Range<Int>, _ context: Context) throws(SelectorParseError) -> [ComplexSelector] {
        var selectors: [ComplexSelector] = []
        for member in splitAtTopLevelCommas(range) {
            try requireNonEmpty(member, in: range)
            selectors.append(try parseComplexSelector(member, context, isRelative: false))
        }
        return selectors
    }

    /// Parses a forgiving selector list, as `:is()` and `:where()` take: invalid members
    /// are dropped (https://www.w3.org/TR/selectors-4/#typedef-forgiving-selector-list).
    func parseForgivingList(_ range: Range<Int>, _ context: Context) throws(SelectorParseError) -> [ComplexSelector] {
        guard context.depth <= Self.maximumNesting else {
            throw error(at: range.lowerBound, "selector nested too deeply")
        }
        var selectors: [ComplexSelector] = []
        for member in splitAtTopLevelCommas(range) {
            if let selector = try? parseComplexSelector(member, context, isRelative: false) {
                selectors.append(selector)
            }
        }
        return selectors
    }

    /// Parses the relative selector list of `:has()`
    /// (https://www.w3.org/TR/selectors-4/#typedef-relative-selector-list). It is not
    /// forgiving: one invalid member makes `:has()` invalid.
    func parseRelativeList(_ range: Range<Int>, _ context: Context) throws(SelectorParseError) -> [ComplexSelector] {
        var selectors: [ComplexSelector] = []
        for member in splitAtTopLevelCommas(range) {
            try requireNonEmpty(member, in: range)
            selectors.append(try parseComplexSelector(member, context, isRelative: true))
        }
        return selectors
    }

    /// Throws when `member` of a list spanning `list` holds nothing but whitespace.
    func requireNonEmpty(_ member: Range<Int>, in list: Range<Int>) throws(SelectorParseError) {
        var cursor = Cursor(member)
        skipWhitespace(&cursor)
        guard cursor.isAtEnd else { return }
        if case .comma = tokens[cursor.end].kind {
            throw error(at: cursor.end, "expected a selector before ','")
        }
        if member.lowerBound > list.lowerBound {
            throw error(at: cursor.end, "expected a selector after ','")
        }
        throw error(at: cursor.end, "expected a selector")
    }

    // MARK: Complex selectors

    /// Parses `range` as one complex selector; with `isRelative`, as a relative selector
    /// that may start with a combinator (https://www.w3.org/TR/selectors-4/#relative).
    func parseComplexSelector(
        _ range: Range<Int>, _ context: Context, isRelative: Bool
    ) throws(SelectorParseError) -> ComplexSelector {
        var cursor = Cursor(range)
        skipWhitespace(&cursor)
        var compounds: [CompoundSelector] = []
        var combinators: [Combinator] = []
        if isRelative {
            compounds.append(CompoundSelector(components: [.relativeAnchor]))
            if let combinator = combinator(at: cursor) {
                cursor.index += 1
                skipWhitespace(&cursor)
                combinators.append(combinator)
            } else {
                combinators.append(.descendant)
            }
        }
        while true {
            guard let compound = try parseCompoundSelector(&cursor, context) else {
                if let previous = combinators.last, previous != .descendant {
                    throw error(at: min(cursor.index, cursor.end), "expected a selector after '\(previous.symbol)'")
                }
                if !cursor.isAtEnd, let combinator = combinator(at: cursor) {
                    throw error(at: cursor.index, "expected a selector before '\(combinator.symbol)'")
                }
                throw unexpected(at: min(cursor.index, cursor.end))
            }
            compounds.append(compound)
            let sawWhitespace = skipWhitespace(&cursor)
            if cursor.isAtEnd { break }
            if compound.components.contains(where: \.isPseudoElement) {
                throw error(at: cursor.index, "a pseudo-element must be the last part of a selector")
            }
            if let combinator = combinator(at: cursor) {
                cursor.index += 1
                skipWhitespace(&cursor)
                combinators.append(combinator)
            } else if sawWhitespace {
                combinators.append(.descendant)
            } else {
                throw unexpected(at: cursor.index)
            }
        }
        compounds.reverse()
        combinators.reverse()
        return ComplexSelector(compounds: compounds, combinators: combinators)
    }

    /// The combinator written at `cursor` (`>`, `+` or `~`), if any. Whitespace, the
    /// descendant combinator, is handled by the caller.
    func combinator(at cursor: Cursor) -> Combinator? {
        guard !cursor.isAtEnd, case .delim(let symbol) = tokens[cursor.index].kind else { return nil }
        switch symbol {
        case ">": return .child
        case "+": return .nextSibling
        case "~": return .subsequentSibling
        default: return nil
        }
    }

    // MARK: Compound selectors

    /// Parses a compound selector at `cursor`
    /// (https://www.w3.org/TR/selectors-4/#typedef-compound-selector), or returns `nil`
    /// when no simple selector starts there.
    func parseCompoundSelector(
        _ cursor: inout Cursor, _ context: Context
    ) throws(SelectorParseError) -> CompoundSelector? {
        var components: [SimpleSelector] = []
        if let type = try parseTypeSelector(&cursor) {
            components.append(type)
        }
        loop: while !cursor.isAtEnd {
            let token = tokens[cursor.index]
            if context.isAfterPseudoElement && startsSubclassSelector(token) && !isLogicalPseudoClass(at: cursor) {
                throw error(
                    at: cursor.index, "only type selectors and ':is()'-like pseudo-classes may follow a pseudo-element")
            }
            switch token.kind {
            case .hash(let name, let isIdentifier):
                guard isIdentifier else {
                    throw error(at: cursor.index, "'#\(name)' is not a valid ID selector")
                }
                components.append(.id(name))
                cursor.index += 1
            case .delim("."):
                guard let next = self.token(cursor.index + 1, in: cursor), case .ident(let name) = next.kind else {
                    throw error(at: min(cursor.index + 1, cursor.end), "expected a class name after '.'")
                }
                components.append(.className(name))
                cursor.index += 2
            case .leftBracket:
                let closing = closingIndex(ofBlockOpenedAt: cursor.index)
                components.append(try parseAttributeSelector((cursor.index + 1)..<closing))
                cursor.index = index(after: closing, in: cursor)
            case .colon:
                if let next = self.token(cursor.index + 1, in: cursor), next.kind == .colon {
                    components.append(try parsePseudoElement(&cursor, context))
                    try parseLogicalPseudoClassesAfterPseudoElement(&cursor, context, into: &components)
                    break loop
                }
                let parsed = try parsePseudoClass(&cursor, context)
                components.append(contentsOf: parsed)
                if parsed.contains(where: \.isPseudoElement) {
                    try parseLogicalPseudoClassesAfterPseudoElement(&cursor, context, into: &components)
                    break loop
                }
            case .delim("&"):
                // Outside a style rule, the nesting selector means :scope
                // (https://www.w3.org/TR/css-nesting-1/#nest-selector).
                components.append(.pseudoClass(.scope))
                cursor.index += 1
            default:
                break loop
            }
        }
        return components.isEmpty ? nil : CompoundSelector(components: components)
    }

    /// Parses what WebKit accepts after a pseudo-element: `:is()`, `:where()`, `:not()`,
    /// `:has()` and `:-webkit-any()`, as in `::before:is(p)`. Nothing else may follow it
    /// in the compound. (The compound matches no element either way.)
    func parseLogicalPseudoClassesAfterPseudoElement(
        _ cursor: inout Cursor, _ context: Context, into components: inout [SimpleSelector]
    ) throws(SelectorParseError) {
        var restricted = context
        restricted.isAfterPseudoElement = true
        while isLogicalPseudoClass(at: cursor) {
            components.append(contentsOf: try parsePseudoClass(&cursor, restricted))
        }
    }

    /// Whether `token` starts an ID, class, attribute, pseudo-class or nesting selector.
    func startsSubclassSelector(_ token: CSSToken) -> Bool {
        switch token.kind {
        case .hash, .delim("."), .leftBracket, .colon, .delim("&"): true
        default: false
        }
    }

    /// Whether `cursor` is on `:is(`, `:where(`, `:not(`, `:has(` or `:-webkit-any(`.
    func isLogicalPseudoClass(at cursor: Cursor) -> Bool {
        guard !cursor.isAtEnd, tokens[cursor.index].kind == .colon,
            case .function(let name) = token(cursor.index + 1, in: cursor)?.kind
        else { return false }
        return ["is", "where", "not", "has", "-webkit-any"].contains(asciiLowercased(name))
    }

    /// Parses a type selector or universal selector at `cursor`, with its namespace prefix
    /// (https://www.w3.org/TR/selectors-4/#typedef-type-selector), or returns `nil`.
    ///
    /// No namespace prefixes are declared for `querySelector`, so `ns|div` is invalid;
    /// `*|div` is `div`, and `|div` matches elements in no namespace.
    func parseTypeSelector(_ cursor: inout Cursor) throws(SelectorParseError) -> SimpleSelector? {
        guard !cursor.isAtEnd else { return nil }
        let first = tokens[cursor.index]
        let hasBar = token(cursor.index + 1, in: cursor)?.isDelim("|") == true
        let nameAfterBar = token(cursor.index + 2, in: cursor)
        switch first.kind {
        case .ident(let name):
            guard hasBar else {
                cursor.index += 1
                // WebKit takes an escaped `\*` for the universal selector.
                return name == "*" ? .universal : .type(SelectorName(name))
            }
            throw error(at: cursor.index, "namespace prefix '\(name)' is not declared")
        case .delim("*"):
            guard hasBar else {
                cursor.index += 1
                return .universal
            }
            switch nameAfterBar?.kind {
            case .ident(let name):
                cursor.index += 3
                return .type(SelectorName(name))
            case .delim("*"):
                cursor.index += 3
                return .universal
            default:
                throw error(at: min(cursor.index + 2, cursor.end), "expected a name after '|'")
            }
        case .delim("|"):
            switch token(cursor.index + 1, in: cursor)?.kind {
            case .ident, .delim("*"):
                cursor.index += 2
                return .noNamespaceType
            default:
                throw error(at: min(cursor.index + 1, cursor.end), "expected a name after '|'")
            }
        default:
            return nil
        }
    }
}

extension SimpleSelector {
    /// Whether this is a pseudo-element, which must end its selector.
    var isPseudoElement: Bool {
        if case .pseudoElement = self { return true }
        return false
    }
}
