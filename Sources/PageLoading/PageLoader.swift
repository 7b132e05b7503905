import Glibc
import SavedPages
public import WHATWGEncoding
public import WHATWGURL

/// Reads saved pages and decodes them the way a browser decodes a file it opens.
public enum PageLoader {
    /// Reads the saved page at `path`, in whichever format it comes (HTML, XHTML, a web archive,
    /// MHTML, WARC; see ``SavedPageFormat/detect(path:head:)``), and decodes it.
    ///
    /// - Parameters:
    ///   - url: the document URL; else the archive's URL for the page, else the file's `file://` URL.
    ///   - encodingOverride: the encoding to use for a page whose container declares none.
    ///   - record: for a WARC file, the `WARC-Record-ID` or `WARC-Target-URI` of the page to load
    ///     (the first HTML page when nil).
    ///   - recordOffset: with `record` (a `WARC-Record-ID`), where its record (or gzip member) starts
    ///     in the file, as ``WARCPageReader`` lists it: the file is read from there, not from its start.
    /// - Throws: when the file cannot be read, is not a page, or is a corrupt archive; the error
    ///   names the file, the record or part, and what is wrong.
    public static func load(
        contentsOf path: String, url: URLRecord? = nil, encodingOverride: Encoding? = nil, record: String? = nil,
        recordOffset: Int? = nil
    ) throws(PageLoadError) -> LoadedPage {
        do {
            let head = try SavedFile(path: path).read(count: SavedPageFormat.detectionLength)
            let format = try SavedPageFormat.detect(path: path, head: head[...])
            var warnings: [String] = []
            switch format {
            case .html, .xhtml:
                let bytes = try SavedFile.readAll(path)
                var page = decode(
                    bytes, url: url ?? fileURL(for: path), encodingOverride: encodingOverride, path: path,
                    isXML: format == .xhtml)
                page.source = .file(format)
                return page
            case .webArchive:
                let archive = try WebArchive(reading: SavedFile.readAll(path), file: path, warnings: &warnings)
                return try load(archive.page, from: .webArchive(archive), path: path, url: url, encodingOverride: encodingOverride, warnings: warnings)
            case .mhtml:
                let archive = try MHTMLArchive(reading: SavedFile.readAll(path), file: path, warnings: &warnings)
                return try load(archive.page, from: .mhtml(archive), path: path, url: url, encodingOverride: encodingOverride, warnings: warnings)
            case .warc:
                let warcPage: WARCPage
                if let recordOffset, let record {
                    warcPage = try WARCPageReader.page(in: path, at: recordOffset, recordID: record)
                } else {
                    warcPage = try WARCPageReader.page(in: path, selecting: record)
                }
                let resource = try warcPage.resource.get()
                return try load(
                    ArchivedPage(mainResource: resource), from: .warc(warcPage, isGzip: head.starts(with: [0x1F, 0x8B])), path: path, url: url,
                    encodingOverride: encodingOverride, warnings: warnings, transportOrigin: "the HTTP Content-Type of \(warcPage.record.location)")
            }
        } catch {
            throw PageLoadError(error)
        }
    }

    /// Loads the page an archive holds.
    private static func load(
        _ archived: ArchivedPage, from source: SavedPageSource, path: String, url: URLRecord?, encodingOverride: Encoding?,
        warnings: [String], transportOrigin: String? = nil
    ) throws(SavedPageError) -> LoadedPage {
        let main = archived.mainResource
        guard main.isHTML || main.mimeType.isEmpty || main.mimeType == "text/plain" else {
            throw SavedPageError(
                file: path, location: source.mainResourceLocation,
                reason: "the main resource is \(main.mimeType), not an HTML page (text/html or application/xhtml+xml)")
        }
        guard let documentURL = url ?? URLRecord.parse(main.url) else {
            throw SavedPageError(
                file: path, location: source.mainResourceLocation,
                reason: "its URL '\(main.url)' is not a valid absolute URL; give the page's URL with --url")
        }
        let transport = main.charset.map { TransportCharset(label: $0, origin: transportOrigin ?? source.transportOrigin) }
        var page = decode(
            main.data, url: documentURL, encodingOverride: encodingOverride, path: path, transport: transport,
            fallback: .webKitDefault, isXML: main.isXHTML)
        page.source = source
        page.resources = PageResources(archived)
        page.warnings = warnings + page.warnings
        return page
    }

    /// The document of the frame at `url` of `page`, when the archive `page` came from holds
    /// it: decoded with its own charset, else (with no declaration either) its parent's encoding.
    public static func loadFrame(at url: URLRecord, of page: LoadedPage) -> LoadedPage? {
        guard let archived = page.resources.frame(at: url) else { return nil }
        let main = archived.mainResource
        let documentURL = URLRecord.parse(main.url) ?? url
        let transport = main.charset.map { TransportCharset(label: $0, origin: "the frame \(main.url)'s charset") }
        var frame = decode(
            main.data, url: documentURL, path: page.path, transport: transport, fallback: .parentFrame(page.encoding),
            isXML: main.isXHTML)
        frame.source = page.source
        frame.resources = page.resources.frameResources(archived)
        return frame
    }

