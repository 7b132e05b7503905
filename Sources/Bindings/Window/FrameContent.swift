public import WHATWGURL

/// A document a saved page holds for one of its frames (a web archive's subframe, an MHTML
/// part), handed to the realm by its host when a script first reaches the frame.
public struct FrameContent: Sendable {
    /// The document as UTF-8, decoded and preprocessed as the page's own text is.
    public var utf8: [UInt8]
    /// Its URL.
    public var url: URLRecord
    /// The encoding it was decoded with (its `document.characterSet`).
    public var characterSet: String
    /// Whether it is XHTML, parsed as XML.
    public var isXML: Bool

    /// A frame document.
    public init(utf8: [UInt8], url: URLRecord, characterSet: String, isXML: Bool = false) {
        self.utf8 = utf8
        self.url = url
        self.characterSet = characterSet
        self.isXML = isXML
    }
}
