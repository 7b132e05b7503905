import JavaScriptEngine

extension JSValue {
    /// The value as WebIDL's `unsigned long`: null and NaN are 0, and the integer part is
    /// taken modulo 2^32 however large it is (`NativeCall.unsignedInteger` traps on values
    /// beyond Int64).
    ///
    /// https://webidl.spec.whatwg.org/#es-unsigned-long
    func unsignedLong(in realm: Realm) throws -> Int {
        if isNull(in: realm.context) { return 0 }
        let number = try toNumber(in: realm.context)
        guard number.isFinite else { return 0 }
        var modulo = number.rounded(.towardZero).truncatingRemainder(dividingBy: 4_294_967_296)
        if modulo < 0 { modulo += 4_294_967_296 }
        return Int(modulo)
    }
}
