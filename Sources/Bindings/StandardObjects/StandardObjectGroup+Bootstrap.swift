extension StandardObjectGroup {
    /// Lines of the bootstrap script (inside its block, where `native` is in scope) that
    /// define every group's globals as accessors making the group on first use.
    ///
    /// Reading a global makes its group (once: `make` keeps what each group returned) and
    /// replaces the accessor with the property WebKit has; assigning to an interface or
    /// operation replaces it with the assigned value, as assigning to WebKit's data
    /// property does. `shared` holds what the groups' scripts may rely on, captured now,
    /// before a page script can replace it, everything the groups made so far (`made`),
    /// and `adopt(object, prototype)`, which gives a host object (an `EventTarget` or
    /// `Event` a subclass's constructor made) the subclass's prototype and, as an own
    /// property, its `Symbol.toStringTag` (JavaScriptCore answers a host object's tag with
    /// its class name before looking at the prototype), `restrictedDouble(value)`, WebIDL's
    /// conversion to a finite `double` (a `TypeError` for NaN and infinities),
    /// `defineConstant(target, name, value)`, which defines a WebIDL constant (enumerable,
    /// neither writable nor configurable), `defineMembers(target, members)`, which
    /// defines an object literal's methods and accessors on `target` as WebIDL members
    /// (enumerable), `defineAttribute(target, name, read, write)`, which defines a WebIDL attribute
    /// whose getter (named `get name`) returns `read(this)` and whose setter, when `write` is
    /// given, calls `write(this, value)`, `attributeState(table, object, interfaceName, member)`
    /// and `operationState(…)`, which find what a `WeakMap` keeps for `object` or throw WebKit's
    /// TypeError for a getter or an operation called on another object, and
    /// `interfaceObject(name, Parent, constructor)`, an
    /// interface object inheriting from `Parent` (or nothing, for null), whose prototype carries
    /// its class string: `constructor` (a function that checks `new.target` itself), or, when
    /// it is left out, one that throws because scripts cannot construct the interface. (Functions are `const`s: a function declared
    /// in a block of global code would also become a global.) `make` is also the bootstrap's
    /// `requireStandardObject`, for native code (``Realm/standardObject(_:in:)``).
    static let bootstrapLines: [String] = {
        var lines = [
            "  // Native code asks for a group's objects through the bootstrap's extras.",
            "  let requireStandardObject;",
            "  {",
            "    // The engine's functions the groups use, captured before any page script can replace them,",
            "    // with methods uncurried (`weakMapGet(table, key)` for `table.get(key)`): the runtime's own",
            "    // work (error events, mutation records) must not depend on what a page script replaced.",
            "    const primordials = (function () {",
            "      const apply = Reflect.apply;",
            "      const uncurry = function (method) { return function (thisArgument, ...rest) { return apply(method, thisArgument, rest); }; };",
            "      return Object.freeze({ __proto__: null, apply: apply,",
            "        call: function (method, thisArgument, ...rest) { return apply(method, thisArgument, rest); },",
            "        defineProperty: Object.defineProperty, getOwnPropertyDescriptor: Object.getOwnPropertyDescriptor,",
            "        getOwnPropertyNames: Object.getOwnPropertyNames, create: Object.create, freeze: Object.freeze,",
            "        setPrototypeOf: Object.setPrototypeOf, assign: Object.assign, arrayFrom: Array.from,",
            "        arraySlice: uncurry(Array.prototype.slice), arraySort: uncurry(Array.prototype.sort),",
            "        arrayEvery: uncurry(Array.prototype.every), arrayPush: uncurry(Array.prototype.push),",
            "        weakMapGet: uncurry(WeakMap.prototype.get), weakMapSet: uncurry(WeakMap.prototype.set),",
            "        WeakMap: WeakMap, TypeError: TypeError, String: String, Number: Number, Boolean: Boolean,",
            "        isFinite: Number.isFinite, trunc: Math.trunc, Promise: Promise, then: uncurry(Promise.prototype.then),",
            "        promiseResolve: function (value) { return apply(Promise.resolve, Promise, [value]); },",
            "        toStringTag: Symbol.toStringTag, objectPrototype: Object.prototype });",
            "    })();",
            "    const { defineProperty, setPrototypeOf, getOwnPropertyDescriptor, getOwnPropertyNames, create, weakMapGet } = primordials;",
            "    const made = create(null), madeGroups = create(null);",
            "    // Each group's values by name (two groups may use one name for helpers: `createEvent`).",
            "    const make = function (group, name) {",
            "      let values = madeGroups[group];",
            "      if (values === undefined) {",
            "        values = native.standardObjects(group)(native, shared);",
            "        const names = getOwnPropertyNames(values);",
            "        for (let i = 0; i < names.length; i++) made[names[i]] = values[names[i]];",
            "        madeGroups[group] = values;",
            "      }",
            "      return values[name];",
            "    };",
            "    requireStandardObject = make;",
            "    const shared = { __proto__: null, DOMException, DOMRectReadOnly,",
        ] + sharedInterfaces.map { name in
            "      get \(name)() { return interfaceObjectAt(\(InterfaceRegistry.shared.index(of: name)!)); },"
        } + [
            "      primordials: primordials, require: make, made: made, adopt: function (object, prototype) {",
            "        setPrototypeOf(object, prototype);",
            "        return defineProperty(object, primordials.toStringTag, { __proto__: null, value: prototype[primordials.toStringTag], configurable: true });",
            "      }, restrictedDouble: function (value) {",
            "        const number = primordials.Number(value);",
            "        if (!primordials.isFinite(number)) throw new primordials.TypeError(\"The provided value is non-finite\");",
            "        return number;",
            "      }, defineConstant: function (target, name, value) {",
            "        defineProperty(target, name, { __proto__: null, value: value, enumerable: true });",
            "      }, defineMembers: function (target, members) {",
            "        const names = getOwnPropertyNames(members);",
            "        for (let i = 0; i < names.length; i++) {",
            "          const descriptor = getOwnPropertyDescriptor(members, names[i]);",
            "          setPrototypeOf(descriptor, null);",
            "          descriptor.enumerable = true;",
            "          defineProperty(target, names[i], descriptor);",
            "        }",
            "      }, defineAttribute: function (target, name, read, write) {",
            "        const accessors = { get [name]() { return read(this); }, set [name](value) { write(this, value); } };",
            "        const { get, set } = getOwnPropertyDescriptor(accessors, name);",
            "        defineProperty(target, name, { __proto__: null, get: get, set: write === undefined ? undefined : set, enumerable: true, configurable: true });",
            "      }, attributeState: function (table, object, interfaceName, member) {",
            "        const state = weakMapGet(table, object);",
            "        if (state === undefined) {",
            "          throw new primordials.TypeError(\"The \" + interfaceName + \".\" + member + \" getter can only be used on instances of \" + interfaceName);",
            "        }",
            "        return state;",
            "      }, operationState: function (table, object, interfaceName, member) {",
            "        const state = weakMapGet(table, object);",
            "        if (state === undefined) throw new primordials.TypeError(\"Can only call \" + interfaceName + \".\" + member + \" on instances of \" + interfaceName);",
            "        return state;",
            "      }, interfaceObject: function (name, Parent, constructor) {",
            "        const interfaceObject = constructor !== undefined ? constructor",
            "          : { [name]: function () { throw new primordials.TypeError(\"Illegal constructor\"); } }[name];",
            "        if (Parent !== null) setPrototypeOf(interfaceObject, Parent);",
            "        defineProperty(interfaceObject, \"prototype\", { __proto__: null, value: create(Parent === null ? primordials.objectPrototype : Parent.prototype, {",
            "          constructor: { __proto__: null, value: interfaceObject, writable: true, configurable: true },",
            "          [primordials.toStringTag]: { __proto__: null, value: name, configurable: true } }) });",
            "        return defineProperty(interfaceObject, \"prototype\", { __proto__: null, writable: false });",
            "      } };",
            "    // Exposures: 0 an interface, 1 an operation, 2 a read-only attribute, 3 a replaceable one.",
            "    const settle = function (name, value, exposure) {",
            "      if (exposure < 2) {",
            "        defineProperty(globalThis, name, { __proto__: null, value: value, writable: true, configurable: true, enumerable: exposure === 1 });",
            "        return;",
            "      }",
            "      // Accessors named as WebKit names them (`get crypto`).",
            "      const { get, set } = getOwnPropertyDescriptor({",
            "        get [name]() { return value; }, set [name](replacement) { settle(name, replacement, 1); } }, name);",
            "      defineProperty(globalThis, name, { __proto__: null, get: get, set: exposure === 3 ? set : undefined, configurable: true, enumerable: true });",
            "    };",
            "    const lazy = function (name, group, exposure) {",
            "      defineProperty(globalThis, name, { __proto__: null, configurable: true, enumerable: exposure !== 0,",
            "        get: function () { const value = make(group, name); settle(name, value, exposure); return value; },",
            "        set: exposure === 2 ? undefined : function (value) { settle(name, value, exposure === 3 ? 1 : exposure); } });",
            "    };",
        ]
        let table = allCases.flatMap { group in
            group.globals.flatMap { ["\"\($0.name)\"", "\"\(group.rawValue)\"", "\($0.exposure.rawValue)"] }
        }
        lines.append(Bootstrap.tableLoop("the standard objects' globals", table, stride: 3, body: "lazy(table[i], table[i + 1], table[i + 2]);"))
        lines.append("  }")
        return lines
    }()

    /// The interfaces `shared` gives the groups' scripts, read when a group is made (so the
    /// interfaces are wired then, not with every window; see `Bootstrap.interfaceGlobalsSource`).
    private static let sharedInterfaces = [
        "Event", "UIEvent", "MouseEvent", "EventTarget", "TextEncoder", "TextDecoder", "URLSearchParams",
    ]
}
