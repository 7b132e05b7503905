import CSS
public import DOM
public import JavaScriptEngine
import Selectors
import Synchronization
public import WHATWGURL

/// One page's JavaScript world: a global context whose global object is the page's
/// window, the node store holding the page, and the wrappers that connect the two.
///
/// A realm is confined to one thread at a time. It must be ``close()``d (or released)
/// before its virtual machine goes away.
public final class Realm {
    /// The global context.
    public let globalContext: JSGlobalContext
    /// The nodes of this realm's documents.
    public let store: NodeStore
    /// The page's document.
    public let document: NodeID
    /// What the host said about the environment (viewport, user agent, …).
    public let environment: BrowserEnvironment
    /// Messages the page's scripts logged, in order.
    public internal(set) var consoleMessages: [ConsoleMessage] = []
    /// What the realm noticed that a user should hear about (non-fatal).
    public internal(set) var warnings: [String] = []

    /// Navigations scripts asked for (`location.href = …`, `location.reload()`), in order.
    public internal(set) var navigationRequests: [NavigationRequest] = []
    /// Dialogs scripts opened (`alert`, `confirm`, `prompt`), in order.
    public internal(set) var dialogs: [Dialog] = []
    /// Exceptions scripts threw where nothing could catch them (timer callbacks), in order.
    public internal(set) var uncaughtErrors: [ScriptErrorDetails] = []
    /// `document.cookie`.
    public internal(set) var cookieJar: CookieJar
    /// The document a saved page holds for a frame: given the frame's URL and its parent
    /// document's URL, the host's document for it, or nil (the frame then shows `about:blank`).
    public var frameContentProvider: ((_ url: URLRecord, _ parentURL: URLRecord) -> FrameContent?)?
    /// The frames scripts reached (see `FrameWindows`).
    lazy var frameRegistry = FrameRegistry()

    var wrappers = WrapperCache()
    /// Makes interface objects and their prototypes as scripts and instances need them.
    var interfaceWiring: InterfaceWiring!
    /// `{DOMException, Image, Option, Audio, …}` from the bootstrap script.
    var bootstrapExtras: JSObject!
    /// Whether an `error` event for an uncaught exception is being fired: an exception
    /// thrown meanwhile is recorded without another event (see ``reportUncaught(_:)``).
    var isReportingException = false
    /// The event whose listener is running now, what `window.event` gives (nil between
    /// dispatches). The dispatch that sets it holds the event object meanwhile.
    ///
    /// https://dom.spec.whatwg.org/#window-current-event
    var currentEvent: JSObject?
    /// The realm's own callbacks running now, innermost last (see ``withCallbackStage(_:_:)``).
    var callbackStages: [CallbackStage] = []
    /// The innermost of them when the watchdog stopped script (see ``takeTermination()``).
    var terminationStage: CallbackStage?
    /// Delivers mutation records, once a script made a `MutationObserver`.
    var mutationObserverCenter: MutationObserverCenter?
    /// Custom element definitions and reactions, once a script defined one.
    var customElementRegistry: CustomElementRegistry?
    /// Fails the loads scripts start (`<script src>`, images, style sheets, frames), once the
    /// document is attached.
    var resourceLoads: ResourceLoads?
    /// Tells the media group about script changes to media sources, once `HTMLMediaElement` is wired.
    var mediaElementObserver: MediaElementObserver?
    /// What was written to each open document since it was opened (`document.write`).
    var documentWriteBuffers: [NodeID: String] = [:]
    /// Reads a `Request`'s URL (undefined for other values); set when the fetch group is made.
    var requestURLReader: JSObject?
    /// Tests a value against a pattern attribute's regular expression; made on first use.
    var patternMatcher: JSObject?
    /// The symbol under which a `URL` object keeps its `searchParams` object.
    var searchParamsKey: JSValue!
    /// Parsed selector lists by text.
    var selectorLists: [String: SelectorList] = [:]
    /// Selector lists compiled for the store, with the atom count they were compiled at.
    var boundSelectorLists: [BoundSelectorKey: (atomCount: Int, list: BoundSelectorList<DocumentSelectorTree>)] = [:]
    /// `tagName` and `localName` string values, by atom (see ``tagNameValue(of:)``).
    private var tagNameValues: [JSValue?] = []
    private var localNameValues: [JSValue?] = []
    /// Writes nodes as HTML.
    var serializer: HTMLSerializer { HTMLSerializer(store: store) }
    var builtins: Builtins!
    /// Objects that must always be the same for one node (`childNodes`, `style`, …).
    var nodeObjects: [NodeObjectKey: JSObject] = [:]
    /// `childNodes`, `children` and `style` objects (see ``NodeObjectSlots``).
    var nodeSlots = NodeObjectSlots()
    /// Live ranges and the selection (see `RangeBindings`).
    lazy var ranges = RealmRanges(store: store, document: document)
    /// Values kept alive for the realm's lifetime (interface objects, cached objects).
    var protectedValues = ProtectedValueSet()
    /// The timer queue and clock scripts see.
    public let eventLoop: EventLoop
    /// Event listeners and focus, made on first use (see ``EventTargetStore``).
    lazy var eventTargets = EventTargetStore(realm: self)
    /// Text selections, past names and other form-control state (see ``FormControlsState``).
    lazy var formControls = FormControlsState()
    private var isClosed = false
    /// Name arguments already converted (see ``ArgumentStringCache``).
    var argumentStrings = ArgumentStringCache()
    /// Long `textContent` and `innerText` results, until the tree changes.
    var textResults = TextResultCache()
    /// The lines of the block the last inline element's `innerText` was read from.
    var lineContainerText: LineContainerText?
    /// The CSS property (or none) each name read on a style declaration stands for.
    let stylePropertyNames = EngineStringMemo<String?>()

