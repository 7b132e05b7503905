import DOM
import JavaScriptEngine

/// The numbers `meter` and `progress` elements give: `double` attributes worked out from
/// their content attributes (which were read as strings before), and `progress.position`.
///
/// https://html.spec.whatwg.org/multipage/form-elements.html#the-meter-element
/// https://html.spec.whatwg.org/multipage/form-elements.html#the-progress-element
enum MeterAndProgressMembers {
    /// `meter`'s `value`, `min`, `max`, `low`, `high` and `optimum`: each read from
    /// ``NodeStore/meter(_:)``, set as its content attribute's "best representation of the
    /// number as a floating-point number".
    static let meterProperties = ["value", "min", "max", "low", "high", "optimum"].map {
        NativeProperty($0, get: meterGetter, set: meterSetter)
    }

    private static let meterGetter: NativeGetterCallback = { context, object, name, exception in
        nodeGetter(context, object, exception) { realm, node in
            let meter = realm.store.meter(node)
            switch name.map(swiftString) {
            case "value": return realm.context.number(meter.value)
            case "min": return realm.context.number(meter.minimum)
            case "max": return realm.context.number(meter.maximum)
            case "low": return realm.context.number(meter.low)
            case "high": return realm.context.number(meter.high)
            default: return realm.context.number(meter.optimum)
            }
        }
    }

    private static let meterSetter: NativeSetterCallback = { context, object, name, value, exception in
        nodeSetter(context, object, value, exception) { realm, node, value in
            guard let name else { return }
            realm.store.setAttribute(realm.store.atoms.intern(swiftString(name)), to: try realm.floatingPointString(value), on: node)
        }
    }

    /// `progress`'s `value`, `max` (setting a number of 0 or less does nothing: "limited to
    /// only positive numbers") and the read-only `position`.
    static let progressProperties = [
        NativeProperty("value", get: progressGetter, set: progressSetter), NativeProperty("max", get: progressGetter, set: progressSetter),
        NativeProperty("position", get: progressGetter),
    ]

    private static let progressGetter: NativeGetterCallback = { context, object, name, exception in
        nodeGetter(context, object, exception) { realm, node in
            let progress = realm.store.progress(node)
            switch name.map(swiftString) {
            case "value": return realm.context.number(progress.value)
            case "max": return realm.context.number(progress.maximum)
            default: return realm.context.number(progress.position)
            }
        }
    }

    private static let progressSetter: NativeSetterCallback = { context, object, name, value, exception in
        nodeSetter(context, object, value, exception) { realm, node, value in
            guard let name else { return }
            let text = try realm.floatingPointString(value)
            let attribute = swiftString(name)
            if attribute == "max", try value.toNumber(in: realm.context) <= 0 { return }
            realm.store.setAttribute(realm.store.atoms.intern(attribute), to: text, on: node)
        }
    }
}

/// A `meter` element's numbers, each within the range its attributes allow.
///
/// https://html.spec.whatwg.org/multipage/form-elements.html#concept-meter-minimum
struct Meter {
    var minimum: Double
    var maximum: Double
    var value: Double
    var low: Double
    var high: Double
    var optimum: Double
}

/// A `progress` element's numbers.
///
/// https://html.spec.whatwg.org/multipage/form-elements.html#concept-progress-value
struct Progress {
    var maximum: Double
    var value: Double
    /// `value / maximum` for a determinate bar (one with a `value` attribute), else -1.
    var position: Double
}

extension NodeStore {
    /// The numbers of `meter` element `element`.
    ///
    /// https://html.spec.whatwg.org/multipage/form-elements.html#concept-meter-minimum
    func meter(_ element: NodeID) -> Meter {
        func number(_ name: String) -> Double? { attribute(atoms.intern(name), of: element).flatMap(parseHTMLFloatingPoint) }
        let minimum = number("min") ?? 0
        let maximum = max(number("max") ?? 1, minimum)
        let value = min(max(number("value") ?? 0, minimum), maximum)
        let low = min(max(number("low") ?? minimum, minimum), maximum)
        let high = min(max(number("high") ?? maximum, low), maximum)
        let optimum = min(max(number("optimum") ?? (minimum + maximum) / 2, minimum), maximum)
        return Meter(minimum: minimum, maximum: maximum, value: value, low: low, high: high, optimum: optimum)
    }

    /// The numbers of `progress` element `element`.
    ///
    /// https://html.spec.whatwg.org/multipage/form-elements.html#concept-progress-maximum
    func progress(_ element: NodeID) -> Progress {
        let maximum = attribute(atoms.intern("max"), of: element).flatMap(parseHTMLFloatingPoint).flatMap { $0 > 0 ? $0 : nil } ?? 1
        guard let text = attribute(.value, of: element) else { return Progress(maximum: maximum, value: 0, position: -1) }
        let value = min(max(parseHTMLFloatingPoint(text) ?? 0, 0), maximum)
        return Progress(maximum: maximum, value: value, position: value / maximum)
    }
}

extension Realm {
    /// A `double` IDL attribute's value as its content attribute holds it: a TypeError for
    /// NaN and the infinities, else the number as JavaScript writes it (`1e-7`).
    ///
    /// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#best-representation-of-the-number-as-a-floating-point-number
    func floatingPointString(_ value: JSValue) throws -> String {
        let number = try value.toNumber(in: context)
        guard number.isFinite else { throw BindingError.typeError("The provided value is non-finite") }
        return try context.number(number).toString(in: context)
    }
}

/// The rules for parsing floating-point number values: leading ASCII white space skipped,
/// then the longest prefix that is a number (`5.5px` is 5.5, `1e1` is 10, `.5` is 0.5);
/// nil when there is none or it is infinite.
///
/// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-floating-point-number-values
func parseHTMLFloatingPoint(_ text: String) -> Double? {
    let bytes = Array(text.utf8)
    var index = 0
    func isDigit(_ at: Int) -> Bool { at < bytes.count && bytes[at] >= 0x30 && bytes[at] <= 0x39 }
    func skipDigits() { while isDigit(index) { index += 1 } }
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0C, 0x0D].contains(bytes[index]) { index += 1 }
    var number = ""
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") {
        number = "-"
        index += 1
    } else if index < bytes.count, bytes[index] == UInt8(ascii: "+") {
        index += 1
    }
    let start = index
    if isDigit(index) {
        skipDigits()
    } else if !(index < bytes.count && bytes[index] == UInt8(ascii: ".") && isDigit(index + 1)) {
        return nil
    }
    var end = index
    if index < bytes.count, bytes[index] == UInt8(ascii: "."), isDigit(index + 1) {
        index += 1
        skipDigits()
        end = index
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
        index += 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        if isDigit(index) {
            skipDigits()
            end = index
        }
    }
    number += "0" + String(decoding: bytes[start..<end], as: UTF8.self)
    guard let value = Double(number), value.isFinite else { return nil }
    return value == 0 ? 0 : value
}
