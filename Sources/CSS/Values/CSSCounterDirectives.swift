import CSSSyntax

/// The values of `counter-reset`, `counter-increment` and `counter-set`: `none`, or counter
/// names each with an optional integer, as WebKit 2.50 reads and writes them.
///
/// Specified (`element.style`, `cssText`): each name written as an identifier with its
/// integer, the property's default filled in (`sec` is `sec 0`, or `sec 1` for
/// `counter-increment`), integers as written but for sign and leading zeros (`+3` is `3`),
/// a `calc()` worked out and kept as one (`calc(2 + 3)` is `calc(5)`, `min(3, 5)` is
/// `calc(3)`). WebKit refuses `reversed()`, numbers that are not integers (`1.5`, `1e3`,
/// `3.0`), strings, commas, `none` among names, and the CSS-wide keywords and `default`
/// as names (but takes `none` after a first name as a counter called `none`).
///
/// Computed (`getComputedStyle`): each name once, with the last value given for it, or for
/// `counter-increment` the sum of the values given; every value clamped to a 32-bit
/// integer (a `calc()` rounded half up first), as WebKit keeps them.
///
/// https://drafts.csswg.org/css-lists-3/#counter-properties
public enum CSSCounterDirectives {
    /// The three properties.
    public static let properties: Set<CSSProperty> = [.counterReset, .counterIncrement, .counterSet]

    /// The value a name without an integer gets.
    static func defaultValue(of property: CSSProperty) -> Int {
        property == .counterIncrement ? 1 : 0
    }

    /// The specified value of `tokens` (whitespace left out) for `property`, or nil when
    /// WebKit refuses it.
    static func specified(_ tokens: [CSSToken], for property: CSSProperty) -> CSSValue? {
        if tokens.count == 1, tokens[0].isIdent("none") { return .keyword("none") }
        var parts: [String] = []
        var index = 0
        while index < tokens.count {
            guard case .ident(let name) = tokens[index].kind, isCounterName(name, first: index == 0) else { return nil }
            index += 1
            var value = String(defaultValue(of: property))
            if index < tokens.count {
                switch tokens[index].kind {
                case .number(let number):
                    // An integer too long for a double (hundreds of digits) is dropped, as
                    // WebKit drops it: written back as `infinity`, it named a counter.
                    guard number.isInteger, number.value.isFinite else { return nil }
                    value = CSSNumberFormat.number(number.value)
                    index += 1
                case .function(let function) where CSSMathFunctions.names.contains(asciiLowercased(function)):
                    let closing = tokens.closingIndex(ofBlockOpenedAt: index)
                    guard closing < tokens.count, let number = CSSMathFunctions.number(Array(tokens[index...closing])) else {
                        return nil
                    }
                    value = "calc(" + CSSNumberFormat.number(number) + ")"
                    index = closing + 1
                default:
                    break
                }
            }
            parts.append(CSSSerialization.identifier(name) + " " + value)
        }
        return .text(parts.joined(separator: " "))
    }

    /// Whether an identifier may name a counter: not a CSS-wide keyword or `default`, and
    /// not `none` in first place.
    private static func isCounterName(_ name: String, first: Bool) -> Bool {
        let lowered = asciiLowercased(name)
        if CSSWideKeyword(rawValue: lowered) != nil || lowered == "default" { return false }
        return !(first && lowered == "none")
    }

