import Selectors

/// A small in-memory element tree that conforms to `SelectorTree`, built from a nested
/// description (``TestNode``), as the DOM will conform to it.
///
/// Every element has a label, used only by the tests to name results; labels are not
/// attributes, so selectors cannot see them.
final class TestTree: SelectorTree, Sendable {
    typealias Element = Int32
    typealias Name = Int32

    /// What the tree stores for one element.
    struct Record: Sendable {
        var label: String
        var localName: Int32
        var isHTML: Bool
        var attributes: [(name: Int32, value: String)]
        var id: String?
        var classAttribute: String?
        var states: Set<ElementState>
        var parent: Int32 = -1
        var isRoot = false
        var previousSibling: Int32 = -1
        var nextSibling: Int32 = -1
        var firstChild: Int32 = -1
        var lastChild: Int32 = -1
        var isEmpty = true
    }

    let records: [Record]
    let names: [String: Int32]
    let isInQuirksMode: Bool
    /// The element children of the document or fragment at the top.
    let topLevel: [Int32]
    /// The tree's version, or `nil` for a tree whose matchers remember nothing
    /// (``remembering``).
    let matchingVersion: UInt64?

    /// Builds the tree for `nodes`, the children of a document (`isFragment` false: its
    /// top-level elements are root elements) or of a document fragment.
    init(
        _ nodes: [TestNode], isHTMLDocument: Bool = true, isInQuirksMode: Bool = false, isFragment: Bool = false
    ) {
        var builder = TestTreeBuilder(isHTMLDocument: isHTMLDocument, isFragment: isFragment)
        for node in nodes { builder.add(node) }
        records = builder.records
        names = builder.names
        topLevel = builder.topLevel
        self.isInQuirksMode = isInQuirksMode
        matchingVersion = nil
    }

    /// Takes over what `builder` built.
    init(_ builder: TestTreeBuilder, isInQuirksMode: Bool = false) {
        records = builder.records
        names = builder.names
        topLevel = builder.topLevel
        self.isInQuirksMode = isInQuirksMode
        matchingVersion = nil
    }

    // MARK: Test helpers

    /// The same tree with a version, so that its matchers remember what they learn.
    var remembering: TestTree { TestTree(copying: self, matchingVersion: 1) }

    private init(copying tree: TestTree, matchingVersion: UInt64?) {
        records = tree.records
        names = tree.names
        topLevel = tree.topLevel
        isInQuirksMode = tree.isInQuirksMode
        self.matchingVersion = matchingVersion
    }

    /// The element labelled `label`.
    func element(_ label: String) -> Int32 {
        guard let index = records.firstIndex(where: { $0.label == label }) else {
            fatalError("no element labelled \(label)")
        }
        return Int32(index)
    }

    /// The labels of `elements`.
    func labels(_ elements: [Int32]) -> [String] {
        elements.map { records[Int($0)].label }
    }

    /// The search root for the whole document.
    var documentRoot: SearchRoot<Int32> {
        .documentOrFragment(firstElementChild: topLevel.first)
    }

    // MARK: SelectorTree

    func internedName(_ string: String) -> Int32? { names[string] }

    func parentElement(of element: Int32) -> Int32? { optional(records[Int(element)].parent) }

    func isRoot(_ element: Int32) -> Bool { records[Int(element)].isRoot }

    func previousElementSibling(of element: Int32) -> Int32? { optional(records[Int(element)].previousSibling) }

    func nextElementSibling(of element: Int32) -> Int32? { optional(records[Int(element)].nextSibling) }

    func firstElementChild(of element: Int32) -> Int32? { optional(records[Int(element)].firstChild) }

    func isEmpty(_ element: Int32) -> Bool { records[Int(element)].isEmpty }

    func localName(of element: Int32) -> Int32 { records[Int(element)].localName }

    func isHTMLElementInHTMLDocument(_ element: Int32) -> Bool { records[Int(element)].isHTML }

    func attributeValue(of element: Int32, named name: Int32) -> String? {
        for attribute in records[Int(element)].attributes where attribute.name == name {
            return attribute.value
        }
        return nil
    }

    func id(of element: Int32) -> String? { records[Int(element)].id }

    func classAttribute(of element: Int32) -> String? { records[Int(element)].classAttribute }

    func element(_ element: Int32, isIn state: ElementState) -> Bool {
        records[Int(element)].states.contains(state)
    }

    private func optional(_ index: Int32) -> Int32? { index < 0 ? nil : index }
}

/// Builds a ``TestTree`` one node at a time, without recursion, so that tests can make
/// trees deeper than any stack.
struct TestTreeBuilder {
    private(set) var records: [TestTree.Record] = []
    private(set) var names: [String: Int32] = [:]
    private(set) var topLevel: [Int32] = []
    let isHTMLDocument: Bool
    let isFragment: Bool
    /// The open elements, innermost last.
    private var open: [Int32] = []

    init(isHTMLDocument: Bool = true, isFragment: Bool = false) {
        self.isHTMLDocument = isHTMLDocument
        self.isFragment = isFragment
    }

    /// Adds `node` and its descendants at the current position.
    mutating func add(_ node: TestNode) {
        switch node {
        case .text(let data):
            if !data.isEmpty, let parent = open.last { records[Int(parent)].isEmpty = false }
        case .comment:
            break
        case .element(let element):
            openElement(element.localName, label: element.label, attributes: element.attributes)
            for child in element.children { add(child) }
            closeElement()
        }
    }

