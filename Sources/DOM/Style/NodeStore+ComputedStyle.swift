public import CSS

// Computed styles: the cascade of the user agent's sheet, the page's sheets, presentational
// hints and `style` attributes, computed when asked (see `DocumentStyle`).
// https://drafts.csswg.org/cssom/#dom-window-getcomputedstyle

/// An element's `display`.
public typealias Display = ComputedStyle.Display

extension NodeStore {
    /// The computed style of an element. An element outside any document gets the style
    /// of an element with no rules.
    public func computedStyle(of element: NodeID) -> ComputedStyle {
        let style = documentStyle(document(of: element))
        style.coverAllProperties()
        return style.style(of: element)
    }

    /// The computed style of an element as far as rendered text reads it: the properties
    /// `CSSPropertyFilter.renderedText` admits are right, the others may not be.
    func renderedTextStyle(of element: NodeID) -> ComputedStyle {
        documentStyle(document(of: element)).style(of: element)
    }

    /// The element's computed `display`.
    public func display(of element: NodeID) -> Display { renderedTextStyle(of: element).display }

    /// Whether the element has boxes: it is connected and neither it nor an ancestor has
    /// `display: none` (`display: contents` elements have no box, but their children may).
    public func isBeingRendered(_ element: NodeID) -> Bool {
        guard isConnected(element) else { return false }
        var current: NodeID? = element
        while let node = current, isElement(node) {
            if display(of: node) == .none { return false }
            current = parentElement(of: node)
        }
        return true
    }

    /// `getComputedStyle(element).getPropertyValue(property)` (lower-case CSS name): the
    /// computed value as WebKit serializes it, or "" for a property this engine does not
    /// know. Values that need layout (`width` of an element with boxes, …) are the
    /// computed values, not WebKit's used values.
    public func computedStyleValue(of property: String, for element: NodeID) -> String {
        if property.hasPrefix("--") { return computedCustomPropertyValue(named: property, for: element) }
        guard let known = CSSProperty(named: property) else { return "" }
        return ComputedStyleSerializer(store: self, element: element).value(of: known)
    }

    /// A custom property's computed value (`getPropertyValue('--name')`, the name as written):
    /// its text with `var()`s substituted, inherited from the parent when the element sets none,
    /// "" when it has none. White space inside is kept as written, as WebKit keeps it.
    ///
    /// https://drafts.csswg.org/css-variables-2/#serializing-custom-props
    public func computedCustomPropertyValue(named name: String, for element: NodeID) -> String {
        let style = documentStyle(document(of: element))
        style.coverAllProperties()
        _ = style.style(of: element)
        return style.customProperties(of: element).values[name] ?? ""
    }

    /// `getComputedStyle(element, pseudoElement).getPropertyValue(property)`: the
    /// pseudo-element's own values, from the rules for it and what it inherits from the
    /// element; a custom property (its name as written) the pseudo-element's own or else
    /// the element's, as in WebKit.
    public func computedStyleValue(of property: String, for element: NodeID, pseudoElement: PseudoElement) -> String {
        let values = documentStyle(document(of: element)).pseudoElementValues(of: element, pseudoElement)
        if property.hasPrefix("--") { return values.customProperties.values[property] ?? "" }
        if property == "content" { return values.content }
        guard let known = CSSProperty(named: property) else { return computedStyleValue(of: property, for: element) }
        return ComputedStyleSerializer(store: self, element: element, pseudoElement: (values.style, values.cascadedValue))
            .value(of: known)
    }

    /// The properties `getComputedStyle` lists, in order (`length`, `item()`).
    public var computedStyleProperties: [String] { CSSProperty.computedProperties.map(\.name) }
}
