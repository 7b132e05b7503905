/// An extension bundle that cannot be used as it is: which file, which `Info.plist` key
/// path, and what is wrong there.
public struct BundleError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file: the `Info.plist`, or the bundle folder when there is no `Info.plist`.
    public let file: String
    /// The key path in the `Info.plist` (`NSExtension.NSExtensionAttributes.NSExtensionActivationRule`),
    /// when the problem is at a key.
    public let keyPath: String?
    /// What is wrong, and what to do where that is not obvious.
    public let message: String

    /// An error at `keyPath` of `file`.
    public init(file: String, keyPath: String? = nil, _ message: String) {
        self.file = file
        self.keyPath = keyPath
        self.message = message
    }

    /// `Share.appex/Info.plist: NSExtension.NSExtensionPointIdentifier: is a number, expected a string`.
    public var description: String {
        [file, keyPath, message].compactMap { $0 }.joined(separator: ": ")
    }
}

/// Something a bundle declares that works, but probably not as its author meant.
public struct BundleWarning: Sendable, Hashable, CustomStringConvertible {
    /// The `Info.plist` key path it is about, when it is about one.
    public let keyPath: String?
    /// What is wrong and what it does.
    public let message: String

    /// A warning about `keyPath`.
    public init(keyPath: String? = nil, _ message: String) {
        self.keyPath = keyPath
        self.message = message
    }

    /// `NSExtension.NSExtensionAttributes.NSExtensionActivationRule: …`.
    public var description: String { [keyPath, message].compactMap { $0 }.joined(separator: ": ") }
}
