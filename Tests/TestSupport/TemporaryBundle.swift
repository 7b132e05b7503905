public import Foundation

/// An extension bundle written to a temporary folder for one test: an `Info.plist` (XML or
/// binary, iOS or macOS layout) and, optionally, its JavaScript file.
public struct TemporaryBundle: Sendable {
    /// Where the Info.plist and resources go.
    public enum Layout: Sendable { case iOS, macOS }

    /// The folder holding the bundle (removed by ``remove()``).
    public let folder: URL
    /// The `.appex` folder.
    public let path: String
    /// The `Info.plist`.
    public let infoPlist: String

    /// A bundle named `name`.appex with `NSExtension` = `extensionDictionary` and the other
    /// top-level keys of `topLevel`.
    public init(
        name: String = "Share", extensionDictionary: [String: Any], topLevel: [String: Any] = [:],
        script: (name: String, text: String)? = ("Action", "var ExtensionPreprocessingJS = { run(a) { a.completionFunction({}) } };"),
        format: PropertyListSerialization.PropertyListFormat = .xml, layout: Layout = .iOS
    ) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("appex-bundle-" + UUID().uuidString)
        path = folder.appendingPathComponent(name + ".appex").path
        let contents = layout == .iOS ? path : path + "/Contents"
        let resources = layout == .iOS ? path : contents + "/Resources"
        try FileManager.default.createDirectory(atPath: resources, withIntermediateDirectories: true)
        infoPlist = contents + "/Info.plist"
        var root = topLevel
        root["CFBundleIdentifier"] = root["CFBundleIdentifier"] ?? "com.example.app.\(name.lowercased())"
        root["NSExtension"] = extensionDictionary
        try PropertyListSerialization.data(fromPropertyList: root, format: format, options: 0).write(to: URL(fileURLWithPath: infoPlist))
        if let script { try Data(script.text.utf8).write(to: URL(fileURLWithPath: resources + "/" + script.name + ".js")) }
    }

    /// A bundle whose `Info.plist` holds exactly `bytes`.
    public init(infoPlistBytes bytes: Data) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("appex-bundle-" + UUID().uuidString)
        path = folder.appendingPathComponent("Broken.appex").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        infoPlist = path + "/Info.plist"
        try bytes.write(to: URL(fileURLWithPath: infoPlist))
    }

    /// `NSExtension` for a Share or Action extension with `attributes`.
    public static func extensionDictionary(_ point: String = "com.apple.share-services", attributes: [String: Any]) -> [String: Any] {
        ["NSExtensionPointIdentifier": point, "NSExtensionPrincipalClass": "ShareViewController", "NSExtensionAttributes": attributes]
    }

    /// Deletes the bundle and its folder.
    public func remove() { try? FileManager.default.removeItem(at: folder) }
}
