/// WebIDL's integer conversions of a JavaScript number, total over every `Double`: NaN and
/// infinities become 0, and the integer part is taken modulo 2^32, so no value traps.
///
/// https://webidl.spec.whatwg.org/#abstract-opdef-converttoint
enum WebIDLIntegers {
    /// `unsigned long`: the integer part modulo 2^32.
    static func unsignedLong(_ number: Double) -> UInt32 {
        guard number.isFinite else { return 0 }
        var modulo = number.rounded(.towardZero).truncatingRemainder(dividingBy: 4_294_967_296)
        if modulo < 0 { modulo += 4_294_967_296 }
        return UInt32(modulo)
    }

    /// `long`: `unsignedLong` read as a signed 32-bit integer.
    static func long(_ number: Double) -> Int32 { Int32(bitPattern: unsignedLong(number)) }

    /// `unsigned short`: the integer part modulo 2^16.
    static func unsignedShort(_ number: Double) -> UInt16 { UInt16(truncatingIfNeeded: unsignedLong(number)) }

    /// A length or count read from a script's object (an array-like's `length`): clamped
    /// to 0…2^32-1, so a fake `length` cannot trap or make a huge loop bound trap.
    static func length(_ number: Double) -> Int {
        guard number.isFinite, number > 0 else { return 0 }
        return Int(min(number.rounded(.towardZero), 4_294_967_295))
    }
}
