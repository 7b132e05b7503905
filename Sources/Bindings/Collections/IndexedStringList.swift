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
    /// `list[index]` for an ``IndexedStringList``; nothing past the end (JavaScriptCore then
    /// looks the name up as usual: undefined, and `index in list` is false).
    static let indexedStringGetter: NativeGetterCallback = { context, object, name, exception in
        guard let name, let index = arrayIndexValue(of: name), let list = payload(of: object, as: Payload.self) as? any IndexedStringList
        else { return nil }
        let strings = list.strings
        return index < strings.count ? list.realm.context.string(strings[index]).raw : nil
    }

    /// The indices of an ``IndexedStringList``, for `Object.keys` and `for…in`.
    static let indexedStringNames: NativePropertyNamesCallback = { context, object, accumulator in
        guard let list = payload(of: object, as: Payload.self) as? any IndexedStringList else { return }
        for index in list.strings.indices { addPropertyName(String(index), to: accumulator) }
    }

    /// `length` of an ``IndexedStringList``.
    static let indexedStringLength = NativeProperty("length", get: { context, object, _, exception in
        payloadGetter(object, exception, as: Payload.self) { payload in
            payload.realm.context.number((payload as? any IndexedStringList)?.strings.count ?? 0)
        }
    })
}
