/// The system-declared uniform type identifiers that activation rules name, with their
/// parents, as Apple documents them.
///
/// Each entry's source is its page in the Uniform Type Identifiers framework reference
/// (`UTType.<name>`: "This type conforms to …"), or, for a type without one, the table of
/// System-Declared Uniform Type Identifiers. Only direct parents are listed;
/// ``TypeConformance`` follows them.
public enum SystemTypeDeclarations {
    /// The framework reference page of `UTType.<name>`.
    static func reference(_ name: String) -> String {
        "https://developer.apple.com/documentation/uniformtypeidentifiers/uttype-swift.struct/" + name.lowercased()
    }

    /// The archived table of system-declared types.
    static let systemDeclaredTable =
        "https://developer.apple.com/library/archive/documentation/Miscellaneous/Reference/UTIRef/Articles/System-DeclaredUniformTypeIdentifiers.html"

    /// (identifier, parents, `UTType` property name, or nil for the archived table).
    private static let table: [(String, [String], String?)] = [
        // Base types of the physical and functional hierarchies.
        ("public.item", [], "item"),
        ("public.content", [], "content"),
        ("public.composite-content", ["public.content"], "compositeContent"),
        ("public.data", ["public.item"], "data"),
        ("public.directory", ["public.item"], "directory"),
        ("public.folder", ["public.directory"], "folder"),
        ("com.apple.package", ["public.directory"], "package"),
        ("com.apple.bundle", ["public.directory"], "bundle"),
        ("public.archive", ["public.data"], "archive"),
        ("public.zip-archive", ["public.archive"], "zip"),
        ("org.gnu.gnu-zip-archive", ["public.archive"], "gzip"),
        ("public.database", [], "database"),
        ("public.message", [], "message"),
        ("public.contact", [], "contact"),
        ("public.calendar-event", [], "calendarEvent"),
        ("public.spreadsheet", ["public.content"], "spreadsheet"),
        ("public.presentation", ["public.composite-content"], "presentation"),
        // URLs.
        ("public.url", ["public.data"], "url"),
        ("public.file-url", ["public.url"], "fileURL"),
        // Text.
        ("public.text", ["public.data", "public.content"], "text"),
        ("public.plain-text", ["public.text"], "plainText"),
        ("public.utf8-plain-text", ["public.plain-text"], "utf8PlainText"),
        ("public.utf16-plain-text", ["public.plain-text"], "utf16PlainText"),
        ("public.utf16-external-plain-text", ["public.plain-text"], "utf16ExternalPlainText"),
        ("public.rtf", ["public.text"], "rtf"),
        ("public.html", ["public.text"], "html"),
        ("public.xml", ["public.text"], "xml"),
        ("public.source-code", ["public.plain-text"], "sourceCode"),
        ("public.script", ["public.source-code"], "script"),
        ("com.netscape.javascript-source", ["public.script"], "javaScript"),
        ("public.json", ["public.text"], "json"),
        ("public.delimited-values-text", ["public.text"], "delimitedText"),
        ("public.comma-separated-values-text", ["public.delimited-values-text"], "commaSeparatedText"),
        ("public.tab-separated-values-text", ["public.delimited-values-text"], "tabSeparatedText"),
        ("public.vcard", ["public.text", "public.contact"], "vCard"),
        // Images.
        ("public.image", ["public.data", "public.content"], "image"),
        ("public.jpeg", ["public.image"], "jpeg"),
        ("public.png", ["public.image"], "png"),
        ("public.tiff", ["public.image"], "tiff"),
        ("com.compuserve.gif", ["public.image"], "gif"),
        ("com.microsoft.bmp", ["public.image"], "bmp"),
        ("com.microsoft.ico", ["public.image"], "ico"),
        ("public.heif-standard", ["public.image"], "heif"),
        ("public.heic", ["public.heif-standard"], "heic"),
        ("org.webmproject.webp", ["public.image"], "webP"),
        ("public.svg-image", ["public.image"], "svg"),
        ("public.camera-raw-image", ["public.image"], "rawImage"),
        ("public.jpeg-2000", ["public.image"], nil),
        // Audio and video.
        ("public.audiovisual-content", ["public.data", "public.content"], "audiovisualContent"),
        ("public.movie", ["public.audiovisual-content"], "movie"),
        ("public.video", ["public.movie"], "video"),
        ("public.audio", ["public.audiovisual-content"], "audio"),
        ("com.apple.quicktime-movie", ["public.movie"], "quickTimeMovie"),
        ("public.mpeg-4", ["public.movie"], "mpeg4Movie"),
        ("public.mpeg", ["public.movie"], "mpeg"),
        ("public.avi", ["public.movie"], "avi"),
        ("public.mp3", ["public.audio"], "mp3"),
        ("public.mpeg-4-audio", ["public.mpeg-4", "public.audio"], "mpeg4Audio"),
        ("com.microsoft.waveform-audio", ["public.audio"], "wav"),
        // Documents.
        ("com.adobe.pdf", ["public.data", "public.composite-content"], "pdf"),
        ("com.apple.rtfd", ["com.apple.package", "public.composite-content"], "rtfd"),
        ("com.apple.webarchive", ["public.data", "public.composite-content"], "webArchive"),
        // Property lists (what Safari hands a preprocessing extension).
        ("com.apple.property-list", ["public.data"], "propertyList"),
        ("com.apple.xml-property-list", ["public.xml", "com.apple.property-list"], "xmlPropertyList"),
        ("com.apple.binary-property-list", ["com.apple.property-list"], "binaryPropertyList"),
    ]

    /// Every declaration, with its source.
    public static let all: [TypeDeclaration] = table.map { identifier, parents, name in
        TypeDeclaration(identifier, conformsTo: parents, source: name.map(reference) ?? systemDeclaredTable)
    }
}