    /// Decodes page bytes with the encoding WebKit would pick (see ``EncodingDecision``).
    ///
    /// - Parameters:
    ///   - encodingOverride: the caller's encoding (`--encoding`), for a page whose container
    ///     declared no charset.
    ///   - transport: the charset the page's container declared.
    ///   - fallback: what to decode with when nothing declares an encoding.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#determining-the-character-encoding
    ///   - isXML: whether the page is XHTML, which is parsed as XML.
    public static func decode(
        _ bytes: [UInt8], url: URLRecord, encodingOverride: Encoding? = nil, path: String? = nil,
        transport: TransportCharset? = nil, fallback: EncodingDecision.Fallback = .utf8WhenValid, isXML: Bool = false
    ) -> LoadedPage {
        let decision = bytes.withUnsafeBytes { raw in
            EncodingDecision.decide(raw, transport: transport, override: encodingOverride, isXML: isXML, fallback: fallback)
        }
        let utf8: [UInt8] = bytes.withUnsafeBytes { raw in
            let body = UnsafeRawBufferPointer(rebasing: raw[decision.byteOrderMarkLength...])
            if decision.encoding == .utf8 && isValidUTF8(body) { return preprocessed(body) }
            var text = decision.encoding.decode(body)
            return text.withUTF8 { preprocessed(UnsafeRawBufferPointer($0)) }
        }
        return LoadedPage(
            utf8: utf8, url: url, encoding: decision.encoding, encodingSource: decision.source, path: path,
            byteCount: bytes.count, isXML: isXML, warnings: decision.warnings)
    }

    /// The `file://` URL of a path, made absolute against the working directory.
    public static func fileURL(for path: String) -> URLRecord {
        var absolute = path
        if !path.hasPrefix("/") {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            if getcwd(&buffer, buffer.count) != nil {
                let directory = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                absolute = directory + "/" + path
            }
        }
        return URLRecord.parse("file://" + absolute) ?? URLRecord.parse("file:///")!
    }

    /// The HTML standard's input-stream preprocessing: CRLF and CR become LF; NUL
    /// characters, which the tree builder ignores in text, are dropped.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#preprocessing-the-input-stream
    static func preprocessed(_ utf8: UnsafeRawBufferPointer) -> [UInt8] {
        guard let base = utf8.baseAddress, !utf8.isEmpty else { return [] }
        var scanner = SpecialByteScanner(base: base, count: utf8.count)
        guard let first = scanner.next(from: 0) else { return Array(utf8) }
        var output: [UInt8] = []
        output.reserveCapacity(utf8.count)
        var copied = 0
        var special: Int? = first
        // Plain runs are copied whole (found with memchr); only CR and NUL are looked at.
        while let position = special {
            output.append(contentsOf: UnsafeRawBufferPointer(start: base + copied, count: position - copied))
            copied = position + 1
            if utf8[position] == 0x0D {
                output.append(0x0A)
                if copied < utf8.count && utf8[copied] == 0x0A { copied += 1 }
            }
            special = copied < utf8.count ? scanner.next(from: copied) : nil
        }
        output.append(contentsOf: UnsafeRawBufferPointer(start: base + copied, count: utf8.count - copied))
        return output
    }
}

/// Finds carriage returns and NULs with `memchr`, remembering the next of each so the
/// buffer is scanned once for each byte value.
private struct SpecialByteScanner {
    let base: UnsafeRawPointer
    let count: Int
    private var nextCarriageReturn: Int? = -1
    private var nextNUL: Int? = -1

    init(base: UnsafeRawPointer, count: Int) {
        self.base = base
        self.count = count
    }

    /// The position of the first CR or NUL at or after `start`.
    mutating func next(from start: Int) -> Int? {
        nextCarriageReturn = Self.find(0x0D, in: base, count: count, from: start, cached: nextCarriageReturn)
        nextNUL = Self.find(0x00, in: base, count: count, from: start, cached: nextNUL)
        switch (nextCarriageReturn, nextNUL) {
        case let (carriageReturn?, nul?): return min(carriageReturn, nul)
        case let (carriageReturn?, nil): return carriageReturn
        case let (nil, nul?): return nul
        case (nil, nil): return nil
        }
    }

    private static func find(_ byte: Int32, in base: UnsafeRawPointer, count: Int, from start: Int, cached: Int?) -> Int? {
        guard let cached else { return nil }  // none left
        if cached >= start { return cached }
        guard let found = memchr(base + start, byte, count - start) else { return nil }
        return UnsafeRawPointer(found) - base
    }
}
