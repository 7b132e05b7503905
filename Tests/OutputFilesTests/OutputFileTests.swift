import Foundation
import Glibc
import OutputFiles
import Testing

/// Each kind of path a user may name for output, written as `OutputFile` promises, with
/// nothing else in the folder created or changed.
@Suite struct OutputFileTests {
    /// A fresh folder, removed afterwards.
    private final class Folder {
        let path: String
        init() throws {
            path = NSTemporaryDirectory() + "appexjs-output-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }
        func file(_ name: String) -> String { path + "/" + name }
        /// The folder's entries, sorted.
        var entries: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }
    }

    private func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    private func inode(_ path: String) -> UInt {
        var status = stat()
        _ = lstat(path, &status)
        return UInt(status.st_ino)
    }

    @Test func newFileIsCreatedAndNothingElse() throws {
        let folder = try Folder()
        try OutputFile.write("hello", to: folder.file("out.json"))
        #expect(try read(folder.file("out.json")) == "hello")
        #expect(folder.entries == ["out.json"])
    }

    @Test func regularFileIsReplacedAtomicallyKeepingItsPermissions() throws {
        let folder = try Folder()
        let path = folder.file("out.json")
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(chmod(path, 0o640) == 0)
        let before = inode(path)
        try OutputFile.write("new", to: path)
        #expect(try read(path) == "new")
        #expect(inode(path) != before, "a new file was renamed over the old one")
        var status = stat()
        #expect(stat(path, &status) == 0)
        #expect(status.st_mode & 0o777 == 0o640)
        #expect(folder.entries == ["out.json"])
    }

    @Test func symbolicLinkIsWrittenThroughAndStays() throws {
        let folder = try Folder()
        try FileManager.default.createDirectory(atPath: folder.file("real"), withIntermediateDirectories: false)
        try "old".write(toFile: folder.file("real/target.json"), atomically: false, encoding: .utf8)
        #expect(symlink("real/target.json", folder.file("link.json")) == 0)
        try OutputFile.write("new", to: folder.file("link.json"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("link.json")) == "real/target.json")
        #expect(try read(folder.file("real/target.json")) == "new")
        #expect(folder.entries == ["link.json", "real"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("real")) == ["target.json"])
    }

    @Test func danglingLinkCreatesTheFileItNames() throws {
        let folder = try Folder()
        #expect(symlink(folder.file("made.json"), folder.file("link.json")) == 0)
        try OutputFile.write("made", to: folder.file("link.json"))
        #expect(try read(folder.file("made.json")) == "made")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("link.json")) == folder.file("made.json"))
    }

    @Test func linkLoopIsAnError() throws {
        let folder = try Folder()
        #expect(symlink("b", folder.file("a")) == 0)
        #expect(symlink("a", folder.file("b")) == 0)
        #expect(throws: OutputFileError.self) { try OutputFile.write("x", to: folder.file("a")) }
        #expect(folder.entries == ["a", "b"])
    }

    @Test func fifoIsWrittenInPlace() throws {
        let folder = try Folder()
        let path = folder.file("pipe")
        #expect(mkfifo(path, 0o600) == 0)
        nonisolated(unsafe) var received = ""
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let descriptor = open(path, O_RDONLY)
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = Glibc.read(descriptor, &buffer, buffer.count)
                if count <= 0 { break }
                bytes += buffer[..<count]
            }
            close(descriptor)
            received = String(decoding: bytes, as: UTF8.self)
            done.signal()
        }
        try OutputFile.write("through the pipe", to: path)
        #expect(done.wait(timeout: .now() + 30) == .success)
        #expect(received == "through the pipe")
        var status = stat()
        #expect(lstat(path, &status) == 0 && status.st_mode & mode_t(S_IFMT) == mode_t(S_IFIFO), "the FIFO is still a FIFO")
        #expect(folder.entries == ["pipe"])
    }

    @Test func deviceIsWrittenInPlace() throws {
        try OutputFile.write("discarded", to: "/dev/null")
        var status = stat()
        #expect(lstat("/dev/null", &status) == 0 && status.st_mode & mode_t(S_IFMT) == mode_t(S_IFCHR))
    }

    @Test func fullDeviceIsOneClearError() throws {
        let error = try #require(throws: OutputFileError.self) { try OutputFile.write("x", to: "/dev/full") }
        #expect(error.description == "cannot write '/dev/full': No space left on device")
        var status = stat()
        #expect(lstat("/dev/full", &status) == 0 && status.st_mode & mode_t(S_IFMT) == mode_t(S_IFCHR))
    }

    @Test func folderIsRefused() throws {
        let folder = try Folder()
        let error = try #require(throws: OutputFileError.self) { try OutputFile.checkDestination(folder.path) }
        #expect(error.description == "cannot write '\(folder.path)': it is a folder; give a file name")
        #expect(error.isRefusedDestination)
        #expect(symlink(folder.path, folder.file("link")) == 0)
        #expect(throws: OutputFileError.self) { try OutputFile.write("x", to: folder.file("link")) }
        #expect(folder.entries == ["link"])
    }

    @Test func missingFolderIsRefused() throws {
        let error = try #require(throws: OutputFileError.self) {
            try OutputFile.checkDestination("/nonexistent-appexjs/out.json")
        }
        #expect(error.description == "cannot write '/nonexistent-appexjs/out.json': the folder '/nonexistent-appexjs' does not exist")
    }

    @Test func failedWriteLeavesTheOldFile() throws {
        let folder = try Folder()
        let path = folder.file("out.json")
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(chmod(folder.path, 0o500) == 0)
        defer { chmod(folder.path, 0o700) }
        guard access(folder.file("probe"), F_OK) != 0, geteuid() != 0 else { return }  // root writes anyway
        #expect(throws: OutputFileError.self) { try OutputFile.write("new", to: path) }
        #expect(try read(path) == "old")
    }

    @Test func appendingKeepsWhatItIsToldAndFollowsLinks() throws {
        let folder = try Folder()
        try "line 1\ntorn".write(toFile: folder.file("results.jsonl"), atomically: false, encoding: .utf8)
        #expect(symlink("results.jsonl", folder.file("link.jsonl")) == 0)
        do {
            let file = try OutputFile.openForAppending(folder.file("link.jsonl"), keepingFirst: 7)
            try file.append("line 2\n")
        }
        #expect(try read(folder.file("results.jsonl")) == "line 1\nline 2\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("link.jsonl")) == "results.jsonl")
        let appendingToDevice = try OutputFile.openForAppending("/dev/null", keepingFirst: 0)
        try appendingToDevice.append("x")
        #expect(throws: OutputFileError.self) { try OutputFile.openForAppending(folder.path, keepingFirst: 0) }
    }
}
