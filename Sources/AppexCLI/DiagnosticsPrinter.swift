import AppexJS
import OutputFiles

/// Writes warnings, console messages (with `--verbose`) and errors to stderr.
struct DiagnosticsPrinter {
    let verbose: Bool

    func warn(_ text: String) { line("appexjs: warning: \(text)") }

    /// Prints a run's warnings and uncaught errors, and with `--verbose` its console and dialogs.
    func print(_ report: RunReport) {
        if verbose {
            for message in report.console { line("console.\(message.level): \(message.text)") }
            for dialog in report.dialogs { line("\(dialog.kind)(): \(dialog.message)") }
        }
        for warning in report.warnings { warn(warning) }
        // Thrown in a timer or event listener, or a promise rejection nothing handled.
        for error in report.uncaughtErrors { warn("uncaught: \(error)") }
    }

    /// Prints the one-line error (and, with `--verbose`, the JavaScript stack).
    func fail(_ error: any Error) {
        line("appexjs: error: \(error)")
        if verbose, let error = error as? AppexError, let stack = error.stack, !stack.isEmpty {
            for frame in stack.split(separator: "\n") { line("    at \(frame)") }
        }
    }

    private func line(_ text: String) {
        StandardError.write(text + "\n")
    }
}
