/// The dictionary form of `NSExtensionActivationRule`: how many of each kind of content the
/// extension accepts. A kind whose key is missing or 0 is not accepted.
///
/// - Version 1 (`NSExtensionActivationDictionaryVersion` missing or 1): every attachment
///   shared must be of a kind the extension accepts.
/// - Version 2: at least one attachment must be; the others are ignored.
///
/// In both, no kind may be shared more often than its maximum, and the attachments all
/// together must stay within `…AttachmentsWithMinCount` and `…AttachmentsWithMaxCount`.
///
/// https://developer.apple.com/library/archive/documentation/General/Conceptual/ExtensibilityPG/ExtensionScenarios.html
/// (Declaring Supported Data Types for a Share or Action Extension)
public struct ActivationDictionary: Sendable, Hashable {
    /// The maximum of each kind whose key is present (0 included).
    public let maximumCounts: [ActivationCategory: Int]
    /// `NSExtensionActivationSupportsAttachmentsWithMaxCount`.
    public let maximumAttachments: Int?
    /// `NSExtensionActivationSupportsAttachmentsWithMinCount`.
    public let minimumAttachments: Int?
    /// `NSExtensionActivationDictionaryVersion` (1 when missing).
    public let version: Int
    /// `NSExtensionActivationUsesStrictMatching`, shown as written (it does not change the verdict here).
    public let usesStrictMatching: Bool?
    /// The keys and values as written, sorted by key.
    public let written: [(key: String, value: String)]

    /// The keys of the dictionary form.
    static let attachmentsMaximumKey = "NSExtensionActivationSupportsAttachmentsWithMaxCount"
    static let attachmentsMinimumKey = "NSExtensionActivationSupportsAttachmentsWithMinCount"
    static let versionKey = "NSExtensionActivationDictionaryVersion"
    static let strictMatchingKey = "NSExtensionActivationUsesStrictMatching"
    static let knownKeys = Set(ActivationCategory.allCases.map(\.key) + [attachmentsMaximumKey, attachmentsMinimumKey, versionKey, strictMatchingKey])

    /// Reads the dictionary.
    init(_ dictionary: PlistDictionary, warnings: inout [BundleWarning]) throws(BundleError) {
        var counts: [ActivationCategory: Int] = [:]
        for category in ActivationCategory.allCases {
            if category == .text {
                if let supported = try dictionary.boolean(category.key, warnings: &warnings) { counts[.text] = supported ? 1 : 0 }
            } else if let count = try Self.count(dictionary, category.key, &warnings) {
                counts[category] = count
            }
        }
        maximumCounts = counts
        maximumAttachments = try Self.count(dictionary, Self.attachmentsMaximumKey, &warnings)
        minimumAttachments = try Self.count(dictionary, Self.attachmentsMinimumKey, &warnings)
        let version = try dictionary.integer(Self.versionKey, warnings: &warnings) ?? 1
        if version != 1 && version != 2 {
            warnings.append(dictionary.warning(Self.versionKey, "is \(version); the versions are 1 and 2, and it is read as 1"))
        }
        self.version = version == 2 ? 2 : 1
        usesStrictMatching = try dictionary.boolean(Self.strictMatchingKey, warnings: &warnings)
        for key in dictionary.keys where !Self.knownKeys.contains(key) {
            let close = Self.knownKeys.sorted().first { EditDistance.between($0.lowercased(), key.lowercased()) <= 3 }
            warnings.append(
                dictionary.warning(key, "is not an activation rule key, so it is ignored" + (close.map { "; did you mean \($0)?" } ?? "")))
        }
        written = dictionary.keys.map { key in (key, Self.written(dictionary.values[key]!)) }
    }

    private static func count(_ dictionary: PlistDictionary, _ key: String, _ warnings: inout [BundleWarning]) throws(BundleError) -> Int? {
        guard let count = try dictionary.integer(key, warnings: &warnings) else { return nil }
        guard count >= 0 else { throw dictionary.error(key, "is \(count); a count is 0 or more") }
        return count
    }

    private static func written(_ value: Any) -> String {
        switch PlistDictionary.kind(of: value) {
        case .boolean: return (value as? Bool) == true ? "true" : "false"
        case .string: return "\"\(value)\""
        default: return "\(value)"
        }
    }

    /// The maximum for `category` (0 when its key is missing).
    public func maximum(_ category: ActivationCategory) -> Int { maximumCounts[category] ?? 0 }

