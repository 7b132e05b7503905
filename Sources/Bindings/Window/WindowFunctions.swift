import DOM
import JavaScriptEngine

/// The window's functions: timers, `atob`/`btoa`, `performance.now`.
///
/// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html
enum WindowFunctions {
    /// Every function on the window, from each area.
    static let all: [(String, NativeFunctionCallback)] =
        functions + DialogFunctions.functions + LayoutMembers.windowFunctions
            + RangeBindings.windowFunctions + ErrorReportingFunctions.functions

    /// Timers and `atob`/`btoa`.
    static let functions: [(String, NativeFunctionCallback)] = [
        ("setTimeout", { c, f, t, n, a, e in addTimer(c, f, t, n, a, e, repeating: false) }),
        ("setInterval", { c, f, t, n, a, e in addTimer(c, f, t, n, a, e, repeating: true) }),
        ("clearTimeout", { c, f, t, n, a, e in clearTimer(c, f, t, n, a, e) }),
        ("clearInterval", { c, f, t, n, a, e in clearTimer(c, f, t, n, a, e) }),
        // https://html.spec.whatwg.org/multipage/imagebitmap-and-animations.html#dom-animationframeprovider-requestanimationframe
        ("requestAnimationFrame", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                guard call[0].isFunction(in: realm.context) else {
                    throw BindingError.typeError("Argument 1 ('callback') to window.requestAnimationFrame must be a function")
                }
                let time = ProtectedValue(realm.context.number(realm.eventLoop.now + 16), in: realm.context)
                let id = realm.eventLoop.add(
                    callback: ProtectedValue(call[0], in: realm.context), arguments: [time], delay: 16, repeating: false)
                return realm.context.number(id)
            }
        }),
        ("cancelAnimationFrame", { c, f, t, n, a, e in clearTimer(c, f, t, n, a, e) }),
        // https://html.spec.whatwg.org/multipage/webappapis.html#dom-btoa
        ("btoa", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                let text = try call.requiredString(0, "window.btoa")
                var bytes: [UInt8] = []
                for unit in text.utf16 {
                    guard unit <= 0xFF else {
                        throw DOMException(.invalidCharacterError, "The string contains characters outside of the Latin1 range.")
                    }
                    bytes.append(UInt8(unit))
                }
                return realm.context.string(Base64.encode(bytes))
            }
        }),
        // https://html.spec.whatwg.org/multipage/webappapis.html#dom-atob
        ("atob", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                let text = try call.requiredString(0, "window.atob")
                guard let bytes = Base64.forgivingDecode(text) else {
                    throw DOMException(.invalidCharacterError, "The string contains invalid characters.")
                }
                return realm.context.string(String(decoding: bytes.map { UInt16($0) }, as: UTF16.self))
            }
        }),
    ]

    /// `performance.now()`: milliseconds on the realm's clock.
    static let performanceNow: NativeFunctionCallback = { context, function, this, count, arguments, exception in
        globalFunction(context, function, this, count, arguments, exception) { _, realm in
            realm.context.number(realm.eventLoop.now)
        }
    }

    /// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#dom-settimeout
    private static func addTimer(
        _ context: OpaquePointer?, _ function: OpaquePointer?, _ this: OpaquePointer?, _ count: Int,
        _ arguments: UnsafePointer<OpaquePointer?>?, _ exception: UnsafeMutablePointer<OpaquePointer?>?,
        repeating: Bool
    ) -> OpaquePointer? {
        globalFunction(context, function, this, count, arguments, exception) { call, realm in
            let handler = call[0]
            let delay = call.has(1) ? try call[1].toNumber(in: realm.context) : 0
            let extra = call.count > 2 ? (2..<call.count).map { ProtectedValue(call[$0], in: realm.context) } : []
            let callback = handler.isFunction(in: realm.context)
                ? ProtectedValue(handler, in: realm.context)
                : ProtectedValue(realm.context.string(try handler.toString(in: realm.context)), in: realm.context)
            let id = realm.eventLoop.add(callback: callback, arguments: extra, delay: delay, repeating: repeating)
            return realm.context.number(id)
        }
    }

    private static func clearTimer(
        _ context: OpaquePointer?, _ function: OpaquePointer?, _ this: OpaquePointer?, _ count: Int,
        _ arguments: UnsafePointer<OpaquePointer?>?, _ exception: UnsafeMutablePointer<OpaquePointer?>?
    ) -> OpaquePointer? {
        globalFunction(context, function, this, count, arguments, exception) { call, realm in
            let number = try call[0].toNumber(in: realm.context)
            realm.eventLoop.cancel(Int(WebIDLIntegers.long(number)))
            return realm.context.undefined
        }
    }
}

/// Base64 as the HTML standard's `atob` and `btoa` use it.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// Standard base64 with padding.
    static func encode(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let b0 = bytes[index]
            let b1 = index + 1 < bytes.count ? bytes[index + 1] : 0
            let b2 = index + 2 < bytes.count ? bytes[index + 2] : 0
            output.append(alphabet[Int(b0 >> 2)])
            output.append(alphabet[Int((b0 & 0x03) << 4 | b1 >> 4)])
            output.append(index + 1 < bytes.count ? alphabet[Int((b1 & 0x0F) << 2 | b2 >> 6)] : UInt8(ascii: "="))
            output.append(index + 2 < bytes.count ? alphabet[Int(b2 & 0x3F)] : UInt8(ascii: "="))
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// https://infra.spec.whatwg.org/#forgiving-base64-decode
    static func forgivingDecode(_ text: String) -> [UInt8]? {
        var data = text.utf8.filter { !isASCIIWhitespace($0) }
        if data.count % 4 == 0, data.last == UInt8(ascii: "=") {
            data.removeLast()
            if data.last == UInt8(ascii: "=") { data.removeLast() }
        }
        if data.count % 4 == 1 { return nil }
        var output: [UInt8] = []
        var buffer: UInt32 = 0
        var bits = 0
        for byte in data {
            guard let value = alphabet.firstIndex(of: byte) else { return nil }
            buffer = buffer << 6 | UInt32(value)
            bits += 6
            if bits >= 8 {
                bits -= 8
                output.append(UInt8((buffer >> UInt32(bits)) & 0xFF))
            }
        }
        return output
    }
}
