package import Foundation

/// The system calls the corpus runner makes to start and watch its workers, one small
/// function per call (as swift-system's `Syscalls.swift` does), with typed errors outside.
package enum ProcessCalls {
    /// A system call that failed, with what it was doing and `errno`'s text.
    package struct Failure: Error, CustomStringConvertible {
        package let operation: String
        package let code: Int32
        package var description: String { "\(operation) failed: \(String(cString: strerror(code)))" }
    }

    /// How a process ended.
    package enum Termination: Equatable {
        case exited(Int32)
        case signaled(Int32)

        /// `exited with status 1`, `killed by signal 6 (Aborted)`.
        package var description: String {
            switch self {
            case .exited(let status): return "exited with status \(status)"
            case .signaled(let signal): return "was killed by signal \(signal) (\(String(cString: strsignal(signal))))"
            }
        }
    }

    /// A pipe whose two ends are closed on `exec` (so no other worker inherits them).
    /// Wraps `pipe` and `fcntl(F_SETFD, FD_CLOEXEC)` (`pipe2` is not visible to Swift;
    /// the runner starts workers from one thread, so nothing can spawn in between).
    package static func makePipe() throws(Failure) -> (read: Int32, write: Int32) {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { throw Failure(operation: "pipe", code: errno) }
        for descriptor in descriptors where fcntl(descriptor, F_SETFD, FD_CLOEXEC) != 0 {
            let code = errno
            descriptors.forEach { _ = close($0) }
            throw Failure(operation: "fcntl FD_CLOEXEC", code: code)
        }
        return (descriptors[0], descriptors[1])
    }

    /// Starts `executable` with `arguments` and `environment` (`NAME=value` entries), its
    /// standard input, output and error on the given descriptors. Wraps `posix_spawn`.
    package static func spawn(
        _ executable: String, arguments: [String], environment: [String], standardInput: Int32, standardOutput: Int32,
        standardError: Int32
    ) throws(Failure) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, standardInput, 0)
        posix_spawn_file_actions_adddup2(&actions, standardOutput, 1)
        posix_spawn_file_actions_adddup2(&actions, standardError, 2)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { for string in argv + envp { free(string) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard result == 0 else { throw Failure(operation: "posix_spawn \(executable)", code: result) }
        return pid
    }

    /// Waits until one of `descriptors` can be read (or hung up) or `milliseconds` pass;
    /// the events of each. Wraps `poll`.
    package static func pollReadable(_ descriptors: [Int32], milliseconds: Int32) throws(Failure) -> [Int16] {
        var entries = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        while true {
            if poll(&entries, nfds_t(entries.count), milliseconds) >= 0 { return entries.map(\.revents) }
            guard errno == EINTR else { throw Failure(operation: "poll", code: errno) }
        }
    }

    /// Reads what is available (at most 64 KB) into `buffer`; false at end of file.
    /// Wraps `read`.
    package static func readAvailable(_ descriptor: Int32, into buffer: inout [UInt8]) throws(Failure) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer.append(contentsOf: chunk[..<count])
                return true
            }
            if count == 0 { return false }
            guard errno == EINTR else { throw Failure(operation: "read", code: errno) }
        }
    }

    /// Writes all of `bytes`. Wraps `write`.
    package static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count >= 0 {
                offset += count
            } else if errno != EINTR {
                throw Failure(operation: "write", code: errno)
            }
        }
    }

    /// Closes `descriptor`. Wraps `close`.
    package static func closeDescriptor(_ descriptor: Int32) {
        _ = close(descriptor)
    }

    /// How `pid` ended, when it has; nil while it runs. Wraps `waitpid(WNOHANG)`.
    package static func exitIfEnded(_ pid: pid_t) -> Termination? {
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        guard result == pid else { return result < 0 && errno != EINTR ? .exited(-1) : nil }
        return termination(status)
    }

    /// Sends SIGKILL to `pid`. Wraps `kill`.
    package static func killProcess(_ pid: pid_t) {
        _ = kill(pid, SIGKILL)
    }

    /// Waits for `pid` to end and reaps it. Wraps `waitpid`.
    package static func waitForExit(_ pid: pid_t) -> Termination {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return .exited(-1) }
        }
        return termination(status)
    }

    /// Decodes a `waitpid` status (`WIFSIGNALED`, `WTERMSIG` and `WEXITSTATUS`, which are macros).
    private static func termination(_ status: Int32) -> Termination {
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
    }

    /// Makes writing to a pipe whose reader died fail with `EPIPE` instead of killing
    /// this process. Wraps `signal(SIGPIPE, SIG_IGN)`.
    package static func ignoreBrokenPipes() {
        _ = signal(SIGPIPE, SIG_IGN)
    }

    /// Ends this process at once with `status`, running no exit handlers (another thread may
    /// be stuck in the page). Wraps `_exit`.
    package static func exitNow(_ status: Int32) -> Never {
        _exit(status)
    }

    /// Whether `descriptor` is a terminal. Wraps `isatty`.
    package static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// The path of this process's executable. Wraps `readlink("/proc/self/exe")`.
    package static func currentExecutable() throws(Failure) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { throw Failure(operation: "readlink /proc/self/exe", code: errno) }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The resident and peak resident memory of `pid` in kilobytes (`VmRSS` and `VmHWM`
    /// of `/proc/<pid>/status`); nil when the process is gone.
    package static func residentMemory(of pid: pid_t) -> (current: Int, peak: Int)? {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/status") else { return nil }
        var current: Int?
        var peak: Int?
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            if line.hasPrefix("VmRSS:") { current = kilobytes(line) }
            if line.hasPrefix("VmHWM:") { peak = kilobytes(line) }
        }
        guard let current else { return nil }
        return (current, peak ?? current)
    }

    /// `VmRSS:	  12345 kB` → 12345.
    private static func kilobytes(_ line: Substring) -> Int? {
        line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first.flatMap { Int($0) }
    }
}
