import DOM
import JavaScriptEngine

/// `HTMLFormElement`'s indexed and named properties: `form[0]` is its first control, and
/// `form.x` is the control (or image) with that `id` or `name`, ahead of the form's own
/// members ([LegacyOverrideBuiltIns]: `<input name=action>` hides `form.action`).
/// Named properties are not enumerable ([LegacyUnenumerableNamedProperties]).
///
/// https://html.spec.whatwg.org/multipage/forms.html#the-form-element
enum FormElementNamedProperties {
    /// Adds the hooks to the `HTMLFormElement` definition (other definitions are left as they are).
    static func install(on definition: inout InterfaceDefinition) {
        guard definition.name == "HTMLFormElement" else { return }
        definition.getProperty = getProperty
        definition.getPropertyNames = getPropertyNames
    }

    /// https://html.spec.whatwg.org/multipage/forms.html#dom-form-item and #dom-form-nameditem
    private static let getProperty: NativeGetterCallback = { context, object, name, exception in
        guard let name, let object, let pointer = JSObject(raw: object).privateData,
            let payload = Payload.from(pointer) as? NodePayload
        else { return nil }
        let realm = payload.realm
        let form = payload.node
        if let index = arrayIndexValue(of: name) {
            let controls = realm.store.formControls(of: form)
            return index < controls.count ? realm.wrap(controls[index]).raw : nil
        }
        do {
            return try realm.formNamedItem(swiftString(name), of: form)?.raw
        } catch {
            exception?.pointee = realm.throwable(from: error).raw
            return nil
        }
    }

    /// Lists the indices (named properties are not enumerable).
    private static let getPropertyNames: NativePropertyNamesCallback = { context, object, accumulator in
        guard let object, let pointer = JSObject(raw: object).privateData,
            let payload = Payload.from(pointer) as? NodePayload
        else { return }
        for index in payload.realm.store.formControls(of: payload.node).indices { addPropertyName(String(index), to: accumulator) }
    }
}
