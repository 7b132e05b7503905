import AppexJS

/// The lines a worker writes on stdout, one JSON object each, every one carrying the
/// protocol's version `v` (`docs/worker-protocol.md`): first a ready line once the worker
/// has started (so its start-up is not charged to its first page), then one result per
/// request, in the order of the requests: the record `appexjs corpus --out` writes.
package enum WorkerProtocol {
    /// The version this build speaks.
    package static let version = 1

    /// `{"v":1,"ready":true}`.
    package static var readyLine: String {
        var line = JSONLine()
        line.add("v", .integer(Int64(version)))
        line.add("ready", .boolean(true))
        return line.text
    }

    /// `{"v":1,"id":…,"status":…,…}`: `record`'s results-file line with the version first.
    package static func resultLine(_ record: PageRecord) -> String {
        var line = JSONLine()
        line.add("v", .integer(Int64(version)))
        line.add(contentsOf: record.jsonLine)
        return line.text
    }

    /// Checks that `line` is a ready line of this version.
    ///
    /// - Throws: ``LineError`` saying what the line is instead.
    package static func readReadyLine(_ line: String) throws(LineError) {
        guard let value = try? PropertyListValue(jsonText: line), value.dictionaryValue != nil else {
            throw LineError(reason: "its first line is not a JSON object: '\(line.prefix(200))'")
        }
        guard value["v"]?.intValue == version else {
            throw LineError(reason: "it speaks protocol version \(value["v"].map { $0.jsonText(pretty: false) } ?? "(none)"), not \(version)")
        }
        guard value["ready"] == .boolean(true) else {
            throw LineError(reason: "its first line is not {\"v\":\(version),\"ready\":true}: '\(line.prefix(200))'")
        }
    }

    /// Why a worker's line is not what the protocol says.
    package struct LineError: Error, CustomStringConvertible {
        package let reason: String
        package var description: String { reason }
    }
}
