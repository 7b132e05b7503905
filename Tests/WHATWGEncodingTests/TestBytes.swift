import TestSupport
import WHATWGEncoding

/// Bytes written as space-separated hex pairs, such as "82 A0", so that test tables read like the
/// byte tables of the Encoding Standard.
func bytes(_ hex: String) -> [UInt8] {
    hex.split(separator: " ").map { UInt8($0, radix: 16)! }
}

/// Decodes hex bytes with the encoding a label names.
func decode(_ hex: String, as label: String) -> String {
    Encoding(label: label)!.decode(bytes(hex))
}

/// `count` byte strings of 0 to `maximumLength` random bytes.
func randomByteStrings(count: Int, maximumLength: Int, seed: UInt64) -> [[UInt8]] {
    var generator = SeededRandomNumberGenerator(seed: seed)
    return (0..<count).map { _ in
        (0..<Int.random(in: 0...maximumLength, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }
}
