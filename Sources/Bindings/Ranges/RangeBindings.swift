import JavaScriptEngine

/// Ranges and the selection: `Range`, `StaticRange`, `Selection`, and what other
/// interfaces get from them (`document.createRange`, `getSelection`).
///
/// https://dom.spec.whatwg.org/#ranges and https://w3c.github.io/selection-api/
enum RangeBindings {
    /// The interfaces.
    static let interfaces: [InterfaceDefinition] = []
    /// Functions on the window (`getSelection`).
    static let windowFunctions: [(String, NativeFunctionCallback)] = []
    /// Methods documents get (`createRange`, `getSelection`).
    static let documentMethods: [NativeMethod] = []
}
