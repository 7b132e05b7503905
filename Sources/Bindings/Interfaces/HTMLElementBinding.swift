import DOM
import JavaScriptEngine

extension InterfaceDefinition {
    /// `HTMLElement`.
    ///
    /// https://html.spec.whatwg.org/multipage/dom.html#htmlelement
    static let htmlElement: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "HTMLElement", parent: "Element")
        definition.methods = EventBindings.htmlElementMethods
        definition.properties = reflectedProperties(globalReflectedProperties) + [
            NativeProperty(
                "outerText",
                get: renderedTextGetter,
                set: { context, object, _, value, exception in
                    nodeSetter(context, object, value, exception) { realm, node, value in
                        try realm.store.setOuterText(try value.legacyNullToEmptyString(in: realm), of: node)
                    }
                }),
            NativeProperty(
                "innerText",
                get: renderedTextGetter,
                set: { context, object, _, value, exception in
                    nodeSetter(context, object, value, exception) { realm, node, value in
                        realm.store.setInnerText(try value.legacyNullToEmptyString(in: realm), of: node)
                    }
                }),
            // https://html.spec.whatwg.org/multipage/interaction.html#dom-contenteditable
            NativeProperty(
                "contentEditable",
                get: { context, object, _, exception in
                    nodeGetter(context, object, exception) { realm, node in
                        realm.context.string(realm.store.contentEditableState(of: node).keyword)
                    }
                },
                set: { context, object, _, value, exception in
                    nodeSetter(context, object, value, exception) { realm, node, value in
                        try realm.store.setContentEditable(try value.domString(in: realm), on: node)
                    }
                }),
            // https://html.spec.whatwg.org/multipage/interaction.html#dom-autocapitalize
            NativeProperty(
                "autocapitalize",
                get: { context, object, _, exception in
                    nodeGetter(context, object, exception) { realm, node in
                        realm.context.string(autocapitalizationHint(realm.store.attribute(autocapitalizeAttribute, of: node)))
                    }
                },
                set: { context, object, _, value, exception in
                    nodeSetter(context, object, value, exception) { realm, node, value in
                        realm.store.setAttribute(autocapitalizeAttribute, to: try value.domString(in: realm), on: node)
                    }
                }),
            NativeProperty("isContentEditable", get: { context, object, _, exception in
                nodeGetter(context, object, exception) { realm, node in realm.context.boolean(realm.store.isContentEditable(node)) }
            }),
        ] + htmlOrForeignElementProperties
        return definition
    }()

    private static let autocapitalizeAttribute = Atom.predefined("autocapitalize")

    /// The autocapitalization hint an `autocapitalize` value gives: "" when missing or empty,
    /// `none` for `off`, `sentences` for `on` and for values it does not know.
    ///
    /// https://html.spec.whatwg.org/multipage/interaction.html#autocapitalization
    private static func autocapitalizationHint(_ value: String?) -> String {
        switch value.map(asciiLowercase) {
        case nil, "": ""
        case "none", "off": "none"
        case "words": "words"
        case "characters": "characters"
        default: "sentences"
        }
    }

    /// `innerText` and `outerText`, which read the same.
    ///
    /// https://html.spec.whatwg.org/multipage/dom.html#dom-innertext
    private static let renderedTextGetter: NativeGetterCallback = { context, object, _, exception in
        nodeGetter(context, object, exception) { realm, node in
            realm.textResult(.innerText, of: node) { realm.store.innerText(of: node, keepingLines: &realm.lineContainerText) }
        }
    }

    /// What HTML, SVG and MathML elements share: `style` (the `ElementCSSInlineStyle`
    /// mixin), and `dataset` and `tabIndex` (the `HTMLOrSVGElement` mixin).
    ///
    /// https://html.spec.whatwg.org/multipage/dom.html#htmlorsvgelement
    /// https://drafts.csswg.org/cssom/#the-elementcssinlinestyle-mixin
    static let htmlOrForeignElementProperties: [NativeProperty] = [
        NativeProperty("dataset", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.dataset(of: node).value }
        }),
        NativeProperty(
            "style",
            get: { context, object, _, exception in
                nodeGetter(context, object, exception) { realm, node in realm.style(of: node).value }
            },
            set: { context, object, _, value, exception in
                nodeSetter(context, object, value, exception) { realm, node, value in
                    realm.store.setAttribute(.style, to: try value.domString(in: realm), on: node)
                }
            }),
        NativeProperty(
            "tabIndex",
            get: { context, object, _, exception in
                nodeGetter(context, object, exception) { realm, node in
                    let parsed = realm.store.attribute(realm.store.atoms.intern("tabindex"), of: node).flatMap(parseHTMLInteger)
                    return realm.context.number(parsed ?? (realm.store.isFocusableByDefault(node) ? 0 : -1))
                }
            },
            set: { context, object, _, value, exception in
                nodeSetter(context, object, value, exception) { realm, node, value in
                    let number = try value.toNumber(in: realm.context)
                    let integer = WebIDLIntegers.long(number)
                    realm.store.setAttribute(realm.store.atoms.intern("tabindex"), to: String(integer), on: node)
                }
            }),
    ]

    /// Global attributes every HTML element reflects.
    private static let globalReflectedProperties = [
        "title", "lang", "dir", "hidden", "accessKey", "translate", "draggable", "spellcheck", "autofocus", "nonce",
        "slot", "inputMode", "inert", "popover",
    ]

    /// `HTMLUnknownElement`, for unknown HTML tags.
    static let htmlUnknownElement = InterfaceDefinition(name: "HTMLUnknownElement", parent: "HTMLElement")

    /// `SVGElement`, with the members it shares with HTML elements (the SVG DOM beyond
    /// them is not provided).
    ///
    /// https://svgwg.org/svg2-draft/types.html#InterfaceSVGElement
    static let svgElement: InterfaceDefinition = {
        var definition = foreignElement(named: "SVGElement", methods: EventBindings.svgElementMethods)
        definition.properties = SVGClassNameMembers.properties + definition.properties
        return definition
    }()

    /// `MathMLElement`, with the members it shares with HTML elements.
    ///
    /// https://w3c.github.io/mathml-core/#dom-mathmlelement
    static let mathMLElement = foreignElement(named: "MathMLElement", methods: EventBindings.mathMLElementMethods)

    /// `MathMLMathElement`, WebKit's interface for `<math>`.
    static let mathMLMathElement = InterfaceDefinition(name: "MathMLMathElement", parent: "MathMLElement")

    /// An interface of SVG or MathML elements: `Element` plus the members shared with HTML
    /// elements, and the `autofocus` and `nonce` they reflect.
    private static func foreignElement(named name: String, methods: [NativeMethod]) -> InterfaceDefinition {
        var definition = InterfaceDefinition(name: name, parent: "Element")
        definition.properties = reflectedProperties(["autofocus", "nonce"]) + htmlOrForeignElementProperties
        definition.methods = methods
        return definition
    }

    /// `HTMLMediaElement`, the parent of `HTMLAudioElement` and `HTMLVideoElement`.
    ///
    /// https://html.spec.whatwg.org/multipage/media.html#htmlmediaelement
    static let htmlMediaElement: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "HTMLMediaElement", parent: "HTMLElement")
        definition.properties = MediaElementMembers.properties
        definition.methods = MediaElementMembers.methods
        definition.constants = MediaElementMembers.constants
        return definition
    }()

    /// One definition per `HTML*Element` interface in ``HTMLInterfaceNames``: the
    /// attributes its elements reflect, plus the members in ``specialMembers``.
    static let htmlElementInterfaces: [InterfaceDefinition] = {
        var tagsByInterface: [String: [String]] = [:]
        for (tag, interface) in HTMLInterfaceNames.byTag where interface != "HTMLUnknownElement" {
            tagsByInterface[interface, default: []].append(tag)
        }
        return tagsByInterface.keys.sorted().map { name in
            let parent = name == "HTMLAudioElement" || name == "HTMLVideoElement" ? "HTMLMediaElement" : "HTMLElement"
            var definition = InterfaceDefinition(name: name, parent: parent)
            let special = specialMembers[name]
            let specialNames = Set((special?.properties ?? []).map(\.name))
            let reflected = ReflectionTable.properties(of: tagsByInterface[name]!, seldomRead: false)
            definition.properties = reflectedProperties(reflected.filter { !specialNames.contains($0) }) + (special?.properties ?? [])
            let seldomRead = ReflectionTable.properties(of: tagsByInterface[name]!, seldomRead: true)
            definition.prototypeOnlyProperties = reflectedProperties(seldomRead.filter { !specialNames.contains($0) })
            definition.methods = special?.methods ?? []
            FormElementNamedProperties.install(on: &definition)
            SelectElementMembers.install(on: &definition)
            return definition
        }
    }()

    /// `template.content`: the template contents.
    ///
    /// https://html.spec.whatwg.org/multipage/scripting.html#dom-template-content
    private static let templateContent = NativeProperty("content", get: { context, object, _, exception in
        nodeGetter(context, object, exception) { realm, node in realm.wrap(realm.store.templateContents(of: node)).value }
    })

    /// A live `HTMLCollection` of the element's HTML `option` descendants for a `datalist`
    /// (https://html.spec.whatwg.org/multipage/form-elements.html#dom-datalist-options), its
    /// `area` descendants for a `map` (https://html.spec.whatwg.org/multipage/image-maps.html#dom-map-areas),
    /// the same object every time.
    private static let descendantCollectionGetter: NativeGetterCallback = { context, object, _, exception in
        nodeGetter(context, object, exception) { realm, node in
            let localName = realm.store.localName(of: node) == .map ? "area" : "option"
            return realm.collection(.tagNameNS(root: node, namespace: Namespace.html.uri, localName: localName)).value
        }
    }

    /// Members beyond reflection, by interface.
    static let specialMembers: [String: (properties: [NativeProperty], methods: [NativeMethod])] = [
        "HTMLAnchorElement": (HyperlinkMembers.properties + [TextMembers.text], HyperlinkMembers.methods),
        "HTMLAreaElement": (HyperlinkMembers.properties, HyperlinkMembers.methods),
        "HTMLTitleElement": ([TextMembers.text], []),
        "HTMLVideoElement": (MediaElementMembers.videoProperties, MediaElementMembers.videoMethods),
        "HTMLTemplateElement": ([templateContent], []),
        "HTMLCanvasElement": ([], CanvasElementMembers.methods),
        "HTMLScriptElement": ([TextMembers.text, TokenListAttributes.blocking], []),
        "HTMLInputElement": (
            FormControlMembers.inputProperties + ConstraintValidationMembers.properties,
            TextControlMembers.selectionMethods + ConstraintValidationMembers.methods
        ),
        "HTMLTextAreaElement": (
            FormControlMembers.textAreaProperties + ConstraintValidationMembers.properties,
            TextControlMembers.selectionMethods + ConstraintValidationMembers.methods
        ),
        "HTMLSelectElement": (
            FormControlMembers.selectProperties + ConstraintValidationMembers.properties,
            SelectElementMembers.methods + ConstraintValidationMembers.methods
        ),
        "HTMLOptionElement": (FormControlMembers.optionProperties, []),
        "HTMLButtonElement": (
            [FormControlMembers.form, LabelMembers.labels] + ConstraintValidationMembers.properties, ConstraintValidationMembers.methods
        ),
        "HTMLFieldSetElement": (
            [FormControlMembers.form, FieldSetMembers.elements, FieldSetMembers.type] + ConstraintValidationMembers.properties,
            ConstraintValidationMembers.methods
        ),
        "HTMLTableElement": (TableMembers.tableProperties, TableEditingMethods.tableMethods),
        "HTMLTableRowElement": (TableMembers.rowProperties + [TableEditingMethods.sectionRowIndex], TableEditingMethods.rowMethods),
        "HTMLTableSectionElement": ([TableEditingMethods.sectionRows], TableEditingMethods.sectionMethods),
        "HTMLTableCellElement": ([TableEditingMethods.cellIndex], []),
        "HTMLOutputElement": ([FormControlMembers.form, LabelMembers.labels, TokenListAttributes.htmlFor], []),
        "HTMLObjectElement": ([FormControlMembers.form] + EmbeddedContentMembers.frameProperties, []),
        "HTMLMeterElement": ([LabelMembers.labels] + MeterAndProgressMembers.meterProperties, []),
        "HTMLProgressElement": ([LabelMembers.labels] + MeterAndProgressMembers.progressProperties, []),
        "HTMLImageElement": (EmbeddedContentMembers.imageProperties, []),
        "HTMLIFrameElement": (EmbeddedContentMembers.frameProperties + [TokenListAttributes.sandbox], []),
        "HTMLFrameElement": (EmbeddedContentMembers.frameProperties, []),
        "HTMLLabelElement": ([FormControlMembers.form, LabelMembers.control], []),
        "HTMLDialogElement": (DialogMembers.properties, DialogMembers.methods),
        "HTMLDataListElement": ([NativeProperty("options", get: descendantCollectionGetter)], []),
        "HTMLMapElement": ([NativeProperty("areas", get: descendantCollectionGetter)], []),
        "HTMLLegendElement": ([FormControlMembers.form], []),
        "HTMLFormElement": (
            FormMembers.properties + [TokenListAttributes.relList], ConstraintValidationMembers.formMethods + FormMembers.methods
        ),
        "HTMLLinkElement": (
            [TokenListAttributes.relList, TokenListAttributes.sizes, TokenListAttributes.blocking, StyleSheetMembers.sheet], []
        ),
        "HTMLStyleElement": ([StyleSheetMembers.sheet, StyleSheetMembers.disabled, TokenListAttributes.blocking], []),
    ]
}

