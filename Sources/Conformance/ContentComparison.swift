import DOM
import HTMLParsing
import WHATWGURL

/// Compares two article HTML strings as upstream's test does: both are parsed, comments
/// are dropped (and the text they separated merged), and the nodes are walked in tree
/// order skipping whitespace-only text; each pair must have the same local name, id,
/// class and attributes, or, for text, the same text with whitespace collapsed.
///
/// https://github.com/mozilla/readability/blob/main/test/test-readability.js
enum ContentComparison {
    /// `nil` when equal; else where the first difference is.
    static func firstDifference(actual: String, expected: String) -> String? {
        let actualTree = ParsedArticle(actual)
        let expectedTree = ParsedArticle(expected)
        var actualNode = actualTree.nextSignificant(after: actualTree.root)
        var expectedNode = expectedTree.nextSignificant(after: expectedTree.root)
        var compared = 0
        while actualNode != nil || expectedNode != nil {
            let actualText = actualNode.map(actualTree.describe) ?? "(end)"
            let expectedText = expectedNode.map(expectedTree.describe) ?? "(end)"
            if actualText != expectedText {
                return "differs at node \(compared + 1): got \(clipped(actualText)), expected \(clipped(expectedText))"
            }
            compared += 1
            actualNode = actualNode.flatMap(actualTree.nextSignificant)
            expectedNode = expectedNode.flatMap(expectedTree.nextSignificant)
        }
        return nil
    }

    private static func clipped(_ text: String) -> String {
        text.count > 160 ? String(text.prefix(157)) + "…" : text
    }
}

/// An article parsed into a body of its own.
private struct ParsedArticle {
    let store = NodeStore()
    let root: NodeID

    init(_ html: String) {
        let document = store.createDocument(url: URLRecord.parse("http://fakehost/test/page.html")!)
        HTMLParser.parseDocument("<!DOCTYPE html><html><body>\(html)</body></html>", into: store, document: document)
        root = store.body(of: document) ?? document
        var comments: [NodeID] = []
        var node = store.firstChild(of: root)
        while let current = node {
            if store.kind(of: current) == .comment { comments.append(current) }
            node = next(after: current)
        }
        for comment in comments { store.remove(comment) }
        store.normalize(root)
    }

    /// The next node in tree order within the root.
    func next(after node: NodeID) -> NodeID? {
        if let child = store.firstChild(of: node) { return child }
        var current: NodeID? = node
        while let candidate = current, candidate != root {
            if let sibling = store.nextSibling(of: candidate) { return sibling }
            current = store.parent(of: candidate)
        }
        return nil
    }

    /// The next node that counts: not whitespace-only text, not a comment.
    func nextSignificant(after node: NodeID) -> NodeID? {
        var candidate = next(after: node)
        while let current = candidate {
            switch store.kind(of: current) {
            case .text where !store.data(of: current).unicodeScalars.allSatisfy(isJavaScriptWhitespace): return current
            case .element: return current
            default: candidate = next(after: current)
            }
        }
        return nil
    }

    /// `#text(collapsed text)` or `name#id.(class)[sorted attributes]`.
    func describe(_ node: NodeID) -> String {
        guard store.kind(of: node) == .element else { return "#text(\(collapsingWhitespace(store.data(of: node))))" }
        var text = store.localNameString(of: node)
        let attributes = store.attributes(of: node).map { (name: store.atoms.name(of: $0.name), value: $0.value) }
        if let id = attributes.first(where: { $0.name == "id" })?.value, !id.isEmpty { text += "#\(id)" }
        if let className = attributes.first(where: { $0.name == "class" })?.value, !className.isEmpty { text += ".(\(className))" }
        return text + "[" + attributes.map { "\($0.name)=\($0.value)" }.sorted().joined(separator: "|") + "]"
    }
}

/// JavaScript's `\s` (and what `String.prototype.trim` removes).
///
/// https://tc39.es/ecma262/#sec-white-space
private func isJavaScriptWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09...0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF: return true
    default: return false
    }
}

/// `text.replace(/\s+/g, " ").trim()`.
private func collapsingWhitespace(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    var pendingSpace = false
    for scalar in text.unicodeScalars {
        if isJavaScriptWhitespace(scalar) {
            pendingSpace = !result.isEmpty
        } else {
            if pendingSpace { result.append(" ") }
            pendingSpace = false
            result.append(scalar)
        }
    }
    return String(result)
}
