import DOM
import JavaScriptEngine

/// The payload of a form's `elements` collection.
final class FormControlsPayload: Payload {
    /// The form.
    let form: NodeID

    /// The payload of `form.elements`.
    init(realm: Realm, form: NodeID) {
        self.form = form
        super.init(realm: realm)
    }

    /// The controls now, in tree order.
    var nodes: [NodeID] { realm.store.formControls(of: form) }
}

extension InterfaceDefinition {
    /// `HTMLFormControlsCollection`: `form.elements`, indexed and named (a name several
    /// controls share gives a `RadioNodeList`).
    ///
    /// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#htmlformcontrolscollection
    static let htmlFormControlsCollection: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "HTMLFormControlsCollection", parent: "HTMLCollection")
        // No finalizer: HTMLCollection's releases the payload (JavaScriptCore runs every class's).
        // No `hasProperty` either: with one, JavaScriptCore would not ask `getProperty` about names.
        definition.hasIndexedIterator = true
        definition.getProperty = { context, object, name, exception in
            guard let name, let object else { return nil }
            return payloadGetter(object, exception, as: FormControlsPayload.self) { collection in
                let realm = collection.realm
                if let index = arrayIndexValue(of: name) {
                    let nodes = collection.nodes
                    guard index < nodes.count else { throw PassThrough() }
                    return realm.wrap(nodes[index]).value
                }
                guard NamedPropertyVisibility.mayBeNamedProperty(name, of: JSObject(raw: object), in: realm.context),
                    let item = try realm.formControlsNamedItem(swiftString(name), of: collection.form)
                else { throw PassThrough() }
                return item
            }
        }
        definition.getPropertyNames = { context, object, accumulator in
            guard let object, let pointer = JSObject(raw: object).privateData,
                let collection = Payload.from(pointer) as? FormControlsPayload
            else { return }
            for index in collection.nodes.indices { addPropertyName(String(index), to: accumulator) }
            for name in collection.realm.store.formControlNames(of: collection.form) { addPropertyName(name, to: accumulator) }
        }
        definition.properties = [
            NativeProperty("length", get: { context, object, _, exception in
                payloadGetter(object, exception, as: FormControlsPayload.self) { collection in
                    collection.realm.context.number(collection.nodes.count)
                }
            })
        ]
        definition.methods = [
            NativeMethod("item") { context, function, this, count, arguments, exception in
                formControlsOperation(context, function, this, count, arguments, exception, "item") { call, collection in
                    let index = try call[0].unsignedLong(in: collection.realm)
                    let nodes = collection.nodes
                    return index < nodes.count ? collection.realm.wrap(nodes[index]).value : collection.realm.context.null
                }
            },
            // https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#dom-htmlformcontrolscollection-nameditem
            NativeMethod("namedItem") { context, function, this, count, arguments, exception in
                formControlsOperation(context, function, this, count, arguments, exception, "namedItem") { call, collection in
                    let name = try call.requiredString(0, "HTMLFormControlsCollection.namedItem")
                    return try collection.realm.formControlsNamedItem(name, of: collection.form) ?? collection.realm.context.null
                }
            },
        ]
        return definition
    }()

    /// Runs an operation whose `this` must be an `HTMLFormControlsCollection`.
    private static func formControlsOperation(
        _ context: OpaquePointer?, _ function: OpaquePointer?, _ this: OpaquePointer?, _ count: Int,
        _ arguments: UnsafePointer<OpaquePointer?>?, _ exception: UnsafeMutablePointer<OpaquePointer?>?,
        _ name: StaticString, _ body: (NativeCall, FormControlsPayload) throws -> JSValue
    ) -> OpaquePointer? {
        payloadOperation(
            context, function, this, count, arguments, exception,
            InterfaceRegistry.shared.jsClass("HTMLFormControlsCollection"), name, as: FormControlsPayload.self, body)
    }
}
