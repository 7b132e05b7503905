/// A set of predefined atoms (see ``KnownNames``), tested without hashing: one bit per
/// predefined name. For the sets the parser, the serializer and the renderer ask about
/// every element (void elements, elements that close a paragraph, …), where a `Set`
/// would hash the atom each time.
public struct AtomSet: Sendable, ExpressibleByArrayLiteral {
    @usableFromInline let words: [UInt64]

    /// The set of `atoms`, which must all be predefined.
    public init(_ atoms: [Atom]) {
        var words = [UInt64](repeating: 0, count: (KnownNames.all.count + 63) / 64)
        for atom in atoms {
            let index = Int(atom.rawValue)
            precondition(index < KnownNames.all.count, "an AtomSet holds predefined names only")
            words[index >> 6] |= 1 << UInt64(index & 63)
        }
        self.words = words
    }

    /// The set of the predefined names `names`.
    public init(names: [String]) { self.init(names.map { Atom.predefined($0) }) }

    /// The set of the listed atoms, which must all be predefined (`[.br, .hr, .img]`).
    public init(arrayLiteral atoms: Atom...) { self.init(atoms) }

    /// Whether `atom` is in the set (never, for a name that is not predefined).
    @inlinable public func contains(_ atom: Atom) -> Bool {
        let index = Int(atom.rawValue)
        let word = index >> 6
        return word < words.count && words[word] & (1 << UInt64(index & 63)) != 0
    }
}
