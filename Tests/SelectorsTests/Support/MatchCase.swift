import Selectors
import Testing

/// One row of a matching table: a selector and the labels of the elements it must match,
/// in document order.
struct MatchCase: Sendable, CustomTestStringConvertible {
    let selector: String
    let expected: [String]

    init(_ selector: String, _ expected: [String]) {
        self.selector = selector
        self.expected = expected
    }

    var testDescription: String { selector }
}

/// One row of a table of invalid selectors: where parsing must stop, and why.
struct InvalidCase: Sendable, CustomTestStringConvertible {
    let selector: String
    let offset: Int
    let reason: String

    init(_ selector: String, _ offset: Int, _ reason: String) {
        self.selector = selector
        self.offset = offset
        self.reason = reason
    }

    var testDescription: String { selector }
}

/// Every element of `tree` that matches `selector`, by label, in document order. The query
/// runs twice, with a matcher that remembers nothing and with one that remembers what it
/// learns about the tree (`MatchMemo`), and the two must agree.
func query(
    _ selector: String, in tree: TestTree, under root: String? = nil, scope: String? = nil
) throws -> [String] {
    let list = try SelectorList(parsing: selector)
    let searchRoot = root.map { SearchRoot.element(tree.element($0)) } ?? tree.documentRoot
    let plain = tree.labels(list.bound(to: tree).querySelectorAll(in: searchRoot, scope: scope.map(tree.element)))
    let remembering = tree.remembering
    let remembered = remembering.labels(
        list.bound(to: remembering).querySelectorAll(in: searchRoot, scope: scope.map(remembering.element)))
    #expect(remembered == plain, "with a memo, \(selector) matches \(remembered), without one \(plain)")
    return plain
}
