package import AppexJS
import Foundation

/// One request line of the worker protocol (`docs/worker-protocol.md`): run one page.
///
/// `{"v":1,"id":…,"path":…}`, or with the page inline, `"bytes"` (base64) or `"html"`
/// (text) instead of `"path"`; for a WARC file, `"record"` (a `WARC-Record-ID` or
/// `WARC-Target-URI`) and `"offset"` (where the record starts, as a listing found it);
/// optionally `"url"`, `"encoding"`, `"scripts"` (paths),
/// `"finalize"` (an object, or null for none) and `"timeout"` (seconds), each replacing what
/// the worker was started with for this page only.
package struct WorkerRequest: Equatable {
    /// Where the page's bytes come from.
    package enum Page: Equatable {
        /// A saved page on disk.
        case path(String)
        /// The page's bytes (a response body), decoded as a saved file is.
        case bytes([UInt8])
        /// The page's text.
        case html(String)
    }

    package var id: String
    package var page: Page
    /// The document URL; nil for the worker's `--url` template, else the file's URL (or
    /// `about:blank` for an inline page).
    package var url: String?
    /// With a WARC file at `path`: the page's `WARC-Record-ID` or `WARC-Target-URI`.
    package var record: String?
    /// With `record` (a `WARC-Record-ID`): where its record or gzip member starts in the file.
    package var offset: Int?
    /// The encoding label to decode with (a response's charset), unless the bytes have a BOM.
    package var encoding: String?
    /// The scripts to run instead of the worker's own.
    package var scripts: [String]?
    /// Whether to call finalize, and with what, instead of what the worker was started with.
    package var finalize: Finalize?
    /// Seconds the page may take instead of the worker's `--timeout`.
    package var timeout: Double?

    /// A request's `finalize`.
    package enum Finalize: Equatable {
        /// `null`: run() only.
        case skip
        /// An object: call finalize with it after run().
        case call(with: [String: PropertyListValue])
    }

    package init(id: String, page: Page) {
        self.id = id
        self.page = page
    }

    /// `{"v":1,"id":…,"path":…}` and the options that are set.
    package var line: String {
        var line = JSONLine()
        line.add("v", .integer(Int64(WorkerProtocol.version)))
        line.add("id", .string(id))
        switch page {
        case .path(let path): line.add("path", .string(path))
        case .bytes(let bytes): line.add("bytes", .string(Data(bytes).base64EncodedString()))
        case .html(let html): line.add("html", .string(html))
        }
        line.add("record", record.map(PropertyListValue.string))
        line.add("offset", offset.map { .integer(Int64($0)) })
        line.add("url", url.map(PropertyListValue.string))
        line.add("encoding", encoding.map(PropertyListValue.string))
        line.add("scripts", scripts.map { .array($0.map(PropertyListValue.string)) })
        switch finalize {
        case nil: break
        case .skip?: line.add("finalize", .null)
        case .call(let argument)?: line.add("finalize", .dictionary(argument))
        }
        line.add("timeout", timeout.map(PropertyListValue.real))
        return line.text
    }

    /// Reads a request line.
    ///
    /// - Throws: ``RequestError`` naming the member that is wrong, with the request's id when
    ///   it has one (so the answer can name the page).
    package init(line: String) throws(RequestError) {
        guard let value = try? PropertyListValue(jsonText: line), let members = value.dictionaryValue else {
            throw RequestError(id: nil, reason: "the request '\(line.prefix(200))' is not a JSON object")
        }
        let id = members["id"]?.stringValue
        func fail(_ reason: String) -> RequestError { RequestError(id: id, reason: reason) }
        guard let version = members["v"] else { throw fail("the request has no protocol version \"v\"; this worker speaks \(WorkerProtocol.version)") }
        guard version.intValue == WorkerProtocol.version else {
            throw fail("the request speaks protocol version \(version.jsonText(pretty: false)); this worker speaks \(WorkerProtocol.version)")
        }
        guard let id, !id.isEmpty else { throw fail("the request has no \"id\" string") }
        let sources = ["path", "bytes", "html"].filter { members[$0] != nil }
        guard sources.count == 1 else {
            throw fail("the request must give the page as exactly one of \"path\", \"bytes\" (base64) or \"html\"; it gives \(sources.isEmpty ? "none" : sources.joined(separator: " and "))")
        }
        switch sources[0] {
        case "path":
            guard let path = members["path"]?.stringValue else { throw fail("\"path\" must be a string") }
            self.init(id: id, page: .path(path))
        case "bytes":
            guard let text = members["bytes"]?.stringValue, let data = Data(base64Encoded: text) else {
                throw fail("\"bytes\" must be a base64 string")
            }
            self.init(id: id, page: .bytes([UInt8](data)))
        default:
            guard let html = members["html"]?.stringValue else { throw fail("\"html\" must be a string") }
            self.init(id: id, page: .html(html))
        }
        record = try Self.string(members, "record", fail)
        if let offset = members["offset"], offset != .null {
            guard let bytes = offset.intValue, bytes >= 0 else { throw fail("\"offset\" must be a byte offset (an integer, 0 or more)") }
            self.offset = bytes
        }
        if record != nil || offset != nil {
            guard case .path = page else { throw fail("\"record\" and \"offset\" name a page of the WARC file at \"path\"; give \"path\"") }
            guard offset == nil || record != nil else { throw fail("\"offset\" needs the \"record\" (WARC-Record-ID) that starts there") }
        }
        url = try Self.string(members, "url", fail)
        encoding = try Self.string(members, "encoding", fail)
        if let scripts = members["scripts"] {
            guard case .array(let items) = scripts, !items.isEmpty, items.allSatisfy({ $0.stringValue != nil }) else {
                throw fail("\"scripts\" must be a non-empty array of paths")
            }
            self.scripts = items.compactMap(\.stringValue)
        }
        switch members["finalize"] {
        case nil: break
        case .null?: finalize = .skip
        case .dictionary(let argument)?: finalize = .call(with: argument)
        default: throw fail("\"finalize\" must be an object (the argument) or null (no finalize)")
        }
        if let timeout = members["timeout"] {
            guard let seconds = timeout.doubleValue, seconds > 0, seconds.isFinite else {
                throw fail("\"timeout\" must be a positive number of seconds")
            }
            self.timeout = seconds
        }
    }

    /// The string member `key`, when present.
    private static func string(
        _ members: [String: PropertyListValue], _ key: String, _ fail: (String) -> RequestError
    ) throws(RequestError) -> String? {
        guard let value = members[key], value != .null else { return nil }
        guard let text = value.stringValue else { throw fail("\"\(key)\" must be a string") }
        return text
    }

    /// Why a request line cannot be run.
    package struct RequestError: Error, Equatable, CustomStringConvertible {
        /// The request's id, when it has a usable one.
        package let id: String?
        package let reason: String
        package var description: String { reason }

        package init(id: String?, reason: String) {
            self.id = id
            self.reason = reason
        }
    }
}
