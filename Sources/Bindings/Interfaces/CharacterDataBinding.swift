import DOM
import JavaScriptEngine

extension InterfaceDefinition {
    /// `CharacterData`, with the `ChildNode` and `NonDocumentTypeChildNode` mixins.
    ///
    /// https://dom.spec.whatwg.org/#interface-characterdata
    static let characterData: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "CharacterData", parent: "Node")
        definition.properties = [
            NativeProperty(
                "data",
                get: { context, object, _, exception in
                    nodeGetter(context, object, exception) { realm, node in realm.context.string(realm.store.data(of: node)) }
                },
                set: { context, object, _, value, exception in
                    nodeSetter(context, object, value, exception) { realm, node, value in
                        realm.store.setData(try value.legacyNullToEmptyString(in: realm), of: node)
                    }
                }),
            NativeProperty("length", get: { context, object, _, exception in
                nodeGetter(context, object, exception) { realm, node in realm.context.number(realm.store.length(of: node)) }
            }),
        ] + ChildNodeMixin.elementSiblingProperties
        definition.methods = characterDataMethods + ChildNodeMixin.methods
        return definition
    }()

    private static let characterDataMethods: [NativeMethod] = [
        NativeMethod("substringData") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.characterData, "substringData") {
                call, realm, node in
                let offset = try call.unsignedInteger(0)
                let length = try call.unsignedInteger(1)
                return realm.context.string(try realm.store.substringData(of: node, offset: offset, count: length))
            }
        },
        NativeMethod("appendData") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.characterData, "appendData") {
                call, realm, node in
                let data = try call.requiredString(0, "CharacterData.appendData")
                realm.store.replaceData(of: node, offset: realm.store.length(of: node), count: 0, with: data)
                return realm.context.undefined
            }
        },
        NativeMethod("insertData") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.characterData, "insertData") {
                call, realm, node in
                let offset = try call.unsignedInteger(0)
                let data = try call.requiredString(1, "CharacterData.insertData")
                try realm.store.checkOffset(offset, in: node)
                realm.store.replaceData(of: node, offset: offset, count: 0, with: data)
                return realm.context.undefined
            }
        },
        NativeMethod("deleteData") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.characterData, "deleteData") {
                call, realm, node in
                let offset = try call.unsignedInteger(0)
                let length = try call.unsignedInteger(1)
                try realm.store.checkOffset(offset, in: node)
                realm.store.replaceData(of: node, offset: offset, count: length, with: "")
                return realm.context.undefined
            }
        },
        NativeMethod("replaceData") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.characterData, "replaceData") {
                call, realm, node in
                let offset = try call.unsignedInteger(0)
                let length = try call.unsignedInteger(1)
                let data = try call.requiredString(2, "CharacterData.replaceData")
                try realm.store.checkOffset(offset, in: node)
                realm.store.replaceData(of: node, offset: offset, count: length, with: data)
                return realm.context.undefined
            }
        },
    ]

    /// `Text`.
    ///
    /// https://dom.spec.whatwg.org/#interface-text
    static let text: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "Text", parent: "CharacterData")
        // https://dom.spec.whatwg.org/#dom-text-text
        definition.constructor = { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                realm.wrap(realm.store.createText(call.has(0) ? try call.string(0) : "", in: realm.document)).value
            }
        }
        definition.properties = [
            NativeProperty("wholeText", get: { context, object, _, exception in
                nodeGetter(context, object, exception) { realm, node in realm.context.string(realm.store.wholeText(of: node)) }
            })
        ]
        definition.methods = [
            NativeMethod("splitText") { context, function, this, count, arguments, exception in
                nodeOperation(context, function, this, count, arguments, exception, NodeInterface.text, "splitText") {
                    call, realm, node in realm.wrap(try realm.store.splitText(node, at: try call.unsignedInteger(0))).value
                }
            }
        ]
        return definition
    }()

    /// `CDATASection`.
    ///
    /// https://dom.spec.whatwg.org/#interface-cdatasection
    static let cdataSection = InterfaceDefinition(name: "CDATASection", parent: "Text")

    /// `Comment`.
    ///
    /// https://dom.spec.whatwg.org/#interface-comment
    static let comment: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "Comment", parent: "CharacterData")
        // https://dom.spec.whatwg.org/#dom-comment-comment
        definition.constructor = { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                realm.wrap(realm.store.createComment(call.has(0) ? try call.string(0) : "", in: realm.document)).value
            }
        }
        return definition
    }()

    /// `ProcessingInstruction`.
    ///
    /// https://dom.spec.whatwg.org/#interface-processinginstruction
    static let processingInstruction: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "ProcessingInstruction", parent: "CharacterData")
        definition.properties = [
            NativeProperty("target", get: { context, object, _, exception in
                nodeGetter(context, object, exception) { realm, node in
                    realm.context.string(realm.store.target(ofProcessingInstruction: node))
                }
            })
        ]
        return definition
    }()

    /// `DocumentType`, with the `ChildNode` mixin.
    ///
    /// https://dom.spec.whatwg.org/#interface-documenttype
    static let documentType: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "DocumentType", parent: "Node")
        definition.properties = [
            NativeProperty("name", get: { context, object, _, exception in
                nodeGetter(context, object, exception) { realm, node in realm.context.string(realm.store.doctype(node).name) }
            }),
            NativeProperty("publicId", get: { context, object, _, exception in
                nodeGetter(context, object, exception) { realm, node in realm.context.string(realm.store.doctype(node).publicID) }
            }),
            NativeProperty("systemId", get: { context, object, _, exception in
                nodeGetter(context, object, exception) { realm, node in realm.context.string(realm.store.doctype(node).systemID) }
            }),
        ]
        definition.methods = ChildNodeMixin.methods
        return definition
    }()

    /// `DocumentFragment`, with the `ParentNode` mixin.
    ///
    /// https://dom.spec.whatwg.org/#interface-documentfragment
    static let documentFragment: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "DocumentFragment", parent: "Node")
        // https://dom.spec.whatwg.org/#dom-documentfragment-documentfragment
        definition.constructor = { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { _, realm in
                realm.wrap(realm.store.createDocumentFragment(in: realm.document)).value
            }
        }
        definition.properties = ParentNodeMixin.properties
        definition.methods = ParentNodeMixin.methods + SelectorMethods.methods + [
            NativeMethod("getElementById") { context, function, this, count, arguments, exception in
                nodeOperation(
                    context, function, this, count, arguments, exception, NodeInterface.documentFragment, "getElementById"
                ) { call, realm, node in
                    realm.wrap(realm.store.element(withID: try call.requiredString(0, "getElementById"), under: node))
                }
            }
        ]
        return definition
    }()

    /// `ShadowRoot`, so `node.getRootNode() instanceof ShadowRoot` and feature tests work.
    /// No element has a shadow root (see docs/differences-from-safari.md), so it has no instances, and its
    /// members are not provided.
    ///
    /// https://dom.spec.whatwg.org/#interface-shadowroot
    static let shadowRoot = InterfaceDefinition(name: "ShadowRoot", parent: "DocumentFragment")
}
