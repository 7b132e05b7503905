/// What kind of app extension a bundle is, from its `NSExtensionPointIdentifier`.
///
/// https://developer.apple.com/documentation/bundleresources/information-property-list/nsextension/nsextensionpointidentifier
public enum ExtensionPoint: Sendable, Hashable, CustomStringConvertible {
    /// `com.apple.share-services`: a Share extension.
    case share
    /// `com.apple.ui-services`: an Action extension.
    case action
    /// Any other extension point, which Safari does not run preprocessing files for.
    case other(String)

    /// The extension point of `identifier`.
    public init(identifier: String) {
        switch identifier {
        case "com.apple.share-services": self = .share
        case "com.apple.ui-services": self = .action
        default: self = .other(identifier)
        }
    }

    /// `com.apple.share-services`, …
    public var identifier: String {
        switch self {
        case .share: return "com.apple.share-services"
        case .action: return "com.apple.ui-services"
        case .other(let identifier): return identifier
        }
    }

    /// `Share`, `Action`, or `other`.
    public var kindName: String {
        switch self {
        case .share: return "Share"
        case .action: return "Action"
        case .other: return "other"
        }
    }

    /// `Share (com.apple.share-services)`.
    public var description: String { "\(kindName) (\(identifier))" }
}

/// The JavaScript file a bundle names in `NSExtensionJavaScriptPreprocessingFile`.
public struct PreprocessingFile: Sendable, Hashable {
    /// The name as written (without `.js`, as the system expects).
    public let name: String
    /// Where the file is, or, when it is missing, where it was first looked for.
    public let path: String
    /// Whether the file exists.
    public let exists: Bool
    /// A file named `name`, at `path`, that `exists` or not.
    public init(name: String, path: String, exists: Bool) {
        self.name = name
        self.path = path
        self.exists = exists
    }

    /// The key path that names it.
    public static let keyPath = "NSExtension.NSExtensionAttributes.NSExtensionJavaScriptPreprocessingFile"
}
