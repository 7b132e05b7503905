/// An error a DOM algorithm throws, named as the spec names it.
///
/// https://webidl.spec.whatwg.org/#idl-DOMException-error-names
public struct DOMException: Error, Equatable, Sendable, CustomStringConvertible {
    /// The error names the DOM algorithms here throw.
    public enum Name: String, Sendable {
        case hierarchyRequestError = "HierarchyRequestError"
        case notFoundError = "NotFoundError"
        case indexSizeError = "IndexSizeError"
        case invalidCharacterError = "InvalidCharacterError"
        case syntaxError = "SyntaxError"
        case notSupportedError = "NotSupportedError"
        case invalidStateError = "InvalidStateError"
        case wrongDocumentError = "WrongDocumentError"
        case invalidNodeTypeError = "InvalidNodeTypeError"
        case namespaceError = "NamespaceError"
        case networkError = "NetworkError"
        case securityError = "SecurityError"
        case notAllowedError = "NotAllowedError"
        case abortError = "AbortError"
        case noModificationAllowedError = "NoModificationAllowedError"
        case inUseAttributeError = "InUseAttributeError"
    }

    /// The spec's error name (`exception.name`).
    public let name: Name
    /// A message saying what was wrong (`exception.message`).
    public let message: String

    /// An exception with the given name and message.
    public init(_ name: Name, _ message: String) {
        self.name = name
        self.message = message
    }

    /// The legacy `code` number for names that have one, else 0.
    public var code: Int {
        switch name {
        case .indexSizeError: return 1
        case .hierarchyRequestError: return 3
        case .wrongDocumentError: return 4
        case .invalidCharacterError: return 5
        case .notFoundError: return 8
        case .notSupportedError: return 9
        case .invalidStateError: return 11
        case .syntaxError: return 12
        case .namespaceError: return 14
        case .securityError: return 18
        case .networkError: return 19
        case .abortError: return 20
        case .invalidNodeTypeError: return 24
        case .notAllowedError: return 0
        case .noModificationAllowedError: return 7
        case .inUseAttributeError: return 10
        }
    }

    /// `Name: message`.
    public var description: String { "\(name.rawValue): \(message)" }
}
