import DOM
import JavaScriptEngine

/// The payload of the `Selection` object; the selection itself is the realm's
/// (``RealmRanges/selection``).
final class SelectionPayload: Payload {}

extension InterfaceDefinition {
    /// `Selection`, with WebKit's legacy `base…`/`extent…` aliases and `setPosition`.
    ///
    /// https://w3c.github.io/selection-api/#selection-interface
    static let selection: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "Selection")
        definition.finalize = releaseOnFinalize
        definition.properties = [
            NativeProperty("anchorNode", get: { context, object, _, exception in
                selectionGetter(object, exception) { realm, selection in realm.wrap(selection.anchor?.node) }
            }),
            NativeProperty("anchorOffset", get: { context, object, _, exception in
                selectionGetter(object, exception) { realm, selection in realm.context.number(selection.anchor?.offset ?? 0) }
            }),
            NativeProperty("focusNode", get: { context, object, _, exception in
                selectionGetter(object, exception) { realm, selection in realm.wrap(selection.focus?.node) }
            }),
            NativeProperty("focusOffset", get: { context, object, _, exception in
                selectionGetter(object, exception) { realm, selection in realm.context.number(selection.focus?.offset ?? 0) }
            }),
            NativeProperty("baseNode", get: { context, object, _, exception in
                selectionGetter(object, exception) { realm, selection in realm.wrap(selection.anchor?.node) }
            }),
            NativeProperty("baseOffset", get: { context, object, _, exception in
                selectionGetter(object, exception) { realm, selection in realm.context.number(selection.anchor?.offset ?? 0) }
            }),
            NativeProperty("extentNode", get: { context, object, _, exception in
                selectionGetter(object, exception) { realm, selection in realm.wrap(selection.focus?.node) }
            }),
            NativeProperty("extentOffset", get: { context, object, _, exception in
                selectionGetter(object, exception) { realm, selection in realm.context.number(selection.focus?.offset ?? 0) }
            }),
            NativeProperty("isCollapsed", get: { context, object, _, exception in
                selectionGetter(object, exception) { realm, selection in realm.context.boolean(selection.isCollapsed) }
            }),
            NativeProperty("rangeCount", get: { context, object, _, exception in
                selectionGetter(object, exception) { realm, selection in realm.context.number(selection.rangeCount) }
            }),
            NativeProperty("type", get: { context, object, _, exception in
                selectionGetter(object, exception) { realm, selection in realm.context.string(selection.type) }
            }),
            NativeProperty("direction", get: { context, object, _, exception in
                selectionGetter(object, exception) { realm, selection in
                    realm.context.string(selection.range == nil ? "none" : selection.direction.keyword)
                }
            }),
        ]
        definition.methods = selectionMethods
        return definition
    }()

    private static let selectionMethods: [NativeMethod] = [
        NativeMethod("getRangeAt") { c, f, t, n, a, e in
            selectionOperation(c, f, t, n, a, e, "getRangeAt") { call, realm, selection in
                try call.requireArguments(1, "Selection.getRangeAt")
                _ = try selection.range(at: try call.unsignedInteger(0))
                return try realm.selectionRangeObject()
            }
        },
        NativeMethod("addRange") { c, f, t, n, a, e in
            selectionOperation(c, f, t, n, a, e, "addRange") { call, realm, selection in
                let range = try call.range(0, in: realm, "Selection.addRange")
                selection.addRange(range)
                if selection.range === range { try realm.holdSelectionRangeObject(call[0]) }
                return realm.context.undefined
            }
        },
        NativeMethod("removeRange") { c, f, t, n, a, e in
            selectionOperation(c, f, t, n, a, e, "removeRange") { call, realm, selection in
                try selection.removeRange(try call.range(0, in: realm, "Selection.removeRange"))
                return realm.context.undefined
            }
        },
        NativeMethod("removeAllRanges") { c, f, t, n, a, e in
            selectionOperation(c, f, t, n, a, e, "removeAllRanges") { _, realm, selection in
                selection.removeAllRanges()
                return realm.context.undefined
            }
        },
        NativeMethod("empty") { c, f, t, n, a, e in
            selectionOperation(c, f, t, n, a, e, "empty") { _, realm, selection in
                selection.removeAllRanges()
                return realm.context.undefined
            }
        },
        NativeMethod("collapse") { c, f, t, n, a, e in
            selectionOperation(c, f, t, n, a, e, "collapse") { call, realm, selection in
                try collapse(call, realm, selection, "Selection.collapse")
            }
        },
        NativeMethod("setPosition") { c, f, t, n, a, e in
            selectionOperation(c, f, t, n, a, e, "setPosition") { call, realm, selection in
                try collapse(call, realm, selection, "Selection.setPosition")
            }
        },
        NativeMethod("collapseToStart") { c, f, t, n, a, e in
            selectionOperation(c, f, t, n, a, e, "collapseToStart") { _, realm, selection in
                try selection.collapseToStart()
                return realm.context.undefined
            }
        },
        NativeMethod("collapseToEnd") { c, f, t, n, a, e in
            selectionOperation(c, f, t, n, a, e, "collapseToEnd") { _, realm, selection in
                try selection.collapseToEnd()
                return realm.context.undefined
            }
        },
        NativeMethod("extend") { c, f, t, n, a, e in
            selectionOperation(c, f, t, n, a, e, "extend") { call, realm, selection in
                let node = try call.node(0, in: realm, "Selection.extend")
                try selection.extend(to: node, try call.unsignedInteger(1))
                return realm.context.undefined
            }
        },
        NativeMethod("setBaseAndExtent") { c, f, t, n, a, e in
            selectionOperation(c, f, t, n, a, e, "setBaseAndExtent") { call, realm, selection in
                try call.requireArguments(4, "Selection.setBaseAndExtent")
                let anchorNode = try call.node(0, in: realm, "Selection.setBaseAndExtent", parameter: "anchorNode")
                let anchorOffset = try call.unsignedInteger(1)
                let focusNode = try call.node(2, in: realm, "Selection.setBaseAndExtent", parameter: "focusNode")
                let focusOffset = try call.unsignedInteger(3)
                try selection.setBaseAndExtent(
                    anchor: BoundaryPoint(anchorNode, anchorOffset), focus: BoundaryPoint(focusNode, focusOffset))
                return realm.context.undefined
            }
        },
        NativeMethod("selectAllChildren") { c, f, t, n, a, e in
            selectionOperation(c, f, t, n, a, e, "selectAllChildren") { call, realm, selection in
                try selection.selectAllChildren(of: try call.node(0, in: realm, "Selection.selectAllChildren"))
                return realm.context.undefined
            }
        },
        NativeMethod("deleteFromDocument") { c, f, t, n, a, e in
            selectionOperation(c, f, t, n, a, e, "deleteFromDocument") { _, realm, selection in
                selection.deleteFromDocument()
                return realm.context.undefined
            }
        },
        NativeMethod("containsNode") { c, f, t, n, a, e in
            selectionOperation(c, f, t, n, a, e, "containsNode") { call, realm, selection in
                let node = try call.node(0, in: realm, "Selection.containsNode")
                return realm.context.boolean(selection.containsNode(node, allowPartialContainment: call.boolean(1)))
            }
        },
        // The selected text as rendered (WebKit's behaviour; the spec leaves it open).
        NativeMethod("toString") { c, f, t, n, a, e in
            selectionOperation(c, f, t, n, a, e, "toString") { _, realm, selection in
                realm.context.string(selection.renderedText)
            }
        },
    ]

    /// `collapse(node, offset)` and its alias `setPosition`.
    private static func collapse(_ call: NativeCall, _ realm: Realm, _ selection: Selection, _ operation: StaticString)
        throws -> JSValue
    {
        try call.requireArguments(1, operation)
        let node = try call.nullableNode(0, in: realm, operation, parameter: "node")
        try selection.collapse(node, try call.unsignedInteger(1))
        return realm.context.undefined
    }
}

/// Runs a `Selection` operation: checks `this` is the `Selection`.
@inline(__always)
private func selectionOperation(
    _ context: OpaquePointer?, _ function: OpaquePointer?, _ this: OpaquePointer?, _ count: Int,
    _ arguments: UnsafePointer<OpaquePointer?>?, _ exception: UnsafeMutablePointer<OpaquePointer?>?,
    _ name: StaticString, _ body: (NativeCall, Realm, Selection) throws -> JSValue
) -> OpaquePointer? {
    payloadOperation(
        context, function, this, count, arguments, exception, RangeClasses.selection, name, as: SelectionPayload.self
    ) { call, payload in try body(call, payload.realm, payload.realm.ranges.selection) }
}

/// Runs a `Selection` attribute getter.
@inline(__always)
private func selectionGetter(
    _ object: OpaquePointer?, _ exception: UnsafeMutablePointer<OpaquePointer?>?, _ body: (Realm, Selection) -> JSValue
) -> OpaquePointer? {
    payloadGetter(object, exception, as: SelectionPayload.self) { payload in body(payload.realm, payload.realm.ranges.selection) }
}
