import Glibc

/// The HTML tokenizer's script data states, run over a script element's raw bytes to find
/// the `</script` end tags that do not end it.
///
/// In script data, `<!--` starts an escaped section, and inside one, `<script` starts a
/// double-escaped section in which `</script>` is text, until `</script` ends the double
/// escape. libxml2 2.9 ends a script at the first `</script`; these steps find the ones
/// the HTML standard does not end it at.
///
/// https://html.spec.whatwg.org/multipage/parsing.html#script-data-state
enum ScriptDataEscapes {
    private enum State {
        case data, lessThan, escapeStart, escapeStartDash
        case escaped, escapedDash, escapedDashDash, escapedLessThan, doubleEscapeStart
        case doubleEscaped, doubleEscapedDash, doubleEscapedDashDash, doubleEscapedLessThan, doubleEscapeEnd
    }

    /// The positions in `source` of the `</script` end tags after `contentStart` (the first
    /// byte of a script's content) that the HTML standard treats as text, up to the one
    /// that ends the script. Empty when the script has no `<!--` before its first end tag,
    /// which is almost always.
    static func endTagsThatAreText(in source: UnsafeRawBufferPointer, contentStart: Int) -> [Int] {
        guard contentStart < source.count else { return [] }
        // Only a `<!--` before the first end tag can make that end tag text.
        let firstEndTag = endTag(in: source, from: contentStart) ?? source.count
        guard containsCommentOpener(in: source, from: contentStart, to: firstEndTag) else { return [] }

        var textEndTags: [Int] = []
        var state = State.data
        var buffer: [UInt8] = []
        var index = contentStart
        while index < source.count {
            let byte = source[index]
            switch state {
            case .data:
                if byte == UInt8(ascii: "<") { state = .lessThan }
            case .lessThan:
                if byte == UInt8(ascii: "/") {
                    if isScriptEndTag(in: source, slash: index) { return textEndTags }
                    state = .data
                } else if byte == UInt8(ascii: "!") {
                    state = .escapeStart
                } else {
                    state = .data
                    continue
                }
            case .escapeStart:
                if byte == UInt8(ascii: "-") { state = .escapeStartDash } else { state = .data; continue }
            case .escapeStartDash:
                if byte == UInt8(ascii: "-") { state = .escapedDashDash } else { state = .data; continue }
            case .escaped:
                if byte == UInt8(ascii: "-") { state = .escapedDash } else if byte == UInt8(ascii: "<") { state = .escapedLessThan }
            case .escapedDash:
                if byte == UInt8(ascii: "-") {
                    state = .escapedDashDash
                } else {
                    state = byte == UInt8(ascii: "<") ? .escapedLessThan : .escaped
                }
            case .escapedDashDash:
                if byte == UInt8(ascii: "<") {
                    state = .escapedLessThan
                } else if byte == UInt8(ascii: ">") {
                    state = .data
                } else if byte != UInt8(ascii: "-") {
                    state = .escaped
                }
            case .escapedLessThan:
                if byte == UInt8(ascii: "/") {
                    if isScriptEndTag(in: source, slash: index) { return textEndTags }
                    state = .escaped
                } else if isASCIIAlpha(byte) {
                    buffer.removeAll(keepingCapacity: true)
                    state = .doubleEscapeStart
                    continue
                } else {
                    state = .escaped
                    continue
                }
            case .doubleEscapeStart:
                if isDelimiter(byte) {
                    state = buffer == Array("script".utf8) ? .doubleEscaped : .escaped
                } else if isASCIIAlpha(byte) {
                    buffer.append(byte | 0x20)
                } else {
                    state = .escaped
                    continue
                }
            case .doubleEscaped:
                if byte == UInt8(ascii: "-") {
                    state = .doubleEscapedDash
                } else if byte == UInt8(ascii: "<") {
                    state = .doubleEscapedLessThan
                }
            case .doubleEscapedDash:
                if byte == UInt8(ascii: "-") {
                    state = .doubleEscapedDashDash
                } else {
                    state = byte == UInt8(ascii: "<") ? .doubleEscapedLessThan : .doubleEscaped
                }
            case .doubleEscapedDashDash:
                if byte == UInt8(ascii: "<") {
                    state = .doubleEscapedLessThan
                } else if byte == UInt8(ascii: ">") {
                    state = .data
                } else if byte != UInt8(ascii: "-") {
                    state = .doubleEscaped
                }
            case .doubleEscapedLessThan:
                if byte == UInt8(ascii: "/") {
                    // libxml2 would end the script here; the standard reads on.
                    if isScriptEndTag(in: source, slash: index) { textEndTags.append(index - 1) }
                    buffer.removeAll(keepingCapacity: true)
                    state = .doubleEscapeEnd
                } else {
                    state = .doubleEscaped
                    continue
                }
            case .doubleEscapeEnd:
                if isDelimiter(byte) {
                    state = buffer == Array("script".utf8) ? .escaped : .doubleEscaped
                } else if isASCIIAlpha(byte) {
                    buffer.append(byte | 0x20)
                } else {
                    state = .doubleEscaped
                    continue
                }
            }
            index += 1
        }
        return textEndTags
    }

