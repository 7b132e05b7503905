import DOM
import JavaScriptEngine

// WebIDL argument conversions.
// https://webidl.spec.whatwg.org/#js-to-idl

extension NativeCall {
    /// Argument `index` as a `DOMString` (`ToString`; a missing argument is "undefined").
    func string(_ index: Int) throws -> String {
        try self[index].toString(in: context)
    }

    /// Argument `index` as a required `DOMString`: a TypeError when it was not passed.
    func requiredString(_ index: Int, _ operation: StaticString) throws -> String {
        guard index < count else { throw notEnoughArguments(operation, required: index + 1) }
        return try self[index].toString(in: context)
    }

    /// Argument `index` as a required `DOMString` that names something (an attribute, a tag,
    /// selectors): scripts pass the same few strings again and again, so the realm converts
    /// each once (see ``ArgumentStringCache``).
    func requiredName(_ index: Int, _ operation: StaticString, in realm: Realm) throws -> NameArgument {
        guard index < count else { throw notEnoughArguments(operation, required: index + 1) }
        return try realm.argumentStrings.name(self[index], in: context)
    }

    /// Argument `index` as a `DOMString?`: null and undefined are nil.
    func nullableString(_ index: Int) throws -> String? {
        let value = self[index]
        if value.isNullish(in: context) { return nil }
        return try value.toString(in: context)
    }

    /// Argument `index` as a namespace or prefix: null, undefined and the empty string are
    /// all nil (https://dom.spec.whatwg.org/#validate-and-extract, step 1).
    func nullableNonEmptyString(_ index: Int) throws -> String? {
        try nullableString(index).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Argument `index` as a `boolean` (missing is false).
    func boolean(_ index: Int) -> Bool { self[index].toBoolean(in: context) }

    /// Argument `index` as a `long` (`ToInt32`); missing or NaN is `defaultValue`.
    func integer(_ index: Int, default defaultValue: Int = 0) throws -> Int {
        guard has(index) else { return defaultValue }
        let number = try self[index].toNumber(in: context)
        return Int(WebIDLIntegers.long(number))
    }

    /// Argument `index` as an `unsigned long` (modulo 2^32).
    func unsignedInteger(_ index: Int, default defaultValue: Int = 0) throws -> Int {
        guard has(index) else { return defaultValue }
        let number = try self[index].toNumber(in: context)
        return Int(WebIDLIntegers.unsignedLong(number))
    }

    /// A TypeError unless at least `required` arguments were passed.
    func requireArguments(_ required: Int, _ operation: StaticString) throws {
        guard count >= required else { throw notEnoughArguments(operation, required: required) }
    }

    /// Argument `index` as an `unsigned short` (modulo 2^16); missing or NaN is 0.
    func unsignedShort(_ index: Int) throws -> Int {
        guard has(index) else { return 0 }
        let number = try self[index].toNumber(in: context)
        return Int(WebIDLIntegers.unsignedShort(number))
    }

    /// Argument `index` as a `Node` of `realm`: a TypeError otherwise.
    func node(_ index: Int, in realm: Realm, _ operation: StaticString, parameter: StaticString = "node") throws
        -> NodeID
    {
        guard index < count else { throw notEnoughArguments(operation, required: index + 1) }
        guard let node = realm.node(from: self[index]) else {
            throw BindingError.typeError("Argument \(index + 1) ('\(parameter)') to \(operation) must be an instance of Node")
        }
        return node
    }

    /// Argument `index` as a `Node?`: null and undefined are nil.
    func nullableNode(_ index: Int, in realm: Realm, _ operation: StaticString, parameter: StaticString = "child")
        throws -> NodeID?
    {
        let value = self[index]
        if value.isNullish(in: context) { return nil }
        guard let node = realm.node(from: value) else {
            throw BindingError.typeError("Argument \(index + 1) ('\(parameter)') to \(operation) must be an instance of Node")
        }
        return node
    }

    /// The TypeError for a call with too few arguments, worded as WebKit words it.
    func notEnoughArguments(_ operation: StaticString, required: Int) -> BindingError {
        .typeError("Not enough arguments")
    }

    /// The arguments from `index` on, as nodes, with strings turned into text nodes
    /// (`append`, `prepend`, `before`, `after`, `replaceWith`).
    ///
    /// https://dom.spec.whatwg.org/#converting-nodes-into-a-node
    func nodesOrStrings(from index: Int, in realm: Realm) throws -> NodeID? {
        var nodes: [NodeID] = []
        for position in index..<Swift.max(index, count) {
            let value = self[position]
            if let node = realm.node(from: value) {
                nodes.append(node)
            } else {
                nodes.append(realm.store.createText(try value.toString(in: context), in: realm.document))
            }
        }
        if nodes.isEmpty { return nil }
        if nodes.count == 1 { return nodes[0] }
        let fragment = realm.store.createDocumentFragment(in: realm.document)
        for node in nodes { try realm.store.appendChild(node, to: fragment) }
        return fragment
    }
}

extension JSValue {
    /// A setter's value as a `DOMString`.
    func domString(in realm: Realm) throws -> String { try toString(in: realm.context) }

    /// A setter's value as a `DOMString?` (null becomes nil; undefined becomes "undefined").
    func nullableDOMString(in realm: Realm) throws -> String? {
        isNull(in: realm.context) ? nil : try toString(in: realm.context)
    }

    /// A setter's value as a `[LegacyNullToEmptyString] DOMString` (null becomes "").
    func legacyNullToEmptyString(in realm: Realm) throws -> String {
        isNull(in: realm.context) ? "" : try toString(in: realm.context)
    }
}