    /// The computed value of a specified value's text (as ``specified(_:for:)`` writes it),
    /// its names in the order WebKit's hash table of them gives (``hashTableOrder(_:)``).
    public static func computed(_ text: String, for property: CSSProperty) -> String {
        let tokens = CSSTokenizer.tokenize(text).filter { !$0.isWhitespace && $0.kind != .endOfFile }
        var names: [String] = []
        var values: [String: Int32] = [:]
        var index = 0
        while index < tokens.count {
            guard case .ident(let name) = tokens[index].kind else { return text }
            index += 1
            var value = Double(defaultValue(of: property))
            if index < tokens.count {
                switch tokens[index].kind {
                case .number(let number):
                    value = number.value
                    index += 1
                case .function:
                    let closing = tokens.closingIndex(ofBlockOpenedAt: index)
                    value = ((CSSMathFunctions.number(Array(tokens[index...min(closing, tokens.count - 1)])) ?? 0) + 0.5).rounded(.down)
                    index = closing + 1
                default:
                    break
                }
            }
            let clamped = clampedToInt32(value)
            if let previous = values[name] {
                values[name] = property == .counterIncrement ? clampedToInt32(Double(previous) + Double(clamped)) : clamped
            } else {
                names.append(name)
                values[name] = clamped
            }
        }
        guard !names.isEmpty else { return "none" }
        return hashTableOrder(names).map { CSSSerialization.identifier($0) + " " + String(values[$0]!) }
            .joined(separator: " ")
    }

    /// `names` (distinct, in the order they are added) in the order WebKit 2.50 lists the
    /// keys of its `HashMap<AtomString, …>` of an element's counters: by bucket, in a table
    /// of 8 buckets doubled (and filled again in bucket order) when three quarters are
    /// used (half, past 1,024 buckets), a name going to its hash's bucket or, when taken,
    /// to the next free one by triangular probing (+1, +2, +3, …). Checked against the
    /// oracle on 60 random lists of 2 to 40 names and lists of 700 to 3,000. A name's hash
    /// is WebKit's string hash for short strings (below).
    static func hashTableOrder(_ names: [String]) -> [String] {
        guard names.count > 1 else { return names }
        var table: [Int?] = Array(repeating: nil, count: 8)
        let hashes = names.map(stringHash)
        func insert(_ name: Int, into table: inout [Int?]) {
            let mask = UInt32(table.count - 1)
            var index = hashes[name] & mask
            var probe: UInt32 = 0
            while table[Int(index)] != nil {
                probe += 1
                index = (index &+ probe) & mask
            }
            table[Int(index)] = name
        }
        for name in names.indices {
            insert(name, into: &table)
            // Tables of more than 1,024 buckets are doubled when half full.
            if name + 1 >= (table.count > 1024 ? table.count / 2 : table.count * 3 / 4) {
                let old = table
                table = Array(repeating: nil, count: table.count * 2)
                for case let kept? in old { insert(kept, into: &table) }
            }
        }
        return table.compactMap { $0.map { names[$0] } }
    }

    /// WebKit's hash of a string of fewer than 48 UTF-16 code units (Paul Hsieh's
    /// SuperFastHash over the code units, from the golden ratio, avalanched, 24 bits, never
    /// 0). Longer strings WebKit hashes with WYHash, not done here: a counter name of 48
    /// characters or more may be listed out of WebKit's order.
    ///
    /// http://www.azillionmonkeys.com/qed/hash.html
    static func stringHash(_ string: String) -> UInt32 {
        var hash: UInt32 = 0x9E37_79B9
        var units = string.utf16.makeIterator()
        while let first = units.next() {
            guard let second = units.next() else {
                hash &+= UInt32(first)
                hash ^= hash << 11
                hash &+= hash >> 17
                break
            }
            hash &+= UInt32(first)
            let mixed = (UInt32(second) << 11) ^ hash
            hash = (hash << 16) ^ mixed
            hash &+= hash >> 11
        }
        hash ^= hash << 3
        hash &+= hash >> 5
        hash ^= hash << 2
        hash &+= hash >> 15
        hash ^= hash << 10
        hash &= (1 << 24) - 1
        return hash == 0 ? 0x80_0000 : hash
    }

    /// `value` clamped to a 32-bit integer, as WebKit keeps counter values.
    static func clampedToInt32(_ value: Double) -> Int32 {
        guard !value.isNaN else { return 0 }
        return Int32(max(Double(Int32.min), min(Double(Int32.max), value.rounded(.towardZero))))
    }
}
