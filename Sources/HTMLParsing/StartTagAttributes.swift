import DOM

/// Reads a start tag's attributes as the HTML standard's tokenizer does, for the tags
/// libxml2 2.9 reads differently: names holding characters it does not take in names
/// (`"`, `,`, `@`; it drops what follows up to the next space), and the attributes of a
/// second `<html>` or `<body>` tag, which it drops with the tag.
///
/// https://html.spec.whatwg.org/multipage/parsing.html#before-attribute-name-state
enum StartTagAttributes {
    /// One attribute as written: its name lower-cased, its value with character
    /// references not yet decoded.
    struct Attribute: Equatable {
        var name: [UInt8]
        var value: [UInt8]
    }

    private enum State {
        case beforeName, name, afterName, beforeValue, doubleQuoted, singleQuoted, unquoted, afterQuotedValue, selfClosing
    }

    /// The attributes of the tag whose bytes after its name start `rest`, up to the `>`
    /// that ends it (or the end of `rest`). A name that comes again is dropped, as the
    /// standard says.
    static func read(_ rest: UnsafeRawBufferPointer) -> [Attribute] {
        var attributes: [Attribute] = []
        var names: Set<[UInt8]> = []
        var current: Attribute?
        var state = State.beforeName
        var index = 0
        func finish() {
            guard let attribute = current else { return }
            current = nil
            if names.insert(attribute.name).inserted { attributes.append(attribute) }
        }
        while index < rest.count {
            let byte = rest[index]
            switch state {
            case .beforeName:
                if isASCIIWhitespace(byte) { break }
                if byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") {
                    state = .afterName
                    continue
                }
                // `=` here starts a name of its own.
                current = Attribute(name: [asciiLowercased(byte)], value: [])
                state = .name
            case .name:
                if isASCIIWhitespace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") {
                    state = .afterName
                    continue
                }
                if byte == UInt8(ascii: "=") { state = .beforeValue } else { current?.name.append(asciiLowercased(byte)) }
            case .afterName:
                if isASCIIWhitespace(byte) { break }
                if byte == UInt8(ascii: "=") {
                    state = .beforeValue
                    break
                }
                finish()
                if byte == UInt8(ascii: ">") { return attributes }
                if byte == UInt8(ascii: "/") {
                    state = .selfClosing
                    break
                }
                state = .beforeName
                continue
            case .beforeValue:
                if isASCIIWhitespace(byte) { break }
                if byte == UInt8(ascii: "\"") {
                    state = .doubleQuoted
                } else if byte == UInt8(ascii: "'") {
                    state = .singleQuoted
                } else if byte == UInt8(ascii: ">") {
                    finish()
                    return attributes
                } else {
                    state = .unquoted
                    continue
                }
            case .doubleQuoted, .singleQuoted:
                if byte == (state == .doubleQuoted ? UInt8(ascii: "\"") : UInt8(ascii: "'")) {
                    finish()
                    state = .afterQuotedValue
                } else {
                    current?.value.append(byte)
                }
            case .unquoted:
                if isASCIIWhitespace(byte) {
                    finish()
                    state = .beforeName
                } else if byte == UInt8(ascii: ">") {
                    finish()
                    return attributes
                } else {
                    current?.value.append(byte)
                }
            case .afterQuotedValue:
                if isASCIIWhitespace(byte) {
                    state = .beforeName
                } else if byte == UInt8(ascii: "/") {
                    state = .selfClosing
                } else if byte == UInt8(ascii: ">") {
                    return attributes
                } else {
                    state = .beforeName
                    continue
                }
            case .selfClosing:
                if byte == UInt8(ascii: ">") { return attributes }
                state = .beforeName
                continue
            }
            index += 1
        }
        finish()
        return attributes
    }

    /// Where the tag that `source` holds before `end` starts: the last `<name` (ASCII case
    /// ignored) whose name ends there.
    static func startOfTag(named name: UnsafeRawBufferPointer, in source: UnsafeRawBufferPointer, before end: Int) -> Int? {
        var candidate = min(end, source.count) - name.count - 1
        while candidate >= 0 {
            if source[candidate] == UInt8(ascii: "<"), candidate + name.count + 1 < source.count,
                name.indices.allSatisfy({ asciiLowercased(source[candidate + 1 + $0]) == name[$0] })
            {
                // Any byte that does not continue the name as libxml2 reads names ends it
                // (`<span,x` is a `span` to libxml2).
                let next = source[candidate + name.count + 1]
                if !isASCIIAlphanumeric(next) && next != UInt8(ascii: ":") && next != UInt8(ascii: "_")
                    && next != UInt8(ascii: ".") && next != UInt8(ascii: "-")
                {
                    return candidate
                }
            }
            candidate -= 1
        }
        return nil
    }
}
