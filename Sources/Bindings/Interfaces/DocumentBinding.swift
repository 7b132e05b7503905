import DOM
import JavaScriptEngine
import WHATWGURL

extension InterfaceDefinition {
    /// `Document`, with the `ParentNode` mixin and the HTML standard's additions.
    ///
    /// https://dom.spec.whatwg.org/#interface-document and
    /// https://html.spec.whatwg.org/multipage/dom.html#the-document-object
    static let document: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "Document", parent: "Node")
        definition.properties = documentProperties + documentCollections + ParentNodeMixin.properties + [AdoptedStyleSheets.property]
            + EventBindings.documentProperties + LegacyDocumentMembers.properties
        definition.methods = documentMethods + ParentNodeMixin.methods + ParentNodeMixin.collectionMethods + SelectorMethods.methods
            + EventBindings.documentMethods + RangeBindings.documentMethods + LayoutMembers.documentMethods
            + DocumentWriteMethods.methods + XPathMembers.documentMethods + TouchMembers.documentMethods + EditingCommands.methods
        return definition
    }()

    private static let documentProperties: [NativeProperty] = [
        NativeProperty("documentElement", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.wrap(realm.store.documentElement(of: node)) }
        }),
        NativeProperty("head", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.wrap(realm.store.head(of: node)) }
        }),
        NativeProperty(
            "body",
            get: { context, object, _, exception in
                nodeGetter(context, object, exception) { realm, node in realm.wrap(realm.store.body(of: node)) }
            },
            set: { context, object, _, value, exception in
                nodeSetter(context, object, value, exception) { realm, node, value in
                    // `HTMLElement?`: null (and undefined) reach the algorithm, which rejects them.
                    var element: NodeID?
                    if !value.isNullish(in: realm.context) {
                        guard let candidate = realm.node(from: value), realm.store.isHTMLElement(candidate) else {
                            throw BindingError.typeError("The Document.body attribute must be an instance of HTMLElement")
                        }
                        element = candidate
                    }
                    try realm.store.setBody(element, of: node)
                }
            }),
        NativeProperty(
            "title",
            get: { context, object, _, exception in
                nodeGetter(context, object, exception) { realm, node in realm.context.string(realm.store.title(of: node)) }
            },
            set: { context, object, _, value, exception in
                nodeSetter(context, object, value, exception) { realm, node, value in
                    realm.store.setTitle(try value.domString(in: realm), of: node)
                }
            }),
        NativeProperty("URL", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.context.string(realm.store.documentState(node).url.href) }
        }),
        NativeProperty("documentURI", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.context.string(realm.store.documentState(node).url.href) }
        }),
        // [LegacyUnforgeable, PutForwards=href]: an own, enumerable property of the document;
        // assigning it navigates as `location.href = url` does. A document without a window
        // has a null location, and assigning it throws as WebKit does.
        // https://html.spec.whatwg.org/multipage/dom.html#dom-document-location
        NativeProperty(
            "location",
            get: { context, object, _, exception in
                nodeGetter(context, object, exception) { realm, node in
                    node == realm.document ? realm.location.value : realm.context.null
                }
            },
            set: { context, object, _, value, exception in
                nodeSetter(context, object, value, exception) { realm, node, value in
                    guard node == realm.document else { throw BindingError.typeError("Type error") }
                    try realm.navigate(.assign, to: try value.domString(in: realm))
                }
            }, enumerable: true),
        NativeProperty("characterSet", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.context.string(realm.store.documentState(node).characterSet) }
        }),
        NativeProperty("charset", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.context.string(realm.store.documentState(node).characterSet) }
        }),
        NativeProperty("inputEncoding", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.context.string(realm.store.documentState(node).characterSet) }
        }),
        NativeProperty("contentType", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.context.string(realm.store.documentState(node).contentType) }
        }),
        NativeProperty("compatMode", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.context.string(realm.store.documentState(node).mode.compatMode) }
        }),
        // https://html.spec.whatwg.org/multipage/interaction.html#dom-document-designmode
        NativeProperty(
            "designMode",
            get: { context, object, _, exception in
                nodeGetter(context, object, exception) { realm, node in
                    realm.context.string(realm.store.documentState(node).designModeEnabled ? "on" : "off")
                }
            },
            set: { context, object, _, value, exception in
                nodeSetter(context, object, value, exception) { realm, node, value in
                    // WebKit turns it off for any value but "on" (the standard ignores other values).
                    let enabled = asciiLowercase(try value.domString(in: realm)) == "on"
                    realm.store.updateDocumentState(node) { $0.designModeEnabled = enabled }
                }
            }),
        // The SVG document's root element; an HTML document has none.
        NativeProperty("rootElement", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, _ in realm.context.null }
        }),
        // No script of the page runs, and the extension's script is not a `script` element.
        // https://html.spec.whatwg.org/multipage/dom.html#dom-document-currentscript
        NativeProperty("currentScript", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, _ in realm.context.null }
        }),
        // https://html.spec.whatwg.org/multipage/dom.html#dom-document-dir
        NativeProperty(
            "dir",
            get: { context, object, _, exception in
                nodeGetter(context, object, exception) { realm, node in
                    guard let html = realm.store.htmlElement(of: node) else { return realm.context.string("") }
                    return realm.reflectedValue(ReflectionTable.dir, of: html)
                }
            },
            set: { context, object, _, value, exception in
                nodeSetter(context, object, value, exception) { realm, node, value in
                    let text = try value.domString(in: realm)
                    guard let html = realm.store.htmlElement(of: node) else { return }
                    realm.store.setAttribute(.dir, to: text, on: html)
                }
            }),
        NativeProperty("readyState", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, _ in realm.context.string("complete") }
        }),
        NativeProperty("referrer", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in
                realm.context.string(node == realm.document ? realm.environment.referrer : "")
            }
        }),
        NativeProperty(
            "cookie",
            get: { context, object, _, exception in
                nodeGetter(context, object, exception) { realm, _ in realm.context.string(realm.cookieJar.cookieString) }
            },
            set: { context, object, _, value, exception in
                nodeSetter(context, object, value, exception) { realm, _, value in
                    realm.cookieJar.set(try value.domString(in: realm))
                }
            }),
        NativeProperty("domain", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in
                realm.context.string(realm.store.documentState(node).url.host.isEmpty ? "" : realm.store.documentState(node).url.hostname)
            }
        }),
        NativeProperty("lastModified", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, _ in realm.context.string(realm.environment.lastModified) }
        }),
        NativeProperty("implementation", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.domImplementation(of: node).value }
        }),
        // https://drafts.csswg.org/css-font-loading/#font-face-source
        NativeProperty("fonts", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in try realm.fonts(of: node).value }
        }),
        NativeProperty("styleSheets", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.styleSheets(of: node).value }
        }),
        NativeProperty("doctype", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.wrap(realm.store.doctypeNode(of: node)) }
        }),
        NativeProperty("defaultView", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.window(ofDocument: node) ?? realm.context.null }
        }),
        NativeProperty("scrollingElement", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.wrap(realm.store.documentElement(of: node)) }
        }),
        NativeProperty("hidden", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, _ in realm.context.boolean(false) }
        }),
        NativeProperty("visibilityState", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, _ in realm.context.string("visible") }
        }),
    ]

    /// `forms`, `images`, `links`, `scripts`, `anchors`, `embeds`, `plugins`.
    private static let documentCollections: [NativeProperty] = [
        NativeProperty("forms", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.collection(.forms(document: node)).value }
        }),
        NativeProperty("images", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.collection(.images(document: node)).value }
        }),
        NativeProperty("links", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.collection(.links(document: node)).value }
        }),
        NativeProperty("scripts", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.collection(.scripts(document: node)).value }
        }),
        NativeProperty("anchors", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.collection(.anchors(document: node)).value }
        }),
        NativeProperty("embeds", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.collection(.embeds(document: node)).value }
        }),
        NativeProperty("plugins", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.collection(.embeds(document: node)).value }
        }),
    ]

    private static let documentMethods: [NativeMethod] = [
        NativeMethod("createElement") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.document, "createElement") {
                call, realm, node in
                let name = try call.requiredString(0, "Document.createElement")
                // https://dom.spec.whatwg.org/#concept-create-element (a defined custom element)
                if node == realm.document, let registry = realm.customElementRegistry,
                    let index = registry.definition(named: asciiLowercase(name))
                {
                    return registry.create(index).value
                }
                return realm.wrap(try realm.store.createElement(named: name, in: node)).value
            }
        },
        NativeMethod("createElementNS") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.document, "createElementNS") {
                call, realm, node in
                let namespace = Namespace(uri: try call.nullableString(0))
                let qualifiedName = try call.requiredString(1, "Document.createElementNS")
                return realm.wrap(try realm.store.createElement(qualifiedName: qualifiedName, namespace: namespace, in: node)).value
            }
        },
        NativeMethod("createAttribute") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.document, "createAttribute") {
                call, realm, _ in try realm.createAttribute(try call.requiredString(0, "Document.createAttribute")).value
            }
        },
        NativeMethod("createTextNode") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.document, "createTextNode") {
                call, realm, node in
                realm.wrap(realm.store.createText(try call.requiredString(0, "Document.createTextNode"), in: node)).value
            }
        },
        NativeMethod("createComment") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.document, "createComment") {
                call, realm, node in
                realm.wrap(realm.store.createComment(try call.requiredString(0, "Document.createComment"), in: node)).value
            }
        },
        // https://dom.spec.whatwg.org/#dom-document-createcdatasection
        NativeMethod("createCDATASection") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.document, "createCDATASection") {
                call, realm, node in
                let data = try call.requiredString(0, "Document.createCDATASection")
                guard !realm.store.documentState(node).isHTMLDocument else {
                    throw DOMException(.notSupportedError, "an HTML document cannot hold CDATA sections")
                }
                guard !data.contains("]]>") else {
                    throw DOMException(.invalidCharacterError, "a CDATA section cannot contain ']]>'")
                }
                return realm.wrap(realm.store.createCDATASection(data, in: node)).value
            }
        },
        NativeMethod("createDocumentFragment") { context, function, this, count, arguments, exception in
            nodeOperation(
                context, function, this, count, arguments, exception, NodeInterface.document, "createDocumentFragment"
            ) { _, realm, node in realm.wrap(realm.store.createDocumentFragment(in: node)).value }
        },
        NativeMethod("createProcessingInstruction") { context, function, this, count, arguments, exception in
            nodeOperation(
                context, function, this, count, arguments, exception, NodeInterface.document, "createProcessingInstruction"
            ) { call, realm, node in
                let target = try call.requiredString(0, "Document.createProcessingInstruction")
                let data = try call.requiredString(1, "Document.createProcessingInstruction")
                guard isValidElementName(target), !data.contains("?>") else {
                    throw DOMException(.invalidCharacterError, "'\(target)' is not a valid processing instruction")
                }
                return realm.wrap(realm.store.createProcessingInstruction(target: target, data: data, in: node)).value
            }
        },
        NativeMethod("getElementById") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.document, "getElementById") {
                call, realm, node in
                realm.wrap(realm.store.element(withID: try call.requiredString(0, "Document.getElementById"), under: node))
            }
        },
        NativeMethod("getElementsByName") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.document, "getElementsByName") {
                call, realm, node in
                let name = try call.requiredString(0, "Document.getElementsByName")
                return realm.collection(.name(root: node, name: name), interface: "NodeList").value
            }
        },
        // https://dom.spec.whatwg.org/#dom-document-importnode
        NativeMethod("importNode") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.document, "importNode") {
                call, realm, node in
                let imported = try call.node(0, in: realm, "Document.importNode")
                guard realm.store.kind(of: imported) != .document else {
                    throw DOMException(.notSupportedError, "a document cannot be imported")
                }
                return realm.wrap(realm.clone(imported, deep: call.boolean(1), into: node)).value
            }
        },
        // https://dom.spec.whatwg.org/#dom-document-adoptnode
        NativeMethod("adoptNode") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.document, "adoptNode") {
                call, realm, node in
                let adopted = try call.node(0, in: realm, "Document.adoptNode")
                guard realm.store.kind(of: adopted) != .document else {
                    throw DOMException(.notSupportedError, "a document cannot be adopted")
                }
                realm.store.adopt(adopted, into: node)
                return realm.wrap(adopted).value
            }
        },
        NativeMethod("hasFocus") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.document, "hasFocus") {
                _, realm, _ in realm.context.boolean(true)
            }
        },
        NativeMethod("createTreeWalker") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.document, "createTreeWalker") {
                call, realm, _ in
                let root = try call.node(0, in: realm, "Document.createTreeWalker", parameter: "root")
                let whatToShow = call.has(1) ? UInt32(truncatingIfNeeded: try call.unsignedInteger(1)) : NodeFilter.showAll
                return try realm.makeTreeWalker(root: root, whatToShow: whatToShow, filter: call[2]).value
            }
        },
        NativeMethod("createNodeIterator") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.document, "createNodeIterator") {
                call, realm, _ in
                let root = try call.node(0, in: realm, "Document.createNodeIterator", parameter: "root")
                let whatToShow = call.has(1) ? UInt32(truncatingIfNeeded: try call.unsignedInteger(1)) : NodeFilter.showAll
                return try realm.makeNodeIterator(root: root, whatToShow: whatToShow, filter: call[2]).value
            }
        },
    ]
}

