import CSSSyntax

/// The descriptors of an `@font-face` rule (its `style`): those WebKit 2.50 knows, each
/// checked and written as WebKit writes it (`src: url("a.woff2") format("woff2")`,
/// `unicode-range: U+0-7f`, `font-stretch` as `font-width`); others, invalid values and
/// `!important` ones are dropped.
///
/// https://drafts.csswg.org/css-fonts-4/#font-face-rule
public final class CSSFontFaceDescriptors {
    /// The descriptors, each once, in order, with their values serialized.
    public private(set) var entries: [(name: String, value: String)] = []
    /// Called after each change.
    var onChange: (() -> Void)?

    /// The descriptors of `range` in `source`: where a name comes twice, the last one counts,
    /// in its place, as in WebKit.
    init(parsing source: CSSSource, range: Range<Int>) {
        entries = Self.entries(parsing: source, range: range)
    }

    private static func entries(parsing source: CSSSource, range: Range<Int>) -> [(name: String, value: String)] {
        var entries: [(name: String, value: String)] = []
        for declaration in CSSParser.declarations(in: source, range: range) where !declaration.important {
            guard let (name, value) = checked(declaration.name, source.text(declaration.value)) else { continue }
            entries.removeAll { $0.name == name }
            entries.append((name, value))
        }
        return entries
    }

    /// The names, in order (`length`, `item()`).
    public var names: [String] { entries.map(\.name) }

    /// `cssText`: `name: value;` each, joined by spaces.
    public var cssText: String { entries.map { "\($0.name): \($0.value);" }.joined(separator: " ") }

    /// `getPropertyValue(name)`: "" when the descriptor is not set.
    public func value(of name: String) -> String {
        let key = Self.canonicalName(name)
        return entries.first { $0.name == key }?.value ?? ""
    }

    /// `setProperty(name, value)`: an empty value removes it; an invalid one changes nothing.
    public func setDescriptor(_ name: String, value: String) {
        guard !value.isEmpty else {
            _ = removeDescriptor(name)
            return
        }
        guard let (key, serialized) = Self.checked(name, value) else { return }
        if let index = entries.firstIndex(where: { $0.name == key }) {
            entries[index].value = serialized
        } else {
            entries.append((key, serialized))
        }
        onChange?()
    }

    /// `removeProperty(name)`: the old value.
    public func removeDescriptor(_ name: String) -> String {
        let key = Self.canonicalName(name)
        guard let index = entries.firstIndex(where: { $0.name == key }) else { return "" }
        let old = entries.remove(at: index).value
        onChange?()
        return old
    }

    /// Sets `cssText`: the descriptors of `text`.
    public func replace(withText text: String) {
        let source = CSSSource(text)
        entries = Self.entries(parsing: source, range: source.wholeRange)
        onChange?()
    }

    /// A descriptor's name as WebKit keeps it: lowercased, `font-stretch` as `font-width`.
    static func canonicalName(_ name: String) -> String {
        let lowered = asciiLowercased(name)
        return lowered == "font-stretch" ? "font-width" : lowered
    }

    /// The descriptor's name and value as WebKit writes them, or nil when WebKit drops it.
    static func checked(_ name: String, _ valueText: String) -> (String, String)? {
        let key = canonicalName(name)
        let tokens = CSSTokenizer.tokenize(valueText).filter { $0.kind != .endOfFile }
        let significant = tokens.filter { !$0.isWhitespace }
        let value: String?
        switch key {
        case "font-family": value = FontFaceValues.family(significant)
        case "src": value = FontFaceValues.sources(significant)
        case "font-weight": value = FontFaceValues.weight(significant)
        case "font-style": value = FontFaceValues.style(significant)
        case "font-width": value = FontFaceValues.width(significant)
        case "unicode-range": value = FontFaceValues.unicodeRange(valueText)
        case "font-display": value = FontFaceValues.keyword(significant, in: ["auto", "block", "swap", "fallback", "optional"])
        case "font-feature-settings": value = CSSFontFeatureSettings.specified(significant)
        case "size-adjust": value = FontFaceValues.sizeAdjust(significant)
        default: value = nil
        }
        return value.map { (key, $0) }
    }
}

