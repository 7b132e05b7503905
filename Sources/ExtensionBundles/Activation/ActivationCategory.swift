/// The kinds of content the dictionary form of `NSExtensionActivationRule` counts, each
/// with its key and the uniform types that make an attachment one of them.
///
/// How an attachment is classified is appexjs's reading of Apple's descriptions of the
/// keys (the system's own translation of the dictionary is not published):
/// - a web page is an attachment carrying Safari's preprocessing results
///   (`com.apple.property-list`), which Safari adds for extensions with a preprocessing file;
/// - a web URL is a `public.url` that is not a `public.file-url`;
/// - an image conforms to `public.image`, a movie to `public.movie`, text to `public.text`;
/// - a file is a `public.file-url`, or data (`public.data`) that is none of a URL, a
///   property list or text, so images and movies are files too.
///
/// https://developer.apple.com/documentation/bundleresources/information-property-list/nsextension/nsextensionattributes/nsextensionactivationrule
public enum ActivationCategory: String, Sendable, Hashable, CaseIterable {
    case webPage, webURL, image, movie, file, text

    /// The `NSExtensionActivationRule` key that supports the category.
    public var key: String {
        switch self {
        case .webPage: return "NSExtensionActivationSupportsWebPageWithMaxCount"
        case .webURL: return "NSExtensionActivationSupportsWebURLWithMaxCount"
        case .image: return "NSExtensionActivationSupportsImageWithMaxCount"
        case .movie: return "NSExtensionActivationSupportsMovieWithMaxCount"
        case .file: return "NSExtensionActivationSupportsFileWithMaxCount"
        case .text: return "NSExtensionActivationSupportsText"
        }
    }

    /// `web page`, `web URL`, …, for reasons.
    public var noun: String {
        switch self {
        case .webPage: return "web page"
        case .webURL: return "web URL"
        case .image: return "image"
        case .movie: return "movie"
        case .file: return "file"
        case .text: return "text"
        }
    }

    /// The registered type that makes `attachment` one of this category, or nil.
    public func matchingType(of attachment: ActivationAttachment, types: TypeConformance) -> String? {
        attachment.registeredTypeIdentifiers.first { type in
            switch self {
            case .webPage: return types.conforms(type, to: "com.apple.property-list")
            case .webURL: return types.conforms(type, to: "public.url") && !types.conforms(type, to: "public.file-url")
            case .image: return types.conforms(type, to: "public.image")
            case .movie: return types.conforms(type, to: "public.movie")
            case .text: return types.conforms(type, to: "public.text")
            case .file:
                if types.conforms(type, to: "public.file-url") { return true }
                return types.conforms(type, to: "public.data")
                    && !["public.url", "com.apple.property-list", "public.text"].contains { types.conforms(type, to: $0) }
            }
        }
    }
}
