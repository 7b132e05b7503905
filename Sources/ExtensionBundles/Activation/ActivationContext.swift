/// What the share sheet evaluates an extension's activation rule on: the extension items
/// being shared, each with its attachments and the type identifiers they are registered for.
///
/// A predicate rule sees it as key-value coding does: `extensionItems`, then on an item
/// `attachments`, `attributedTitle`, `attributedContentText` and `userInfo`, and on an
/// attachment `registeredTypeIdentifiers`.
///
/// https://developer.apple.com/library/archive/documentation/General/Conceptual/ExtensibilityPG/ExtensionScenarios.html
/// (Declaring Supported Data Types for a Share or Action Extension)
public struct ActivationContext: Sendable, Hashable {
    /// The items shared (`NSExtensionItem`s).
    public var extensionItems: [ActivationItem]

    /// A share of `extensionItems`.
    public init(extensionItems: [ActivationItem]) { self.extensionItems = extensionItems }

    /// Every attachment of every item, in order.
    public var attachments: [ActivationAttachment] { extensionItems.flatMap(\.attachments) }

    /// The schema predicate rules are checked against.
    public static let schema = PredicateSchema(
        root: .object(ContextObject.typeName),
        objectKeys: [
            ContextObject.typeName: ["extensionItems": .collection(.object(ItemObject.typeName))],
            ItemObject.typeName: [
                "attachments": .collection(.object(AttachmentObject.typeName)), "attributedTitle": .string,
                "attributedContentText": .string, "userInfo": .unknown,
            ],
            AttachmentObject.typeName: ["registeredTypeIdentifiers": .collection(.string)],
        ])

    /// The context as a predicate sees it.
    public var predicateValue: PredicateValue { .object(ContextObject(context: self)) }
}

/// One shared item (`NSExtensionItem`) as an activation rule sees it.
public struct ActivationItem: Sendable, Hashable {
    /// Its attachments (`NSItemProvider`s).
    public var attachments: [ActivationAttachment]
    /// Its title, as plain text.
    public var attributedTitle: String?
    /// Its text, as plain text.
    public var attributedContentText: String?

    /// An item with `attachments`.
    public init(attachments: [ActivationAttachment], attributedTitle: String? = nil, attributedContentText: String? = nil) {
        self.attachments = attachments
        self.attributedTitle = attributedTitle
        self.attributedContentText = attributedContentText
    }
}

/// One attachment (`NSItemProvider`) as an activation rule sees it: the types it offers.
public struct ActivationAttachment: Sendable, Hashable, CustomStringConvertible {
    /// `registeredTypeIdentifiers`, in order.
    public var registeredTypeIdentifiers: [String]

    /// An attachment registered for `registeredTypeIdentifiers`.
    public init(registeredTypeIdentifiers: [String]) { self.registeredTypeIdentifiers = registeredTypeIdentifiers }

    /// `public.url, com.apple.property-list`.
    public var description: String { registeredTypeIdentifiers.joined(separator: ", ") }
}

// MARK: - What predicates see

/// `SELF` of an activation rule.
struct ContextObject: PredicateObject {
    static let typeName = "activation context"
    let context: ActivationContext
    var typeName: String { Self.typeName }
    var label: String { "the shared items" }

    func value(forKey key: String) -> PredicateValue? {
        guard key == "extensionItems" else { return nil }
        return .array(context.extensionItems.enumerated().map { .object(ItemObject(item: $1, number: $0 + 1)) })
    }
}

/// An item, numbered from 1 for reasons.
struct ItemObject: PredicateObject {
    static let typeName = "extension item"
    let item: ActivationItem
    let number: Int
    var typeName: String { Self.typeName }
    var label: String { "extension item \(number)" }

    func value(forKey key: String) -> PredicateValue? {
        switch key {
        case "attachments": return .array(item.attachments.enumerated().map { .object(AttachmentObject(attachment: $1, number: $0 + 1)) })
        case "attributedTitle": return item.attributedTitle.map(PredicateValue.string) ?? .null
        case "attributedContentText": return item.attributedContentText.map(PredicateValue.string) ?? .null
        case "userInfo": return .null
        default: return nil
        }
    }
}

/// An attachment, numbered from 1 within its item.
struct AttachmentObject: PredicateObject {
    static let typeName = "attachment"
    let attachment: ActivationAttachment
    let number: Int
    var typeName: String { Self.typeName }
    var label: String { "attachment \(number) (\(attachment))" }

    func value(forKey key: String) -> PredicateValue? {
        guard key == "registeredTypeIdentifiers" else { return nil }
        return .array(attachment.registeredTypeIdentifiers.map(PredicateValue.string))
    }
}
