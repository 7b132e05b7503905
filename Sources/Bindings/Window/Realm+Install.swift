import DOM
import JavaScriptEngine

extension Realm {
    /// Puts every exposed interface object (`Node`, `HTMLElement`, …) on the global
    /// object, with `prototype` set to the class's prototype and the constants, then runs
    /// the prelude and installs the constructors it defines.
    func installInterfaceObjects() throws(JSException) {
        for value in builtins.allValues { keepAlive(value) }
        let definitions = InterfaceRegistry.shared.definitions
        var prototypes: [JSValue] = []
        prototypes.reserveCapacity(definitions.count)
        for definition in definitions {
            let prototype = context.automaticPrototype(of: InterfaceRegistry.shared.jsClass(definition.name))
            prototypes.append(prototype.value)
            // JavaScriptCore caches class prototypes weakly. With only the constructor
            // holding them, release builds crashed in JIT code after collections
            // (reproduced with `appexjs bench` over one page, 20+ passes), so the realm
            // holds every prototype itself.
            keepAlive(prototype.value)
            if Self.prototypesKeptBySwift.contains(definition.name) {
                interfacePrototypes[definition.name] = prototype
            }
        }
        try InterfaceObjects.install(prototypes: try context.makeArray(prototypes), in: context, builtins: builtins)
        try installPreludeConstructors()
    }

    /// The prototypes Swift code uses directly (static node lists, prelude constructors).
    private static let prototypesKeptBySwift: Set<String> = [
        "NodeList", "HTMLImageElement", "URL", "Text", "Comment", "DocumentFragment",
    ]

    /// Runs the prelude and installs what it returns, each with its interface's prototype.
    private func installPreludeConstructors() throws(JSException) {
        let factory = try context.evaluate(Prelude.source, sourceURL: "appexjs:prelude")
        guard let function = factory.asObject(in: context) else {
            throw JSException(context: context, message: "the prelude did not return a function")
        }
        let native = context.makeObject()
        for (name, callback) in PreludeNatives.functions {
            try native.setProperty(name, context.makeFunction(name: name, callback).value, in: context)
        }
        let constructors = try function.call(this: nil, arguments: [native.value], in: context)
        guard let exports = constructors.asObject(in: context) else {
            throw JSException(context: context, message: "the prelude returned no constructors")
        }
        let global = context.globalObject
        for name in exports.enumerablePropertyNames(in: context) {
            let constructor = try exports.property(name, in: context)
            guard let object = constructor.asObject(in: context) else { continue }
            keepAlive(constructor)
            let prototypeName = name == "Image" ? "HTMLImageElement" : name
            if let prototype = interfacePrototypes[prototypeName] {
                try object.setProperty("prototype", prototype.value, attributes: [.dontEnum, .readOnly, .dontDelete], in: context)
                if name != "Image" {
                    try prototype.setProperty("constructor", constructor, attributes: [.dontEnum], in: context)
                }
                for (constant, value) in InterfaceRegistry.shared.definitions.first(where: { $0.name == prototypeName })?
                    .constants ?? []
                {
                    try object.setProperty(constant, context.number(value), attributes: [.dontEnum, .readOnly], in: context)
                }
            }
            try global.setProperty(name, constructor, attributes: [.dontEnum], in: context)
            interfaceObjects[name] = object
        }
    }

