import DOM

/// The node interfaces an operation can require of `this`.
///
/// Node wrappers' classes are flat (see ``InterfaceRegistry``), so the engine's class check
/// cannot tell an `Element` from a `Text`. Which interfaces a node implements follows from
/// its kind and namespace, exactly as the class of its wrapper does
/// (``InterfaceClasses/registeredClass(for:in:)``), so the store answers instead.
enum NodeInterface {
    case node, element, htmlElement, svgElement, mathMLElement, document, characterData, text, documentFragment
    case htmlMediaElement, htmlVideoElement, htmlCanvasElement

    /// The interface name, for error messages.
    var name: String {
        switch self {
        case .node: "Node"
        case .element: "Element"
        case .htmlElement: "HTMLElement"
        case .svgElement: "SVGElement"
        case .mathMLElement: "MathMLElement"
        case .document: "Document"
        case .characterData: "CharacterData"
        case .text: "Text"
        case .documentFragment: "DocumentFragment"
        case .htmlMediaElement: "HTMLMediaElement"
        case .htmlVideoElement: "HTMLVideoElement"
        case .htmlCanvasElement: "HTMLCanvasElement"
        }
    }

    /// Whether `node`'s wrapper implements this interface.
    @inline(__always) func admits(_ node: NodeID, in store: NodeStore) -> Bool {
        switch self {
        case .node: true
        case .element: store.kind(of: node) == .element
        case .htmlElement: store.isHTMLElement(node)
        case .htmlMediaElement: store.isHTMLElement(node, named: .video) || store.isHTMLElement(node, named: .audio)
        case .htmlVideoElement: store.isHTMLElement(node, named: .video)
        case .htmlCanvasElement: store.isHTMLElement(node, named: .canvas)
        case .svgElement: store.kind(of: node) == .element && store.namespace(of: node) == .svg
        case .mathMLElement: store.kind(of: node) == .element && store.namespace(of: node) == .mathML
        case .document: store.kind(of: node) == .document
        case .characterData: store.kind(of: node).isCharacterData
        case .text: store.kind(of: node) == .text || store.kind(of: node) == .cdataSection
        case .documentFragment: store.kind(of: node) == .documentFragment
        }
    }
}
