import DOM

/// Misnested formatting elements: reopening the ones a block closed early, and the
/// adoption agency algorithm, which ends one that a block was opened inside.
extension TreeBuilder {
    /// Reopens the formatting elements closed since they were opened in this scope (a new
    /// `<b>` in a `<p>` after `<b>x<p>`), as clones, each inside the one before.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#reconstruct-the-active-formatting-elements
    func reconstructActiveFormattingElements() {
        guard !formattingElements.isEmpty else { return }
        guard case .element(let last, _) = formattingElements[formattingElements.count - 1], !openElements.contains(last)
        else { return }
        var position = formattingElements.count - 1
        while position > 0 {
            guard case .element(let element, _) = formattingElements[position - 1], !openElements.contains(element) else { break }
            position -= 1
        }
        for entry in position..<formattingElements.count {
            guard case .element(let element, let name) = formattingElements[entry] else { continue }
            let clone = insertElement(name, namespace: store.namespace(of: element), attributes: store.attributes(of: element))
            formattingElements.replace(at: entry, with: .element(clone, name))
        }
    }

    /// The adoption agency algorithm for an end tag named `subject`; false when the end
    /// tag is to be processed as "any other end tag" instead.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#adoption-agency-algorithm
    @discardableResult
    func runAdoptionAgency(for subject: Atom) -> Bool {
        flushText()
        if let current = openElements.current, current.isHTML(subject), !formattingElements.contains(current.element) {
            openElements.pop()
            return true
        }
        for _ in 0..<8 {
            guard let formattingElement = formattingElements.lastElement(named: subject) else { return false }
            guard let formattingPosition = openElements.position(of: formattingElement) else {
                formattingElements.remove(formattingElement)
                return true
            }
            guard openElements.hasInScope(element: formattingElement) else { return true }
            // The furthest block: the first special element opened inside it.
            guard let furthestBlockPosition = ((formattingPosition + 1)..<openElements.count).first(where: { openElements[$0].isSpecial })
            else {
                openElements.pop(from: formattingPosition)
                formattingElements.remove(formattingElement)
                return true
            }
            let furthestBlock = openElements[furthestBlockPosition]
            let commonAncestor = openElements[formattingPosition - 1]
            var bookmark = formattingElements.position(of: formattingElement)!
            var node = furthestBlock
            var nodePosition = furthestBlockPosition
            var lastNode = furthestBlock
            var innerLoopCounter = 0
            while true {
                innerLoopCounter += 1
                nodePosition -= 1
                node = openElements[nodePosition]
                if node.element == formattingElement { break }
                var listPosition = formattingElements.position(of: node.element)
                if innerLoopCounter > 3, let position = listPosition {
                    formattingElements.remove(at: position)
                    if position < bookmark { bookmark -= 1 }
                    listPosition = nil
                }
                guard let listPosition else {
                    openElements.remove(at: nodePosition)
                    continue
                }
                // A clone of the node takes its place in both lists.
                let clone = store.createElement(node.name, namespace: node.namespace, in: document)
                store.setAttributesForBuilding(store.attributes(of: node.element), on: clone)
                formattingElements.replace(at: listPosition, with: .element(clone, node.name))
                node.element = clone
                openElements.replace(at: nodePosition, with: node)
                if lastNode.element == furthestBlock.element { bookmark = listPosition + 1 }
                store.remove(lastNode.element, suppressObservers: true)
                store.appendChildForBuilding(lastNode.element, to: clone)
                lastNode = node
            }
            store.remove(lastNode.element, suppressObservers: true)
            insert(lastNode.element, at: appropriatePlace(fostering: true, overrideTarget: commonAncestor))
            // A new formatting element takes the furthest block's children.
            let name = store.localName(of: formattingElement)
            let replacement = store.createElement(name, namespace: store.namespace(of: formattingElement), in: document)
            store.setAttributesForBuilding(store.attributes(of: formattingElement), on: replacement)
            for child in store.children(of: furthestBlock.element) {
                store.remove(child, suppressObservers: true)
                store.appendChildForBuilding(child, to: replacement)
            }
            store.appendChildForBuilding(replacement, to: furthestBlock.element)
            let oldPosition = formattingElements.position(of: formattingElement)!
            formattingElements.remove(at: oldPosition)
            if oldPosition < bookmark { bookmark -= 1 }
            formattingElements.insert(.element(replacement, name), at: bookmark)
            if let position = openElements.position(of: formattingElement) { openElements.remove(at: position) }
            let blockPosition = openElements.position(of: furthestBlock.element)!
            openElements.insert(
                OpenElementStack.Entry(element: replacement, name: name, namespace: store.namespace(of: formattingElement)),
                at: blockPosition + 1)
        }
        return true
    }
}
