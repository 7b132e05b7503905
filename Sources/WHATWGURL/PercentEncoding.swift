// Percent-encoded bytes: the encode sets, percent-encoding and percent-decoding.
// https://url.spec.whatwg.org/#percent-encoded-bytes

/// A set of code points that a URL component percent-encodes.
///
/// Every set contains all non-ASCII code points, so encoding works byte by byte on UTF-8:
/// a byte at or above 0x80 is always encoded, and an ASCII byte is looked up in two bit masks.
///
/// https://url.spec.whatwg.org/#percent-encode-set
struct PercentEncodeSet: Sendable {
    /// Membership of the bytes 0x00 to 0x3F, bit `n` for byte `n`.
    private let lowBits: UInt64
    /// Membership of the bytes 0x40 to 0x7F, bit `n` for byte `0x40 + n`.
    private let highBits: UInt64

    private init(lowBits: UInt64, highBits: UInt64) {
        self.lowBits = lowBits
        self.highBits = highBits
    }

    /// Whether `byte` (of a UTF-8 encoding) is percent-encoded by this set.
    @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
        if byte < 0x40 {
            return lowBits & (1 &<< UInt64(byte)) != 0
        }
        if byte < 0x80 {
            return highBits & (1 &<< UInt64(byte &- 0x40)) != 0
        }
        return true
    }

    /// This set and the ASCII characters of `characters`.
    private func adding(_ characters: String) -> PercentEncodeSet {
        var low = lowBits
        var high = highBits
        for byte in characters.utf8 {
            precondition(byte < 0x80, "percent-encode sets are defined by ASCII code points")
            if byte < 0x40 {
                low |= 1 << UInt64(byte)
            } else {
                high |= 1 << UInt64(byte - 0x40)
            }
        }
        return PercentEncodeSet(lowBits: low, highBits: high)
    }

    /// C0 controls and all code points greater than U+007E (~).
    /// https://url.spec.whatwg.org/#c0-control-percent-encode-set
    static let c0Control = PercentEncodeSet(lowBits: 0x0000_0000_FFFF_FFFF, highBits: 1 << 63)

    /// https://url.spec.whatwg.org/#fragment-percent-encode-set
    static let fragment = c0Control.adding(" \"<>`")

    /// https://url.spec.whatwg.org/#query-percent-encode-set
    static let query = c0Control.adding(" \"#<>")

    /// https://url.spec.whatwg.org/#special-query-percent-encode-set
    static let specialQuery = query.adding("'")

    /// https://url.spec.whatwg.org/#path-percent-encode-set
    static let path = query.adding("?^`{}")

    /// https://url.spec.whatwg.org/#userinfo-percent-encode-set
    static let userinfo = path.adding("/:;=@[\\]^|")

    /// https://url.spec.whatwg.org/#component-percent-encode-set
    static let component = userinfo.adding("$%&+,")

    /// https://url.spec.whatwg.org/#application-x-www-form-urlencoded-percent-encode-set
    static let formURLEncoded = component.adding("!'()~")
}

/// The ASCII upper hex digit for a value from 0 to 15.
@inline(__always)
func asciiUpperHexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? 0x30 + value : 0x41 + value - 10
}

/// The value of an ASCII hex digit, or `nil` if `byte` is not one.
@inline(__always)
func hexDigitValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
}

/// Appends `byte` to `output`, percent-encoded if `set` contains it.
///
/// Applied to every byte of a code point's UTF-8 encoding this is the spec's
/// "UTF-8 percent-encode a code point".
/// https://url.spec.whatwg.org/#utf-8-percent-encode
@inline(__always)
func appendPercentEncoded(_ byte: UInt8, using set: PercentEncodeSet, to output: inout [UInt8]) {
    if set.contains(byte) {
        output.append(UInt8(ascii: "%"))
        output.append(asciiUpperHexDigit(byte >> 4))
        output.append(asciiUpperHexDigit(byte & 0x0F))
    } else {
        output.append(byte)
    }
}

/// UTF-8 percent-encodes `input` with the component percent-encode set, the bytes
/// `encodeURIComponent` encodes.
/// https://url.spec.whatwg.org/#component-percent-encode-set
public func componentPercentEncoded(_ input: String) -> String {
    utf8PercentEncode(input, using: .component)
}

/// UTF-8 percent-encodes `input` using `set`; with `spaceAsPlus`, U+0020 becomes "+"
/// (the `application/x-www-form-urlencoded` rule). Returns `input` itself when nothing
/// needs encoding.
/// https://url.spec.whatwg.org/#string-percent-encode-after-encoding
func utf8PercentEncode(_ input: String, using set: PercentEncodeSet, spaceAsPlus: Bool = false) -> String {
    let utf8 = input.utf8
    guard utf8.contains(where: { set.contains($0) }) else {
        return input
    }
    var output: [UInt8] = []
    output.reserveCapacity(utf8.count + utf8.count / 2)
    for byte in utf8 {
        if spaceAsPlus && byte == UInt8(ascii: " ") {
            output.append(UInt8(ascii: "+"))
        } else {
            appendPercentEncoded(byte, using: set, to: &output)
        }
    }
    return String(decoding: output, as: UTF8.self)
}

/// Percent-decodes a byte sequence: each "%" followed by two ASCII hex digits becomes the
/// byte they spell; everything else is copied.
/// https://url.spec.whatwg.org/#percent-decode
func percentDecode<Bytes: Collection<UInt8>>(_ input: Bytes) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(input.count)
    var index = input.startIndex
    while index != input.endIndex {
        let byte = input[index]
        input.formIndex(after: &index)
        guard byte == UInt8(ascii: "%"), index != input.endIndex else {
            output.append(byte)
            continue
        }
        let second = input.index(after: index)
        guard second != input.endIndex,
              let high = hexDigitValue(input[index]),
              let low = hexDigitValue(input[second])
        else {
            output.append(byte)
            continue
        }
        output.append(high << 4 | low)
        index = input.index(after: second)
    }
    return output
}
