import CSSSyntax

/// What the `content` value of a `::before` or `::after` box generates: strings, attribute
/// values, counters, quotes, images. WebKit's `innerText` leaves generated content out, but
/// its boxes still take part in white-space collapsing and line breaking, and
/// `getComputedStyle(element, "::before").content` serializes it.
///
/// https://drafts.csswg.org/css-content-3/#content-property
public struct CSSGeneratedContent: Hashable, Sendable {
    /// One part of the content.
    public enum Item: Hashable, Sendable {
        case string(String)
        /// `attr(name)`: the value of the originating element's attribute (name lowercased).
        case attribute(String)
        /// `counter()` or `counters()`, serialized.
        case counter(String)
        /// `open-quote`, `close-quote`, `no-open-quote` or `no-close-quote`.
        case quote(String)
        /// `url()` or an image function, serialized: a replaced box.
        case image(String)

        /// The text the part shows, with `attribute` read for `attr()`; nil for an image. A
        /// counter shows a number (`decimal`, its default style); quotes are WebKit's
        /// default English ones.
        public func text(attribute: (String) -> String?) -> String? {
            switch self {
            case .string(let string): string
            case .attribute(let name): attribute(name) ?? ""
            case .counter: "0"
            case .quote(let keyword): keyword == "open-quote" ? "\u{201C}" : keyword == "close-quote" ? "\u{201D}" : ""
            case .image: nil
            }
        }

        /// The part as WebKit's computed `content` serializes it: `attr()` as the string it
        /// reads.
        public func serialized(attribute: (String) -> String?) -> String {
            switch self {
            case .string(let string): CSSSerialization.string(string)
            case .attribute(let name): CSSSerialization.string(attribute(name) ?? "")
            case .counter(let text), .quote(let text), .image(let text): text
            }
        }
    }

    /// The parts, in order.
    public let items: [Item]

    /// The content a value generates, or nil when it generates no box (`none`, `normal`,
    /// which is `none` on `::before` and `::after`, or a value that is not valid).
    public init?(_ value: CSSValue) {
        switch value {
        case .text(let text), .unresolved(let text, _): self.init(parsing: text)
        case .keyword(let keyword): self.init(parsing: keyword)
        default: return nil
        }
    }

    /// The content as WebKit's computed `content` serializes it.
    public func serialized(attribute: (String) -> String?) -> String {
        items.map { $0.serialized(attribute: attribute) }.joined(separator: " ")
    }

    /// Whether the content has an image.
    public var hasImage: Bool {
        items.contains { if case .image = $0 { true } else { false } }
    }

    /// Reads a `content` value's list, up to the alternative text after `/`.
    private init?(parsing text: String) {
        let tokens = CSSTokenizer.tokenize(text)
        var items: [Item] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            switch token.kind {
            case .whitespace, .endOfFile:
                continue
            case .string(let string):
                items.append(.string(string))
            case .url:
                items.append(.image(token.serializedText))
            case .ident(let name):
                let keyword = asciiLowercased(name)
                // `none`, `normal`, and names that are not valid here, generate no box.
                guard ["open-quote", "close-quote", "no-open-quote", "no-close-quote"].contains(keyword) else { return nil }
                items.append(.quote(keyword))
            case .function(let name):
                let closing = tokens.closingIndex(ofBlockOpenedAt: index - 1)
                let arguments = tokens[index..<min(closing, tokens.count)].filter { $0.kind != .whitespace }
                index = closing + 1
                let function = asciiLowercased(name)
                switch function {
                case "attr":
                    guard case .ident(let attribute)? = arguments.first?.kind else { return nil }
                    items.append(.attribute(asciiLowercased(attribute)))
                case "counter", "counters":
                    guard let counter = Self.counter(function, arguments) else { return nil }
                    items.append(.counter(counter))
                case "url", "image-set", "-webkit-image-set", "linear-gradient", "radial-gradient", "conic-gradient",
                    "repeating-linear-gradient", "repeating-radial-gradient", "repeating-conic-gradient",
                    "-webkit-linear-gradient", "-webkit-radial-gradient", "cross-fade", "-webkit-cross-fade":
                    items.append(.image(Self.serialized(function, arguments)))
                default:
                    return nil
                }
            case .delim("/"):
                index = tokens.count
            default:
                return nil
            }
        }
        guard !items.isEmpty else { return nil }
        self.items = items
    }

    /// `counter(name, style)` or `counters(name, string, style)` as WebKit 2.50 writes it, or
    /// nil when it is not valid (which drops the whole `content`): the name an identifier
    /// other than a CSS-wide keyword, the string a string, the style an identifier other
    /// than `none`, left out when it is `decimal` (`counter(a, DECIMAL)` is `counter(a)`).
    ///
    /// https://drafts.csswg.org/css-lists-3/#counter-functions
    private static func counter(_ function: String, _ arguments: [CSSToken]) -> String? {
        let parts = arguments.split(omittingEmptySubsequences: false, whereSeparator: { $0.kind == .comma })
        guard parts.allSatisfy({ $0.count == 1 }),
            case .ident(let name)? = parts.first?.first?.kind, CSSWideKeyword(rawValue: asciiLowercased(name)) == nil
        else { return nil }
        var written = [CSSSerialization.identifier(name)]
        var rest = parts.dropFirst()
        if function == "counters" {
            guard case .string(let separator)? = rest.first?.first?.kind else { return nil }
            written.append(CSSSerialization.string(separator))
            rest = rest.dropFirst()
        }
        if let style = rest.first?.first {
            guard rest.count == 1, case .ident(let name) = style.kind, asciiLowercased(name) != "none" else { return nil }
            if asciiLowercased(name) != "decimal" { written.append(name) }
        }
        return function + "(" + written.joined(separator: ", ") + ")"
    }

    /// A function with its arguments, comma-separated.
    private static func serialized(_ name: String, _ arguments: [CSSToken]) -> String {
        name + "(" + arguments.map { $0.kind == .comma ? ", " : $0.serializedText }.joined() + ")"
    }
}
