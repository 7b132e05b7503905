public import Foundation

/// A file written to a fresh temporary folder for one test, removed by ``remove()``.
public struct TemporaryFile: Sendable {
    /// The folder holding it.
    public let folder: URL
    /// The file's path.
    public let path: String

    /// A file named `name` holding `bytes`.
    public init(name: String, bytes: [UInt8]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("appexjs-test-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        path = folder.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    /// The file's bytes now.
    public var bytes: [UInt8] {
        get throws { [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) }
    }

    /// Deletes the file and its folder.
    public func remove() { try? FileManager.default.removeItem(at: folder) }
}
