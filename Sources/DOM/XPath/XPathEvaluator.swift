/// A node of XPath's data model: a node of the tree, or an attribute of an element.
///
/// https://www.w3.org/TR/1999/REC-xpath-19991116/#data-model
public enum XPathNode: Hashable, Sendable {
    case node(NodeID)
    case attribute(element: NodeID, name: Atom)

    /// The tree node itself, or the attribute's element.
    var treeNode: NodeID {
        switch self {
        case .node(let node): return node
        case .attribute(let element, _): return element
        }
    }
}

/// A value an expression evaluates to.
///
/// https://www.w3.org/TR/1999/REC-xpath-19991116/#section-Introduction (the four basic types)
public enum XPathValue: Equatable, Sendable {
    /// Nodes, each once, in the order the evaluation met them, as WebKit keeps them for an
    /// unordered result: a reverse axis's nearest first, a union's left side first. What
    /// needs document order sorts them (``XPathEvaluator/documentOrdered(_:)``).
    case nodes([XPathNode])
    case number(Double)
    case string(String)
    case boolean(Bool)
}

/// Evaluates parsed expressions against a ``NodeStore``.
///
/// In an HTML document, a name test without a prefix matches HTML elements and their
/// attributes whatever their case, and elements in other namespaces not at all, as
/// WebKit's does (`//P` finds `p`s, `//svg` finds nothing).
public struct XPathEvaluator {
    let store: NodeStore
    /// The namespace URI of each prefix the expression uses.
    let namespaces: [String: String]
    /// Positions in document order of the nodes of the context node's tree, made on first need.
    private let order: DocumentOrder

    /// An evaluator over `store`, with `namespaces` mapping the expression's prefixes to URIs.
    public init(store: NodeStore, namespaces: [String: String] = [:]) {
        self.store = store
        self.namespaces = namespaces
        order = DocumentOrder(store: store)
    }

    /// The context of an evaluation: the node, its position and the size of its node-set.
    ///
    /// https://www.w3.org/TR/1999/REC-xpath-19991116/#section-Introduction
    struct Context {
        var node: XPathNode
        var position: Int
        var size: Int
    }

    /// `expression`'s value with `contextNode` as the context node.
    public func evaluate(_ expression: XPathExpression, contextNode: NodeID) throws(XPathError) -> XPathValue {
        try evaluate(expression, in: Context(node: .node(contextNode), position: 1, size: 1))
    }

    func evaluate(_ expression: XPathExpression, in context: Context) throws(XPathError) -> XPathValue {
        switch expression {
        case .or(let a, let b):
            if boolean(of: try evaluate(a, in: context)) { return .boolean(true) }
            return .boolean(boolean(of: try evaluate(b, in: context)))
        case .and(let a, let b):
            if !boolean(of: try evaluate(a, in: context)) { return .boolean(false) }
            return .boolean(boolean(of: try evaluate(b, in: context)))
        case .comparison(let comparison, let a, let b):
            return .boolean(compare(try evaluate(a, in: context), comparison, try evaluate(b, in: context)))
        case .arithmetic(let operation, let a, let b):
            let left = number(of: try evaluate(a, in: context)), right = number(of: try evaluate(b, in: context))
            switch operation {
            case .add: return .number(left + right)
            case .subtract: return .number(left - right)
            case .multiply: return .number(left * right)
            case .divide: return .number(left / right)
            case .modulo: return .number(left.truncatingRemainder(dividingBy: right))
            }
        case .negation(let a):
            return .number(-number(of: try evaluate(a, in: context)))
        case .union(let a, let b):
            guard case .nodes(let left) = try evaluate(a, in: context), case .nodes(let right) = try evaluate(b, in: context) else {
                throw .type
            }
            let seen = Set(left)
            return .nodes(left + right.filter { !seen.contains($0) })
        case .locationPath(let absolute, let steps):
            let start: XPathNode = absolute ? .node(store.root(of: context.node.treeNode)) : context.node
            return .nodes(try follow(steps, from: [start]))
        case .filtered(let primary, let predicates, let steps):
            var value = try evaluate(primary, in: context)
            if predicates.isEmpty && steps.isEmpty { return value }
            guard case .nodes(let unordered) = value else { throw .type }
            // A filter expression's predicates count positions in document order.
            var nodes = order.sorted(unordered)
            for predicate in predicates { nodes = try filter(nodes, by: predicate) }
            value = .nodes(steps.isEmpty ? nodes : try follow(steps, from: nodes))
            return value
        case .literal(let text):
            return .string(text)
        case .number(let value):
            return .number(value)
        case .function(let function, let arguments):
            return try call(function, arguments, in: context)
        }
    }

