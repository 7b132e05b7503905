// `data:` URLs: what they hold.
// https://fetch.spec.whatwg.org/#data-urls

extension URLRecord {
    /// What a `data:` URL holds: its MIME type as written (`text/plain;charset=US-ASCII` when
    /// empty) and its body, percent-decoded, then base64-decoded when the type ends in
    /// `;base64`. Nil for another scheme, a URL without a comma, or base64 that does not
    /// decode.
    ///
    /// https://fetch.spec.whatwg.org/#data-url-processor
    public var dataURLContents: (mimeType: String, body: [UInt8])? {
        guard scheme == "data" else { return nil }
        let input = Array(serialized(excludingFragment: true).utf8.dropFirst(5))
        guard let comma = input.firstIndex(of: UInt8(ascii: ",")) else { return nil }
        var mimeType = Array(input[..<comma])
        while let first = mimeType.first, isWhitespace(first) { mimeType.removeFirst() }
        while let last = mimeType.last, isWhitespace(last) { mimeType.removeLast() }
        var body = percentDecode(input[(comma + 1)...])
        if let semicolon = mimeType.lastIndex(of: UInt8(ascii: ";")) {
            var parameter = Array(mimeType[(semicolon + 1)...])
            while let first = parameter.first, first == 0x20 { parameter.removeFirst() }
            if parameter.count == 6, String(decoding: parameter, as: UTF8.self).lowercased() == "base64" {
                guard let decoded = Self.forgivingBase64Decode(body) else { return nil }
                body = decoded
                mimeType = Array(mimeType[..<semicolon])
            }
        }
        var type = String(decoding: mimeType, as: UTF8.self)
        if type.hasPrefix(";") { type = "text/plain" + type }
        if type.isEmpty { type = "text/plain;charset=US-ASCII" }
        return (type, body)
    }

    private func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    /// https://infra.spec.whatwg.org/#forgiving-base64-decode
    static func forgivingBase64Decode(_ input: [UInt8]) -> [UInt8]? {
        var data = input.filter { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0C || $0 == 0x0D) }
        if data.count % 4 == 0, data.last == UInt8(ascii: "=") {
            data.removeLast()
            if data.last == UInt8(ascii: "=") { data.removeLast() }
        }
        guard data.count % 4 != 1 else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(data.count * 3 / 4)
        var buffer: UInt32 = 0
        var bits = 0
        for byte in data {
            let value: UInt32
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = UInt32(byte - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = UInt32(byte - UInt8(ascii: "a")) + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt32(byte - UInt8(ascii: "0")) + 52
            case UInt8(ascii: "+"): value = 62
            case UInt8(ascii: "/"): value = 63
            default: return nil
            }
            buffer = buffer << 6 | value
            bits += 6
            if bits >= 8 {
                bits -= 8
                output.append(UInt8((buffer >> UInt32(bits)) & 0xFF))
            }
        }
        return output
    }
}
