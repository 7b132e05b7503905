import DOM
import JavaScriptEngine

extension InterfaceDefinition {
    /// `Range`: a live range.
    ///
    /// https://dom.spec.whatwg.org/#interface-range
    static let range: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "Range", parent: "AbstractRange")
        definition.finalize = releaseOnFinalize
        definition.constants = LiveRange.Comparison.allCases.map { ($0.constantName, Double($0.rawValue)) }
            + LiveRange.NodePosition.allCases.map { ($0.constantName, Double($0.rawValue)) }
        // https://dom.spec.whatwg.org/#dom-range-range
        definition.constructor = { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { _, realm in
                realm.makeRangeObject(realm.ranges.registry.makeRange(at: realm.document)).value
            }
        }
        definition.properties = [
            NativeProperty("commonAncestorContainer", get: { context, object, _, exception in
                payloadGetter(object, exception, as: RangePayload.self) { payload in
                    payload.realm.wrap(payload.range.commonAncestorContainer).value
                }
            })
        ]
        definition.methods = rangeMethods
        return definition
    }()

    private static let rangeMethods: [NativeMethod] = [
        NativeMethod("setStart") { c, f, t, n, a, e in
            rangeOperation(c, f, t, n, a, e, "setStart") { call, realm, range in
                let node = try call.node(0, in: realm, "Range.setStart")
                try call.requireArguments(2, "Range.setStart")
                try range.setStart(node, try call.unsignedInteger(1))
                return realm.context.undefined
            }
        },
        NativeMethod("setEnd") { c, f, t, n, a, e in
            rangeOperation(c, f, t, n, a, e, "setEnd") { call, realm, range in
                let node = try call.node(0, in: realm, "Range.setEnd")
                try call.requireArguments(2, "Range.setEnd")
                try range.setEnd(node, try call.unsignedInteger(1))
                return realm.context.undefined
            }
        },
        NativeMethod("setStartBefore") { c, f, t, n, a, e in
            rangeOperation(c, f, t, n, a, e, "setStartBefore") { call, realm, range in
                try range.setStartBefore(try call.node(0, in: realm, "Range.setStartBefore"))
                return realm.context.undefined
            }
        },
        NativeMethod("setStartAfter") { c, f, t, n, a, e in
            rangeOperation(c, f, t, n, a, e, "setStartAfter") { call, realm, range in
                try range.setStartAfter(try call.node(0, in: realm, "Range.setStartAfter"))
                return realm.context.undefined
            }
        },
        NativeMethod("setEndBefore") { c, f, t, n, a, e in
            rangeOperation(c, f, t, n, a, e, "setEndBefore") { call, realm, range in
                try range.setEndBefore(try call.node(0, in: realm, "Range.setEndBefore"))
                return realm.context.undefined
            }
        },
        NativeMethod("setEndAfter") { c, f, t, n, a, e in
            rangeOperation(c, f, t, n, a, e, "setEndAfter") { call, realm, range in
                try range.setEndAfter(try call.node(0, in: realm, "Range.setEndAfter"))
                return realm.context.undefined
            }
        },
        NativeMethod("collapse") { c, f, t, n, a, e in
            rangeOperation(c, f, t, n, a, e, "collapse") { call, realm, range in
                range.collapse(toStart: call.boolean(0))
                return realm.context.undefined
            }
        },
        NativeMethod("selectNode") { c, f, t, n, a, e in
            rangeOperation(c, f, t, n, a, e, "selectNode") { call, realm, range in
                try range.selectNode(try call.node(0, in: realm, "Range.selectNode"))
                return realm.context.undefined
            }
        },
        NativeMethod("selectNodeContents") { c, f, t, n, a, e in
            rangeOperation(c, f, t, n, a, e, "selectNodeContents") { call, realm, range in
                try range.selectNodeContents(try call.node(0, in: realm, "Range.selectNodeContents"))
                return realm.context.undefined
            }
        },
        NativeMethod("compareBoundaryPoints") { c, f, t, n, a, e in
            rangeOperation(c, f, t, n, a, e, "compareBoundaryPoints") { call, realm, range in
                try call.requireArguments(2, "Range.compareBoundaryPoints")
                let how = try call.unsignedShort(0)
                let source = try call.range(1, in: realm, "Range.compareBoundaryPoints", parameter: "sourceRange")
                return realm.context.number(try range.compareBoundaryPoints(how, with: source))
            }
        },
        NativeMethod("deleteContents") { c, f, t, n, a, e in
            rangeOperation(c, f, t, n, a, e, "deleteContents") { _, realm, range in
                range.deleteContents()
                return realm.context.undefined
            }
        },
        NativeMethod("extractContents") { c, f, t, n, a, e in
            rangeOperation(c, f, t, n, a, e, "extractContents") { _, realm, range in
                realm.wrap(try range.extractContents()).value
            }
        },
        NativeMethod("cloneContents") { c, f, t, n, a, e in
            rangeOperation(c, f, t, n, a, e, "cloneContents") { _, realm, range in
                realm.wrap(try range.cloneContents()).value
            }
        },
        NativeMethod("insertNode") { c, f, t, n, a, e in
            rangeOperation(c, f, t, n, a, e, "insertNode") { call, realm, range in
                try range.insertNode(try call.node(0, in: realm, "Range.insertNode"))
                return realm.context.undefined
            }
        },
        NativeMethod("surroundContents") { c, f, t, n, a, e in
            rangeOperation(c, f, t, n, a, e, "surroundContents") { call, realm, range in
                try range.surroundContents(
                    with: try call.node(0, in: realm, "Range.surroundContents", parameter: "newParent"))
                return realm.context.undefined
            }
        },
        NativeMethod("cloneRange") { c, f, t, n, a, e in
            rangeOperation(c, f, t, n, a, e, "cloneRange") { _, realm, range in
                realm.makeRangeObject(range.cloneRange()).value
            }
        },
        NativeMethod("detach") { c, f, t, n, a, e in
            rangeOperation(c, f, t, n, a, e, "detach") { _, realm, range in
                range.detach()
                return realm.context.undefined
            }
        },
        NativeMethod("isPointInRange") { c, f, t, n, a, e in
            rangeOperation(c, f, t, n, a, e, "isPointInRange") { call, realm, range in
                let node = try call.node(0, in: realm, "Range.isPointInRange")
                try call.requireArguments(2, "Range.isPointInRange")
                return realm.context.boolean(try range.isPointInRange(node, try call.unsignedInteger(1)))
            }
        },
        NativeMethod("comparePoint") { c, f, t, n, a, e in
            rangeOperation(c, f, t, n, a, e, "comparePoint") { call, realm, range in
                let node = try call.node(0, in: realm, "Range.comparePoint")
                try call.requireArguments(2, "Range.comparePoint")
                return realm.context.number(try range.comparePoint(node, try call.unsignedInteger(1)))
            }
        },
        NativeMethod("compareNode") { c, f, t, n, a, e in
            rangeOperation(c, f, t, n, a, e, "compareNode") { call, realm, range in
                realm.context.number(try range.compareNode(try call.node(0, in: realm, "Range.compareNode")).rawValue)
            }
        },
        NativeMethod("intersectsNode") { c, f, t, n, a, e in
            rangeOperation(c, f, t, n, a, e, "intersectsNode") { call, realm, range in
                realm.context.boolean(range.intersectsNode(try call.node(0, in: realm, "Range.intersectsNode")))
            }
        },
        // https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-range-createcontextualfragment
        NativeMethod("createContextualFragment") { c, f, t, n, a, e in
            rangeOperation(c, f, t, n, a, e, "createContextualFragment") { call, realm, range in
                let markup = try call.requiredString(0, "Range.createContextualFragment")
                return realm.wrap(realm.contextualFragment(markup, at: range.start.node)).value
            }
        },
        // https://drafts.csswg.org/cssom-view/#dom-range-getboundingclientrect: no layout,
        // so an empty rectangle at the origin, as for elements (see LayoutMembers).
        NativeMethod("getBoundingClientRect") { c, f, t, n, a, e in
            rangeOperation(c, f, t, n, a, e, "getBoundingClientRect") { _, realm, _ in try realm.emptyRectangle().value }
        },
        NativeMethod("getClientRects") { c, f, t, n, a, e in
            rangeOperation(c, f, t, n, a, e, "getClientRects") { _, realm, _ in try realm.rectList([]).value }
        },
        // https://dom.spec.whatwg.org/#dom-range-stringifier
        NativeMethod("toString") { c, f, t, n, a, e in
            rangeOperation(c, f, t, n, a, e, "toString") { _, realm, range in realm.context.string(range.text) }
        },
    ]
}

