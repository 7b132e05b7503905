import CSSSyntax

/// An element's custom properties (`--gap: 8px`), which children inherit; shared with the
/// parent until the element declares one of its own.
///
/// https://drafts.csswg.org/css-variables-2/#defining-variables
public final class CSSCustomProperties: Sendable {
    /// The values by name, as written (comments left out, ends trimmed).
    public let values: [String: String]

    public init(values: [String: String]) {
        self.values = values
    }

    /// No custom properties.
    public static let empty = CSSCustomProperties(values: [:])
}

/// `var()` substitution (https://drafts.csswg.org/css-variables-2/#substitute-a-var).
enum CSSVariables {
    /// `text` with every `var(--name, fallback)` replaced, or nil when a reference has no
    /// value and no fallback (the declaration is then invalid at computed-value time). `env()`
    /// takes its fallback (or nothing: no environment variable is set here). `separated` puts
    /// a space on each side of what a reference is replaced with, so that it stays apart from
    /// the tokens around it when the text is parsed again; a custom property's own value
    /// keeps its white space as written instead.
    static func substitute(_ text: String, _ custom: CSSCustomProperties, depth: Int = 0, separated: Bool = true) -> String? {
        guard depth < 32 else { return nil }
        let tokens = CSSTokenizer.tokenize(text).filter { $0.kind != .endOfFile }
        let utf8 = Array(text.utf8)
        /// The tokens in `range`: written back, or as written (the text between them).
        func piece(_ range: Range<Int>) -> String {
            guard !range.isEmpty else { return "" }
            if separated { return tokens[range].map(\.serializedText).joined() }
            let end = range.upperBound < tokens.count ? tokens[range.upperBound].offset : utf8.count
            return String(decoding: utf8[tokens[range.lowerBound].offset..<end], as: UTF8.self)
        }
        var output = ""
        var copied = 0
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            guard case .function(let name) = token.kind, ["var", "env"].contains(asciiLowercased(name)) else {
                index += 1
                continue
            }
            let close = tokens.closingIndex(ofBlockOpenedAt: index)
            let arguments = (index + 1)..<close
            let comma = arguments.first { tokens[$0].kind == .comma }
            let nameTokens = Array(tokens[arguments.lowerBound..<(comma ?? close)]).trimmingWhitespace()
            var fallback: String?
            if var start = comma.map({ $0 + 1 }) {
                while !separated, start < close, tokens[start].isWhitespace { start += 1 }
                fallback = piece(start..<close)
            }
            var replacement: String?
            if asciiLowercased(name) == "var", nameTokens.count == 1, case .ident(let variable) = nameTokens[0].kind {
                replacement = custom.values[variable]
            }
            if replacement == nil || replacement == "initial", let fallback {
                replacement = substitute(fallback, custom, depth: depth + 1, separated: separated)
            }
            guard let replacement else { return nil }
            output += piece(copied..<index) + (separated ? " " + replacement + " " : replacement)
            index = min(close + 1, tokens.count)
            copied = index
        }
        return output + piece(copied..<tokens.count)
    }
}
