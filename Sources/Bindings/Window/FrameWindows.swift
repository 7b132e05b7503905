import DOM
import HTMLParsing
import JavaScriptEngine
import WHATWGURL

// The documents and windows of frames: `iframe.contentDocument`, `contentWindow`,
// `window.frames`, `window.length`, `window[i]` and a frame document's `defaultView`.
//
// A frame's document is, in order: its `srcdoc` (an `about:srcdoc` document, never in quirks
// mode); the document the saved page holds for its URL, which the host gives through
// `frameContentProvider`; else an `about:blank` document, which is what WebKit shows for a frame
// whose URL it cannot load with the network off. Documents live in the realm's node store, and
// their nodes are wrapped by the realm, so a node keeps one wrapper wherever it moves.
//
// A frame's window is not a global object of its own: it is a proxy answering the window
// members a frame has (`document`, `location`, `parent`, `top`, `frameElement`, `frames`,
// `length`, `name`, its child frames by index, …) and passing everything else to the page's
// window. So `frame.contentWindow.Array === Array` here, where WebKit gives each frame its
// own realm. A frame of another origin has no reachable document (`contentDocument` is null)
// and its window throws WebKit's `SecurityError` for anything but the members other origins
// may use.
//
// https://html.spec.whatwg.org/multipage/iframe-embed-object.html#the-iframe-element
extension Realm {
    /// Whether `element` holds a frame: an HTML `iframe` or `frame`.
    func isFrameContainer(_ element: NodeID) -> Bool {
        store.isHTMLElement(element, named: .iframe) || store.isHTMLElement(element, named: .frame)
    }

    /// The elements holding the child frames of `document`, in tree order.
    ///
    /// https://html.spec.whatwg.org/multipage/document-sequences.html#child-navigable
    func frameContainers(in document: NodeID) -> [NodeID] {
        guard store.frameElementsCreated > 0 else { return [] }
        // Most pages have neither; each name is looked for with the tight loop selector queries use.
        let iframes = htmlElements(named: .iframe, in: document)
        let frames = htmlElements(named: .frame, in: document)
        guard !iframes.isEmpty, !frames.isEmpty else { return iframes.isEmpty ? frames : iframes }
        var containers: [NodeID] = []
        store.forEachDescendantElement(of: document) { element in
            if isFrameContainer(element) { containers.append(element) }
            return true
        }
        return containers
    }

    /// The HTML elements named `name` in `document`, in tree order.
    private func htmlElements(named name: Atom, in document: NodeID) -> [NodeID] {
        var elements: [NodeID] = []
        var current = document
        while let next = store.followingElement(after: current, named: name, within: document) {
            if store.isHTMLElement(next, named: name) { elements.append(next) }
            current = next
        }
        return elements
    }

    /// The frame `element` holds, made when first asked for; nil when it holds none (it is not
    /// connected, or not a frame element).
    func frame(ofContainer element: NodeID) -> FrameRegistry.Frame? {
        guard isFrameContainer(element), store.isConnected(element) else { return nil }
        if let frame = frameRegistry.frames[element] { return frame }
        let parentDocument = store.document(of: element)
        let parent = store.documentState(parentDocument)
        let document: NodeID
        var isCrossOrigin = false
        if store.isHTMLElement(element, named: .iframe), let srcdoc = store.attribute(named: "srcdoc", of: element) {
            // https://html.spec.whatwg.org/multipage/iframe-embed-object.html#an-iframe-srcdoc-document
            document = store.createDocument(url: URLRecord.parse("about:srcdoc")!, characterSet: "UTF-8")
            parse(Array(srcdoc.utf8), into: document, parent: parentDocument)
            store.updateDocumentState(document) { $0.mode = .noQuirks }
        } else if let src = store.attribute(.src, of: element).map(stripLeadingAndTrailingASCIIWhitespace), !src.isEmpty,
            let url = store.parseURL(src, relativeTo: parentDocument), let content = frameContentProvider?(url, parent.url)
        {
            document = store.createDocument(
                url: content.url, characterSet: content.characterSet, contentType: content.isXML ? "application/xhtml+xml" : "text/html")
            if content.isXML {
                content.utf8.withUnsafeBytes { _ = XMLParser.parseDocument($0, into: store, document: document) }
            } else {
                parse(content.utf8, into: document, parent: nil)
            }
            isCrossOrigin = content.url.origin != parent.url.origin || content.url.origin == "null"
        } else {
            // https://html.spec.whatwg.org/multipage/document-sequences.html#initialise-the-document-object
            // (the initial about:blank document takes its creator's origin and encoding)
            document = store.createDocument(url: URLRecord.parse("about:blank")!, characterSet: parent.characterSet)
            parse([], into: document, parent: parentDocument)
        }
        store.updateDocumentState(document) { $0.scriptingEnabled = parent.scriptingEnabled }
        let frame = FrameRegistry.Frame(document: document, isCrossOrigin: isCrossOrigin)
        frameRegistry.frames[element] = frame
        frameRegistry.containers[document] = element
        return frame
    }

