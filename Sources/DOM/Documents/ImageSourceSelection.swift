// Which URL an `img` would fetch: its `srcset` candidates (densities, or widths over the
// `sizes` source size), then `src`, chosen for the screen's pixel ratio.
// https://html.spec.whatwg.org/multipage/images.html#select-an-image-source

/// The screen an image source is chosen for.
public struct ImageSelectionScreen: Sendable {
    /// The viewport width, in CSS pixels (`vw`, and media conditions in `sizes`).
    public var viewportWidth: Double
    /// `devicePixelRatio`.
    public var pixelRatio: Double

    /// A screen `viewportWidth` CSS pixels wide at `pixelRatio`.
    public init(viewportWidth: Double, pixelRatio: Double) {
        self.viewportWidth = viewportWidth
        self.pixelRatio = pixelRatio
    }
}

/// One image candidate: a URL as written and its pixel density.
struct ImageCandidate: Equatable {
    var url: String
    var density: Double
}

enum ImageSourceSelection {
    /// A candidate's descriptor as parsed: a width (`640w`), a density (`2x`), or neither.
    struct ParsedCandidate: Equatable {
        var url: String
        var width: Int?
        var density: Double?
    }

    /// The URL to fetch from `srcset`, `sizes` and `src` (as written; "" when none).
    ///
    /// The user agent's choice among the candidates is WebKit's: the first of the lowest
    /// density that is at least the pixel ratio, else the densest.
    static func select(srcset: String?, sizes: String?, src: String?, screen: ImageSelectionScreen) -> String {
        var candidates: [ImageCandidate] = []
        let parsed = srcset.map(parseSrcset) ?? []
        if !parsed.isEmpty {
            let sourceSize = sizes.flatMap { parseSizes($0, screen: screen) } ?? screen.viewportWidth
            for candidate in parsed {
                if let width = candidate.width {
                    candidates.append(ImageCandidate(url: candidate.url, density: Double(width) / max(sourceSize, 1)))
                } else {
                    candidates.append(ImageCandidate(url: candidate.url, density: candidate.density ?? 1))
                }
            }
        }
        // https://html.spec.whatwg.org/multipage/images.html#update-the-source-set (step 5.4)
        if let src, !src.isEmpty, !parsed.contains(where: { $0.width != nil }),
            !candidates.contains(where: { $0.density == 1 })
        {
            candidates.append(ImageCandidate(url: src, density: 1))
        }
        guard !candidates.isEmpty else { return "" }
        let ordered = candidates.enumerated().sorted { ($0.element.density, $0.offset) < ($1.element.density, $1.offset) }
        return (ordered.first { $0.element.density >= screen.pixelRatio } ?? ordered.last!).element.url
    }

    // MARK: - srcset

    /// The candidates of a `srcset` attribute, with invalid ones left out.
    ///
    /// https://html.spec.whatwg.org/multipage/images.html#parse-a-srcset-attribute
    static func parseSrcset(_ input: String) -> [ParsedCandidate] {
        let bytes = Array(input.utf8)
        var position = 0
        var candidates: [ParsedCandidate] = []
        while true {
            // 1. Skip white space and commas.
            while position < bytes.count, isASCIIWhitespace(bytes[position]) || bytes[position] == UInt8(ascii: ",") {
                position += 1
            }
            guard position < bytes.count else { return candidates }
            // 2. The URL: everything up to white space.
            let urlStart = position
            while position < bytes.count, !isASCIIWhitespace(bytes[position]) { position += 1 }
            var url = String(decoding: bytes[urlStart..<position], as: UTF8.self)
            var descriptors: [String] = []
            if url.hasSuffix(",") {
                while url.hasSuffix(",") { url.removeLast() }
            } else {
                descriptors = tokenizeDescriptors(bytes, &position)
            }
            if let candidate = parseDescriptors(descriptors, url: url) { candidates.append(candidate) }
        }
    }

