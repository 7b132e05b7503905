/// Which interface each SVG element has, and the interfaces between them and
/// `SVGElement`, as WebKit has them: `instanceof SVGSVGElement`, `SVGGraphicsElement` and
/// the rest, and each element's class string. Their own members (`viewBox`, `getBBox`,
/// `getTotalLength`, …) need geometry and are not provided; an element of a name WebKit
/// does not know is a plain `SVGElement`.
///
/// https://svgwg.org/svg2-draft/idl.html
enum SVGInterfaceNames {
    /// The interfaces that only others inherit from, each after its parent.
    static let abstractInterfaces: [(name: String, parent: String)] = [
        ("SVGGraphicsElement", "SVGElement"), ("SVGGeometryElement", "SVGGraphicsElement"),
        ("SVGTextContentElement", "SVGGraphicsElement"), ("SVGTextPositioningElement", "SVGTextContentElement"),
        ("SVGGradientElement", "SVGElement"), ("SVGAnimationElement", "SVGElement"),
        ("SVGComponentTransferFunctionElement", "SVGElement"),
    ]

    /// Each element's interface by local name (the case-adjusted name the parser gives).
    static let byTag = Dictionary(uniqueKeysWithValues: elements.map { ($0.tag, $0.interface) })

    /// Each element interface's parent, by interface name.
    static let parents = Dictionary(uniqueKeysWithValues: elements.map { ($0.interface, $0.parent) })

    /// Every element name with its interface and that interface's parent.
    private static let elements: [(tag: String, interface: String, parent: String)] =
        tagsByParent.flatMap { parent, tags in tags.map { (tag: $0, interface: interfaceName(of: $0), parent: parent) } }

    /// The element names under each parent interface.
    private static let tagsByParent: [String: [String]] = [
        "SVGGraphicsElement": ["svg", "g", "use", "symbol", "defs", "image", "a", "foreignObject", "switch"],
        "SVGGeometryElement": ["path", "circle", "rect", "line", "polyline", "polygon", "ellipse"],
        "SVGTextPositioningElement": ["text", "tspan"],
        "SVGTextContentElement": ["textPath"],
        "SVGGradientElement": ["linearGradient", "radialGradient"],
        "SVGAnimationElement": ["animate", "set", "animateMotion", "animateTransform"],
        "SVGComponentTransferFunctionElement": ["feFuncA", "feFuncB", "feFuncG", "feFuncR"],
        "SVGElement": [
            "title", "desc", "stop", "clipPath", "mask", "pattern", "filter", "style", "script", "marker", "view",
            "metadata", "mpath", "feBlend", "feColorMatrix", "feComponentTransfer", "feComposite", "feConvolveMatrix",
            "feDiffuseLighting", "feDisplacementMap", "feDistantLight", "feDropShadow", "feFlood", "feGaussianBlur",
            "feImage", "feMerge", "feMergeNode", "feMorphology", "feOffset", "fePointLight", "feSpecularLighting",
            "feSpotLight", "feTile", "feTurbulence",
        ],
    ]

    /// `SVG` + the name with its first letter upper-cased + `Element`, with WebKit's
    /// spellings for the few that differ (`SVGSVGElement`, `SVGTSpanElement`,
    /// `SVGFEBlendElement`, `SVGMPathElement`, `SVGAElement`).
    private static func interfaceName(of tag: String) -> String {
        let stem: String
        switch tag {
        case "svg": stem = "SVG"
        case "tspan": stem = "TSpan"
        case "mpath": stem = "MPath"
        default:
            stem = tag.hasPrefix("fe") ? "FE" + tag.dropFirst(2) : tag.prefix(1).uppercased() + tag.dropFirst()
        }
        return "SVG" + stem + "Element"
    }
}

extension InterfaceDefinition {
    /// The SVG element interfaces below `SVGElement` (see ``SVGInterfaceNames``), each
    /// after its parent.
    static let svgElementInterfaces: [InterfaceDefinition] = {
        let abstract = SVGInterfaceNames.abstractInterfaces.map { InterfaceDefinition(name: $0.name, parent: $0.parent) }
        let concrete = SVGInterfaceNames.parents.sorted { $0.key < $1.key }.map {
            InterfaceDefinition(name: $0.key, parent: $0.value)
        }
        return abstract + concrete
    }()
}
