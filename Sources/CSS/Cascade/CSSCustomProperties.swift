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
        substitute(text, custom.values, depth: depth, separated: separated)
    }

    /// ``substitute(_:_:depth:separated:)`` with the custom properties' values by name.
    static func substitute(_ text: String, _ values: [String: String], depth: Int = 0, separated: Bool = true) -> String? {
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
                replacement = values[variable]
            }
            if replacement == nil || replacement == "initial", let fallback {
                replacement = substitute(fallback, values, depth: depth + 1, separated: separated)
            }
            guard let replacement else { return nil }
            output += piece(copied..<index) + (separated ? " " + replacement + " " : replacement)
            index = min(close + 1, tokens.count)
            copied = index
        }
        return output + piece(copied..<tokens.count)
    }

    /// Substitutes the `var()`s in the values of `names` (custom properties an element
    /// declares, whose values hold `var(`), each after the custom properties it refers to, as
    /// computed values are: `--c: var(--b)` with `--b: var(--a)` gets `--a`'s value, whatever
    /// their order. The properties of a reference cycle are invalid at computed-value time (no
    /// value), and so is a value of more than ``maximumTokens`` tokens, as in WebKit (chains
    /// of `--vN: var(--vN-1) var(--vN-1)` would otherwise double without end). Depth-first,
    /// with a stack of its own: a chain of any length is no recursion.
    ///
    /// https://drafts.csswg.org/css-variables-2/#cycles
    static func resolveReferences(in values: inout [String: String], of names: [String]) {
        let pending = Set(names)
        var resolving: Set<String> = [], done: Set<String> = [], cyclic: Set<String> = []
        for root in names where !done.contains(root) {
            // Each frame: a property, and the ones it refers to still to look at.
            var stack: [(name: String, references: [String])] = [(root, references(in: values[root] ?? ""))]
            resolving.insert(root)
            while let top = stack.last {
                if let next = stack[stack.count - 1].references.popLast() {
                    guard pending.contains(next), !done.contains(next) else { continue }
                    if resolving.contains(next) {
                        for frame in stack.reversed() {
                            cyclic.insert(frame.name)
                            if frame.name == next { break }
                        }
                    } else {
                        resolving.insert(next)
                        stack.append((next, references(in: values[next] ?? "")))
                    }
                    continue
                }
                stack.removeLast()
                resolving.remove(top.name)
                done.insert(top.name)
                guard !cyclic.contains(top.name), let text = values[top.name],
                    let substituted = substitute(text, values, separated: false), !hasTooManyTokens(substituted)
                else {
                    values[top.name] = nil
                    continue
                }
                values[top.name] = substituted
            }
        }
    }

    /// The most tokens a custom property's value may hold after substitution, white space
    /// left out: WebKit 2.50 keeps a value of 65,536 and drops one of 131,072 (the oracle).
    static let maximumTokens = 65536

    private static func hasTooManyTokens(_ text: String) -> Bool {
        guard text.utf8.count > maximumTokens else { return false }
        var count = 0
        for token in CSSTokenizer.tokenize(text) where !token.isWhitespace && token.kind != .endOfFile {
            count += 1
            if count > maximumTokens { return true }
        }
        return false
    }

    /// The custom properties `text` refers to with `var()`, fallbacks included.
    private static func references(in text: String) -> [String] {
        let tokens = CSSTokenizer.tokenize(text).filter { !$0.isWhitespace }
        var names: [String] = []
        for index in tokens.indices.dropLast() {
            guard case .function(let name) = tokens[index].kind, asciiLowercased(name) == "var",
                case .ident(let variable) = tokens[index + 1].kind
            else { continue }
            names.append(variable)
        }
        return names
    }
}
