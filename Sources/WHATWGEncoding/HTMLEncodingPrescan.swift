/// The HTML standard's prescan of a byte stream for its encoding: what a page's `<meta charset>`
/// or `<meta http-equiv="content-type">` (or, failing those, an XML declaration) says it is.
///
/// https://html.spec.whatwg.org/multipage/parsing.html#prescan-a-byte-stream-to-determine-its-encoding
public enum HTMLEncodingPrescan {
    /// How many bytes from the start of a page the prescan reads; the prescan's end condition.
    /// The HTML standard encourages 1024, and a `<meta>` must end within them to count.
    public static let byteLimit = 1024

    /// The encoding the first ``byteLimit`` bytes of a page declare, or `nil` if they declare none
    /// that the Encoding Standard knows.
    ///
    /// Comments hide a `<meta>`, attributes may come in any order, and the first of several
    /// attributes with one name counts. A declared UTF-16 encoding is taken as UTF-8 and
    /// x-user-defined as windows-1252, since a page that can declare itself is neither; the
    /// exception is a UTF-16 `<?x` at the very start, which the standard reports as UTF-16.
    /// A byte order mark is not looked at: sniff it first with ``Encoding/sniffBOM(_:)``.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#prescan-a-byte-stream-to-determine-its-encoding
    public static func prescan(_ bytes: UnsafeRawBufferPointer) -> Encoding? {
        let window = UnsafeRawBufferPointer(rebasing: bytes.prefix(byteLimit))
        var scanner = Prescanner(bytes: window)
        do {
            return try scanner.scan()
        } catch {
            // Running out of bytes (or reaching the end condition, the end of the window) aborts
            // the prescan, which then returns the result of get an XML encoding.
            return xmlEncoding(window)
        }
    }

    /// Get an XML encoding: the encoding an XML declaration at the very start names.
    ///
    /// The search for `encoding` stops at the declaration's `>`, as the algorithm's
    /// `xmlDeclarationEnd` intends.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#concept-get-xml-encoding-when-sniffing
    public static func xmlEncoding(_ bytes: UnsafeRawBufferPointer) -> Encoding? {
        // Steps 1-2.
        guard bytes.starts(with: "<?xml".utf8) else { return nil }
        // Step 3.
        guard let declarationEnd = bytes.firstIndex(of: 0x3E) else { return nil }
        let declaration = UnsafeRawBufferPointer(rebasing: bytes[..<declarationEnd])
        // Steps 4-5.
        guard let found = declaration.firstRange(of: "encoding".utf8) else { return nil }
        var position = found.upperBound
        // Step 6.
        while position < declaration.count, declaration[position] <= 0x20 { position += 1 }
        // Steps 7-8.
        guard position < declaration.count, declaration[position] == 0x3D else { return nil }
        position += 1
        // Step 9.
        while position < declaration.count, declaration[position] <= 0x20 { position += 1 }
        // Steps 10-12.
        guard position < declaration.count else { return nil }
        let quoteMark = declaration[position]
        guard quoteMark == 0x22 || quoteMark == 0x27 else { return nil }
        position += 1
        // Steps 13-14.
        guard let valueEnd = declaration[position...].firstIndex(of: quoteMark) else { return nil }
        let potentialEncoding = declaration[position..<valueEnd]
        // Step 15.
        guard !potentialEncoding.contains(where: { $0 <= 0x20 }) else { return nil }
        // Steps 16-18.
        guard let encoding = Encoding(label: isomorphicDecode(potentialEncoding)) else { return nil }
        return encoding == .utf16BE || encoding == .utf16LE ? .utf8 : encoding
    }