    // MARK: - Location paths

    /// The nodes `steps` lead to from `start`, each once, in the order met.
    private func follow(_ steps: [XPathStep], from start: [XPathNode]) throws(XPathError) -> [XPathNode] {
        var current = start
        for step in steps {
            var reached: [XPathNode] = []
            var seen = Set<XPathNode>()
            for node in current {
                var selected = nodes(on: step.axis, from: node).filter { matches($0, step.test, on: step.axis) }
                for predicate in step.predicates { selected = try filter(selected, by: predicate) }
                for found in selected where seen.insert(found).inserted { reached.append(found) }
            }
            current = reached
        }
        return current
    }

    /// The nodes for which `predicate` holds, each evaluated with its position in `nodes`
    /// (the axis's order). A number is true at that position.
    ///
    /// https://www.w3.org/TR/1999/REC-xpath-19991116/#predicates
    private func filter(_ nodes: [XPathNode], by predicate: XPathExpression) throws(XPathError) -> [XPathNode] {
        var kept: [XPathNode] = []
        for (offset, node) in nodes.enumerated() {
            let value = try evaluate(predicate, in: Context(node: node, position: offset + 1, size: nodes.count))
            let holds: Bool
            if case .number(let position) = value { holds = position == Double(offset + 1) } else { holds = boolean(of: value) }
            if holds { kept.append(node) }
        }
        return kept
    }

    /// The nodes on `axis` from `node`, in the axis's order (nearest first on reverse axes).
    ///
    /// https://www.w3.org/TR/1999/REC-xpath-19991116/#axes
    private func nodes(on axis: XPathAxis, from node: XPathNode) -> [XPathNode] {
        guard case .node(let tree) = node else { return attributeAxis(axis, from: node) }
        switch axis {
        case .self: return [node]
        case .child: return store.children(of: tree).map(XPathNode.node)
        case .descendant: return store.descendants(of: tree).map(XPathNode.node)
        case .descendantOrSelf: return [node] + store.descendants(of: tree).map(XPathNode.node)
        case .parent: return store.parent(of: tree).map { [.node($0)] } ?? []
        case .ancestor: return ancestors(of: tree).map(XPathNode.node)
        case .ancestorOrSelf: return [node] + ancestors(of: tree).map(XPathNode.node)
        case .followingSibling:
            return Array(sequence(first: tree, next: store.nextSibling(of:)).dropFirst()).map(XPathNode.node)
        case .precedingSibling:
            return Array(sequence(first: tree, next: store.previousSibling(of:)).dropFirst()).map(XPathNode.node)
        case .following: return following(tree).map(XPathNode.node)
        case .preceding: return preceding(tree).map(XPathNode.node)
        case .attribute:
            guard store.kind(of: tree) == .element else { return [] }
            return store.attributes(of: tree).map { .attribute(element: tree, name: $0.name) }
        case .namespace: return []
        }
    }

    /// The axes of an attribute node: its element is its parent, and it has no children or siblings.
    private func attributeAxis(_ axis: XPathAxis, from node: XPathNode) -> [XPathNode] {
        let element = node.treeNode
        switch axis {
        case .self: return [node]
        case .parent: return [.node(element)]
        case .ancestor: return [.node(element)] + ancestors(of: element).map(XPathNode.node)
        case .ancestorOrSelf: return [node, .node(element)] + ancestors(of: element).map(XPathNode.node)
        case .descendantOrSelf: return [node]
        case .following: return (store.descendants(of: element) + following(element)).map(XPathNode.node)
        case .preceding: return preceding(element).map(XPathNode.node)
        default: return []
        }
    }

    private func ancestors(of node: NodeID) -> [NodeID] {
        Array(sequence(first: node, next: store.parent(of:)).dropFirst())
    }

    /// The nodes after `node` in document order, not its descendants.
    private func following(_ node: NodeID) -> [NodeID] {
        var found: [NodeID] = []
        var current: NodeID? = node
        while let at = current {
            var sibling = store.nextSibling(of: at)
            while let next = sibling {
                found.append(next)
                found += store.descendants(of: next)
                sibling = store.nextSibling(of: next)
            }
            current = store.parent(of: at)
        }
        return found
    }

