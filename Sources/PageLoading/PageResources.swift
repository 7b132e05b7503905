public import SavedPages
public import WHATWGEncoding
public import WHATWGURL

/// What an archive holds besides the page: the documents of its frames and its subresources,
/// found by URL (and, in MHTML, by `cid:` URL), as a browser with the network off would find
/// them in the archive.
public struct PageResources: Sendable {
    /// Subresources by their URL without its fragment, and by `cid:` + Content-ID.
    private var subresources: [String: ArchivedResource] = [:]
    /// The pages of frames (a web archive's subframe archives) by their URL without fragment.
    private var subframes: [String: ArchivedPage] = [:]
    /// Every subresource, in archive order.
    public private(set) var all: [ArchivedResource] = []

    /// No resources: a bare page file.
    public init() {}

    /// The resources of an archived page.
    public init(_ page: ArchivedPage) {
        for resource in page.subresources {
            all.append(resource)
            if let key = Self.key(resource.url), subresources[key] == nil { subresources[key] = resource }
            if let contentID = resource.contentID, subresources["cid:" + contentID] == nil {
                subresources["cid:" + contentID] = resource
            }
        }
        for frame in page.subframes {
            if let key = Self.key(frame.mainResource.url), subframes[key] == nil { subframes[key] = frame }
        }
    }

    /// Whether there are none.
    public var isEmpty: Bool { all.isEmpty && subframes.isEmpty }

    /// The resource at `url` (its fragment ignored), or the MHTML part a `cid:` URL names.
    public func resource(at url: URLRecord) -> ArchivedResource? {
        if url.scheme == "cid" {
            let contentID = url.serialized(excludingFragment: true).dropFirst(4)
            return subresources["cid:" + (contentID.removingPercentEncoding ?? String(contentID))]
        }
        return subresources[url.serialized(excludingFragment: true)]
    }

    /// The page of the frame at `url`: a web archive's subframe archive, or an HTML part of an
    /// MHTML file (which keeps its frames' documents among its parts).
    func frame(at url: URLRecord) -> ArchivedPage? {
        if let frame = subframes[url.serialized(excludingFragment: true)] { return frame }
        guard let resource = resource(at: url), resource.isHTML else { return nil }
        return ArchivedPage(mainResource: resource)
    }

    /// The resources a frame's document sees: a subframe archive's own, or, for a frame that is
    /// one of the archive's parts, the archive's.
    func frameResources(_ frame: ArchivedPage) -> PageResources {
        frame.subresources.isEmpty && frame.subframes.isEmpty ? self : PageResources(frame)
    }

    /// The URLs of the style sheets among the subresources.
    public var styleSheetURLs: [String] {
        all.filter(\.isStyleSheet).map(\.url)
    }

    /// The text of the CSS style sheet at `url` (a `link` element's `href` or an `@import`'s,
    /// resolved), decoded as a browser decodes a style sheet: its byte order mark, else its
    /// charset in the archive, else its `@charset` rule, else `documentEncoding` (the encoding of
    /// the page that links to it), else UTF-8. Nil when the archive does not hold it or holds
    /// something else at that URL. This is the lookup the page's cascade loads linked sheets by.
    ///
    /// https://drafts.csswg.org/css-syntax/#input-byte-stream
    public func styleSheet(at url: URLRecord, documentEncoding: Encoding) -> String? {
        guard let resource = resource(at: url), resource.isStyleSheet || resource.mimeType.isEmpty else { return nil }
        return StyleSheetDecoding.decode(resource.data, charset: resource.charset, documentEncoding: documentEncoding)
    }

    /// The lookup key of a URL as an archive records it: parsed and serialized without its
    /// fragment, so that spellings of one URL meet.
    private static func key(_ url: String) -> String? {
        URLRecord.parse(url)?.serialized(excludingFragment: true)
    }
}

extension Substring {
    /// The text with `%XX` escapes decoded, or nil if they do not make UTF-8.
    fileprivate var removingPercentEncoding: String? {
        var bytes: [UInt8] = []
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == 0x25, let high = utf8.index(index, offsetBy: 1, limitedBy: utf8.endIndex), high < utf8.endIndex,
                let low = utf8.index(high, offsetBy: 1, limitedBy: utf8.endIndex), low < utf8.endIndex,
                let value = UInt8(String(decoding: [utf8[high], utf8[low]], as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                index = utf8.index(after: low)
                continue
            }
            bytes.append(byte)
            index = utf8.index(after: index)
        }
        return String(validating: bytes, as: UTF8.self)
    }
}
