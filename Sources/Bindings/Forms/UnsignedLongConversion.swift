import JavaScriptEngine

extension JSValue {
    /// The value as WebIDL's `unsigned long`: null and NaN are 0, and the integer part is
    /// taken modulo 2^32 however large it is.
    ///
    /// https://webidl.spec.whatwg.org/#es-unsigned-long
    func unsignedLong(in realm: Realm) throws -> Int {
        if isNull(in: realm.context) { return 0 }
        return Int(WebIDLIntegers.unsignedLong(try toNumber(in: realm.context)))
    }
}
