import CSSSyntax

extension SelectorParser {
    /// The pseudo-classes written without arguments, by lowercased name.
    static let pseudoClassesWithoutArguments: [String: [PseudoClass]] = {
        var table: [String: [PseudoClass]] = [
            "root": [.root],
            "empty": [.empty],
            "scope": [.scope],
            "first-child": [.nth(NthSelector(kind: .child, pattern: .first, filter: nil))],
            "last-child": [.nth(NthSelector(kind: .lastChild, pattern: .first, filter: nil))],
            "only-child": [
                .nth(NthSelector(kind: .child, pattern: .first, filter: nil)),
                .nth(NthSelector(kind: .lastChild, pattern: .first, filter: nil)),
            ],
            "first-of-type": [.nth(NthSelector(kind: .ofType, pattern: .first, filter: nil))],
            "last-of-type": [.nth(NthSelector(kind: .lastOfType, pattern: .first, filter: nil))],
            "only-of-type": [
                .nth(NthSelector(kind: .ofType, pattern: .first, filter: nil)),
                .nth(NthSelector(kind: .lastOfType, pattern: .first, filter: nil)),
            ],
            "checked": [.state(.checked)],
            "disabled": [.state(.disabled)],
            "enabled": [.state(.enabled)],
            "link": [.state(.link)],
            "any-link": [.state(.link)],
            "defined": [.state(.defined)],
        ]
        for name in neverInStaticPage {
            table[name] = [.neverInStaticPage(name)]
        }
        return table
    }()

    /// Pseudo-classes that WebKit accepts and that no element of a static page, with no
    /// user, focus, media playback or top layer, is in.
    static let neverInStaticPage: Set<String> = [
        "active", "autofill", "-webkit-autofill", "focus", "focus-visible", "focus-within",
        "fullscreen", "host", "hover", "modal", "past", "future", "paused", "playing",
        "popover-open", "target", "user-invalid", "user-valid", "visited",
    ]

    /// Pseudo-classes that WebKit supports and this engine refuses, so that a script gets
    /// an error instead of a silently wrong answer. Named in the error message.
    static let unsupportedPseudoClasses: Set<String> = [
        "default", "dir", "in-range", "indeterminate", "invalid", "optional", "out-of-range",
        "placeholder-shown", "read-only", "read-write", "required", "valid", "state",
    ]

    /// Pseudo-elements written with one colon for compatibility with CSS 2
    /// (https://www.w3.org/TR/selectors-4/#pseudo-element-syntax).
    static let legacyPseudoElements: Set<String> = ["before", "after", "first-line", "first-letter"]

    /// Pseudo-elements without arguments that WebKit accepts, besides any `-webkit-` name.
    static let pseudoElements: Set<String> = [
        "after", "backdrop", "before", "checkmark", "cue", "cue-region", "details-content",
        "file-selector-button", "first-letter", "first-line", "grammar-error", "marker",
        "picker-icon", "placeholder", "selection", "spelling-error", "target-text",
        "thumb", "track", "view-transition",
    ]

    /// Functional pseudo-elements that WebKit accepts. Their arguments are not checked.
    static let functionalPseudoElements: Set<String> = [
        "cue", "highlight", "part", "picker", "slotted", "view-transition-group",
        "view-transition-image-pair", "view-transition-new", "view-transition-old",
    ]

    /// Parses a pseudo-class at `cursor`, which is on its `:`
    /// (https://www.w3.org/TR/selectors-4/#typedef-pseudo-class-selector). Some
    /// pseudo-classes stand for two (`:only-child`), so this returns a list. A legacy
    /// pseudo-element such as `:before` comes back as a pseudo-element.
    func parsePseudoClass(_ cursor: inout Cursor, _ context: Context) throws(SelectorParseError) -> [SimpleSelector] {
        let colon = cursor.index
        guard let nameToken = token(colon + 1, in: cursor) else {
            throw error(at: cursor.end, "expected a pseudo-class name after ':'")
        }
        switch nameToken.kind {
        case .ident(let name):
            let lowercased = asciiLowercased(name)
            if Self.legacyPseudoElements.contains(lowercased) {
                guard context.allowsPseudoElements else {
                    throw error(at: colon, "pseudo-element ':\(name)' is not allowed here")
                }
                cursor.index = colon + 2
                return [.pseudoElement(lowercased)]
            }
            guard let pseudoClasses = Self.pseudoClassesWithoutArguments[lowercased] else {
                throw unknownPseudoClass(":\(name)", lowercased: lowercased, at: colon)
            }
            cursor.index = colon + 2
            return pseudoClasses.map { .pseudoClass($0) }
        case .function(let name):
            let closing = closingIndex(ofBlockOpenedAt: colon + 1)
            let arguments = (colon + 2)..<closing
            let pseudoClass = try parseFunctionalPseudoClass(
                name, arguments: arguments, colon: colon, context)
            cursor.index = index(after: closing, in: cursor)
            return [.pseudoClass(pseudoClass)]
        default:
            throw error(at: colon + 1, "expected a pseudo-class name after ':'")
        }
    }