    /// The context.
    @inline(__always) public var context: JSContext { globalContext.context }

    /// Makes a realm for `document` (already parsed into `store`) in `machine`, with
    /// the window's globals installed.
    public convenience init(
        machine: VirtualMachine, store: NodeStore, document: NodeID,
        environment: BrowserEnvironment = BrowserEnvironment()
    ) throws(JSException) {
        try self.init(windowFor: document, in: store, machine: machine, environment: environment)
        try attachDocument()
    }

    /// Makes a realm's window (the global context, the interface objects, `console`,
    /// `navigator`, …) without reading `store`, so it can be built on another thread
    /// while `store` is still being parsed into. Scripts must not run in it before
    /// ``attachDocument()``.
    public init(
        windowFor document: NodeID, in store: NodeStore, machine: VirtualMachine,
        environment: BrowserEnvironment = BrowserEnvironment()
    ) throws(JSException) {
        self.globalContext = JSGlobalContext(machine: machine)
        self.store = store
        self.document = document
        self.environment = environment
        self.eventLoop = EventLoop(clock: environment.clock, timeOrigin: environment.timeOrigin)
        self.cookieJar = CookieJar(cookieString: environment.cookie)
        RealmRegistry.register(self)
        let bootstrap = try Bootstrap.run(in: self, machine: machine)
        builtins = Builtins(bootstrap.builtins)
        for value in builtins.allValues { keepAlive(value) }
        bootstrapExtras = bootstrap.extras
        keepAlive(bootstrap.extras.value)
        func helper(_ name: String) throws(JSException) -> JSObject {
            guard let function = try bootstrap.extras.property(name, in: context).asObject(in: context) else {
                throw JSException(context: context, message: "\(name) is missing from the bootstrap extras")
            }
            return function
        }
        interfaceWiring = InterfaceWiring(
            realm: self, connectInterface: try helper("connectInterface"), makePrototype: try helper("makePrototype"))
        interfaceWiring.wireCommonInterfaces()
        try EventBindings.installWindowMethods(in: self)
        // JavaScriptCore looks static properties up by a symbol's description, so this
        // symbol's description must not name any interface member.
        searchParamsKey = context.makeSymbol(description: "[[URLSearchParams object]]")
        keepAlive(searchParamsKey)
        // Promise rejections nothing handled fire `unhandledrejection` (see `reportUnhandledRejection`).
        let rejectionHandler = makeFunction(name: "") { call in
            RealmRegistry.realm(of: call.context)?.reportUnhandledRejection(of: call[0], reason: call[1])
            return call.context.undefined
        }
        try globalContext.setUnhandledRejectionHandler(rejectionHandler)
    }

    /// Makes early the interface prototypes scripts most often meet first, which
    /// ``attachDocument()`` makes otherwise: one interface at a time, in order of
    /// likelihood, until `shouldStop` returns true (checked before each). For a window
    /// built while its page is parsed, so a core that would wait does the work. What
    /// scripts see is the same either way.
    public func wireLikelyInterfaces(until shouldStop: () -> Bool) {
        interfaceWiring.wireLikelyInterfaces(until: shouldStop)
    }

    /// Has the engine build, ahead of need, the tables it reads the accessors of the most
    /// common kinds of node from, until `shouldStop` says so (see
    /// ``InterfaceWiring/prepareLikelyAccessorTables(until:)``). Unobservable to scripts.
    public func prepareLikelyAccessorTables(until shouldStop: () -> Bool) {
        interfaceWiring.prepareLikelyAccessorTables(until: shouldStop)
    }

