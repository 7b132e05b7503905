/// An output file open for appending (see ``OutputFile/openForAppending(_:keepingFirst:)``).
/// Closed when released.
public final class AppendingFile {
    /// The path as the user named it.
    public let path: String
    private let descriptor: Int32

    init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    deinit { try? FileSystemCalls.close(descriptor) }

    /// Appends `text` as UTF-8 in one write.
    public func append(_ text: String) throws(OutputFileError) {
        do {
            try text.withUTF8Bytes { (bytes) throws(FileSystemCalls.Failure) in try FileSystemCalls.writeAll(descriptor, bytes) }
        } catch {
            throw OutputFileError(path: path, reason: error.reason)
        }
    }
}
