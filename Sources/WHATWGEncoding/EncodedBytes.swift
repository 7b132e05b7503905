/// The bytes an encoder has produced so far, with the standard's "html" error mode: a code point
/// the encoding cannot represent is written as a decimal numeric character reference (`&#8364;`).
///
/// https://encoding.spec.whatwg.org/#encode-or-fail (error mode "html")
struct EncodedBytes {
    /// The bytes so far.
    private(set) var bytes: [UInt8] = []

    /// Makes an empty output with room for about `capacity` bytes.
    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    /// Appends two bytes.
    @inline(__always)
    mutating func append(_ first: UInt8, _ second: UInt8) {
        bytes.append(first)
        bytes.append(second)
    }

    /// Appends bytes already encoded, such as a run of ASCII.
    mutating func append(contentsOf run: some Sequence<UInt8>) {
        bytes.append(contentsOf: run)
    }

    /// The ASCII text of the numeric character reference that stands for `codePoint`:
    /// `&#`, the code point in decimal, `;`. An encoder whose output is ASCII-compatible appends
    /// it as it is; ISO-2022-JP passes it through its own state machine, as the standard
    /// prepends it to the input.
    static func numericCharacterReference(for codePoint: UInt32) -> [UInt8] {
        Array("&#\(codePoint);".utf8)
    }

    /// Appends the numeric character reference for `codePoint`.
    mutating func appendNumericCharacterReference(for codePoint: UInt32) {
        bytes.append(contentsOf: Self.numericCharacterReference(for: codePoint))
    }
}
