extension Encoding {
    /// The 40 encodings of the standard, in the order of its table.
    ///
    /// https://encoding.spec.whatwg.org/#names-and-labels
    enum Kind: UInt8, CaseIterable, Sendable {
        // The Encoding
        case utf8
        // Legacy single-byte encodings
        case ibm866
        case iso8859_2, iso8859_3, iso8859_4, iso8859_5, iso8859_6, iso8859_7, iso8859_8, iso8859_8I
        case iso8859_10, iso8859_13, iso8859_14, iso8859_15, iso8859_16
        case koi8R, koi8U, macintosh, windows874
        case windows1250, windows1251, windows1252, windows1253, windows1254
        case windows1255, windows1256, windows1257, windows1258
        case xMacCyrillic
        // Legacy multi-byte Chinese (simplified) encodings
        case gbk, gb18030
        // Legacy multi-byte Chinese (traditional) encodings
        case big5
        // Legacy multi-byte Japanese encodings
        case eucJP, iso2022JP, shiftJIS
        // Legacy multi-byte Korean encodings
        case eucKR
        // Legacy miscellaneous encodings
        case replacement, utf16BE, utf16LE, xUserDefined

        /// The encoding's name, spelled as the standard's table spells it.
        var name: String {
            switch self {
            case .utf8: "UTF-8"
            case .ibm866: "IBM866"
            case .iso8859_2: "ISO-8859-2"
            case .iso8859_3: "ISO-8859-3"
            case .iso8859_4: "ISO-8859-4"
            case .iso8859_5: "ISO-8859-5"
            case .iso8859_6: "ISO-8859-6"
            case .iso8859_7: "ISO-8859-7"
            case .iso8859_8: "ISO-8859-8"
            case .iso8859_8I: "ISO-8859-8-I"
            case .iso8859_10: "ISO-8859-10"
            case .iso8859_13: "ISO-8859-13"
            case .iso8859_14: "ISO-8859-14"
            case .iso8859_15: "ISO-8859-15"
            case .iso8859_16: "ISO-8859-16"
            case .koi8R: "KOI8-R"
            case .koi8U: "KOI8-U"
            case .macintosh: "macintosh"
            case .windows874: "windows-874"
            case .windows1250: "windows-1250"
            case .windows1251: "windows-1251"
            case .windows1252: "windows-1252"
            case .windows1253: "windows-1253"
            case .windows1254: "windows-1254"
            case .windows1255: "windows-1255"
            case .windows1256: "windows-1256"
            case .windows1257: "windows-1257"
            case .windows1258: "windows-1258"
            case .xMacCyrillic: "x-mac-cyrillic"
            case .gbk: "GBK"
            case .gb18030: "gb18030"
            case .big5: "Big5"
            case .eucJP: "EUC-JP"
            case .iso2022JP: "ISO-2022-JP"
            case .shiftJIS: "Shift_JIS"
            case .eucKR: "EUC-KR"
            case .replacement: "replacement"
            case .utf16BE: "UTF-16BE"
            case .utf16LE: "UTF-16LE"
            case .xUserDefined: "x-user-defined"
            }
        }
    }
}