    /// Installs the window: `window`, `self`, `document`, `location`, `navigator`,
    /// `console`, timers and the other globals scripts use.
    ///
    /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-window-object
    func installWindow() throws(JSException) {
        let global = context.globalObject
        let fixed: PropertyAttributes = [.readOnly, .dontDelete]
        for name in ["window", "self", "frames", "parent", "top"] {
            try global.setProperty(name, global.value, attributes: name == "window" ? fixed : [], in: context)
        }
        try global.setProperty("document", wrap(document).value, attributes: fixed, in: context)
        try global.setProperty("location", location.value, attributes: [.dontDelete], in: context)
        try global.setProperty("opener", context.null, in: context)
        try global.setProperty("closed", context.boolean(false), in: context)
        try global.setProperty("name", context.string(""), in: context)
        try global.setProperty("origin", context.string(documentURL.origin), in: context)
        try global.setProperty("isSecureContext", context.boolean(documentURL.scheme == "https"), in: context)
        for (name, callback) in WindowFunctions.functions {
            try global.setProperty(name, context.makeFunction(name: name, callback).value, attributes: [.dontEnum], in: context)
        }
        try global.setProperty("console", try makeConsole().value, attributes: [.dontEnum], in: context)
        try global.setProperty("navigator", try makeNavigator().value, in: context)
        try global.setProperty("screen", try makeScreen().value, in: context)
        try global.setProperty("performance", try makePerformance().value, in: context)
        try global.setProperty("NodeFilter", try makeNodeFilter().value, attributes: [.dontEnum], in: context)
        let viewport = environment.viewport
        for (name, value) in [
            ("innerWidth", Double(viewport.width)), ("innerHeight", Double(viewport.height)),
            ("outerWidth", Double(viewport.width)), ("outerHeight", Double(viewport.height)),
            ("devicePixelRatio", environment.devicePixelRatio), ("scrollX", 0), ("scrollY", 0), ("pageXOffset", 0),
            ("pageYOffset", 0), ("screenX", 0), ("screenY", 0),
        ] {
            try global.setProperty(name, context.number(value), in: context)
        }
    }

    private func makeConsole() throws(JSException) -> JSObject {
        let console = context.makeObject()
        for (name, callback) in ConsoleFunctions.functions {
            try console.setProperty(name, context.makeFunction(name: name, callback).value, in: context)
        }
        return console
    }

    /// `navigator`, from the environment.
    ///
    /// https://html.spec.whatwg.org/multipage/system-state.html#the-navigator-object
    private func makeNavigator() throws(JSException) -> JSObject {
        let navigator = context.makeObject()
        let appVersion = environment.userAgent.hasPrefix("Mozilla/") ? String(environment.userAgent.dropFirst(8)) : environment.userAgent
        let strings: [(String, String)] = [
            ("userAgent", environment.userAgent), ("language", environment.language), ("platform", environment.platform),
            ("vendor", environment.vendor), ("appName", "Netscape"), ("appCodeName", "Mozilla"), ("product", "Gecko"),
            ("productSub", "20030107"), ("vendorSub", ""), ("appVersion", appVersion),
        ]
        for (name, value) in strings { try navigator.setProperty(name, context.string(value), in: context) }
        try navigator.setProperty("languages", context.makeArray([context.string(environment.language)]).value, in: context)
        try navigator.setProperty("cookieEnabled", context.boolean(true), in: context)
        try navigator.setProperty("onLine", context.boolean(false), in: context)
        try navigator.setProperty("webdriver", context.boolean(false), in: context)
        try navigator.setProperty("maxTouchPoints", context.number(0), in: context)
        try navigator.setProperty("hardwareConcurrency", context.number(8), in: context)
        return navigator
    }

    private func makeScreen() throws(JSException) -> JSObject {
        let screen = context.makeObject()
        let viewport = environment.viewport
        for (name, value) in [
            ("width", viewport.width), ("height", viewport.height), ("availWidth", viewport.width),
            ("availHeight", viewport.height), ("colorDepth", 24), ("pixelDepth", 24),
        ] {
            try screen.setProperty(name, context.number(value), in: context)
        }
        return screen
    }

    private func makePerformance() throws(JSException) -> JSObject {
        let performance = context.makeObject()
        try performance.setProperty("now", context.makeFunction(name: "now", WindowFunctions.performanceNow).value, in: context)
        try performance.setProperty("timeOrigin", context.number(0), in: context)
        return performance
    }

