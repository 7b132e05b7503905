import DOM
import JavaScriptEngine

/// The script every realm runs first, before any page or extension script: it declares
/// the window's globals (interface objects, `DOMException`, the constructors whose
/// instances native code makes, timers, `console`, `navigator`, …) and returns the
/// engine's own built-ins as they were before anything could replace them.
///
/// Its source is generated once per process and compiled once per virtual machine, so a
/// realm pays for one evaluation (declaring functions is the engine's fast path) instead
/// of hundreds of C API calls. The interfaces' globals are accessors until first read (see
/// ``interfaceGlobalsSource``): an interface object is made, with its prototype, when its
/// interface is wired (see ``InterfaceWiring``).
///
/// Native helpers reach the script through a temporary global, `__appexjsNative`, that the
/// script deletes before anything else runs; they are never visible to page scripts.
enum Bootstrap {
    /// The built-ins the script returns, in order (see ``Builtins``).
    static let builtinExpressions = [
        "Object.prototype", "Function.prototype", "Array.prototype", "Array.prototype.values", "Symbol.iterator",
        "TypeError", "RangeError", "Object.defineProperty", "Promise.resolve", "Promise.prototype.then", "Promise",
        "Date.prototype.getTime", "Array.isArray", "Error", "Object.keys", "Array.from",
    ]

    /// The native helper that constructs an instance of `interface`.
    static func constructorHelperName(_ interface: String) -> String { "construct\(interface)" }

