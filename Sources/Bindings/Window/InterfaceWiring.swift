import DOM
import JavaScriptEngine

/// Makes each interface's prototype and connects it with the interface object, one
/// interface at a time, when the realm makes the interface's first instance.
///
/// The bootstrap script declares every interface object (`function HTMLDivElement() {…}`),
/// but making each its prototype up front would cost every page for interfaces it never
/// uses. Until an interface has an instance, no object can be an instance of it, so
/// `instanceof` answers the same either way. When the first instance is made, the
/// interface gets its prototype: a plain object holding its attributes and operations, inheriting from
/// its parent's prototype, with `constructor`, `Symbol.toStringTag`, the interface's
/// constants and, for collections, the array iterator methods. It becomes the interface
/// object's `prototype`, anything a script already put on the placeholder prototype is
/// carried over, and the placeholder inherits from it.
///
/// Some interfaces are wired when the realm is made (see ``wireCommonInterfaces()``):
/// - the ones scripts test for features before touching any node
///   (`if (!Element.prototype.matches) …`): on a placeholder such a test would find
///   nothing, and the polyfill it installed would replace the real method;
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
    /// Whether scripts may have run in the realm, and seen the interface objects' placeholder
    /// prototypes; false until the document is attached (see ``Realm/attachDocument()``).
    var scriptsMayHaveRun = false
    /// The prototypes of wired interfaces, by registry position.
    private(set) var prototypes: [JSObject?]
    /// The interface objects, in registry order (`null` for interfaces without one).
    private let interfaceObjects: JSObject
    /// The bootstrap script's `connectInterface` (see `Bootstrap.connectInterfaceSource`),
    /// kept alive with the bootstrap's extras.
    private let connectInterface: JSObject
    /// The bootstrap script's `makePrototype` (see ``PrototypeAttributes/bootstrapPrototypeMaker``).
    private let makePrototype: JSObject

    init(realm: Realm, interfaceObjects: JSObject, connectInterface: JSObject, makePrototype: JSObject) {
        self.realm = realm
        self.interfaceObjects = interfaceObjects
        self.connectInterface = connectInterface
        self.makePrototype = makePrototype
        wired = Array(repeating: false, count: InterfaceRegistry.shared.definitions.count)
        prototypes = Array(repeating: nil, count: wired.count)
        realm.keepAlive(interfaceObjects.value)
    }

    private var context: JSContext { realm.context }

    /// Interfaces nearly every page's scripts meet soon after they start, most likely
    /// first: the collections, the elements of a page's skeleton and of its text, `URL` and
    /// `Selection`; then the form controls, whose prototypes form-filling extensions read
    /// before touching any field (`Object.getOwnPropertyDescriptor(HTMLInputElement.prototype,
    /// "value").set`, the setter page frameworks do not intercept), about 0.05–0.1 ms a
    /// window. They are wired before any script runs (``Realm/attachDocument()``), so what a
    /// script sees of them never depends on timing; a window built while its page parses
    /// wires them ahead, while a core would otherwise wait
    /// (``Realm/wireLikelyInterfaces(until:)``). `CSSStyleSheet` is last: pages test for
    /// constructed sheets before making one (`'replace' in CSSStyleSheet.prototype`, as Lit does).
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

    /// The interface object of interface `index`, if it has one.
    func interfaceObject(at index: Int) -> JSObject? {
        (try? interfaceObjects.property(at: index, in: context))?.asObject(in: context)
    }

    private func wire(_ index: Int) throws(JSException) {
        wired[index] = true
        let registry = InterfaceRegistry.shared
        let definition = registry.definitions[index]
        var parentPrototype: JSObject?
        if let parent = definition.parent, let parentIndex = registry.index(of: parent) {
            ensure(parentIndex)
            parentPrototype = prototypes[parentIndex]
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
        for (name, value) in definition.constants {
            try prototype.setProperty(name, context.number(value), attributes: [.readOnly, .dontDelete], in: context)
        }
        var arguments = [
            prototype.value, context.string(definition.name), interfaceObject(at: index)?.value ?? context.null,
            context.boolean(scriptsMayHaveRun),
        ]
        if let alias = Bootstrap.namedConstructors[definition.name],
            let namedConstructor = try realm.bootstrapExtras.property(alias, in: context).asObject(in: context)
        {
            arguments.append(namedConstructor.value)
        }
        _ = try connectInterface.call(this: nil, arguments: arguments, in: context)
        if definition.name == "HTMLMediaElement" { realm.watchMediaElements() }
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
