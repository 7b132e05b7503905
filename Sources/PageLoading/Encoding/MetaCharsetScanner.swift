import WHATWGEncoding

/// WebKit's search of a page for a `<meta>` that declares its encoding (`HTMLMetaCharsetParser`),
/// which is where WebKit and the HTML standard part ways.
///
/// The standard prescans the first 1024 bytes with a byte-level scan, then has the tree builder
/// "change the encoding" for a `<meta>` met later. WebKit does neither: it runs the HTML
/// tokenizer from the start, with the bytes read as Latin-1, and takes the first `<meta>` start
/// tag that names an encoding it knows, for as long as it is still in the head section (until a
/// start or end tag other than `script`, `noscript`, `style`, `link`, `meta`, `object`, `title`,
/// `base`, or the start tags `html` and `head`) or has consumed fewer than 1024 characters. So a
/// `<meta>` after a long `<style>` or comment in the head counts, one after `<body>` past the
/// first 1024 bytes does not, and one inside `<script>`, `<title>` or `<textarea>` text never
/// does, even within the first 1024 bytes (WebKit's tokenizer reads them as text: "updateStateFor").
/// Checked against WebKit 2.50 with the oracle's `--charset sniff` (see `MetaCharsetScannerTests`).
///
/// The tokenizer here is the standard's, cut down to what the search needs: text, tags and their
/// attributes (numeric character references in values decoded), comments, bogus comments and
/// DOCTYPEs, and the RCDATA, RAWTEXT, script data and PLAINTEXT states the start tags switch to.
///
/// https://html.spec.whatwg.org/multipage/parsing.html#tokenization
struct MetaCharsetScanner {
    /// A `<meta>` that declared an encoding.
    struct Declaration: Equatable {
        /// The encoding, as WebKit takes it from a `<meta>`: UTF-16 and UTF-32 labels give UTF-8,
        /// x-user-defined gives windows-1252.
        var encoding: Encoding
        /// The label as written (without surrounding white space).
        var label: String
        /// The offset just after the tag's `>`.
        var tagEnd: Int
    }

    /// What the scan found.
    struct Result: Equatable {
        /// The first `<meta>` that named a known encoding, if any.
        var declaration: Declaration?
        /// The labels of earlier `<meta>` tags that named no encoding the standard knows, with the
        /// offset of each tag, in order.
        var unknownLabels: [(label: String, offset: Int)] = []

        static func == (lhs: Result, rhs: Result) -> Bool {
            lhs.declaration == rhs.declaration && lhs.unknownLabels.map(\.label) == rhs.unknownLabels.map(\.label)
                && lhs.unknownLabels.map(\.offset) == rhs.unknownLabels.map(\.offset)
        }
    }

    /// The bytes read as Latin-1 (only ASCII matters to the search).
    private let bytes: UnsafeRawBufferPointer
    /// The tokenizer's position.
    private var position = 0
    /// How the tokenizer reads text, which the last start tag decides.
    private var textState = TextState.data
    /// Whether no tag has yet ended the head section.
    private var inHeadSection = true
    private var result = Result()

    /// WebKit checks this many characters whatever tags it meets (`bytesToCheckUnconditionally`).
    static let charactersCheckedUnconditionally = 1024

    /// The tokenizer's text states.
    private enum TextState: Equatable {
        case data
        /// RCDATA or RAWTEXT, ended by the end tag of the element named (character references
        /// do not matter to the search, so the two are one).
        case rawText(endTag: [UInt8])
        case scriptData
        case plaintext

        /// The name of the end tag that ends RCDATA or RAWTEXT text.
        var endTagName: [UInt8] {
            if case .rawText(let endTag) = self { return endTag }
            return []
        }
    }

    private init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// Searches `bytes` as WebKit does.
    static func scan(_ bytes: UnsafeRawBufferPointer) -> Result {
        var scanner = MetaCharsetScanner(bytes: bytes)
        scanner.run()
        return scanner.result
    }

    // MARK: - The token loop (HTMLMetaCharsetParser::checkForMetaCharset)

