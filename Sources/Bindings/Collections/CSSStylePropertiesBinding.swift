import JavaScriptEngine

extension InterfaceDefinition {
    /// `CSSStyleProperties`: what `element.style` and `getComputedStyle()` are, a
    /// `CSSStyleDeclaration` whose members it inherits (WebKit puts the camel-case
    /// properties on this interface; appexjs answers them in `CSSStyleDeclaration`).
    ///
    /// https://drafts.csswg.org/cssom/#cssstyleproperties
    static let cssStyleProperties = InterfaceDefinition(name: "CSSStyleProperties", parent: "CSSStyleDeclaration")
}
