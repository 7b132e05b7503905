import CJavaScriptCore

/// A script parsed once for a virtual machine and run in any of its contexts
/// (`JSScriptRef`). Running a compiled script skips the source hashing and copying that
/// `JSEvaluateScript` does on every call.
public final class CompiledScript: @unchecked Sendable {
    private let raw: JSScriptRef
    /// The name errors and stacks give for the script.
    public let sourceURL: String

    /// Parses `source` for `machine` (`JSScriptCreateFromString`).
    ///
    /// - Throws: ``ScriptSyntaxError`` with the engine's message and line.
    public init(_ source: String, sourceURL: String, startingLineNumber: Int = 1, machine: VirtualMachine)
        throws(ScriptSyntaxError)
    {
        self.sourceURL = sourceURL
        var message: JSStringRef?
        var line: Int32 = 0
        let script = withJSString(source) { text in
            withJSString(sourceURL) { url in
                JSScriptCreateFromString(machine.group, url, Int32(clamping: startingLineNumber), text, &message, &line)
            }
        }
        guard let script else {
            let text = message.map { swiftString($0) } ?? "syntax error"
            if let message { JSStringRelease(message) }
            throw ScriptSyntaxError(message: text, line: Int(line), sourceURL: sourceURL)
        }
        raw = script
    }

    deinit { JSScriptRelease(raw) }

    /// Runs the script in `context`'s global scope (`JSScriptEvaluate`).
    public func evaluate(in context: JSContext) throws(JSException) -> JSValue {
        try Watchdog.refuseEntryAfterTermination(in: context)
        var exception: JSValueRef?
        let result = JSScriptEvaluate(context.raw, raw, nil, &exception)
        if let exception { throw JSException(context: context, value: exception) }
        return JSValue(raw: result ?? JSValueMakeUndefined(context.raw))
    }
}

/// A script that does not parse.
public struct ScriptSyntaxError: Error, Sendable, Equatable {
    /// The engine's message (`Unexpected token ';'. Expected ')' …`).
    public let message: String
    /// The 1-based line the engine reported.
    public let line: Int
    /// The script's name.
    public let sourceURL: String
}
