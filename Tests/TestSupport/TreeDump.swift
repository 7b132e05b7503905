public import DOM

/// A readable, indented dump of a tree for test expectations:
/// `<div class="a">`, `"text"`, `<!--comment-->`, `<!DOCTYPE html>`, with SVG and MathML
/// elements prefixed `svg ` / `math `, one node per line, two spaces per level.
public func treeDump(_ store: NodeStore, _ root: NodeID) -> String {
    var lines: [String] = []
    var stack: [(NodeID, Int)] = store.children(of: root).reversed().map { ($0, 0) }
    while let (node, depth) = stack.popLast() {
        let indent = String(repeating: "  ", count: depth)
        switch store.kind(of: node) {
        case .element:
            var line = "<"
            switch store.namespace(of: node) {
            case .svg: line += "svg "
            case .mathML: line += "math "
            default: break
            }
            line += store.localNameString(of: node)
            for attribute in store.attributes(of: node) {
                line += " \(store.atoms.name(of: attribute.name))=\"\(attribute.value)\""
            }
            lines.append(indent + line + ">")
        case .text, .cdataSection:
            lines.append(indent + "\"" + store.data(of: node) + "\"")
        case .comment:
            lines.append(indent + "<!--" + store.data(of: node) + "-->")
        case .documentType:
            lines.append(indent + "<!DOCTYPE " + store.doctype(node).name + ">")
        case .processingInstruction:
            lines.append(indent + "<?" + store.target(ofProcessingInstruction: node) + " " + store.data(of: node) + ">")
        case .document, .documentFragment:
            lines.append(indent + "#" + store.nodeName(of: node))
        }
        for child in store.children(of: node).reversed() { stack.append((child, depth + 1)) }
    }
    return lines.joined(separator: "\n")
}