    private mutating func run() {
        while position < bytes.count {
            switch textState {
            case .plaintext:
                // Everything after is text, and text is only emitted at a '<' or the end.
                return
            case .rawText, .scriptData:
                // The text, then the end tag that ends it.
                let textEnd = textState == .scriptData
                    ? findScriptEndTag(from: position) : findEndTag(named: textState.endTagName, from: position)
                guard let end = textEnd else { return }
                if end > position, tokenEmitted(consumed: end) { return }
                position = end
                textState = .data
                guard let tagEnd = readTag(from: end) else { return }
                if handleTag(tagEnd) { return }
            case .data:
                guard let lessThan = bytes[position...].firstIndex(of: 0x3C) else { return }
                // Text before the '<' is one character token.
                if lessThan > position, tokenEmitted(consumed: lessThan) { return }
                position = lessThan
                if readMarkup() { return }
            }
        }
    }

    /// What WebKit does after each token: stop once the head section is over and 1024
    /// characters are consumed. Returns whether the search is over.
    private func tokenEmitted(consumed: Int) -> Bool {
        !inHeadSection && consumed >= Self.charactersCheckedUnconditionally
    }

    /// Reads the markup at the `<` at `position` (or text, when it starts none) and handles any
    /// token it makes. Returns whether the search is over.
    private mutating func readMarkup() -> Bool {
        let next = byte(at: position + 1)
        switch next {
        case 0x21:  // "<!"
            guard let end = markupDeclarationEnd(from: position) else { return true }
            position = end
            return tokenEmitted(consumed: end)
        case 0x2F:  // "</"
            let afterSolidus = byte(at: position + 2)
            if let afterSolidus, isASCIIAlpha(afterSolidus) {
                guard let tagEnd = readTag(from: position) else { return true }
                return handleTag(tagEnd)
            }
            if afterSolidus == 0x3E {
                // "</>": no token.
                position += 3
                return false
            }
            if afterSolidus == nil { return true }
            return skipBogusComment(from: position + 2)
        case 0x3F:  // "<?"
            return skipBogusComment(from: position + 1)
        case let letter? where isASCIIAlpha(letter):
            guard let tagEnd = readTag(from: position) else { return true }
            return handleTag(tagEnd)
        case nil:
            return true
        default:
            // A '<' that starts nothing is text: the next character token runs to the next '<'.
            guard let nextLessThan = bytes[(position + 1)...].firstIndex(of: 0x3C) else { return true }
            position = nextLessThan
            return tokenEmitted(consumed: nextLessThan)
        }
    }

    /// A bogus comment from `start` to the next `>`. Returns whether the search is over.
    private mutating func skipBogusComment(from start: Int) -> Bool {
        guard let end = bytes[start...].firstIndex(of: 0x3E) else { return true }
        position = end + 1
        return tokenEmitted(consumed: position)
    }

    /// The offset after a comment, DOCTYPE or bogus comment starting with the `<!` at `start`,
    /// or `nil` when the input ends first.
    private func markupDeclarationEnd(from start: Int) -> Int? {
        let afterBang = start + 2
        if startsWith("--", at: afterBang) {
            // https://html.spec.whatwg.org/multipage/parsing.html#comment-start-state:
            // "<!-->" and "<!--->" end at once; otherwise the first "-->" or "--!>".
            let body = afterBang + 2
            if byte(at: body) == 0x3E { return body + 1 }
            if startsWith("->", at: body) { return body + 2 }
            var index = body
            while index < bytes.count {
                guard let dash = bytes[index...].firstIndex(of: 0x2D) else { return nil }
                if startsWith("-->", at: dash) { return dash + 3 }
                if startsWith("--!>", at: dash) { return dash + 4 }
                index = dash + 1
            }
            return nil
        }
        // DOCTYPEs, CDATA outside foreign content and other "<!" end at the first '>'.
        return bytes[afterBang...].firstIndex(of: 0x3E).map { $0 + 1 }
    }

    // MARK: - Tags

