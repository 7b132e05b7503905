/// A uniform type identifier and the types it conforms to, with where that was declared.
public struct TypeDeclaration: Sendable, Hashable {
    /// The identifier: `public.jpeg`.
    public let identifier: String
    /// Its direct parents: `public.image`.
    public let conformsTo: [String]
    /// Where the declaration comes from: a documentation page, or an `Info.plist` key path.
    public let source: String

    /// A declaration of `identifier` conforming to `conformsTo`, from `source`.
    public init(_ identifier: String, conformsTo: [String], source: String) {
        self.identifier = identifier
        self.conformsTo = conformsTo
        self.source = source
    }
}
