import CSSSyntax

/// An element's custom properties (`--gap: 8px`), which children inherit; shared with the
/// parent until the element declares one of its own.
///
/// https://drafts.csswg.org/css-variables-2/#defining-variables
public final class CSSCustomProperties: Sendable {
    /// The values by name, as written (whitespace collapsed).
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
    /// takes its fallback (or nothing: no environment variable is set here).
    static func substitute(_ text: String, _ custom: CSSCustomProperties, depth: Int = 0) -> String? {
        guard depth < 32 else { return nil }
        let tokens = CSSTokenizer.tokenize(text).filter { $0.kind != .endOfFile }
        var output = ""
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if case .function(let name) = token.kind, ["var", "env"].contains(asciiLowercased(name)) {
                let close = tokens.closingIndex(ofBlockOpenedAt: index)
                let arguments = Array(tokens[(index + 1)..<close])
                let comma = arguments.firstIndex { $0.kind == .comma }
                let nameTokens = Array(arguments[..<(comma ?? arguments.count)]).trimmingWhitespace()
                let fallback = comma.map { Array(arguments[($0 + 1)...]).map(\.serializedText).joined() }
                var replacement: String?
                if asciiLowercased(name) == "var", nameTokens.count == 1, case .ident(let variable) = nameTokens[0].kind {
                    replacement = custom.values[variable]
                }
                if replacement == nil || replacement == "initial", let fallback {
                    replacement = substitute(fallback, custom, depth: depth + 1)
                }
                guard let replacement else { return nil }
                output += " " + replacement + " "
                index = close + 1
                continue
            }
            output += token.serializedText
            index += 1
        }
        return output
    }
}
