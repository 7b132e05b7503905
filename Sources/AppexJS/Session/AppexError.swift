/// Why running an extension's script against a page failed, with where it happened.
///
/// ``description`` is the one line a user sees; it names the file, line and column
/// when JavaScript gave them, and says what to do where that is not obvious.
public struct AppexError: Error, Sendable, CustomStringConvertible, Equatable {
    /// What went wrong.
    public enum Kind: String, Sendable, Codable {
        /// The page file could not be read.
        case pageUnreadable
        /// The script file could not be read or is not UTF-8.
        case scriptUnreadable
        /// The script has a syntax error.
        case scriptSyntaxError
        /// Running the script's top level threw.
        case scriptThrew
        /// The script defines no `ExtensionPreprocessingJS`.
        case missingExtensionObject
        /// `ExtensionPreprocessingJS` has no `run` function.
        case missingRunFunction
        /// `run` threw, or its promise rejected.
        case runThrew
        /// `completionFunction` was not called before the deadline.
        case completionNeverCalled
        /// `completionFunction` was called with something that is not a dictionary.
        case completionArgumentNotDictionary
        /// The result could not be converted to a property list.
        case resultNotConvertible
        /// Script ran past the time limit (an endless loop).
        case timedOut
        /// The page's scripts used more memory than the limit allows, or asked the engine
        /// for more than it gives one string or buffer.
        case outOfMemory
        /// The finalize argument is not a dictionary.
        case finalizeArgumentNotDictionary
        /// The file the finalize argument should be read from cannot be read.
        case finalizeArgumentUnreadable
        /// An extension bundle or `Info.plist` cannot be read, or says something that cannot be
        /// (a missing key, a malformed activation rule).
        case bundleUnreadable
        /// `finalize` was asked for but the script defines none.
        case missingFinalizeFunction
        /// `finalize` threw.
        case finalizeThrew
        /// An option or input file is wrong.
        case invalidInput
        /// The session was asked out of order: `run()` a second time, or `finalize` before
        /// `run()` or twice. Make a new session for another run.
        case callOutOfOrder
        /// Writing an output failed.
        case outputFailed
    }

    /// What went wrong.
    public var kind: Kind
    /// The one-line explanation (without the location).
    public var message: String
    /// The file the error is in, when known.
    public var file: String?
    /// The 1-based line, when known.
    public var line: Int?
    /// The 1-based column, when known.
    public var column: Int?
    /// The JavaScript stack, when there was one (shown with `--verbose`).
    public var stack: String?

    /// An error of `kind`.
    public init(
        _ kind: Kind, _ message: String, file: String? = nil, line: Int? = nil, column: Int? = nil, stack: String? = nil
    ) {
        self.kind = kind
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.stack = stack
    }

    /// `file:line:column: message`.
    public var description: String {
        guard let file else { return message }
        var location = file
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        return "\(location): \(message)"
    }
}