    /// The script's source.
    static let source: String = {
        let interfaces = InterfaceRegistry.shared.definitions
        var lines: [String] = [
            "var DOMException = (function () {",
            "  \"use strict\";",
            "  // The legacy code of each error name (https://webidl.spec.whatwg.org/#dfn-error-names-table);",
            "  // a switch rather than an object's properties, which would give inherited names (`toString`) a code.",
            "  const codeOf = function (name) {",
            "    switch (name) {",
            "    case \"IndexSizeError\": return 1; case \"HierarchyRequestError\": return 3; case \"WrongDocumentError\": return 4;",
            "    case \"InvalidCharacterError\": return 5; case \"NoModificationAllowedError\": return 7; case \"NotFoundError\": return 8;",
            "    case \"NotSupportedError\": return 9; case \"InUseAttributeError\": return 10; case \"InvalidStateError\": return 11;",
            "    case \"SyntaxError\": return 12; case \"InvalidModificationError\": return 13; case \"NamespaceError\": return 14;",
            "    case \"InvalidAccessError\": return 15; case \"TypeMismatchError\": return 17; case \"SecurityError\": return 18;",
            "    case \"NetworkError\": return 19; case \"AbortError\": return 20; case \"URLMismatchError\": return 21;",
            "    case \"QuotaExceededError\": return 22; case \"TimeoutError\": return 23; case \"InvalidNodeTypeError\": return 24;",
            "    case \"DataCloneError\": return 25;",
            "    default: return 0;",
            "    }",
            "  };",
            "  const defineProperty = Object.defineProperty, construct = Reflect.construct, EngineError = Error;",
            "  // https://webidl.spec.whatwg.org/#idl-DOMException: the interface object inherits from",
            "  // Function.prototype and has length 0, its prototype from Error.prototype, as in WebKit; an",
            "  // exception is an Error made with DOMException.prototype (or a subclass's) as its prototype.",
            "  class DOMException {",
            "    constructor(...parameters) {",
            "      const message = parameters[0], name = parameters[1];",
            "      const exception = construct(EngineError, [message === undefined ? \"\" : String(message)], new.target);",
            "      defineProperty(exception, \"name\", { value: name === undefined ? \"Error\" : String(name), writable: true, configurable: true });",
            "      return exception;",
            "    }",
            "    get code() { return codeOf(this.name); }",
            "  }",
            "  Object.setPrototypeOf(DOMException.prototype, EngineError.prototype);",
            "  const legacy = [\"INDEX_SIZE_ERR\", \"DOMSTRING_SIZE_ERR\", \"HIERARCHY_REQUEST_ERR\", \"WRONG_DOCUMENT_ERR\",",
            "    \"INVALID_CHARACTER_ERR\", \"NO_DATA_ALLOWED_ERR\", \"NO_MODIFICATION_ALLOWED_ERR\", \"NOT_FOUND_ERR\",",
            "    \"NOT_SUPPORTED_ERR\", \"INUSE_ATTRIBUTE_ERR\", \"INVALID_STATE_ERR\", \"SYNTAX_ERR\", \"INVALID_MODIFICATION_ERR\",",
            "    \"NAMESPACE_ERR\", \"INVALID_ACCESS_ERR\", \"VALIDATION_ERR\", \"TYPE_MISMATCH_ERR\", \"SECURITY_ERR\", \"NETWORK_ERR\",",
            "    \"ABORT_ERR\", \"URL_MISMATCH_ERR\", \"QUOTA_EXCEEDED_ERR\", \"TIMEOUT_ERR\", \"INVALID_NODE_TYPE_ERR\", \"DATA_CLONE_ERR\"];",
            "  legacy.forEach(function (key, index) {",
            "    defineProperty(DOMException, key, { value: index + 1, enumerable: true });",
            "    defineProperty(DOMException.prototype, key, { value: index + 1, enumerable: true });",
            "  });",
            "  defineProperty(DOMException.prototype, Symbol.toStringTag, { value: \"DOMException\", configurable: true });",
            "  return DOMException;",
            "})();",
        ]
        // Interface objects of the window's plain objects, which cannot be constructed.
        for name in ["Window", "Navigator", "Screen", "History", "BarProp"] {
            lines.append("function \(name)() { throw new TypeError(\"Illegal constructor\"); }")
        }
        lines += [
            "var " + (WindowFunctions.all.map(\.0) + EventBindings.windowMethodNames + [
                "DOMRectReadOnly", "DOMRect", "DOMRectList", "queueMicrotask", "history", "console", "navigator", "screen", "NodeFilter",
                "innerWidth", "innerHeight",
                "outerWidth", "outerHeight", "devicePixelRatio", "scrollX", "scrollY", "pageXOffset", "pageYOffset",
                "screenX", "screenY", "screenLeft", "screenTop", "parent", "top", "opener", "closed", "name", "origin", "isSecureContext",
                "frameElement", "crossOriginIsolated", "status", "clientInformation", "offscreenBuffering",
                "captureEvents", "releaseEvents", "moveTo", "moveBy", "resizeTo", "resizeBy",
                "locationbar", "menubar", "personalbar", "scrollbars", "statusbar", "toolbar",
            ]).joined(separator: ", ") + ";",
            "{",
            "  const native = globalThis.__appexjsNative;",
            "  delete globalThis.__appexjsNative;",
            "  // https://html.spec.whatwg.org/multipage/dom.html#html-element-constructors: what a custom",
            "  // element's class reaches with super().",
            "  const customElementBase = (function () { const constructCustomElement = native.constructCustomElement;",
            "    return function HTMLElement() { return constructCustomElement(new.target); }; })();",
            "  // Helpers are consts: a function declared in a block of global code would become a global.",
            "  const requireNew = function (target) {",
            "    if (target === undefined) throw new TypeError(\"Constructor requires 'new' operator\");",
            "  };",
            "  const apply = Reflect.apply, setPrototypeOf = Object.setPrototypeOf;",
            "  // A subclass's constructor (`class MyEvent extends CustomEvent`) is new.target: the object",
            "  // gets its prototype, as one made by WebKit gets it before the subclass's constructor runs.",
            "  // https://webidl.spec.whatwg.org/#internally-create-a-new-object-implementing-the-interface",
            "  const fromNewTarget = function (object, target, interfaceObject) {",
            "    if (target !== interfaceObject) {",
            "      const prototype = target.prototype;",
            "      if (typeof prototype === \"function\" || (typeof prototype === \"object\" && prototype !== null)) setPrototypeOf(object, prototype);",
            "    }",
            "    return object;",
            "  };",
            "  // https://webidl.spec.whatwg.org/#dfn-class-string (`[object Navigator]`)",
            "  const withClassString = function (object, tag) {",
            "    return Object.defineProperty(object, Symbol.toStringTag, { value: tag, configurable: true });",
            "  };",
        ]
        lines += [
            "  const settled = Promise.resolve(), then = Promise.prototype.then;",
            "  // https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#dom-queuemicrotask",
            "  queueMicrotask = function queueMicrotask(callback) {",
            "    if (typeof callback !== \"function\") throw new TypeError(\"Argument 1 ('callback') to queueMicrotask must be a function\");",
            "    apply(then, settled, [function () { callback(); }]);",
            "  };",
        ] + namedConstructorsSource + interfaceGlobalsSource
        lines += domRectSource
        lines.append(Self.tableLoop(
            "the window's functions", WindowFunctions.all.map { "\"\($0.0)\"" }, stride: 1,
            body: "globalThis[table[i]] = native[table[i]];"))
        lines += EventBindings.bootstrapLines
        lines += [
            "  // Namespace objects (console) get a prototype carrying the tag; the window's plain objects",
            "  // get their interface's prototype, carrying it.",
            "  const classString = function (tag) { return withClassString({}, tag); };",
            "  const interfacePrototype = function (interfaceObject) {",
            "    return withClassString(interfaceObject.prototype, interfaceObject.name);",
            "  };",
            "  navigator = { __proto__: interfacePrototype(Navigator), userAgent: native.userAgent, language: native.language, languages: [native.language],",
            "    platform: native.platform, vendor: native.vendor, appName: \"Netscape\", appCodeName: \"Mozilla\",",
            "    product: \"Gecko\", productSub: \"20030107\", vendorSub: \"\", appVersion: native.appVersion,",
            "    cookieEnabled: true, onLine: false, webdriver: false, maxTouchPoints: 0, hardwareConcurrency: 8 };",
            "  screen = { __proto__: interfacePrototype(Screen), width: native.innerWidth, height: native.innerHeight, availWidth: native.innerWidth,",
            "    availHeight: native.innerHeight, colorDepth: 24, pixelDepth: 24 };",
            "  // A saved page has no session history; these record what was asked for.",
            "  history = { __proto__: interfacePrototype(History), length: 1, state: null, scrollRestoration: \"auto\",",
            "    back: function back() {}, forward: function forward() {}, go: function go() {},",
            "    pushState: function pushState(state, title, url) { this.state = state; native.recordHistory(\"pushState\", url === undefined ? \"\" : String(url)); },",
            "    replaceState: function replaceState(state, title, url) { this.state = state; native.recordHistory(\"replaceState\", url === undefined ? \"\" : String(url)); } };",
            "  // https://dom.spec.whatwg.org/#interface-nodefilter: a callback interface with constants.",
            "  NodeFilter = function NodeFilter() { throw new TypeError(\"Illegal constructor\"); };",
            "  const nodeFilterConstants = { FILTER_ACCEPT: 1, FILTER_REJECT: 2, FILTER_SKIP: 3, "
                + NodeFilter.showConstants.map { "\($0.name): \($0.value)" }.joined(separator: ", ") + " };",
            "  Object.keys(nodeFilterConstants).forEach(function (key) {",
            "    Object.defineProperty(NodeFilter, key, { value: nodeFilterConstants[key], enumerable: true });",
            "  });",
            "  innerWidth = outerWidth = native.innerWidth; innerHeight = outerHeight = native.innerHeight;",
            "  devicePixelRatio = native.devicePixelRatio;",
            "  scrollX = scrollY = pageXOffset = pageYOffset = screenX = screenY = screenLeft = screenTop = 0;",
            "  parent = top = globalThis; opener = null; closed = false; name = \"\";",
            "  // A top-level window of a browser tab, as WebKit describes one.",
            "  frameElement = null; crossOriginIsolated = false; status = \"\"; clientInformation = navigator; offscreenBuffering = true;",
            "  // https://html.spec.whatwg.org/multipage/obsolete.html#dom-window-captureevents (do nothing), and a",
            "  // window a script did not open cannot be moved or resized",
            "  captureEvents = function captureEvents() {}; releaseEvents = function releaseEvents() {};",
            "  moveTo = function moveTo(x, y) {}; moveBy = function moveBy(x, y) {};",
            "  resizeTo = function resizeTo(width, height) {}; resizeBy = function resizeBy(x, y) {};",
            "  // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-window-event ([Replaceable])",
            "  { const currentEvent = native.currentEvent;",
            "    Object.defineProperty(globalThis, \"event\", { get: function () { return currentEvent(); },",
            "      set: function (value) { Object.defineProperty(globalThis, \"event\", { value: value, writable: true, enumerable: true, configurable: true }); },",
            "      enumerable: true, configurable: true }); }",
            "  // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location: [LegacyUnforgeable,",
            "  // PutForwards=href], so `window.location = url` navigates as `location.href = url` does and",
            "  // `location` stays the Location object. The accessors are named `get location` and `set location`.",
            "  { const location = native.location;",
            "    const accessors = Object.getOwnPropertyDescriptor({ get location() { return location(); },",
            "      set location(url) { location().href = url; } }, \"location\");",
            "    Object.defineProperty(globalThis, \"location\", { get: accessors.get, set: accessors.set, enumerable: true, configurable: false }); }",
            "  // Dates follow the realm's clock (EventLoop.currentTime): `Date.now()`, `new Date()` and `Date()`",
            "  // give its time, which starts where the host said and moves as timers run (virtual time), so",
            "  // a run is repeatable. `Date` stays the engine's function behind a proxy: its prototype,",
            "  // statics and `instanceof` are the engine's own.",
            "  { const EngineDate = Date, currentTime = native.now, construct = Reflect.construct,",
            "      dateToString = Date.prototype.toString, callToString = Function.prototype.call.bind(dateToString);",
            "    const SessionDate = new Proxy(EngineDate, {",
            "      construct: function (target, args, newTarget) {",
            "        return construct(target, args.length === 0 ? [currentTime()] : args, newTarget === SessionDate ? target : newTarget);",
            "      },",
            "      apply: function () { return callToString(new EngineDate(currentTime())); } });",
            "    Object.defineProperty(EngineDate, \"now\", { value: currentTime, writable: true, configurable: true });",
            "    Object.defineProperty(EngineDate.prototype, \"constructor\", { value: SessionDate, writable: true, configurable: true });",
            "    Date = SessionDate; }",
            "  // https://html.spec.whatwg.org/multipage/nav-history-apis.html#barprop",
            "  interfacePrototype(BarProp);",
            "  for (const bar of [\"locationbar\", \"menubar\", \"personalbar\", \"scrollbars\", \"statusbar\", \"toolbar\"])",
            "    globalThis[bar] = { __proto__: BarProp.prototype, visible: true };",
            "  // WebKit's tag is on Window.prototype; scripts cannot give the global object another prototype,",
            "  // so the window carries the tag itself and `window instanceof Window` is answered by Window.",
            "  withClassString(globalThis, \"Window\");",
            "  interfacePrototype(Window);",
            "  const ordinaryHasInstance = Function.prototype[Symbol.hasInstance];",
            "  Object.defineProperty(Window, Symbol.hasInstance, { value: function (value) {",
            "    return value === globalThis || ordinaryHasInstance.call(this, value); } });",
            "  // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-length and #dom-frames",
            "  // ([Replaceable]): the child frames. Reading either defines window[i] for each frame (see FrameWindows).",
            "  { const frameCount = native.frameCount;",
            "    const replaceable = function (name, get) {",
            "      Object.defineProperty(globalThis, name, { get: get,",
            "        set: function (value) { Object.defineProperty(globalThis, name, { value: value, writable: true, enumerable: true, configurable: true }); },",
            "        enumerable: true, configurable: true }); };",
            "    replaceable(\"length\", function () { return frameCount(); });",
            "    replaceable(\"frames\", function () { frameCount(); return globalThis; }); }",
        ] + ConsoleFunctions.bootstrapLines + StandardObjectGroup.bootstrapLines
        // The block's last expression is the script's value, so block-scoped helpers reach it.
        lines.append("[[" + builtinExpressions.joined(separator: ", ") + "],")
        lines.append(" { DOMException: DOMException, Image: namedConstructors.Image, Option: namedConstructors.Option,")
        lines.append("   Audio: namedConstructors.Audio, DOMRect: DOMRect, makeRectList: makeRectList,")
        lines.append("   requireStandardObject: requireStandardObject, connectInterface: connectInterface,")
        lines.append("   customEventDetails: " + customEventDetailsSource + ",")
        lines.append("   makePrototype: " + PrototypeAttributes.bootstrapPrototypeMaker + ",")
        lines.append("   makeFrameWindow: (" + Realm.frameWindowFactorySource + ")(globalThis),")
        lines.append("   defineFrameIndices: " + Realm.frameIndicesDefinerSource + ",")
        lines.append("   callWatchingRejection: "
            + "(function () { const apply = Reflect.apply, then = Promise.prototype.then, EnginePromise = Promise;"
            + " return function callWatchingRejection(method, thisArgument, argument, onRejected) {"
            + " const result = apply(method, thisArgument, [argument]);"
            + " if (result instanceof EnginePromise) apply(then, result, [undefined, onRejected]);"
            + " return result; }; })() }]")
        lines.append("}")
        return lines.joined(separator: "\n")
    }()

