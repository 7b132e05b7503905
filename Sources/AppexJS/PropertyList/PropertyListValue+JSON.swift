import Foundation

extension PropertyListValue {
    /// The value as JSON text with keys sorted, so outputs diff cleanly.
    ///
    /// Dates are written as ISO 8601 strings with milliseconds, data as base64 strings;
    /// integers and reals as numbers (reals always keep a fraction or exponent, so `2.0`
    /// stays a real when read back).
    public func jsonText(pretty: Bool = true) -> String {
        var output = ""
        write(to: &output, indent: pretty ? 0 : nil)
        return output
    }

    /// One line in JSON's notation, but with dates and data marked as what they are
    /// (`{"saved":date(2025-01-31T09:30:00.000Z),"icon":data(1234 bytes)}`), for logs and
    /// test failures.
    public var description: String {
        var output = ""
        write(to: &output, indent: nil, marksKinds: true)
        return output
    }

    private func write(to output: inout String, indent: Int?, marksKinds: Bool = false) {
        switch self {
        case .string(let string): JSONText.writeString(string, to: &output)
        case .integer(let integer): output += String(integer)
        case .real(let real): output += JSONText.number(real)
        case .boolean(let boolean): output += boolean ? "true" : "false"
        case .date(let date) where marksKinds: output += "date(\(JSONText.iso8601(date)))"
        case .date(let date): JSONText.writeString(JSONText.iso8601(date), to: &output)
        case .data(let data) where marksKinds: output += "data(\(data.count) bytes)"
        case .data(let data): JSONText.writeString(data.base64EncodedString(), to: &output)
        case .null: output += "null"
        case .array(let array):
            guard !array.isEmpty else {
                output += "[]"
                return
            }
            output += "["
            for (index, element) in array.enumerated() {
                if index > 0 { output += "," }
                JSONText.newline(&output, indent.map { $0 + 1 })
                element.write(to: &output, indent: indent.map { $0 + 1 }, marksKinds: marksKinds)
            }
            JSONText.newline(&output, indent)
            output += "]"
        case .dictionary(let dictionary):
            guard !dictionary.isEmpty else {
                output += "{}"
                return
            }
            output += "{"
            for (index, key) in dictionary.keys.sorted().enumerated() {
                if index > 0 { output += "," }
                JSONText.newline(&output, indent.map { $0 + 1 })
                JSONText.writeString(key, to: &output)
                output += indent == nil ? ":" : ": "
                dictionary[key]!.write(to: &output, indent: indent.map { $0 + 1 }, marksKinds: marksKinds)
            }
            JSONText.newline(&output, indent)
            output += "}"
        }
    }
}

/// Pieces of JSON text.
enum JSONText {
    /// Appends `string` as a JSON string literal: quotation mark, reverse solidus and
    /// control characters escaped, and U+2028 and U+2029 too (so the text is also valid
    /// JavaScript). Runs of UTF-8 that need no escape are copied whole: results such as
    /// an article's HTML are long, and a corpus run writes every page's results twice
    /// (the worker's answer, then the results file).
    static func writeString(_ string: String, to output: inout String) {
        output += "\""
        var string = string
        string.withUTF8 { bytes in
            var runStart = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                let escape: String
                var width = 1
                switch byte {
                case 0x22: escape = "\\\""
                case 0x5C: escape = "\\\\"
                case 0x00..<0x20: escape = controlEscape(byte)
                case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] & 0xFE) == 0xA8:
                    escape = bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                    width = 3
                default:
                    index += 1
                    continue
                }
                // Runs end before an ASCII byte or a lead byte, so each is whole UTF-8.
                if runStart < index { output += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<index]), as: UTF8.self) }
                output += escape
                index += width
                runStart = index
            }
            if runStart < bytes.count {
                output += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart...]), as: UTF8.self)
            }
        }
        output += "\""
    }

    /// The escape of a control character: the short form where JSON has one, else `\u00XX`.
    private static func controlEscape(_ byte: UInt8) -> String {
        switch byte {
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x09: return "\\t"
        case 0x08: return "\\b"
        case 0x0C: return "\\f"
        default:
            let hex = String(byte, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }

    /// A finite double as a JSON number that reads back as a real.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let text = "\(value)"
        return text
    }

    static func newline(_ output: inout String, _ indent: Int?) {
        guard let indent else { return }
        output += "\n" + String(repeating: "  ", count: indent)
    }

    /// `2024-01-02T03:04:05.678Z`.
    static func iso8601(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }
}