    /// A start or end tag, as far as the search needs it.
    private struct Tag {
        var isEndTag: Bool
        var name: [UInt8]
        var attributes: [(name: [UInt8], value: [UInt8])]
        /// The offset after its `>`.
        var end: Int
    }

    /// What WebKit does with a start or end tag token. Returns whether the search is over.
    private mutating func handleTag(_ tag: Tag) -> Bool {
        position = tag.end
        if !tag.isEndTag {
            updateState(forStartTag: tag.name)
            if tag.name == Array("meta".utf8), let declaration = declaredEncoding(of: tag) {
                result.declaration = declaration
                return true
            }
        }
        if !Self.headSectionTags.contains(tag.name), tag.isEndTag || (tag.name != Array("html".utf8) && tag.name != Array("head".utf8)) {
            inHeadSection = false
        }
        return tokenEmitted(consumed: tag.end)
    }

    /// The tags that leave WebKit in the head section.
    private static let headSectionTags: Set<[UInt8]> = Set(
        ["script", "noscript", "style", "link", "meta", "object", "title", "base"].map { Array($0.utf8) })

    /// The tokenizer state a start tag switches to (WebKit's `HTMLTokenizer::updateStateFor`,
    /// with scripting off, so `noscript` stays markup).
    private mutating func updateState(forStartTag name: [UInt8]) {
        switch String(decoding: name, as: UTF8.self) {
        case "textarea", "title", "style", "iframe", "xmp", "noembed", "noframes":
            textState = .rawText(endTag: name)
        case "plaintext":
            textState = .plaintext
        case "script":
            textState = .scriptData
        default:
            break
        }
    }

    /// Reads the tag whose `<` is at `start`: its name, lower-cased, and its attributes, by the
    /// tokenizer's tag and attribute states. `nil` when the input ends inside it.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#tag-open-state
    private mutating func readTag(from start: Int) -> Tag? {
        var index = start + 1
        var tag = Tag(isEndTag: false, name: [], attributes: [], end: 0)
        if byte(at: index) == 0x2F {
            tag.isEndTag = true
            index += 1
        }
        // Tag name state.
        while let current = byte(at: index), !isTagWhitespace(current), current != 0x2F, current != 0x3E {
            tag.name.append(lowercased(current))
            index += 1
        }
        // Attribute states, until the '>'.
        while true {
            guard let current = byte(at: index) else { return nil }
            if isTagWhitespace(current) || current == 0x2F {
                index += 1
                continue
            }
            if current == 0x3E {
                tag.end = index + 1
                return tag
            }
            // Attribute name state: a leading '=' is part of the name.
            var name: [UInt8] = [lowercased(current)]
            index += 1
            while let next = byte(at: index), !isTagWhitespace(next), next != 0x2F, next != 0x3E, next != 0x3D {
                name.append(lowercased(next))
                index += 1
            }
            // After attribute name state.
            while let next = byte(at: index), isTagWhitespace(next) { index += 1 }
            guard byte(at: index) == 0x3D else {
                tag.attributes.append((name, []))
                continue
            }
            index += 1
            // Before attribute value state.
            while let next = byte(at: index), isTagWhitespace(next) { index += 1 }
            guard let first = byte(at: index) else { return nil }
            var value: [UInt8] = []
            switch first {
            case 0x22, 0x27:
                guard let close = bytes[(index + 1)...].firstIndex(of: first) else { return nil }
                value = decodingCharacterReferences(index + 1..<close)
                index = close + 1
            case 0x3E:
                break
            default:
                var end = index
                while let next = byte(at: end), !isTagWhitespace(next), next != 0x3E { end += 1 }
                value = decodingCharacterReferences(index..<end)
                index = end
            }
            tag.attributes.append((name, value))
        }
    }