/// The values of `@font-face` descriptors, checked and serialized as WebKit 2.50 does;
/// nil for a value it drops. Each takes the value's tokens without white space.
///
/// https://drafts.csswg.org/css-fonts-4/#font-face-rule
enum FontFaceValues {
    /// `font-family`: one family name, a string or identifiers (not a generic family nor a
    /// CSS-wide keyword alone); written bare when it is one identifier, else as a string.
    static func family(_ tokens: [CSSToken]) -> String? {
        guard let name = CSSFontFamily.name(tokens) else { return nil }
        if tokens.count == 1, case .ident(let word) = tokens[0].kind, CSSFontFamily.isGeneric(word) || CSSFontFamily.isReserved(word) {
            return nil
        }
        return CSSFontFamily.serializedName(name)
    }

    /// `src`: the valid sources of the list (`url(…) [format(…)] [tech(…)]` or `local(…)`);
    /// nil when none is.
    static func sources(_ tokens: [CSSToken]) -> String? {
        let sources = tokens.splitAtTopLevelCommas().compactMap(source)
        return sources.isEmpty ? nil : sources.joined(separator: ", ")
    }

    /// One source of `src`, or nil when invalid.
    static func source(_ tokens: [CSSToken]) -> String? {
        var reader = FunctionReader(tokens: tokens)
        guard let first = reader.next() else { return nil }
        var text: String
        switch first {
        case .url(let url):
            text = "url(\(CSSSerialization.string(url)))"
        case .function(let name, let arguments) where asciiLowercased(name) == "url":
            guard arguments.count == 1, case .string(let url) = arguments[0].kind else { return nil }
            text = "url(\(CSSSerialization.string(url)))"
        case .function(let name, let arguments) where asciiLowercased(name) == "local":
            guard let family = CSSFontFamily.name(arguments), reader.isAtEnd else { return nil }
            return "local(\(CSSSerialization.string(family)))"
        default:
            return nil
        }
        if case .function(let name, let arguments)? = reader.peek(), asciiLowercased(name) == "format" {
            _ = reader.next()
            guard arguments.count == 1 else { return nil }
            switch arguments[0].kind {
            case .string(let format): text += " format(\(CSSSerialization.string(format)))"
            case .ident(let format) where knownFormats.contains(asciiLowercased(format)):
                text += " format(\(CSSSerialization.string(asciiLowercased(format))))"
            default: return nil
            }
        }
        if case .function(let name, let arguments)? = reader.peek(), asciiLowercased(name) == "tech" {
            _ = reader.next()
            var technologies: [String] = []
            for part in arguments.splitAtTopLevelCommas() {
                guard part.count == 1, case .ident(let word) = part[0].kind, knownTechnologies.contains(asciiLowercased(word)) else {
                    return nil
                }
                technologies.append(asciiLowercased(word))
            }
            guard !technologies.isEmpty else { return nil }
            text += " tech(\(technologies.joined(separator: ", ")))"
        }
        return reader.isAtEnd ? text : nil
    }

    static let knownFormats: Set<String> = ["collection", "embedded-opentype", "opentype", "svg", "truetype", "woff", "woff2"]
    static let knownTechnologies: Set<String> = [
        "features-opentype", "features-aat", "features-graphite", "color-colrv0", "color-colrv1", "color-svg", "color-sbix",
        "color-cbdt", "variations", "palettes", "incremental",
    ]

    /// `font-weight`: `normal`, `bold` or a number from 1 to 1000; or two numbers.
    static func weight(_ tokens: [CSSToken]) -> String? {
        func number(_ token: CSSToken) -> String? {
            guard case .number(let value) = token.kind, (1...1000).contains(value.value) else { return nil }
            return CSSNumberFormat.number(value.value)
        }
        if tokens.count == 1, let keyword = keyword(tokens, in: ["normal", "bold"]) { return keyword }
        guard (1...2).contains(tokens.count) else { return nil }
        let numbers = tokens.compactMap(number)
        return numbers.count == tokens.count ? numbers.joined(separator: " ") : nil
    }

    /// `font-style`: `normal`, `italic`, or `oblique` with up to two angles from -90deg to 90deg.
    static func style(_ tokens: [CSSToken]) -> String? {
        if tokens.count == 1, let keyword = keyword(tokens, in: ["normal", "italic", "oblique"]) { return keyword }
        guard (2...3).contains(tokens.count), tokens[0].isIdent("oblique") else { return nil }
        var angles: [String] = []
        for token in tokens.dropFirst() {
            guard case .dimension(let value, let unit) = token.kind, asciiLowercased(unit) == "deg", (-90...90).contains(value.value)
            else { return nil }
            angles.append(CSSNumberFormat.number(value.value) + "deg")
        }
        return "oblique " + angles.joined(separator: " ")
    }

