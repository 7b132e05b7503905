import DOM
import JavaScriptEngine

/// `Document` members kept for old pages: the link and text colours, which stand for
/// attributes of the `body` element, and the XML declaration's parts, which an HTML
/// document does not have.
///
/// https://html.spec.whatwg.org/multipage/obsolete.html#Document-partial
enum LegacyDocumentMembers {
    static let properties: [NativeProperty] = [
        bodyColor("fgColor"), bodyColor("bgColor"), bodyColor("linkColor"), bodyColor("vlinkColor"), bodyColor("alinkColor"),
        // https://dom.spec.whatwg.org/#interface-document (WebKit's XML declaration members)
        NativeProperty("xmlVersion", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, _ in realm.context.null }
        }),
        NativeProperty("xmlEncoding", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, _ in realm.context.null }
        }),
        NativeProperty("xmlStandalone", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, _ in realm.context.boolean(false) }
        }),
    ]

    /// The body element's attribute behind each colour.
    private static let colorAttributes: [String: Atom] = [
        "fgColor": .predefined("text"), "bgColor": .predefined("bgcolor"), "linkColor": .link,
        "vlinkColor": .predefined("vlink"), "alinkColor": .predefined("alink"),
    ]

    /// The `body` element whose attribute the colour `name` stands for, and the attribute;
    /// nil with no `body` (or a `frameset` in its place).
    private static func colorAttribute(_ name: String?, of document: NodeID, in store: NodeStore) -> (NodeID, Atom)? {
        guard let name, let attribute = colorAttributes[name], let body = store.body(of: document),
            store.isHTMLElement(body, named: .body)
        else { return nil }
        return (body, attribute)
    }

    /// A colour: "" and no effect without a `body` element.
    private static func bodyColor(_ name: String) -> NativeProperty {
        NativeProperty(
            name,
            get: { context, object, name, exception in
                nodeGetter(context, object, exception) { realm, node in
                    guard let (body, attribute) = LegacyDocumentMembers.colorAttribute(name.map(swiftString), of: node, in: realm.store)
                    else { return realm.context.string("") }
                    return realm.context.string(realm.store.attribute(attribute, of: body) ?? "")
                }
            },
            set: { context, object, name, value, exception in
                nodeSetter(context, object, value, exception) { realm, node, value in
                    let text = try value.legacyNullToEmptyString(in: realm)
                    guard let (body, attribute) = LegacyDocumentMembers.colorAttribute(name.map(swiftString), of: node, in: realm.store)
                    else { return }
                    realm.store.setAttribute(attribute, to: text, on: body)
                }
            })
    }
}
