import Foundation
import PropertyLists

/// A Safari web archive (`.webarchive`): a property list, binary or XML, read and written with
/// Foundation's `PropertyListSerialization`.
///
/// Its root dictionary holds `WebMainResource` (the page: `WebResourceData`, `WebResourceURL`,
/// `WebResourceMIMEType`, `WebResourceTextEncodingName`, `WebResourceFrameName`,
/// `WebResourceResponse`), `WebSubresources` (an array of such dictionaries) and
/// `WebSubframeArchives` (an array of archives of the same shape, one per frame). Writing back
/// replaces the main resource's `WebResourceData` and keeps every other value of the archive,
/// in the property-list format it was read in.
///
/// https://developer.apple.com/documentation/webkit/webarchive (the keys are WebKit's
/// `LegacyWebArchive`)
public struct WebArchive: Sendable {
    /// The page the archive holds.
    public let page: ArchivedPage
    /// The archive as read, for writing back.
    private let original: [UInt8]
    /// Whether it was a binary property list (else XML).
    public let isBinary: Bool

    /// The keys of the archive's dictionaries.
    enum Key {
        static let mainResource = "WebMainResource"
        static let subresources = "WebSubresources"
        static let subframeArchives = "WebSubframeArchives"
        static let data = "WebResourceData"
        static let url = "WebResourceURL"
        static let mimeType = "WebResourceMIMEType"
        static let textEncodingName = "WebResourceTextEncodingName"
        static let frameName = "WebResourceFrameName"
    }

    /// Reads the archive `bytes` of `file`.
    ///
    /// - Throws: when the bytes are not a property list, or its main resource lacks its data or
    ///   URL. A subresource or subframe that lacks them is left out, and said in `warnings`.
    public init(reading bytes: [UInt8], file: String, warnings: inout [String]) throws(SavedPageError) {
        let (root, format) = try Self.rootDictionary(of: bytes, file: file)
        original = bytes
        isBinary = format == .binary
        page = try Self.page(from: root, file: file, path: "", warnings: &warnings)
    }

    /// The bytes of the archive with the main resource's `WebResourceData` replaced by `data`,
    /// in the property-list format the archive was read in.
    public func replacingMainResourceData(with data: [UInt8], file: String) throws(SavedPageError) -> [UInt8] {
        guard var root = try Self.rootDictionary(of: original, file: file).0 as [String: Any]?,
            var main = root[Key.mainResource] as? [String: Any]
        else {
            throw SavedPageError(file: file, location: Key.mainResource, reason: "the archive has no main resource to replace")
        }
        main[Key.data] = Data(data)
        root[Key.mainResource] = main
        return try Self.serialize(root, binary: isBinary, file: file)
    }

    /// The bytes of a new archive of `page`, binary or XML: for tests and hosts that build
    /// archives.
    public static func encode(_ page: ArchivedPage, binary: Bool = true) throws(SavedPageError) -> [UInt8] {
        try serialize(dictionary(of: page), binary: binary, file: page.mainResource.url)
    }

    // MARK: - Reading

    private static func rootDictionary(
        of bytes: [UInt8], file: String
    ) throws(SavedPageError) -> ([String: Any], PropertyListSerialization.PropertyListFormat) {
        let value: Any
        let format: PropertyListSerialization.PropertyListFormat
        do {
            (value, format) = try PropertyListReader.read(Data(bytes))
        } catch {
            let head = bytes.starts(with: Array("bplist".utf8)) ? "binary property list" : "property list"
            let why = error is PropertyListReadError ? "\(error)" : "truncated or corrupt; Foundation says: \(error.localizedDescription)"
            throw SavedPageError(
                file: file,
                reason: "the \(head) cannot be read (\(why)); a web archive is a property list as Safari's File > Save As writes it")
        }
        guard let root = value as? [String: Any] else {
            throw SavedPageError(file: file, reason: "the property list is not a dictionary, so it is not a web archive")
        }
        return (root, format)
    }

