public import Foundation

/// What running a command produced.
public struct CommandResult: Sendable {
    /// The exit status.
    public let status: Int32
    /// Standard output.
    public let standardOutput: String
    /// Standard error.
    public let standardError: String
}

/// The built `appexjs` executable, beside the test bundle in the build folder.
public var appexjsExecutable: URL {
    let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    return testBinary.deletingLastPathComponent().appendingPathComponent("appexjs")
}

/// Runs `executable` with `arguments` in `directory`, with `environment` added to this
/// process's and `standardInput` (nothing when nil) on its stdin, and waits for it.
public func runCommand(
    _ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String] = [:],
    standardInput: Data? = nil
) throws -> CommandResult {
    let process = Process()
    if let standardInput {
        // From a file, so a child that does not read it all cannot block this process.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("appexjs-stdin-\(UUID().uuidString)")
        try standardInput.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        process.standardInput = try FileHandle(forReadingFrom: file)
    }
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Read both pipes to the end before waiting, so a full pipe cannot block the child.
    let group = DispatchGroup()
    nonisolated(unsafe) var outputData = Data()
    nonisolated(unsafe) var errorData = Data()
    group.enter()
    DispatchQueue.global().async {
        outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.leave()
    }
    errorData = error.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return CommandResult(
        status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
        standardError: String(decoding: errorData, as: UTF8.self))
}
