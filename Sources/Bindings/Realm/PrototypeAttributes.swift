import DOM
import JavaScriptEngine

/// The accessor properties each interface prototype carries, made once per process.
///
/// Instances keep their attributes as accessors of their own class too (see
/// ``InterfaceRegistry``): the engine reads those with one native call (about 157 ns
/// here), where a native getter on a prototype cost 190–215 ns, and these getters are
/// JavaScript functions calling a native one. The prototypes' copies are what scripts
/// inspect and borrow, as they do in WebKit: `'loading' in HTMLImageElement.prototype`, or
/// setting a field the way frameworks cannot intercept,
/// `Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set.call(input, v)`.
/// Both run the same native callbacks. So `div.hasOwnProperty("id")` is true, where
/// WebKit says false, and redefining an attribute on a prototype does not reach instances.
///
/// Making them costs each window about 0.2–0.45 ms (a tiny page's set-up, old and new
/// binaries side by side; 0.35–0.42 ms in an instrumented build), for the attributes of
/// the interfaces wired up front: some 220, and some 330 since the form controls joined
/// them.
///
/// Left on instances only:
/// - `[LegacyUnforgeable]` attributes, which WebIDL puts on instances as enumerable
///   properties (all of `Location`'s, `Document.location`, `Event.isTrusted`): the
///   properties marked ``NativeProperty/isEnumerable``;
/// - the `on…` event handler attributes, which appexjs defines once on `EventTarget`
///   rather than on each of the prototypes WebKit has them on (`HTMLElement`, `Document`,
///   `SVGElement`, …); ninety of them on four prototypes would cost every page.
enum PrototypeAttributes {
    /// Every accessor, by the number the bootstrap script calls it with.
    static let accessors: [NativeAccessor] = tables.accessors
    /// Each interface's attributes, by registry position: its name, its getter's number and
    /// its setter's (nil when read-only).
    static let byInterface: [[(name: String, getter: Int, setter: Int?)]] = tables.byInterface

    private static let tables: (accessors: [NativeAccessor], byInterface: [[(name: String, getter: Int, setter: Int?)]]) = {
        let registry = InterfaceRegistry.shared
        var accessors: [NativeAccessor] = []
        let byInterface = registry.definitions.indices.map { index -> [(name: String, getter: Int, setter: Int?)] in
            let definition = registry.definitions[index]
            let receiver = receiverCheck(forInterfaceAt: index)
            return (definition.properties + definition.prototypeOnlyProperties).compactMap { property in
                guard hasPrototypeCopy(property, of: definition) else { return nil }
                accessors.append(NativeAccessor(.getter, of: property, receiver: receiver))
                let getter = accessors.count - 1
                guard property.setter != nil else { return (property.name, getter, nil) }
                accessors.append(NativeAccessor(.setter, of: property, receiver: receiver))
                return (property.name, getter, accessors.count - 1)
            }
        }
        return (accessors, byInterface)
    }()

    /// The bootstrap script's `makePrototype(index, parent)`: a new object inheriting from
    /// `parent` that holds the attributes of the interface at registry position `index`
    /// (see ``InterfaceWiring``), as enumerable, configurable accessor properties whose
    /// getters and setters hand `this` to the native `invokeAccessor` with their accessor's
    /// number.
    ///
    /// One function serves every interface, reading a table of names and numbers that is
    /// part of the compiled script, so a realm makes no strings for it. The engine links
    /// each function a realm calls for the first time, at tens of microseconds each; an
    /// object literal per interface was slower, and so was giving each accessor function
    /// the `name` WebKit gives it (`get textContent`): here they are unnamed.
    static var bootstrapPrototypeMaker: String {
        let tables = byInterface.map { attributes -> String in
            guard !attributes.isEmpty else { return "null" }
            return "[" + attributes.map { "\"\($0.name)\", \($0.getter), \($0.setter ?? -1)" }.joined(separator: ", ") + "]"
        }
        return [
            "(function () {",
            "  \"use strict\";",
            "  const invokeAccessor = native.invokeAccessor, defineProperty = Object.defineProperty;",
            "  const tables = [" + tables.joined(separator: ",\n") + "];",
            "  const makeGetter = function (number) { return function () { return invokeAccessor(this, number); }; };",
            "  const makeSetter = function (number) { return function (value) { invokeAccessor(this, number, value); }; };",
            "  return function makePrototype(index, parent) {",
            "    const prototype = { __proto__: parent }, table = tables[index];",
            "    if (table === null) return prototype;",
            "    for (let i = 0; i < table.length; i += 3) {",
            "      const setter = table[i + 2];",
            "      defineProperty(prototype, table[i], { __proto__: null, get: makeGetter(table[i + 1]),",
            "        set: setter < 0 ? undefined : makeSetter(setter), enumerable: true, configurable: true });",
            "    }",
            "    return prototype;",
            "  };",
            "})()",
        ].joined(separator: "\n")
    }

