/// An input format appexjs reads from pages and files it did not write, fuzzed as a whole:
/// each target takes any bytes, reads them as its format reads them, and then uses what it
/// read the way appexjs does (serializes it, walks it, reads it back). A target's only
/// outcomes are returning or throwing the reader's typed error: a trap, a crash, a
/// sanitizer report or a hang is a bug. `appexjs-fuzz` (Sources/AppexFuzz) runs them under
/// libFuzzer; FuzzTargetTests replay the seed corpora and every input a run found.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// Page bytes → the encoding WebKit would pick → the HTML parser → serialization,
    /// `innerText`, the computed style of each element, clones.
    case html
    /// Page bytes parsed as XHTML, through libxml2's XML parser.
    case xhtml
    /// A Safari web archive (a binary or XML property list), then its page decoded and parsed.
    case webarchive
    /// An MHTML file, then its page decoded and parsed.
    case mhtml
    /// A WARC file (plain or gzip), every page record listed and read.
    case warc
    /// A style sheet, a declaration block, a media query list and an `@supports` condition.
    case css
    /// A selector list and an XPath expression.
    case selectors
    /// A URL, against a base and alone, with its serialization and form-encoded parsing.
    case url
    /// A property list (XML, binary or OpenStep) read into a value and written back.
    case plist
    /// JSON (`--finalize`, the worker protocol's requests) read into a value and written back.
    case json
    /// An `NSPredicate` format string, as an activation rule holds it.
    case predicate

    /// Reads `bytes` as this target's format and uses what it read; returns whether the
    /// reader accepted them (a seed input should be, or it only fuzzes the reader's refusals).
    @discardableResult
    public func run(_ bytes: [UInt8]) -> Bool {
        switch self {
        case .html: PageFuzzing.html(bytes)
        case .xhtml: PageFuzzing.xhtml(bytes)
        case .webarchive: SavedPageFuzzing.webArchive(bytes)
        case .mhtml: SavedPageFuzzing.mhtml(bytes)
        case .warc: SavedPageFuzzing.warc(bytes)
        case .css: StyleFuzzing.css(String(decoding: bytes, as: UTF8.self))
        case .selectors: StyleFuzzing.selectors(String(decoding: bytes, as: UTF8.self))
        case .url: ValueFuzzing.url(String(decoding: bytes, as: UTF8.self))
        case .plist: ValueFuzzing.propertyList(bytes)
        case .json: ValueFuzzing.json(String(decoding: bytes, as: UTF8.self))
        case .predicate: ValueFuzzing.predicate(String(decoding: bytes, as: UTF8.self))
        }
    }
}