    /// Where `CustomEvent`s keep their `detail`: `get(event)` (null for an event whose detail
    /// was never set) and `set(event, value)`, over a `WeakMap` and the engine's functions as
    /// they were before any page script ran. A JavaScript value the event's payload held
    /// would keep a detail that refers to its event alive for good.
    private static let customEventDetailsSource = "(function () { const details = new WeakMap(), apply = Reflect.apply,"
        + " get = WeakMap.prototype.get, set = WeakMap.prototype.set;"
        + " return { get: function (event) { const value = apply(get, details, [event]); return value === undefined ? null : value; },"
        + " set: function (event, value) { apply(set, details, [event, value]); } }; })()"

    /// The lines of the script that make the interfaces' globals, and the interface objects
    /// behind them, on first use.
    ///
    /// Each exposed interface's global (and `Image`, `Option` and `Audio`) is an accessor
    /// until a script first reads or assigns it, when it becomes the data property WebKit
    /// has (writable, configurable, not enumerable); the interfaces every realm wires before
    /// any script runs (``InterfaceWiring/wiredBeforeScripts``) get that property when wired. Reading it wires the interface first
    /// (`native.wireInterface`, see ``InterfaceWiring``), which makes its interface object
    /// and its prototype together, so no script can reach an interface object whose
    /// prototype lacks its members (`'getBoundingClientRect' in Range.prototype`,
    /// `if (!Event.prototype.composedPath) …`), and what a polyfill puts there stays.
    /// A page whose scripts never name an interface makes neither.
    ///
    /// `interfaceObjectAt(index)` gives the interface object of registry position `index`
    /// (undefined for interfaces without one), wiring the interface if need be; `shared`
    /// (see ``StandardObjectGroup/bootstrapLines``) reads the interfaces the standard
    /// objects build on through it.
    ///
    /// https://webidl.spec.whatwg.org/#es-interfaces
    private static var interfaceGlobalsSource: [String] {
        let definitions = InterfaceRegistry.shared.definitions
        let wiredBeforeScripts = InterfaceWiring.wiredBeforeScripts
        // "-": no interface object; "c": one that constructs; "i": one that throws; capitals
        // for those wired before any script runs, whose globals are defined then.
        let kinds = definitions.indices.map { index in
            let definition = definitions[index]
            let kind = !definition.isExposed ? "-" : definition.constructor != nil ? "c" : "i"
            return wiredBeforeScripts.contains(index) ? kind.uppercased() : kind
        }.joined()
        let lazyIndices = definitions.indices.filter { definitions[$0].isExposed && !wiredBeforeScripts.contains($0) }
        var globals = lazyIndices.map { (definitions[$0].name, $0) }
        for (interface, alias) in namedConstructors.sorted(by: { $0.value < $1.value }) {
            let index = InterfaceRegistry.shared.index(of: interface)!
            if !wiredBeforeScripts.contains(index) { globals.append((alias, index)) }
        }
        return [
            "  // What wiring reads is taken now: a page may later replace `Symbol` or put indexed",
            "  // properties on `Array.prototype`, which a plain array's missing entries would find.",
            "  const interfaceObjects = { __proto__: null }, defineProperty = Object.defineProperty, toStringTag = Symbol.toStringTag;",
            "  // Static operations (https://webidl.spec.whatwg.org/#es-static-operations), by interface, in",
            "  // WebKit's order; `length` counts required arguments only.",
            "  const staticOperations = { __proto__: null,",
            "    // https://url.spec.whatwg.org/#dom-url-parse, https://url.spec.whatwg.org/#dom-url-canparse",
            "    URL: { __proto__: null, parse: function parse(url, ...[base]) {",
            "      try { return new URL(url, base); } catch (e) { return null; } },",
            "      canParse: function canParse(url, ...[base]) {",
            "      try { new URL(url, base); return true; } catch (e) { return false; } } },",
            "    // https://html.spec.whatwg.org/multipage/scripting.html#dom-script-supports (WebKit has no speculation rules)",
            "    HTMLScriptElement: { __proto__: null, supports: function supports(type) {",
            "      if (arguments.length === 0) throw new TypeError(\"Not enough arguments\");",
            "      type = String(type); return type === \"classic\" || type === \"module\" || type === \"importmap\"; } } };",
            "  // https://webidl.spec.whatwg.org/#interface-object",
            "  const makeInterfaceObject = function (name, kind) {",
            "    if (name === \"HTMLElement\") return customElementBase;",
            "    if (kind === \"c\" || kind === \"C\") {",
            "      const helper = native[\"construct\" + name];",
            "      const object = { [name]: function (...args) { requireNew(new.target);",
            "        return fromNewTarget(apply(helper, native, args), new.target, object); } }[name];",
            "      return object;",
            "    }",
            "    return { [name]: function () { throw new TypeError(\"Illegal constructor\"); } }[name];",
            "  };",
            "  const interfaceKinds = \"\(kinds)\";",
            "  // connectInterface(prototype, tag, index, parent, length, alias), the last step of wiring an",
            "  // interface (see InterfaceWiring): gives the prototype its class string (neither writable nor",
            "  // enumerable, https://webidl.spec.whatwg.org/#interface-prototype-object), makes the interface",
            "  // object, inheriting from its parent interface's object `parent` (null: Function.prototype) and",
            "  // `length` long (https://webidl.spec.whatwg.org/#interface-object), gives the named",
            "  // constructor `alias` the same prototype, and returns it.",
            "  const connectInterface = function connectInterface(prototype, tag, index, parent, length, alias) {",
            "    defineProperty(prototype, toStringTag, { __proto__: null, value: tag, writable: false, enumerable: false, configurable: true });",
            "    const kind = interfaceKinds[index];",
            "    if (kind === \"-\") { interfaceObjects[index] = null; return null; }",
            "    const object = makeInterfaceObject(tag, kind), settledPrototype = { __proto__: null, value: prototype, writable: false, enumerable: false, configurable: false };",
            "    if (parent !== null) setPrototypeOf(object, parent);",
            "    if (length !== 0) defineProperty(object, \"length\", { __proto__: null, value: length, writable: false, enumerable: false, configurable: true });",
            "    defineProperty(object, \"prototype\", settledPrototype);",
            "    if (alias !== undefined) defineProperty(alias, \"prototype\", settledPrototype);",
            "    defineProperty(prototype, \"constructor\", { __proto__: null, value: object, writable: true, enumerable: false, configurable: true });",
            "    const statics = staticOperations[tag];",
            "    if (statics !== undefined) {",
            "      for (const key in statics) defineProperty(object, key, { __proto__: null, value: statics[key], writable: true, enumerable: true, configurable: true });",
            "    }",
            "    interfaceObjects[index] = object;",
            "    if (kind === \"C\" || kind === \"I\") {",
            "      settleInterface(tag, object);",
            "      if (alias !== undefined) settleInterface(alias.name, alias);",
            "    }",
            "    return object;",
            "  };",
            "  const interfaceObjectAt = function (index) {",
            "    if (interfaceObjects[index] === undefined) native.wireInterface(index);",
            "    return interfaceObjects[index] ?? undefined;",
            "  };",
            "  const settleInterface = function (name, value) {",
            "    defineProperty(globalThis, name, { __proto__: null, value: value, writable: true, enumerable: false, configurable: true });",
            "  };",
            "  // One function is both the getter (called with no argument) and the setter: half the",
            "  // functions a window makes for its globals.",
            "  const lazyDescriptor = { __proto__: null, configurable: true, enumerable: false, get: undefined, set: undefined };",
            "  const lazyInterface = function (name, index) {",
            "    lazyDescriptor.get = lazyDescriptor.set = function (value) {",
            "      if (arguments.length !== 0) { settleInterface(name, value); return; }",
            "      const object = interfaceObjectAt(index), alias = namedConstructors[name];",
            "      value = alias === undefined ? object : alias;",
            "      settleInterface(name, value);",
            "      return value;",
            "    };",
            "    defineProperty(globalThis, name, lazyDescriptor);",
            "  };",
            tableLoop("the interfaces' globals", globals.flatMap { ["\"\($0.0)\"", "\($0.1)"] }, stride: 2,
                body: "lazyInterface(table[i], table[i + 1]);"),
        ]
    }

