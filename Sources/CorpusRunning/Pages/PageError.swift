package import AppexJS

/// Why a page did not end `ok`, and where.
package struct PageError: Equatable {
    /// `load`, `run` or `finalize` (what the worker was doing), or `worker` when the
    /// worker process itself failed.
    package var stage: String
    /// An `AppexError.Kind` (`runThrew`, `timedOut`, …), or `crashed`, `timeout`,
    /// `outOfMemory` for worker failures.
    package var kind: String
    package var message: String
    package var file: String?
    package var line: Int?
    package var column: Int?

    /// The error as one line, `name.js:line:column: message`: the script's file name, not
    /// its path, so that reports read the same wherever the scripts were (the record keeps
    /// the path).
    package var summary: String {
        guard let file else { return message }
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return [name, line.map(String.init), column.map(String.init)].compactMap { $0 }.joined(separator: ":") + ": " + message
    }

    package var propertyListValue: PropertyListValue {
        var dictionary: [String: PropertyListValue] = ["stage": .string(stage), "kind": .string(kind), "message": .string(message)]
        dictionary["file"] = file.map(PropertyListValue.string)
        dictionary["line"] = line.map { .integer(Int64($0)) }
        dictionary["column"] = column.map { .integer(Int64($0)) }
        return .dictionary(dictionary)
    }

    package init(stage: String, kind: String, message: String, file: String? = nil, line: Int? = nil, column: Int? = nil) {
        self.stage = stage
        self.kind = kind
        self.message = message
        self.file = file
        self.line = line
        self.column = column
    }

    package init?(_ value: PropertyListValue?) {
        guard let value, let message = value["message"]?.stringValue else { return nil }
        self.init(
            stage: value["stage"]?.stringValue ?? "", kind: value["kind"]?.stringValue ?? "", message: message,
            file: value["file"]?.stringValue, line: value["line"]?.intValue, column: value["column"]?.intValue)
    }
}
