/// The HTML standard's named character references (`&amp;`, `&check;`, `&copy`), read
/// once per process from ``table``.
///
/// https://html.spec.whatwg.org/multipage/named-characters.html
enum NamedCharacterReferences {
    /// The longest name in the table, `;` included (`CounterClockwiseContourIntegral;`).
    static let longestName = 32
    /// The longest name without a `;` (the legacy ones, such as `middot`).
    static let longestLegacyName = 6

    /// What each name stands for, as UTF-8: names with their `;`, and the legacy names
    /// that may also be written without one.
    private static let expansions: [[UInt8]: [UInt8]] = {
        var expansions: [[UInt8]: [UInt8]] = [:]
        expansions.reserveCapacity(2_240)
        for line in table.utf8.split(separator: UInt8(ascii: "\n")) {
            let fields = line.split(separator: UInt8(ascii: " "))
            guard let name = fields.first else { continue }
            var expansion = String.UnicodeScalarView()
            for field in fields.dropFirst() {
                guard let value = UInt32(String(decoding: field, as: UTF8.self), radix: 16),
                    let scalar = Unicode.Scalar(value)
                else { preconditionFailure("bad code point in the named character reference table") }
                expansion.append(scalar)
            }
            expansions[Array(name)] = Array(String(expansion).utf8)
        }
        return expansions
    }()

    /// What `name` (the characters after `&`, with a final `;` if it has one) stands for.
    static func expansion(of name: some Collection<UInt8>) -> [UInt8]? {
        expansions[Array(name)]
    }
}
