import DOM
import HTMLParsing
import JavaScriptEngine

/// What happens when a script makes the page load something: appexjs has no network, so
/// each load fails as it fails in WebKit with the network off, and the user is told that
/// it was refused.
///
/// - An `img` loads when its `src`, `srcset`, `sizes` or `crossorigin` is set (connected or
///   not), or when it is made with a `src` by `innerHTML` or `cloneNode`: it gets `error`
///   (one per element however many times the source changed before it fired), or `load`
///   for a `data:` URL.
/// - A `script` with a `src`, of a JavaScript or module type, loads once, when it becomes
///   connected or gets a `src` while connected: it gets `error` (never `load`; its code is
///   not run). The page's own scripts, and those `innerHTML` made, are "already started"
///   and never load.
/// - A `link` whose `rel` has `stylesheet`, `preload` or `modulepreload` loads when it is
///   connected with an `href`, and again when either changes: `error`, or `load` for a
///   `data:` URL.
/// - An `iframe` that becomes connected loads its `src`: WebKit fires nothing when that
///   load is refused, and neither does appexjs; without a `src` (or with `about:blank`) it
///   gets `load`.
///
/// Only elements of the realm's own document load (a clone of the document, or one made
/// with `DOMParser`, has no window). Each event fires in a task of its own, queued when
/// the load starts. (WebKit fires image errors before script errors and those before
/// stylesheet errors when all are pending at once; here they fire in the order their
/// loads started.)
///
/// https://html.spec.whatwg.org/multipage/images.html#update-the-image-data
/// https://html.spec.whatwg.org/multipage/scripting.html#prepare-the-script-element
/// https://html.spec.whatwg.org/multipage/semantics.html#fetching-and-processing-a-resource-from-a-link-element
/// https://html.spec.whatwg.org/multipage/iframe-embed-object.html#process-the-iframe-attributes
final class ResourceLoads: ResourceLoadObserver {
    private unowned let realm: Realm
    /// Elements made before this watch started were made by the page's parser: their
    /// loads (and scripts) were over before any extension script ran.
    private let firstElementMadeByScripts: Int32
    /// Scripts that have started, made since the watch started (`innerHTML`'s, clones,
    /// those that tried to load).
    private var startedScripts: Set<NodeID> = []
    /// Images with an event queued, so that changing the source again before it fires
    /// fires one event.
    private var imagesWithPendingEvent: Set<NodeID> = []
    /// The warning about each kind of refused load, by its position in the realm's
    /// warnings, and how many more loads of that kind were refused.
    private var warningPositions: [Kind: (index: Int, firstURL: String, more: Int)] = [:]
    /// Fires an event at an element: the callback of the tasks queued here (kept alive by the realm).
    private lazy var eventFiringFunction: JSObject = {
        let function = realm.makeFunction(name: "") { [unowned self] call in
            guard let element = realm.node(from: call[0]) else { return call.context.undefined }
            imagesWithPendingEvent.remove(element)
            try realm.fireEvent(try call.string(1), at: .node(element))
            return call.context.undefined
        }
        realm.keepAlive(function.value)
        return function
    }()

    private static let srcset = Atom.predefined("srcset")
    private static let sizes = Atom.predefined("sizes")
    private static let crossorigin = Atom.predefined("crossorigin")
    private static let nomodule = Atom.predefined("nomodule")

    /// The kinds of element that load, as warnings name them.
    private enum Kind: String {
        case image = "img", script, stylesheet = "link", frame = "iframe"
    }

    /// Starts watching `realm`'s document; elements already in the store count as the page's own.
    init(realm: Realm) {
        self.realm = realm
        firstElementMadeByScripts = Int32(realm.store.count)
    }

    // MARK: - ResourceLoadObserver

    func didInsert(_ nodes: [NodeID], into parent: NodeID) {
        let store = realm.store
        guard store.document(of: parent) == realm.document, store.isConnected(parent) else { return }
        for node in nodes {
            if store.kind(of: node) == .element { elementConnected(node) }
            store.forEachDescendantElement(of: node) { element in
                elementConnected(element)
                return true
            }
        }
    }

