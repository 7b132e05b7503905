public import JavaScriptEngine

// Reporting exceptions nothing caught (timer callbacks, event listeners, `reportError`)
// and promise rejections nothing handled, to the page's own handlers as Safari does:
// an `error` event at the window, and an `unhandledrejection` event.

extension Realm {
    /// What `window.onerror` and `error` listeners learn about an exception from the
    /// extension's script when it is muted.
    ///
    /// https://html.spec.whatwg.org/multipage/webappapis.html#muted-errors
    static let mutedErrorMessage = "Script error."

    /// Reports an exception nothing caught: fires a trusted, cancelable `ErrorEvent` at the
    /// window (unless this is an exception thrown while one is being fired), then records
    /// the exception and logs it, as the console would show it.
    ///
    /// Safari evaluates the extension's script as the page's own (as `evaluateJavaScript`
    /// does), so the event describes the exception: its string form, the page's URL, the
    /// line and column the engine gave the error object, and the thrown value. A page of an
    /// opaque origin (`file:`, `about:blank`) makes the script another origin even to
    /// itself, and the event is muted: "Script error.", no file, line, column or value.
    /// Both checked against the WebKit oracle.
    ///
    /// https://html.spec.whatwg.org/multipage/webappapis.html#report-an-exception
    /// The watchdog's termination is never reported: it ends the host's stage instead.
    public func reportUncaught(_ exception: JSException) {
        if exception.isTermination || isTerminating { return }
        if !isReportingException {
            isReportingException = true
            defer { isReportingException = false }
            fireErrorEvent(for: exception)
        }
        let details = exception.details
        uncaughtErrors.append(details)
        log(.error, "Uncaught \(details.summary)")
    }

    /// Fires the `error` event of a reported exception. A failure to make or fire it
    /// becomes a warning, never another report.
    private func fireErrorEvent(for exception: JSException) {
        let url = documentURL
        var members: [(String, JSValue)] = [("cancelable", context.boolean(true))]
        if url.origin == "null" {
            members += [("message", context.string(Self.mutedErrorMessage)), ("error", context.null)]
        } else {
            let value = exception.value
            let details = exception.details
            let message = (try? value.toString(in: context)) ?? details.summary
            members += [
                ("message", context.string(message)), ("filename", context.string(url.href)),
                ("lineno", context.number(details.line ?? 0)), ("colno", context.number(details.column ?? 0)), ("error", value),
            ]
        }
        do {
            _ = try fireStandardEvent("ErrorEvent", type: "error", members: members, trusted: true)
        } catch {
            if error.isTermination { return }
            warn("firing the error event of an uncaught exception failed: \(error.details.summary)")
        }
    }

    /// Reports a promise rejection nothing handled: fires a cancelable
    /// `PromiseRejectionEvent` named `unhandledrejection` at the window (untrusted, as
    /// WebKit fires it), then, unless a listener canceled it, logs it like an uncaught
    /// exception.
    ///
    /// https://html.spec.whatwg.org/multipage/webappapis.html#notify-about-rejected-promises
    func reportUnhandledRejection(of promise: JSValue, reason: JSValue) {
        do {
            let members = [("cancelable", context.boolean(true)), ("promise", promise), ("reason", reason)]
            guard try fireStandardEvent("PromiseRejectionEvent", type: "unhandledrejection", members: members, trusted: false) else {
                return
            }
        } catch {
            if error.isTermination { return }
            warn("firing unhandledrejection failed: \(error.details.summary)")
        }
        let exception = JSException(context: context, value: reason.raw)
        uncaughtErrors.append(exception.details)
        log(.error, "Unhandled Promise Rejection: \(exception.details.summary)")
    }

    /// Makes an event of the events group's `interface` with `members` as its init
    /// dictionary and dispatches it at `target` (the window unless given); false when a
    /// listener canceled it.
    @discardableResult
    func fireStandardEvent(
        _ interface: String, type: String, members: [(String, JSValue)], trusted: Bool, at target: EventTargetID = .window
    ) throws(JSException) -> Bool {
        guard let constructor = try standardObject(interface, in: .events).asObject(in: context) else { return true }
        let initDictionary = try context.makeObject(dataProperties: members)
        let object = try constructor.construct(arguments: [context.string(type), initDictionary.value], in: context)
        guard let event = event(from: object.value) else { return true }
        event.isTrusted = trusted
        return try dispatch(event, object, at: target)
    }

    /// The arguments `window.onerror` is called with for `event`: its message, file, line,
    /// column and error when it is an `ErrorEvent`; nil for any other event (whose handler
    /// gets the event alone).
    ///
    /// https://html.spec.whatwg.org/multipage/webappapis.html#the-event-handler-processing-algorithm
    func onErrorArguments(for event: JSObject) throws(JSException) -> [JSValue]? {
        guard let reader = try standardObject("errorEventArguments", in: .events).asObject(in: context),
            let list = try reader.call(this: nil, arguments: [event.value], in: context).asObject(in: context)
        else { return nil }
        var arguments: [JSValue] = []
        for index in 0..<5 { arguments.append(try list.property(at: index, in: context)) }
        return arguments
    }

    /// What group `group` made under `name` (making the group first if no script has
    /// used it yet), through the bootstrap's `requireStandardObject`.
    func standardObject(_ name: String, in group: StandardObjectGroup) throws(JSException) -> JSValue {
        guard let require = try bootstrapExtras.property("requireStandardObject", in: context).asObject(in: context) else {
            throw JSException(context: context, message: "requireStandardObject is missing from the bootstrap extras")
        }
        return try require.call(this: nil, arguments: [context.string(group.rawValue), context.string(name)], in: context)
    }

    /// The function group `group` made under `name` (see ``standardObject(_:in:)``); a
    /// group without it is a programming error, thrown as an exception.
    func standardFunction(_ name: String, in group: StandardObjectGroup) throws(JSException) -> JSObject {
        guard let function = try standardObject(name, in: group).asObject(in: context) else {
            throw JSException(context: context, message: "the \(group.rawValue) group has no \(name)")
        }
        return function
    }
}

/// `reportError(e)`: reports `e` as an exception nothing caught.
///
/// https://html.spec.whatwg.org/multipage/webappapis.html#dom-reporterror
enum ErrorReportingFunctions {
    static let functions: [(String, NativeFunctionCallback)] = [
        ("reportError", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                try call.requireArguments(1, "reportError")
                realm.reportUncaught(JSException(context: realm.context, value: call[0].raw))
                return realm.context.undefined
            }
        })
    ]
}
