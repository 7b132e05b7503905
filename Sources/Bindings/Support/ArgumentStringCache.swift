import DOM
import JavaScriptEngine

/// A name argument (an attribute name, a tag name, a selector) as a script passed it, with
/// the attribute atoms derived from it remembered.
///
/// An atom, once found, stays right: a store's atoms are only ever added. A name no
/// element has had yet is looked up again on the next call.
final class NameArgument {
    /// The argument converted with `ToString`.
    let string: String
    /// The atom of the ASCII-lowercased name (how HTML elements look attributes up).
    private var foldedAtom: Atom?
    /// The atom of the name as given (how other elements look attributes up).
    private var exactAtom: Atom?

    init(_ string: String) { self.string = string }

    /// The attribute name this argument looks up on `element`: nil when no element in the
    /// store ever had an attribute of that name.
    ///
    /// https://dom.spec.whatwg.org/#concept-element-attributes-get-by-name
    func attributeAtom(on element: NodeID, in store: NodeStore) -> Atom? {
        if store.namespace(of: element) == .html {
            if foldedAtom == nil { foldedAtom = store.attributeNameForLookup(string, on: element) }
            return foldedAtom
        }
        if exactAtom == nil { exactAtom = store.attributeNameForLookup(string, on: element) }
        return exactAtom
    }
}

/// The name arguments scripts pass again and again (`el.getAttribute("class")`,
/// `el.removeAttribute(attr)` over a constant list), converted once per realm rather than
/// on every call.
///
/// Entries are keyed by the engine string's address. That is sound only while the string
/// cannot be collected and its address reused, so each cached string is kept alive until
/// the realm closes. The cache stops growing at ``capacity`` entries; later strings take
/// the ordinary conversion. The table is open-addressed with a multiplicative hash of the
/// address: a lookup is a few instructions, where a `Dictionary` hashes with SipHash.
struct ArgumentStringCache {
    /// The most strings kept.
    static let capacity = 512
    /// Slots in the table: a power of two, at most half full.
    private static let slotCount = 1024

    private var keys = [UInt](repeating: 0, count: Self.slotCount)
    private var names = [NameArgument?](repeating: nil, count: Self.slotCount)
    private var count = 0
    private var kept = ProtectedValueSet()

    /// `value` converted with `ToString`, from the cache when `value` is a cached string.
    mutating func name(_ value: JSValue, in context: JSContext) throws(JSException) -> NameArgument {
        let key = UInt(bitPattern: UnsafeRawPointer(value.raw))
        var slot = Self.slot(of: key)
        while keys[slot] != 0 {
            if keys[slot] == key, let name = names[slot] { return name }
            slot = (slot + 1) & (Self.slotCount - 1)
        }
        let name = NameArgument(try value.toString(in: context))
        if count < Self.capacity, key != 0, value.isString(in: context) {
            kept.protect(value, in: context)
            keys[slot] = key
            names[slot] = name
            count += 1
        }
        return name
    }

    /// The first slot to probe for `key` (Fibonacci hashing of the address).
    @inline(__always) private static func slot(of key: UInt) -> Int {
        Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> 54)
    }

    /// Lets every cached string go; call before the context is released. The cache is
    /// empty and usable afterwards.
    mutating func releaseAll(in context: JSContext) {
        kept.releaseAll(in: context)
        self = ArgumentStringCache()
    }
}