    func didSetAttribute(_ name: Atom, of element: NodeID) {
        let store = realm.store
        guard store.document(of: element) == realm.document else { return }
        if store.isHTMLElement(element, named: .img) {
            if name == .src || name == Self.srcset || name == Self.sizes || name == Self.crossorigin { loadImage(element) }
        } else if store.isHTMLElement(element, named: .script) {
            if name == .src, store.isConnected(element) { prepareScript(element) }
        } else if store.isHTMLElement(element, named: .link) {
            if name == .href || name == .rel, store.isConnected(element) { loadStylesheet(element) }
        } else if store.isHTMLElement(element, named: .iframe) {
            if name == .src, store.isConnected(element) { loadFrame(element) }
        }
    }

    // MARK: - Elements made by parsing and cloning

    /// `fragment` was parsed from markup for `innerHTML`, `outerHTML` or
    /// `insertAdjacentHTML` (`scriptsMayRun` false: its scripts are marked already started)
    /// or `createContextualFragment` (true): its images load.
    func fragmentParsed(_ fragment: NodeID, scriptsMayRun: Bool) {
        guard realm.store.document(of: fragment) == realm.document else { return }
        realm.store.forEachDescendantElement(of: fragment) { element in
            madeWithAttributes(element, scriptStarted: !scriptsMayRun)
            return true
        }
    }

    /// `copy` was made by `cloneNode` or `importNode`: its images load; its scripts count as
    /// already started (most copies are of the page's own scripts, which are).
    func cloned(_ copy: NodeID) {
        let store = realm.store
        guard store.document(of: copy) == realm.document else { return }
        if store.kind(of: copy) == .element { madeWithAttributes(copy, scriptStarted: true) }
        store.forEachDescendantElement(of: copy) { element in
            madeWithAttributes(element, scriptStarted: true)
            return true
        }
    }

    private func madeWithAttributes(_ element: NodeID, scriptStarted: Bool) {
        let store = realm.store
        if store.isHTMLElement(element, named: .img) {
            if store.hasAttribute(.src, on: element) || store.hasAttribute(Self.srcset, on: element) { loadImage(element) }
        } else if scriptStarted, store.isHTMLElement(element, named: .script) {
            startedScripts.insert(element)
        }
    }

    // MARK: - Loads

    private func elementConnected(_ element: NodeID) {
        guard element.index >= firstElementMadeByScripts else { return }
        let store = realm.store
        if store.isHTMLElement(element, named: .script) {
            prepareScript(element)
        } else if store.isHTMLElement(element, named: .link) {
            loadStylesheet(element)
        } else if store.isHTMLElement(element, named: .iframe) {
            loadFrame(element)
        }
    }

    /// https://html.spec.whatwg.org/multipage/images.html#update-the-image-data
    private func loadImage(_ image: NodeID) {
        let store = realm.store
        let screen = ImageSelectionScreen(
            viewportWidth: Double(realm.environment.viewport.width), pixelRatio: realm.environment.devicePixelRatio)
        let url = store.currentSource(ofImage: image, on: screen)
        guard !imagesWithPendingEvent.contains(image) else { return }
        imagesWithPendingEvent.insert(image)
        if url.hasPrefix("data:") {
            queue("load", at: image)
        } else {
            if !url.isEmpty { warnRefused(.image, url) }
            queue("error", at: image)
        }
    }

    /// https://html.spec.whatwg.org/multipage/scripting.html#prepare-the-script-element
    private func prepareScript(_ script: NodeID) {
        let store = realm.store
        guard script.index >= firstElementMadeByScripts, !startedScripts.contains(script),
            let source = store.attribute(.src, of: script), Self.isJavaScriptOrModule(script, in: store)
        else { return }
        startedScripts.insert(script)
        if !source.isEmpty { warnRefused(.script, store.reflectedURL(.src, of: script)) }
        queue("error", at: script)
    }

    /// A script of a JavaScript MIME type (or none) or a module, not a classic script marked
    /// `nomodule` (WebKit skips those).
    ///
    /// https://html.spec.whatwg.org/multipage/scripting.html#prepare-the-script-element (steps 8-12)
    private static func isJavaScriptOrModule(_ script: NodeID, in store: NodeStore) -> Bool {
        let type = store.attribute(.type, of: script).map { asciiLowercase(stripLeadingAndTrailingASCIIWhitespace($0)) }
        if type == "module" { return true }
        guard !store.hasAttribute(nomodule, on: script) else { return false }
        switch type {
        case .some(let type) where !type.isEmpty: return javaScriptMIMETypes.contains(type)
        case .some: return true
        case .none:
            guard let name = store.atoms.lookup("language"), let language = store.attribute(name, of: script), !language.isEmpty
            else { return true }
            return javaScriptMIMETypes.contains("text/" + asciiLowercase(language))
        }
    }