    /// `NSExtensionActivationSupportsImageWithMaxCount = 10`, or `… is missing`.
    func clause(_ category: ActivationCategory) -> String {
        guard let count = maximumCounts[category] else { return "\(category.key) is missing" }
        return category == .text ? "\(category.key) = \(count > 0)" : "\(category.key) = \(count)"
    }

    public static func == (lhs: ActivationDictionary, rhs: ActivationDictionary) -> Bool {
        lhs.maximumCounts == rhs.maximumCounts && lhs.maximumAttachments == rhs.maximumAttachments
            && lhs.minimumAttachments == rhs.minimumAttachments && lhs.version == rhs.version
            && lhs.usesStrictMatching == rhs.usesStrictMatching && lhs.written.map(\.key) == rhs.written.map(\.key)
            && lhs.written.map(\.value) == rhs.written.map(\.value)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(maximumCounts)
        hasher.combine(version)
        hasher.combine(written.map(\.key))
    }

    // MARK: - The verdict

    /// Whether a share of `context` is offered, naming the key that decided it.
    func verdict(for context: ActivationContext, types: TypeConformance) -> ActivationVerdict {
        var attachments: [(label: String, attachment: ActivationAttachment)] = []
        for (itemIndex, item) in context.extensionItems.enumerated() {
            for (index, attachment) in item.attachments.enumerated() {
                attachments.append(("attachment \(index + 1) of extension item \(itemIndex + 1) (\(attachment))", attachment))
            }
        }
        func refuse(_ text: String, _ details: [Explanation] = []) -> ActivationVerdict {
            ActivationVerdict(offered: false, explanation: Explanation("not offered: " + text, details: details))
        }
        guard !attachments.isEmpty else { return refuse("nothing is attached, and every key of the rule counts attachments") }
        if let minimum = minimumAttachments, attachments.count < minimum {
            return refuse("\(attachments.count) attachments, fewer than \(Self.attachmentsMinimumKey) = \(minimum)")
        }
        if let maximum = maximumAttachments, attachments.count > maximum {
            return refuse("\(attachments.count) attachments, more than \(Self.attachmentsMaximumKey) = \(maximum)")
        }
        let supported = ActivationCategory.allCases.filter { maximum($0) > 0 }
        var accepted: [Explanation] = []
        var refused: [Explanation] = []
        var counts: [ActivationCategory: Int] = [:]
        for (label, attachment) in attachments {
            let kinds = ActivationCategory.allCases.compactMap { category in
                category.matchingType(of: attachment, types: types).map { (category, $0) }
            }
            for (category, _) in kinds { counts[category, default: 0] += 1 }
            let acceptedBy = kinds.filter { maximum($0.0) > 0 }
            if acceptedBy.isEmpty {
                let wanted = kinds.isEmpty
                    ? "it is none of the kinds the rule counts (web page, web URL, image, movie, file, text)"
                    : "it is " + kinds.map { "\($0.0.noun.withArticle) (\($0.1)), but \(clause($0.0))" }.joined(separator: "; ")
                refused.append(Explanation("\(label) is accepted by no key: \(wanted)"))
            } else {
                accepted.append(Explanation("\(label) is accepted by " + acceptedBy.map { "\(clause($0.0)) (\($0.1))" }.joined(separator: " and ")))
            }
        }
        for category in supported where counts[category, default: 0] > maximum(category) {
            let count = counts[category, default: 0]
            return refuse("\(count) \(category.noun)\(count == 1 || category == .text ? "" : "s") shared, more than \(clause(category))")
        }
        if version == 1, let first = refused.first {
            return refuse(first.text + " (\(Self.versionKey) 1: every attachment must be accepted)", accepted + refused.dropFirst())
        }
        guard !accepted.isEmpty else {
            return refuse("no attachment is accepted (\(Self.versionKey) 2: at least one must be)", refused)
        }
        if accepted.count == 1, refused.isEmpty {
            return ActivationVerdict(offered: true, explanation: Explanation("offered: " + accepted[0].text))
        }
        let rule = version == 1 ? "every attachment is accepted" : "\(accepted.count) of \(attachments.count) attachments accepted (version 2: one is enough)"
        return ActivationVerdict(offered: true, explanation: Explanation("offered: " + rule, details: accepted + refused))
    }
}
