import Foundation

/// An MHTML file (`.mhtml`, `.mht`): a MIME `multipart/related` message whose root part is the
/// page and whose other parts are the resources it uses, as Chrome and Edge save pages.
///
/// The root part is the one the `start` parameter names, else the first of the `type`
/// parameter's type, else the first part. Its URL is its `Content-Location` (else the message's
/// `Snapshot-Content-Location`); its charset, the transport charset. Parts are decoded from
/// quoted-printable and base64; folded header lines are unfolded. Writing back replaces the
/// root part's body, encoded as it was, and keeps every other byte of the file.
///
/// https://www.rfc-editor.org/rfc/rfc2557 (MHTML), https://www.rfc-editor.org/rfc/rfc2046#section-5.1
/// (multipart bodies)
public struct MHTMLArchive: Sendable {
    /// The page the file holds; its frames' documents are among the subresources.
    public let page: ArchivedPage
    /// The file as read, for writing back.
    private let original: [UInt8]
    /// Where the root part's body is in ``original``.
    private let rootBody: Range<Int>
    /// The root part's `Content-Transfer-Encoding`, lower-cased.
    private let rootTransferEncoding: String

    /// One part, as found in the file.
    private struct Part {
        var headers: HeaderFields
        var body: Range<Int>
        var number: Int
    }

    /// Reads the MHTML `bytes` of `file`.
    ///
    /// - Throws: when the headers never end, the multipart boundary is missing or never
    ///   appears, the file ends before the closing boundary, or a part's encoding is corrupt.
    public init(reading bytes: [UInt8], file: String, warnings: inout [String]) throws(SavedPageError) {
        original = bytes
        guard let (message, bodyStart) = HeaderFields.parse(bytes[...]) else {
            throw SavedPageError(file: file, reason: "its MIME headers never end (no empty line after them), so it is not an MHTML file")
        }
        let contentType = message["Content-Type"] ?? "text/plain"
        let snapshotLocation = message["Snapshot-Content-Location"] ?? message["Content-Location"]
        var parts: [Part]
        var root: Part
        if MediaType.essence(contentType).hasPrefix("multipart/") {
            guard let boundary = MediaType.parameter("boundary", in: contentType), !boundary.isEmpty else {
                throw SavedPageError(
                    file: file, location: "Content-Type",
                    reason: "'\(contentType)' has no boundary parameter, so its parts cannot be told apart")
            }
            parts = try Self.parts(of: bytes, from: bodyStart, boundary: boundary, file: file)
            root = Self.root(of: parts, start: MediaType.parameter("start", in: contentType),
                type: MediaType.parameter("type", in: contentType))
        } else {
            // A single-part message: the body is the page.
            root = Part(headers: message, body: bodyStart..<bytes.count, number: 0)
            parts = [root]
        }
        var resources: [ArchivedResource] = []
        var main: ArchivedResource?
        for part in parts {
            let location = part.number == 0 ? nil : "part \(part.number)"
            var resource = try Self.resource(of: part, in: bytes, file: file, location: location)
            if part.number == root.number {
                if resource.url.isEmpty, let snapshotLocation { resource.url = snapshotLocation }
                main = resource
            } else if resource.url.isEmpty && resource.contentID == nil {
                warnings.append("\(file): \(location ?? "the body") has neither Content-Location nor Content-ID, so nothing can refer to it; it is left out")
            } else {
                resources.append(resource)
            }
        }
        guard let main, main.url.isEmpty == false else {
            throw SavedPageError(
                file: file, location: root.number == 0 ? nil : "part \(root.number)",
                reason: "the root part has no Content-Location, and the message no Snapshot-Content-Location, so the page has no URL")
        }
        page = ArchivedPage(mainResource: main, subresources: resources)
        rootBody = root.body
        rootTransferEncoding = (root.headers["Content-Transfer-Encoding"] ?? "").lowercased()
    }

    /// The bytes of the file with the root part's body replaced by `data`, encoded with the
    /// part's `Content-Transfer-Encoding`; every other byte is kept.
    public func replacingRootData(with data: [UInt8]) -> [UInt8] {
        let lineBreak: [UInt8] = original.firstRange(of: [0x0D, 0x0A]) == nil ? [0x0A] : [0x0D, 0x0A]
        let body: [UInt8]
        switch rootTransferEncoding {
        case "quoted-printable":
            body = QuotedPrintable.encode(data, lineBreak: lineBreak)
        case "base64":
            body = Array(Data(data).base64EncodedString(options: lineBreak.count == 2 ? [.lineLength76Characters, .endLineWithCarriageReturn, .endLineWithLineFeed] : [.lineLength76Characters, .endLineWithLineFeed]).utf8)
        default:
            body = data
        }
        return Array(original[..<rootBody.lowerBound]) + body + Array(original[rootBody.upperBound...])
    }