    /// `font-width` (`font-stretch`): `normal`, a width keyword, or one or two percentages.
    static func width(_ tokens: [CSSToken]) -> String? {
        let keywords: Set<String> = [
            "normal", "ultra-condensed", "extra-condensed", "condensed", "semi-condensed", "semi-expanded", "expanded",
            "extra-expanded", "ultra-expanded",
        ]
        if tokens.count == 1, let keyword = keyword(tokens, in: keywords) { return keyword }
        guard (1...2).contains(tokens.count) else { return nil }
        var percentages: [String] = []
        for token in tokens {
            guard case .percentage(let value) = token.kind, value.value >= 0 else { return nil }
            percentages.append(CSSNumberFormat.number(value.value) + "%")
        }
        return percentages.joined(separator: " ")
    }

    /// `unicode-range`: ranges (`U+26`, `U+0-7F`, `U+4??`), written in lower-case hex
    /// without leading zeros; nil when one is not a range up to U+10FFFF.
    ///
    /// https://drafts.csswg.org/css-syntax-3/#urange-syntax
    static func unicodeRange(_ text: String) -> String? {
        var ranges: [String] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let item = Array(asciiLowercased(collapsedWhitespace(String(part))).utf8)
            guard item.count > 2, item[0] == UInt8(ascii: "u"), item[1] == UInt8(ascii: "+") else { return nil }
            let body = item[2...]
            let bounds: (UInt32, UInt32)
            if let dash = body.firstIndex(of: UInt8(ascii: "-")) {
                guard let start = hexValue(body[..<dash]), let end = hexValue(body[(dash + 1)...]) else { return nil }
                bounds = (start, end)
            } else {
                let digits = body.prefix { $0 != UInt8(ascii: "?") }
                let wildcards = body.count - digits.count
                guard body.count <= 6, body.dropFirst(digits.count).allSatisfy({ $0 == UInt8(ascii: "?") }) else { return nil }
                let prefix = digits.isEmpty ? 0 : hexValue(digits)
                guard let prefix else { return nil }
                let scale = UInt32(1) << (4 * UInt32(wildcards))
                bounds = (prefix * scale, prefix * scale + scale - 1)
            }
            guard bounds.0 <= bounds.1, bounds.1 <= 0x10FFFF else { return nil }
            let start = String(bounds.0, radix: 16)
            ranges.append(bounds.0 == bounds.1 ? "U+\(start)" : "U+\(start)-\(String(bounds.1, radix: 16))")
        }
        return ranges.joined(separator: ", ")
    }

    /// The value of one to six hex digits.
    private static func hexValue(_ digits: ArraySlice<UInt8>) -> UInt32? {
        guard (1...6).contains(digits.count) else { return nil }
        return UInt32(String(decoding: digits, as: UTF8.self), radix: 16)
    }

    /// `size-adjust`: a percentage, not negative.
    static func sizeAdjust(_ tokens: [CSSToken]) -> String? {
        guard tokens.count == 1, case .percentage(let value) = tokens[0].kind, value.value >= 0 else { return nil }
        return CSSNumberFormat.number(value.value) + "%"
    }

    /// One keyword of `keywords`, lowercased.
    static func keyword(_ tokens: [CSSToken], in keywords: Set<String>) -> String? {
        guard tokens.count == 1, case .ident(let word) = tokens[0].kind, keywords.contains(asciiLowercased(word)) else { return nil }
        return asciiLowercased(word)
    }
}

/// Reads a value's tokens (white space removed) as top-level components: a function with
/// its arguments, or one token.
struct FunctionReader {
    enum Component {
        case url(String)
        case function(String, arguments: [CSSToken])
        case other(CSSToken)
    }

    let tokens: [CSSToken]
    var index = 0

    var isAtEnd: Bool { index >= tokens.count }

    mutating func next() -> Component? {
        guard index < tokens.count else { return nil }
        let token = tokens[index]
        index += 1
        switch token.kind {
        case .url(let url):
            return .url(url)
        case .function(let name):
            var depth = 1
            var arguments: [CSSToken] = []
            while index < tokens.count {
                let inner = tokens[index]
                index += 1
                if inner.closingKind != nil { depth += 1 }
                if [.rightParenthesis, .rightBracket, .rightBrace].contains(inner.kind) { depth -= 1 }
                if depth == 0 { break }
                arguments.append(inner)
            }
            return .function(name, arguments: arguments)
        default:
            return .other(token)
        }
    }

    func peek() -> Component? {
        var copy = self
        return copy.next()
    }
}
