import Foundation

/// MIME types as archives write them in headers (`text/html; charset="utf-8"`): the essence and
/// the parameters.
///
/// https://mimesniff.spec.whatwg.org/#parsing-a-mime-type
enum MediaType {
    /// The type and subtype, lower-cased and trimmed (`text/html`).
    static func essence(_ value: String) -> String {
        let essence = value.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return essence.trimmingCharacters(in: .whitespaces).lowercased()
    }

    /// The value of the parameter `name` (ASCII case-insensitively), unquoted, or nil.
    static func parameter(_ name: String, in value: String) -> String? {
        var parameters = value.split(separator: ";", omittingEmptySubsequences: false).dropFirst()
        while let parameter = parameters.popFirst() {
            guard let equals = parameter.firstIndex(of: "=") else { continue }
            let key = parameter[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            guard key == name.lowercased() else { continue }
            var raw = parameter[parameter.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if raw.hasPrefix("\"") {
                // A quoted value may hold ';' (rejoined) and backslash escapes.
                while !raw.dropFirst().contains("\""), let next = parameters.popFirst() { raw += ";" + next }
                var unquoted = ""
                var escaped = false
                for character in raw.dropFirst() {
                    if escaped {
                        unquoted.append(character)
                        escaped = false
                    } else if character == "\\" {
                        escaped = true
                    } else if character == "\"" {
                        break
                    } else {
                        unquoted.append(character)
                    }
                }
                return unquoted
            }
            return raw
        }
        return nil
    }
}
