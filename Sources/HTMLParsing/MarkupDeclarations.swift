import DOM

/// The tokens of a page that libxml2 2.9 reads differently from the HTML tokenizer, read
/// by the standard's rules before libxml2 sees the page: comments (libxml2 ends one only at
/// `-->`, and drops one the input ends in), bogus comments (`<!x>`, `</ x>`, `<?x>`,
/// which libxml2 reads as text), DOCTYPEs anywhere, CDATA sections, `</>`, and the end
/// tags of `html`, `head` and `body` (which libxml2 drops without a sign after a second
/// `<html>` or `<body>`) and end tags with attributes (which it drops). In the input libxml2 is given, each is a placeholder comment,
/// `<!--` marker index `-->`, and the tree builder takes the token from ``tokens``. A `<`
/// that starts no markup becomes `&lt;` (libxml2 drops some), and NULs in tags and in text
/// the tokenizer does not read as data become U+FFFD, as the standard says.
///
/// The reading follows the tokenizer's states outside tags, through tags (so a `>` in a
/// quoted attribute value ends nothing), and past the content of the elements whose text
/// is not markup (scripts and styles, as libxml2 reads them; `<title>`, `<textarea>`,
/// `<xmp>`, `<iframe>`, `<noembed>`, `<noframes>`, `<noscript>` with scripting and
/// `<plaintext>` outside SVG and MathML, which it tracks by counting their elements).
///
/// https://html.spec.whatwg.org/multipage/parsing.html#markup-declaration-open-state
struct MarkupDeclarations {
    /// A token read here.
    enum Token: Equatable {
        case comment(String)
        case doctype(DoctypeToken)
        /// `<![CDATA[text]]>` where a bogus comment would end at the same `>`: text in
        /// foreign content, the comment elsewhere.
        case cdata(text: String, bogusComment: String)
        /// The text of a CDATA section that runs past a `>`, in SVG or MathML.
        case text(String)
        /// The end tag `</html>`, `</head>` or `</body>` (the name lower-case).
        case endTag(String)
        /// `</>`, which is no token.
        case nothing
    }

    /// The marker (a noncharacter the page does not hold) that starts a placeholder's text.
    let marker: [UInt8]
    /// The page read (valid inside ``withInput(for:scriptingEnabled:_:)``'s body only).
    private let page: UnsafeRawBufferPointer
    /// The tokens, by placeholder index.
    private(set) var tokens: [Token] = []
    /// Each token's bytes in the page, by placeholder index.
    private(set) var originals: [Range<Int>] = []
    /// The attributes of start tags with more than ``attributeLimit`` of them, read here as
    /// the page has them (references not decoded): libxml2 is given each such tag with one
    /// attribute instead, ``movedAttributesName`` with the index here as its value.
    private(set) var movedAttributes: [[StartTagAttributes.Attribute]] = []
    /// The name of the attribute that stands for moved ones: one the page does not hold.
    private(set) var movedAttributesName: [UInt8] = []

    /// How many attributes libxml2 is given in one start tag: it compares each new name with
    /// every earlier one, so 200,000 attributes took it hours.
    static let attributeLimit = 256

    /// Runs `body` over the input libxml2 is to be given for `page` and the tokens its
    /// placeholders stand for: `page` itself and nil when it holds none of these tokens and
    /// no NUL to replace (or holds every candidate marker).
    static func withInput<Result>(
        for page: UnsafeRawBufferPointer, scriptingEnabled: Bool,
        _ body: (UnsafeRawBufferPointer, MarkupDeclarations?) -> Result
    ) -> Result {
        guard let marker = page.unusedNoncharacter() else { return body(page, nil) }
        let declarations = MarkupDeclarations(marker: marker, page: page)
        var reader = Reader(page: page, scriptingEnabled: scriptingEnabled, declarations: declarations)
        reader.read()
        guard let input = reader.output else { return body(page, nil) }
        return input.withUnsafeBytes { body($0, reader.declarations) }
    }

    /// The index in `text` (a comment's text as libxml2 hands it over) when it is a
    /// placeholder.
    func placeholderIndex(_ text: UnsafeRawBufferPointer) -> Int? {
        guard text.count > marker.count, marker.indices.allSatisfy({ text[$0] == marker[$0] }) else { return nil }
        let (index, end) = Self.number(in: text, from: marker.count)
        return end == text.count && index < tokens.count ? index : nil
    }