    /// One line of the script that runs `body` for each entry of a table of literals
    /// (`table[i]` to `table[i + stride - 1]`), where a line per entry would do the same.
    ///
    /// The engine links the script's top-level code for every realm, at a cost that grows
    /// with its length. Tables in place of the window's functions and the standard objects'
    /// globals, a line each before, made evaluating the script 0.13–0.19 ms (about a tenth)
    /// quicker in an instrumented build (both scripts side by side, 600 windows each, three
    /// rounds); the interfaces' constants followed.
    static func tableLoop(_ label: String, _ entries: [String], stride: Int, body: String) -> String {
        "  { // \(label)\n    const table = [" + entries.joined(separator: ", ") + "];\n"
            + "    for (let i = 0; i < table.length; i += \(stride)) \(body) }"
    }

    /// The interfaces whose prototype a named constructor shares (`new Image()` makes an
    /// `HTMLImageElement`), and the constructor's name.
    static let namedConstructors: [String: String] = [
        "HTMLImageElement": "Image", "HTMLOptionElement": "Option", "HTMLAudioElement": "Audio",
    ]

    /// `Image`, `Option` and `Audio`. Their parameters are read from a rest parameter, so
    /// that, as in WebKit, their `length` is 0; an argument that is undefined counts as
    /// not given.
    private static let namedConstructorsSource: [String] = [
        "  const namedConstructors = { __proto__: null };",
        "  // https://html.spec.whatwg.org/multipage/embedded-content.html#dom-image",
        "  namedConstructors.Image = function Image(...size) {",
        "    requireNew(new.target);",
        "    const image = native.createElement(\"img\");",
        "    if (size[0] !== undefined) image.width = size[0];",
        "    if (size[1] !== undefined) image.height = size[1];",
        "    return fromNewTarget(image, new.target, Image);",
        "  };",
        "  // https://html.spec.whatwg.org/multipage/form-elements.html#dom-option",
        "  namedConstructors.Option = function Option(...parameters) {",
        "    requireNew(new.target);",
        "    const option = native.createElement(\"option\");",
        "    const text = parameters[0] === undefined ? \"\" : String(parameters[0]);",
        "    if (text !== \"\") option.text = text;",
        "    if (parameters[1] !== undefined) option.value = parameters[1];",
        "    if (parameters[2]) option.defaultSelected = true;",
        "    // Selectedness is set only when it differs from what the attribute gives.",
        "    if (parameters[3]) option.selected = true; else if (parameters[2]) option.selected = false;",
        "    return fromNewTarget(option, new.target, Option);",
        "  };",
        "  // https://html.spec.whatwg.org/multipage/media.html#dom-audio",
        "  namedConstructors.Audio = function Audio(...source) {",
        "    requireNew(new.target);",
        "    const audio = native.createElement(\"audio\");",
        "    audio.setAttribute(\"preload\", \"auto\");",
        "    if (source[0] !== undefined) audio.setAttribute(\"src\", source[0]);",
        "    return fromNewTarget(audio, new.target, Audio);",
        "  };",
    ]

