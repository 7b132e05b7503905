// The selectors most style sheets are made of, read straight from their bytes.

extension SelectorParser {
    /// The selectors of `text` when it is a list of simple enough selectors: compounds of
    /// an optional type selector or `*` and any classes and IDs, joined by whitespace, `>`,
    /// `+` and `~`, members separated by commas; names of ASCII letters, digits, `-` and `_`
    /// that start with a letter or `_`. These are what the general parser makes of them, read
    /// without tokenizing the text: a sheet's rules mostly have such selectors. Nil for
    /// anything else (an escape, a comment, a pseudo-class, an attribute, a non-ASCII name,
    /// an error), which the general parser reads.
    static func simpleSelectorList(_ text: String) -> [ComplexSelector]? {
        var text = text
        return text.withUTF8 { bytes in
            var reader = SimpleSelectorReader(bytes: bytes)
            return reader.readList()
        }
    }
}

/// Reads a list of simple selectors (see ``SelectorParser/simpleSelectorList(_:)``).
private struct SimpleSelectorReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func readList() -> [ComplexSelector]? {
        var selectors: [ComplexSelector] = []
        while true {
            skipWhitespace()
            guard let selector = readComplexSelector() else { return nil }
            selectors.append(selector)
            // readComplexSelector stops at the end or after a comma.
            if index >= bytes.count { return selectors }
            index += 1
        }
    }

    /// A complex selector, up to the end or a comma (not consumed); whitespace before it
    /// is skipped.
    mutating func readComplexSelector() -> ComplexSelector? {
        var compounds: [CompoundSelector] = []
        var combinators: [Combinator] = []
        while true {
            guard let compound = readCompoundSelector() else { return nil }
            compounds.append(compound)
            let sawWhitespace = skipWhitespace()
            guard index < bytes.count, bytes[index] != UInt8(ascii: ",") else { break }
            switch bytes[index] {
            case UInt8(ascii: ">"): combinators.append(.child)
            case UInt8(ascii: "+"): combinators.append(.nextSibling)
            case UInt8(ascii: "~"): combinators.append(.subsequentSibling)
            default:
                guard sawWhitespace else { return nil }
                combinators.append(.descendant)
                continue
            }
            index += 1
            skipWhitespace()
        }
        // Stored right to left; reversed in place, which copies nothing.
        compounds.reverse()
        combinators.reverse()
        return ComplexSelector(compounds: compounds, combinators: combinators)
    }

    /// A compound: `*` or a type, then classes and IDs; nil when there is none, or when
    /// something else follows that is not whitespace, a combinator or a comma.
    mutating func readCompoundSelector() -> CompoundSelector? {
        var components: [SimpleSelector] = []
        if index < bytes.count, bytes[index] == UInt8(ascii: "*") {
            index += 1
            components.append(.universal)
        } else if let name = readName() {
            components.append(.type(SelectorName(name)))
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "#") {
                index += 1
                guard let name = readName() else { return nil }
                components.append(byte == UInt8(ascii: ".") ? .className(name) : .id(name))
                continue
            }
            switch byte {
            case 0x20, 0x0A, 0x09, UInt8(ascii: ","), UInt8(ascii: ">"), UInt8(ascii: "+"), UInt8(ascii: "~"):
                return components.isEmpty ? nil : CompoundSelector(components: components)
            default:
                return nil
            }
        }
        return components.isEmpty ? nil : CompoundSelector(components: components)
    }

    /// A name starting with an ASCII letter or `_`, of ASCII letters, digits, `-` and `_`;
    /// nil (nothing read) when none starts here or when it is followed by a byte that would
    /// make it another token (`(`, `\`, a non-ASCII byte).
    mutating func readName() -> String? {
        let start = index
        guard index < bytes.count, Self.startsName(bytes[index]) else { return nil }
        while index < bytes.count, Self.continuesName(bytes[index]) { index += 1 }
        if index < bytes.count {
            let next = bytes[index]
            if next == UInt8(ascii: "(") || next == UInt8(ascii: "\\") || next >= 0x80 {
                index = start
                return nil
            }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    /// Skips spaces, line feeds and tabs; returns whether there were any.
    @discardableResult
    mutating func skipWhitespace() -> Bool {
        let start = index
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x09 { index += 1 }
        return index > start
    }

    static func startsName(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- 0x61 < 26 || byte == UInt8(ascii: "_")
    }

    static func continuesName(_ byte: UInt8) -> Bool {
        startsName(byte) || byte &- 0x30 < 10 || byte == UInt8(ascii: "-")
    }
}
