public import SavedPages

/// Why a page could not be loaded: the file, where in it (a record, a part, a resource), and
/// what is wrong.
public struct PageLoadError: Error, Sendable, CustomStringConvertible {
    /// The error, as the container reader (or the file system) gave it.
    public let underlying: SavedPageError

    /// The file.
    public var path: String { underlying.file }
    /// Where in the file, for an archive: `WebMainResource`, `part 2`, `record <urn:uuid:…> at byte 1234`.
    public var location: String? { underlying.location }
    /// What went wrong.
    public var reason: String { underlying.reason }

    /// An error in `path`.
    public init(path: String, location: String? = nil, reason: String) {
        underlying = SavedPageError(file: path, location: location, reason: reason)
    }

    /// The error a container reader gave.
    init(_ error: SavedPageError) {
        underlying = error
    }

    /// `cannot read page 'x.mhtml': part 2: its base64 body is corrupt`.
    public var description: String {
        "cannot read page '\(path)': " + [location, reason].compactMap { $0 }.joined(separator: ": ")
    }
}
