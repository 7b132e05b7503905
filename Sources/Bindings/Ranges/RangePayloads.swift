import DOM
import JavaScriptEngine

/// The payload of a `Range` object: the live range, which the realm's registry keeps up
/// to date. Released when the object is collected, which can happen after the realm and
/// its store are gone; releasing a live range touches neither.
final class RangePayload: Payload {
    let range: LiveRange

    init(realm: Realm, range: LiveRange) {
        self.range = range
        super.init(realm: realm)
    }
}

/// The payload of a `StaticRange` object.
final class StaticRangePayload: Payload {
    let range: StaticRange

    init(realm: Realm, range: StaticRange) {
        self.range = range
        super.init(realm: realm)
    }
}

/// The classes of the range interfaces, for checking `this` and arguments.
enum RangeClasses {
    static let range = InterfaceRegistry.shared.jsClass("Range")
    static let staticRange = InterfaceRegistry.shared.jsClass("StaticRange")
    static let selection = InterfaceRegistry.shared.jsClass("Selection")
}

extension NativeCall {
    /// Argument `index` as a `Range` of `realm`: a TypeError otherwise.
    func range(_ index: Int, in realm: Realm, _ operation: StaticString, parameter: StaticString = "range") throws
        -> LiveRange
    {
        guard index < count else { throw notEnoughArguments(operation, required: index + 1) }
        guard let range = realm.liveRange(from: self[index]) else {
            throw BindingError.typeError("Argument \(index + 1) ('\(parameter)') to \(operation) must be an instance of Range")
        }
        return range
    }
}
