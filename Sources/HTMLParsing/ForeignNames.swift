import DOM

/// Name tables from the HTML standard's tree-construction rules.
enum ForeignNames {
    /// libxml2 lower-cases every name; these SVG elements get their case back.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#adjust-svg-tag-names (the table there)
    static let svgElements: [String: String] = lowercasedKeys([
        "altGlyph", "altGlyphDef", "altGlyphItem", "animateColor", "animateMotion", "animateTransform", "clipPath",
        "feBlend", "feColorMatrix", "feComponentTransfer", "feComposite", "feConvolveMatrix", "feDiffuseLighting",
        "feDisplacementMap", "feDistantLight", "feDropShadow", "feFlood", "feFuncA", "feFuncB", "feFuncG", "feFuncR",
        "feGaussianBlur", "feImage", "feMerge", "feMergeNode", "feMorphology", "feOffset", "fePointLight",
        "feSpecularLighting", "feSpotLight", "feTile", "feTurbulence", "foreignObject", "glyphRef", "linearGradient",
        "radialGradient", "textPath",
    ])

    /// SVG and MathML attributes that get their case back.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#adjust-svg-attributes and
    /// https://html.spec.whatwg.org/multipage/parsing.html#adjust-mathml-attributes
    static let attributes: [String: String] = lowercasedKeys([
        "attributeName", "attributeType", "baseFrequency", "baseProfile", "calcMode", "clipPathUnits",
        "diffuseConstant", "edgeMode", "filterUnits", "glyphRef", "gradientTransform", "gradientUnits",
        "kernelMatrix", "kernelUnitLength", "keyPoints", "keySplines", "keyTimes", "lengthAdjust",
        "limitingConeAngle", "markerHeight", "markerUnits", "markerWidth", "maskContentUnits", "maskUnits",
        "numOctaves", "pathLength", "patternContentUnits", "patternTransform", "patternUnits", "pointsAtX",
        "pointsAtY", "pointsAtZ", "preserveAlpha", "preserveAspectRatio", "primitiveUnits", "refX", "refY",
        "repeatCount", "repeatDur", "requiredExtensions", "requiredFeatures", "specularConstant",
        "specularExponent", "spreadMethod", "startOffset", "stdDeviation", "stitchTiles", "surfaceScale",
        "systemLanguage", "tableValues", "targetX", "targetY", "textLength", "viewBox", "viewTarget",
        "xChannelSelector", "yChannelSelector", "zoomAndPan", "definitionURL",
    ])

    private static func lowercasedKeys(_ names: [String]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: names.map { (asciiLowercase($0), $0) })
    }
}

/// The document mode a doctype gives.
///
/// https://html.spec.whatwg.org/multipage/parsing.html#the-initial-insertion-mode
enum DocumentModeRules {
    static func mode(of doctype: DoctypeToken) -> DocumentMode {
        let publicID = asciiLowercase(doctype.publicID ?? "")
        let systemID = asciiLowercase(doctype.systemID ?? "")
        if doctype.forceQuirks || doctype.name.map(asciiLowercase) != "html" { return .quirks }
        if quirkyPublicIDs.contains(publicID) || systemID == "http://www.ibm.com/data/dtd/v11/ibmxhtml1-transitional.dtd" {
            return .quirks
        }
        if quirkyPublicIDPrefixes.contains(where: { publicID.hasPrefix($0) }) { return .quirks }
        let transitional = ["-//w3c//dtd html 4.01 frameset//", "-//w3c//dtd html 4.01 transitional//"]
        if transitional.contains(where: { publicID.hasPrefix($0) }) { return doctype.systemID == nil ? .quirks : .limitedQuirks }
        if ["-//w3c//dtd xhtml 1.0 frameset//", "-//w3c//dtd xhtml 1.0 transitional//"].contains(where: { publicID.hasPrefix($0) }) {
            return .limitedQuirks
        }
        return .noQuirks
    }

    private static let quirkyPublicIDs: Set<String> = [
        "-//w3o//dtd w3 html strict 3.0//en//", "-/w3c/dtd html 4.0 transitional/en", "html",
    ]

    private static let quirkyPublicIDPrefixes: [String] = [
        "+//silmaril//dtd html pro v0r11 19970101//", "-//as//dtd html 3.0 aswedit + extensions//",
        "-//advasoft ltd//dtd html 3.0 aswedit + extensions//", "-//ietf//dtd html 2.0", "-//ietf//dtd html 3",
        "-//ietf//dtd html level", "-//ietf//dtd html strict", "-//ietf//dtd html//", "-//metrius//dtd metrius presentational//",
        "-//microsoft//dtd internet explorer", "-//netscape comm. corp.//dtd", "-//o'reilly and associates//dtd html",
        "-//softquad software//dtd hotmetal pro", "-//softquad//dtd hotmetal pro", "-//spyglass//dtd html 2.0 extended//",
        "-//sq//dtd html 2.0 hotmetal + extensions//", "-//sun microsystems corp.//dtd hotjava",
        "-//w3c//dtd html 3 1995-03-24//", "-//w3c//dtd html 3.2", "-//w3c//dtd html 4.0 frameset//",
        "-//w3c//dtd html 4.0 transitional//", "-//w3c//dtd html experimental", "-//w3c//dtd w3 html//",
        "-//w3o//dtd w3 html 3.0//", "-//webtechs//dtd mozilla html",
    ]
}