    /// The algorithm for extracting a character encoding from a meta element, given the value of
    /// a `content` attribute such as `text/html; charset=utf-8`.
    ///
    /// https://html.spec.whatwg.org/multipage/urls-and-fetching.html#algorithm-for-extracting-a-character-encoding-from-a-meta-element
    static func extractEncoding(fromMetaContent content: [UInt8]) -> Encoding? {
        let lowercaseContent = content.map(lowercased)
        // Step 1.
        var position = 0
        while true {
            // Step 2 (Loop): the next "charset", ASCII case-insensitively.
            guard let found = lowercaseContent[position...].firstRange(of: "charset".utf8) else { return nil }
            position = found.upperBound
            // Step 3.
            while position < content.count, isASCIIWhitespace(content[position]) { position += 1 }
            // Step 4: anything but "=" sends the search on from the next character.
            guard position < content.count else { return nil }
            if content[position] == 0x3D { break }
        }
        position += 1
        // Step 5.
        while position < content.count, isASCIIWhitespace(content[position]) { position += 1 }
        // Step 6.
        guard position < content.count else { return nil }
        let next = content[position]
        if next == 0x22 || next == 0x27 {
            // A quoted value needs its closing quote.
            guard let end = content[(position + 1)...].firstIndex(of: next) else { return nil }
            return Encoding(label: isomorphicDecode(content[(position + 1)..<end]))
        }
        let end = content[position...].firstIndex { isASCIIWhitespace($0) || $0 == 0x3B } ?? content.count
        return Encoding(label: isomorphicDecode(content[position..<end]))
    }
}

/// Running out of bytes, which aborts the prescan.
private struct OutOfBytes: Error {}

/// One pass of the prescan over a window of bytes: its position pointer and its steps.
private struct Prescanner {
    /// The bytes being prescanned.
    let bytes: UnsafeRawBufferPointer
    /// The standard's position pointer.
    var position = 0

    /// An attribute, as get an attribute returns it: name and value are lowercase in ASCII.
    struct Attribute {
        var name: [UInt8] = []
        var value: [UInt8] = []
    }

    /// What a `<meta>`'s attributes have set `charset` to.
    enum Charset {
        /// The standard's "null value": no attribute set it.
        case null
        /// A `charset` attribute named no encoding.
        case failure
        /// An encoding.
        case encoding(Encoding)
    }

    /// The byte at `position + offset`, or thrown ``OutOfBytes`` past the end.
    func byte(at offset: Int = 0) throws(OutOfBytes) -> UInt8 {
        guard position + offset < bytes.count else { throw OutOfBytes() }
        return bytes[position + offset]
    }

    /// Whether the bytes at `position` start with `prefix`, comparing ASCII case-insensitively
    /// where `caseInsensitive` is set. Too few bytes left is a mismatch: every step after it runs
    /// out of bytes too.
    func startsWith(_ prefix: String, caseInsensitive: Bool = false) -> Bool {
        var offset = position
        for expected in prefix.utf8 {
            guard offset < bytes.count else { return false }
            let actual = caseInsensitive ? lowercased(bytes[offset]) : bytes[offset]
            guard actual == expected else { return false }
            offset += 1
        }
        return true
    }

    /// Moves `position` to the first byte at or after it for which `isTarget` holds.
    mutating func advance(to isTarget: (UInt8) -> Bool) throws(OutOfBytes) {
        while try !isTarget(byte()) { position += 1 }
    }

    /// Steps 1-3 of the prescan: the encoding found, or thrown ``OutOfBytes``.
    mutating func scan() throws(OutOfBytes) -> Encoding {
        // Step 2: UTF-16 XML declarations.
        if startsWith("<\0?\0x\0") { return .utf16LE }
        if startsWith("\0<\0?\0x") { return .utf16BE }
        // Step 3 (Loop).
        while true {
            if startsWith("<!--") {
                // The first ">" after the "<" that ends a "-->"; the hyphens may be those of "<!--".
                position += 2
                while !startsWith("-->") {
                    _ = try byte()
                    position += 1
                }
                position += 2
            } else if startsWith("<meta", caseInsensitive: true), try isTagNameEnd(byte(at: 5)) {
                position += 5
                if let encoding = try scanMetaAttributes() { return encoding }
            } else if try byte() == 0x3C, isASCIIAlpha(try byte(at: 1) == 0x2F ? byte(at: 2) : byte(at: 1)) {
                // Another start or end tag: skip its name and attributes.
                try advance { isASCIIWhitespace($0) || $0 == 0x3E }
                while try getAttribute() != nil {}
            } else if startsWith("<!") || startsWith("</") || startsWith("<?") {
                // The first ">" after the "<".
                position += 1
                try advance { $0 == 0x3E }
            }
            // Next byte.
            position += 1
        }
    }

