import JavaScriptEngine

/// The payload of a live list whose items are strings read by index (`DOMTokenList`,
/// `MediaList`): the strings it holds now.
protocol IndexedStringList: Payload {
    var strings: [String] { get }
}

extension IndexedStringList {
    /// `item(index)`: the string at `index`, or null past the end.
    func item(_ call: NativeCall) throws -> JSValue {
        let index = try call.unsignedInteger(0)
        let strings = strings
        return index < strings.count ? realm.context.string(strings[index]) : realm.context.null
    }
}

extension InterfaceDefinition {
    /// `list[index]` for an ``IndexedStringList``: undefined past the end.
    static let indexedStringGetter: NativeGetterCallback = { context, object, name, exception in
        guard let name, let index = arrayIndexValue(of: name) else { return nil }
        return payloadGetter(object, exception, as: Payload.self) { payload in
            let strings = (payload as? any IndexedStringList)?.strings ?? []
            return index < strings.count ? payload.realm.context.string(strings[index]) : payload.realm.context.undefined
        }
    }

    /// `length` of an ``IndexedStringList``.
    static let indexedStringLength = NativeProperty("length", get: { context, object, _, exception in
        payloadGetter(object, exception, as: Payload.self) { payload in
            payload.realm.context.number((payload as? any IndexedStringList)?.strings.count ?? 0)
        }
    })
}
