import DOM

/// Looking at the page's source around a position libxml2 reports: where end tags are
/// (names compared ignoring ASCII case).
extension UnsafeRawBufferPointer {
    /// Whether the bytes just before `offset` are an end tag `</name>` (white space
    /// allowed before the `>`); `name` is lower-case.
    func endsWithEndTag(named name: UnsafeRawBufferPointer, at offset: Int) -> Bool {
        guard offset <= count, offset > 0, self[offset - 1] == UInt8(ascii: ">") else { return false }
        var end = offset - 1
        while end > 0, isASCIIWhitespace(self[end - 1]) { end -= 1 }
        let start = end - name.count
        guard start >= 2, self[start - 2] == UInt8(ascii: "<"), self[start - 1] == UInt8(ascii: "/") else { return false }
        return name.indices.allSatisfy { (self[start + $0] | 0x20) == name[$0] }
    }

    /// Whether the bytes just before `offset` are the end tag `</name>`.
    func endsWithEndTag(named name: StaticString, at offset: Int) -> Bool {
        name.withUTF8Buffer { endsWithEndTag(named: UnsafeRawBufferPointer($0), at: offset) }
    }

    /// Where the last `</name` starts.
    func lastEndTag(named name: String) -> Int? {
        let pattern = Array("</\(name)".utf8)
        guard count >= pattern.count else { return nil }
        return (0...(count - pattern.count)).reversed().first { hasEndTag(pattern, at: $0) }
    }

    /// Where the first end tag `</name` starts (followed by white space, `/`, `>` or the
    /// end of the input: an appropriate end tag for an element named `name`).
    func firstEndTag(named name: String) -> Int? {
        let pattern = Array("</\(name)".utf8)
        guard count >= pattern.count else { return nil }
        return (0...(count - pattern.count)).first { start in
            guard hasEndTag(pattern, at: start) else { return false }
            let next = start + pattern.count
            return next == count || isASCIIWhitespace(self[next]) || self[next] == UInt8(ascii: "/") || self[next] == UInt8(ascii: ">")
        }
    }

    /// Whether `pattern` (lower-case ASCII) is at `start`.
    private func hasEndTag(_ pattern: [UInt8], at start: Int) -> Bool {
        for (offset, byte) in pattern.enumerated() {
            if asciiLowercased(self[start + offset]) != byte { return false }
        }
        return true
    }
}
