import DOM
import JavaScriptEngine

/// `document.evaluate`, `createExpression` and `createNSResolver`, which hand over to the
/// XPath standard object group (`StandardObjectGroup.xpathSource`), and the native
/// evaluation it calls (`native.xpathEvaluate`), over the DOM module's XPath engine.
///
/// https://dom.spec.whatwg.org/#interface-xpathevaluatorbase
enum XPathMembers {
    /// The methods documents get, each calling the group's function of the same name with
    /// the document as `this`.
    static let documentMethods: [NativeMethod] = [
        NativeMethod("evaluate") { c, f, t, n, a, e in forwardToStandardObject("evaluate", in: .xpath, c, f, t, n, a, e) },
        NativeMethod("createExpression") { c, f, t, n, a, e in forwardToStandardObject("createExpression", in: .xpath, c, f, t, n, a, e) },
        NativeMethod("createNSResolver") { c, f, t, n, a, e in forwardToStandardObject("createNSResolver", in: .xpath, c, f, t, n, a, e) },
    ]

    /// The group's natives.
    static let natives: [(String, NativeFunctionCallback)] = [
        // xpathEvaluate(expression, contextNode, resolver, type) → [resultType, value]: the value as
        // the type asks (0: as it comes, a node-set as an array of nodes in document order).
        ("xpathEvaluate", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                let expression = try realm.xpathExpression(try call.string(0), resolver: call[2])
                guard let contextNode = realm.node(from: call[1]) else {
                    throw BindingError.typeError("Argument 2 ('contextNode') to Document.evaluate must be an instance of Node")
                }
                let requested = Int(WebIDLIntegers.unsignedShort(try call[3].toNumber(in: realm.context)))
                return try realm.xpathResult(of: expression.expression, namespaces: expression.namespaces, at: contextNode, type: requested)
            }
        }),
        // xpathCheck(expression, resolver): throws what parsing or resolving prefixes throws.
        ("xpathCheck", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                _ = try realm.xpathExpression(try call.string(0), resolver: call[1])
                return realm.context.undefined
            }
        }),
        // The version of the tree, which an XPath iterator checks for changes.
        ("domVersion", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { _, realm in
                let store = realm.store
                return realm.context.number(Double(store.childListVersion &+ store.attributeVersion &+ store.characterDataVersion))
            }
        }),
    ]
}

extension Realm {
    /// `text` parsed, with the URIs its prefixes resolve to through `resolver` (a function, or
    /// null): a SyntaxError for text that does not parse, a NamespaceError for a prefix
    /// without a URI.
    func xpathExpression(_ text: String, resolver: JSValue) throws -> (expression: XPathExpression, namespaces: [String: String]) {
        let expression: XPathExpression
        do {
            expression = try XPathExpression.parse(text)
        } catch {
            throw DOMException(.syntaxError, "The string did not match the expected pattern.")
        }
        var namespaces: [String: String] = [:]
        for prefix in expression.prefixes {
            var uri: String?
            if let function = resolver.asObject(in: context), function.isFunction(in: context) {
                let value = try function.call(this: nil, arguments: [context.string(prefix)], in: context)
                if !value.isNullish(in: context) { uri = try value.toString(in: context) }
            }
            guard let uri, !uri.isEmpty else {
                throw DOMException(.namespaceError, "The operation is not allowed by Namespaces in XML.")
            }
            namespaces[prefix] = uri
        }
        return (expression, namespaces)
    }

    /// Evaluates `expression` at `node` and converts the value to result `type`
    /// (https://dom.spec.whatwg.org/#interface-xpathresult): `[resultType, value]`.
    func xpathResult(
        of expression: XPathExpression, namespaces: [String: String], at node: NodeID, type: Int
    ) throws -> JSValue {
        let evaluator = XPathEvaluator(store: store, namespaces: namespaces)
        let value: XPathValue
        do {
            value = try evaluator.evaluate(expression, contextNode: node)
        } catch {
            throw BindingError.typeError("Type error")
        }
        let converted: (Int, JSValue)
        switch type {
        case 1: converted = (1, context.number(evaluator.number(of: value)))
        case 2: converted = (2, context.string(evaluator.string(of: value)))
        case 3: converted = (3, context.boolean(evaluator.boolean(of: value)))
        case 0:
            switch value {
            case .number(let number): converted = (1, context.number(number))
            case .string(let text): converted = (2, context.string(text))
            case .boolean(let flag): converted = (3, context.boolean(flag))
            case .nodes(let nodes): converted = (4, try xpathNodeArray(nodes).value)
            }
        case 4...9:
            guard case .nodes(let nodes) = value else { throw BindingError.typeError("Type error") }
            // The ordered types in document order; the unordered ones as WebKit leaves them.
            let ordered = type == 5 || type == 7 || type == 9 ? evaluator.documentOrdered(nodes) : nodes
            converted = (type, try xpathNodeArray(ordered).value)
        default:
            throw DOMException(.notSupportedError, "The operation is not supported.")
        }
        return try context.makeArray([context.number(Double(converted.0)), converted.1]).value
    }

    /// The nodes as script values: wrappers, and `Attr` objects for attributes.
    private func xpathNodeArray(_ nodes: [XPathNode]) throws(JSException) -> JSObject {
        try context.makeArray(nodes.map { node in
            switch node {
            case .node(let id): return wrap(id).value
            case .attribute(let element, let name): return attr(name, of: element).value
            }
        })
    }
}
