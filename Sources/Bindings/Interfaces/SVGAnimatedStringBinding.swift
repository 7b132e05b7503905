import DOM
import JavaScriptEngine

/// `className` of SVG elements, which is an `SVGAnimatedString` rather than a string:
/// `svg.className + ' ' + svg.id` gives `"[object SVGAnimatedString] id"` in WebKit, and
/// scripts that match class names (Readability's unlikely-candidate test) see that.
///
/// https://svgwg.org/svg2-draft/types.html#InterfaceSVGElement (`className`)
enum SVGClassNameMembers {
    /// `className`, read-only: the same `SVGAnimatedString` of the element every time.
    static let properties: [NativeProperty] = [
        NativeProperty("className", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in
                realm.nodePart("SVGAnimatedString", .animatedClassName(node), of: node).value
            }
        }),
    ]
}

extension InterfaceDefinition {
    /// `SVGAnimatedString` for the `class` attribute: `baseVal` reads and sets it;
    /// `animVal` reads it (nothing is animated here, so it is the base value).
    ///
    /// https://svgwg.org/svg2-draft/types.html#InterfaceSVGAnimatedString
    static let svgAnimatedString: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "SVGAnimatedString")
        // Its objects own a NodePartPayload (see Realm.nodePart).
        definition.finalize = releaseOnFinalize
        definition.properties = [
            NativeProperty(
                "baseVal",
                get: { _, object, _, exception in classAttribute(of: object, exception) },
                set: { _, object, _, value, exception in
                    payloadSetter(object, value, exception, as: NodePartPayload.self) { part, value in
                        part.realm.store.setAttribute(.class, to: try value.domString(in: part.realm), on: part.node)
                    }
                }),
            NativeProperty("animVal", get: { _, object, _, exception in classAttribute(of: object, exception) }),
        ]
        return definition
    }()
}

/// The `class` attribute of the element an `SVGAnimatedString` belongs to ("" without one).
private func classAttribute(
    of object: OpaquePointer?, _ exception: UnsafeMutablePointer<OpaquePointer?>?
) -> OpaquePointer? {
    payloadGetter(object, exception, as: NodePartPayload.self) { part in
        part.realm.context.string(part.realm.store.attribute(.class, of: part.node) ?? "")
    }
}
