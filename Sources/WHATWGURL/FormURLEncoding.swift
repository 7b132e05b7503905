/// The `application/x-www-form-urlencoded` format, as `URLSearchParams` and HTML forms use
/// it. UTF-8 only.
/// https://url.spec.whatwg.org/#application/x-www-form-urlencoded
public enum FormURLEncoding {
    /// Parses `input` into name-value pairs: split on "&", skip empty sequences, split each at
    /// its first "=", turn "+" into a space, percent-decode, and UTF-8 decode (invalid bytes
    /// become U+FFFD).
    ///
    /// https://url.spec.whatwg.org/#concept-urlencoded-string-parser and
    /// https://url.spec.whatwg.org/#concept-urlencoded-parser
    public static func parse(_ input: String) -> [(name: String, value: String)] {
        var output: [(name: String, value: String)] = []
        for bytes in input.utf8.split(separator: UInt8(ascii: "&")) {
            let name: Substring.UTF8View.SubSequence
            let value: Substring.UTF8View.SubSequence
            if let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
                name = bytes[..<equals]
                value = bytes[bytes.index(after: equals)...]
            } else {
                name = bytes
                value = bytes[bytes.endIndex...]
            }
            output.append((name: decode(name), value: decode(value)))
        }
        return output
    }

    /// Replaces "+" with a space, percent-decodes, and UTF-8 decodes without BOM.
    private static func decode(_ bytes: Substring.UTF8View.SubSequence) -> String {
        if !bytes.contains(UInt8(ascii: "+")) && !bytes.contains(UInt8(ascii: "%")) {
            return String(Substring(bytes))
        }
        let spaced = bytes.lazy.map { $0 == UInt8(ascii: "+") ? UInt8(ascii: " ") : $0 }
        return String(decoding: percentDecode(spaced), as: UTF8.self)
    }

    /// Serializes name-value pairs as "name=value" joined by "&", percent-encoding everything
    /// except ASCII alphanumerics, "*", "-", ".", "_", and writing spaces as "+".
    /// https://url.spec.whatwg.org/#concept-urlencoded-serializer
    public static func serialize(_ pairs: [(name: String, value: String)]) -> String {
        var output = ""
        for pair in pairs {
            if !output.isEmpty {
                output += "&"
            }
            output += utf8PercentEncode(pair.name, using: .formURLEncoded, spaceAsPlus: true)
            output += "="
            output += utf8PercentEncode(pair.value, using: .formURLEncoded, spaceAsPlus: true)
        }
        return output
    }
}
