/// Reads lines from a file descriptor with `read` (no stdio buffering, and a signal that
/// interrupts a read is retried rather than taken for the end).
package struct LineReader {
    package let descriptor: Int32
    private var buffer: [UInt8] = []
    private var ended = false

    package init(descriptor: Int32) { self.descriptor = descriptor }

    /// The next line without its newline; nil at the end of the input (or on a read error).
    package mutating func nextLine() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                defer { buffer.removeSubrange(...newline) }
                return String(decoding: buffer[..<newline], as: UTF8.self)
            }
            if ended {
                guard !buffer.isEmpty else { return nil }
                defer { buffer.removeAll() }
                return String(decoding: buffer, as: UTF8.self)
            }
            ended = !((try? ProcessCalls.readAvailable(descriptor, into: &buffer)) ?? false)
        }
    }
}
