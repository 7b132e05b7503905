/// Index jis0208, shared by the Shift_JIS, EUC-JP and ISO-2022-JP decoders, served by glibc's
/// `CP932` charset.
///
/// `CP932` is Shift_JIS-shaped, so EUC-JP and ISO-2022-JP ask for a pointer by the Shift_JIS bytes
/// that mean the same pointer. On glibc 2.36, `CP932` gives exactly the index's code point for
/// every pointer (including NEC row 13 and the IBM extensions), which glibc's own `EUC-JP` does not.
///
/// https://encoding.spec.whatwg.org/#index-jis0208
enum JIS0208Index {
    /// The glibc charset that serves the index.
    static let charset = "CP932"

    /// A converter for the index, or `nil` if glibc cannot open it.
    static func converter() -> IconvConverter? {
        IconvConverter(fromCharset: charset)
    }

    /// The Shift_JIS lead and trail bytes for `pointer`, which must be at most 11103: the inverse of
    /// the pointer computation in the Shift_JIS decoder's step 3.
    ///
    /// https://encoding.spec.whatwg.org/#shift_jis-decoder
    static func shiftJISSequence(forPointer pointer: Int) -> (lead: UInt8, trail: UInt8) {
        let leadIndex = pointer / 188
        let trailIndex = pointer % 188
        let lead = leadIndex < 0x1F ? leadIndex + 0x81 : leadIndex + 0xC1
        let trail = trailIndex < 0x3F ? trailIndex + 0x40 : trailIndex + 0x41
        return (UInt8(lead), UInt8(trail))
    }
}