    /// Parses `utf8` into `document`; with `parent`, relative URLs resolve against the parent's
    /// base URL (an `about:blank` or `about:srcdoc` document's fallback base URL).
    private func parse(_ utf8: [UInt8], into document: NodeID, parent: NodeID?) {
        if let parent {
            let base = store.baseURL(of: parent)
            store.updateDocumentState(document) { $0.fallbackBaseURL = base }
        }
        utf8.withUnsafeBytes { HTMLParser.parseDocument($0, into: store, document: document) }
    }

    /// `contentDocument`: the frame's document, or null for a frame of another origin or an
    /// element that holds none.
    ///
    /// https://html.spec.whatwg.org/multipage/iframe-embed-object.html#dom-iframe-contentdocument
    func contentDocument(of element: NodeID) -> JSValue {
        guard let frame = frame(ofContainer: element), !frame.isCrossOrigin else { return context.null }
        return wrap(frame.document).value
    }

    /// `contentWindow`: the frame's window, or null for an element that holds no frame.
    ///
    /// https://html.spec.whatwg.org/multipage/iframe-embed-object.html#dom-iframe-contentwindow
    func contentWindow(of element: NodeID) -> JSValue {
        guard let frame = frame(ofContainer: element) else { return context.null }
        if let window = frame.window { return window.value }
        do {
            let window = try makeFrameWindow(for: frame, container: element)
            frameRegistry.frames[element]?.window = window
            return window.value
        } catch {
            warnings.append("the window of a frame could not be made: \(error.details.summary)")
            return context.null
        }
    }

    /// The window a document is shown in: the page's, a frame's, or nil for a document that is
    /// in no window (`createHTMLDocument`, `DOMParser`).
    ///
    /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-document-defaultview
    func window(ofDocument document: NodeID) -> JSValue? {
        if document == self.document { return context.globalObject.value }
        guard let container = frameRegistry.containers[document] else { return nil }
        let window = contentWindow(of: container)
        return window.isNull(in: context) ? nil : window
    }

    /// The window of child frame `index` of `document`, or undefined.
    func childFrameWindow(of document: NodeID, at index: Int) -> JSValue {
        let containers = frameContainers(in: document)
        guard containers.indices.contains(index) else { return context.undefined }
        return contentWindow(of: containers[index])
    }

    /// The number of the page's child frames (`window.length`), with `window[i]` defined for
    /// each: WebKit's indexed getter on the window. They are defined when a script reads
    /// `window.length` or `window.frames` (the ways scripts reach frames by index), not when
    /// the page is attached, which would cost every page with a frame a walk of its tree.
    func pageFrameCount() throws(JSException) -> Int {
        let count = frameContainers(in: document).count
        if count > frameRegistry.definedIndices { try defineFrameIndices(from: frameRegistry.definedIndices, to: count) }
        return count
    }

    /// Defines `window[start..<end]` as getters of the page's child frames, with the bootstrap's
    /// helper (whose getters call the `frameAt` native).
    private func defineFrameIndices(from start: Int, to end: Int) throws(JSException) {
        frameRegistry.definedIndices = end
        let define = try bootstrapExtras.property("defineFrameIndices", in: context).asObject(in: context)
        _ = try define?.call(this: nil, arguments: [context.number(Double(start)), context.number(Double(end))], in: context)
    }

