import JavaScriptEngine

/// Standard objects a page may use but few do (`AbortController`, `Blob`, `fetch`'s
/// classes, `structuredClone`, `crypto`, `CSS`, observers, storage, the state of media
/// elements, `performance`, and the network objects that fail), written in JavaScript and made on
/// first use.
///
/// The bootstrap script defines each group's globals as accessors that, when a script
/// first reads (or assigns) one, evaluate the group's script and replace every accessor
/// of the group it reads with the plain property WebKit has. A page that never touches
/// them pays only for the accessors (see ``bootstrapLines``).
///
/// Each group's script is a function expression, `(function (native, shared) { … })`,
/// compiled once per virtual machine. It receives the bootstrap's native helpers
/// (``StandardObjectNatives``) and `shared`: the engine's and the bootstrap's objects as
/// they were before any page script ran (`DOMException`, `Event`, `EventTarget`, …), and
/// `require(group, name)` for what another group made. It returns its objects by name.
enum StandardObjectGroup: String, CaseIterable {
    case abort, blob, formData, headers, fetch, structuredClone, crypto, css, mediaQueries, observers, storage
    case xmlHttpRequest, webSocket, eventSource, worker, events, messaging, fonts, mutationRecords, visualViewport, xpath
    case customElements, touch, media, performance, observableArrays

    /// How a global is exposed, as WebKit exposes it.
    enum Exposure: Int {
        /// An interface object: writable, configurable, not enumerable.
        case interface = 0
        /// An operation of the window (`structuredClone`): writable, configurable, enumerable.
        case operation = 1
        /// A read-only attribute of the window (`crypto`, `localStorage`): a getter,
        /// configurable and enumerable; assigning to it does nothing.
        case attribute = 2
        /// A `[Replaceable]` attribute of the window (`performance`): a getter and a setter,
        /// configurable and enumerable; assigning to it replaces it with the value.
        ///
        /// https://webidl.spec.whatwg.org/#Replaceable
        case replaceableAttribute = 3
    }

    /// The globals the group defines.
    var globals: [(name: String, exposure: Exposure)] {
        switch self {
        case .abort: return [("AbortController", .interface), ("AbortSignal", .interface)]
        case .blob: return [("Blob", .interface), ("File", .interface)]
        case .formData: return [("FormData", .interface)]
        case .headers: return [("Headers", .interface)]
        case .fetch: return [("Request", .interface), ("Response", .interface)]
        case .structuredClone: return [("structuredClone", .operation)]
        case .crypto: return [("crypto", .attribute), ("Crypto", .interface), ("SubtleCrypto", .interface)]
        case .css: return [("CSS", .interface)]
        case .mediaQueries:
            return [("matchMedia", .operation), ("MediaQueryList", .interface), ("MediaQueryListEvent", .interface)]
        case .observers:
            return [
                ("IntersectionObserver", .interface), ("IntersectionObserverEntry", .interface),
                ("ResizeObserver", .interface), ("ResizeObserverEntry", .interface), ("ResizeObserverSize", .interface),
            ]
        case .storage: return [("Storage", .interface), ("localStorage", .attribute), ("sessionStorage", .attribute)]
        case .xmlHttpRequest:
            return [
                ("XMLHttpRequest", .interface), ("XMLHttpRequestEventTarget", .interface),
                ("XMLHttpRequestUpload", .interface), ("ProgressEvent", .interface),
                ("XMLHttpRequestProgressEvent", .interface),
            ]
        case .webSocket: return [("WebSocket", .interface), ("CloseEvent", .interface)]
        case .eventSource: return [("EventSource", .interface)]
        case .worker: return [("Worker", .interface)]
        case .events:
            return [
                "ErrorEvent", "HashChangeEvent", "PopStateEvent", "PageTransitionEvent", "PromiseRejectionEvent",
                "MessageEvent", "StorageEvent", "AnimationEvent", "TransitionEvent", "CompositionEvent", "WheelEvent",
                "DragEvent", "ClipboardEvent", "ToggleEvent", "FormDataEvent", "TrackEvent", "GamepadEvent",
                "BeforeUnloadEvent", "SecurityPolicyViolationEvent", "OverflowEvent", "TextEvent",
            ].map { ($0, .interface) }
        case .messaging:
            return [("MessagePort", .interface), ("MessageChannel", .interface), ("BroadcastChannel", .interface), ("postMessage", .operation)]
        case .fonts: return [("FontFace", .interface), ("FontFaceSet", .interface)]
        case .mutationRecords: return [("MutationRecord", .interface)]
        case .visualViewport: return [("VisualViewport", .interface), ("visualViewport", .attribute)]
        case .xpath: return [("XPathResult", .interface), ("XPathExpression", .interface), ("XPathEvaluator", .interface)]
        case .customElements: return [("CustomElementRegistry", .interface), ("customElements", .attribute)]
        case .touch: return [("Touch", .interface), ("TouchList", .interface), ("TouchEvent", .interface)]
        case .media:
            return [
                "MediaError", "TimeRanges", "TextTrackList", "AudioTrackList", "VideoTrackList", "VideoPlaybackQuality",
            ].map { ($0, .interface) }
        case .performance:
            return [("performance", .replaceableAttribute)] + [
                "Performance", "PerformanceEntry", "PerformanceMark", "PerformanceMeasure", "PerformanceNavigation",
                "PerformanceNavigationTiming", "PerformanceObserver", "PerformanceObserverEntryList", "PerformancePaintTiming",
                "PerformanceResourceTiming", "PerformanceServerTiming", "PerformanceTiming",
            ].map { ($0, .interface) }
        case .observableArrays: return []
        }
    }

    /// The globals only a secure context has (WebIDL `[SecureContext]`): elsewhere
    /// ``Realm/attachDocument()`` deletes them from the window, and their group's script
    /// leaves them out.
    ///
    /// https://webidl.spec.whatwg.org/#SecureContext
    static let secureContextGlobals = ["SubtleCrypto"]

    /// The group's script.
    var source: String {
        switch self {
        case .abort: return Self.abortSource
        case .blob: return Self.blobSource
        case .formData: return Self.formDataSource
        case .headers: return Self.headersSource
        case .fetch: return Self.fetchSource
        case .structuredClone: return Self.structuredCloneSource
        case .crypto: return Self.cryptoSource
        case .css: return Self.cssSource
        case .mediaQueries: return Self.mediaQueriesSource
        case .observers: return Self.observersSource
        case .storage: return Self.storageSource
        case .xmlHttpRequest: return Self.xmlHttpRequestSource
        case .webSocket: return Self.webSocketSource
        case .eventSource: return Self.eventSourceSource
        case .worker: return Self.workerSource
        case .events: return Self.eventsSource
        case .messaging: return Self.messagingSource
        case .fonts: return Self.fontsSource
        case .mutationRecords: return Self.mutationRecordsSource
        case .visualViewport: return Self.visualViewportSource
        case .xpath: return Self.xpathSource
        case .customElements: return Self.customElementsSource
        case .touch: return Self.touchSource
        case .media: return Self.mediaSource
        case .performance: return Self.performanceSource
        case .observableArrays: return Self.observableArraysSource
        }
    }

    /// The name errors and stacks give the group's script (host frames are left out of stacks).
    var sourceURL: String { ScriptErrorDetails.hostScriptScheme + "standard-objects/" + rawValue }
}
