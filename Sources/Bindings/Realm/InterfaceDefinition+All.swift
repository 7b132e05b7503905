extension InterfaceDefinition {
    /// Every interface, each after the one it inherits from.
    static let all: [InterfaceDefinition] =
        [
            .eventTarget, .node, .characterData, .text, .cdataSection, .comment, .processingInstruction, .documentType,
            .documentFragment, .document, .element, .htmlElement, .htmlUnknownElement, .svgElement, .htmlMediaElement,
        ] + htmlElementInterfaces + [
            .nodeList, .htmlCollection, .domTokenList, .namedNodeMap, .attr, .cssStyleDeclaration, .cssStyleProperties, .domStringMap,
            .location, .treeWalker, .nodeIterator, .url, .urlSearchParams, .domParser, .xmlSerializer, .textEncoder,
            .textDecoder, .mutationObserver, .htmlFormControlsCollection, .radioNodeList,
        ] + EventBindings.interfaces + RangeBindings.interfaces
}
