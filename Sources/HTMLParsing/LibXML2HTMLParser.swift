internal import CLibXML2
import DOM
import Glibc

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
        run(over: utf8, handler: makeHandler()) { context in
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
    static func run(
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
            let run = ParseRun.from(userData)
            run.builder.characters(UnsafeRawBufferPointer(start: characters, count: Int(length)), offset: run.offset)
        }
        handler.ignorableWhitespace = handler.characters
        handler.cdataBlock = { userData, characters, length in
            guard let characters else { return }
            let run = ParseRun.from(userData)
            run.builder.rawText(UnsafeRawBufferPointer(start: characters, count: Int(length)), offset: run.offset)
        }
        handler.comment = { userData, text in
            guard let text else { return }
            let run = ParseRun.from(userData)
            let bytes = UnsafeRawBufferPointer(start: text, count: strlen(text))
            if let index = run.builder.declarations?.placeholderIndex(bytes) {
                return run.builder.markupDeclaration(index, offset: run.offset)
            }
            run.builder.comment(String(cString: text), offset: run.offset)
        }
        handler.internalSubset = { userData, name, publicID, systemID in
            ParseRun.from(userData).builder.doctype(
                name: name.map { String(cString: $0) } ?? "",
                publicID: publicID.map { String(cString: $0) } ?? "",
                systemID: systemID.map { String(cString: $0) } ?? "")
        }
        // libxml2 drops a start tag for `html`, or for `body` when one is open, without an
        // event; its "misplaced tag" error is the only sign, so the attributes are read
        // from the input here. It drops end tags the same way (with no element of their name
        // open, or one only beyond an element it ranks higher), and an attribute whose name
        // holds a character it does not take in names.
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.serror = { userData, error in
            guard let error else { return }
            let run = ParseRun.from(userData)
            // "error parsing attribute name": libxml2 drops the rest of that attribute.
            if error.pointee.code == XML_ERR_NAME_REQUIRED.rawValue, error.pointee.str1 == nil,
                let message = error.pointee.message, LibXML2ErrorWording.unreadableAttributeName.begins(message)
            {
                return run.builder.startTagHasAttributeLibXML2CannotRead()
            }
            // Pages raise many other errors (every HTML5 tag is "invalid" to libxml2): the
            // name is read only for the kinds the builder handles.
            guard let name = error.pointee.str1 else { return }
            if error.pointee.code == XML_ERR_TAG_NAME_MISMATCH.rawValue, let message = error.pointee.message {
                // "Unexpected end tag : name": libxml2 has no such element open.
                if LibXML2ErrorWording.unexpectedEndTag.begins(message) {
                    return run.builder.endTagWithoutElement(named: String(cString: name), offset: run.offset)
                }
                // "Opening and ending tag mismatch: name and other": libxml2 may drop it.
                if LibXML2ErrorWording.endTagMismatch.begins(message) {
                    return run.builder.endTagMismatch(named: String(cString: name), offset: run.offset)
                }
                // Others ("Element style embeds close tag") are about text.
                return
            }
            guard error.pointee.code == XML_HTML_STRUCURE_ERROR.rawValue else { return }
            let tagName = String(cString: name)
            guard tagName == "body" || tagName == "html" else { return }
            guard let input = run.context.pointee.input, let cur = input.pointee.cur, let end = input.pointee.end else { return }
            let rest = UnsafeRawBufferPointer(start: cur, count: end - cur)
            run.builder.droppedDocumentElementStartTag(named: tagName, attributes: StartTagAttributes.read(rest), offset: run.offset)
        }
        handler.processingInstruction = { userData, target, data in
            // HTML parses `<?...>` as a bogus comment holding everything after `<`.
            let target = target.map { String(cString: $0) } ?? ""
            let data = data.map { String(cString: $0) } ?? ""
            let run = ParseRun.from(userData)
            run.builder.comment(data.isEmpty ? "?\(target)" : "?\(target) \(data)", offset: run.offset)
        }
        return handler
    }
}

/// The wording of the libxml2 errors the adapter recognizes by their message (libxml2 2.9's:
/// the error codes alone do not tell them apart). `LibXML2ErrorWordingTests` fails, naming
/// the libxml2 version, when the libxml2 the project runs against words one otherwise.
enum LibXML2ErrorWording: String, CaseIterable {
    /// A start tag's attribute name holds a character libxml2 does not take (it drops the rest).
    case unreadableAttributeName = "error parsing attribute name"
    /// An end tag with no element of its name open.
    case unexpectedEndTag = "Unexpected end tag"
    /// An end tag whose element is open only beyond one libxml2 ranks higher.
    case endTagMismatch = "Opening and ending tag mismatch"

    /// Whether libxml2's `message` begins with this wording.
    func begins(_ message: UnsafePointer<CChar>) -> Bool {
        rawValue.withCString { strncmp(message, $0, strlen($0)) == 0 }
    }

    /// The libxml2 the process runs against, as it names itself (`__xmlParserVersion`, "20914").
    static var libxml2Version: String { __xmlParserVersion()?.pointee.map { String(cString: $0) } ?? "unknown" }

    /// The messages of the errors libxml2 raises parsing `html` as the adapter does.
    static func messages(parsing html: String) -> [String] {
        final class Collected { var messages: [String] = [] }
        let collected = Collected()
        var handler = htmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.serror = { userData, error in
            guard let userData, let message = error?.pointee.message else { return }
            Unmanaged<Collected>.fromOpaque(userData).takeUnretainedValue().messages.append(String(cString: message))
        }
        Array(html.utf8).withUnsafeBytes { bytes in
            LibXML2HTMLParser.run(over: bytes, handler: handler) { _ in (Unmanaged.passUnretained(collected).toOpaque(), collected) }
        }
        return collected.messages
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
