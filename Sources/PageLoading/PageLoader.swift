import Glibc
public import WHATWGEncoding
public import WHATWGURL

/// Reads saved pages and decodes them the way a browser decodes a file it opens.
public enum PageLoader {
    /// Reads the file at `path` and decodes it.
    ///
    /// - Parameters:
    ///   - url: the document URL; the file's `file://` URL when nil.
    ///   - encodingOverride: an encoding to use unless the page has a byte order mark.
    public static func load(contentsOf path: String, url: URLRecord? = nil, encodingOverride: Encoding? = nil)
        throws(PageLoadError) -> LoadedPage
    {
        let bytes = try FileReader.read(path)
        let documentURL = url ?? fileURL(for: path)
        return decode(bytes, url: documentURL, encodingOverride: encodingOverride, path: path)
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
    public static func decode(
        _ bytes: [UInt8], url: URLRecord, encodingOverride: Encoding? = nil, path: String? = nil,
        transport: TransportCharset? = nil, fallback: EncodingDecision.Fallback = .utf8WhenValid
    ) -> LoadedPage {
        let decision = bytes.withUnsafeBytes { raw in
            EncodingDecision.decide(raw, transport: transport, override: encodingOverride, fallback: fallback)
        }
        let utf8: [UInt8] = bytes.withUnsafeBytes { raw in
            let body = UnsafeRawBufferPointer(rebasing: raw[decision.byteOrderMarkLength...])
            if decision.encoding == .utf8 && isValidUTF8(body) { return preprocessed(body) }
            var text = decision.encoding.decode(body)
            return text.withUTF8 { preprocessed(UnsafeRawBufferPointer($0)) }
        }
        return LoadedPage(
            utf8: utf8, url: url, encoding: decision.encoding, encodingSource: decision.source, path: path,
            byteCount: bytes.count, warnings: decision.warnings)
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

/// Why a page could not be loaded.
public struct PageLoadError: Error, Sendable, CustomStringConvertible {
    /// The file.
    public let path: String
    /// What went wrong, from the operating system.
    public let reason: String

    /// `cannot read page 'x.html': No such file or directory`.
    public var description: String { "cannot read page '\(path)': \(reason)" }
}

/// Reads whole files with POSIX calls (`open`, `read`, `close`).
enum FileReader {
    /// The bytes of the file at `path`.
    static func read(_ path: String) throws(PageLoadError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw PageLoadError(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw PageLoadError(path: path, reason: String(cString: strerror(errno)))
        }
        guard (status.st_mode & S_IFMT) != S_IFDIR else { throw PageLoadError(path: path, reason: "it is a directory") }
        var bytes = [UInt8](repeating: 0, count: max(Int(status.st_size), 0))
        var total = 0
        while true {
            if total == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(4096, bytes.count))) }
            let count = bytes.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress! + total, buffer.count - total)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw PageLoadError(path: path, reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            total += count
        }
        bytes.removeSubrange(total...)
        return bytes
    }
}
