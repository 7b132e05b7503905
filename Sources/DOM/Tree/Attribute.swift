/// One attribute of an element: its qualified name as an atom and its value.
///
/// Attributes are not nodes in this tree; the bindings make `Attr` objects for
/// scripts that ask for them.
public struct Attribute: Sendable, Equatable {
    /// The attribute's qualified name (lower-case for attributes of HTML elements).
    public var name: Atom
    /// The attribute's value.
    public var value: String

    /// An attribute with the given name and value.
    @inlinable public init(name: Atom, value: String) {
        self.name = name
        self.value = value
    }
}
