/// Which uniform type identifiers conform to which: the system's declarations
/// (``SystemTypeDeclarations``) plus any a bundle adds (`UTExportedTypeDeclarations`,
/// `UTImportedTypeDeclarations`). This is what `UTI-CONFORMS-TO` and the activation
/// dictionary's type counts use.
///
/// Identifiers compare without regard to case, as the system compares them. A type that no
/// declaration names conforms only to itself.
///
/// https://developer.apple.com/documentation/uniformtypeidentifiers/uttype-swift.struct/conforms(to:)
public struct TypeConformance: Sendable {
    /// The declarations, by lower-cased identifier; a later declaration of an identifier adds
    /// its parents to the earlier ones.
    private var parents: [String: [String]] = [:]
    /// Every declaration, in the order added.
    public private(set) var declarations: [TypeDeclaration] = []

    /// The system's types and `additional` ones.
    public init(adding additional: [TypeDeclaration] = []) {
        for declaration in SystemTypeDeclarations.all + additional { add(declaration) }
    }

    /// Adds a declaration.
    public mutating func add(_ declaration: TypeDeclaration) {
        declarations.append(declaration)
        parents[declaration.identifier.lowercased(), default: []].append(contentsOf: declaration.conformsTo.map { $0.lowercased() })
    }

    /// Whether `type` is `ancestor` or conforms to it through its declared parents.
    public func conforms(_ type: String, to ancestor: String) -> Bool {
        let target = ancestor.lowercased()
        var pending = [type.lowercased()]
        var seen = Set<String>()
        while let current = pending.popLast() {
            if current == target { return true }
            guard seen.insert(current).inserted else { continue }
            pending.append(contentsOf: parents[current] ?? [])
        }
        return false
    }

    /// Whether two identifiers name the same type (`UTI-EQUALS`).
    public func equals(_ type: String, _ other: String) -> Bool { type.lowercased() == other.lowercased() }

    /// Whether any declaration names `type`.
    public func isDeclared(_ type: String) -> Bool { parents[type.lowercased()] != nil }
}
