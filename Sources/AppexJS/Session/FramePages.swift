import Bindings
import PageLoading
import WHATWGURL

/// The frame documents a saved page holds, handed to its realm as scripts reach its frames:
/// each frame is looked up in the archive of the document that holds it (a web archive keeps a
/// frame's own frames in that frame's archive).
final class FramePages {
    /// Loaded pages by their document URL: the page, and the frames loaded so far.
    private var pages: [String: LoadedPage]

    init(page: LoadedPage) {
        pages = [page.url.href: page]
    }

    /// The content of the frame at `url` in the document at `parentURL`, or nil when the
    /// archive does not hold it.
    func content(at url: URLRecord, parentURL: URLRecord) -> FrameContent? {
        guard let parent = pages[parentURL.href], !parent.resources.isEmpty,
            let frame = PageLoader.loadFrame(at: url, of: parent)
        else { return nil }
        if pages[frame.url.href] == nil { pages[frame.url.href] = frame }
        return FrameContent(utf8: frame.utf8, url: frame.url, characterSet: frame.encoding.name, isXML: frame.isXML)
    }
}
