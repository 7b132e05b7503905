public import SavedPages

/// Where a loaded page came from: the file format, and for an archive what is needed to write
/// the page back into it.
public enum SavedPageSource: Sendable {
    /// A bare HTML or XHTML file.
    case file(SavedPageFormat)
    /// A web archive's main resource.
    case webArchive(WebArchive)
    /// An MHTML file's root part.
    case mhtml(MHTMLArchive)
    /// A WARC response record.
    case warc(WARCPage, isGzip: Bool)

    /// The format.
    public var format: SavedPageFormat {
        switch self {
        case .file(let format): format
        case .webArchive: .webArchive
        case .mhtml: .mhtml
        case .warc: .warc
        }
    }

    /// How messages name the page's resource in its container.
    var mainResourceLocation: String? {
        switch self {
        case .file: nil
        case .webArchive: "WebMainResource"
        case .mhtml: "the root part"
        case .warc(let page, _): page.record.location
        }
    }

    /// What declared the page's transport charset, for messages.
    var transportOrigin: String {
        switch self {
        case .file: "the file"
        case .webArchive: "WebMainResource's WebResourceTextEncodingName"
        case .mhtml: "the root part's Content-Type"
        case .warc(let page, _): "the HTTP Content-Type of \(page.record.location)"
        }
    }
}
