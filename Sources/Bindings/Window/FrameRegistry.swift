import DOM
import JavaScriptEngine

/// The frames of a realm's documents: for each `iframe` or `frame` element a script reached,
/// the document in it and the window object scripts see for it.
final class FrameRegistry {
    /// One frame.
    struct Frame {
        /// Its document, in the realm's node store.
        let document: NodeID
        /// Whether its origin differs from its parent document's (its document is then out of
        /// reach, as in WebKit).
        let isCrossOrigin: Bool
        /// Its window, once a script asked for it.
        var window: JSObject?
    }

    /// Frames by the element that holds them.
    var frames: [NodeID: Frame] = [:]
    /// The element holding each frame document.
    var containers: [NodeID: NodeID] = [:]
    /// How many of the page's frames `window[i]` is defined for.
    var definedIndices = 0
}
