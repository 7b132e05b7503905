import Glibc

/// The one owner of a glibc iconv conversion descriptor, which converts one legacy CJK charset to
/// UTF-8 and stands in for the Encoding Standard's CJK indexes.
///
/// It wraps three C functions, each in one place: `iconv_open(3)` in ``init(fromCharset:)``,
/// `iconv(3)` in ``convert(_:appendingTo:)`` and `iconv_close(3)` in `deinit`. A converter is made
/// for one decode and used on one thread.
///
/// The decoders run the standard's algorithms in Swift and ask iconv only for "index code point
/// for pointer", so the standard's error handling holds whatever iconv does with bad input. Each
/// index maps to the glibc charset that matches it best:
///
/// | index | glibc charset |
/// | --- | --- |
/// | jis0208 (Shift_JIS, EUC-JP, ISO-2022-JP) | `CP932` (EUC-JP and ISO-2022-JP pairs are rewritten as Shift_JIS pairs) |
/// | jis0212 (EUC-JP's 0x8F sequences) | `EUC-JP` |
/// | EUC-KR | `UHC` |
/// | Big5 | `BIG5-HKSCS` |
/// | gb18030 and gb18030 ranges (GBK, gb18030) | `GB18030` |
///
/// Each was compared, on Debian 12 with glibc 2.36, with encoding_rs 0.8.31 (Firefox's
/// implementation of the standard) on every two-byte sequence, every EUC-JP three-byte sequence
/// and every gb18030 four-byte sequence. `CP932`, `EUC-JP` and `UHC` match their indexes exactly.
/// Where `BIG5-HKSCS` and `GB18030` differ, the decoders correct them: 142 Big5 pairs, 7 gb18030
/// pairs and 18 gb18030 four-byte sequences; after that, all of those sequences decode as
/// encoding_rs decodes them, except 18 gb18030 pairs where the standard has since adopted the
/// GB18030-2022 mappings (U+FE10–U+FE19, U+9FB4–U+9FBB) and glibc already follows it.
///
/// Known deviations from the standard:
///
/// - The mappings are glibc's: another glibc version may map differently (glibc 2.38 rewrote
///   `GB18030` for GB18030-2022). The tests pin the mappings the decoders rely on.
/// - Where `iconv_open` fails (a system without gconv modules), every multi-byte sequence of a CJK
///   encoding decodes to U+FFFD; ASCII and the sequences the decoders compute themselves (such as
///   halfwidth katakana or Shift_JIS user-defined characters) still decode.
final class IconvConverter {
    /// The descriptor from `iconv_open`, closed in `deinit`.
    private let descriptor: iconv_t
    /// Where iconv writes UTF-8 before it is appended to the text; freed in `deinit`.
    private let outputChunk: UnsafeMutablePointer<CChar>
    /// The size of `outputChunk` in bytes.
    private static let outputChunkSize = 4096

    /// How a call to ``convert(_:appendingTo:)`` ended.
    enum Outcome: Equatable {
        /// The whole input was converted.
        case converted
        /// iconv stopped at this offset, at a sequence that the charset does not map or that the
        /// input cuts off, or just after one (glibc's `UHC` reports 0xA2 0xE8 only after reading
        /// it); what comes before that sequence was converted.
        case unmappedSequence(at: Int)
    }

    /// Opens a converter from `charset` (a glibc charset name, such as "CP932") to UTF-8, or returns
    /// `nil` if glibc has no such conversion. Wraps `iconv_open(3)`.
    init?(fromCharset charset: String) {
        let descriptor: iconv_t? = iconv_open("UTF-8", charset)
        guard let descriptor, Int(bitPattern: descriptor) != -1 else { return nil }
        self.descriptor = descriptor
        outputChunk = .allocate(capacity: Self.outputChunkSize)
    }

    deinit {
        // Wraps iconv_close(3).
        iconv_close(descriptor)
        outputChunk.deallocate()
    }

    /// Converts `input` to UTF-8 and appends it to `text`, stopping at the first sequence that the
    /// charset does not map or that the input cuts off. Wraps `iconv(3)`.
    func convert(_ input: UnsafeRawBufferPointer, appendingTo text: inout DecodedText) -> Outcome {
        guard let base = input.baseAddress, !input.isEmpty else { return .converted }
        // Start from the initial shift state.
        iconv(descriptor, nil, nil, nil, nil)
        // iconv's input parameter is not const, but iconv does not write through it.
        var inputPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(mutating: base)
            .assumingMemoryBound(to: CChar.self)
        var inputLeft = input.count
        while true {
            var outputPointer: UnsafeMutablePointer<CChar>? = outputChunk
            var outputLeft = Self.outputChunkSize
            let result = iconv(descriptor, &inputPointer, &inputLeft, &outputPointer, &outputLeft)
            let failure = result == -1 ? errno : 0
            if failure == 0 {
                // Flush whatever a stateful charset still holds.
                iconv(descriptor, nil, nil, &outputPointer, &outputLeft)
            }
            text.appendUTF8(UnsafeRawBufferPointer(start: outputChunk, count: Self.outputChunkSize - outputLeft))
            switch failure {
            case 0:
                return .converted
            case E2BIG where outputLeft < Self.outputChunkSize:
                // The chunk is full: append it (done above) and go on.
                continue
            default:
                // EILSEQ (an unmapped sequence) or EINVAL (a sequence cut off by the end).
                return .unmappedSequence(at: input.count - inputLeft)
            }
        }
    }
}
