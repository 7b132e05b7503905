import DOM
import JavaScriptEngine

extension InterfaceDefinition {
    /// `StaticRange`.
    ///
    /// https://dom.spec.whatwg.org/#interface-staticrange
    static let staticRange: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "StaticRange", parent: "AbstractRange")
        definition.finalize = releaseOnFinalize
        // https://dom.spec.whatwg.org/#dom-staticrange-staticrange
        definition.constructorLength = 1
        definition.constructor = { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                try realm.makeStaticRange(from: call[0]).value
            }
        }
        return definition
    }()
}

extension Realm {
    /// `new StaticRange(init)`: reads the `StaticRangeInit` dictionary (its members in
    /// WebIDL's order, all required) and makes the range.
    ///
    /// https://dom.spec.whatwg.org/#dictdef-staticrangeinit
    func makeStaticRange(from value: JSValue) throws -> JSObject {
        let dictionary: JSObject?
        if value.isNullish(in: context) {
            dictionary = nil
        } else if let object = value.asObject(in: context) {
            dictionary = object
        } else {
            throw BindingError.typeError("Type error")
        }
        func member(_ name: String) throws -> JSValue {
            let member = try dictionary?.property(name, in: context) ?? context.undefined
            if member.isUndefined(in: context) {
                throw BindingError.typeError(
                    "Member StaticRangeInit.\(name) is required and must be an instance of \(name.hasSuffix("Offset") ? "unsigned long" : "Node")")
            }
            return member
        }
        func container(_ name: String) throws -> NodeID {
            guard let node = node(from: try member(name)) else {
                throw BindingError.typeError("Member StaticRangeInit.\(name) is required and must be an instance of Node")
            }
            return node
        }
        func offset(_ name: String) throws -> Int {
            let number = try member(name).toNumber(in: context)
            return Int(WebIDLIntegers.unsignedLong(number))
        }
        let endContainer = try container("endContainer")
        let endOffset = try offset("endOffset")
        let startContainer = try container("startContainer")
        let startOffset = try offset("startOffset")
        let range = try StaticRange(
            start: BoundaryPoint(startContainer, startOffset), end: BoundaryPoint(endContainer, endOffset), in: store)
        return makeObject("StaticRange", payload: StaticRangePayload(realm: self, range: range))
    }
}
