import DOM
import JavaScriptEngine

/// The one wrapper object of each node that scripts have seen.
///
/// A node gets its wrapper the first time script sees it, and keeps it for the life of
/// the realm, so properties a script adds to a node survive garbage collection and
/// `a.parentNode === a.parentNode` holds. (WebKit's JSDOMWrapperCache.h is the model: one
/// wrapper per node.) Wrappers are kept alive by one protected JavaScript array they are
/// appended to, so a realm with tens of thousands of wrappers does not pay a protect and
/// an unprotect for each.
struct WrapperCache {
    private var objects: [OpaquePointer?] = []
    private var payloads: [NodePayload?] = []
    private var keeper: ProtectedValue?
    private var kept = 0
    /// Wrappers protected one by one, when storing one in the keeper failed.
    private var protectedOneByOne = ProtectedValueSet()

    /// The wrapper of `node`, if it has one.
    @inline(__always) func wrapper(of node: NodeID) -> JSObject? {
        let index = Int(node.index)
        guard index < objects.count, let raw = objects[index] else { return nil }
        return JSObject(raw: raw)
    }

    /// Records the wrapper made for `node`; making a second one is a programming error.
    ///
    /// The keeper array has no prototype: an index setter a script put on `Array.prototype`
    /// would otherwise take the wrapper instead of the array, leaving it unprotected, and
    /// the cache pointing at an object the collector frees. Should storing fail all the
    /// same, the wrapper is protected on its own.
    mutating func record(_ object: JSObject, payload: NodePayload, in context: JSContext) {
        let index = Int(payload.node.index)
        objects.growToInclude(index)
        payloads.growToInclude(index)
        precondition(objects[index] == nil, "a second wrapper for node \(payload.node)")
        objects[index] = object.raw
        payloads[index] = payload
        if keeper == nil, let array = try? context.makeArray([]) {
            array.setPrototype(context.null, in: context)
            keeper = ProtectedValue(array.value, in: context)
        }
        // The keeper is an array: its value is the object (`keeper.object` would convert it,
        // taking the engine's lock, for every wrapper).
        do throws(JSException) {
            guard let keeper else { throw JSException(context: context, message: "no keeper array") }
            try JSObject(raw: keeper.value.raw).setProperty(at: kept, object.value, in: context)
            kept += 1
        } catch {
            protectedOneByOne.protect(object.value, in: context)
        }
    }

    /// How many wrappers exist.
    var count: Int { kept + protectedOneByOne.count }

    /// Lets every wrapper go; call before the context is released. Each wrapper loses its
    /// private data first: its payload is freed here, and the object may outlive it until
    /// the collector comes.
    mutating func releaseAll(in context: JSContext) {
        for raw in objects { if let raw { _ = JSObject(raw: raw).setPrivateData(nil) } }
        keeper = nil
        protectedOneByOne.releaseAll(in: context)
        objects.removeAll()
        payloads.removeAll()
    }
}

/// The objects scripts read on nearly every node they visit (`childNodes`, `children`,
/// `style`), in arrays indexed by node: ``Realm/cachedObject(_:make:)`` hashes its key on
/// every read. The realm keeps the objects alive.
struct NodeObjectSlots {
    /// Which object of a node.
    enum Kind: Int, CaseIterable {
        case childNodes, children, style
    }

    private var objects: [[OpaquePointer?]] = Array(repeating: [], count: Kind.allCases.count)

    /// The `kind` object of `node`, if made.
    @inline(__always) func object(_ kind: Kind, of node: NodeID) -> JSObject? {
        let index = Int(node.index)
        guard index < objects[kind.rawValue].count, let raw = objects[kind.rawValue][index] else { return nil }
        return JSObject(raw: raw)
    }

    /// Records the `kind` object made for `node`.
    mutating func record(_ object: JSObject, _ kind: Kind, of node: NodeID) {
        let index = Int(node.index)
        objects[kind.rawValue].growToInclude(index)
        objects[kind.rawValue][index] = object.raw
    }
}

extension Array where Element: ExpressibleByNilLiteral {
    /// Appends nils until `index` is a valid position, at least doubling the array (and
    /// making it at least 256 long) when it grows, so filling positions in order costs
    /// amortized constant time.
    @inline(__always) mutating func growToInclude(_ index: Int) {
        guard index >= count else { return }
        append(contentsOf: repeatElement(nil, count: Swift.max(index + 1, count * 2, 256) - count))
    }
}
