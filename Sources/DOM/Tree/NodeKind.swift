/// The kinds of node the tree holds, with the DOM's `nodeType` numbers.
///
/// https://dom.spec.whatwg.org/#dom-node-nodetype
public enum NodeKind: UInt8, Sendable {
    case element = 1
    case text = 3
    case cdataSection = 4
    case processingInstruction = 7
    case comment = 8
    case document = 9
    case documentType = 10
    case documentFragment = 11

    /// The `nodeType` value scripts see.
    @inlinable public var nodeType: Int { Int(rawValue) }

    /// Whether the node is a `CharacterData` (text, CDATA, comment, processing instruction).
    @inlinable public var isCharacterData: Bool {
        switch self {
        case .text, .cdataSection, .comment, .processingInstruction: return true
        default: return false
        }
    }

    /// Whether the node is a `Text` (CDATA sections are texts too).
    @inlinable public var isText: Bool { self == .text || self == .cdataSection }
}