    /// Opens an element as the last child of the current one.
    mutating func openElement(_ localName: String, label: String, attributes: [(String, String)] = []) {
        let index = Int32(records.count)
        let parent = open.last
        let parentIsHTML = parent.map { records[Int($0)].isHTML } ?? isHTMLDocument
        let parentName = parent.map { nameString(records[Int($0)].localName) }
        // Namespaces as the HTML parser assigns them: <svg> and <math> leave HTML, and
        // the children of <foreignObject> return to it.
        let isHTML: Bool
        if !isHTMLDocument {
            isHTML = false
        } else if localName == "svg" || localName == "math" {
            isHTML = false
        } else if parentName == "foreignObject" {
            isHTML = true
        } else {
            isHTML = parentIsHTML
        }
        var record = TestTree.Record(
            label: label,
            localName: intern(localName),
            isHTML: isHTML,
            attributes: attributes.map { (intern($0.0), $0.1) },
            id: attributes.first { $0.0 == "id" }?.1,
            classAttribute: attributes.first { $0.0 == "class" }?.1,
            states: Self.states(localName, attributes, isHTML: isHTML)
        )
        if let parent {
            record.parent = parent
            records[Int(parent)].isEmpty = false
            let previous = records[Int(parent)].lastChild
            record.previousSibling = previous
            if previous >= 0 {
                records[Int(previous)].nextSibling = index
            } else {
                records[Int(parent)].firstChild = index
            }
            records[Int(parent)].lastChild = index
        } else {
            record.isRoot = !isFragment
            if let previous = topLevel.last {
                record.previousSibling = previous
                records[Int(previous)].nextSibling = index
            }
            topLevel.append(index)
        }
        records.append(record)
        open.append(index)
    }

    /// Closes the current element.
    mutating func closeElement() {
        open.removeLast()
    }

    private mutating func intern(_ name: String) -> Int32 {
        if let token = names[name] { return token }
        let token = Int32(names.count)
        names[name] = token
        return token
    }

    private func nameString(_ token: Int32) -> String {
        names.first { $0.value == token }!.key
    }

    /// The states the DOM would report, from the element's name and attributes, roughly
    /// as HTML defines them.
    private static func states(
        _ localName: String, _ attributes: [(String, String)], isHTML: Bool
    ) -> Set<ElementState> {
        let has = { (name: String) in attributes.contains { $0.0 == name } }
        var states: Set<ElementState> = []
        let isFormControl = ["input", "button", "select", "textarea", "option", "fieldset"].contains(localName)
        if isHTML && isFormControl {
            states.insert(has("disabled") ? .disabled : .enabled)
        }
        if isHTML && ((localName == "input" && has("checked")) || (localName == "option" && has("selected"))) {
            states.insert(.checked)
        }
        if isHTML && ["a", "area"].contains(localName) && has("href") {
            states.insert(.link)
        }
        if !(isHTML && localName.contains("-")) {
            states.insert(.defined)
        }
        return states
    }
}

/// A node of a tree description.
indirect enum TestNode: Sendable {
    case element(TestElement)
    case text(String)
    case comment(String)
}

/// An element of a tree description.
struct TestElement: Sendable {
    var localName: String
    var label: String
    var attributes: [(String, String)]
    var children: [TestNode]
}

/// Builds the children of an element in a description.
@resultBuilder
enum TestNodeBuilder {
    static func buildExpression(_ node: TestNode) -> [TestNode] { [node] }
    static func buildExpression(_ nodes: [TestNode]) -> [TestNode] { nodes }
    static func buildBlock(_ parts: [TestNode]...) -> [TestNode] { parts.flatMap { $0 } }
    static func buildArray(_ parts: [[TestNode]]) -> [TestNode] { parts.flatMap { $0 } }
}

/// An element with label `label`, such as `E("p", "intro", ["class": "lead"]) { T("Hi") }`.
func E(
    _ localName: String, _ label: String, _ attributes: KeyValuePairs<String, String> = [:],
    @TestNodeBuilder _ children: () -> [TestNode] = { [] }
) -> TestNode {
    .element(TestElement(
        localName: localName, label: label, attributes: attributes.map { ($0.key, $0.value) }, children: children()))
}

/// A text node.
func T(_ data: String) -> TestNode { .text(data) }

/// A comment.
func C(_ data: String) -> TestNode { .comment(data) }

extension TestNode {
    /// The node as HTML, with each element's label in a `data-t` attribute: the same
    /// tree for a browser, to check the expected results against WebKit by hand.
    var html: String {
        switch self {
        case .text(let data):
            return data.replacingAll("&", with: "&amp;").replacingAll("<", with: "&lt;")
        case .comment(let data):
            return "<!--\(data)-->"
        case .element(let element):
            var result = "<\(element.localName)"
            for (name, value) in element.attributes {
                result += " \(name)=\"\(value.replacingAll("&", with: "&amp;").replacingAll("\"", with: "&quot;"))\""
            }
            result += " data-t=\"\(element.label)\">"
            let voidElements: Set<String> = [
                "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
            ]
            if voidElements.contains(element.localName) { return result }
            result += element.children.map(\.html).joined()
            return result + "</\(element.localName)>"
        }
    }
}

extension String {
    /// `self` with every `target` replaced by `replacement`.
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