extension Realm {
    /// `range.createContextualFragment(markup)`: `markup` parsed as the children of the
    /// element at the range's start (a `body` for a document, a fragment or `html`).
    ///
    /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-range-createcontextualfragment
    func contextualFragment(_ markup: String, at node: NodeID) -> NodeID {
        // 2-3.
        var element: NodeID?
        switch store.kind(of: node) {
        case .element: element = node
        case .text, .cdataSection, .comment: element = store.parentElement(of: node)
        default: element = nil
        }
        let document = store.document(of: node)
        if element == nil || element.map({ store.isHTMLElement($0, named: .html) }) == true {
            element = store.createElement(.body, in: document)
        }
        // 4-5. Its scripts are not marked already started (see ``ResourceLoads``).
        return parseFragment(markup, context: element ?? node, scriptsMayRun: true)
    }
}

/// Runs a `Range` operation: checks `this` is a `Range`.
@inline(__always)
private func rangeOperation(
    _ context: OpaquePointer?, _ function: OpaquePointer?, _ this: OpaquePointer?, _ count: Int,
    _ arguments: UnsafePointer<OpaquePointer?>?, _ exception: UnsafeMutablePointer<OpaquePointer?>?,
    _ name: StaticString, _ body: (NativeCall, Realm, LiveRange) throws -> JSValue
) -> OpaquePointer? {
    payloadOperation(context, function, this, count, arguments, exception, RangeClasses.range, name, as: RangePayload.self) {
        call, payload in try body(call, payload.realm, payload.range)
    }
}