    /// `NodeFilter`: the filter answers and `whatToShow` bits.
    ///
    /// https://dom.spec.whatwg.org/#interface-nodefilter
    private func makeNodeFilter() throws(JSException) -> JSObject {
        let nodeFilter = context.makeObject()
        let fixed: PropertyAttributes = [.readOnly, .dontDelete]
        for (name, value) in [("FILTER_ACCEPT", 1.0), ("FILTER_REJECT", 2), ("FILTER_SKIP", 3)] {
            try nodeFilter.setProperty(name, context.number(value), attributes: fixed, in: context)
        }
        for (name, value) in NodeFilter.showConstants {
            try nodeFilter.setProperty(name, context.number(Double(value)), attributes: fixed, in: context)
        }
        return nodeFilter
    }
}

/// The interface objects (`Node`, `HTMLElement`, …): real JavaScript functions, so
/// `typeof Node` is "function", `Node.name` is "Node", and `new Node()` throws
/// "Illegal constructor". One generated script makes them all, gives each its
/// `prototype` (the class's prototype), the prototype its `constructor`, both the
/// interface's constants, iterable interfaces their iterator methods, and puts them on
/// the global object. Its source is built once per process, and the engine caches its
/// compiled form, so a realm pays for one call instead of hundreds of C API calls.
enum InterfaceObjects {
    private static let source: String = {
        var lines: [String] = [
            "(function (IllegalConstructor, prototypes, global, defineProperty, arrayPrototype, iterator) {",
            "  \"use strict\";",
            "  const hidden = { writable: true, enumerable: false, configurable: true };",
            "  const fixed = { writable: false, enumerable: false, configurable: false };",
            "  const constructors = {};",
            "  function install(name, index, exposed, constants, iterable) {",
            "    const prototype = prototypes[index];",
            "    if (iterable) {",
            "      defineProperty(prototype, iterator, { value: arrayPrototype.values, ...hidden });",
            "      if (iterable === 2) for (const method of ['forEach', 'entries', 'keys', 'values'])",
            "        defineProperty(prototype, method, { value: arrayPrototype[method], ...hidden });",
            "    }",
            "    if (!exposed) return;",
            "    const constructor = { [name]: function () { throw new IllegalConstructor('Illegal constructor'); } }[name];",
            "    defineProperty(constructor, 'prototype', { value: prototype, ...fixed });",
            "    defineProperty(prototype, 'constructor', { value: constructor, ...hidden });",
            "    for (const [key, value] of constants) {",
            "      defineProperty(constructor, key, { value, ...fixed, enumerable: true });",
            "      defineProperty(prototype, key, { value, ...fixed, enumerable: true });",
            "    }",
            "    defineProperty(global, name, { value: constructor, ...hidden });",
            "    constructors[name] = constructor;",
            "  }",
        ]
        for (index, definition) in InterfaceRegistry.shared.definitions.enumerated() {
            let constants = definition.constants.map { "['\($0.name)', \(Int($0.value))]" }.joined(separator: ", ")
            let iterable = definition.isArrayLikeIterable ? 2 : (definition.hasIndexedIterator ? 1 : 0)
            lines.append("  install('\(definition.name)', \(index), \(definition.isExposed), [\(constants)], \(iterable));")
        }
        lines.append("  return constructors;")
        lines.append("})")
        return lines.joined(separator: "\n")
    }()

    /// Runs the script for `prototypes` (one per registered interface, in order).
    static func install(prototypes: JSObject, in context: JSContext, builtins: Builtins) throws(JSException) {
        let factory = try context.evaluate(source, sourceURL: "appexjs:interfaces")
        guard let function = factory.asObject(in: context) else {
            throw JSException(context: context, message: "could not make the interface objects")
        }
        let result = try function.call(
            this: nil,
            arguments: [
                builtins.typeError.value, prototypes.value, context.globalObject.value, builtins.defineProperty.value,
                builtins.arrayPrototype.value, builtins.symbolIterator,
            ], in: context)
        guard result.isObject(in: context) else {
            throw JSException(context: context, message: "could not make the interface objects")
        }
    }
}