    /// `DOMRectReadOnly` and `DOMRect`, what `getBoundingClientRect()` returns.
    ///
    /// https://drafts.fxtf.org/geometry/#DOMRect
    private static let domRectSource: [String] = [
        "  class ReadOnlyRect {",
        "    #x; #y; #width; #height;",
        "    constructor(x = 0, y = 0, width = 0, height = 0) { this.#x = +x; this.#y = +y; this.#width = +width; this.#height = +height; }",
        "    static fromRect(other = {}) { return new this(other.x, other.y, other.width, other.height); }",
        "    get x() { return this.#x; } get y() { return this.#y; }",
        "    get width() { return this.#width; } get height() { return this.#height; }",
        "    get top() { return Math.min(this.#y, this.#y + this.#height); }",
        "    get bottom() { return Math.max(this.#y, this.#y + this.#height); }",
        "    get left() { return Math.min(this.#x, this.#x + this.#width); }",
        "    get right() { return Math.max(this.#x, this.#x + this.#width); }",
        "    toJSON() { const r = this; return { x: r.x, y: r.y, width: r.width, height: r.height, top: r.top, right: r.right, bottom: r.bottom, left: r.left }; }",
        "    static set(rect, key, value) { if (key === \"x\") rect.#x = +value; else if (key === \"y\") rect.#y = +value;",
        "      else if (key === \"width\") rect.#width = +value; else rect.#height = +value; }",
        "  }",
        "  const setRect = ReadOnlyRect.set; delete ReadOnlyRect.set;",
        "  Object.defineProperty(ReadOnlyRect, \"name\", { value: \"DOMRectReadOnly\" });",
        "  withClassString(ReadOnlyRect.prototype, \"DOMRectReadOnly\");",
        "  DOMRectReadOnly = ReadOnlyRect;",
        "  DOMRect = class DOMRect extends ReadOnlyRect {",
        "    get x() { return super.x; } set x(v) { setRect(this, \"x\", v); }",
        "    get y() { return super.y; } set y(v) { setRect(this, \"y\", v); }",
        "    get width() { return super.width; } set width(v) { setRect(this, \"width\", v); }",
        "    get height() { return super.height; } set height(v) { setRect(this, \"height\", v); }",
        "  };",
        "  withClassString(DOMRect.prototype, \"DOMRect\");",
        "  // https://drafts.fxtf.org/geometry/#domrectlist: made only by appexjs (getClientRects).",
        "  const rectListKey = {};",
        "  DOMRectList = class DOMRectList {",
        "    #rects;",
        "    constructor(...[key, rects]) {",
        "      if (key !== rectListKey) throw new TypeError(\"Illegal constructor\");",
        "      this.#rects = rects;",
        "      rects.forEach((rect, index) => Object.defineProperty(this, index, { value: rect, enumerable: true }));",
        "    }",
        "    get length() { return this.#rects.length; }",
        "    item(index) { const rect = this.#rects[index >>> 0]; return rect === undefined ? null : rect; }",
        "    [Symbol.iterator]() { return this.#rects.values(); }",
        "  };",
        "  withClassString(DOMRectList.prototype, \"DOMRectList\");",
        "  const makeRectList = function (rects) { return new DOMRectList(rectListKey, rects); };",
    ]

