extension NodeStore {
    /// `node.cloneNode(deep)`: a copy of the node, and of its subtree when `deep`, owned
    /// by `document` (by default the node's own document; a cloned document owns its copy).
    ///
    /// https://dom.spec.whatwg.org/#concept-node-clone
    public func clone(_ node: NodeID, deep: Bool, into document: NodeID? = nil) -> NodeID {
        let copy = cloneSingle(node, into: document)
        guard deep else { return copy }
        cloneTemplateContents(of: node, into: copy)
        // The copy's document: a cloned document owns its own subtree.
        let targetDocument = kind(of: copy) == .document ? copy : self.document(of: copy)
        // Walk the source subtree iteratively, keeping the copy of the current parent.
        var stack: [(source: NodeID, copy: NodeID)] = [(node, copy)]
        while let (sourceParent, copyParent) = stack.popLast() {
            var child = firstChild(of: sourceParent)
            while let sourceChild = child {
                let childCopy = cloneSingle(sourceChild, into: targetDocument)
                link(childCopy, into: copyParent, before: nil)
                cloneTemplateContents(of: sourceChild, into: childCopy)
                if hasChildren(sourceChild) { stack.append((sourceChild, childCopy)) }
                child = nextSibling(of: sourceChild)
            }
        }
        childListChanged()
        return copy
    }

    /// Clones one node without children.
    private func cloneSingle(_ node: NodeID, into document: NodeID?) -> NodeID {
        let record = records[Int(node.index)]
        let targetDocument = document ?? NodeID(record.document)
        switch record.kind {
        case .document:
            let state = documentState(node)
            let copy = makeNode(.document, document: noNode)
            documentStates[copy] = state
            return copy
        case .documentType:
            let names = doctype(node)
            return createDocumentType(name: names.name, publicID: names.publicID, systemID: names.systemID, in: targetDocument)
        case .processingInstruction:
            return createProcessingInstruction(
                target: target(ofProcessingInstruction: node), data: data(of: node), in: targetDocument)
        case .element:
            if record.name == .iframe || record.name == .frame { frameElementsCreated &+= 1 }
            let copy = makeNode(.element, document: targetDocument.index, name: record.name, namespace: record.namespace)
            attributeLists[Int(copy.index)] = attributeLists[Int(node.index)]
            if let state = formControlStates[node] { formControlStates[copy] = state }
            return copy
        case .text, .cdataSection, .comment, .documentFragment:
            return makeNode(record.kind, document: targetDocument.index, data: characterData[Int(node.index)])
        }
    }

    /// `node.isEqualNode(other)`.
    ///
    /// https://dom.spec.whatwg.org/#concept-node-equals
    public func isEqualNode(_ node: NodeID, _ other: NodeID) -> Bool {
        var pairs: [(NodeID, NodeID)] = [(node, other)]
        while let (a, b) = pairs.popLast() {
            guard nodesEqualIgnoringChildren(a, b) else { return false }
            var childA = firstChild(of: a)
            var childB = firstChild(of: b)
            while let currentA = childA, let currentB = childB {
                pairs.append((currentA, currentB))
                childA = nextSibling(of: currentA)
                childB = nextSibling(of: currentB)
            }
            if childA != nil || childB != nil { return false }
        }
        return true
    }

    private func nodesEqualIgnoringChildren(_ a: NodeID, _ b: NodeID) -> Bool {
        let recordA = records[Int(a.index)]
        let recordB = records[Int(b.index)]
        guard recordA.kind == recordB.kind else { return false }
        switch recordA.kind {
        case .documentType:
            return doctype(a) == doctype(b)
        case .element:
            guard recordA.name == recordB.name, recordA.namespace == recordB.namespace else { return false }
            let attributesA = attributes(of: a)
            let attributesB = attributes(of: b)
            guard attributesA.count == attributesB.count else { return false }
            return attributesA.allSatisfy { attribute in attributesB.contains(attribute) }
        case .processingInstruction:
            return target(ofProcessingInstruction: a) == target(ofProcessingInstruction: b) && data(of: a) == data(of: b)
        case .text, .cdataSection, .comment:
            return data(of: a) == data(of: b)
        case .document, .documentFragment:
            return true
        }
    }
}