    /// The decimal number written at `start` in `text`, and where its digits end.
    private static func number(in text: UnsafeRawBufferPointer, from start: Int) -> (value: Int, end: Int) {
        var value = 0
        var end = start
        while end < text.count, text[end] >= UInt8(ascii: "0"), text[end] <= UInt8(ascii: "9") {
            value = value * 10 + Int(text[end] - UInt8(ascii: "0"))
            end += 1
        }
        return (value, end)
    }

    /// `text` from the input with each placeholder written back as the page had it, for
    /// text the builder takes from the input where this reading took markup; nil when it
    /// holds none.
    func restoringPlaceholders(in text: UnsafeRawBufferPointer) -> [UInt8]? {
        let opener = Array("<!--".utf8) + marker
        guard var next = text.firstIndex(of: opener, from: 0) else { return nil }
        var output: [UInt8] = []
        var runStart = 0
        while true {
            let (index, end) = Self.number(in: text, from: next + opener.count)
            if index < originals.count, text.count - end >= 3 {
                output.append(contentsOf: text[runStart..<next])
                output.append(contentsOf: page[originals[index]])
                runStart = end + 3
            }
            guard let found = text.firstIndex(of: opener, from: end) else { break }
            next = found
        }
        output.append(contentsOf: text[runStart...])
        return output
    }

    /// Keeps `attributes`; returns the attribute libxml2 is given for them, ` name="index"`.
    fileprivate mutating func move(_ attributes: [StartTagAttributes.Attribute]) -> [UInt8] {
        if movedAttributesName.isEmpty { movedAttributesName = Self.unusedAttributeName(in: page) }
        movedAttributes.append(attributes)
        return [UInt8(ascii: " ")] + movedAttributesName + Array("=\"\(movedAttributes.count - 1)\"".utf8)
    }

    /// `appexjs-moved-attributes`, or with a number after it, that `page` does not hold in
    /// any case.
    private static func unusedAttributeName(in page: UnsafeRawBufferPointer) -> [UInt8] {
        var suffix = 0
        while true {
            let name = Array(("appexjs-moved-attributes" + (suffix == 0 ? "" : "-\(suffix)")).utf8)
            if !page.containsIgnoringASCIICase(name) { return name }
            suffix += 1
        }
    }

    /// The attributes a start tag stands for when its libxml2 attributes are one moved
    /// attribute (see ``movedAttributes``).
    func movedAttributes(standingFor name: UnsafeRawBufferPointer, value: UnsafeRawBufferPointer) -> [StartTagAttributes.Attribute]? {
        guard !movedAttributes.isEmpty, name.elementsEqual(movedAttributesName) else { return nil }
        let (index, end) = Self.number(in: value, from: 0)
        return end == value.count && index < movedAttributes.count ? movedAttributes[index] : nil
    }

    fileprivate mutating func append(_ token: Token, original: Range<Int>) -> Int {
        tokens.append(token)
        originals.append(original)
        return tokens.count - 1
    }
}

/// One reading of a page, writing the input for libxml2 as it goes (only once something
/// must change).
private struct Reader {
    let page: UnsafeRawBufferPointer
    let scriptingEnabled: Bool
    var declarations: MarkupDeclarations
    /// The input so far, from the first change on; nil while the page needs none.
    var output: [UInt8]?
    /// How much of the page is in `output` (or needs no change up to there).
    private var copied = 0
    /// Open `<svg>` and `<math>` elements, counted by their tags.
    private var foreignDepth = 0
    /// The attributes in the tag ``endOfTag(nameAt:)`` read last.
    private var attributeCount = 0

    init(page: UnsafeRawBufferPointer, scriptingEnabled: Bool, declarations: MarkupDeclarations) {
        self.page = page
        self.scriptingEnabled = scriptingEnabled
        self.declarations = declarations
    }

    /// The data state: from one `<` to the next.
    mutating func read() {
        var position = 0
        while let open = page.firstIndex(of: UInt8(ascii: "<"), from: position) {
            position = readMarkup(at: open)
        }
        if output != nil { copyPage(upTo: page.count) }
    }

