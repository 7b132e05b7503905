public import CJavaScriptCore

/// Owns one engine string (`JSStringRef`), for names and texts used again and again
/// (property names, tag names), so they are converted once.
public final class JSStringHandle: @unchecked Sendable {
    /// The `JSStringRef`, valid while this object lives.
    public let raw: JSStringRef

    /// An engine string holding `string` (see ``makeJSString(_:)``).
    public init(_ string: String) { raw = makeJSString(string) }

    deinit { JSStringRelease(raw) }

    /// Whether the engine string equals `other` (`JSStringIsEqual`).
    public func isEqual(to other: JSStringRef) -> Bool { JSStringIsEqual(raw, other) }
}