    /// The bytes of an attribute value with its numeric character references decoded (to UTF-8;
    /// named references are kept as written, as no encoding label contains one).
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#numeric-character-reference-state
    private func decodingCharacterReferences(_ range: Range<Int>) -> [UInt8] {
        var value: [UInt8] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let current = bytes[index]
            guard current == 0x26, index + 2 < range.upperBound, bytes[index + 1] == 0x23 else {
                value.append(current)
                index += 1
                continue
            }
            var digitsStart = index + 2
            let isHex = bytes[digitsStart] | 0x20 == 0x78
            if isHex { digitsStart += 1 }
            var end = digitsStart
            var codePoint: UInt32 = 0
            while end < range.upperBound, let digit = digitValue(bytes[end], hex: isHex) {
                codePoint = min(codePoint &* (isHex ? 16 : 10) &+ digit, 0x110000)
                end += 1
            }
            guard end > digitsStart else {
                value.append(current)
                index += 1
                continue
            }
            if end < range.upperBound, bytes[end] == 0x3B { end += 1 }
            let scalar = Unicode.Scalar(codePoint) ?? "\u{FFFD}"
            value.append(contentsOf: Array(String(Character(scalar)).utf8))
            index = end
        }
        return value
    }

    // MARK: - The meta element (HTMLMetaCharsetParser::encodingFromMetaAttributes)

    /// The encoding a `<meta>` declares, if it names one WebKit knows; an unknown label is
    /// recorded and the search goes on.
    ///
    /// `charset` wins wherever it is; otherwise the last `content` attribute's charset counts
    /// when an `http-equiv` is `content-type` (duplicate attributes are not dropped here). A
    /// `<meta http-equiv=Content-Type value="…">` declares nothing.
    private mutating func declaredEncoding(of tag: Tag) -> Declaration? {
        var gotPragma = false
        var label: [UInt8]?
        var isCharsetAttribute = false
        for attribute in tag.attributes {
            switch String(decoding: attribute.name, as: UTF8.self) {
            case "http-equiv":
                if attribute.value.map(lowercased) == Array("content-type".utf8) { gotPragma = true }
            case "charset":
                label = attribute.value
                isCharsetAttribute = true
            case "content":
                label = Self.extractCharset(fromContent: attribute.value)
            default:
                continue
            }
            if isCharsetAttribute { break }
        }
        guard let label, isCharsetAttribute || (gotPragma && !label.isEmpty) else { return nil }
        let text = String(decoding: label, as: UTF8.self).trimmingHTMLWhitespace()
        guard let encoding = Encoding(label: text) else {
            if !text.isEmpty { result.unknownLabels.append((text, tag.end)) }
            return nil
        }
        return Declaration(encoding: Self.takenFromMeta(encoding), label: text, tagEnd: tag.end)
    }

    /// How WebKit takes an encoding a `<meta>` names (`TextResourceDecoder::setEncoding`):
    /// x-user-defined is windows-1252, and encodings that are not byte-based are UTF-8.
    static func takenFromMeta(_ encoding: Encoding) -> Encoding {
        switch encoding {
        case .xUserDefined: .windows1252
        case .utf16BE, .utf16LE: .utf8
        default: encoding
        }
    }

    /// The charset in a `content` attribute such as `text/html; charset=utf-8` (WebKit's
    /// `extractCharset`): after "charset" and "=" (white space around it allowed), a quoted
    /// value, or one that ends at white space, a quote or ';'. Empty when there is none.
    static func extractCharset(fromContent content: [UInt8]) -> [UInt8] {
        let lowercaseContent = content.map(lowercased)
        var index = 0
        while let found = lowercaseContent[index...].firstRange(of: Array("charset".utf8)) {
            index = found.upperBound
            while index < content.count, content[index] <= 0x20 { index += 1 }
            guard index < content.count, content[index] == 0x3D else { continue }
            index += 1
            while index < content.count, content[index] <= 0x20 { index += 1 }
            var quoteMark: UInt8?
            if index < content.count, content[index] == 0x22 || content[index] == 0x27 {
                quoteMark = content[index]
                index += 1
            }
            guard index < content.count else { break }
            var end = index
            if let quoteMark {
                while end < content.count, content[end] != quoteMark { end += 1 }
                guard end < content.count else { break }
            } else {
                while end < content.count, content[end] > 0x20, content[end] != 0x22, content[end] != 0x27,
                    content[end] != 0x3B
                {
                    end += 1
                }
            }
            return Array(content[index..<end])
        }
        return []
    }

    // MARK: - Raw text ends

    /// The offset of the `</name` (followed by white space, `/` or `>`) that ends RCDATA or
    /// RAWTEXT text started at `start`, or `nil` when the input ends first.
    private func findEndTag(named name: [UInt8], from start: Int) -> Int? {
        var index = start
        while let lessThan = bytes[index...].firstIndex(of: 0x3C) {
            if isEndTag(named: name, at: lessThan) { return lessThan }
            index = lessThan + 1
        }
        return nil
    }

    /// The offset of the `</script` that ends script data started at `start`, following the
    /// script data escaped and double-escaped states (`<!--`, `<script`, `-->`).
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#script-data-state
    private func findScriptEndTag(from start: Int) -> Int? {
        enum Escape { case none, escaped, doubleEscaped }
        let script = Array("script".utf8)
        var escape = Escape.none
        var index = start
        while index < bytes.count {
            let current = bytes[index]
            switch escape {
            case .none:
                if current == 0x3C {
                    if isEndTag(named: script, at: index) { return index }
                    if startsWith("<!--", at: index) {
                        escape = .escaped
                        // The dashes of "<!--" may end it at once ("<!-->").
                        index += 2
                        continue
                    }
                }
            case .escaped, .doubleEscaped:
                if startsWith("-->", at: index) {
                    escape = .none
                    index += 3
                    continue
                }
                if current == 0x3C {
                    if escape == .escaped, isEndTag(named: script, at: index) { return index }
                    if escape == .escaped, isTag(named: script, at: index + 1) {
                        escape = .doubleEscaped
                    } else if escape == .doubleEscaped, byte(at: index + 1) == 0x2F, isTag(named: script, at: index + 2) {
                        escape = .escaped
                    }
                }
            }
            index += 1
        }
        return nil
    }

    /// Whether `</name` followed by white space, `/` or `>` is at `index`.
    private func isEndTag(named name: [UInt8], at index: Int) -> Bool {
        byte(at: index) == 0x3C && byte(at: index + 1) == 0x2F && isTag(named: name, at: index + 2)
    }

    /// Whether `name` (ASCII case-insensitively) followed by white space, `/` or `>` is at `index`.
    private func isTag(named name: [UInt8], at index: Int) -> Bool {
        for (offset, expected) in name.enumerated() {
            guard let actual = byte(at: index + offset), lowercased(actual) == expected else { return false }
        }
        guard let after = byte(at: index + name.count) else { return false }
        return isTagWhitespace(after) || after == 0x2F || after == 0x3E
    }

    // MARK: - Bytes

    private func byte(at index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private func startsWith(_ text: String, at index: Int) -> Bool {
        var offset = index
        for expected in text.utf8 {
            guard byte(at: offset) == expected else { return false }
            offset += 1
        }
        return true
    }
}

/// TAB, LF, FF, CR and SPACE: the white space that separates a tag's parts.
private func isTagWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
}

private func isASCIIAlpha(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
}

private func lowercased(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
}

/// The value of a decimal or hexadecimal digit.
private func digitValue(_ byte: UInt8, hex: Bool) -> UInt32? {
    switch byte {
    case 0x30...0x39: UInt32(byte - 0x30)
    case 0x41...0x46 where hex: UInt32(byte - 0x41 + 10)
    case 0x61...0x66 where hex: UInt32(byte - 0x61 + 10)
    default: nil
    }
}

extension String {
    /// The string without leading and trailing HTML white space (TAB, LF, FF, CR, SPACE).
    func trimmingHTMLWhitespace() -> String {
        var utf8 = Substring(self).utf8
        while let first = utf8.first, isTagWhitespace(first) { utf8.removeFirst() }
        while let last = utf8.last, isTagWhitespace(last) { utf8.removeLast() }
        return String(Substring(utf8))
    }
}
