import ExtensionBundles
import Testing

/// Conformance of uniform type identifiers: the system's table and a bundle's additions.
@Suite struct TypeConformanceTests {
    /// (type, ancestor, conforms).
    static let system: [(String, String, Bool)] = [
        ("public.plain-text", "public.text", true),
        ("public.plain-text", "public.data", true),
        ("public.plain-text", "public.item", true),
        ("public.plain-text", "public.content", true),
        ("public.utf8-plain-text", "public.text", true),
        ("public.html", "public.text", true),
        ("public.jpeg", "public.image", true),
        ("public.heic", "public.image", true),
        ("public.png", "public.content", true),
        ("com.adobe.pdf", "public.composite-content", true),
        ("com.adobe.pdf", "public.data", true),
        ("com.adobe.pdf", "public.content", true),
        ("com.adobe.pdf", "public.text", false),
        ("public.url", "public.data", true),
        ("public.url", "public.content", false),
        ("public.file-url", "public.url", true),
        ("public.url", "public.file-url", false),
        ("com.apple.property-list", "public.data", true),
        ("com.apple.xml-property-list", "com.apple.property-list", true),
        ("com.apple.xml-property-list", "public.text", true),
        ("public.vcard", "public.contact", true),
        ("public.vcard", "public.text", true),
        ("public.mpeg-4", "public.movie", true),
        ("com.apple.quicktime-movie", "public.audiovisual-content", true),
        ("public.mp3", "public.movie", false),
        ("public.mpeg-4-audio", "public.audio", true),
        ("PUBLIC.JPEG", "public.Image", true),
        ("com.example.unknown", "public.data", false),
        ("com.example.unknown", "com.example.unknown", true),
    ]

    @Test(arguments: system)
    func systemConformance(type: String, ancestor: String, expected: Bool) {
        #expect(TypeConformance().conforms(type, to: ancestor) == expected)
    }

    @Test func everySystemTypeHasASourceAndDeclaredParents() {
        let conformance = TypeConformance()
        for declaration in SystemTypeDeclarations.all {
            #expect(declaration.source.hasPrefix("https://developer.apple.com/"), "\(declaration.identifier)")
            for parent in declaration.conformsTo {
                #expect(conformance.isDeclared(parent), "\(declaration.identifier)'s parent \(parent) is not declared")
            }
        }
        let identifiers = SystemTypeDeclarations.all.map(\.identifier)
        #expect(Set(identifiers).count == identifiers.count, "an identifier is declared twice")
    }

    @Test func aBundlesDeclarationsAreAddedAndFollowedThroughCycles() {
        var conformance = TypeConformance(adding: [
            TypeDeclaration("com.example.note", conformsTo: ["public.plain-text"], source: "Info.plist UTExportedTypeDeclarations[0]"),
        ])
        #expect(conformance.conforms("com.example.note", to: "public.text"))
        #expect(!conformance.conforms("public.text", to: "com.example.note"))
        // A cycle among declarations ends the walk instead of looping.
        conformance.add(TypeDeclaration("com.example.a", conformsTo: ["com.example.b"], source: "test"))
        conformance.add(TypeDeclaration("com.example.b", conformsTo: ["com.example.a"], source: "test"))
        #expect(!conformance.conforms("com.example.a", to: "public.data"))
        #expect(conformance.conforms("com.example.a", to: "com.example.b"))
    }
}
