/// An HTML page a WARC file holds: a `response` record whose HTTP payload is HTML, with where it
/// is in the file, so that a corpus can name it and a worker can read it again by itself.
public struct WARCPage: Sendable {
    /// The WARC file.
    public var file: String
    /// The record's head (its `offset` is where it is in the file).
    public var record: WARCRecord
    /// The HTTP response's status line and header fields.
    public var response: HTTPResponse
    /// The page: the decoded payload, its URL (`WARC-Target-URI`), MIME type and HTTP charset;
    /// or why the payload cannot be decoded (`Content-Encoding: br`, broken chunks). Empty data
    /// when the reader was asked for heads only.
    public var resource: Result<ArchivedResource, SavedPageError>

    /// `WARC-Record-ID`, the page's id in a corpus.
    public var recordID: String { record.recordID }
    /// `WARC-Target-URI`, the document URL.
    public var targetURI: String { record.targetURI }
    /// Where the record is in the file (see ``WARCRecord/offset``).
    public var offset: Int { record.offset }
}

/// Streams the HTML pages of a WARC file: each `response` record whose HTTP `Content-Type` is
/// `text/html` or `application/xhtml+xml`, in order, skipping every other record without
/// reading its block. The file is never read whole, so memory stays flat however large it is.
///
/// This is what a corpus run drives: list the pages with ``init(path:readsPayloads:)`` set to
/// false (cheap: only the heads are read), hand out `(file, offset, record id)`, and read each
/// one where it runs with ``page(in:at:recordID:)``.
///
/// https://iipc.github.io/warc-specifications/specifications/warc-format/warc-1.1/#warc-type-mandatory
public final class WARCPageReader {
    private let reader: WARCReader
    private let readsPayloads: Bool
    /// The most bytes of a block read to find the HTTP response head.
    private static let headLimit = 64 * 1024

    /// A reader of the pages in the WARC at `path`. With `readsPayloads` false, each page's
    /// resource holds no data (only the heads are read, and the rest skipped).
    public init(path: String, readsPayloads: Bool = true) throws(SavedPageError) {
        reader = try WARCReader(path: path)
        self.readsPayloads = readsPayloads
    }

    /// Whether the file is gzip-compressed.
    public var isGzip: Bool { reader.isGzip }

    /// The next HTML page, or nil at the end of the file.
    ///
    /// - Throws: when the file is corrupt where a record should start, or a record runs past
    ///   its end; a page whose payload cannot be decoded is returned, with the reason in its
    ///   ``WARCPage/resource``.
    public func nextPage() throws(SavedPageError) -> WARCPage? {
        while let record = try reader.nextRecord() {
            guard record.holdsHTTPResponse else { continue }
            let head = try reader.peekBlock(upTo: Self.headLimit)
            guard let (response, bodyStart) = HTTPResponse.parseHead(head) else { continue }
            let mimeType = response.mimeType
            guard mimeType == "text/html" || mimeType == "application/xhtml+xml" else { continue }
            guard readsPayloads else {
                try reader.skipBlock(of: record)
                let resource = ArchivedResource(url: record.targetURI, mimeType: mimeType, charset: response.charset, data: [])
                return WARCPage(file: reader.path, record: record, response: response, resource: .success(resource))
            }
            let block = try reader.readBlock(of: record, upTo: record.contentLength)
            let resource: Result<ArchivedResource, SavedPageError>
            do {
                let payload = try response.payload(of: block[(bodyStart - head.startIndex)...])
                resource = .success(ArchivedResource(url: record.targetURI, mimeType: mimeType, charset: response.charset, data: payload))
            } catch {
                resource = .failure(SavedPageError(file: reader.path, location: record.location, reason: error.reason))
            }
            return WARCPage(file: reader.path, record: record, response: response, resource: resource)
        }
        return nil
    }

    /// The page whose record is `recordID`, read from `offset` in the WARC at `path` (where a
    /// listing found it): the file is not read from its start.
    ///
    /// - Throws: when no HTML page with that record id starts there.
    public static func page(in path: String, at offset: Int, recordID: String) throws(SavedPageError) -> WARCPage {
        let pages = try WARCPageReader(path: path)
        try pages.reader.seek(toRecordAt: offset)
        // In a gzip member that holds several records, the one wanted may come after others.
        while let page = try pages.nextPage() {
            if page.recordID == recordID { return page }
            if page.offset > offset { break }
        }
        throw SavedPageError(file: path, location: "byte \(offset)", reason: "no HTML response record \(recordID) starts there")
    }

    /// The first HTML page whose `WARC-Record-ID` or `WARC-Target-URI` is `selector` (or the first
    /// page when nil), for `appexjs run page.warc [--record …]`.
    ///
    /// - Throws: when there is none, naming how many pages the file has.
    public static func page(in path: String, selecting selector: String?) throws(SavedPageError) -> WARCPage {
        let pages = try WARCPageReader(path: path)
        var count = 0
        while let page = try pages.nextPage() {
            count += 1
            guard let selector else { return page }
            let bare = selector.hasPrefix("<") ? selector : "<\(selector)>"
            if page.recordID == selector || page.recordID == bare || page.targetURI == selector { return page }
        }
        throw SavedPageError(
            file: path,
            reason: selector.map { "no HTML response record has the WARC-Record-ID or WARC-Target-URI '\($0)' (the file has \(count) HTML pages)" }
                ?? "it holds no HTML response record, so it has no page to run")
    }
}
