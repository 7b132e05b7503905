import DOM
import JavaScriptEngine

/// `labels` of labelable elements: the `label` elements whose labeled control the element is.
///
/// https://html.spec.whatwg.org/multipage/forms.html#dom-lfe-labels
enum LabelMembers {
    /// `labels`: a `NodeList`, the same object each time (its members are brought up to
    /// date each time it is read), or null for `input type=hidden`.
    static let labels = NativeProperty("labels", get: { context, object, _, exception in
        nodeGetter(context, object, exception) { realm, node in
            guard realm.store.isLabelable(node) else { return realm.context.null }
            return try realm.labelsList(of: node).value
        }
    })

    /// `label.control`: the label's labeled control, or null.
    ///
    /// https://html.spec.whatwg.org/multipage/forms.html#dom-label-control
    static let control = NativeProperty("control", get: { context, object, _, exception in
        nodeGetter(context, object, exception) { realm, node in
            realm.store.labeledControl(of: node).map { realm.wrap($0).value } ?? realm.context.null
        }
    })
}

extension NodeStore {
    /// Whether a `label` can label the element: `button`, `input` (not hidden), `meter`,
    /// `output`, `progress`, `select` and `textarea`.
    ///
    /// https://html.spec.whatwg.org/multipage/forms.html#category-label
    func isLabelable(_ element: NodeID) -> Bool {
        guard namespace(of: element) == .html else { return false }
        switch localName(of: element) {
        case .button, .output, .select, .textarea, .meter, .progress: return true
        case .input: return inputType(of: element) != "hidden"
        default: return false
        }
    }

    /// The control a `label` labels: the element its `for` attribute names (when that is
    /// labelable), else its first labelable descendant.
    ///
    /// https://html.spec.whatwg.org/multipage/forms.html#labeled-control
    func labeledControl(of label: NodeID) -> NodeID? {
        if let target = attribute(.for, of: label) {
            guard let element = element(withID: target, under: root(of: label)), isLabelable(element) else { return nil }
            return element
        }
        var found: NodeID?
        forEachDescendantElement(of: label) { element in
            if isLabelable(element) { found = element }
            return found == nil
        }
        return found
    }

    /// The `label` elements in the element's tree whose labeled control it is, in tree order.
    func labels(of control: NodeID) -> [NodeID] {
        descendantElements(of: root(of: control)) { isHTMLElement($0, named: .label) && labeledControl(of: $0) == control }
    }
}

extension Realm {
    /// The control's `labels` list, refilled with its labels now.
    func labelsList(of control: NodeID) throws -> JSObject {
        let labels = store.labels(of: control)
        if let list = formControls.labelLists[control] {
            try list.setProperty("length", context.number(0), in: context)
            for (index, label) in labels.enumerated() { try list.setProperty(at: index, wrap(label).value, in: context) }
            return list
        }
        let list = try staticNodeList(labels)
        keepAlive(list.value)
        formControls.labelLists[control] = list
        return list
    }
}

extension Atom {
    /// `meter` and `progress`, labelable elements the DOM module has no names for.
    fileprivate static let meter = predefined("meter"), progress = predefined("progress")
}
