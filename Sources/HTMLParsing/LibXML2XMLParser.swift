internal import CLibXML2
import DOM
import Glibc

/// One run of libxml2's XML parser (SAX2, namespace-aware) over UTF-8 bytes, with its events
/// going to an ``XMLTreeBuilder``: what WebKit's `XMLDocumentParser` does with an XHTML page.
///
/// Every libxml2 call of the XML parse is in this file (`xmlStopParser` ends it at the first
/// fatal error, as in WebKit). The network is never used: a DTD is
/// not loaded, and an entity no declaration defines is resolved from HTML's named references
/// only in a document whose doctype names an XHTML DTD, as in WebKit.
enum LibXML2XMLParser {
    /// libxml2 options: never use the network, keep CDATA sections, leave entities to the
    /// `getEntity` callback, ignore the encoding declaration (the bytes are already UTF-8).
    private static let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_IGNORE_ENC.rawValue)

    /// Parses `utf8`, sending events to `builder`. Wraps `xmlCreateMemoryParserCtxt`,
    /// `xmlCtxtUseOptions`, `xmlSwitchEncoding`, `xmlParseDocument` and `xmlFreeParserCtxt`.
    static func parse(_ utf8: UnsafeRawBufferPointer, into builder: XMLTreeBuilder) {
        guard LibXML2HTMLParser.globalStateIsReady else { return }
        let bytes = utf8.isEmpty ? UnsafeRawBufferPointer(start: nil, count: 0) : utf8
        guard let base = bytes.baseAddress, !bytes.isEmpty else {
            builder.errors.append(XMLParseError(line: 1, column: 1, message: "Document is empty", isFatal: true))
            return
        }
        guard let context = xmlCreateMemoryParserCtxt(base.assumingMemoryBound(to: CChar.self), Int32(bytes.count)) else { return }
        defer { xmlFreeParserCtxt(context) }
        guard let sax = context.pointee.sax else { return }
        sax.pointee = makeHandler()
        let run = XMLParseRun(builder: builder, context: context)
        context.pointee.userData = Unmanaged.passUnretained(run).toOpaque()
        withExtendedLifetime(run) {
            _ = xmlCtxtUseOptions(context, options)
            _ = xmlSwitchEncoding(context, XML_CHAR_ENCODING_UTF8)
            _ = xmlParseDocument(context)
        }
        if let document = context.pointee.myDoc {
            xmlFreeDoc(document)
            context.pointee.myDoc = nil
        }
    }

    /// The SAX2 handler.
    private static func makeHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = { userData, localName, prefix, uri, _, _, attributeCount, _, attributes in
            let run = XMLParseRun.from(userData)
            var parsed: [(qualifiedName: String, value: String)] = []
            if let attributes {
                // Five pointers per attribute: local name, prefix, URI, value start, value end.
                for index in 0..<Int(attributeCount) {
                    let base = index * 5
                    let name = xmlString(attributes[base])
                    let qualified = attributes[base + 1].map { xmlString($0) + ":" + name } ?? name
                    var value = ""
                    if let start = attributes[base + 3], let end = attributes[base + 4] {
                        value = String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
                    }
                    parsed.append((qualified, value))
                }
            }
            _ = prefix
            run.builder.startElement(localName: xmlString(localName), namespaceURI: uri.map { xmlString($0) }, attributes: parsed)
        }
        handler.endElementNs = { userData, _, _, _ in
            XMLParseRun.from(userData).builder.endElement()
        }
        handler.characters = { userData, characters, length in
            guard let characters else { return }
            XMLParseRun.from(userData).builder.characters(
                String(decoding: UnsafeBufferPointer(start: characters, count: Int(length)), as: UTF8.self))
        }
        handler.ignorableWhitespace = handler.characters
        handler.cdataBlock = { userData, characters, length in
            guard let characters else { return }
            XMLParseRun.from(userData).builder.cdataSection(
                String(decoding: UnsafeBufferPointer(start: characters, count: Int(length)), as: UTF8.self))
        }
        handler.comment = { userData, text in
            XMLParseRun.from(userData).builder.comment(xmlString(text))
        }
        handler.processingInstruction = { userData, target, data in
            XMLParseRun.from(userData).builder.processingInstruction(target: xmlString(target), data: xmlString(data))
        }
        handler.internalSubset = { userData, name, publicID, systemID in
            XMLParseRun.from(userData).builder.doctype(name: xmlString(name), publicID: xmlString(publicID), systemID: xmlString(systemID))
        }
        handler.getEntity = { userData, name in
            guard let name else { return nil }
            // The five predefined entities, then (in XHTML) HTML's named references.
            if let predefined = xmlGetPredefinedEntity(name) { return predefined }
            let run = XMLParseRun.from(userData)
            guard run.builder.isXHTMLDocument else { return nil }
            return run.xhtmlEntity(named: name)
        }
        handler.serror = { userData, error in
            guard let userData, let error else { return }
            let run = XMLParseRun.from(userData)
            let level = error.pointee.level
            guard level != XML_ERR_NONE else { return }
            var message = error.pointee.message.map { String(cString: $0) } ?? "error \(error.pointee.code)"
            while message.hasSuffix("\n") { message.removeLast() }
            run.builder.errors.append(XMLParseError(
                line: Int(error.pointee.line), column: Int(error.pointee.int2), message: message,
                isFatal: level == XML_ERR_FATAL))
            // WebKit stops at the first fatal error (`xmlStopParser`); libxml2 would go on
            // reporting text after it.
            if level == XML_ERR_FATAL {
                run.builder.isStopped = true
                xmlStopParser(run.context)
            }
        }
        return handler
    }
}

