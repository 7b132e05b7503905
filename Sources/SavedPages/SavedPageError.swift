/// Why a saved page could not be read or written: the file, the record or part, and what is
/// wrong, as one line.
public struct SavedPageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file.
    public var file: String
    /// Where in it: `WebMainResource`, `part 3`, `record <urn:uuid:…> at byte 1234`; nil for the
    /// file as a whole.
    public var location: String?
    /// What is wrong, and what to do where there is something to do.
    public var reason: String

    /// An error in `file` at `location`.
    public init(file: String, location: String? = nil, reason: String) {
        self.file = file
        self.location = location
        self.reason = reason
    }

    /// `page.mhtml: part 2: its boundary never appears; the file is cut short`.
    public var description: String {
        [file, location, reason].compactMap { $0 }.joined(separator: ": ")
    }
}
