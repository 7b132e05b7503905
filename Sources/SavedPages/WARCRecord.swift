/// The head of one WARC record: its version line and named fields, and where it is.
///
/// https://iipc.github.io/warc-specifications/specifications/warc-format/warc-1.1/#warc-record
public struct WARCRecord: Sendable {
    /// `WARC/1.0` or `WARC/1.1`.
    public var version: String
    /// The named fields (`WARC-Type`, `WARC-Record-ID`, `Content-Length`, …).
    public var headers: HeaderFields
    /// Where the record starts in the file: its offset, or in a `.warc.gz` the offset of the gzip
    /// member that holds it.
    public var offset: Int
    /// The length of its block.
    public var contentLength: Int

    /// `WARC-Type`: `warcinfo`, `response`, `request`, `resource`, `metadata`, `revisit`, …
    public var type: String { (headers["WARC-Type"] ?? "").lowercased() }
    /// `WARC-Record-ID` as written (`<urn:uuid:…>`).
    public var recordID: String { headers["WARC-Record-ID"] ?? "" }
    /// `WARC-Target-URI`, without the angle brackets WARC 1.0 writers sometimes put round it.
    public var targetURI: String {
        var uri = Substring(headers["WARC-Target-URI"] ?? "")
        if uri.hasPrefix("<"), uri.hasSuffix(">") { uri = uri.dropFirst().dropLast() }
        return String(uri)
    }

    /// How messages name the record: `record <urn:uuid:…> at byte 1234`.
    public var location: String {
        "record \(recordID.isEmpty ? "(no WARC-Record-ID)" : recordID) at byte \(offset)"
    }

    /// Whether its block is an HTTP response (`Content-Type: application/http; msgtype=response`,
    /// or no type at all, as some writers leave it).
    var holdsHTTPResponse: Bool {
        guard type == "response" else { return false }
        let contentType = (headers["Content-Type"] ?? "").lowercased()
        return contentType.isEmpty || contentType.hasPrefix("application/http")
    }
}
