import DOM
import JavaScriptEngine

/// Makes each interface's prototype and interface object, one interface at a time, when
/// a script first reads the interface's global or the realm makes its first instance.
///
/// Making every interface's prototype up front would cost every page for interfaces it
/// never uses. Instead the bootstrap script leaves each interface's global an accessor
/// (see `Bootstrap.interfaceGlobalsSource`) that wires the interface when first read, and
/// ``Realm/instantiate(_:privateData:)`` wires it before its first instance. Wiring makes
/// the prototype, a plain object holding the interface's attributes and operations,
/// inheriting from its parent's prototype (wired first), with `Symbol.toStringTag`, the
/// interface's constants and, for collections, the array iterator methods; then the
/// interface object, inheriting from its parent's interface object (wired with the parent's
/// prototype), with the prototype as its `prototype` and the constants, which the
/// prototype names as its `constructor`. An interface object therefore never exists
/// without its prototype, and a prototype a script reaches, through the global, a
/// prototype chain or an instance's `constructor`, always has its members: feature tests
/// that read prototypes before any instance (`'replace' in CSSStyleSheet.prototype`, as
/// Lit does) get WebKit's answer, and what a polyfill puts on a prototype stays there.
///
/// Some interfaces are wired ahead of need, which scripts cannot tell from wiring on
/// demand (see ``wireCommonInterfaces()``):
/// - the document's and the location's, which every window has as soon as it has a
///   document. Wiring them with the window rather than when the document is attached
///   does that work on the window thread, while the page is still being parsed
///   (`Document` alone has some fifty operations to make);
/// - the ones nearly every page's scripts meet (``likelyInterfaces``), by the time the
///   document is attached at the latest.
final class InterfaceWiring {
    /// The interfaces wired up front (their ancestors come with them).
    static let commonInterfaces = ["HTMLElement", "Text", "Comment", "DocumentFragment", "HTMLDocument", "Location"]

    unowned(unsafe) let realm: Realm
    private var wired: [Bool]
    /// The prototypes of wired interfaces, by registry position.
    private(set) var prototypes: [JSObject?]
    /// The interface objects of wired interfaces, by registry position (nil for interfaces
    /// without one). The bootstrap script's `connectInterface` keeps them alive.
    private var interfaceObjects: [JSObject?]
    /// The bootstrap script's `connectInterface` (see `Bootstrap.interfaceGlobalsSource`),
    /// kept alive with the bootstrap's extras.
    private let connectInterface: JSObject
    /// The bootstrap script's `makePrototype` (see ``PrototypeAttributes/bootstrapPrototypeMaker``).
    private let makePrototype: JSObject

    init(realm: Realm, connectInterface: JSObject, makePrototype: JSObject) {
        self.realm = realm
        self.connectInterface = connectInterface
        self.makePrototype = makePrototype
        wired = Array(repeating: false, count: InterfaceRegistry.shared.definitions.count)
        prototypes = Array(repeating: nil, count: wired.count)
        interfaceObjects = prototypes
    }

    private var context: JSContext { realm.context }

    /// Interfaces nearly every page's scripts meet soon after they start, most likely
    /// first: the collections, the elements of a page's skeleton and of its text, `URL` and
    /// `Selection`; then the form controls, whose prototypes form-filling extensions read
    /// before touching any field (`Object.getOwnPropertyDescriptor(HTMLInputElement.prototype,
    /// "value").set`, the setter page frameworks do not intercept), about 0.05–0.1 ms a
    /// window, and `CSSStyleSheet`, which pages test for constructed sheets
    /// (`'replace' in CSSStyleSheet.prototype`, as Lit does). A window built while its page
    /// parses wires them ahead, while a core would otherwise wait
    /// (``Realm/wireLikelyInterfaces(until:)``); the rest are wired when the document is
    /// attached. Scripts see the same either way.
    static let likelyInterfaces = [
        "HTMLCollection", "NodeList", "HTMLHtmlElement", "HTMLHeadElement", "HTMLBodyElement", "HTMLMetaElement",
        "HTMLLinkElement", "HTMLTitleElement", "HTMLScriptElement", "HTMLStyleElement", "HTMLDivElement",
        "HTMLAnchorElement", "HTMLParagraphElement", "HTMLSpanElement", "HTMLImageElement", "HTMLHeadingElement",
        "HTMLUListElement", "HTMLLIElement", "URL", "Selection", "DOMTokenList", "CSSStyleProperties",
        "HTMLFormElement", "HTMLInputElement", "HTMLTextAreaElement", "HTMLSelectElement", "HTMLButtonElement",
        "CSSStyleSheet",
    ]

