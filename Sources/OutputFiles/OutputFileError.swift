/// Why an output could not be written: the path as the user named it, and the reason.
public struct OutputFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path as given (`standard output` for stdout).
    public let path: String
    /// What went wrong, in words: `it is a folder; give a file name`, `No space left on device`.
    public let reason: String
    /// Whether the path was refused before anything was written (a folder, a missing folder).
    public let isRefusedDestination: Bool

    init(path: String, reason: String, isRefusedDestination: Bool = false) {
        self.path = path
        self.reason = reason
        self.isRefusedDestination = isRefusedDestination
    }

    /// `cannot write 'out.json': No space left on device`.
    public var description: String {
        path == StandardOutput.name ? "cannot write to standard output: \(reason)" : "cannot write '\(path)': \(reason)"
    }
}
