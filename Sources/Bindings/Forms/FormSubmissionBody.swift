import WHATWGURL

/// What a `POST` form submission sends: the body's MIME type and its text.
public struct FormSubmissionBody: Sendable, Equatable, Codable {
    /// The MIME type (`multipart/form-data; boundary=…` for multipart bodies).
    public var contentType: String
    /// The body. A file input that chose no file sends an empty file.
    public var text: String
}

extension FormSubmissionBody {
    /// The entries as `application/x-www-form-urlencoded`.
    ///
    /// https://url.spec.whatwg.org/#concept-urlencoded-serializer
    static func urlEncoded(_ entries: [FormEntry]) -> FormSubmissionBody {
        FormSubmissionBody(contentType: "application/x-www-form-urlencoded", text: urlEncodedText(entries))
    }

    /// The `application/x-www-form-urlencoded` text of the entries (a `GET` submission's query).
    static func urlEncodedText(_ entries: [FormEntry]) -> String {
        FormURLEncoding.serialize(nameValuePairs(entries))
    }

    /// The entries as `text/plain`: a `name=value` line each, ended by CR LF.
    ///
    /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#text/plain-encoding-algorithm
    static func plainText(_ entries: [FormEntry]) -> FormSubmissionBody {
        let text = nameValuePairs(entries).map { "\($0.name)=\($0.value)\r\n" }.joined()
        return FormSubmissionBody(contentType: "text/plain", text: text)
    }

    /// The entries as `multipart/form-data` (RFC 7578), with a boundary found in none of
    /// them. Browsers pick a random boundary; a fixed one keeps results comparable run to run.
    ///
    /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#multipart/form-data-encoding-algorithm
    static func multipart(_ entries: [FormEntry]) -> FormSubmissionBody {
        let normalized = entries.map { entry in
            FormEntry(name: normalizingLineBreaks(entry.name), value: entry.value.map(normalizingLineBreaks))
        }
        var boundary = "----appexjsFormBoundary"
        var suffix = 0
        while normalized.contains(where: { $0.name.contains(boundary) || ($0.value?.contains(boundary) ?? false) }) {
            suffix += 1
            boundary = "----appexjsFormBoundary\(suffix)"
        }
        var text = ""
        for entry in normalized {
            text += "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(escapingMultipartName(entry.name))\""
            if let value = entry.value {
                text += "\r\n\r\n\(value)\r\n"
            } else {
                text += "; filename=\"\"\r\nContent-Type: application/octet-stream\r\n\r\n\r\n"
            }
        }
        text += "--\(boundary)--\r\n"
        return FormSubmissionBody(contentType: "multipart/form-data; boundary=\(boundary)", text: text)
    }

    /// The entries as name-value pairs: a file that was not chosen gives its (empty) file
    /// name, and line breaks become CR LF.
    ///
    /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#converting-an-entry-list-to-a-list-of-name-value-pairs
    static func nameValuePairs(_ entries: [FormEntry]) -> [(name: String, value: String)] {
        entries.map { (normalizingLineBreaks($0.name), normalizingLineBreaks($0.value ?? "")) }
    }

    /// Every CR not followed by LF, and every LF not after CR, becomes CR LF.
    static func normalizingLineBreaks(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x0D || $0 == 0x0A }) else { return text }
        var result = ""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\r": result += "\r\n"
            case "\n" where previous == "\r": break
            case "\n": result += "\r\n"
            default: result.unicodeScalars.append(scalar)
            }
            previous = scalar
        }
        return result
    }

    /// A multipart name with LF, CR and `"` percent-encoded.
    private static func escapingMultipartName(_ name: String) -> String {
        var result = ""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "\n": result += "%0A"
            case "\r": result += "%0D"
            case "\"": result += "%22"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
