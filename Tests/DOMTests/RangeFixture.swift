import DOM
import HTMLParsing
import Testing
import WHATWGURL

/// A parsed page with a live range registry, for range tests. Nodes are named by their
/// path of child indices under `body` (`[]` is the body itself).
final class RangeFixture {
    let store = NodeStore()
    let document: NodeID
    let body: NodeID
    let registry: LiveRangeRegistry
    /// A selection of the document.
    private(set) lazy var selection = Selection(document: document, registry: registry)

    init(_ bodyHTML: String) {
        document = store.createDocument(url: URLRecord.parse("https://example.com/")!)
        HTMLParser.parseDocument("<!DOCTYPE html><html><head></head><body>\(bodyHTML)</body></html>", into: store, document: document)
        body = store.body(of: document)!
        registry = LiveRangeRegistry(store: store)
    }

    /// The node at `path` under the body.
    func node(_ path: [Int]) -> NodeID {
        var node = body
        for index in path {
            guard let child = store.child(of: node, at: index) else {
                preconditionFailure("no child \(index) on the way to \(path)")
            }
            node = child
        }
        return node
    }

    /// The path under the body of `node`.
    func path(of node: NodeID) -> [Int] {
        var path: [Int] = []
        var current = node
        while current != body, let parent = store.parent(of: current) {
            path.insert(store.index(of: current), at: 0)
            current = parent
        }
        return path
    }

    /// The boundary point `offset` into the node at `path`.
    func point(_ path: [Int], _ offset: Int) -> BoundaryPoint { BoundaryPoint(node(path), offset) }

    /// A live range between two points given as paths and offsets.
    func range(_ startPath: [Int], _ startOffset: Int, _ endPath: [Int], _ endOffset: Int) throws -> LiveRange {
        try registry.makeRange(from: point(startPath, startOffset), to: point(endPath, endOffset))
    }

    /// A boundary point as `[path]:offset`, for readable expectations.
    func describe(_ point: BoundaryPoint) -> String { "\(path(of: point.node)):\(point.offset)" }

    /// The range as `[start path]:offset-[end path]:offset`.
    func describe(_ range: LiveRange) -> String { describe(range.start) + "-" + describe(range.end) }

    /// The body's children as HTML.
    var bodyHTML: String { HTMLSerializer(store: store).serializeChildren(of: body) }

    /// A node's children as HTML (a fragment's contents).
    func html(of node: NodeID) -> String { HTMLSerializer(store: store).serializeChildren(of: node) }

    /// Checks the tree after a mutation.
    func expectSound(sourceLocation: SourceLocation = #_sourceLocation) {
        let problems = store.invariantViolations(under: document)
        #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
    }

    /// Checks a fragment's tree.
    func expectSound(_ fragment: NodeID, sourceLocation: SourceLocation = #_sourceLocation) {
        let problems = store.invariantViolations(under: fragment)
        #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
    }
}
