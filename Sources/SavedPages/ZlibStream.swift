import CZlib

/// The one owner of a zlib stream (`z_stream`), inflating or deflating; every zlib call
/// appexjs makes is one small function here, named after the C function it wraps.
///
/// The `z_stream` lives on the heap, where it stays put: zlib's state points back at it.
///
/// https://www.zlib.net/manual.html
final class ZlibStream {
    /// What the stream reads or writes.
    enum Format {
        /// gzip members (RFC 1952): WARC files and `Content-Encoding: gzip`.
        case gzip
        /// zlib-wrapped deflate (RFC 1950): what `Content-Encoding: deflate` means.
        case zlib
        /// Raw deflate (RFC 1951): what some servers send as `deflate`.
        case raw

        /// zlib's `windowBits` for the format: 15, plus 16 for gzip, negated for raw.
        var windowBits: Int32 {
            switch self {
            case .gzip: 15 + 16
            case .zlib: 15
            case .raw: -15
            }
        }
    }

    /// Why zlib refused.
    struct Failure: Error {
        /// zlib's message, or its return code.
        let message: String
    }

    private let stream: UnsafeMutablePointer<z_stream>
    private let isDeflating: Bool

    /// An inflating stream. Wraps `inflateInit2_` (the `inflateInit2` macro).
    init(inflating format: Format) throws(Failure) {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        isDeflating = false
        let result = inflateInit2_(stream, format.windowBits, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard result == Z_OK else {
            stream.deallocate()
            throw Failure(message: "inflateInit2 returned \(result)")
        }
    }

    /// A deflating stream writing `format` at the default level. Wraps `deflateInit2_` (the
    /// `deflateInit2` macro).
    init(deflating format: Format) throws(Failure) {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        isDeflating = true
        let result = deflateInit2_(
            stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, format.windowBits, 8, Z_DEFAULT_STRATEGY, zlibVersion(),
            Int32(MemoryLayout<z_stream>.size))
        guard result == Z_OK else {
            stream.deallocate()
            throw Failure(message: "deflateInit2 returned \(result)")
        }
    }

    deinit {
        // Wraps inflateEnd / deflateEnd.
        if isDeflating { deflateEnd(stream) } else { inflateEnd(stream) }
        stream.deallocate()
    }

    /// Starts a new member or stream with the same settings. Wraps `inflateReset`.
    func resetInflating() {
        inflateReset(stream)
    }

    /// Inflates as much of `input` as it can, appending what it produces to `output`: how many
    /// input bytes it used, and whether the stream (a gzip member) ended. Wraps `inflate`.
    func inflate(_ input: UnsafeRawBufferPointer, appendingTo output: inout [UInt8]) throws(Failure) -> (consumed: Int, ended: Bool) {
        guard let base = input.baseAddress, !input.isEmpty else { return (0, false) }
        stream.pointee.next_in = UnsafeMutablePointer(mutating: base.assumingMemoryBound(to: Bytef.self))
        stream.pointee.avail_in = uInt(input.count)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let (result, produced) = call(into: &chunk) { CZlib.inflate($0, Z_NO_FLUSH) }
            output.append(contentsOf: chunk[..<produced])
            let consumed = input.count - Int(stream.pointee.avail_in)
            switch result {
            case Z_STREAM_END:
                return (consumed, true)
            case Z_OK:
                if stream.pointee.avail_in == 0 && produced < chunk.count { return (consumed, false) }
            case Z_BUF_ERROR:
                return (consumed, false)
            default:
                throw Failure(message: stream.pointee.msg.map { String(cString: $0) } ?? "inflate returned \(result)")
            }
        }
    }

    /// Runs `body` (one `inflate` or `deflate` call) with `chunk` as the output space: its
    /// result, and how many bytes it wrote at the start of `chunk`.
    private func call(into chunk: inout [UInt8], _ body: (UnsafeMutablePointer<z_stream>) -> Int32) -> (result: Int32, produced: Int) {
        chunk.withUnsafeMutableBytes { buffer in
            stream.pointee.next_out = buffer.baseAddress!.assumingMemoryBound(to: Bytef.self)
            stream.pointee.avail_out = uInt(buffer.count)
            let result = body(stream)
            return (result, buffer.count - Int(stream.pointee.avail_out))
        }
    }

    /// Deflates all of `input` and finishes the stream. Wraps `deflate` with `Z_FINISH`.
    func deflateAll(_ input: [UInt8]) throws(Failure) -> [UInt8] {
        var output: [UInt8] = []
        var input = input
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        let result: Int32 = input.withUnsafeMutableBytes { source in
            stream.pointee.next_in = source.baseAddress?.assumingMemoryBound(to: Bytef.self)
            stream.pointee.avail_in = uInt(source.count)
            while true {
                let (result, produced) = call(into: &chunk) { CZlib.deflate($0, Z_FINISH) }
                output.append(contentsOf: chunk[..<produced])
                if result != Z_OK { return result }
            }
        }
        guard result == Z_STREAM_END else { throw Failure(message: "deflate returned \(result)") }
        return output
    }
}

extension ZlibStream {
    /// All of `bytes` inflated as `format` (a whole gzip file may hold several members).
    static func inflateAll(_ bytes: [UInt8], format: Format) throws(Failure) -> [UInt8] {
        let stream = try ZlibStream(inflating: format)
        var output: [UInt8] = []
        var offset = 0
        while true {
            let step = bytes.withUnsafeBytes { raw in
                Result { () throws(Failure) in try stream.inflate(UnsafeRawBufferPointer(rebasing: raw[offset...]), appendingTo: &output) }
            }
            let (consumed, ended) = try step.get()
            offset += consumed
            if ended {
                guard format == .gzip, offset < bytes.count else { return output }
                stream.resetInflating()
            } else if consumed == 0 || offset == bytes.count {
                throw Failure(message: "the compressed data is cut short")
            }
        }
    }

    /// `bytes` as one gzip member.
    static func gzip(_ bytes: [UInt8]) throws(Failure) -> [UInt8] {
        try ZlibStream(deflating: .gzip).deflateAll(bytes)
    }
}
