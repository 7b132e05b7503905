import DOM
import JavaScriptEngine

extension Realm {
    /// `document.fonts`: the document's `FontFaceSet` (the same object every time), made by
    /// the fonts standard object group with a face for each `@font-face` rule of the
    /// document's `style` elements as they are when a script first asks.
    ///
    /// https://drafts.csswg.org/css-font-loading/#dom-fontfacesource-fonts
    func fonts(of document: NodeID) throws(JSException) -> JSObject {
        if let existing = nodeObjects[.fonts(document)] { return existing }
        let make = try standardFunction("documentFonts", in: .fonts)
        let styles = store.descendantElements(of: document) { store.isHTMLElement($0, named: .style) }
        let texts = try context.makeArray(styles.map { context.string(store.textContent(of: $0) ?? "") })
        guard let set = try make.call(this: nil, arguments: [texts.value], in: context).asObject(in: context) else {
            throw JSException(context: context, message: "documentFonts made no object")
        }
        return cachedObject(.fonts(document)) { set }
    }
}
