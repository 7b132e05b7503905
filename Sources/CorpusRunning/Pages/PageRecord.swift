package import AppexJS

/// One line of a results file: what happened on one page.
package struct PageRecord: Equatable {
    /// The page id (see ``PageCollector/Page/id``).
    package var id: String
    package var status: PageStatus
    /// What the script passed to `completionFunction`, in JSON's terms.
    package var results: PropertyListValue?
    package var error: PageError?
    package var console: [ConsoleMessage] = []
    package var warnings: [String] = []
    package var timings = PageTimings()
    /// The worker's peak resident memory so far, in megabytes.
    package var peakResidentMegabytes: Double?
    /// The SHA-256 (hex) of the page as `finalize` left it, when `--finalize` was given.
    package var finalizedPageSHA256: String?
    /// For a page of a WARC file: the file, and where its record (or gzip member) starts.
    package var warcFile: String?
    package var warcOffset: Int?
    /// The page's encoding and why it was chosen, once it was loaded.
    package var encoding: Encoding?
    /// How the page ran, once it was loaded: `platform`, `viewport` and `finalize` (see
    /// `RunReport.runFacts`).
    package var runFacts: [String: PropertyListValue] = [:]

    /// A page's encoding: its name (`document.characterSet`) and why it was chosen (the
    /// `EncodingSource` names: `byteOrderMark`, `transport`, `metaPrescan`, `lateMeta`, …).
    package struct Encoding: Equatable {
        package var name: String
        package var source: String

        package init(name: String, source: String) {
            self.name = name
            self.source = source
        }
    }

    package init(id: String, status: PageStatus) {
        self.id = id
        self.status = status
    }

    /// The results-file line (no newline): `id` and `status` first.
    package var line: String { jsonLine.text }

    /// The members of ``line``, in order.
    package var jsonLine: JSONLine {
        var line = JSONLine()
        line.add("id", .string(id))
        line.add("status", .string(status.rawValue))
        line.add("results", results)
        line.add("error", error?.propertyListValue)
        line.add("console", .array(console.map { .dictionary(["level": .string($0.level), "text": .string($0.text)]) }))
        line.add("warnings", warnings.isEmpty ? nil : .array(warnings.map(PropertyListValue.string)))
        line.add("timings", timings.propertyListValue)
        line.add("peak_rss_mb", peakResidentMegabytes.map { .real(($0 * 10).rounded() / 10) })
        line.add("finalizedHTMLSha256", finalizedPageSHA256.map(PropertyListValue.string))
        line.add("encoding", encoding.map { .dictionary(["name": .string($0.name), "source": .string($0.source)]) })
        line.add("warc_file", warcFile.map(PropertyListValue.string))
        line.add("warc_offset", warcOffset.map { .integer(Int64($0)) })
        for key in runFacts.keys.sorted() { line.add(key, runFacts[key]) }
        return line
    }

    /// Reads a line written by ``line``.
    ///
    /// - Throws: ``LineError`` when it is not JSON or has no `id` or `status`.
    package init(line text: String) throws(LineError) {
        let value: PropertyListValue
        do {
            value = try PropertyListValue(jsonText: text)
        } catch {
            throw LineError(reason: "it is not JSON")
        }
        guard let id = value["id"]?.stringValue else { throw LineError(reason: "it has no \"id\" string") }
        guard let statusText = value["status"]?.stringValue, let status = PageStatus(rawValue: statusText) else {
            throw LineError(reason: "it has no \"status\" (one of \(PageStatus.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        self.init(id: id, status: status)
        results = value["results"]
        error = PageError(value["error"])
        if case .array(let messages)? = value["console"] {
            console = messages.map { ConsoleMessage(level: $0["level"]?.stringValue ?? "log", text: $0["text"]?.stringValue ?? "") }
        }
        if case .array(let texts)? = value["warnings"] { warnings = texts.compactMap(\.stringValue) }
        timings = PageTimings(value["timings"])
        peakResidentMegabytes = value["peak_rss_mb"]?.doubleValue
        finalizedPageSHA256 = value["finalizedHTMLSha256"]?.stringValue
        warcFile = value["warc_file"]?.stringValue
        warcOffset = value["warc_offset"]?.intValue
        if let name = value["encoding"]?["name"]?.stringValue, let source = value["encoding"]?["source"]?.stringValue {
            encoding = Encoding(name: name, source: source)
        }
        for key in ["finalize", "platform", "viewport"] {
            if let fact = value[key] { runFacts[key] = fact }
        }
    }

    /// Why a line could not be read as a record.
    package struct LineError: Error, CustomStringConvertible {
        package let reason: String
        package var description: String { reason }
    }
}
