import DOM
import JavaScriptEngine

/// A WebIDL dictionary argument: an event constructor's init dictionary
/// (`{bubbles: true, detail: …}`) or an options bag (`checkVisibility({checkOpacity: true})`),
/// read member by member with WebIDL's conversions. A missing member (or a null/undefined
/// dictionary) gives the default.
///
/// https://webidl.spec.whatwg.org/#es-dictionary
struct DictionaryArgument {
    private let realm: Realm
    private let object: JSObject?

    /// The dictionary `value` is: an object, or nothing for null and undefined; anything
    /// else is a TypeError.
    init(_ value: JSValue, in realm: Realm) throws {
        self.realm = realm
        if value.isNullish(in: realm.context) {
            object = nil
        } else if let object = value.asObject(in: realm.context) {
            self.object = object
        } else {
            throw BindingError.typeError("Type error")
        }
    }

    private var context: JSContext { realm.context }

    /// The member's value, or nil when it is missing or undefined.
    func member(_ name: String) throws -> JSValue? {
        guard let object else { return nil }
        let value = try object.property(name, in: context)
        return value.isUndefined(in: context) ? nil : value
    }

    /// A `boolean` member.
    func boolean(_ name: String) throws -> Bool {
        try member(name)?.toBoolean(in: context) ?? false
    }

    /// A `long` member (`ToInt32`).
    func long(_ name: String, default defaultValue: Int = 0) throws -> Int {
        guard let value = try member(name) else { return defaultValue }
        return Int(WebIDLIntegers.long(try value.toNumber(in: context)))
    }

    /// An `unsigned long` member (modulo 2^32).
    func unsignedLong(_ name: String) throws -> Int {
        guard let value = try member(name) else { return 0 }
        return Int(WebIDLIntegers.unsignedLong(try value.toNumber(in: context)))
    }

    /// A `short` member (modulo 2^16).
    func short(_ name: String) throws -> Int {
        guard let value = try member(name) else { return 0 }
        return Int(Int16(truncatingIfNeeded: WebIDLIntegers.unsignedLong(try value.toNumber(in: context))))
    }

    /// An `unsigned short` member (modulo 2^16).
    func unsignedShort(_ name: String) throws -> Int {
        guard let value = try member(name) else { return 0 }
        return Int(WebIDLIntegers.unsignedShort(try value.toNumber(in: context)))
    }

    /// A `double` member: a TypeError when not finite.
    func double(_ name: String, default defaultValue: Double = 0) throws -> Double {
        guard let value = try member(name) else { return defaultValue }
        let number = try value.toNumber(in: context)
        guard number.isFinite else { throw BindingError.typeError("The provided value is non-finite") }
        return number
    }

    /// A `DOMString` member.
    func string(_ name: String) throws -> String {
        try member(name)?.toString(in: context) ?? ""
    }

    /// A `DOMString?` member: null (and missing) is nil.
    func nullableString(_ name: String) throws -> String? {
        guard let value = try member(name), !value.isNull(in: context) else { return nil }
        return try value.toString(in: context)
    }

    /// An `EventTarget?` member.
    func eventTarget(_ name: String) throws -> EventTargetID? {
        guard let value = try member(name), !value.isNull(in: context) else { return nil }
        guard let target = realm.eventTarget(from: value) else {
            throw BindingError.typeError("Type error")
        }
        return target
    }

    /// An `HTMLElement?` member.
    func htmlElement(_ name: String) throws -> NodeID? {
        guard let value = try member(name), !value.isNull(in: context) else { return nil }
        guard let element = realm.node(from: value), realm.store.isHTMLElement(element) else {
            throw BindingError.typeError("Type error")
        }
        return element
    }

    /// A `Window?` member: whether it is the window.
    func view(_ name: String) throws -> Bool {
        guard let value = try member(name), !value.isNull(in: context) else { return false }
        guard value.raw == context.globalObject.raw else {
            throw BindingError.typeError("Type error")
        }
        return true
    }
}
