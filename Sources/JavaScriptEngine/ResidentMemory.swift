import Glibc

/// The process's resident memory: what the memory limit counts.
public enum ResidentMemory {
    /// The resident set size in bytes (`/proc/self/statm`'s second field, in pages), or nil
    /// when it cannot be read. Allocates nothing in the engine, so a garbage collection's
    /// finalizer may call it.
    public static func bytes() -> Int? {
        let descriptor = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = (0 as UInt64, 0 as UInt64, 0 as UInt64, 0 as UInt64, 0 as UInt64, 0 as UInt64, 0 as UInt64, 0 as UInt64)
        return withUnsafeMutableBytes(of: &buffer) { bytes -> Int? in
            let count = read(descriptor, bytes.baseAddress, bytes.count)
            guard count > 0 else { return nil }
            // "size resident shared …": the second number.
            var field = 0
            var value = 0
            for byte in bytes[..<count] {
                if byte == UInt8(ascii: " ") {
                    if field == 1 { break }
                    field += 1
                    value = 0
                } else if field == 1, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                    value = value * 10 + Int(byte - UInt8(ascii: "0"))
                }
            }
            return field == 1 ? value * Int(sysconf(Int32(_SC_PAGESIZE))) : nil
        }
    }
}
