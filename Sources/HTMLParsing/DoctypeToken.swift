import DOM

/// A DOCTYPE token, read by the HTML tokenizer's DOCTYPE states (libxml2 2.9 reads a
/// DOCTYPE only at the start of a page, by SGML's rules).
///
/// https://html.spec.whatwg.org/multipage/parsing.html#doctype-state
struct DoctypeToken: Equatable {
    /// The name, lower-cased; nil when missing.
    var name: String?
    /// The public identifier; nil when missing (not when empty).
    var publicID: String?
    /// The system identifier; nil when missing.
    var systemID: String?
    /// Set by a DOCTYPE the tokenizer could not read whole: the document is in quirks mode.
    var forceQuirks = false

    /// Reads the DOCTYPE whose `<!DOCTYPE` keyword ends just before `start`: the token and
    /// where it ends (past its `>`, or the end of `source`).
    static func read(_ source: UnsafeRawBufferPointer, from start: Int) -> (token: DoctypeToken, end: Int) {
        var reader = Reader(source: source, position: start)
        let token = reader.readToken()
        return (token, reader.position)
    }

    private struct Reader {
        let source: UnsafeRawBufferPointer
        var position: Int
        var token = DoctypeToken()

        private var atEnd: Bool { position >= source.count }
        private var current: UInt8 { source[position] }

        mutating func readToken() -> DoctypeToken {
            // DOCTYPE state and before DOCTYPE name state.
            skipWhitespace()
            guard !atEnd else { return quirks() }
            if current == UInt8(ascii: ">") { return done(quirks: true) }
            token.name = readName()
            // After DOCTYPE name state.
            skipWhitespace()
            guard !atEnd else { return quirks() }
            if current == UInt8(ascii: ">") { return done() }
            if hasKeyword("public") {
                position += 6
                guard readIdentifier(\.publicID) else { return token }
                // After DOCTYPE public identifier and between identifiers: a system identifier
                // may follow.
                skipWhitespace()
                guard !atEnd else { return quirks() }
                if current == UInt8(ascii: ">") { return done() }
                guard isQuote(current) else { return bogus(quirks: true) }
                guard readQuoted(\.systemID) else { return token }
            } else if hasKeyword("system") {
                position += 6
                guard readIdentifier(\.systemID) else { return token }
            } else {
                return bogus(quirks: true)
            }
            // After DOCTYPE system identifier state.
            skipWhitespace()
            guard !atEnd else { return quirks() }
            if current == UInt8(ascii: ">") { return done() }
            return bogus(quirks: false)
        }

        /// The DOCTYPE name state: up to white space or `>`, ASCII lower-cased, NUL as U+FFFD.
        private mutating func readName() -> String {
            var bytes: [UInt8] = []
            while !atEnd, !isASCIIWhitespace(current), current != UInt8(ascii: ">") {
                bytes.appendReplacingNull(asciiLowercased(current))
                position += 1
            }
            return String(decoding: bytes, as: UTF8.self)
        }

        /// After a PUBLIC or SYSTEM keyword: white space, then a quoted identifier. False when
        /// the token ended without one.
        private mutating func readIdentifier(_ field: WritableKeyPath<DoctypeToken, String?>) -> Bool {
            skipWhitespace()
            guard !atEnd else {
                token = quirks()
                return false
            }
            guard isQuote(current) else {
                token = current == UInt8(ascii: ">") ? done(quirks: true) : bogus(quirks: true)
                return false
            }
            return readQuoted(field)
        }

        /// A double- or single-quoted identifier; a `>` or the end of the input inside it ends
        /// the token in quirks mode (false).
        private mutating func readQuoted(_ field: WritableKeyPath<DoctypeToken, String?>) -> Bool {
            let quote = current
            position += 1
            var bytes: [UInt8] = []
            while !atEnd, current != quote {
                if current == UInt8(ascii: ">") {
                    token[keyPath: field] = String(decoding: bytes, as: UTF8.self)
                    token = done(quirks: true)
                    return false
                }
                bytes.appendReplacingNull(current)
                position += 1
            }
            token[keyPath: field] = String(decoding: bytes, as: UTF8.self)
            guard !atEnd else {
                token = quirks()
                return false
            }
            position += 1
            return true
        }

        private func hasKeyword(_ keyword: StaticString) -> Bool {
            guard source.count - position >= keyword.utf8CodeUnitCount else { return false }
            return keyword.withUTF8Buffer { letters in
                letters.indices.allSatisfy { asciiLowercased(source[position + $0]) == letters[$0] }
            }
        }

        private mutating func skipWhitespace() {
            while !atEnd, isASCIIWhitespace(current) { position += 1 }
        }

        /// The token, ended by its `>`.
        private mutating func done(quirks: Bool = false) -> DoctypeToken {
            if quirks { token.forceQuirks = true }
            position += 1
            return token
        }

        /// The token, ended by the end of the input.
        private mutating func quirks() -> DoctypeToken {
            token.forceQuirks = true
            position = source.count
            return token
        }

        /// The bogus DOCTYPE state: the rest up to `>` is dropped.
        private mutating func bogus(quirks: Bool) -> DoctypeToken {
            if quirks { token.forceQuirks = true }
            position = source.firstIndex(of: UInt8(ascii: ">"), from: position).map { $0 + 1 } ?? source.count
            return token
        }

        private func isQuote(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") }
    }
}

extension [UInt8] {
    /// Appends `byte`, or U+FFFD for a NUL (as the tokenizer reads NUL in names, values,
    /// comments and text that is not data).
    mutating func appendReplacingNull(_ byte: UInt8) {
        if byte == 0 { append(contentsOf: [0xEF, 0xBF, 0xBD]) } else { append(byte) }
    }
}
