import DOM
import JavaScriptEngine

extension InterfaceDefinition {
    /// `HTMLDocument`: the class of HTML documents (the page, `createHTMLDocument`,
    /// DOMParser's `text/html`). It adds nothing to `Document` here; WebKit's legacy
    /// members (`document.all`, named properties) are not provided.
    ///
    /// https://html.spec.whatwg.org/multipage/dom.html#htmldocument
    static let htmlDocument = InterfaceDefinition(name: "HTMLDocument", parent: "Document")

    /// `XMLDocument`: the class of other documents (`createDocument`, DOMParser's XML types).
    ///
    /// https://dom.spec.whatwg.org/#xmldocument
    static let xmlDocument = InterfaceDefinition(name: "XMLDocument", parent: "Document")
}
