/// What became of `finalize`, when a host asked for it: whether Safari's rules had it
/// called, and with what.
public struct FinalizeReport: Sendable, Equatable {
    /// Whether `ExtensionPreprocessingJS.finalize` was called (it may still have thrown).
    public var called: Bool
    /// The dictionary it was called with, or would have been; nil when the items the
    /// extension returned held none.
    public var argument: [String: PropertyListValue]?
    /// Why it was not called (`finalize is not called on macOS`); nil when it was.
    public var reason: String?

    /// A report of a `finalize` call (or of why there was none).
    public init(called: Bool, argument: [String: PropertyListValue]?, reason: String? = nil) {
        self.called = called
        self.argument = argument
        self.reason = reason
    }

    /// `{called, argument, reason}` as the outputs write it (absent members left out).
    public var propertyListValue: PropertyListValue {
        var members: [String: PropertyListValue] = ["called": .boolean(called)]
        if let argument { members["argument"] = .dictionary(argument) }
        if let reason { members["reason"] = .string(reason) }
        return .dictionary(members)
    }
}
