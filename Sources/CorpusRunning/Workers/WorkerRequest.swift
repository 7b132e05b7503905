package import AppexJS

/// What the runner asks a worker to do: run one page.
package struct WorkerRequest {
    package let id: String
    package let path: String

    package init(id: String, path: String) {
        self.id = id
        self.path = path
    }

    /// `{"id":…,"path":…}`.
    package var line: String {
        var line = JSONLine()
        line.add("id", .string(id))
        line.add("path", .string(path))
        return line.text
    }

    /// Reads a request line.
    package init(line: String) throws(AppexError) {
        let value = try? PropertyListValue(jsonText: line)
        guard let id = value?["id"]?.stringValue, let path = value?["path"]?.stringValue else {
            throw AppexError(.invalidInput, "corpus-worker: the request '\(line.prefix(200))' is not {\"id\": …, \"path\": …}")
        }
        self.init(id: id, path: path)
    }
}
