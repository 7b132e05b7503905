import Foundation

/// Writes WARC records: a page written back (one `response` record that replaces the one it was
/// read from), and whole files for tests and hosts that build archives.
///
/// https://iipc.github.io/warc-specifications/specifications/warc-format/warc-1.1/
public enum WARCWriter {
    /// A WARC file holding one `response` record: `page`'s record with `payload` as its HTTP
    /// body. The record keeps its target URI, date and other fields, gets a new
    /// `WARC-Record-ID` and `WARC-Refers-To` the record it replaces, and loses the digests
    /// that no longer hold; the HTTP head loses its transfer and content codings and gets the
    /// payload's `Content-Length`. Gzip-compressed (one member) when `gzip`.
    public static func replacing(_ page: WARCPage, payload: [UInt8], gzip: Bool) throws(SavedPageError) -> [UInt8] {
        var http = page.response.headers
        for name in ["Transfer-Encoding", "Content-Encoding"] { http.remove(name) }
        http.set("Content-Length", String(payload.count))
        let block = Array((page.response.statusLine + "\r\n" + http.text).utf8) + payload
        var headers = page.record.headers
        for name in ["WARC-Block-Digest", "WARC-Payload-Digest", "WARC-Truncated", "WARC-Refers-To"] { headers.remove(name) }
        headers.set("WARC-Record-ID", newRecordID())
        headers.append("WARC-Refers-To", page.recordID)
        let record = self.record(version: page.record.version, headers: headers, block: block)
        return gzip ? try compressed(record, file: page.file) : record
    }

    /// One record: the version line, `headers` with `Content-Length` set to the block's length,
    /// the block, and the CRLF CRLF that ends a record.
    public static func record(version: String = "WARC/1.1", headers: HeaderFields, block: [UInt8]) -> [UInt8] {
        var headers = headers
        headers.set("Content-Length", String(block.count))
        return Array((version + "\r\n" + headers.text).utf8) + block + [0x0D, 0x0A, 0x0D, 0x0A]
    }

    /// A `response` record for an HTTP response to `targetURI`: `httpHead` (status line and
    /// fields, without the empty line) and `body` as sent.
    public static func responseRecord(
        targetURI: String, httpHead: String, body: [UInt8], recordID: String? = nil, date: String = "2025-01-01T00:00:00Z"
    ) -> [UInt8] {
        var headers = HeaderFields()
        headers.append("WARC-Type", "response")
        headers.append("WARC-Record-ID", recordID ?? newRecordID())
        headers.append("WARC-Date", date)
        headers.append("WARC-Target-URI", targetURI)
        headers.append("Content-Type", "application/http; msgtype=response")
        let head = httpHead.hasSuffix("\r\n") ? httpHead : httpHead + "\r\n"
        return record(headers: headers, block: Array((head + "\r\n").utf8) + body)
    }

    /// A fresh record id, `<urn:uuid:…>`.
    static func newRecordID() -> String {
        "<urn:uuid:\(UUID().uuidString.lowercased())>"
    }

    /// `record` as one gzip member, as a `.warc.gz` holds each record.
    public static func compressed(_ record: [UInt8], file: String) throws(SavedPageError) -> [UInt8] {
        do {
            return try ZlibStream.gzip(record)
        } catch {
            throw SavedPageError(file: file, reason: "zlib cannot compress the record: \(error.message)")
        }
    }
}
