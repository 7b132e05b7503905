import DOM
import JavaScriptEngine

/// The one wrapper object of each node that scripts have seen.
///
/// A node gets its wrapper the first time script sees it, and keeps it for the life of
/// the realm: the wrapper is protected from garbage collection, so properties a script
/// adds to a node survive, and `a.parentNode === a.parentNode` holds.
/// (https://webkit.org/ JSDOMWrapperCache.h is the model: one wrapper per node.)
struct WrapperCache {
    private var objects: [OpaquePointer?] = []
    private var payloads: [NodePayload?] = []
    private var protected = ProtectedValueSet()

    /// The wrapper of `node`, if it has one.
    @inline(__always) func wrapper(of node: NodeID) -> JSObject? {
        let index = Int(node.index)
        guard index < objects.count, let raw = objects[index] else { return nil }
        return JSObject(raw: raw)
    }

    /// Records the wrapper made for `node`; making a second one is a programming error.
    mutating func record(_ object: JSObject, payload: NodePayload, in context: JSContext) {
        let index = Int(payload.node.index)
        if index >= objects.count {
            let newCount = max(index + 1, objects.count * 2, 256)
            objects.append(contentsOf: repeatElement(nil, count: newCount - objects.count))
            payloads.append(contentsOf: repeatElement(nil, count: newCount - payloads.count))
        }
        precondition(objects[index] == nil, "a second wrapper for node \(payload.node)")
        objects[index] = object.raw
        payloads[index] = payload
        protected.protect(object.value, in: context)
    }

    /// How many wrappers exist.
    var count: Int { protected.count }

    /// Lets every wrapper go; call before the context is released.
    mutating func releaseAll(in context: JSContext) {
        protected.releaseAll(in: context)
        objects.removeAll()
        payloads.removeAll()
    }
}
