/// Punycode, the Bootstring encoding of Unicode labels in ASCII, without the "xn--" prefix.
/// https://www.rfc-editor.org/rfc/rfc3492
enum Punycode {
    // Bootstring parameters for Punycode (RFC 3492 section 5).
    private static let base = 36
    private static let tMin = 1
    private static let tMax = 26
    private static let skew = 38
    private static let damp = 700
    private static let initialBias = 72
    private static let initialN = 128
    /// Arithmetic past this fails, as RFC 3492 section 6.4 requires of 32-bit implementations.
    private static let maxInt = Int(UInt32.max)

    /// https://www.rfc-editor.org/rfc/rfc3492#section-6.1
    private static func adapt(delta: Int, numPoints: Int, firstTime: Bool) -> Int {
        var delta = firstTime ? delta / damp : delta / 2
        delta += delta / numPoints
        var k = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }

    /// The threshold for digit position `k` (RFC 3492 section 6.2 and 6.3).
    private static func threshold(_ k: Int, bias: Int) -> Int {
        if k <= bias {
            return tMin
        }
        if k >= bias + tMax {
            return tMax
        }
        return k - bias
    }

    /// The lowercase ASCII for a digit value from 0 to 35: "a" to "z", then "0" to "9".
    private static func encodeDigit(_ digit: Int) -> UInt8 {
        digit < 26 ? UInt8(ascii: "a") + UInt8(digit) : UInt8(ascii: "0") + UInt8(digit - 26)
    }

    /// The value of a Punycode digit in either case, or `nil`.
    private static func decodeDigit(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(byte - UInt8(ascii: "a"))
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(byte - UInt8(ascii: "A"))
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0")) + 26
        default: nil
        }
    }

    /// Encodes a label; `nil` on overflow.
    /// https://www.rfc-editor.org/rfc/rfc3492#section-6.3
    static func encode(_ input: [Unicode.Scalar]) -> String? {
        var output: [UInt8] = input.filter(\.isASCII).map { UInt8($0.value) }
        let basicCount = output.count
        var handled = basicCount
        if basicCount > 0 {
            output.append(UInt8(ascii: "-"))
        }
        var n = initialN
        var delta = 0
        var bias = initialBias
        while handled < input.count {
            let m = input.lazy.map { Int($0.value) }.filter { $0 >= n }.min()!
            guard m - n <= (maxInt - delta) / (handled + 1) else {
                return nil
            }
            delta += (m - n) * (handled + 1)
            n = m
            for scalar in input {
                let c = Int(scalar.value)
                if c < n {
                    delta += 1
                    guard delta <= maxInt else {
                        return nil
                    }
                }
                if c == n {
                    var q = delta
                    var k = base
                    while true {
                        let t = threshold(k, bias: bias)
                        if q < t {
                            break
                        }
                        output.append(encodeDigit(t + (q - t) % (base - t)))
                        q = (q - t) / (base - t)
                        k += base
                    }
                    output.append(encodeDigit(q))
                    bias = adapt(delta: delta, numPoints: handled + 1, firstTime: handled == basicCount)
                    delta = 0
                    handled += 1
                }
            }
            delta += 1
            n += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Decodes a label; `nil` if it is not valid Punycode.
    /// https://www.rfc-editor.org/rfc/rfc3492#section-6.2
    static func decode(_ input: [UInt8]) -> [Unicode.Scalar]? {
        var output: [Unicode.Scalar] = []
        // Copy the basic code points before the last delimiter.
        var position = 0
        if let delimiter = input.lastIndex(of: UInt8(ascii: "-")), delimiter > 0 {
            for byte in input[..<delimiter] {
                guard byte < 0x80 else {
                    return nil
                }
                output.append(Unicode.Scalar(byte))
            }
            position = delimiter + 1
        }
        var n = initialN
        var i = 0
        var bias = initialBias
        while position < input.count {
            let oldI = i
            var w = 1
            var k = base
            while true {
                guard position < input.count, let digit = decodeDigit(input[position]) else {
                    return nil
                }
                position += 1
                guard digit <= (maxInt - i) / w else {
                    return nil
                }
                i += digit * w
                let t = threshold(k, bias: bias)
                if digit < t {
                    break
                }
                guard w <= maxInt / (base - t) else {
                    return nil
                }
                w *= base - t
                k += base
            }
            let count = output.count + 1
            bias = adapt(delta: i - oldI, numPoints: count, firstTime: oldI == 0)
            guard i / count <= maxInt - n else {
                return nil
            }
            n += i / count
            i %= count
            guard n >= 0x80, let scalar = Unicode.Scalar(UInt32(n)) else {
                return nil
            }
            output.insert(scalar, at: i)
            i += 1
        }
        return output
    }
}