    /// Gives the window its document, once `store` holds the parsed page: `window`,
    /// `self`, `document`, `location`, `origin` and `isSecureContext`. Call it once, on
    /// the thread that goes on to use the realm. The likely interfaces not yet wired (see
    /// ``wireLikelyInterfaces(until:)``) are wired first. (`location` is an accessor the
    /// bootstrap script defines.)
    public func attachDocument() throws(JSException) {
        interfaceWiring.wireLikelyInterfaces { false }
        let global = context.globalObject
        try global.setProperty("window", global.value, attributes: [.readOnly, .dontDelete], in: context)
        try global.setProperty("self", global.value, in: context)
        try global.setProperty("document", wrap(document).value, attributes: [.readOnly, .dontDelete], in: context)
        // https://html.spec.whatwg.org/multipage/webappapis.html#dom-origin
        try global.setProperty("origin", context.string(documentURL.origin), in: context)
        // https://html.spec.whatwg.org/multipage/webappapis.html#dom-issecurecontext
        let isSecure = documentURL.isPotentiallyTrustworthy
        try global.setProperty("isSecureContext", context.boolean(isSecure), in: context)
        let loads = ResourceLoads(realm: self)
        resourceLoads = loads
        store.resourceLoadObserver = loads
        // Media queries in the page's style sheets see the window's screen.
        store.mediaEnvironment = MediaEnvironment(
            width: Double(environment.viewport.width), height: Double(environment.viewport.height),
            devicePixelRatio: environment.devicePixelRatio)
        // Here rather than in the bootstrap: the window thread must not read the store.
        if !isSecure {
            for name in StandardObjectGroup.secureContextGlobals { _ = try global.deleteProperty(name, in: context) }
        }
    }

    deinit { close() }

    /// Lets go of every wrapper and the context. The realm cannot run script afterwards.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        eventLoop.cancelAll(in: context)
        wrappers.releaseAll(in: context)
        protectedValues.releaseAll(in: context)
        argumentStrings.releaseAll(in: context)
        textResults.releaseAll(in: context)
        RealmRegistry.unregister(self)
    }

    /// Keeps `value` alive as long as the realm.
    func keepAlive(_ value: JSValue) { protectedValues.protect(value, in: context) }

    // MARK: - Nodes and wrappers

    /// The wrapper object of `node`, made on first use.
    @inline(__always) func wrap(_ node: NodeID) -> JSObject {
        if let existing = wrappers.wrapper(of: node) { return existing }
        return makeWrapper(for: node)
    }

    /// The wrapper of `node` as a value, or `null`.
    @inline(__always) func wrap(_ node: NodeID?) -> JSValue {
        guard let node else { return context.null }
        return wrap(node).value
    }

    private func makeWrapper(for node: NodeID) -> JSObject {
        let payload = NodePayload(realm: self, node: node)
        let object = instantiate(InterfaceClasses.registeredClass(for: node, in: store), privateData: payload.unretainedPointer())
        wrappers.record(object, payload: payload, in: context)
        return object
    }

    /// The node a value wraps, if it is a node of this realm.
    @inline(__always) func node(from value: JSValue) -> NodeID? {
        guard let payload = nodePayload(of: value, in: context) else { return nil }
        return payload.realm === self ? payload.node : nil
    }

    /// The `kind` object of `node`, made with `make` once and kept for the realm's life.
    @inline(__always) func slottedObject(_ kind: NodeObjectSlots.Kind, of node: NodeID, make: () -> JSObject) -> JSObject {
        if let existing = nodeSlots.object(kind, of: node) { return existing }
        let object = make()
        keepAlive(object.value)
        nodeSlots.record(object, kind, of: node)
        return object
    }

    /// A wrapper made with `make` once per `key` and kept for the realm's life.
    func cachedObject(_ key: NodeObjectKey, make: () throws -> JSObject) rethrows -> JSObject {
        if let existing = nodeObjects[key] { return existing }
        let object = try make()
        keepAlive(object.value)
        nodeObjects[key] = object
        return object
    }

    /// The object of `interface` that belongs to `node` without being it (a control's
    /// `ValidityState`, an SVG element's `className`), made once per `key` and kept.
    func nodePart(_ interface: String, _ key: NodeObjectKey, of node: NodeID) -> JSObject {
        cachedObject(key) { makeObject(interface, payload: NodePartPayload(realm: self, node: node)) }
    }

    /// A new object of an interface's class carrying `payload` (released when collected:
    /// the class must have ``releaseOnFinalize`` as its finalizer, which debug builds check).
    func makeObject(_ interface: String, payload: Payload) -> JSObject {
        let registered = RegisteredClass(interface)
        assert(InterfaceRegistry.shared.releasesPayloads(at: registered.index), "\(interface) objects would leak their payload: give the class a finalizer")
        return instantiate(registered, privateData: payload.retainedPointer())
    }

    /// A new instance of an interface: an object of its class carrying `privateData`, whose
    /// prototype is the interface's (wired first if this is its first instance).
    func instantiate(_ registered: RegisteredClass, privateData: UnsafeMutableRawPointer) -> JSObject {
        interfaceWiring.ensure(registered.index)
        let object = context.makeObject(of: registered.jsClass, privateData: privateData)
        if let prototype = interfaceWiring.prototypes[registered.index] { object.setPrototype(prototype.value, in: context) }
        return object
    }

    /// The prototype of an interface, installing the interface first.
    func prototype(of interface: String) -> JSObject? {
        guard let index = InterfaceRegistry.shared.index(of: interface) else { return nil }
        interfaceWiring.ensure(index)
        return interfaceWiring.prototypes[index]
    }

    /// An element's `tagName` as a string value. HTML elements' are made once per name and
    /// kept for the realm's life, so reading one makes nothing (no engine string, no lock).
    func tagNameValue(of element: NodeID) -> JSValue {
        let atom = Int(store.localName(of: element).rawValue)
        let isHTML = store.namespace(of: element) == .html
        if isHTML, atom < tagNameValues.count, let value = tagNameValues[atom] { return value }
        let value = context.string(store.qualifiedNameForTagName(of: element))
        if isHTML { keep(value, at: atom, in: &tagNameValues) }
        return value
    }

    /// An element's `localName` as a string value, made once per name (see ``tagNameValue(of:)``).
    func localNameValue(of element: NodeID) -> JSValue {
        let atom = Int(store.localName(of: element).rawValue)
        if atom < localNameValues.count, let value = localNameValues[atom] { return value }
        let value = context.string(store.localNameString(of: element))
        keep(value, at: atom, in: &localNameValues)
        return value
    }

    /// Keeps `value` alive for the realm's life as `values[atom]`.
    private func keep(_ value: JSValue, at atom: Int, in values: inout [JSValue?]) {
        keepAlive(value)
        values.growToInclude(atom)
        values[atom] = value
    }

    // MARK: - Console and warnings

    /// Records a console message.
    func log(_ level: ConsoleMessage.Level, _ text: String) {
        consoleMessages.append(ConsoleMessage(level: level, text: text))
    }

    /// Records a warning for the user.
    public func warn(_ text: String) { warnings.append(text) }

    /// Whether a script read an answer that needs layout (see ``noteLayoutRead(_:)``).
    var layoutWarningGiven = false

    /// Rewrites warning number `index` (a count in it went up).
    func replaceWarning(at index: Int, with text: String) { warnings[index] = text }
}

