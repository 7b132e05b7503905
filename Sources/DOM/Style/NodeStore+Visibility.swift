// Whether an element is visible, as far as its computed style tells.

extension NodeStore {
    /// `element.checkVisibility(options)`: false for an element that is not being rendered
    /// (not in the document, or under `display: none`) or that a `content-visibility: hidden`
    /// ancestor hides; with `checkOpacity`, false when it or an ancestor has opacity 0; with
    /// `checkVisibilityCSS`, false when its `visibility` is not `visible`.
    ///
    /// https://drafts.csswg.org/cssom-view/#dom-element-checkvisibility
    public func checkVisibility(_ element: NodeID, checkOpacity: Bool, checkVisibilityCSS: Bool) -> Bool {
        guard isBeingRendered(element) else { return false }
        var ancestor = parentElement(of: element)
        while let current = ancestor {
            if renderedTextStyle(of: current).contentVisibility == .hidden { return false }
            ancestor = parentElement(of: current)
        }
        if checkOpacity {
            var current: NodeID? = element
            while let node = current {
                if computedStyle(of: node).opacity == 0 { return false }
                current = parentElement(of: node)
            }
        }
        if checkVisibilityCSS, renderedTextStyle(of: element).visibility != .visible { return false }
        return true
    }
}