    /// The page of an archive dictionary (the root, or a subframe's at `path`).
    private static func page(from archive: [String: Any], file: String, path: String, warnings: inout [String]) throws(SavedPageError) -> ArchivedPage {
        let mainPath = path + Key.mainResource
        guard let mainDictionary = archive[Key.mainResource] as? [String: Any] else {
            let reason = archive[Key.mainResource] == nil
                ? "missing: a web archive's main resource holds the page, and this property list has none (its keys: "
                    + archive.keys.sorted().joined(separator: ", ") + ")"
                : "is not a dictionary"
            throw SavedPageError(file: file, location: mainPath, reason: reason)
        }
        let main = try resource(from: mainDictionary, file: file, location: mainPath)
        let subresources = entries(of: archive, key: Key.subresources, path: path, file: file, warnings: &warnings, leftOut: "it is left out") {
            (dictionary, location) throws(SavedPageError) in try resource(from: dictionary, file: file, location: location)
        }
        var frameWarnings: [String] = []
        let subframes = entries(of: archive, key: Key.subframeArchives, path: path, file: file, warnings: &warnings, leftOut: "the frame is left out") {
            (dictionary, location) throws(SavedPageError) in try page(from: dictionary, file: file, path: location + ".", warnings: &frameWarnings)
        }
        warnings += frameWarnings
        return ArchivedPage(mainResource: main, subresources: subresources, subframes: subframes)
    }

    /// The entries of the array under `key` read by `read`; one that is not a dictionary, or
    /// that `read` refuses, is left out with a warning.
    private static func entries<Entry>(
        of archive: [String: Any], key: String, path: String, file: String, warnings: inout [String], leftOut: String,
        read: ([String: Any], String) throws(SavedPageError) -> Entry
    ) -> [Entry] {
        var entries: [Entry] = []
        for (index, entry) in (archive[key] as? [Any] ?? []).enumerated() {
            let location = "\(path)\(key)[\(index)]"
            guard let dictionary = entry as? [String: Any] else {
                warnings.append("\(file): \(location) is not a dictionary; \(leftOut)")
                continue
            }
            do {
                entries.append(try read(dictionary, location))
            } catch {
                warnings.append("\(error.description); \(leftOut)")
            }
        }
        return entries
    }

    private static func resource(from dictionary: [String: Any], file: String, location: String) throws(SavedPageError) -> ArchivedResource {
        guard let data = dictionary[Key.data] as? Data else {
            throw SavedPageError(file: file, location: location, reason: "it has no \(Key.data) (the resource's bytes)")
        }
        guard let url = dictionary[Key.url] as? String, !url.isEmpty else {
            throw SavedPageError(file: file, location: location, reason: "it has no \(Key.url)")
        }
        let mimeType = (dictionary[Key.mimeType] as? String).map(MediaType.essence) ?? ""
        let charset = (dictionary[Key.textEncodingName] as? String).flatMap { $0.isEmpty ? nil : $0 }
        return ArchivedResource(url: url, mimeType: mimeType, charset: charset, data: [UInt8](data))
    }

    // MARK: - Writing

    private static func dictionary(of page: ArchivedPage) -> [String: Any] {
        func resource(_ resource: ArchivedResource) -> [String: Any] {
            var dictionary: [String: Any] = [
                Key.data: Data(resource.data), Key.url: resource.url, Key.mimeType: resource.mimeType,
            ]
            if let charset = resource.charset { dictionary[Key.textEncodingName] = charset }
            return dictionary
        }
        var archive: [String: Any] = [Key.mainResource: resource(page.mainResource).merging([Key.frameName: ""]) { $1 }]
        if !page.subresources.isEmpty { archive[Key.subresources] = page.subresources.map(resource) }
        if !page.subframes.isEmpty { archive[Key.subframeArchives] = page.subframes.map(dictionary(of:)) }
        return archive
    }

    private static func serialize(_ root: [String: Any], binary: Bool, file: String) throws(SavedPageError) -> [UInt8] {
        do {
            let data = try PropertyListSerialization.data(fromPropertyList: root, format: binary ? .binary : .xml, options: 0)
            return [UInt8](data)
        } catch {
            throw SavedPageError(file: file, reason: "the web archive cannot be written: \(error.localizedDescription)")
        }
    }
}