/// Objects that are the same object each time script asks a node for them.
enum NodeObjectKey: Hashable {
    case collection(CollectionKey)
    /// A `DOMTokenList` over an attribute (`classList`, `relList`, …).
    case tokenList(NodeID, Atom)
    case dataset(NodeID)
    case attributes(NodeID)
    case attr(NodeID, Atom)
    case implementation(NodeID)
    case validity(NodeID)
    case animatedClassName(NodeID)
    case styleSheets(NodeID)
    case styleSheet(ObjectIdentifier)
    /// A sheet's or grouping rule's `cssRules`, a rule, a style rule's `style` (by the
    /// identity of the CSS object, which the wrapper's payload keeps alive).
    case cssRuleList(ObjectIdentifier)
    case mediaList(ObjectIdentifier)
    case cssRule(ObjectIdentifier)
    case cssRuleStyle(ObjectIdentifier)
    case fonts(NodeID)
    /// A document's `adoptedStyleSheets` array.
    case adoptedStyleSheets(NodeID)
    case location
    case ancestorOrigins
}

/// Finds the realm of a context, for callbacks that receive nothing else (global
/// functions, constructors).
enum RealmRegistry {
    /// Global context → the realm's address (raw numbers, so the table is `Sendable`).
    private static let realms = Mutex<[UInt: UInt]>([:])

    static func register(_ realm: Realm) {
        let key = UInt(bitPattern: realm.context.globalContextKey)
        let address = UInt(bitPattern: Unmanaged.passUnretained(realm).toOpaque())
        realms.withLock { $0[key] = address }
    }

    static func unregister(_ realm: Realm) {
        let key = UInt(bitPattern: realm.context.globalContextKey)
        realms.withLock { _ = $0.removeValue(forKey: key) }
    }

    /// The realm `context` belongs to.
    static func realm(of context: JSContext) -> Realm? {
        let key = UInt(bitPattern: context.globalContextKey)
        guard let address = realms.withLock({ $0[key] }), let pointer = UnsafeRawPointer(bitPattern: address) else {
            return nil
        }
        return Unmanaged<Realm>.fromOpaque(pointer).takeUnretainedValue()
    }
}