    /// The registry positions of ``commonInterfaces`` and ``likelyInterfaces``, looked up
    /// once per process.
    private static let commonIndices = commonInterfaces.map { RegisteredClass($0).index }
    private static let likelyIndices = likelyInterfaces.map { RegisteredClass($0).index }

    /// The registry positions of the interfaces every realm wires before any script runs:
    /// ``commonInterfaces``, ``likelyInterfaces`` and their ancestors. Their globals are
    /// defined when they are wired, with no accessor before (see `Bootstrap.interfaceGlobalsSource`).
    static let wiredBeforeScripts: Set<Int> = {
        let registry = InterfaceRegistry.shared
        var indices: Set<Int> = []
        for var index in commonIndices + likelyIndices as [Int?] {
            while let current = index, indices.insert(current).inserted {
                index = registry.definitions[current].parent.flatMap(registry.index(of:))
            }
        }
        return indices
    }()

    /// Wires ``likelyInterfaces`` in order, one at a time, until `shouldStop` says so.
    func wireLikelyInterfaces(until shouldStop: () -> Bool) {
        for index in Self.likelyIndices {
            if shouldStop() { return }
            ensure(index)
        }
    }

    /// The node interfaces whose accessor tables ``prepareLikelyAccessorTables(until:)``
    /// has the engine build, most likely first.
    static let likelyAccessorTables = [
        "HTMLDocument", "HTMLHtmlElement", "HTMLBodyElement", "HTMLHeadElement", "HTMLMetaElement", "HTMLLinkElement",
        "HTMLTitleElement", "HTMLElement", "HTMLDivElement", "HTMLAnchorElement", "HTMLImageElement",
        "HTMLParagraphElement", "HTMLSpanElement", "Text", "HTMLScriptElement", "HTMLStyleElement",
        "HTMLHeadingElement", "HTMLUListElement", "HTMLLIElement", "Comment", "HTMLInputElement",
        "HTMLTextAreaElement", "HTMLButtonElement",
    ]

    /// A name no interface has, looked up by ``prepareLikelyAccessorTables(until:)``.
    private static let absentName = JSStringHandle(" appexjs: no such property")

    /// Has the engine build this realm's table of accessors for each class of
    /// ``likelyAccessorTables`` in turn, until `shouldStop` says so.
    ///
    /// The engine makes a class's table in each realm the first time it looks a property
    /// up on one of the class's instances: for a flat element class (see
    /// ``InterfaceRegistry``), some 90 accessors from `Node`'s to the interface's own, it
    /// takes 15–25 µs (40–55 µs while the ARIA attributes were among them), which a script
    /// would otherwise wait for at its first read on each kind of element it touches. A
    /// window's thread gets here only when its page takes longer to parse than the window
    /// takes to build. Looking a name no class has up on a bare instance (no
    /// node, no prototype, no hooks) builds the table and calls nothing, so what a script
    /// sees never depends on how far this got.
    func prepareLikelyAccessorTables(until shouldStop: () -> Bool) {
        for jsClass in Self.likelyAccessorClasses {
            if shouldStop() { return }
            _ = context.makeObject(of: jsClass, privateData: nil).hasProperty(Self.absentName.raw, in: context)
        }
    }

    /// The classes of ``likelyAccessorTables``, leaving out any that came to have property
    /// hooks: the lookup would call those with an instance that has no node.
    private static let likelyAccessorClasses = likelyAccessorTables.map(RegisteredClass.init).filter {
        !InterfaceRegistry.shared.definitions[$0.index].hasPropertyHooks
    }.map(\.jsClass)

    /// Wires ``commonInterfaces`` and their ancestors.
    func wireCommonInterfaces() {
        for index in Self.commonIndices { ensure(index) }
    }

    /// Wires interface `index` (and those it inherits from) unless already done.
    @inline(__always) func ensure(_ index: Int) {
        guard !wired[index] else { return }
        do {
            try wire(index)
        } catch {
            realm.warn("setting up \(InterfaceRegistry.shared.definitions[index].name) failed: \(error.details.summary)")
        }
    }

    /// The interface object of interface `index`, if it has one, wiring the interface first.
    func interfaceObject(at index: Int) -> JSObject? {
        ensure(index)
        return interfaceObjects[index]
    }

