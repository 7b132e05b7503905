import Glibc

/// The system calls output files are written with, one small function per call (as
/// swift-system's `Syscalls.swift` does). Each returns the call's result or throws the
/// `errno` it failed with; interrupted calls are retried.
enum FileSystemCalls {
    /// A failed call's `errno`.
    struct Failure: Error {
        let code: Int32
        /// `strerror`'s text: `No space left on device`.
        var reason: String { String(cString: strerror(code)) }
    }

    /// What `lstat` says about `path` without following a final symbolic link; nil when
    /// nothing is there. Wraps `lstat`.
    static func linkStatus(_ path: String) throws(Failure) -> stat? {
        var status = stat()
        if lstat(path, &status) == 0 { return status }
        if errno == ENOENT { return nil }
        throw Failure(code: errno)
    }

    /// What `stat` says about `path`, following symbolic links; nil when nothing is at the
    /// end of them. Wraps `fstatat`.
    static func statusIfPresent(_ path: String) throws(Failure) -> stat? {
        var status = stat()
        if fstatat(AT_FDCWD, path, &status, 0) == 0 { return status }
        if errno == ENOENT { return nil }
        throw Failure(code: errno)
    }

    /// `path` with every symbolic link and `.`/`..` resolved. Wraps `realpath`.
    static func realPath(_ path: String) throws(Failure) -> String {
        guard let resolved = realpath(path, nil) else { throw Failure(code: errno) }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// What `fstat` says about an open descriptor. Wraps `fstat`.
    static func status(of descriptor: Int32) throws(Failure) -> stat {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Failure(code: errno) }
        return status
    }

    /// The target a symbolic link names, as written in the link. Wraps `readlink`.
    static func linkTarget(_ path: String) throws(Failure) -> String {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = buffer.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { readlink(path, $0.baseAddress!, $0.count - 1) }
        }
        guard count >= 0 else { throw Failure(code: errno) }
        return String(decoding: buffer[..<count], as: UTF8.self)
    }

    /// Opens `path` with `flags` (and `mode` when creating). Wraps `open`.
    static func open(_ path: String, _ flags: Int32, mode: mode_t = 0o666) throws(Failure) -> Int32 {
        while true {
            let descriptor = Glibc.open(path, flags | O_CLOEXEC, mode)
            if descriptor >= 0 { return descriptor }
            guard errno == EINTR else { throw Failure(code: errno) }
        }
    }

    /// Writes all of `bytes` to `descriptor`. Wraps `write`.
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            let count = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count > 0 {
                offset += count
            } else if count == 0 || errno != EINTR {
                throw Failure(code: count == 0 ? EIO : errno)
            }
        }
    }

    /// Closes `descriptor`, reporting a failure (a delayed write error). Wraps `close`.
    static func close(_ descriptor: Int32) throws(Failure) {
        guard Glibc.close(descriptor) == 0 else { throw Failure(code: errno) }
    }

    /// Cuts a file to `length` bytes. Wraps `ftruncate`.
    static func truncate(_ descriptor: Int32, to length: Int) throws(Failure) {
        guard ftruncate(descriptor, off_t(length)) == 0 else { throw Failure(code: errno) }
    }

    /// Gives an open file `mode`'s permission bits. Wraps `fchmod`.
    static func setMode(_ descriptor: Int32, _ mode: mode_t) throws(Failure) {
        guard fchmod(descriptor, mode & 0o7777) == 0 else { throw Failure(code: errno) }
    }

    /// Gives an open file an owner and group. Wraps `fchown`.
    static func setOwner(_ descriptor: Int32, user: uid_t, group: gid_t) throws(Failure) {
        guard fchown(descriptor, user, group) == 0 else { throw Failure(code: errno) }
    }

    /// Whether this process runs as root. Wraps `geteuid`.
    static var isRoot: Bool { geteuid() == 0 }

    /// Renames `source` over `destination` in one step. Wraps `rename`.
    static func rename(_ source: String, over destination: String) throws(Failure) {
        guard Glibc.rename(source, destination) == 0 else { throw Failure(code: errno) }
    }

    /// Removes a file, ignoring failure. Wraps `unlink`.
    static func removeQuietly(_ path: String) {
        _ = unlink(path)
    }

    /// This process's id. Wraps `getpid`.
    static var processID: Int32 { getpid() }

    /// Makes writing to a pipe whose reader is gone fail with `EPIPE` instead of killing
    /// the process. Wraps `signal(SIGPIPE, SIG_IGN)`.
    static func ignoreBrokenPipes() {
        _ = signal(SIGPIPE, SIG_IGN)
    }
}

extension stat {
    /// The kind bits of `st_mode` (`S_IFMT`; the macros are not visible to Swift).
    var fileKind: mode_t { st_mode & mode_t(S_IFMT) }
    var isRegularFile: Bool { fileKind == mode_t(S_IFREG) }
    var isDirectory: Bool { fileKind == mode_t(S_IFDIR) }
    var isSymbolicLink: Bool { fileKind == mode_t(S_IFLNK) }
}
