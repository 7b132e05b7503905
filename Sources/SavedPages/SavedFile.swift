import Glibc

/// One open file, read with POSIX calls: every call is one small function here (`open`,
/// `read`, `lseek`, `fstat`, `close`), and the descriptor is closed in `deinit`.
public final class SavedFile {
    /// The path it was opened with.
    public let path: String
    private let descriptor: Int32

    /// Opens `path` for reading. Wraps `open(2)` and `fstat(2)`.
    ///
    /// - Throws: the operating system's reason, or that it is a directory.
    public init(path: String) throws(SavedPageError) {
        self.path = path
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw SavedPageError(file: path, reason: String(cString: strerror(errno))) }
        self.descriptor = descriptor
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw SavedPageError(file: path, reason: String(cString: strerror(errno)))
        }
        guard (status.st_mode & S_IFMT) != S_IFDIR else { throw SavedPageError(file: path, reason: "it is a directory") }
        size = Int(status.st_size)
    }

    deinit {
        // Wraps close(2).
        close(descriptor)
    }

    /// The file's size when it was opened.
    public let size: Int

    /// Reads up to `count` bytes into `buffer` at `offset`, returning how many (0 at the end).
    /// Wraps `read(2)`, retried when interrupted.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(SavedPageError) -> Int {
        while true {
            let count = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 { return count }
            if errno == EINTR { continue }
            throw SavedPageError(file: path, reason: String(cString: strerror(errno)))
        }
    }

    /// Moves the read position to `offset` from the start. Wraps `lseek(2)`.
    func seek(to offset: Int) throws(SavedPageError) {
        guard lseek(descriptor, off_t(offset), SEEK_SET) >= 0 else {
            throw SavedPageError(file: path, reason: String(cString: strerror(errno)))
        }
    }

    /// Up to `count` bytes from the read position (fewer only at the end of the file).
    public func read(count: Int) throws(SavedPageError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var total = 0
        while total < count {
            let step = bytes.withUnsafeMutableBytes { buffer in
                Result { () throws(SavedPageError) in try self.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[total...])) }
            }
            let read = try step.get()
            if read == 0 { break }
            total += read
        }
        bytes.removeSubrange(total...)
        return bytes
    }

    /// The whole file, from the start.
    public static func readAll(_ path: String) throws(SavedPageError) -> [UInt8] {
        let file = try SavedFile(path: path)
        var bytes = try file.read(count: max(file.size, 0))
        // A file that grew since it was measured (or a special file that reports no size).
        while true {
            let more = try file.read(count: 64 * 1024)
            if more.isEmpty { return bytes }
            bytes += more
        }
    }
}
