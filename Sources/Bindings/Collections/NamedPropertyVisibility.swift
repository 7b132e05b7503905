import JavaScriptEngine

/// Which names a collection's named properties may answer (`HTMLCollection`,
/// `HTMLFormControlsCollection`, interfaces without [LegacyOverrideBuiltIns]): a
/// supported property name is visible unless the prototype chain already has a property
/// of that name, so `collection.item` stays the method even with an `<a id=item>`.
///
/// JavaScriptCore asks a class's `getProperty` hook about every name before the class's
/// own attributes, so the attributes collections keep on instances (`length`) are
/// answered here without looking at any element.
///
/// https://webidl.spec.whatwg.org/#dfn-named-property-visibility
enum NamedPropertyVisibility {
    /// Whether `name` may be a named property of `object`: neither the attribute collections
    /// have on instances rather than on their prototypes (`length`) nor a property of its
    /// prototype chain.
    static func mayBeNamedProperty(_ name: OpaquePointer, of object: JSObject, in context: JSContext) -> Bool {
        if isLengthName(name) { return false }
        guard let prototype = object.prototype(in: context).asObject(in: context) else { return true }
        return !prototype.hasProperty(name, in: context)
    }
}
