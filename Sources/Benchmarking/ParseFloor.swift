public import AppexJS
import HTMLParsing
import PageLoading
import WHATWGEncoding

/// The cost of a bare libxml2 parse of a page: what benchmarks compare a whole run with.
public struct ParseFloor {
    private let utf8: [UInt8]

    /// Reads and decodes the page as a session would (same encoding rules).
    public init(pagePath: String, encoding: String? = nil) throws(AppexError) {
        let override = encoding.flatMap { Encoding(label: $0) }
        do {
            utf8 = try PageLoader.load(contentsOf: pagePath, encodingOverride: override).utf8
        } catch {
            throw AppexError(.pageUnreadable, error.description)
        }
    }

    /// The decoded size in bytes.
    public var byteCount: Int { utf8.count }

    /// Parses the page once with libxml2 building its own tree, and frees it.
    public func parse() {
        utf8.withUnsafeBytes { BareLibXML2Parse.parseAndFree($0) }
    }
}