    /// The descriptor tokenizer: white-space-separated tokens up to a comma outside
    /// parentheses, or the end.
    private static func tokenizeDescriptors(_ bytes: [UInt8], _ position: inout Int) -> [String] {
        enum State { case inDescriptor, inParentheses, afterDescriptor }
        var descriptors: [String] = []
        var current: [UInt8] = []
        var state = State.inDescriptor
        func finishDescriptor() {
            if !current.isEmpty { descriptors.append(String(decoding: current, as: UTF8.self)) }
            current = []
        }
        while position < bytes.count, isASCIIWhitespace(bytes[position]) { position += 1 }
        while true {
            guard position < bytes.count else {
                finishDescriptor()
                return descriptors
            }
            let byte = bytes[position]
            switch state {
            case .inDescriptor:
                if isASCIIWhitespace(byte) {
                    finishDescriptor()
                    state = .afterDescriptor
                } else if byte == UInt8(ascii: ",") {
                    position += 1
                    finishDescriptor()
                    return descriptors
                } else {
                    if byte == UInt8(ascii: "(") { state = .inParentheses }
                    current.append(byte)
                }
            case .inParentheses:
                if byte == UInt8(ascii: ")") { state = .inDescriptor }
                current.append(byte)
            case .afterDescriptor:
                if !isASCIIWhitespace(byte) {
                    state = .inDescriptor
                    continue  // reconsume
                }
            }
            position += 1
        }
    }

    /// The descriptor parser: a width, a density or a future-compatible height, each at
    /// most once; nil when the candidate is invalid.
    private static func parseDescriptors(_ descriptors: [String], url: String) -> ParsedCandidate? {
        var width: Int?
        var density: Double?
        var height: Int?
        for descriptor in descriptors {
            let value = String(descriptor.dropLast())
            switch descriptor.last {
            case "w":
                guard width == nil, density == nil, let parsed = validNonNegativeInteger(value), parsed > 0 else { return nil }
                width = parsed
            case "x":
                guard width == nil, density == nil, height == nil, let parsed = validFloat(value), parsed >= 0 else { return nil }
                density = parsed
            case "h":
                guard height == nil, density == nil, let parsed = validNonNegativeInteger(value), parsed > 0 else { return nil }
                height = parsed
            default:
                return nil
            }
        }
        if height != nil && width == nil { return nil }
        return ParsedCandidate(url: url, width: width, density: density)
    }

