import Foundation

/// `--junit FILE`: the run as JUnit XML, which CI systems show as tests: one test case per
/// page, failed with the snapshot differences or the error.
///
/// https://github.com/testmoapp/junitxml (the de facto format)
package struct JUnitReport {
    package let summary: CorpusSummary

    package init(summary: CorpusSummary) { self.summary = summary }

    package var xml: String {
        let outcomes = summary.outcomes
        let failures = outcomes.filter(\.isFailure).count
        let seconds = outcomes.compactMap(\.milliseconds).reduce(0, +) / 1000
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="appexjs corpus" tests="\#(outcomes.count)" failures="\#(failures)" errors="0" time="\#(format(seconds, decimals: 3))">"#,
            #"  <testsuite name="appexjs corpus" tests="\#(outcomes.count)" failures="\#(failures)" errors="0" skipped="0" time="\#(format(seconds, decimals: 3))">"#,
        ]
        for outcome in outcomes {
            let time = format((outcome.milliseconds ?? 0) / 1000, decimals: 3)
            let opening = #"    <testcase classname="corpus" name="\#(Self.escape(outcome.id))" time="\#(time)""#
            guard outcome.isFailure else {
                lines.append(opening + "/>")
                continue
            }
            let details = outcome.failureDetails
            let message = outcome.verdict.map { "\($0.name): \(details.first ?? "")" } ?? "\(outcome.status.rawValue): \(details.first ?? "")"
            lines.append(opening + ">")
            lines.append(
                #"      <failure type="\#(outcome.verdict?.name ?? outcome.status.rawValue)" message="\#(Self.escape(message))">"#
                    + Self.escape(details.joined(separator: "\n"), attribute: false) + "</failure>")
            lines.append("    </testcase>")
        }
        lines.append("  </testsuite>")
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text as an XML attribute value (newlines as `&#10;` so they survive), or as character
    /// data; characters XML 1.0 forbids become U+FFFD.
    package static func escape(_ text: String, attribute: Bool = true) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "\n" where attribute: output += "&#10;"
            case "\t", "\r", "\n": output.unicodeScalars.append(scalar)
            default:
                let allowed = scalar.value >= 0x20 && !(0xFFFE...0xFFFF).contains(scalar.value)
                output.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return output
    }
}
