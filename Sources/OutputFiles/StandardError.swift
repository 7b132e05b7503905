import Glibc

/// Writing diagnostics to standard error. A failure is ignored: there is nowhere left to
/// report it, and it must not stop the command (`FileHandle.write` traps on one).
public enum StandardError {
    /// Writes `text` as UTF-8.
    public static func write(_ text: String) {
        try? text.withUTF8Bytes { (bytes) throws(FileSystemCalls.Failure) in try FileSystemCalls.writeAll(STDERR_FILENO, bytes) }
    }
}