    /// Where the script whose content starts at `contentStart` ends: the `<` of the end tag
    /// the standard ends it at; nil when the input ends first.
    static func end(ofScriptContentAt contentStart: Int, in source: UnsafeRawBufferPointer) -> Int? {
        // Almost always the first end tag: no `<!--` comes before it.
        guard let first = endTag(in: source, from: contentStart) else { return nil }
        guard containsCommentOpener(in: source, from: contentStart, to: first) else { return first }
        let text = endTagsThatAreText(in: source, contentStart: contentStart)
        var from = first
        while let tag = endTag(in: source, from: from) {
            if !text.contains(tag) { return tag }
            from = tag + 1
        }
        return nil
    }

    /// Whether `</script` followed by white space, `/` or `>` starts at `slash - 1`.
    private static func isScriptEndTag(in source: UnsafeRawBufferPointer, slash: Int) -> Bool {
        let name = Array("script".utf8)
        let delimiter = slash + 1 + name.count
        guard delimiter < source.count else { return false }
        for (offset, letter) in name.enumerated() where source[slash + 1 + offset] | 0x20 != letter { return false }
        return isDelimiter(source[delimiter])
    }

    /// Whether `<!--` occurs in `source[start..<end]`.
    private static func containsCommentOpener(in source: UnsafeRawBufferPointer, from start: Int, to end: Int) -> Bool {
        var index = start
        while index + 3 < end {
            guard let found = memchr(source.baseAddress! + index, Int32(UInt8(ascii: "<")), end - index) else { return false }
            let position = UnsafeRawPointer(found) - source.baseAddress!
            if position + 3 < end, source[position + 1] == UInt8(ascii: "!"), source[position + 2] == UInt8(ascii: "-"),
                source[position + 3] == UInt8(ascii: "-")
            {
                return true
            }
            index = position + 1
        }
        return false
    }

    /// The position of the first `</script` end tag at or after `start`.
    private static func endTag(in source: UnsafeRawBufferPointer, from start: Int) -> Int? {
        var index = start
        while index + 1 < source.count {
            guard let found = memchr(source.baseAddress! + index, Int32(UInt8(ascii: "<")), source.count - index) else { return nil }
            let position = UnsafeRawPointer(found) - source.baseAddress!
            if position + 1 < source.count, source[position + 1] == UInt8(ascii: "/"), isScriptEndTag(in: source, slash: position + 1) {
                return position
            }
            index = position + 1
        }
        return nil
    }

    private static func isDelimiter(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D || byte == UInt8(ascii: "/")
            || byte == UInt8(ascii: ">")
    }
}
