internal import CLibXML2
import DOM

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

    /// Parses `utf8` (which must be valid UTF-8), sending events to `builder`.
    static func parse(_ utf8: UnsafeRawBufferPointer, into builder: TreeBuilder) {
        runParser(over: utf8, handler: makeHandler()) { context in
            let run = ParseRun(builder: builder, context: context)
            return (Unmanaged.passUnretained(run).toOpaque(), run)
        }
    }

    /// Sets up libxml2's global state (`xmlInitParser`) once per process, before the first
    /// parse on any thread. libxml2 2.9 otherwise sets it up lazily and without a lock:
    /// two threads parsing their first page at once can each make the dictionary's mutex,
    /// and the one left behind stays locked, so every later parse waits for good (a test
    /// run hung with two threads waiting in `xmlDictCreate`). A Swift static is
    /// initialized exactly once, under a lock.
    ///
    /// https://gnome.pages.gitlab.gnome.org/libxml2/devhelp/libxml2-parser.html#xmlInitParser
    static let globalStateIsReady: Bool = {
        xmlInitParser()
        return true
    }()

    /// One parse of `utf8` with `handler` (`htmlCreateMemoryParserCtxt`, `htmlCtxtUseOptions`,
    /// `xmlSwitchEncoding`, `htmlParseDocument`, `htmlFreeParserCtxt`). `userData` gives the
    /// pointer the callbacks receive and the object that must outlive the parse.
    private static func runParser(
        over utf8: UnsafeRawBufferPointer, handler: htmlSAXHandler,
        userData: (htmlParserCtxtPtr) -> (pointer: UnsafeMutableRawPointer, owner: AnyObject)
    ) {
        guard !utf8.isEmpty, let base = utf8.baseAddress, globalStateIsReady else { return }
        guard let context = htmlCreateMemoryParserCtxt(base.assumingMemoryBound(to: CChar.self), Int32(utf8.count))
        else { return }
        defer { htmlFreeParserCtxt(context) }
        guard let sax = context.pointee.sax else { return }
        sax.pointee = handler
        let (pointer, owner) = userData(context)
        context.pointee.userData = pointer
        withExtendedLifetime(owner) {
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
        handler.cdataBlock = { userData, characters, length in
            guard let characters else { return }
            ParseRun.from(userData).builder.rawText(UnsafeRawBufferPointer(start: characters, count: Int(length)))
        }
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
        // libxml2 drops a start tag for `html`, or for `body` when one is open, without an
        // event; its "misplaced tag" error is the only sign, so the attributes are read
        // from the input here. It drops a `</p>` with no paragraph open the same way.
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.serror = { userData, error in
            guard let error, let name = error.pointee.str1 else { return }
            let tagName = String(cString: name)
            // "Unexpected end tag : p": libxml2 has no paragraph open.
            if error.pointee.code == XML_ERR_TAG_NAME_MISMATCH.rawValue, error.pointee.str2 == nil, tagName == "p" {
                return ParseRun.from(userData).builder.paragraphEndTagWithoutParagraph()
            }
            guard error.pointee.code == XML_HTML_STRUCURE_ERROR.rawValue, tagName == "body" || tagName == "html" else { return }
            let run = ParseRun.from(userData)
            guard let input = run.context.pointee.input, let cur = input.pointee.cur, let end = input.pointee.end else { return }
            let rest = UnsafeRawBufferPointer(start: cur, count: end - cur)
            let attributes = LibXML2HTMLParser.attributes(ofStartTag: tagName, restOfTag: rest)
            run.builder.addMissingAttributes(attributes, toDocumentElementNamed: tagName)
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

extension LibXML2HTMLParser {
    /// The attributes of a start tag whose name libxml2 has just read: `restOfTag` starts
    /// right after the name. The tag (up to its `>`, skipping quoted values) is parsed on
    /// its own so libxml2 decodes the values as it decodes every other attribute.
    static func attributes(ofStartTag name: String, restOfTag: UnsafeRawBufferPointer) -> [(name: String, value: String)] {
        let length = startTagLength(restOfTag)
        var markup = Array((name == "html" ? "<html" : "<html><body").utf8)
        markup += restOfTag.prefix(length)
        markup += Array(">".utf8)
        let collector = AttributeCollector(tagName: name)
        var handler = htmlSAXHandler()
        handler.startElement = { userData, elementName, attributes in
            guard let elementName, let attributes else { return }
            let collector = Unmanaged<AttributeCollector>.fromOpaque(userData!).takeUnretainedValue()
            guard collector.attributes.isEmpty, String(cString: elementName) == collector.tagName else { return }
            var index = 0
            while let attributeName = attributes[index] {
                collector.attributes.append((String(cString: attributeName), attributes[index + 1].map { String(cString: $0) } ?? ""))
                index += 2
            }
        }
        markup.withUnsafeBytes { bytes in
            runParser(over: bytes, handler: handler) { _ in (Unmanaged.passUnretained(collector).toOpaque(), collector) }
        }
        return collector.attributes
    }

    /// How many bytes of `rest` belong to the tag: up to its `>`, where a `>` inside a
    /// quoted attribute value does not count.
    private static func startTagLength(_ rest: UnsafeRawBufferPointer) -> Int {
        var index = 0
        var quote: UInt8?
        var afterEquals = false
        while index < rest.count {
            let byte = rest[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: ">") {
                return index
            } else if afterEquals && (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")) {
                quote = byte
            }
            if byte == UInt8(ascii: "=") {
                afterEquals = true
            } else if !isASCIIWhitespace(byte) {
                afterEquals = false
            }
            index += 1
        }
        return rest.count
    }
}

/// The attributes of the first element named `tagName` a parse reports.
private final class AttributeCollector {
    let tagName: String
    var attributes: [(name: String, value: String)] = []
    init(tagName: String) { self.tagName = tagName }
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

    /// How far into the input the parser is, in bytes: what it has read of its buffer, and
    /// what it dropped from the buffer's start as it read on (`consumed`; libxml2 shrinks
    /// the buffer near the end of the input).
    var offset: Int {
        guard let input = context.pointee.input, let cur = input.pointee.cur, let base = input.pointee.base else { return 0 }
        return Int(input.pointee.consumed) + (cur - base)
    }
}

/// libxml2 parsing on its own, building its own tree and freeing it: the floor any
/// DOM built from libxml2 is measured against.
public enum BareLibXML2Parse {
    /// Parses `utf8` with `htmlReadMemory` (same options as appexjs) and frees the
    /// result with `xmlFreeDoc`.
    public static func parseAndFree(_ utf8: UnsafeRawBufferPointer) {
        guard let base = utf8.baseAddress, !utf8.isEmpty, LibXML2HTMLParser.globalStateIsReady else { return }
        let options = Int32(
            HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
                | HTML_PARSE_NONET.rawValue | HTML_PARSE_IGNORE_ENC.rawValue)
        if let document = htmlReadMemory(base.assumingMemoryBound(to: CChar.self), Int32(utf8.count), nil, "UTF-8", options) {
            xmlFreeDoc(document)
        }
    }
}