    /// Runs the script in `realm` and returns what it returns: the built-ins and
    /// `{DOMException, Image, Option, Audio, connectInterface, …}`.
    static func run(in realm: Realm, machine: VirtualMachine) throws(JSException) -> (builtins: [JSValue], extras: JSObject) {
        let context = realm.context
        let native = context.makeObject(of: BootstrapNatives.jsClass, privateData: Payload(realm: realm).retainedPointer())
        try context.globalObject.setProperty("__appexjsNative", native.value, attributes: [.dontEnum], in: context)
        let script: CompiledScript
        do {
            script = try machine.compiledScript(source, sourceURL: ScriptErrorDetails.hostScriptScheme + "bootstrap")
        } catch {
            throw JSException(context: context, message: "the bootstrap script does not parse: \(error.message) (line \(error.line))")
        }
        let result = try script.evaluate(in: context)
        guard let parts = result.asObject(in: context),
            let builtins = try parts.property(at: 0, in: context).asObject(in: context),
            let extras = try parts.property(at: 1, in: context).asObject(in: context)
        else { throw JSException(context: context, message: "the bootstrap script returned nothing usable") }
        var values: [JSValue] = []
        for index in builtinExpressions.indices { values.append(try builtins.property(at: index, in: context)) }
        return (values, extras)
    }
}