    private func wire(_ index: Int) throws(JSException) {
        wired[index] = true
        let registry = InterfaceRegistry.shared
        let definition = registry.definitions[index]
        var parentPrototype: JSObject?
        var parentObject: JSObject?
        if let parent = definition.parent, let parentIndex = registry.index(of: parent) {
            ensure(parentIndex)
            parentPrototype = prototypes[parentIndex]
            parentObject = interfaceObjects[parentIndex]
        }
        let prototype = try makePrototype(at: index, inheritingFrom: parentPrototype)
        // A Swift reference is no root for the collector: the realm holds the prototypes.
        realm.keepAlive(prototype.value)
        prototypes[index] = prototype
        let builtins = realm.builtins!
        if definition.isArrayLikeIterable || definition.hasIndexedIterator {
            try defineOwnProperty(builtins.symbolIterator, builtins.arrayValues.value, on: prototype, enumerable: false)
        }
        if definition.isArrayLikeIterable {
            for method in ["forEach", "entries", "keys", "values"] {
                try defineOwnProperty(
                    context.string(method), try builtins.arrayPrototype.property(method, in: context), on: prototype,
                    enumerable: true)
            }
        }
        if let method = definition.iteratorMethod {
            try defineOwnProperty(
                builtins.symbolIterator, try prototype.property(method, in: context), on: prototype, enumerable: false)
        }
        // https://webidl.spec.whatwg.org/#es-constants: on the prototype and the interface object.
        try defineConstants(of: definition, on: prototype)
        // https://webidl.spec.whatwg.org/#interface-object: an interface object inherits from
        // its parent interface's (`Object.getPrototypeOf(HTMLElement) === Element`).
        var arguments = [
            prototype.value, context.string(definition.name), context.number(index),
            parentObject?.value ?? context.null, context.number(Double(definition.constructorLength)),
        ]
        if let alias = Bootstrap.namedConstructors[definition.name],
            let namedConstructor = try realm.bootstrapExtras.property(alias, in: context).asObject(in: context)
        {
            arguments.append(namedConstructor.value)
        }
        let interfaceObject = try connectInterface.call(this: nil, arguments: arguments, in: context).asObject(in: context)
        interfaceObjects[index] = interfaceObject
        if let interfaceObject { try defineConstants(of: definition, on: interfaceObject) }
        if definition.name == "HTMLMediaElement" { realm.watchMediaElements() }
    }

    /// Defines the interface's constants on `object`: enumerable, neither writable nor configurable.
    private func defineConstants(of definition: InterfaceDefinition, on object: JSObject) throws(JSException) {
        for (name, value) in definition.constants {
            try object.setProperty(name, context.number(value), attributes: [.readOnly, .dontDelete], in: context)
        }
    }

    /// A plain object inheriting from `parentPrototype` (or `Object.prototype`) that holds
    /// the interface's attributes as accessor properties (made by the bootstrap script's
    /// `makePrototype`, see ``PrototypeAttributes``) and its operations as writable,
    /// enumerable, configurable function properties.
    ///
    /// https://webidl.spec.whatwg.org/#es-attributes
    /// https://webidl.spec.whatwg.org/#es-operations
    private func makePrototype(at index: Int, inheritingFrom parentPrototype: JSObject?) throws(JSException) -> JSObject {
        let definition = InterfaceRegistry.shared.definitions[index]
        let parent = parentPrototype ?? realm.builtins.objectPrototype
        guard let prototype = try makePrototype.call(this: nil, arguments: [context.number(index), parent.value], in: context)
            .asObject(in: context)
        else { throw JSException(context: context, message: "makePrototype gave no object") }
        for method in definition.methods {
            try prototype.setProperty(method.engineName, context.makeFunction(name: method.engineName, method.function).value, in: context)
        }
        return prototype
    }

    /// Defines a writable, configurable data property on `object` (the iteration methods of
    /// collections: `forEach`, `entries`, `keys` and `values` enumerable, `Symbol.iterator`
    /// not, https://webidl.spec.whatwg.org/#es-iterable) with `Object.defineProperty`. The C
    /// API assigns instead when the prototype chain already has the key, as `RadioNodeList`'s
    /// parent `NodeList` has `forEach`, and an assignment cannot say how enumerable it is.
    private func defineOwnProperty(
        _ key: JSValue, _ value: JSValue, on object: JSObject, enumerable: Bool
    ) throws(JSException) {
        let builtins = realm.builtins!
        let descriptor = context.makeDescriptor([
            ("value", value), ("writable", context.boolean(true)), ("enumerable", context.boolean(enumerable)),
            ("configurable", context.boolean(true)),
        ])
        _ = try builtins.defineProperty.call(this: nil, arguments: [object.value, key, descriptor.value], in: context)
    }
}
