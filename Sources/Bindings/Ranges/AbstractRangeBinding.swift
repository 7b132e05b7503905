import DOM
import JavaScriptEngine

extension InterfaceDefinition {
    /// `AbstractRange`: what `Range` and `StaticRange` share.
    ///
    /// https://dom.spec.whatwg.org/#interface-abstractrange
    static let abstractRange: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "AbstractRange")
        definition.properties = [
            NativeProperty("startContainer", get: { context, object, _, exception in
                abstractRangeGetter(object) { realm, start, _ in realm.wrap(start.node).value }
            }),
            NativeProperty("startOffset", get: { context, object, _, exception in
                abstractRangeGetter(object) { realm, start, _ in realm.context.number(start.offset) }
            }),
            NativeProperty("endContainer", get: { context, object, _, exception in
                abstractRangeGetter(object) { realm, _, end in realm.wrap(end.node).value }
            }),
            NativeProperty("endOffset", get: { context, object, _, exception in
                abstractRangeGetter(object) { realm, _, end in realm.context.number(end.offset) }
            }),
            NativeProperty("collapsed", get: { context, object, _, exception in
                abstractRangeGetter(object) { realm, start, end in realm.context.boolean(start == end) }
            }),
        ]
        return definition
    }()
}

/// Runs an `AbstractRange` attribute getter on a `Range` or a `StaticRange`.
@inline(__always)
private func abstractRangeGetter(
    _ object: OpaquePointer?, _ body: (Realm, BoundaryPoint, BoundaryPoint) -> JSValue
) -> OpaquePointer? {
    guard let object, let pointer = JSObject(raw: object).privateData else { return nil }
    switch Payload.from(pointer) {
    case let payload as RangePayload:
        return body(payload.realm, payload.range.start, payload.range.end).raw
    case let payload as StaticRangePayload:
        return body(payload.realm, payload.range.start, payload.range.end).raw
    default:
        return nil
    }
}
