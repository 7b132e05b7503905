public import CJavaScriptCore

/// A JavaScript exception caught at the C API boundary.
///
/// It holds the thrown value unprotected, so it is only valid until the engine runs
/// script again: read ``details`` (or rethrow it into JavaScript) right away.
public struct JSException: Error, @unchecked Sendable {
    /// The thrown value.
    public let value: JSValue
    /// The context it was thrown in.
    public let context: JSContext
    /// Whether the host refused to enter script after a termination (see ``Watchdog``):
    /// the termination again, made without asking the engine, which may still hold one
    /// pending and then fails every conversion.
    private var isRefusedEntry = false

    /// Wraps an exception value the engine reported; a missing one becomes a plain Error.
    public init(context: JSContext, value: JSValueRef?) {
        self.context = context
        if let value {
            self.value = JSValue(raw: value)
        } else {
            self.value = context.makeError(message: "unknown JavaScript error").value
        }
    }

    /// An `Error` object with `message`, for failures the engine reports without one.
    public init(context: JSContext, message: String) {
        self.context = context
        self.value = context.makeError(message: message).value
    }

    /// What the exception says: its name, message and where it was thrown.
    /// Reads own data properties of error objects (JavaScriptCore sets `line`, `column`,
    /// `sourceURL` and `stack` on them); for other thrown values, their string form.
    public var details: ScriptErrorDetails {
        guard let object = value.asObject(in: context) else {
            return ScriptErrorDetails(name: nil, message: (try? value.toString(in: context)) ?? "exception")
        }
        func string(_ name: String) -> String? {
            guard let property = try? object.property(name, in: context),
                !property.isNullish(in: context)
            else { return nil }
            return try? property.toString(in: context)
        }
        func integer(_ name: String) -> Int? {
            guard let property = try? object.property(name, in: context), property.isNumber(in: context),
                let number = try? property.toNumber(in: context), number.isFinite, abs(number) < 1e15
            else { return nil }
            return Int(number)
        }
        let message = string("message") ?? ((try? value.toString(in: context)) ?? "exception")
        return ScriptErrorDetails(
            name: string("name"), message: message, line: integer("line"), column: integer("column"),
            sourceURL: string("sourceURL"), stack: string("stack").map(ScriptErrorDetails.withoutHostFrames))
    }

    /// Whether this is the watchdog's termination (see ``VirtualMachine/setExecutionTimeLimit(seconds:observer:)``).
    /// The engine throws a fixed string (not an object, so no script can change how it reads).
    public var isTermination: Bool {
        isRefusedEntry || (value.isString(in: context) && (try? value.toString(in: context)) == Self.terminationText)
    }

    /// What the engine throws when the watchdog stops script.
    static let terminationText = "JavaScript execution terminated."

    /// The termination, thrown without entering the engine (see ``Watchdog``).
    @usableFromInline static func termination(in context: JSContext) -> JSException {
        var exception = JSException(context: context, value: context.string(terminationText).raw)
        exception.isRefusedEntry = true
        return exception
    }
}

/// The readable parts of a JavaScript exception.
public struct ScriptErrorDetails: Sendable, Equatable, Codable {
    /// `error.name` (`TypeError`, …), when the thrown value had one.
    public var name: String?
    /// `error.message`, or the thrown value's string form.
    public var message: String
    /// The 1-based line where it was thrown.
    public var line: Int?
    /// The 1-based column where it was thrown.
    public var column: Int?
    /// The script it was thrown in.
    public var sourceURL: String?
    /// The stack trace text.
    public var stack: String?

    /// Details with the given parts.
    public init(
        name: String?, message: String, line: Int? = nil, column: Int? = nil, sourceURL: String? = nil,
        stack: String? = nil
    ) {
        self.name = name
        self.message = message
        self.line = line
        self.column = column
        self.sourceURL = sourceURL
        self.stack = stack
    }

    /// The scheme of source URLs of scripts the host runs for itself (`appexjs:bootstrap`);
    /// their frames are left out of stack traces.
    public static let hostScriptScheme = "appexjs:"

    /// `stack` without the frames of host scripts (JavaScriptCore writes one frame per
    /// line, as `function@sourceURL:line:column`).
    static func withoutHostFrames(_ stack: String) -> String {
        stack.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("@" + hostScriptScheme) }
            .joined(separator: "\n")
    }

    /// `Name: message`.
    public var summary: String {
        guard let name, !name.isEmpty else { return message }
        return message.isEmpty ? name : "\(name): \(message)"
    }
}
