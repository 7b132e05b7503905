import JavaScriptEngine

/// Events: `EventTarget`, `Event`, `CustomEvent`, dispatch, and what other interfaces
/// get from them (the window's and documents' event methods, `click()`, `focus()`).
///
/// https://dom.spec.whatwg.org/#events
enum EventBindings {
    /// The interfaces after `EventTarget` (which is listed first, as every node inherits from it).
    static let interfaces: [InterfaceDefinition] = []
    /// Functions on the window (`addEventListener` on the global object).
    static let windowFunctions: [(String, NativeFunctionCallback)] = []
    /// Methods documents get (`createEvent`).
    static let documentMethods: [NativeMethod] = []
    /// Methods HTML elements get (`click`, `focus`, `blur`).
    static let htmlElementMethods: [NativeMethod] = []
}

extension InterfaceDefinition {
    /// `EventTarget`.
    ///
    /// https://dom.spec.whatwg.org/#interface-eventtarget
    static let eventTarget = InterfaceDefinition(name: "EventTarget")
}