/// A libxml2 string as a Swift one ("" for none).
private func xmlString(_ pointer: UnsafePointer<xmlChar>?) -> String {
    pointer.map { String(cString: $0) } ?? ""
}

/// What the SAX callbacks reach through libxml2's user-data pointer, and the entity libxml2
/// is handed for an XHTML named reference (one at a time, as WebKit does).
private final class XMLParseRun {
    let builder: XMLTreeBuilder
    let context: xmlParserCtxtPtr
    /// The entity returned for a named reference; its content points into `entityContent`.
    private let entity: UnsafeMutablePointer<xmlEntity>
    private let entityContent: UnsafeMutablePointer<xmlChar>
    private static let entityCapacity = 16

    init(builder: XMLTreeBuilder, context: xmlParserCtxtPtr) {
        self.builder = builder
        self.context = context
        entity = .allocate(capacity: 1)
        entity.initialize(to: xmlEntity())
        entityContent = .allocate(capacity: Self.entityCapacity)
    }

    deinit {
        entity.deallocate()
        entityContent.deallocate()
    }

    static func from(_ userData: UnsafeMutableRawPointer?) -> XMLParseRun {
        Unmanaged<XMLParseRun>.fromOpaque(userData!).takeUnretainedValue()
    }

    /// The entity for HTML's named reference `name` (`nbsp` → U+00A0), or nil (WebKit's
    /// `getXHTMLEntity`).
    func xhtmlEntity(named name: UnsafePointer<xmlChar>) -> xmlEntityPtr? {
        let nameBytes = UnsafeBufferPointer(start: name, count: strlen(UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self)))
        guard let expansion = NamedCharacterReferences.expansion(of: Array(nameBytes) + [0x3B]), expansion.count < Self.entityCapacity
        else { return nil }
        for (index, byte) in expansion.enumerated() { entityContent[index] = byte }
        entityContent[expansion.count] = 0
        entity.pointee.type = XML_ENTITY_DECL
        entity.pointee.etype = XML_INTERNAL_PREDEFINED_ENTITY
        entity.pointee.name = name
        entity.pointee.orig = UnsafeMutablePointer(mutating: entityContent)
        entity.pointee.content = entityContent
        entity.pointee.length = Int32(expansion.count)
        return entity
    }
}
