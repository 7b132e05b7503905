/// What hosts hand an activation rule, written down as data.
///
/// Sharing the page on screen, Safari offers one extension item with one attachment
/// registered for `public.url` (the page's URL), and, for an extension that declares an
/// `NSExtensionJavaScriptPreprocessingFile`, for `com.apple.property-list` too: the
/// dictionary the script passes to `completionFunction`, under
/// `NSExtensionJavaScriptPreprocessingResultsKey`.
///
/// Sources: App Extension Programming Guide, "Accessing a Webpage" (the results arrive as
/// an item of type `kUTTypePropertyList`) and "Declaring Supported Data Types for a Share
/// or Action Extension";
/// https://developer.apple.com/documentation/foundation/nsextensionjavascriptpreprocessingresultskey
///
/// The other shares are for asking the same rule about other content: each is one item
/// whose attachments are registered for the type named.
public enum SampleShares {
    /// The App Extension Programming Guide page these shares follow.
    public static let source =
        "https://developer.apple.com/library/archive/documentation/General/Conceptual/ExtensibilityPG/ExtensionScenarios.html"

    /// Safari sharing the current web page with an extension that has (or has not) a
    /// preprocessing file.
    public static func safariWebPage(hasPreprocessingFile: Bool) -> ActivationContext {
        let types = hasPreprocessingFile ? ["public.url", "com.apple.property-list"] : ["public.url"]
        return ActivationContext(extensionItems: [ActivationItem(attachments: [ActivationAttachment(registeredTypeIdentifiers: types)])])
    }

    /// One item with `count` attachments, each registered for `types`.
    public static func attachments(_ types: [String], count: Int = 1) -> ActivationContext {
        let attachments = Array(repeating: ActivationAttachment(registeredTypeIdentifiers: types), count: count)
        return ActivationContext(extensionItems: [ActivationItem(attachments: attachments)])
    }

    /// `count` web URLs (`public.url`), as a share of links offers them.
    public static func webURLs(count: Int = 1) -> ActivationContext { attachments(["public.url"], count: count) }

    /// `count` JPEG images (`public.jpeg`), as Photos offers them.
    public static func images(count: Int = 1) -> ActivationContext { attachments(["public.jpeg"], count: count) }

    /// `count` QuickTime movies (`com.apple.quicktime-movie`).
    public static func movies(count: Int = 1) -> ActivationContext { attachments(["com.apple.quicktime-movie"], count: count) }

    /// `count` PDF files (`com.adobe.pdf` and `public.file-url`), as Files offers them.
    public static func pdfs(count: Int = 1) -> ActivationContext { attachments(["com.adobe.pdf", "public.file-url"], count: count) }

    /// Selected text (`public.plain-text`).
    public static func text() -> ActivationContext { attachments(["public.plain-text"]) }
}
