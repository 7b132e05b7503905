import AppexJS
import ArgumentParser
import Foundation

/// `appexjs inspect Foo.appex`: what a bundle declares, and whether Safari would offer it
/// when the user shares a web page.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Show what an extension bundle declares, and whether Safari would offer it for a web page.",
        discussion: """
            Reads the bundle's Info.plist (XML or binary): the extension point (Share or Action), bundle identifier, \
            principal class or storyboard, the preprocessing file and whether the bundle holds it, the activation \
            rule as written, the types the bundle declares, and the verdict for sharing a page in Safari with the \
            clause of the rule that decided it. Warnings name the Info.plist key they are about.
            Exit status: 0 when Safari would offer the extension for a web page, 1 when it would not, 2 when the \
            bundle cannot be read or its activation rule is invalid (one line on stderr says which file and key).
            """)

    @Argument(help: "The .appex bundle, or an extension's Info.plist.")
    var bundle: String

    @Flag(help: "Print the report as JSON.")
    var json = false

    func run() throws {
        let report: InspectReport
        do {
            report = try InspectReport(bundlePath: bundle)
        } catch {
            DiagnosticsPrinter(verbose: false).fail(error)
            throw ExitCode(2)
        }
        let text = json ? report.propertyListValue.jsonText() + "\n" : report.text
        do {
            try OutputDestination(path: nil).write(Data(text.utf8))
        } catch {
            DiagnosticsPrinter(verbose: false).fail(error)
            throw ExitCode(2)
        }
        if !report.verdict.offered { throw ExitCode(1) }
    }
}
