import Foundation

extension XPathEvaluator {
    /// Calls a function of the core library (the parser checked the number of arguments).
    ///
    /// https://www.w3.org/TR/1999/REC-xpath-19991116/#corelib
    func call(_ function: XPathFunction, _ arguments: [XPathExpression], in context: Context) throws(XPathError) -> XPathValue {
        var values: [XPathValue] = []
        for argument in arguments { values.append(try evaluate(argument, in: context)) }
        /// Argument `index` as a string (the context node's string-value when absent).
        func text(_ index: Int) -> String {
            index < values.count ? string(of: values[index]) : stringValue(of: context.node)
        }
        /// The first node of argument 0 in document order, or the context node.
        func subject() throws(XPathError) -> XPathNode? {
            guard let first = values.first else { return context.node }
            guard case .nodes(let nodes) = first else { throw .type }
            return documentOrdered(nodes).first
        }
        switch function {
        // https://www.w3.org/TR/1999/REC-xpath-19991116/#section-Node-Set-Functions
        case .last: return .number(Double(context.size))
        case .position: return .number(Double(context.position))
        case .count:
            guard case .nodes(let nodes) = values[0] else { throw .type }
            return .number(Double(nodes.count))
        case .id: return .nodes(elements(withIDsIn: values[0], near: context.node))
        case .localName:
            return .string(try subject().map(localName(of:)) ?? "")
        case .namespaceURI:
            guard case .node(let node)? = try subject(), store.kind(of: node) == .element else { return .string("") }
            return .string(store.namespace(of: node).uri ?? "")
        case .name:
            return .string(try subject().map(localName(of:)) ?? "")
        // https://www.w3.org/TR/1999/REC-xpath-19991116/#section-String-Functions
        case .string: return .string(text(0))
        case .concat: return .string(values.map(string(of:)).joined())
        case .startsWith: return .boolean(text(0).hasPrefix(text(1)))
        case .contains: return .boolean(text(1).isEmpty || text(0).contains(text(1)))
        case .substringBefore:
            guard let range = text(0).range(of: text(1)) else { return .string("") }
            return .string(String(text(0)[..<range.lowerBound]))
        case .substringAfter:
            if text(1).isEmpty { return .string(text(0)) }
            guard let range = text(0).range(of: text(1)) else { return .string("") }
            return .string(String(text(0)[range.upperBound...]))
        case .substring:
            return .string(Self.substring(text(0), from: number(of: values[1]), length: values.count > 2 ? number(of: values[2]) : nil))
        case .stringLength: return .number(Double(text(0).utf16.count))
        case .normalizeSpace:
            let words = text(0).split { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
            return .string(words.joined(separator: " "))
        case .translate: return .string(Self.translate(text(0), from: text(1), to: text(2)))
        // https://www.w3.org/TR/1999/REC-xpath-19991116/#section-Boolean-Functions
        case .boolean: return .boolean(boolean(of: values[0]))
        case .not: return .boolean(!boolean(of: values[0]))
        case .true: return .boolean(true)
        case .false: return .boolean(false)
        case .lang: return .boolean(language(of: context.node, is: text(0)))
        // https://www.w3.org/TR/1999/REC-xpath-19991116/#section-Number-Functions
        case .number: return .number(values.isEmpty ? Self.number(of: stringValue(of: context.node)) : number(of: values[0]))
        case .sum:
            guard case .nodes(let nodes) = values[0] else { throw .type }
            return .number(nodes.reduce(0) { $0 + Self.number(of: stringValue(of: $1)) })
        case .floor: return .number(number(of: values[0]).rounded(.down))
        case .ceiling: return .number(number(of: values[0]).rounded(.up))
        case .round:
            let value = number(of: values[0])
            guard value.isFinite else { return .number(value) }
            return .number((value + 0.5).rounded(.down))
        }
    }

    /// The local name of an element or attribute (an HTML element's in lower case), else "".
    private func localName(of node: XPathNode) -> String {
        switch node {
        case .attribute(_, let name): return store.atoms.name(of: name)
        case .node(let tree):
            switch store.kind(of: tree) {
            case .element: return store.localNameString(of: tree)
            case .processingInstruction: return store.target(ofProcessingInstruction: tree)
            default: return ""
            }
        }
    }

    /// `id(object)`: the elements of the context node's document whose ID is one of the
    /// white-space-separated tokens of the object (of each node's string-value for a node-set).
    private func elements(withIDsIn value: XPathValue, near node: XPathNode) -> [XPathNode] {
        let tokens: [String]
        if case .nodes(let nodes) = value {
            tokens = nodes.flatMap { stringValue(of: $0).split(whereSeparator: \.isWhitespace).map(String.init) }
        } else {
            tokens = string(of: value).split(whereSeparator: \.isWhitespace).map(String.init)
        }
        let root = store.root(of: node.treeNode)
        var found = Set<XPathNode>()
        for token in tokens {
            if let element = store.element(withID: token, under: root) { found.insert(.node(element)) }
        }
        return Array(found).sorted { store.precedes($0.treeNode, $1.treeNode) }
    }

    /// `lang(name)`: whether the nearest `lang` (or `xml:lang`) attribute of the node or its
    /// ancestors names `language` or one of its sublanguages, ignoring case.
    private func language(of node: XPathNode, is language: String) -> Bool {
        var current: NodeID? = node.treeNode
        while let element = current {
            if store.kind(of: element) == .element,
                let value = store.attribute(named: "xml:lang", of: element) ?? store.attribute(named: "lang", of: element)
            {
                let value = asciiLowercase(value), wanted = asciiLowercase(language)
                return value == wanted || value.hasPrefix(wanted + "-")
            }
            current = store.parent(of: element)
        }
        return false
    }

    /// https://www.w3.org/TR/1999/REC-xpath-19991116/#function-substring: the characters
    /// (UTF-16 code units, as WebKit counts them) at positions p, counted from 1, with
    /// round(start) <= p < round(start) + round(length).
    static func substring(_ text: String, from start: Double, length: Double?) -> String {
        func round(_ value: Double) -> Double { value.isFinite ? (value + 0.5).rounded(.down) : value }
        let units = Array(text.utf16)
        let first = round(start)
        let end = length.map { first + round($0) } ?? .infinity
        var kept: [UInt16] = []
        for (offset, unit) in units.enumerated() {
            let position = Double(offset + 1)
            if position >= first && position < end { kept.append(unit) }
        }
        return String(decoding: kept, as: UTF16.self)
    }

    /// https://www.w3.org/TR/1999/REC-xpath-19991116/#function-translate
    static func translate(_ text: String, from: String, to: String) -> String {
        let source = Array(from.unicodeScalars), target = Array(to.unicodeScalars)
        var output = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard let index = source.firstIndex(of: scalar) else {
                output.append(scalar)
                continue
            }
            if index < target.count { output.append(target[index]) }
        }
        return String(output)
    }
}
