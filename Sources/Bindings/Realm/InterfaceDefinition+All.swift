extension InterfaceDefinition {
    /// Every interface, each after the one it inherits from.
    static let all: [InterfaceDefinition] = nodeInterfaces + htmlElementInterfaces + svgElementInterfaces + objectInterfaces
        + EventBindings.interfaces + RangeBindings.interfaces

    /// `Node` and the interfaces that inherit from it, up to the HTML element classes.
    private static let nodeInterfaces: [InterfaceDefinition] = [
        .eventTarget, .node, .characterData, .text, .cdataSection, .comment, .processingInstruction, .documentType,
        .documentFragment, .shadowRoot, .document, .htmlDocument, .xmlDocument, .element, .htmlElement, .htmlUnknownElement, .svgElement, .mathMLElement,
        .mathMLMathElement, .htmlMediaElement,
    ]

    /// Interfaces of objects that are not nodes.
    private static let objectInterfaces: [InterfaceDefinition] = [
        .nodeList, .htmlCollection, .htmlOptionsCollection, .domTokenList, .namedNodeMap, .attr, .cssStyleDeclaration, .cssStyleProperties, .cssFontFaceDescriptors, .cssPageDescriptors,
        .domStringMap,
        .location, .treeWalker, .nodeIterator, .url, .urlSearchParams, .domParser, .domImplementation, .xmlSerializer,
        .textEncoder, .textDecoder, .mutationObserver, .htmlFormControlsCollection, .radioNodeList, .validityState, .styleSheetList,
        .styleSheet, .cssStyleSheet, .mediaList, .svgAnimatedString, .domStringList,
    ] + CSSRuleInterfaces.all
}
