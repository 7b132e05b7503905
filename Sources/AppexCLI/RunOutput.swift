import AppexJS
import Foundation

/// What `appexjs run` prints: the item, and in JSON also the run's diagnostics.
struct RunOutput {
    let item: ExtensionItem
    let report: RunReport
    /// With `--appex`: what the bundle is (its `extension` key in JSON).
    var bundle: PropertyListValue? = nil

    /// The output bytes. JSON: `{item, console, dialogs, warnings, uncaughtErrors, navigationRequests,
    /// encoding, platform, viewport, finalize}` (`encoding`: the page's encoding and why it was chosen;
    /// `platform`, `viewport`, `finalize`: how the run ran, see `RunReport.runFacts`; `extension` with `--appex`)
    /// with sorted keys; XML and binary: the item as a property list (nulls left out, with a warning).
    func encoded(as format: OutputFormat, warn: (String) -> Void) throws -> Data {
        switch format {
        case .json:
            var document: [String: PropertyListValue] = [
                "item": item.propertyListValue,
                "console": .array(report.console.map { .dictionary(["level": .string($0.level), "text": .string($0.text)]) }),
                "dialogs": .array(report.dialogs.map { .dictionary(["kind": .string($0.kind), "message": .string($0.message)]) }),
                "warnings": .array(report.warnings.map { .string($0) }),
                "uncaughtErrors": .array(report.uncaughtErrors.map { .string($0) }),
                "navigationRequests": .array(report.navigationRequests.map { .string($0) }),
                "encoding": .dictionary(["name": .string(report.encoding), "source": .string(report.encodingSource)]),
            ]
            document.merge(report.runFacts) { current, _ in current }
            if let bundle { document["extension"] = bundle }
            return Data((PropertyListValue.dictionary(document).jsonText() + "\n").utf8)
        case .xml, .binary:
            var dropped: [String] = []
            let data = try item.propertyListValue.propertyListData(
                format: format == .xml ? .xml : .binary, droppedNulls: &dropped)
            for path in dropped { warn("\(path) is null, which a property list cannot hold; it was left out") }
            return data
        }
    }
}
