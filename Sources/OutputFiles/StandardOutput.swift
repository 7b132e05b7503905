@preconcurrency import Glibc

/// Writing the command's output to standard output, where a full disk or a reader that
/// went away is an error to report, not a trap or a silent death by `SIGPIPE`.
public enum StandardOutput {
    /// How errors name standard output.
    static let name = "standard output"

    /// Makes a write to a closed pipe fail with `EPIPE` (reported) instead of killing the
    /// process; call it once before writing.
    public static func reportBrokenPipes() {
        FileSystemCalls.ignoreBrokenPipes()
    }

    /// Writes all of `bytes`.
    public static func write(_ bytes: UnsafeRawBufferPointer) throws(OutputFileError) {
        do {
            try FileSystemCalls.writeAll(STDOUT_FILENO, bytes)
        } catch {
            throw OutputFileError(path: name, reason: reason(for: error.code))
        }
    }

    /// Writes `text` as UTF-8.
    public static func write(_ text: String) throws(OutputFileError) {
        try text.withUTF8Bytes { (bytes) throws(OutputFileError) in try write(bytes) }
    }

    /// Flushes what `print` buffered: fails when that or an earlier buffered write failed
    /// (`fflush`, `ferror`).
    public static func flushBufferedWrites() throws(OutputFileError) {
        if fflush(stdout) != 0 || ferror(stdout) != 0 {
            let code = errno
            throw OutputFileError(path: name, reason: reason(for: code == 0 ? EIO : code))
        }
    }

    private static func reason(for code: Int32) -> String {
        code == EPIPE ? "the reader closed the pipe" : FileSystemCalls.Failure(code: code).reason
    }
}