    /// `invokeAccessor(receiver, number, value)`, the bootstrap script's native half of every
    /// prototype attribute: runs accessor `number` on `receiver`, the setters with `value`.
    static let invokeAccessor: NativeFunctionCallback = { context, function, this, count, arguments, exception in
        let call = NativeCall(context, function, this, count, arguments, exception)
        guard let number = try? call[1].toNumber(in: call.context), let index = Int(exactly: number),
            accessors.indices.contains(index)
        else { return call.context.undefined.raw }
        let receiver = call[0].asObject(in: call.context)
        return accessors[index].call(call.context, this: receiver?.raw, value: call.has(2) ? call[2].raw : nil, exception: exception)
    }

    /// Interfaces whose attributes all stay on instances: `EventTarget`'s are the `on…`
    /// event handlers.
    private static let instanceOnlyInterfaces: Set<String> = ["EventTarget"]

    /// Whether `interface`'s prototype carries `property` as an accessor (so a write to a
    /// read-only one on an instance can fall through to it, see
    /// ``NativeProperty/passesWritesToPrototype``).
    static func hasPrototypeCopy(_ property: NativeProperty, of interface: InterfaceDefinition) -> Bool {
        !property.isEnumerable && !instanceOnlyInterfaces.contains(interface.name)
    }

    /// What admits `this` for the attributes of the interface at `index`: a wrapper of a
    /// node whose interface is it or inherits from it, or for other interfaces an object
    /// of its class (or a subclass).
    private static func receiverCheck(forInterfaceAt index: Int) -> NativeAccessor.Receiver {
        let registry = InterfaceRegistry.shared
        let interface = registry.definitions[index].name
        if registry.isNodeInterface(at: index) {
            return { context, this, accessor in
                if let this, let payload = nodePayload(of: JSValue(raw: this), in: context),
                    registry.inherits(
                        InterfaceClasses.registeredClass(for: payload.node, in: payload.realm.store).index, from: index)
                {
                    return nil
                }
                return illegalReceiver(context, accessor, of: interface)
            }
        }
        let jsClass = registry.jsClass(at: index)
        // A static `NodeList` is an array (see `Realm.staticNodeList`).
        let admitsArrays = interface == "NodeList"
        return { context, this, accessor in
            if let this, JSValue(raw: this).isObject(of: jsClass, in: context) { return nil }
            if admitsArrays, let this, JSValue(raw: this).isArray(in: context) { return nil }
            return illegalReceiver(context, accessor, of: interface)
        }
    }

    /// The TypeError for a getter or setter called on the wrong kind of object, worded as
    /// WebKit words it.
    private static func illegalReceiver(_ context: JSContext, _ accessor: NativeAccessor, of interface: String) -> JSValue {
        let role = accessor.kind == .getter ? "getter" : "setter"
        let message = "The \(interface).\(accessor.name) \(role) can only be used on instances of \(interface)"
        if let realm = RealmRegistry.realm(of: context) { return realm.makeError(realm.builtins.typeError, message) }
        return context.makeError(message: message).value
    }
}
