import Foundation
import SavedPages

/// Finds the pages a command runs over: files, folders searched recursively, and the HTML
/// pages of WARC files.
///
/// This is the one place that decides what counts as a saved page.
package enum PageCollector {
    /// The file name endings of saved pages in folders (a WARC file holds many).
    package static let pageExtensions: Set<String> = ["html", "htm", "xhtml", "webarchive", "mhtml", "mht"]

    /// A page found in the inputs, with the id that names it in results and snapshots.
    package struct Page: Equatable {
        /// The path to read the page from.
        package let path: String
        /// Stable across runs and machines: the path relative to the folder it was found
        /// in (without the file name when `--name` picked it, since every page then has
        /// that name), or the path as given for a file input; for a page of a WARC file,
        /// its `WARC-Record-ID`.
        package let id: String
        /// For a page of a WARC file, where its record (or gzip member) starts in the file.
        package var offset: Int?

        package init(path: String, id: String, offset: Int? = nil) {
            self.path = path
            self.id = id
            self.offset = offset
        }

        /// The request that runs it (a WARC page by its record id and offset).
        package var request: WorkerRequest {
            var request = WorkerRequest(id: id, page: .path(path))
            if let offset {
                request.record = id
                request.offset = offset
            }
            return request
        }
    }

    /// Whether `path` names a WARC file (`.warc`, `.warc.gz`).
    static func isWARC(_ path: String) -> Bool { SavedPageFormat.named(by: path) == .warc }

    /// The paths of the pages among `inputs`, sorted, each once (see ``pages(in:named:)``).
    package static func collect(_ inputs: [String], named name: String? = nil) throws -> [String] {
        try gather(inputs, named: name).map(\.path).sorted()
    }

    /// The pages among `inputs`, sorted by id, each once. In folders, only files named
    /// `name` when it is given, else files with a page extension; a file given by itself
    /// is always a page.
    ///
    /// - Throws: ``CollectionError`` when an input does not exist, a folder cannot be
    ///   listed, two pages would get the same id, or nothing was found.
    package static func pages(in inputs: [String], named name: String? = nil) throws -> [Page] {
        let pages = try gather(inputs, named: name).sorted { $0.id < $1.id }
        for (first, second) in zip(pages, pages.dropFirst()) where first.id == second.id {
            throw CollectionError(
                "'\(first.path)' and '\(second.path)' would both have the page id '\(first.id)'; run the two folders separately")
        }
        return pages
    }

    /// The pages among `inputs`, each path once, in no particular order.
    private static func gather(_ inputs: [String], named name: String?) throws -> [Page] {
        var pagesByPath: [String: Page] = [:]
        let manager = FileManager.default
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: input, isDirectory: &isDirectory) else {
                throw CollectionError("'\(input)' does not exist")
            }
            guard isDirectory.boolValue else {
                if isWARC(input) {
                    for page in try warcPages(input) { pagesByPath["\(input)\u{0}\(page.id)"] = page }
                } else {
                    pagesByPath[input] = Page(path: input, id: input)
                }
                continue
            }
            guard let enumerator = manager.enumerator(atPath: input) else {
                throw CollectionError("cannot list the folder '\(input)'")
            }
            for case let relative as String in enumerator {
                let url = URL(fileURLWithPath: relative)
                let warc = name == nil && isWARC(relative)
                let matches = name.map { url.lastPathComponent == $0 }
                    ?? (warc || pageExtensions.contains(url.pathExtension.lowercased()))
                guard matches else { continue }
                let path = (input as NSString).appendingPathComponent(relative)
                var isFolder: ObjCBool = false
                guard manager.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
                if warc {
                    for page in try warcPages(path) { pagesByPath["\(path)\u{0}\(page.id)"] = page }
                } else {
                    pagesByPath[path] = Page(path: path, id: pageID(relative: relative, pickedByName: name != nil))
                }
            }
        }
        guard !pagesByPath.isEmpty else {
            let what = name.map { "no files named '\($0)'" }
                ?? "no pages (\((pageExtensions.sorted() + ["warc", "warc.gz"]).map { ".\($0)" }.joined(separator: ", ")))"
            throw CollectionError("\(what) found in \(inputs.joined(separator: ", "))")
        }
        return Array(pagesByPath.values)
    }

    /// The HTML pages of the WARC file at `path`, listed from the record heads (their payloads
    /// are skipped, and read again where each page runs): id `WARC-Record-ID`, with the offset.
    ///
    /// - Throws: ``CollectionError`` when the file cannot be read or is corrupt.
    static func warcPages(_ path: String) throws -> [Page] {
        var pages: [Page] = []
        do {
            let reader = try WARCPageReader(path: path, readsPayloads: false)
            while let page = try reader.nextPage() {
                pages.append(Page(path: path, id: page.recordID, offset: page.offset))
            }
        } catch {
            throw CollectionError(error.description)
        }
        return pages
    }

    /// `a/b/page.html`, or `a/b` when the file was picked by `--name` (as the peer
    /// harnesses name the pages of a `<name>/source.html` corpus).
    private static func pageID(relative: String, pickedByName: Bool) -> String {
        guard pickedByName else { return relative }
        let folder = (relative as NSString).deletingLastPathComponent
        return folder.isEmpty ? relative : folder
    }

    /// Why the inputs gave no pages.
    package struct CollectionError: Error, CustomStringConvertible {
        package let description: String
        package init(_ description: String) { self.description = description }
    }
}
