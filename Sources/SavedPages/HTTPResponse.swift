import Foundation

/// An HTTP/1.x response as a WARC `response` record holds it: the status line, the header
/// fields, and the payload with its transfer coding (chunked) and content codings (gzip,
/// deflate) removed.
///
/// https://www.rfc-editor.org/rfc/rfc9112 (message syntax, chunked), https://www.rfc-editor.org/rfc/rfc9110#section-8.4
/// (content codings)
public struct HTTPResponse: Sendable {
    /// The status line as written (`HTTP/1.1 200 OK`).
    public var statusLine: String
    /// The status code, or 0 when the status line has none.
    public var statusCode: Int
    /// The header fields.
    public var headers: HeaderFields

    /// Why a payload cannot be decoded.
    public struct DecodingFailure: Error, Sendable, Equatable {
        public var reason: String
    }

    /// The response head at the start of `bytes`, with the offset of its body; nil when the
    /// bytes do not start with an HTTP status line and header fields.
    static func parseHead(_ bytes: ArraySlice<UInt8>) -> (response: HTTPResponse, bodyStart: Int)? {
        guard bytes.starts(with: Array("HTTP/".utf8)), let lineFeed = bytes.firstIndex(of: 0x0A) else { return nil }
        var lineEnd = lineFeed
        if lineEnd > bytes.startIndex, bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
        let statusLine = String(decoding: bytes[bytes.startIndex..<lineEnd], as: UTF8.self)
        guard let (headers, bodyStart) = HeaderFields.parse(bytes[(lineFeed + 1)...]) else { return nil }
        let parts = statusLine.split(separator: " ", maxSplits: 2)
        let code = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        return (HTTPResponse(statusLine: statusLine, statusCode: code, headers: headers), bodyStart)
    }

    /// The payload's MIME type, lower-cased, without parameters.
    public var mimeType: String { MediaType.essence(headers["Content-Type"] ?? "") }

    /// The charset the `Content-Type` declares.
    public var charset: String? { headers["Content-Type"].flatMap { MediaType.parameter("charset", in: $0) } }

    /// The payload: `body` with `Transfer-Encoding: chunked` and the `Content-Encoding`s undone.
    ///
    /// - Throws: for malformed chunks, a coding this reader does not know (`br`, `zstd`, …), or
    ///   compressed data that does not inflate.
    public func payload(of body: ArraySlice<UInt8>) throws(DecodingFailure) -> [UInt8] {
        var data = Array(body)
        let transferCodings = codings(in: "Transfer-Encoding")
        if transferCodings.contains("chunked") { data = try Self.dechunk(data) }
        // Content codings were applied in order, so they come off in reverse.
        for coding in codings(in: "Content-Encoding").reversed() {
            switch coding {
            case "identity":
                continue
            case "gzip", "x-gzip":
                // Some archivers store the payload already decoded but keep the header.
                guard data.starts(with: [0x1F, 0x8B]) else { continue }
                data = try Self.inflate(data, as: .gzip, coding: coding)
            case "deflate":
                // zlib-wrapped as the standard says, or raw deflate as some servers send it.
                if let zlib = try? Self.inflate(data, as: .zlib, coding: coding) {
                    data = zlib
                } else {
                    data = try Self.inflate(data, as: .raw, coding: coding)
                }
            case "br":
                throw DecodingFailure(reason: "its Content-Encoding is br (Brotli), which appexjs does not decode")
            default:
                throw DecodingFailure(reason: "its Content-Encoding '\(coding)' is not one appexjs decodes (gzip, deflate)")
            }
        }
        return data
    }

    /// The codings a header lists, lower-cased, in order.
    private func codings(in name: String) -> [String] {
        (headers[name] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty }
    }

    private static func inflate(_ data: [UInt8], as format: ZlibStream.Format, coding: String) throws(DecodingFailure) -> [UInt8] {
        do {
            return try ZlibStream.inflateAll(data, format: format)
        } catch {
            throw DecodingFailure(reason: "its \(coding)-coded body does not inflate (\(error.message))")
        }
    }

    /// The chunked transfer coding undone: hex sizes (with extensions), data, CRLF, until a
    /// zero-size chunk (trailer fields after it are dropped).
    ///
    /// https://www.rfc-editor.org/rfc/rfc9112#section-7.1
    static func dechunk(_ bytes: [UInt8]) throws(DecodingFailure) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while true {
            guard let lineFeed = bytes[index...].firstIndex(of: 0x0A) else {
                throw DecodingFailure(reason: "its chunked body ends without the last (zero-size) chunk")
            }
            let sizeText = String(decoding: bytes[index..<lineFeed], as: UTF8.self)
                .split(separator: ";", maxSplits: 1).first.map(String.init)?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            guard let size = Int(sizeText, radix: 16), size >= 0 else {
                throw DecodingFailure(reason: "its chunked body has a chunk size '\(sizeText.prefix(20))' that is not hexadecimal at byte \(index)")
            }
            index = lineFeed + 1
            if size == 0 { return output }
            guard index + size <= bytes.count else {
                throw DecodingFailure(reason: "its chunked body is cut short: a chunk of \(size) bytes at byte \(index) runs past the end")
            }
            output.append(contentsOf: bytes[index..<(index + size)])
            index += size
            // The CRLF after the chunk's data.
            if index < bytes.count, bytes[index] == 0x0D { index += 1 }
            if index < bytes.count, bytes[index] == 0x0A { index += 1 }
        }
    }
}
