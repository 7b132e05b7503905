/// Header fields as MIME, HTTP and WARC write them: `Name: value` lines up to an empty line,
/// a line starting with white space continuing the one before (folding), CRLF or LF line ends.
///
/// https://www.rfc-editor.org/rfc/rfc5322#section-2.2 (RFC 9112 and ISO 28500 use the same shape)
public struct HeaderFields: Sendable, Equatable {
    /// The fields in order, names as written, values unfolded and trimmed.
    public private(set) var fields: [(name: String, value: String)] = []

    public static func == (lhs: HeaderFields, rhs: HeaderFields) -> Bool {
        lhs.fields.map(\.name) == rhs.fields.map(\.name) && lhs.fields.map(\.value) == rhs.fields.map(\.value)
    }

    /// No fields.
    public init() {}

    /// The value of the first field named `name` (ASCII case-insensitively).
    public subscript(name: String) -> String? {
        let lowered = name.lowercased()
        return fields.first { $0.name.lowercased() == lowered }?.value
    }

    /// Adds a field.
    public mutating func append(_ name: String, _ value: String) {
        fields.append((name, value))
    }

    /// Removes every field named `name`.
    public mutating func remove(_ name: String) {
        let lowered = name.lowercased()
        fields.removeAll { $0.name.lowercased() == lowered }
    }

    /// Sets the field `name`, replacing the first one of that name in place, or adding it.
    public mutating func set(_ name: String, _ value: String) {
        let lowered = name.lowercased()
        guard let index = fields.firstIndex(where: { $0.name.lowercased() == lowered }) else {
            fields.append((name, value))
            return
        }
        fields[index].value = value
        fields = fields.enumerated().filter { $0.offset == index || $0.element.name.lowercased() != lowered }.map(\.element)
    }

    /// The fields written as lines ending in CRLF, and the empty line after them.
    public var text: String {
        fields.map { "\($0.name): \($0.value)\r\n" }.joined() + "\r\n"
    }

    /// Reads the fields at the start of `bytes`; `nil` when the empty line that ends them never
    /// comes. Also returns the offset just after that empty line.
    public static func parse(_ bytes: ArraySlice<UInt8>) -> (fields: HeaderFields, end: Int)? {
        var headers = HeaderFields()
        var index = bytes.startIndex
        while index < bytes.endIndex {
            guard let lineFeed = bytes[index...].firstIndex(of: 0x0A) else { return nil }
            var lineEnd = lineFeed
            if lineEnd > index, bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            let line = bytes[index..<lineEnd]
            index = lineFeed + 1
            if line.isEmpty { return (headers, index) }
            let text = String(decoding: line, as: UTF8.self)
            if let first = line.first, first == 0x20 || first == 0x09, !headers.fields.isEmpty {
                // A folded line continues the field before.
                headers.fields[headers.fields.count - 1].value += " " + text.trimmingWhitespace()
                continue
            }
            guard let colon = text.firstIndex(of: ":") else { continue }
            headers.fields.append((String(text[..<colon]).trimmingWhitespace(), String(text[text.index(after: colon)...]).trimmingWhitespace()))
        }
        return nil
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    func trimmingWhitespace() -> String {
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
