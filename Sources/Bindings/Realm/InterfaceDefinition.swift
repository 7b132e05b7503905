import JavaScriptEngine

/// How one WebIDL interface is exposed: its name, the interface it inherits from, its
/// attributes (accessors on instances, and on its prototype: see ``PrototypeAttributes``),
/// operations (methods on its prototype) and constants, plus the hooks collections need.
struct InterfaceDefinition: @unchecked Sendable {
    /// The interface name (`HTMLAnchorElement`).
    var name: String
    /// The interface it inherits from, by name.
    var parent: String?
    /// Attributes.
    var properties: [NativeProperty] = []
    /// Attributes scripts seldom read, kept on the interface prototype only, as WebIDL has
    /// all of them, rather than on instances too (see ``PrototypeAttributes``): each of an
    /// instance class's accessors costs every realm some time the first time it reads a
    /// property of that class (see ``InterfaceRegistry``), and a read through the
    /// prototype costs a script function's call more.
    var prototypeOnlyProperties: [NativeProperty] = []
    /// Operations.
    var methods: [NativeMethod] = []
    /// `[LegacyUnforgeable]` operations: own properties of every instance rather than of the
    /// prototype (https://webidl.spec.whatwg.org/#LegacyUnforgeable).
    var ownMethods: [NativeMethod] = []
    /// Constants, on both the interface object and the prototype (`Node.ELEMENT_NODE`).
    var constants: [(name: String, value: Double)] = []
    /// Indexed and named access for collections.
    var getProperty: NativeGetterCallback?
    var setProperty: NativeSetterCallback?
    var hasProperty: NativeHasPropertyCallback?
    var deleteProperty: NativeDeletePropertyCallback?
    var getPropertyNames: NativePropertyNamesCallback?
    /// Releases a retained payload when instances are collected; nil when the realm keeps payloads.
    var finalize: NativeFinalizeCallback?
    /// Whether the interface object is on the global object (false for internal classes).
    var isExposed = true
    /// For interfaces scripts can construct (`new Event("x")`): makes the instance from the
    /// constructor's arguments. The bootstrap script defines the interface object as a
    /// function that checks `new` and calls this; without it, `new` throws "Illegal constructor".
    var constructor: NativeFunctionCallback?
    /// The interface object's `length`: how many arguments ``constructor`` requires (`new
    /// Event()` throws, so `Event.length` is 1), https://webidl.spec.whatwg.org/#es-interface-call.
    var constructorLength = 0
    /// Whether instances are iterable like arrays with `forEach`, `entries`, `keys` and
    /// `values` too (WebIDL `iterable<>` on an indexed interface, such as `NodeList`).
    var isArrayLikeIterable = false
    /// Whether instances have only `[Symbol.iterator]` (an indexed getter, such as `HTMLCollection`).
    var hasIndexedIterator = false
    /// For pair iterables (`URLSearchParams`): the method `[Symbol.iterator]` is (`entries`).
    var iteratorMethod: String?

    /// Whether the engine calls the interface's code for property names of its own
    /// (``getProperty``, ``hasProperty`` and the rest).
    var hasPropertyHooks: Bool {
        getProperty != nil || setProperty != nil || hasProperty != nil || deleteProperty != nil
            || getPropertyNames != nil
    }

    init(name: String, parent: String? = nil) {
        self.name = name
        self.parent = parent
    }
}
