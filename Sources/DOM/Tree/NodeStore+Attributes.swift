// Attributes of elements.
// https://dom.spec.whatwg.org/#concept-element-attribute

extension NodeStore {
    /// The element's attributes, in order.
    @inlinable public func attributes(of element: NodeID) -> [Attribute] { attributeLists[Int(element.index)] }

    /// The value of the attribute with the given name atom, if present.
    @inlinable public func attribute(_ name: Atom, of element: NodeID) -> String? {
        for attribute in attributeLists[Int(element.index)] where attribute.name == name { return attribute.value }
        return nil
    }

    /// Whether the element has the attribute.
    @inlinable public func hasAttribute(_ name: Atom, on element: NodeID) -> Bool {
        attributeLists[Int(element.index)].contains { $0.name == name }
    }

    /// The atom `getAttribute(qualifiedName)` looks up: lower-cased for HTML elements.
    /// Nil when no element in the store ever had an attribute of that name.
    ///
    /// https://dom.spec.whatwg.org/#concept-element-attributes-get-by-name
    public func attributeNameForLookup(_ qualifiedName: String, on element: NodeID) -> Atom? {
        let name = namespace(of: element) == .html ? asciiLowercase(qualifiedName) : qualifiedName
        return atoms.lookup(name)
    }

    /// `element.getAttribute(qualifiedName)`.
    ///
    /// https://dom.spec.whatwg.org/#dom-element-getattribute
    public func attribute(named qualifiedName: String, of element: NodeID) -> String? {
        guard let name = attributeNameForLookup(qualifiedName, on: element) else { return nil }
        return attribute(name, of: element)
    }

    /// `element.setAttribute(qualifiedName, value)`: checks the name, lower-cases it for
    /// HTML elements, then sets.
    ///
    /// https://dom.spec.whatwg.org/#dom-element-setattribute
    public func setAttribute(named qualifiedName: String, to value: String, on element: NodeID) throws(DOMException) {
        guard isValidAttributeName(qualifiedName) else {
            throw DOMException(.invalidCharacterError, "'\(qualifiedName)' is not a valid attribute name")
        }
        let name = namespace(of: element) == .html ? asciiLowercase(qualifiedName) : qualifiedName
        setAttribute(atoms.intern(name), to: value, on: element)
    }

    /// Sets an attribute by atom, appending it when absent.
    ///
    /// https://dom.spec.whatwg.org/#concept-element-attributes-change
    public func setAttribute(_ name: Atom, to value: String, on element: NodeID) {
        let index = Int(element.index)
        if let position = attributeLists[index].firstIndex(where: { $0.name == name }) {
            let oldValue = attributeLists[index][position].value
            attributeLists[index][position].value = value
            attributesChanged()
            recordStyleChange(ofAttribute: name, of: element, oldValue: oldValue)
            if name == .selected { selectedAttributeChanged(on: element) }
            observer?.attributeChanged(element, name: name, oldValue: oldValue)
        } else {
            attributeLists[index].append(Attribute(name: name, value: value))
            attributesChanged()
            recordStyleChange(ofAttribute: name, of: element, oldValue: nil)
            if name == .selected { selectedAttributeChanged(on: element) }
            observer?.attributeChanged(element, name: name, oldValue: nil)
        }
        resourceLoadObserver?.didSetAttribute(name, of: element)
    }

    /// Removes an attribute by atom. Returns the old value, or nil when it was absent.
    ///
    /// https://dom.spec.whatwg.org/#concept-element-attributes-remove
    @discardableResult
    public func removeAttribute(_ name: Atom, from element: NodeID) -> String? {
        let index = Int(element.index)
        guard let position = attributeLists[index].firstIndex(where: { $0.name == name }) else { return nil }
        let oldValue = attributeLists[index].remove(at: position).value
        attributesChanged()
        recordStyleChange(ofAttribute: name, of: element, oldValue: oldValue)
        if name == .selected { selectedAttributeChanged(on: element) }
        observer?.attributeChanged(element, name: name, oldValue: oldValue)
        return oldValue
    }

    /// `element.removeAttribute(qualifiedName)`.
    ///
    /// https://dom.spec.whatwg.org/#dom-element-removeattribute
    public func removeAttribute(named qualifiedName: String, from element: NodeID) {
        guard let name = attributeNameForLookup(qualifiedName, on: element) else { return }
        removeAttribute(name, from: element)
    }

    /// Sets the whole attribute list while building a tree (parser, cloning): no
    /// notifications.
    public func setAttributesForBuilding(_ attributes: [Attribute], on element: NodeID) {
        attributeLists[Int(element.index)] = attributes
        attributesChanged()
        recordStyleChange(of: element)
    }

    /// The element's ID (`id` attribute, or "").
    ///
    /// https://dom.spec.whatwg.org/#concept-id
    @inlinable public func id(of element: NodeID) -> String { attribute(.id, of: element) ?? "" }

    /// Whether `class` contains `className` as one of its ASCII-whitespace-separated tokens.
    public func hasClass(_ className: Substring, on element: NodeID) -> Bool {
        guard let classes = attribute(.class, of: element) else { return false }
        return classes.split(whereSeparator: isASCIIWhitespace).contains { $0 == className }
    }
}

/// ASCII whitespace: tab, line feed, form feed, carriage return, space.
///
/// https://infra.spec.whatwg.org/#ascii-whitespace
@inlinable public func isASCIIWhitespace(_ character: Character) -> Bool {
    switch character {
    case " ", "\t", "\n", "\r\n", "\u{0C}", "\r": return true
    default: return false
    }
}

/// ASCII whitespace as a byte test.
@inlinable public func isASCIIWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
}

/// The ordered set of tokens in `value`, split on ASCII whitespace, duplicates removed.
///
/// https://dom.spec.whatwg.org/#concept-ordered-set-parser
public func orderedSetOfTokens(_ value: String) -> [String] {
    var tokens: [String] = []
    for token in value.split(whereSeparator: isASCIIWhitespace) {
        let string = String(token)
        if !tokens.contains(string) { tokens.append(string) }
    }
    return tokens
}

/// `text` without leading and trailing ASCII whitespace.
///
/// https://infra.spec.whatwg.org/#strip-leading-and-trailing-ascii-whitespace
public func stripLeadingAndTrailingASCIIWhitespace(_ text: String) -> String {
    let utf8 = text.utf8
    guard let first = utf8.firstIndex(where: { !isASCIIWhitespace($0) }),
        let last = utf8.lastIndex(where: { !isASCIIWhitespace($0) })
    else { return "" }
    return String(text[first...last])
}