    /// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-non-negative-integer
    private static func validNonNegativeInteger(_ text: String) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return Int(text)
    }

    /// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-floating-point-number
    private static func validFloat(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count, bytes[index] >= 0x30 && bytes[index] <= 0x39 { index += 1 }
            return index - start
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let whole = digits()
        var fraction = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            fraction = digits()
            guard fraction > 0 else { return nil }
        }
        guard whole + fraction > 0 else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
            guard digits() > 0 else { return nil }
        }
        guard index == bytes.count else { return nil }
        return Double(text)
    }

    // MARK: - sizes

    /// The source size `sizes` gives on `screen`, in CSS pixels: the size of the first
    /// entry whose media condition holds (or that has none). Media conditions are the
    /// `min-width`/`max-width` features, joined by `and`; an entry with any other
    /// condition is passed over. Nil when no entry applies, which means `100vw`.
    ///
    /// https://html.spec.whatwg.org/multipage/images.html#parse-a-sizes-attribute
    static func parseSizes(_ sizes: String, screen: ImageSelectionScreen) -> Double? {
        for entry in splitTopLevel(sizes, separator: ",") {
            let trimmed = stripLeadingAndTrailingASCIIWhitespace(entry)
            guard !trimmed.isEmpty else { continue }
            // The size is the last component: after the last `)` of the condition, if any.
            let conditionEnd = trimmed.lastIndex(of: ")").map { trimmed.index(after: $0) } ?? trimmed.startIndex
            let sizeText = stripLeadingAndTrailingASCIIWhitespace(String(trimmed[conditionEnd...]))
            guard let size = cssLength(sizeText, screen: screen) else { continue }
            let condition = stripLeadingAndTrailingASCIIWhitespace(String(trimmed[..<conditionEnd]))
            if condition.isEmpty || mediaCondition(condition, holdsOn: screen) == true { return size }
        }
        return nil
    }

    /// Whether a media condition or query of `min-width`/`max-width` features and the
    /// `all` and `screen` media types, joined by `and`, holds; nil for anything else.
    private static func mediaCondition(_ condition: String, holdsOn screen: ImageSelectionScreen) -> Bool? {
        var holds = true
        for part in condition.lowercased().split(separator: " and ") {
            let feature = stripLeadingAndTrailingASCIIWhitespace(String(part))
            switch feature {
            case "all", "screen", "only screen":
                continue
            case "print", "only print":
                holds = false
                continue
            default:
                break
            }
            guard feature.hasPrefix("("), feature.hasSuffix(")") else { return nil }
            let inner = feature.dropFirst().dropLast()
            guard let colon = inner.firstIndex(of: ":") else { return nil }
            let name = stripLeadingAndTrailingASCIIWhitespace(String(inner[..<colon]))
            guard let value = cssLength(stripLeadingAndTrailingASCIIWhitespace(String(inner[inner.index(after: colon)...])), screen: screen)
            else { return nil }
            switch name {
            case "min-width": holds = holds && screen.viewportWidth >= value
            case "max-width": holds = holds && screen.viewportWidth <= value
            default: return nil
            }
        }
        return holds
    }

    /// Whether a `media` attribute's query list matches: any of its queries (see
    /// ``mediaCondition(_:holdsOn:)``; a query it cannot evaluate does not match).
    static func mediaQueryList(_ list: String, matches screen: ImageSelectionScreen) -> Bool {
        let queries = splitTopLevel(list, separator: ",").map(stripLeadingAndTrailingASCIIWhitespace)
        if queries.allSatisfy(\.isEmpty) { return true }
        return queries.contains { mediaCondition($0, holdsOn: screen) == true }
    }

    /// Whether a `source` element's `type` is an image type WebKit decodes.
    ///
    /// https://html.spec.whatwg.org/multipage/images.html#update-the-source-set (step 5.5)
    static func isSupportedImageType(_ type: String) -> Bool {
        supportedImageTypes.contains(mimeTypeEssence(type))
    }

    private static let supportedImageTypes: Set<String> = [
        "image/png", "image/apng", "image/jpeg", "image/gif", "image/webp", "image/avif", "image/svg+xml", "image/bmp",
        "image/x-icon", "image/vnd.microsoft.icon",
    ]

    /// A CSS length in pixels: a number in `px`, `em`, `rem` or `vw` (units that need no
    /// layout), or `0`.
    private static func cssLength(_ text: String, screen: ImageSelectionScreen) -> Double? {
        let lowered = text.lowercased()
        if lowered == "0" { return 0 }
        let units: [(String, Double)] = [("px", 1), ("rem", 16), ("em", 16), ("vw", screen.viewportWidth / 100)]
        for (unit, scale) in units where lowered.hasSuffix(unit) {
            guard let number = validFloat(String(lowered.dropLast(unit.count))), number >= 0 else { return nil }
            return number * scale
        }
        return nil
    }

    /// `text` split at `separator` outside parentheses.
    private static func splitTopLevel(_ text: String, separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if character == "(" { depth += 1 }
            if character == ")" { depth = max(0, depth - 1) }
            if character == separator && depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts
    }
}

extension NodeStore {
    /// `img.currentSrc` as the image would be fetched on `screen`: the chosen candidate of
    /// the first `source` of its `picture` that applies (its `media` matches and its
    /// `type` is an image type), else of its own `srcset` or its `src`, resolved against
    /// the document's base URL; "" when there is none.
    ///
    /// https://html.spec.whatwg.org/multipage/embedded-content.html#dom-img-currentsrc
    /// https://html.spec.whatwg.org/multipage/images.html#update-the-source-set
    public func currentSource(ofImage image: NodeID, on screen: ImageSelectionScreen) -> String {
        let srcset = atoms.intern("srcset"), sizes = atoms.intern("sizes")
        var chosen: String?
        if let picture = parent(of: image), isHTMLElement(picture, named: Atom.predefined("picture")) {
            var child = firstElementChild(of: picture)
            while let source = child, source != image {
                child = nextElementSibling(of: source)
                guard isHTMLElement(source, named: .source), let set = attribute(srcset, of: source), !set.isEmpty else { continue }
                if let media = attribute(Atom.predefined("media"), of: source), !ImageSourceSelection.mediaQueryList(media, matches: screen) { continue }
                if let type = attribute(.type, of: source), !ImageSourceSelection.isSupportedImageType(type) { continue }
                chosen = ImageSourceSelection.select(srcset: set, sizes: attribute(sizes, of: source), src: nil, screen: screen)
                break
            }
        }
        let url = chosen ?? ImageSourceSelection.select(
            srcset: attribute(srcset, of: image), sizes: attribute(sizes, of: image), src: attribute(.src, of: image),
            screen: screen)
        guard !url.isEmpty else { return "" }
        return parseURL(url, relativeTo: document(of: image))?.href ?? url
    }
}
