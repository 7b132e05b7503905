internal import CLibXML2

/// One run of libxml2's HTML parser over UTF-8 bytes, with its SAX events going to a
/// ``TreeBuilder``. Owns the parser context for the length of the run.
///
/// Every libxml2 call the project makes is in this file.
enum LibXML2HTMLParser {
    /// libxml2 options: recover from errors, print nothing, never use the network, and
    /// ignore `<meta charset>` (the bytes are already UTF-8).
    private static let options = Int32(
        HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
            | HTML_PARSE_NONET.rawValue | HTML_PARSE_IGNORE_ENC.rawValue)

    /// Parses `utf8` (which must be valid UTF-8), sending events to `builder`
    /// (`htmlCreateMemoryParserCtxt`, `htmlCtxtUseOptions`, `xmlSwitchEncoding`,
    /// `htmlParseDocument`, `htmlFreeParserCtxt`).
    static func parse(_ utf8: UnsafeRawBufferPointer, into builder: TreeBuilder) {
        guard !utf8.isEmpty, let base = utf8.baseAddress else { return }
        guard let context = htmlCreateMemoryParserCtxt(base.assumingMemoryBound(to: CChar.self), Int32(utf8.count))
        else { return }
        defer { htmlFreeParserCtxt(context) }
        guard let sax = context.pointee.sax else { return }
        sax.pointee = makeHandler()
        let run = ParseRun(builder: builder, context: context)
        context.pointee.userData = Unmanaged.passUnretained(run).toOpaque()
        withExtendedLifetime(run) {
            _ = htmlCtxtUseOptions(context, options)
            _ = xmlSwitchEncoding(context, XML_CHAR_ENCODING_UTF8)
            _ = htmlParseDocument(context)
        }
        // The handler built no libxml2 tree, but free one if libxml2 made it anyway.
        if let document = context.pointee.myDoc {
            xmlFreeDoc(document)
            context.pointee.myDoc = nil
        }
    }

    /// The SAX handler: element, text, comment, doctype and processing-instruction events.
    private static func makeHandler() -> htmlSAXHandler {
        var handler = htmlSAXHandler()
        handler.startElement = { userData, name, attributes in
            guard let name else { return }
            let run = ParseRun.from(userData)
            // Elements libxml2 invents (implied html/body/p) are named by static strings,
            // not by its dictionary.
            let isImplied = xmlDictOwns(run.context.pointee.dict, name) == 0
            run.builder.startElement(
                name: UnsafeRawPointer(name), isImplied: isImplied, attributes: attributes, offset: run.offset)
        }
        handler.endElement = { userData, name in
            guard let name else { return }
            let run = ParseRun.from(userData)
            run.builder.endElement(name: UnsafeRawPointer(name), offset: run.offset)
        }
        handler.characters = { userData, characters, length in
            guard let characters else { return }
            ParseRun.from(userData).builder.characters(UnsafeRawBufferPointer(start: characters, count: Int(length)))
        }
        handler.ignorableWhitespace = handler.characters
        handler.cdataBlock = handler.characters
        handler.comment = { userData, text in
            guard let text else { return }
            ParseRun.from(userData).builder.comment(String(cString: text))
        }
        handler.internalSubset = { userData, name, publicID, systemID in
            ParseRun.from(userData).builder.doctype(
                name: name.map { String(cString: $0) } ?? "",
                publicID: publicID.map { String(cString: $0) } ?? "",
                systemID: systemID.map { String(cString: $0) } ?? "")
        }
        handler.processingInstruction = { userData, target, data in
            // HTML parses `<?...>` as a bogus comment holding everything after `<`.
            let target = target.map { String(cString: $0) } ?? ""
            let data = data.map { String(cString: $0) } ?? ""
            ParseRun.from(userData).builder.comment(data.isEmpty ? "?\(target)" : "?\(target) \(data)")
        }
        return handler
    }
}

/// What the SAX callbacks reach through libxml2's user-data pointer.
private final class ParseRun {
    let builder: TreeBuilder
    let context: htmlParserCtxtPtr

    init(builder: TreeBuilder, context: htmlParserCtxtPtr) {
        self.builder = builder
        self.context = context
    }

    static func from(_ userData: UnsafeMutableRawPointer?) -> ParseRun {
        Unmanaged<ParseRun>.fromOpaque(userData!).takeUnretainedValue()
    }

    /// How far into the input the parser is, in bytes (from the parser context's input).
    var offset: Int {
        guard let input = context.pointee.input, let cur = input.pointee.cur, let base = input.pointee.base else { return 0 }
        return cur - base
    }
}

/// libxml2 parsing on its own, building its own tree and freeing it: the floor any
/// DOM built from libxml2 is measured against.
public enum BareLibXML2Parse {
    /// Parses `utf8` with `htmlReadMemory` (same options as appexjs) and frees the
    /// result with `xmlFreeDoc`.
    public static func parseAndFree(_ utf8: UnsafeRawBufferPointer) {
        guard let base = utf8.baseAddress, !utf8.isEmpty else { return }
        let options = Int32(
            HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
                | HTML_PARSE_NONET.rawValue | HTML_PARSE_IGNORE_ENC.rawValue)
        if let document = htmlReadMemory(base.assumingMemoryBound(to: CChar.self), Int32(utf8.count), nil, "UTF-8", options) {
            xmlFreeDoc(document)
        }
    }
}