    /// The nodes before `node` in document order, not its ancestors, nearest first.
    private func preceding(_ node: NodeID) -> [NodeID] {
        var found: [NodeID] = []
        var current: NodeID? = node
        while let at = current {
            var sibling = store.previousSibling(of: at)
            while let previous = sibling {
                found += store.descendants(of: previous).reversed()
                found.append(previous)
                sibling = store.previousSibling(of: previous)
            }
            current = store.parent(of: at)
        }
        return found
    }

    /// Whether `node` passes `test` on `axis` (whose principal node type is attributes for
    /// the attribute axis, elements for the others).
    ///
    /// https://www.w3.org/TR/1999/REC-xpath-19991116/#node-tests
    private func matches(_ node: XPathNode, _ test: XPathNodeTest, on axis: XPathAxis) -> Bool {
        switch node {
        case .attribute(let element, let name):
            switch test {
            case .node: return true
            case .anyName: return axis == .attribute
            case .name(nil, let local):
                guard axis == .attribute else { return false }
                let attributeName = store.atoms.name(of: name)
                return attributeName == local || (isHTMLElementInHTMLDocument(element) && attributeName == asciiLowercase(local))
            default: return false
            }
        case .node(let tree):
            let kind = store.kind(of: tree)
            switch test {
            case .node: return true
            case .text: return kind == .text || kind == .cdataSection
            case .comment: return kind == .comment
            case .processingInstruction(let target):
                guard kind == .processingInstruction else { return false }
                return target.map { $0 == store.target(ofProcessingInstruction: tree) } ?? true
            case .anyName: return kind == .element && axis != .attribute
            case .anyLocalName(let prefix):
                return kind == .element && axis != .attribute && store.namespace(of: tree).uri == namespaces[prefix]
            case .name(let prefix, let local):
                guard kind == .element, axis != .attribute else { return false }
                let localName = store.localNameString(of: tree)
                if let prefix { return store.namespace(of: tree).uri == namespaces[prefix] && localName == local }
                if isHTMLElementInHTMLDocument(tree) { return localName == asciiLowercase(local) }
                return store.namespace(of: tree) == .none && localName == local
            }
        }
    }

    private func isHTMLElementInHTMLDocument(_ element: NodeID) -> Bool {
        store.isHTMLElement(element) && store.documentState(store.document(of: element)).isHTMLDocument
    }

    // MARK: - Conversions

    /// `nodes` in document order.
    public func documentOrdered(_ nodes: [XPathNode]) -> [XPathNode] { order.sorted(nodes) }

    /// https://www.w3.org/TR/1999/REC-xpath-19991116/#dt-string-value
    func stringValue(of node: XPathNode) -> String {
        switch node {
        case .attribute(let element, let name): return store.attribute(name, of: element) ?? ""
        case .node(let tree):
            switch store.kind(of: tree) {
            case .element, .document, .documentFragment: return store.descendantTextContent(of: tree)
            case .documentType: return ""
            default: return store.data(of: tree)
            }
        }
    }

    /// https://www.w3.org/TR/1999/REC-xpath-19991116/#function-string
    public func string(of value: XPathValue) -> String {
        switch value {
        case .nodes(let nodes): return order.first(of: nodes).map(stringValue(of:)) ?? ""
        case .string(let text): return text
        case .boolean(let flag): return flag ? "true" : "false"
        case .number(let number): return Self.string(of: number)
        }
    }

    /// A number as XPath writes it: `NaN`, `Infinity`, integers without a fraction, others
    /// as their shortest decimal form.
    static func string(of number: Double) -> String {
        if number.isNaN { return "NaN" }
        if number.isInfinite { return number > 0 ? "Infinity" : "-Infinity" }
        if number == number.rounded(), abs(number) < 1e21 { return String(Int64(number)) }
        return "\(number)"
    }

    /// https://www.w3.org/TR/1999/REC-xpath-19991116/#function-number
    public func number(of value: XPathValue) -> Double {
        switch value {
        case .number(let number): return number
        case .boolean(let flag): return flag ? 1 : 0
        case .string(let text): return Self.number(of: text)
        case .nodes: return Self.number(of: string(of: value))
        }
    }