    /// Parses the arguments of the functional pseudo-class `name(`.
    private func parseFunctionalPseudoClass(
        _ name: String, arguments: Range<Int>, colon: Int, _ context: Context
    ) throws(SelectorParseError) -> PseudoClass {
        let lowercased = asciiLowercased(name)
        let nested = context.nested()
        guard nested.depth <= Self.maximumNesting else {
            throw error(at: colon, "selector nested too deeply")
        }
        switch lowercased {
        case "not":
            return .not(try parseList(arguments, nested))
        case "is", "where", "-webkit-any":
            return .matchesAny(try parseForgivingList(arguments, nested), isWhere: lowercased == "where")
        case "has":
            guard !context.isInsideHas else {
                throw error(at: colon, "':has()' cannot be used inside ':has()'")
            }
            return .has(try parseRelativeList(arguments, context.nested(insideHas: true)))
        case "nth-child":
            return .nth(try parseNthArguments(arguments, kind: .child, nested))
        case "nth-last-child":
            return .nth(try parseNthArguments(arguments, kind: .lastChild, nested))
        case "nth-of-type":
            return .nth(try parseNthArguments(arguments, kind: .ofType, nested))
        case "nth-last-of-type":
            return .nth(try parseNthArguments(arguments, kind: .lastOfType, nested))
        case "lang":
            return .lang(try parseLanguageRanges(arguments))
        case "host":
            return .neverInStaticPage("host")
        default:
            throw unknownPseudoClass(":\(name)()", lowercased: lowercased, at: colon)
        }
    }

    private func unknownPseudoClass(_ written: String, lowercased: String, at colon: Int) -> SelectorParseError {
        if Self.unsupportedPseudoClasses.contains(lowercased) {
            return error(at: colon, "pseudo-class '\(written)' is not supported")
        }
        if Self.pseudoClassesWithoutArguments[lowercased] != nil {
            return error(at: colon, "pseudo-class '\(written)' takes no arguments")
        }
        return error(at: colon, "unknown pseudo-class '\(written)'")
    }

    /// Parses `:nth-*(An+B)`, and for `:nth-child()` and `:nth-last-child()` also
    /// `An+B of S` (https://www.w3.org/TR/selectors-4/#the-nth-child-pseudo).
    private func parseNthArguments(
        _ arguments: Range<Int>, kind: NthKind, _ context: Context
    ) throws(SelectorParseError) -> NthSelector {
        var cursor = Cursor(arguments)
        skipWhitespace(&cursor)
        let pattern = try parseAnPlusB(&cursor)
        skipWhitespace(&cursor)
        if cursor.isAtEnd {
            return NthSelector(kind: kind, pattern: pattern, filter: nil)
        }
        let allowsFilter = kind == .child || kind == .lastChild
        guard allowsFilter, case .ident(let word) = tokens[cursor.index].kind, asciiLowercased(word) == "of" else {
            throw unexpected(at: cursor.index)
        }
        cursor.index += 1
        let filter = try parseList(cursor.index..<cursor.end, context)
        return NthSelector(kind: kind, pattern: pattern, filter: filter)
    }

    /// Parses the arguments of `:lang()`: language ranges, as identifiers or strings,
    /// separated by commas (https://www.w3.org/TR/selectors-4/#the-lang-pseudo).
    private func parseLanguageRanges(_ arguments: Range<Int>) throws(SelectorParseError) -> [String] {
        var ranges: [String] = []
        for member in splitAtTopLevelCommas(arguments) {
            var cursor = Cursor(member)
            skipWhitespace(&cursor)
            switch token(at: cursor).kind {
            case .ident(let range), .string(let range):
                ranges.append(asciiLowercased(range))
                cursor.index += 1
            default:
                throw error(at: min(cursor.index, cursor.end), "expected a language range")
            }
            skipWhitespace(&cursor)
            guard cursor.isAtEnd else { throw unexpected(at: cursor.index) }
        }
        return ranges
    }

    /// Parses a pseudo-element at `cursor`, which is on the first of its two colons
    /// (https://www.w3.org/TR/selectors-4/#pseudo-elements).
    func parsePseudoElement(_ cursor: inout Cursor, _ context: Context) throws(SelectorParseError) -> SimpleSelector {
        let colons = cursor.index
        guard let nameToken = token(colons + 2, in: cursor) else {
            throw error(at: cursor.end, "expected a pseudo-element name after '::'")
        }
        switch nameToken.kind {
        case .ident(let name):
            let lowercased = asciiLowercased(name)
            guard Self.pseudoElements.contains(lowercased) || lowercased.hasPrefix("-webkit-") else {
                throw error(at: colons, "unknown pseudo-element '::\(name)'")
            }
            guard context.allowsPseudoElements else {
                throw error(at: colons, "pseudo-element '::\(name)' is not allowed here")
            }
            cursor.index = colons + 3
            return .pseudoElement(lowercased)
        case .function(let name):
            let lowercased = asciiLowercased(name)
            guard Self.functionalPseudoElements.contains(lowercased) else {
                throw error(at: colons, "unknown pseudo-element '::\(name)()'")
            }
            guard context.allowsPseudoElements else {
                throw error(at: colons, "pseudo-element '::\(name)()' is not allowed here")
            }
            let closing = closingIndex(ofBlockOpenedAt: colons + 2)
            cursor.index = index(after: closing, in: cursor)
            return .pseudoElement(lowercased)
        default:
            throw error(at: colons + 2, "expected a pseudo-element name after '::'")
        }
    }
}
