extension Encoding {
    /// The encoding a byte order mark at the start of `bytes` names, and the mark's length in
    /// bytes, or `nil` if `bytes` do not start with one: the standard's "BOM sniff".
    ///
    /// EF BB BF is UTF-8 (3 bytes), FE FF is UTF-16BE (2) and FF FE is UTF-16LE (2). A byte order
    /// mark outranks any other declaration of a page's encoding.
    ///
    /// https://encoding.spec.whatwg.org/#bom-sniff
    public static func sniffBOM(_ bytes: UnsafeRawBufferPointer) -> (encoding: Encoding, bomLength: Int)? {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            return (.utf8, 3)
        }
        if bytes.count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF {
            return (.utf16BE, 2)
        }
        if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE {
            return (.utf16LE, 2)
        }
        return nil
    }
}
