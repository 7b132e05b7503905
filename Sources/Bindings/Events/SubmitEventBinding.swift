import JavaScriptEngine

extension InterfaceDefinition {
    /// `SubmitEvent`: the `submit` event a form fires before it is submitted, naming the
    /// button that submitted it.
    ///
    /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#the-submitevent-interface
    static let submitEvent: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "SubmitEvent", parent: "Event")
        definition.properties = [
            NativeProperty("submitter", get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.wrap(event.submitter) }
            })
        ]
        definition.constructorLength = 1
        definition.constructor = { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                try realm.constructEvent(.submitEvent, call)
            }
        }
        return definition
    }()
}