    /// Reads what starts with the `<` at `open`; returns where the data state goes on.
    private mutating func readMarkup(at open: Int) -> Int {
        let next = open + 1
        guard next < page.count else { return writeLessThan(at: open) }
        switch page[next] {
        case UInt8(ascii: "!"): return readDeclaration(at: open)
        case UInt8(ascii: "/"):
            let first = next + 1
            guard first < page.count else { return writeLessThan(at: open) }
            if isASCIIAlpha(page[first]) { return readEndTag(at: open) }
            if page[first] == UInt8(ascii: ">") { return replace(open..<(first + 1), with: .nothing) }
            return bogusComment(at: open, dataFrom: first)
        case UInt8(ascii: "?"): return bogusComment(at: open, dataFrom: next)
        case let byte where isASCIIAlpha(byte): return readStartTag(at: open)
        default: return writeLessThan(at: open)
        }
    }

    /// An end tag: `</html>`, `</head>`, `</body>` and end tags with attributes become
    /// placeholders (not those of scripts and the other elements whose text is not markup,
    /// which libxml2 must see end them).
    private mutating func readEndTag(at open: Int) -> Int {
        let nameStart = open + 2
        let end = endOfTag(nameAt: nameStart)
        guard page[end - 1] == UInt8(ascii: ">") else { return end }
        let name = lowercasedName(at: nameStart)
        if name == "svg" || name == "math" { foreignDepth = max(0, foreignDepth - 1) }
        switch name {
        case "html", "head", "body": return replace(open..<end, with: .endTag(name))
        case _ where name.isEmpty || Self.textElementNames.contains(name): return end
        default:
            let afterName = nameStart + name.utf8.count
            let hasAttributes = !page[afterName..<(end - 1)].allSatisfy(isASCIIWhitespace)
            return hasAttributes ? replace(open..<end, with: .endTag(name)) : end
        }
    }

    /// A `<` that is text: written `&lt;`.
    private mutating func writeLessThan(at open: Int) -> Int {
        copyPage(upTo: open)
        output!.append(contentsOf: Self.lessThanReference)
        copied = open + 1
        return open + 1
    }

    /// After `<!`: a comment, a DOCTYPE, a CDATA section or a bogus comment.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#markup-declaration-open-state
    private mutating func readDeclaration(at open: Int) -> Int {
        let rest = open + 2
        if hasPrefix("--", at: rest) { return readComment(at: open, dataFrom: rest + 2) }
        if hasPrefix("doctype", at: rest, ignoringCase: true) {
            let (token, end) = DoctypeToken.read(page, from: rest + 7)
            return replace(open..<end, with: .doctype(token))
        }
        if hasPrefix("[CDATA[", at: rest) { return readCDATA(at: open, dataFrom: rest + 7) }
        return bogusComment(at: open, dataFrom: rest)
    }

    /// A comment whose text starts at `start`: it ends at the first `-->` or `--!>` (with
    /// `<!-->` and `<!--->` empty), or at the end of the input without its closing dashes.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#comment-start-state
    private mutating func readComment(at open: Int, dataFrom start: Int) -> Int {
        if hasPrefix(">", at: start) { return replace(open..<(start + 1), with: .comment("")) }
        if hasPrefix("->", at: start) { return replace(open..<(start + 2), with: .comment("")) }
        var search = start
        while let dashes = page.firstIndex(of: Self.dashDash, from: search) {
            if hasPrefix(">", at: dashes + 2) { return replace(open..<(dashes + 3), with: .comment(text(start..<dashes))) }
            if hasPrefix("!>", at: dashes + 2) { return replace(open..<(dashes + 4), with: .comment(text(start..<dashes))) }
            search = dashes + 1
        }
        // The end of the input: what it read as closing dashes is not text.
        var end = page.count
        if end - start >= 3, hasPrefix("--!", at: end - 3) {
            end -= 3
        } else if end - start >= 2, hasPrefix("--", at: end - 2) {
            end -= 2
        } else if end - start >= 1, page[end - 1] == UInt8(ascii: "-") {
            end -= 1
        }
        return replace(open..<page.count, with: .comment(text(start..<end)))
    }

    /// A bogus comment: its text runs from `start` to the next `>` or the end of the input.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#bogus-comment-state
    private mutating func bogusComment(at open: Int, dataFrom start: Int) -> Int {
        let close = page.firstIndex(of: UInt8(ascii: ">"), from: start)
        return replace(open..<(close.map { $0 + 1 } ?? page.count), with: .comment(text(start..<(close ?? page.count))))
    }