    /// The `<meta>` steps, from the attributes to "processing": the encoding the element
    /// declares, or `nil` to go on to the next byte.
    mutating func scanMetaAttributes() throws(OutOfBytes) -> Encoding? {
        var attributeList: [[UInt8]] = []
        var gotPragma = false
        var needPragma: Bool?
        var charset = Charset.null
        // Attributes.
        while let attribute = try getAttribute() {
            guard !attributeList.contains(attribute.name) else { continue }
            attributeList.append(attribute.name)
            switch attribute.name {
            case Array("http-equiv".utf8):
                if attribute.value == Array("content-type".utf8) { gotPragma = true }
            case Array("content".utf8):
                if case .null = charset,
                    let encoding = HTMLEncodingPrescan.extractEncoding(fromMetaContent: attribute.value)
                {
                    charset = .encoding(encoding)
                    needPragma = true
                }
            case Array("charset".utf8):
                charset = Encoding(label: isomorphicDecode(attribute.value)).map(Charset.encoding) ?? .failure
                needPragma = false
            default:
                break
            }
        }
        // Processing.
        guard let needPragma, !needPragma || gotPragma, case .encoding(let encoding) = charset else { return nil }
        switch encoding {
        case .utf16BE, .utf16LE: return .utf8
        case .xUserDefined: return .windows1252
        default: return encoding
        }
    }

    /// Get an attribute: the next attribute of the tag at `position`, or `nil` at the tag's `>`.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#concept-get-attributes-when-sniffing
    mutating func getAttribute() throws(OutOfBytes) -> Attribute? {
        // Step 1.
        try advance { !isASCIIWhitespace($0) && $0 != 0x2F }
        // Step 2.
        if try byte() == 0x3E { return nil }
        // Step 3.
        var attribute = Attribute()
        // Steps 4-5: the name.
        var foundEquals = false
        while true {
            let current = try byte()
            if current == 0x3D, !attribute.name.isEmpty {
                position += 1
                foundEquals = true
                break
            }
            if isASCIIWhitespace(current) { break }
            if current == 0x2F || current == 0x3E { return attribute }
            attribute.name.append(lowercased(current))
            position += 1
        }
        if !foundEquals {
            // Steps 6-8 (Spaces).
            try advance { !isASCIIWhitespace($0) }
            guard try byte() == 0x3D else { return attribute }
            position += 1
        }
        // Step 9 (Value).
        try advance { !isASCIIWhitespace($0) }
        // Step 10.
        let first = try byte()
        switch first {
        case 0x22, 0x27:
            while true {
                position += 1
                let current = try byte()
                if current == first {
                    position += 1
                    return attribute
                }
                attribute.value.append(lowercased(current))
            }
        case 0x3E:
            return attribute
        default:
            attribute.value.append(lowercased(first))
            position += 1
        }
        // Steps 11-12.
        while true {
            let current = try byte()
            if isASCIIWhitespace(current) || current == 0x3E { return attribute }
            attribute.value.append(lowercased(current))
            position += 1
        }
    }

    /// Whether a byte may follow "<meta" for the prescan to take it as a meta tag: ASCII
    /// whitespace or "/".
    private func isTagNameEnd(_ byte: UInt8) -> Bool {
        isASCIIWhitespace(byte) || byte == 0x2F
    }
}

/// The byte with A–Z made a–z.
private func lowercased(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
}

/// Whether a byte is an ASCII letter.
private func isASCIIAlpha(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
}

/// Bytes as the code points of the same values: the Infra standard's isomorphic decode.
///
/// https://infra.spec.whatwg.org/#isomorphic-decode
private func isomorphicDecode(_ bytes: some Sequence<UInt8>) -> String {
    String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
}
