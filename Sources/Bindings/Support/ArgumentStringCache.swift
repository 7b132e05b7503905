import JavaScriptEngine

/// The Swift strings of engine strings that scripts pass again and again as names
/// (`el.getAttribute("class")`, `el.removeAttribute(attr)` over a constant list), so each
/// is converted once per realm rather than on every call.
///
/// Entries are keyed by the engine string's address. That is sound only while the string
/// cannot be collected and its address reused, so each cached string is kept alive until
/// the realm closes. The cache stops growing at ``capacity`` entries; later strings take
/// the ordinary conversion.
struct ArgumentStringCache {
    /// The most strings kept.
    static let capacity = 512

    private var strings: [UInt: String] = [:]
    private var kept = ProtectedValueSet()

    /// `value` converted with `ToString`, from the cache when `value` is a cached string.
    mutating func string(_ value: JSValue, in context: JSContext) throws(JSException) -> String {
        let key = UInt(bitPattern: UnsafeRawPointer(value.raw))
        if let cached = strings[key] { return cached }
        let string = try value.toString(in: context)
        if strings.count < Self.capacity, value.isString(in: context) {
            kept.protect(value, in: context)
            strings[key] = string
        }
        return string
    }

    /// Lets every cached string go; call before the context is released.
    mutating func releaseAll(in context: JSContext) {
        strings.removeAll()
        kept.releaseAll(in: context)
    }
}