/// The native helpers the bootstrap script reads: static functions and values of one
/// class, so a realm makes one object and the engine makes each function only when the
/// script reads it.
enum BootstrapNatives {
    static let jsClass: JSClass = {
        var definition = NativeClassDefinition(name: "AppexNative")
        definition.finalize = releaseOnFinalize
        let constructors = InterfaceDefinition.all.compactMap { interface in
            interface.constructor.map { (Bootstrap.constructorHelperName(interface.name), $0) }
        }
        definition.methods =
            (WindowFunctions.all + ConsoleFunctions.functions + ConstructorHelpers.functions + HistoryNatives.functions + constructors
                + StandardObjectNatives.functions + XPathMembers.natives + CustomElementNatives.functions
                + AdoptedStyleSheets.natives).map {
                NativeMethod($0.0, $0.1)
            } + [
                NativeMethod("performanceNow", WindowFunctions.performanceNow),
                // `Date.now()`, on the realm's clock (see ``EventLoop/currentTime``), in whole
                // milliseconds as a time value is (the real-time clock has fractions).
                // https://tc39.es/ecma262/#sec-date.now
                NativeMethod("now") { context, function, this, count, arguments, exception in
                    globalFunction(context, function, this, count, arguments, exception) { _, realm in
                        realm.context.number(realm.eventLoop.currentTime.rounded(.down))
                    }
                },
                NativeMethod("frameAt") { context, function, this, count, arguments, exception in
                    globalFunction(context, function, this, count, arguments, exception) { call, realm in
                        realm.childFrameWindow(of: realm.document, at: Int(try call[0].toNumber(in: call.context)))
                    }
                },
                NativeMethod("frameCount") { context, function, this, count, arguments, exception in
                    globalFunction(context, function, this, count, arguments, exception) { _, realm in
                        realm.context.number(Double(try realm.pageFrameCount()))
                    }
                },
                NativeMethod("currentEvent") { context, function, this, count, arguments, exception in
                    globalFunction(context, function, this, count, arguments, exception) { _, realm in
                        realm.currentEvent?.value ?? realm.context.undefined
                    }
                },
                NativeMethod("invokeAccessor", PrototypeAttributes.invokeAccessor),
                // Wires the interface at a registry position (an interface's global read first).
                NativeMethod("wireInterface") { context, function, this, count, arguments, exception in
                    globalFunction(context, function, this, count, arguments, exception) { call, realm in
                        let number = try call[0].toNumber(in: call.context)
                        if let index = Int(exactly: number), InterfaceRegistry.shared.definitions.indices.contains(index) {
                            realm.interfaceWiring.ensure(index)
                        }
                        return realm.context.undefined
                    }
                },
                // The window's `location` getter (scripts run only once the document is attached).
                NativeMethod("location") { context, function, this, count, arguments, exception in
                    globalFunction(context, function, this, count, arguments, exception) { _, realm in realm.location.value }
                },
            ]
        definition.properties = EnvironmentValues.properties
        return JSClass(definition)
    }()
}