    /// The bootstrap's helper that defines the window's indexed frame getters; `native` is the
    /// bootstrap's natives.
    static let frameIndicesDefinerSource = "(function () { const frameAt = native.frameAt; "
        + "return function defineFrameIndices(start, end) { for (let i = start; i < end; i++) "
        + "Object.defineProperty(globalThis, i, { get: function () { return frameAt(i); }, enumerable: true, configurable: true }); }; })()"

    /// Makes the window of `frame`, held by `container`.
    private func makeFrameWindow(for frame: FrameRegistry.Frame, container: NodeID) throws(JSException) -> JSObject {
        guard let factory = try bootstrapExtras.property("makeFrameWindow", in: context).asObject(in: context) else {
            throw JSException(context: context, message: "the bootstrap has no frame window helper")
        }
        let document = frame.document
        let parentWindow = window(ofDocument: store.document(of: container)) ?? context.globalObject.value
        let childCount = makeFunction(name: "childCount") { [unowned self] call in
            call.context.number(Double(self.frameContainers(in: document).count))
        }
        let childAt = makeFunction(name: "childAt") { [unowned self] call in
            self.childFrameWindow(of: document, at: Int(try call[0].toNumber(in: call.context)))
        }
        let url = store.documentState(document).url
        let origin = url.href == "about:blank" || url.href == "about:srcdoc" ? documentURL.origin : url.origin
        let arguments: [JSValue] = [
            frame.isCrossOrigin ? context.null : wrap(document).value,
            frame.isCrossOrigin ? context.null : makeObject("Location", payload: LocationPayload(realm: self, document: document)).value,
            parentWindow, wrap(container).value, context.string(origin), context.boolean(frame.isCrossOrigin),
            childCount.value, childAt.value, context.string(documentURL.origin),
        ]
        guard let window = try factory.call(this: nil, arguments: arguments, in: context).asObject(in: context) else {
            throw JSException(context: context, message: "the frame window helper made no window")
        }
        keepAlive(window.value)
        return window
    }

    /// The bootstrap's helper that makes frame windows: given the page's window, a function of a
    /// frame's document, location, parent window, container element, origin, whether it is
    /// cross-origin, its child count and child-at functions, and the page's origin.
    static let frameWindowFactorySource = """
        (function (main) {
          "use strict";
          const hasOwn = Object.prototype.hasOwnProperty;
          const isIndex = function (key) { return typeof key === "string" && /^(0|[1-9][0-9]*)$/.test(key); };
          return function makeFrameWindow(document, location, parent, frameElement, origin, crossOrigin, childCount, childAt, pageOrigin) {
            let proxy;
            const own = {
              get window() { return proxy; }, get self() { return proxy; }, get frames() { return proxy; },
              get parent() { return parent; }, get top() { return main; }, get length() { return childCount(); },
              get closed() { return false; }, get opener() { return null; },
              postMessage: function postMessage() {}, blur: function blur() {}, focus: function focus() {}, close: function close() {},
              [Symbol.toStringTag]: "Window",
            };
            if (!crossOrigin) {
              Object.defineProperties(own, {
                document: { value: document, enumerable: true },
                location: { get: function () { return location; }, set: function (value) { location.href = value; }, enumerable: true },
                frameElement: { value: frameElement, enumerable: true },
                origin: { value: origin, enumerable: true },
                name: { get: function () { return frameElement.getAttribute("name") || ""; }, enumerable: true },
              });
            }
            const blocked = function () {
              return new main.DOMException("Blocked a frame with origin \\"" + pageOrigin + "\\" from accessing a cross-origin frame. "
                + "Protocols, domains, and ports must match.", "SecurityError");
            };
            const expando = {};
            proxy = new Proxy(expando, {
              get: function (target, key) {
                if (isIndex(key)) return childAt(Number(key));
                if (hasOwn.call(own, key)) return own[key];
                if (crossOrigin) { if (key === "then") return undefined; throw blocked(); }
                if (hasOwn.call(target, key)) return target[key];
                return main[key];
              },
              set: function (target, key, value) {
                if (crossOrigin) throw blocked();
                if (hasOwn.call(own, key)) { own[key] = value; return true; }
                target[key] = value;
                return true;
              },
              has: function (target, key) {
                return isIndex(key) ? Number(key) < childCount() : hasOwn.call(own, key) || (!crossOrigin && (key in target || key in main));
              },
            });
            return proxy;
          };
        })
        """
}
