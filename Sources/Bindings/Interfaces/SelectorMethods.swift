import DOM
import JavaScriptEngine
import Selectors

/// `querySelector` and `querySelectorAll` (on documents, fragments and elements), and
/// `matches`, `webkitMatchesSelector` and `closest` (on elements).
///
/// https://dom.spec.whatwg.org/#dom-parentnode-queryselector and
/// https://dom.spec.whatwg.org/#dom-element-matches
enum SelectorMethods {
    static let methods: [NativeMethod] = [
        NativeMethod("querySelector") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.node, "querySelector") {
                call, realm, node in
                let selectors = try realm.boundSelectors(try call.requiredName(0, "querySelector", in: realm).string, for: node)
                let (root, scope) = realm.searchRoot(of: node)
                return realm.wrap(selectors.querySelector(in: root, scope: scope))
            }
        },
        NativeMethod("querySelectorAll") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.node, "querySelectorAll") {
                call, realm, node in
                let selectors = try realm.boundSelectors(try call.requiredName(0, "querySelectorAll", in: realm).string, for: node)
                let (root, scope) = realm.searchRoot(of: node)
                let matches = selectors.querySelectorAll(in: root, scope: scope)
                return try realm.staticNodeList(matches).value
            }
        },
    ]

    static let elementMethods: [NativeMethod] = [
        NativeMethod("matches") { context, function, this, count, arguments, exception in
            matches(context, function, this, count, arguments, exception)
        },
        NativeMethod("webkitMatchesSelector") { context, function, this, count, arguments, exception in
            matches(context, function, this, count, arguments, exception)
        },
        NativeMethod("closest") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.element, "closest") {
                call, realm, node in
                let selectors = try realm.boundSelectors(try call.requiredName(0, "Element.closest", in: realm).string, for: node)
                return realm.wrap(selectors.closest(from: node, scope: node))
            }
        },
    ]

    private static func matches(
        _ context: OpaquePointer?, _ function: OpaquePointer?, _ this: OpaquePointer?, _ count: Int,
        _ arguments: UnsafePointer<OpaquePointer?>?, _ exception: UnsafeMutablePointer<OpaquePointer?>?
    ) -> OpaquePointer? {
        nodeOperation(context, function, this, count, arguments, exception, NodeInterface.element, "matches") {
            call, realm, node in
            let selectors = try realm.boundSelectors(try call.requiredName(0, "Element.matches", in: realm).string, for: node)
            return realm.context.boolean(selectors.matches(node, scope: node))
        }
    }
}

extension Realm {
    /// The parsed selector list for `text` (parsed once per realm).
    func selectorList(_ text: String) throws -> SelectorList {
        if let cached = selectorLists[text] { return cached }
        let list = try SelectorList(parsing: text)
        selectorLists[text] = list
        return list
    }

    /// The selector list for `text` compiled for the tree `node` is in. A compiled list is
    /// reused until the store learns a name it did not know when the list was compiled
    /// (compiling resolves names to the store's atoms), or for a document in the other
    /// quirks mode.
    func boundSelectors(_ text: String, for node: NodeID) throws -> BoundSelectorList<DocumentSelectorTree> {
        let tree = DocumentSelectorTree(store: store, containing: node)
        let key = BoundSelectorKey(text: text, isInQuirksMode: tree.isInQuirksMode)
        if let cached = boundSelectorLists[key], cached.atomCount == store.atoms.count { return cached.list }
        let list = try selectorList(text).bound(to: tree)
        boundSelectorLists[key] = (store.atoms.count, list)
        return list
    }

    /// Where a selector search under `node` looks, and what `:scope` is.
    func searchRoot(of node: NodeID) -> (SearchRoot<NodeID>, NodeID?) {
        switch store.kind(of: node) {
        case .element: return (.element(node), node)
        case .document: return (.documentOrFragment(firstElementChild: store.firstElementChild(of: node)), store.documentElement(of: node))
        default: return (.documentOrFragment(firstElementChild: store.firstElementChild(of: node)), nil)
        }
    }
}

/// What a compiled selector list is cached by.
struct BoundSelectorKey: Hashable {
    let text: String
    let isInQuirksMode: Bool
}
