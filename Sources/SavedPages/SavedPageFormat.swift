/// The kinds of file a saved page comes in.
public enum SavedPageFormat: String, Sendable, Equatable, CaseIterable {
    /// A bare HTML file (`.html`, `.htm`): what "Save As… Page Source" writes.
    case html
    /// An XHTML file (`.xhtml`, `.xht`), parsed as XML.
    case xhtml
    /// A Safari web archive (`.webarchive`): a property list holding the page, the resources it
    /// uses and its frames' pages. Safari's File → Save As writes one.
    case webArchive
    /// A MIME `multipart/related` file (`.mhtml`, `.mht`, RFC 2557): what Chrome and Edge save.
    case mhtml
    /// A Web ARChive (`.warc`, `.warc.gz`, ISO 28500): what crawlers and web archives write; every
    /// HTML response in it is a page.
    case warc

    /// What the format is called in messages.
    public var displayName: String {
        switch self {
        case .html: "HTML file"
        case .xhtml: "XHTML file"
        case .webArchive: "web archive"
        case .mhtml: "MHTML file"
        case .warc: "WARC file"
        }
    }

    /// The format a file name's extension names, if it names one: `.html`, `.htm`, `.xhtml`,
    /// `.xht`, `.webarchive`, `.mhtml`, `.mht`, `.warc` and `.warc.gz`, in any case.
    public static func named(by path: String) -> SavedPageFormat? {
        let name = path.split(separator: "/").last.map { $0.lowercased() } ?? ""
        if name.hasSuffix(".warc") || name.hasSuffix(".warc.gz") { return .warc }
        guard let dot = name.lastIndex(of: ".") else { return nil }
        switch name[name.index(after: dot)...] {
        case "html", "htm", "shtml": return .html
        case "xhtml", "xht": return .xhtml
        case "webarchive": return .webArchive
        case "mhtml", "mht": return .mhtml
        default: return nil
        }
    }
}
