import Foundation
import PageLoading
import SavedPages

/// The saved-page targets: the containers pages come in, and the page each holds.
enum SavedPageFuzzing {
    /// Reads `bytes` as a web archive, parses its page and writes the archive back with the
    /// page replaced, as `--write-page` does.
    static func webArchive(_ bytes: [UInt8]) -> Bool {
        var warnings: [String] = []
        guard let archive = try? WebArchive(reading: bytes, file: "fuzz.webarchive", warnings: &warnings) else { return false }
        let serialized = use(archive.page)
        return (try? archive.replacingMainResourceData(with: serialized, file: "fuzz.webarchive")) != nil
    }

    /// Reads `bytes` as an MHTML file, parses its page and writes the file back with the
    /// page replaced.
    static func mhtml(_ bytes: [UInt8]) -> Bool {
        var warnings: [String] = []
        guard let archive = try? MHTMLArchive(reading: bytes, file: "fuzz.mhtml", warnings: &warnings) else { return false }
        _ = archive.replacingRootData(with: use(archive.page))
        return true
    }

    /// Reads `bytes` as a WARC file (the reader reads files: they go to a scratch file
    /// first), lists its pages and parses the first few.
    static func warc(_ bytes: [UInt8]) -> Bool {
        guard FileManager.default.createFile(atPath: scratchPath, contents: Data(bytes)) else {
            fatalError("appexjs-fuzz: cannot write the scratch file \(scratchPath)")
        }
        guard let reader = try? WARCPageReader(path: scratchPath) else { return false }
        var pages = 0
        var read = 0
        while pages < maximumWARCPages, let page = try? reader.nextPage() {
            if case .success(let resource) = page.resource {
                _ = use(ArchivedPage(mainResource: resource))
                read += 1
            }
            pages += 1
        }
        return read > 0
    }

    /// The scratch file WARC inputs are written to, one per process.
    private static let scratchPath = FileManager.default.temporaryDirectory
        .appendingPathComponent("appexjs-fuzz-\(ProcessInfo.processInfo.processIdentifier).warc").path

    /// How many pages of one WARC input are parsed at most.
    private static let maximumWARCPages = 8

    /// Decodes and parses an archive's page as a session would, and returns the page's bytes
    /// as written back.
    private static func use(_ archived: ArchivedPage) -> [UInt8] {
        _ = PageResources(archived)
        let main = archived.mainResource
        let transport = main.charset.map { TransportCharset(label: $0, origin: "the archive") }
        let page = PageLoader.decode(
            main.data, url: PageFuzzing.url, transport: transport, fallback: .webKitDefault, isXML: main.isXHTML)
        PageFuzzing.use(page)
        return PageWriter.bytes(of: String(decoding: page.utf8, as: UTF8.self), in: page.encoding)
    }
}
