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

    private func write(to output: inout String, indent: Int?) {
        switch self {
        case .string(let string): JSONText.writeString(string, to: &output)
        case .integer(let integer): output += String(integer)
        case .real(let real): output += JSONText.number(real)
        case .boolean(let boolean): output += boolean ? "true" : "false"
        case .date(let date): JSONText.writeString(JSONText.iso8601(date), to: &output)
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
                element.write(to: &output, indent: indent.map { $0 + 1 })
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
                dictionary[key]!.write(to: &output, indent: indent.map { $0 + 1 })
            }
            JSONText.newline(&output, indent)
            output += "}"
        }
    }
}

/// Pieces of JSON text.
enum JSONText {
    /// Appends `string` as a JSON string literal.
    static func writeString(_ string: String, to output: inout String) {
        output += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case "\u{2028}": output += "\\u2028"
            case "\u{2029}": output += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
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