    /// https://mimesniff.spec.whatwg.org/#javascript-mime-type
    private static let javaScriptMIMETypes: Set<String> = [
        "application/ecmascript", "application/javascript", "application/x-ecmascript", "application/x-javascript",
        "text/ecmascript", "text/javascript", "text/javascript1.0", "text/javascript1.1", "text/javascript1.2",
        "text/javascript1.3", "text/javascript1.4", "text/javascript1.5", "text/jscript", "text/livescript",
        "text/x-ecmascript", "text/x-javascript",
    ]

    /// https://html.spec.whatwg.org/multipage/semantics.html#link-type-stylesheet
    private func loadStylesheet(_ link: NodeID) {
        let store = realm.store
        guard let rel = store.attribute(.rel, of: link),
            rel.split(whereSeparator: isASCIIWhitespace).contains(where: {
                ["stylesheet", "preload", "modulepreload"].contains(asciiLowercase(String($0)))
            }),
            let href = store.attribute(.href, of: link), !href.isEmpty
        else { return }
        let url = store.reflectedURL(.href, of: link)
        // A `data:` sheet, or one the saved page carries, loads.
        if url.hasPrefix("data:") || store.styleSheetLoader?.loadStyleSheet(href: url, base: nil) != nil {
            queue("load", at: link)
        } else {
            warnRefused(.stylesheet, url)
            queue("error", at: link)
        }
    }

    /// https://html.spec.whatwg.org/multipage/iframe-embed-object.html#process-the-iframe-attributes
    private func loadFrame(_ frame: NodeID) {
        let store = realm.store
        let source = store.attribute(.src, of: frame) ?? ""
        let url = source.isEmpty ? "about:blank" : store.reflectedURL(.src, of: frame)
        if url == "about:blank" {
            queue("load", at: frame)
        } else {
            warnRefused(.frame, url)
        }
    }

    // MARK: - Events and warnings

    private func queue(_ type: String, at element: NodeID) {
        let context = realm.context
        _ = realm.eventLoop.add(
            callback: ProtectedValue(eventFiringFunction.value, in: context),
            arguments: [ProtectedValue(realm.wrap(element).value, in: context), ProtectedValue(context.string(type), in: context)],
            delay: 0, repeating: false)
    }

    /// One warning per kind of element, naming the first URL and counting the others.
    private func warnRefused(_ kind: Kind, _ url: String) {
        let attribute = kind == .stylesheet ? "href" : "src"
        let consequence = kind == .frame ? "it stays empty" : "its error event fires"
        func text(_ first: String, more: Int) -> String {
            var line = "<\(kind.rawValue) \(attribute)=\"\(first)\"> was not loaded: network access is disabled, so \(consequence)"
            if more > 0 { line += " (and \(more) more <\(kind.rawValue)> load\(more == 1 ? " was" : "s were") refused)" }
            return line
        }
        if var entry = warningPositions[kind], entry.index < realm.warnings.count {
            entry.more += 1
            warningPositions[kind] = entry
            realm.replaceWarning(at: entry.index, with: text(entry.firstURL, more: entry.more))
        } else {
            warningPositions[kind] = (realm.warnings.count, url, 0)
            realm.warn(text(url, more: 0))
        }
    }
}

extension Realm {
    /// `markup` parsed as a fragment in the context of `element`, for `innerHTML`,
    /// `outerHTML`, `insertAdjacentHTML` and (`scriptsMayRun`) `createContextualFragment`;
    /// the images in it start loading.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-html-fragments
    func parseFragment(_ markup: String, context element: NodeID, scriptsMayRun: Bool = false) -> NodeID {
        let fragment = HTMLParser.parseFragment(markup, context: element, in: store)
        resourceLoads?.fragmentParsed(fragment, scriptsMayRun: scriptsMayRun)
        return fragment
    }

    /// A copy of `node` (`cloneNode`, `importNode`); the images in it start loading.
    ///
    /// https://dom.spec.whatwg.org/#concept-node-clone
    func clone(_ node: NodeID, deep: Bool, into document: NodeID? = nil) -> NodeID {
        let copy = store.clone(node, deep: deep, into: document)
        resourceLoads?.cloned(copy)
        return copy
    }
}
