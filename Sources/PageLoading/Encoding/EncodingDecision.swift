public import WHATWGEncoding

/// The encoding a page's bytes are decoded with, decided as WebKit decides it
/// (`TextResourceDecoder`), and why.
///
/// 1. A byte order mark, whatever else says otherwise.
/// 2. The transport charset (the container's declaration), when it names an encoding.
/// 3. The caller's override (`--encoding`).
/// 4. For a page of 8 bytes or more: an XML declaration's encoding at the very start (or UTF-16
///    from the bytes of `<?x`); then, for HTML, the first `<meta>` WebKit finds
///    (``MetaCharsetScanner``), which outranks the XML declaration. A `<?xml` with no `>` after it
///    stops the search, as in WebKit.
/// 5. The fallback: for a bare page file, UTF-8 when the bytes are valid UTF-8 (a file saved
///    without its HTTP headers lost its charset, and this guess is right far more often than
///    WebKit's windows-1252); for an archive, windows-1252 as in WebKit; for a frame, its
///    parent's encoding; for XML, UTF-8.
///
/// Labels that name no encoding are ignored, as WebKit ignores them, and each is reported in
/// ``warnings``.
///
/// https://html.spec.whatwg.org/multipage/parsing.html#determining-the-character-encoding
public struct EncodingDecision: Sendable, Equatable {
    /// The encoding.
    public var encoding: Encoding
    /// Why it was chosen.
    public var source: EncodingSource
    /// The length of the byte order mark the bytes start with (0 without one), which is not
    /// decoded.
    public var byteOrderMarkLength = 0
    /// Declarations that were ignored because they name no encoding, each as one sentence.
    public var warnings: [String] = []

    /// A decision, for tests and callers that decided themselves.
    public init(encoding: Encoding, source: EncodingSource, byteOrderMarkLength: Int = 0, warnings: [String] = []) {
        self.encoding = encoding
        self.source = source
        self.byteOrderMarkLength = byteOrderMarkLength
        self.warnings = warnings
    }

    /// What to decode with when nothing declares an encoding.
    public enum Fallback: Sendable, Equatable {
        /// UTF-8 when the bytes are valid UTF-8, else windows-1252: for a bare page file.
        case utf8WhenValid
        /// windows-1252, WebKit's default: for a page an archive holds.
        case webKitDefault
        /// The encoding of the page whose frame this is.
        case parentFrame(Encoding)
    }

    /// Decides the encoding of `bytes`.
    ///
    /// - Parameters:
    ///   - transport: the charset the page's container declared.
    ///   - override: the caller's encoding, used when the container declared none.
    ///   - isXML: whether the page is XML (XHTML): only an XML declaration counts, and the
    ///     fallback is UTF-8.
    ///   - fallback: what to use when nothing declares an encoding.
    public static func decide(
        _ bytes: UnsafeRawBufferPointer, transport: TransportCharset? = nil, override: Encoding? = nil,
        isXML: Bool = false, fallback: Fallback = .utf8WhenValid
    ) -> EncodingDecision {
        var warnings: [String] = []
        // 1. The byte order mark.
        if let bom = Encoding.sniffBOM(bytes) {
            return EncodingDecision(encoding: bom.encoding, source: .byteOrderMark, byteOrderMarkLength: bom.bomLength)
        }
        // 2. The transport charset.
        if let transport {
            if let encoding = Encoding(label: transport.label) {
                return EncodingDecision(encoding: encoding, source: .transport)
            }
            warnings.append(
                "\(transport.origin) names the encoding '\(transport.label)', which the Encoding Standard does not know; "
                    + "it is ignored, as WebKit ignores it")
        }
        // 3. The override.
        if let override {
            return EncodingDecision(encoding: override, source: .override, warnings: warnings)
        }
        // 4. Declarations in the page.
        if let declared = declaration(in: bytes, isXML: isXML, warnings: &warnings) {
            return EncodingDecision(encoding: declared.encoding, source: declared.source, warnings: warnings)
        }
        // 5. The fallback.
        let (encoding, source): (Encoding, EncodingSource)
        switch fallback {
        case _ where isXML: (encoding, source) = (.utf8, .fallback)
        case .utf8WhenValid where isValidUTF8(bytes): (encoding, source) = (.utf8, .validUTF8)
        case .utf8WhenValid, .webKitDefault: (encoding, source) = (.windows1252, .fallback)
        case .parentFrame(let parent): (encoding, source) = (parent, .parentFrame)
        }
        return EncodingDecision(encoding: encoding, source: source, warnings: warnings)
    }

    /// WebKit's `checkForHeadCharset`: the XML declaration, then the `<meta>` search.
    private static func declaration(
        in bytes: UnsafeRawBufferPointer, isXML: Bool, warnings: inout [String]
    ) -> (encoding: Encoding, source: EncodingSource)? {
        // WebKit waits for 8 bytes before it looks, and a shorter page is decoded with the default.
        guard bytes.count >= 8 else { return nil }
        var xmlDeclared: Encoding?
        if bytes.starts(with: "<?xml".utf8) {
            // A declaration whose '>' never comes keeps WebKit waiting to the end of the page.
            guard bytes.contains(0x3E) else { return nil }
            xmlDeclared = HTMLEncodingPrescan.xmlEncoding(bytes)
        } else if bytes.starts(with: [0x3C, 0x00, 0x3F, 0x00, 0x78, 0x00]) {
            return (.utf16LE, .xmlDeclaration)
        } else if bytes.starts(with: [0x00, 0x3C, 0x00, 0x3F, 0x00, 0x78]) {
            return (.utf16BE, .xmlDeclaration)
        }
        if !isXML {
            let scan = MetaCharsetScanner.scan(bytes)
            for unknown in scan.unknownLabels {
                warnings.append(
                    "the <meta> ending at byte \(unknown.offset) names the encoding '\(unknown.label)', which the Encoding "
                        + "Standard does not know; it is ignored, as WebKit ignores it")
            }
            if let declaration = scan.declaration {
                let isWithinPrescan = declaration.tagEnd <= HTMLEncodingPrescan.byteLimit
                return (declaration.encoding, isWithinPrescan ? .metaPrescan : .lateMeta)
            }
        }
        return xmlDeclared.map { ($0, .xmlDeclaration) }
    }
}
