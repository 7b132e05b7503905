import Glibc

/// Writing a file the user named (`--output`, `--write-page`, reports, golden files)
/// without touching anything else:
///
/// - a regular file, or a path where nothing is yet, is replaced atomically: written to a
///   temporary file beside it, which is renamed over it, so a failed write leaves the old
///   file and a reader never sees a partial one; a file that was there keeps its
///   permissions (and, when root writes it, its owner);
/// - a symbolic link is written through: the file it points to is replaced, the link stays;
/// - a device, FIFO or other file that is not regular (`/dev/stdout`, `/dev/null`) is
///   opened and written directly, never replaced or removed;
/// - a folder is an error, and so is a folder that does not exist.
public enum OutputFile {
    /// Fails unless `path` can be written: its folder exists and it is not a folder.
    /// Checked before work starts, so a run does not fail at its end.
    public static func checkDestination(_ path: String) throws(OutputFileError) {
        _ = try Destination(resolving: path)
    }

    /// Writes `bytes` to `path` as the type's summary says.
    public static func write(_ bytes: UnsafeRawBufferPointer, to path: String) throws(OutputFileError) {
        let destination = try Destination(resolving: path)
        do throws(FileSystemCalls.Failure) {
            switch destination.kind {
            case .absent, .regular:
                try replaceAtomically(destination, with: bytes)
            case .special:
                let descriptor = try FileSystemCalls.open(destination.path, O_WRONLY)
                do {
                    try FileSystemCalls.writeAll(descriptor, bytes)
                } catch {
                    try? FileSystemCalls.close(descriptor)
                    throw error
                }
                try FileSystemCalls.close(descriptor)
            }
        } catch {
            throw OutputFileError(path: path, reason: error.reason)
        }
    }

    /// Writes `text` as UTF-8 to `path` as the type's summary says.
    public static func write(_ text: String, to path: String) throws(OutputFileError) {
        try text.withUTF8Bytes { (bytes) throws(OutputFileError) in try write(bytes, to: path) }
    }

    /// Opens `path` to append to it (a results file that grows line by line), creating a
    /// regular file when there is none. A symbolic link is followed; a device or FIFO is
    /// written as it is. With `keepingFirst`, a regular file is first cut to that many
    /// bytes (0 starts it afresh); other files are never cut.
    public static func openForAppending(_ path: String, keepingFirst length: Int) throws(OutputFileError) -> AppendingFile {
        let destination = try Destination(resolving: path)
        do throws(FileSystemCalls.Failure) {
            let descriptor = try FileSystemCalls.open(destination.path, O_WRONLY | O_CREAT | O_APPEND)
            do {
                if try FileSystemCalls.status(of: descriptor).isRegularFile {
                    try FileSystemCalls.truncate(descriptor, to: length)
                }
            } catch {
                try? FileSystemCalls.close(descriptor)
                throw error
            }
            return AppendingFile(path: path, descriptor: descriptor)
        } catch {
            throw OutputFileError(path: path, reason: error.reason)
        }
    }

    /// Writes to a temporary file in the destination's folder and renames it over the
    /// destination.
    private static func replaceAtomically(_ destination: Destination, with bytes: UnsafeRawBufferPointer) throws(FileSystemCalls.Failure) {
        let temporary = destination.temporarySibling
        let descriptor = try FileSystemCalls.open(temporary, O_WRONLY | O_CREAT | O_EXCL)
        do {
            if let existing = destination.existingStatus {
                try FileSystemCalls.setMode(descriptor, existing.st_mode)
                if FileSystemCalls.isRoot {
                    try FileSystemCalls.setOwner(descriptor, user: existing.st_uid, group: existing.st_gid)
                }
            }
            try FileSystemCalls.writeAll(descriptor, bytes)
            try FileSystemCalls.close(descriptor)
        } catch {
            try? FileSystemCalls.close(descriptor)
            FileSystemCalls.removeQuietly(temporary)
            throw error
        }
        do {
            try FileSystemCalls.rename(temporary, over: destination.path)
        } catch {
            FileSystemCalls.removeQuietly(temporary)
            throw error
        }
    }
}