    /// The bytes of a new MHTML file of `page`, as Chrome writes one: the root part first, text
    /// parts in quoted-printable, others in base64, CRLF line breaks. For tests and hosts that
    /// build archives.
    public static func encode(_ page: ArchivedPage, boundary: String = "----MultipartBoundary--appexjs----") -> [UInt8] {
        var headers = HeaderFields()
        headers.append("From", "<Saved by appexjs>")
        headers.append("Snapshot-Content-Location", page.mainResource.url)
        headers.append("MIME-Version", "1.0")
        headers.append("Content-Type", "multipart/related;\r\n\ttype=\"\(page.mainResource.mimeType)\";\r\n\tboundary=\"\(boundary)\"")
        var output = Array(headers.text.utf8) + Array("\r\n".utf8)
        for resource in [page.mainResource] + page.subresources {
            var part = HeaderFields()
            part.append("Content-Type", resource.mimeType + (resource.charset.map { "; charset=\($0)" } ?? ""))
            if let contentID = resource.contentID { part.append("Content-ID", "<\(contentID)>") }
            let isText = resource.mimeType.hasPrefix("text/") || resource.isXHTML
            part.append("Content-Transfer-Encoding", isText ? "quoted-printable" : "base64")
            if !resource.url.isEmpty { part.append("Content-Location", resource.url) }
            output += Array("--\(boundary)\r\n".utf8) + Array(part.text.utf8)
            output += isText
                ? QuotedPrintable.encode(resource.data)
                : Array(Data(resource.data).base64EncodedString(options: [.lineLength76Characters, .endLineWithCarriageReturn, .endLineWithLineFeed]).utf8)
            output += Array("\r\n".utf8)
        }
        output += Array("--\(boundary)--\r\n".utf8)
        return output
    }

    // MARK: - Reading

    /// The parts of a multipart body that starts at `start`.
    ///
    /// https://www.rfc-editor.org/rfc/rfc2046#section-5.1.1
    private static func parts(of bytes: [UInt8], from start: Int, boundary: String, file: String) throws(SavedPageError) -> [Part] {
        let delimiter = Array("--\(boundary)".utf8)
        /// The offset of the next delimiter line at or after `index`, and where its line starts
        /// (the CRLF or LF before it belongs to the delimiter).
        func nextDelimiter(from index: Int) -> (lineStart: Int, afterDelimiter: Int)? {
            var searchFrom = index
            while let found = bytes[searchFrom...].firstRange(of: delimiter) {
                let position = found.lowerBound
                if position == start || bytes[position - 1] == 0x0A {
                    var lineStart = position
                    if lineStart > start, bytes[lineStart - 1] == 0x0A { lineStart -= 1 }
                    if lineStart > start, bytes[lineStart - 1] == 0x0D { lineStart -= 1 }
                    return (max(lineStart, index), found.upperBound)
                }
                searchFrom = position + 1
            }
            return nil
        }
        guard var delimiter = nextDelimiter(from: start) else {
            throw SavedPageError(
                file: file, location: "Content-Type",
                reason: "its boundary \"\(boundary)\" never appears in the body, so it has no parts (the file is cut short or not MHTML)")
        }
        var parts: [Part] = []
        while true {
            let after = delimiter.afterDelimiter
            if bytes[after...].starts(with: [0x2D, 0x2D]) {  // the closing delimiter
                guard !parts.isEmpty else {
                    throw SavedPageError(
                        file: file, location: "Content-Type",
                        reason: "its first boundary is the closing one \"--\(boundary)--\", so it has no parts")
                }
                return parts
            }
            // The rest of the delimiter line (transport padding) is not part of the part.
            guard let lineEnd = bytes[after...].firstIndex(of: 0x0A) else {
                throw SavedPageError(file: file, location: "part \(parts.count + 1)", reason: "the file ends in its boundary line: it is cut short")
            }
            let partStart = lineEnd + 1
            guard let next = nextDelimiter(from: partStart) else {
                throw SavedPageError(
                    file: file, location: "part \(parts.count + 1)",
                    reason: "the file ends before the closing boundary \"--\(boundary)--\": it is cut short")
            }
            let number = parts.count + 1
            guard let (headers, bodyStart) = HeaderFields.parse(bytes[partStart..<next.lineStart]) else {
                throw SavedPageError(file: file, location: "part \(number)", reason: "its headers never end (no empty line before its body)")
            }
            parts.append(Part(headers: headers, body: bodyStart..<next.lineStart, number: number))
            delimiter = next
        }
    }

    /// The root part: the one `start` names, else the first of type `type`, else the first.
    private static func root(of parts: [Part], start: String?, type: String?) -> Part {
        if let start {
            let contentID = stripAngleBrackets(start)
            if let part = parts.first(where: { $0.headers["Content-ID"].map(stripAngleBrackets) == contentID }) { return part }
        }
        if let type = type.map(MediaType.essence),
            let part = parts.first(where: { MediaType.essence($0.headers["Content-Type"] ?? "") == type })
        {
            return part
        }
        return parts[0]
    }

    private static func resource(of part: Part, in bytes: [UInt8], file: String, location: String?) throws(SavedPageError) -> ArchivedResource {
        let contentType = part.headers["Content-Type"] ?? "text/plain"
        let body = bytes[part.body]
        let data: [UInt8]
        switch (part.headers["Content-Transfer-Encoding"] ?? "").lowercased() {
        case "quoted-printable":
            data = QuotedPrintable.decode(body)
        case "base64":
            guard let decoded = Data(base64Encoded: Data(body), options: .ignoreUnknownCharacters) else {
                throw SavedPageError(file: file, location: location, reason: "its base64 body is corrupt")
            }
            data = [UInt8](decoded)
        default:
            data = Array(body)
        }
        return ArchivedResource(
            url: part.headers["Content-Location"] ?? "", mimeType: MediaType.essence(contentType),
            charset: MediaType.parameter("charset", in: contentType), data: data,
            contentID: part.headers["Content-ID"].map(stripAngleBrackets))
    }

    private static func stripAngleBrackets(_ value: String) -> String {
        var text = Substring(value.trimmingWhitespace())
        if text.hasPrefix("<"), text.hasSuffix(">"), text.count >= 2 { text = text.dropFirst().dropLast() }
        return String(text)
    }
}