/// `text` on `a`, `title` and `script`: the element's child text content.
enum TextMembers {
    /// https://html.spec.whatwg.org/multipage/semantics.html#dom-title-text
    static let text = NativeProperty(
        "text",
        get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in
                realm.context.string(
                    realm.store.isHTMLElement(node, named: .a)
                        ? realm.store.descendantTextContent(of: node) : realm.store.childTextContent(of: node))
            }
        },
        set: { context, object, _, value, exception in
            nodeSetter(context, object, value, exception) { realm, node, value in
                realm.store.setTextContent(try value.domString(in: realm), of: node)
            }
        })
}

extension NodeStore {
    /// The concatenated data of the node's text children only.
    ///
    /// https://dom.spec.whatwg.org/#concept-child-text-content
    func childTextContent(of node: NodeID) -> String {
        var result = ""
        var child = firstChild(of: node)
        while let current = child {
            if kind(of: current).isText { result.append(data(of: current)) }
            child = nextSibling(of: current)
        }
        return result
    }

    /// Whether the element is focusable without a `tabindex` (its default `tabIndex` is 0).
    func isFocusableByDefault(_ element: NodeID) -> Bool {
        guard namespace(of: element) == .html else { return false }
        let name = localName(of: element)
        if name == .a || name == .area { return hasAttribute(.href, on: element) }
        return name == .button || name == .input || name == .select || name == .textarea || name == .iframe
            || name == .summary
    }
}
