extension UnsafeRawBufferPointer {
    /// The index of the first byte at or after `start` that is not ASCII, or `count` if there is none.
    ///
    /// Reads a machine word at a time, since saved pages are mostly ASCII markup.
    func endOfASCIIRun(from start: Int) -> Int {
        var index = start
        while index + 8 <= count {
            let word = loadUnaligned(fromByteOffset: index, as: UInt64.self)
            if word & 0x8080_8080_8080_8080 != 0 { break }
            index += 8
        }
        while index < count, self[index] < 0x80 { index += 1 }
        return index
    }
}
