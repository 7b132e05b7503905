import Glibc
import Synchronization

/// Where writing a named path really goes: symbolic links followed to the file they end
/// at, and what kind of file is there.
struct Destination {
    /// What is at the end of the links.
    enum Kind {
        /// Nothing yet: a regular file is created.
        case absent
        /// A regular file.
        case regular
        /// A device, FIFO, socket: written in place.
        case special
    }

    /// The path after following links (the path as given when it is no link).
    let path: String
    let kind: Kind
    /// What `lstat` said about the file there, when there is one.
    let existingStatus: stat?

    /// How many links are followed before giving up, as the kernel's `ELOOP` limit.
    private static let linkLimit = 40

    /// Follows `path`'s symbolic links to the file they end at (a dangling one ends at the
    /// path it names) and checks that the end is not a folder and that its folder exists.
    init(resolving given: String) throws(OutputFileError) {
        let found: stat?
        let path: String
        do throws(FileSystemCalls.Failure) {
            found = try FileSystemCalls.statusIfPresent(given)
            // The kernel opens `/dev/stdout` and the other /proc links itself; a regular
            // file is replaced under its real name.
            if let found {
                path = found.isRegularFile ? try FileSystemCalls.realPath(given) : given
            } else {
                path = try Self.endOfDanglingLinks(from: given)
            }
        } catch {
            throw OutputFileError(path: given, reason: error.reason, isRefusedDestination: true)
        }
        if let found, found.isDirectory {
            throw OutputFileError(path: given, reason: "it is a folder; give a file name", isRefusedDestination: true)
        }
        let folder = Self.folder(of: path)
        if found == nil, (try? FileSystemCalls.statusIfPresent(folder))??.isDirectory != true {
            throw OutputFileError(path: given, reason: "the folder '\(folder)' does not exist", isRefusedDestination: true)
        }
        self.path = path
        self.existingStatus = found
        self.kind = found.map { $0.isRegularFile ? .regular : .special } ?? .absent
    }

    /// Where a path that leads to nothing ends: itself, or the path its chain of symbolic
    /// links names last.
    private static func endOfDanglingLinks(from given: String) throws(FileSystemCalls.Failure) -> String {
        var path = given
        for _ in 0...linkLimit {
            guard let status = try FileSystemCalls.linkStatus(path), status.isSymbolicLink else { return path }
            let target = try FileSystemCalls.linkTarget(path)
            path = target.hasPrefix("/") ? target : folder(of: path) + "/" + target
        }
        throw FileSystemCalls.Failure(code: ELOOP)
    }

    /// A name for the temporary file beside the destination: hidden, and unique to this
    /// process and write.
    var temporarySibling: String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let number = Self.serial.add(1, ordering: .relaxed).newValue
        return Self.folder(of: path) + "/.\(name).appexjs-\(FileSystemCalls.processID)-\(number).tmp"
    }

    /// Numbers the temporary files of this process. Atomic: threads writing outputs at once
    /// (a host's sessions, parallel tests) each get a name of their own; a plain variable gave
    /// two of them the same name (ThreadSanitizer found the race).
    private static let serial = Atomic<Int>(0)

    /// The folder `path` is in: `.` for a bare name, `/` for a name at the root.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
