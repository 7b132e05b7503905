import AppexJS
import ArgumentParser

/// How `appexjs` ends, as `--help` and the README list it. Usage errors share
/// ArgumentParser's status for them (64, `EX_USAGE` of `sysexits.h`), whether ArgumentParser
/// or appexjs finds them; an input file that cannot be read is `EX_NOINPUT`.
enum ExitStatus: Int32 {
    /// Everything asked for was done.
    case success = 0
    /// The extension's script failed (a syntax error, a throw, no `completionFunction` call,
    /// a result with no property-list form, a timeout), a corpus page regressed or failed,
    /// or an output could not be written.
    case failure = 1
    /// The command line is wrong: an unknown or missing option, or a value that is malformed
    /// or does not fit the page (`--url`, `--encoding`, `--viewport`, `--now`, `--finalize`,
    /// `--select`), an output refused before the run (`--output` in a missing folder), a
    /// `--resume` results file that is not one.
    case usage = 64
    /// A page, a script, the `--finalize` file or the `--appex` bundle cannot be read (no such
    /// file, a directory, not UTF-8, an empty script, an `Info.plist` that says what cannot be).
    case inputUnreadable = 66

    /// The lines `appexjs run --help` shows (`appexjs corpus --help` says its own).
    static let helpText = """
        Exit status: 0 success; 1 the extension's script failed (or an output could not be \
        written); 64 a usage error (a bad option or value); 66 a page, script, --finalize file or \
        bundle cannot be read.
        """

    /// The status an error ends the command with.
    init(for error: any Error) {
        guard let error = error as? AppexError else {
            self = .failure
            return
        }
        switch error.kind {
        case .invalidInput, .finalizeArgumentNotDictionary: self = .usage
        case .pageUnreadable, .scriptUnreadable, .finalizeArgumentUnreadable, .bundleUnreadable: self = .inputUnreadable
        default: self = .failure
        }
    }

    /// The `ExitCode` that ends the command with this status.
    var exitCode: ExitCode { ExitCode(rawValue) }
}