/// Native halves of the constructors the bootstrap script defines.
enum ConstructorHelpers {
    static let functions: [(String, NativeFunctionCallback)] = [
        ("createElement", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                realm.wrap(try realm.store.createElement(named: try call.string(0), in: realm.document)).value
            }
        }),
    ]
}

/// Values from the realm's environment the bootstrap script reads.
enum EnvironmentValues {
    static let properties: [NativeProperty] = [
        NativeProperty("userAgent", get: { c, _, _, e in environmentValue(c, e) { $0.context.string($0.environment.userAgent) } }),
        NativeProperty("language", get: { c, _, _, e in environmentValue(c, e) { $0.context.string($0.environment.language) } }),
        NativeProperty("platform", get: { c, _, _, e in environmentValue(c, e) { $0.context.string($0.environment.platform) } }),
        NativeProperty("vendor", get: { c, _, _, e in environmentValue(c, e) { $0.context.string($0.environment.vendor) } }),
        NativeProperty("appVersion", get: { c, _, _, e in
            environmentValue(c, e) { realm in
                let agent = realm.environment.userAgent
                return realm.context.string(agent.hasPrefix("Mozilla/") ? String(agent.dropFirst(8)) : agent)
            }
        }),
        NativeProperty("innerWidth", get: { c, _, _, e in environmentValue(c, e) { $0.context.number($0.environment.viewport.width) } }),
        NativeProperty("innerHeight", get: { c, _, _, e in environmentValue(c, e) { $0.context.number($0.environment.viewport.height) } }),
        NativeProperty("devicePixelRatio", get: { c, _, _, e in environmentValue(c, e) { $0.context.number($0.environment.devicePixelRatio) } }),
    ]

    @inline(__always)
    private static func environmentValue(
        _ context: OpaquePointer?, _ exception: UnsafeMutablePointer<OpaquePointer?>?, _ body: (Realm) -> JSValue
    ) -> OpaquePointer? {
        guard let context, let realm = RealmRegistry.realm(of: JSContext(raw: context)) else { return nil }
        return body(realm).raw
    }
}
