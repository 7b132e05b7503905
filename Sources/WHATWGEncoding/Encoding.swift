/// An encoding of the WHATWG Encoding Standard, which turns the bytes of a saved page into text.
///
/// Get one from a label with ``init(label:)`` (the standard's "get an encoding"), from a byte order
/// mark with ``sniffBOM(_:)``, from a page's `<meta>` with ``HTMLEncodingPrescan/prescan(_:)``, or use
/// one of the static members such as ``utf8``.
///
/// https://encoding.spec.whatwg.org/#encodings
public struct Encoding: Hashable, Sendable, CustomStringConvertible {
    /// The encoding's canonical name in the Encoding Standard, such as "UTF-8", "windows-1252",
    /// "Shift_JIS" or "gb18030".
    public let name: String

    /// Which of the standard's encodings this is; `name` is derived from it.
    let kind: Kind

    init(_ kind: Kind) {
        self.kind = kind
        self.name = kind.name
    }

    /// The encoding's canonical name, as ``name``.
    public var description: String { name }

    /// UTF-8, the encoding of the web.
    public static let utf8 = Encoding(.utf8)
    /// UTF-16LE, the encoding the label "utf-16" means.
    public static let utf16LE = Encoding(.utf16LE)
    /// UTF-16BE.
    public static let utf16BE = Encoding(.utf16BE)
    /// windows-1252, which the labels "latin1", "iso-8859-1" and "ascii" also mean.
    public static let windows1252 = Encoding(.windows1252)
    /// The replacement encoding, which decodes any non-empty input to a single U+FFFD. Labels such as
    /// "iso-2022-kr" map to it so that content in those encodings cannot be misread.
    public static let replacement = Encoding(.replacement)
    /// x-user-defined, which maps bytes 0x80–0xFF to U+F780–U+F7FF.
    public static let xUserDefined = Encoding(.xUserDefined)

    /// Every encoding of the standard, in the order of its table of encodings.
    static let all: [Encoding] = Kind.allCases.map(Encoding.init)
}