    /// A string as a number: optional white space, an optional minus, digits with an
    /// optional fraction, optional white space; anything else is NaN.
    static func number(of text: String) -> Double {
        let trimmed = text.trimmingXPathSpace()
        var body = Substring(trimmed)
        if body.hasPrefix("-") { body = body.dropFirst() }
        guard !body.isEmpty, body.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            body.filter({ $0 == "." }).count <= 1, body != "."
        else { return .nan }
        return Double(trimmed) ?? Double("0" + trimmed) ?? .nan
    }

    /// https://www.w3.org/TR/1999/REC-xpath-19991116/#function-boolean
    public func boolean(of value: XPathValue) -> Bool {
        switch value {
        case .boolean(let flag): return flag
        case .number(let number): return number != 0 && !number.isNaN
        case .string(let text): return !text.isEmpty
        case .nodes(let nodes): return !nodes.isEmpty
        }
    }

    // MARK: - Comparisons

    /// https://www.w3.org/TR/1999/REC-xpath-19991116/#booleans
    private func compare(_ left: XPathValue, _ comparison: XPathComparison, _ right: XPathValue) -> Bool {
        switch (left, right) {
        case (.nodes(let a), .nodes(let b)):
            let rightStrings = b.map(stringValue(of:))
            return a.contains { node in
                let text = stringValue(of: node)
                return rightStrings.contains { compareAtoms(.string(text), comparison, .string($0)) }
            }
        case (.nodes(let a), let other):
            if case .boolean = other { return compareAtoms(.boolean(!a.isEmpty), comparison, other) }
            return a.contains { compareAtoms(.string(stringValue(of: $0)), comparison, other) }
        case (let other, .nodes(let b)):
            if case .boolean = other { return compareAtoms(other, comparison, .boolean(!b.isEmpty)) }
            return b.contains { compareAtoms(other, comparison, .string(stringValue(of: $0))) }
        default:
            return compareAtoms(left, comparison, right)
        }
    }

    /// Compares two values that are not node-sets.
    private func compareAtoms(_ left: XPathValue, _ comparison: XPathComparison, _ right: XPathValue) -> Bool {
        switch comparison {
        case .equal, .notEqual:
            let equal: Bool
            switch (left, right) {
            case (.boolean, _), (_, .boolean): equal = boolean(of: left) == boolean(of: right)
            case (.number, _), (_, .number): equal = number(of: left) == number(of: right)
            default: equal = string(of: left) == string(of: right)
            }
            return comparison == .equal ? equal : !equal
        case .less: return number(of: left) < number(of: right)
        case .lessOrEqual: return number(of: left) <= number(of: right)
        case .greater: return number(of: left) > number(of: right)
        case .greaterOrEqual: return number(of: left) >= number(of: right)
        }
    }
}

/// Positions of nodes in document order, for sorting node-sets: one walk of a tree's nodes
/// the first time a node of that tree is sorted. An attribute comes after its element,
/// before the element's children, in the order of the element's attributes.
private final class DocumentOrder {
    let store: NodeStore
    private var positions: [NodeID: Int] = [:]

    init(store: NodeStore) { self.store = store }

    func sorted(_ nodes: [XPathNode]) -> [XPathNode] {
        guard nodes.count > 1 else { return nodes }
        return nodes.sorted { key(of: $0) < key(of: $1) }
    }

    /// The node that comes first in document order.
    func first(of nodes: [XPathNode]) -> XPathNode? {
        guard nodes.count > 1 else { return nodes.first }
        return nodes.min { key(of: $0) < key(of: $1) }
    }

    private func key(of node: XPathNode) -> (Int, Int) {
        switch node {
        case .node(let tree): return (position(of: tree), -1)
        case .attribute(let element, let name):
            return (position(of: element), store.attributes(of: element).firstIndex { $0.name == name } ?? 0)
        }
    }

    private func position(of node: NodeID) -> Int {
        if let known = positions[node] { return known }
        let root = store.root(of: node)
        var next = positions.count
        positions[root] = next
        next += 1
        store.forEachDescendant(of: root) { descendant in
            positions[descendant] = next
            next += 1
            return true
        }
        return positions[node] ?? 0
    }
}

extension String {
    /// Without leading and trailing XPath white space (space, tab, line feed, carriage return).
    func trimmingXPathSpace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[start...end])
    }
}
