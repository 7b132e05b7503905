/// One resource an archive holds: a page, a style sheet, an image…, with what its container
/// says about it.
public struct ArchivedResource: Sendable, Equatable {
    /// The URL it was fetched from, as the archive records it.
    public var url: String
    /// Its MIME type, lower-cased and without parameters (`text/html`), or empty when the
    /// archive records none.
    public var mimeType: String
    /// The charset its container declares (its transport charset), as written.
    public var charset: String?
    /// Its bytes, with any transfer or content coding removed.
    public var data: [UInt8]
    /// An MHTML part's `Content-ID`, without the angle brackets, which `cid:` URLs name.
    public var contentID: String?

    /// A resource.
    public init(url: String, mimeType: String, charset: String? = nil, data: [UInt8], contentID: String? = nil) {
        self.url = url
        self.mimeType = mimeType
        self.charset = charset
        self.data = data
        self.contentID = contentID
    }

    /// Whether it is an HTML or XHTML document.
    public var isHTML: Bool {
        mimeType == "text/html" || isXHTML
    }

    /// Whether it is an XHTML document, which is parsed as XML.
    public var isXHTML: Bool {
        mimeType == "application/xhtml+xml"
    }

    /// Whether it is a CSS style sheet.
    public var isStyleSheet: Bool {
        mimeType == "text/css"
    }
}

/// A page an archive holds: its main resource, the resources it uses, and the pages of its
/// frames.
public struct ArchivedPage: Sendable, Equatable {
    /// The page itself.
    public var mainResource: ArchivedResource
    /// What it uses: style sheets, images, scripts, fonts, and (in MHTML) its frames' documents.
    public var subresources: [ArchivedResource]
    /// The pages of its frames, each with its own resources (web archives keep them apart).
    public var subframes: [ArchivedPage]

    /// A page.
    public init(mainResource: ArchivedResource, subresources: [ArchivedResource] = [], subframes: [ArchivedPage] = []) {
        self.mainResource = mainResource
        self.subresources = subresources
        self.subframes = subframes
    }
}