    /// `<![CDATA[`: a CDATA section in SVG and MathML, a bogus comment up to the next `>`
    /// elsewhere; the tree builder tells which when the two end at the same `>`.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#cdata-section-state
    private mutating func readCDATA(at open: Int, dataFrom start: Int) -> Int {
        let close = page.firstIndex(of: Self.cdataEnd, from: start)
        let firstGreaterThan = page.firstIndex(of: UInt8(ascii: ">"), from: start)
        if let close, firstGreaterThan == close + 2 {
            let token = MarkupDeclarations.Token.cdata(text: text(start..<close), bogusComment: text((open + 2)..<close + 2))
            return replace(open..<(close + 3), with: token)
        }
        guard foreignDepth > 0 else { return bogusComment(at: open, dataFrom: open + 2) }
        return replace(open..<(close.map { $0 + 3 } ?? page.count), with: .text(text(start..<(close ?? page.count))))
    }

    /// A start tag: read to its end, then past the content of an element whose text is not
    /// markup.
    private mutating func readStartTag(at open: Int) -> Int {
        let nameStart = open + 1
        let end = endOfTag(nameAt: nameStart)
        guard page[end - 1] == UInt8(ascii: ">") else { return end }
        let name = lowercasedName(at: nameStart)
        let selfClosing = end - 2 > nameStart && page[end - 2] == UInt8(ascii: "/")
        if attributeCount > MarkupDeclarations.attributeLimit { moveAttributes(ofTagAt: nameStart, endingAt: end, selfClosing: selfClosing) }
        if name == "svg" || name == "math" {
            if !selfClosing { foreignDepth += 1 }
            return end
        }
        // libxml2 reads script and style content as text, in SVG too.
        if name == "script" { return skipScript(from: end) }
        if name == "style" { return skipText(from: end, endTag: name) }
        guard foreignDepth == 0, Self.textElementNames.contains(name) else { return end }
        if name == "noscript" && !scriptingEnabled { return end }
        if name == "plaintext" {
            replaceNulls(in: end..<page.count)
            return page.count
        }
        return skipText(from: end, endTag: name)
    }

    /// The elements whose content the tokenizer reads as text (`<noscript>` only with
    /// scripting): their end tags stay for libxml2, which ends them there.
    private static let textElementNames: Set<String> = [
        "script", "style", "title", "textarea", "xmp", "iframe", "noembed", "noframes", "noscript", "plaintext",
    ]

    /// Gives libxml2 the tag with one attribute standing for its own, which are read here
    /// (in linear time) for the builder (see ``MarkupDeclarations/movedAttributes``).
    private mutating func moveAttributes(ofTagAt nameStart: Int, endingAt end: Int, selfClosing: Bool) {
        var nameEnd = nameStart
        while nameEnd < end, !isASCIIWhitespace(page[nameEnd]), page[nameEnd] != UInt8(ascii: "/"), page[nameEnd] != UInt8(ascii: ">") {
            nameEnd += 1
        }
        copyPage(upTo: nameEnd)
        output!.append(contentsOf: declarations.move(StartTagAttributes.read(UnsafeRawBufferPointer(rebasing: page[nameEnd..<end]))))
        output!.append(contentsOf: selfClosing ? Array("/>".utf8) : [UInt8(ascii: ">")])
        copied = end
    }

    /// Text up to the element's end tag (to the end of the input without one).
    private mutating func skipText(from start: Int, endTag name: String) -> Int {
        let region = UnsafeRawBufferPointer(rebasing: page[start...])
        let end = region.firstEndTag(named: name).map { start + $0 } ?? page.count
        replaceNulls(in: start..<end)
        return end
    }

    /// Script text, up to the end tag that ends it by the script data states.
    private mutating func skipScript(from start: Int) -> Int {
        let end = ScriptDataEscapes.end(ofScriptContentAt: start, in: page) ?? page.count
        replaceNulls(in: start..<end)
        return end
    }

    /// Where the tag whose name starts at `start` ends: past its `>` (a `>` in a quoted
    /// attribute value does not end it), or the end of the input.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#tag-name-state
    private mutating func endOfTag(nameAt start: Int) -> Int {
        var position = start
        attributeCount = 0
        defer { replaceNulls(in: start..<position) }
        func skip(while condition: (UInt8) -> Bool) {
            while position < page.count, condition(page[position]) { position += 1 }
        }
        skip { !isASCIIWhitespace($0) && $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: ">") }
        while position < page.count {
            let byte = page[position]
            if byte == UInt8(ascii: ">") {
                position += 1
                return position
            }
            if isASCIIWhitespace(byte) || byte == UInt8(ascii: "/") {
                position += 1
                continue
            }
            // An attribute name (its first character may be `=`), then maybe a value.
            attributeCount += 1
            position += 1
            skip { !isASCIIWhitespace($0) && $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: ">") && $0 != UInt8(ascii: "=") }
            skip(while: isASCIIWhitespace)
            guard position < page.count, page[position] == UInt8(ascii: "=") else { continue }
            position += 1
            skip(while: isASCIIWhitespace)
            guard position < page.count else { break }
            let quote = page[position]
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                position = page.firstIndex(of: quote, from: position + 1).map { $0 + 1 } ?? page.count
            } else {
                skip { !isASCIIWhitespace($0) && $0 != UInt8(ascii: ">") }
            }
        }
        return page.count
    }

    /// The tag name at `start`, lower-cased; empty when longer than any name looked for.
    private func lowercasedName(at start: Int) -> String {
        var end = start
        while end < page.count, !isASCIIWhitespace(page[end]), page[end] != UInt8(ascii: "/"), page[end] != UInt8(ascii: ">") {
            end += 1
            if end - start > 9 { return "" }
        }
        // At most nine bytes: a small string, made without an allocation.
        return String(unsafeUninitializedCapacity: end - start) { buffer in
            for offset in 0..<(end - start) { buffer[offset] = asciiLowercased(page[start + offset]) }
            return end - start
        }
    }

    /// The page's bytes in `range` as text, NULs as U+FFFD.
    private func text(_ range: Range<Int>) -> String {
        let bytes = UnsafeRawBufferPointer(rebasing: page[range])
        guard bytes.firstIndex(of: 0, from: 0) != nil else { return String(decoding: bytes, as: UTF8.self) }
        var replaced: [UInt8] = []
        for byte in bytes { replaced.appendReplacingNull(byte) }
        return String(decoding: replaced, as: UTF8.self)
    }

    private func hasPrefix(_ prefix: StaticString, at position: Int, ignoringCase: Bool = false) -> Bool {
        guard position >= 0, page.count - position >= prefix.utf8CodeUnitCount else { return false }
        return prefix.withUTF8Buffer { letters in
            letters.indices.allSatisfy {
                let byte = page[position + $0]
                return (ignoringCase ? asciiLowercased(byte) : byte) == letters[$0]
            }
        }
    }

    // MARK: - Writing the input

    /// Writes a placeholder for `token` in place of `range`; returns where reading goes on.
    private mutating func replace(_ range: Range<Int>, with token: MarkupDeclarations.Token) -> Int {
        let index = declarations.append(token, original: range)
        copyPage(upTo: range.lowerBound)
        output!.append(contentsOf: Self.commentOpener)
        output!.append(contentsOf: declarations.marker)
        output!.append(contentsOf: String(index).utf8)
        output!.append(contentsOf: Self.commentCloser)
        copied = range.upperBound
        return range.upperBound
    }

    /// Writes U+FFFD for each NUL in `range`.
    private mutating func replaceNulls(in range: Range<Int>) {
        guard !range.isEmpty else { return }
        var from = range.lowerBound
        let region = UnsafeRawBufferPointer(rebasing: page[..<range.upperBound])
        while let null = region.firstIndex(of: 0, from: from) {
            copyPage(upTo: null)
            output!.append(contentsOf: [0xEF, 0xBF, 0xBD])
            copied = null + 1
            from = null + 1
        }
    }

    /// Copies the page into the output up to `position`, starting the output if need be.
    private mutating func copyPage(upTo position: Int) {
        if output == nil {
            output = []
            output!.reserveCapacity(page.count + 256)
        }
        output!.append(contentsOf: page[copied..<position])
        copied = position
    }

    private static let lessThanReference = Array("&lt;".utf8)
    private static let dashDash = Array("--".utf8)
    private static let cdataEnd = Array("]]>".utf8)
    private static let commentOpener = Array("<!--".utf8)
    private static let commentCloser = Array("-->".utf8)
}
