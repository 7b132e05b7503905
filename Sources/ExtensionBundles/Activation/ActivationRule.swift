/// `NSExtensionAttributes.NSExtensionActivationRule`: which shares offer the extension,
/// either as a dictionary of counts or as a predicate.
///
/// https://developer.apple.com/library/archive/documentation/General/Conceptual/ExtensibilityPG/ExtensionScenarios.html
/// (Declaring Supported Data Types for a Share or Action Extension)
public enum ActivationRule: Sendable {
    /// The dictionary form: `NSExtensionActivationSupports…` counts.
    case dictionary(ActivationDictionary)
    /// The predicate form: a string the system compiles as an `NSPredicate` and evaluates on
    /// the shared items.
    case predicate(CheckedPredicate)

    /// Where the rule is in the `Info.plist`.
    public static let keyPath = "NSExtension.NSExtensionAttributes.NSExtensionActivationRule"
    static let key = "NSExtensionActivationRule"

    /// Reads the rule from `NSExtensionAttributes`; nil when there is none.
    init?(in attributes: PlistDictionary, warnings: inout [BundleWarning]) throws(BundleError) {
        guard let value = attributes.values[Self.key] else { return nil }
        if value is [String: Any], let dictionary = try attributes.dictionary(Self.key) {
            self = .dictionary(try ActivationDictionary(dictionary, warnings: &warnings))
        } else if let format = value as? String {
            let predicate: CheckedPredicate
            do {
                predicate = try CheckedPredicate(format: format, schema: ActivationContext.schema)
            } catch {
                throw attributes.error(Self.key, "the predicate fails at \(error)")
            }
            for warning in predicate.warnings { warnings.append(attributes.warning(Self.key, "at \(warning)")) }
            if Self.mentionsTruePredicate(predicate.predicate) {
                warnings.append(
                    attributes.warning(
                        Self.key,
                        "uses TRUEPREDICATE, which offers the extension for everything; App Store review rejects it, so replace it with the types the extension accepts"))
            }
            self = .predicate(predicate)
        } else {
            throw attributes.error(
                Self.key,
                "is \(PlistDictionary.kind(of: value).rawValue), expected a dictionary of NSExtensionActivationSupports… counts or a predicate string")
        }
    }

    private static func mentionsTruePredicate(_ predicate: Predicate) -> Bool {
        var pending = [predicate]
        while let next = pending.popLast() {
            switch next.kind {
            case .constant(true): return true
            case .and(let operands), .or(let operands): pending += operands
            case .not(let operand): pending.append(operand)
            default: break
            }
        }
        return false
    }

    /// Whether the rule accepts web pages or web URLs, which Safari's page share needs
    /// (nil for a predicate, whose answer depends on evaluation).
    public var acceptsWebContent: Bool? {
        guard case .dictionary(let dictionary) = self else { return nil }
        return dictionary.maximum(.webPage) > 0 || dictionary.maximum(.webURL) > 0
    }

    /// The rule as written: the predicate's text, or the dictionary's keys and values.
    public var written: [String] {
        switch self {
        case .predicate(let predicate): return [predicate.format]
        case .dictionary(let dictionary): return dictionary.written.map { "\($0.key) = \($0.value)" }
        }
    }

    /// Whether a share of `context` would offer the extension, and why.
    ///
    /// - Throws: ``BundleError`` at `file` and the rule's key path when a predicate fails
    ///   while evaluating.
    func verdict(for context: ActivationContext, types: TypeConformance, file: String) throws(BundleError) -> ActivationVerdict {
        switch self {
        case .dictionary(let dictionary):
            return dictionary.verdict(for: context, types: types)
        case .predicate(let predicate):
            let outcome: (result: Bool, explanation: Explanation)
            do {
                outcome = try predicate.evaluate(on: context.predicateValue, types: types)
            } catch {
                throw BundleError(file: file, keyPath: Self.keyPath, "the predicate fails at \(error)")
            }
            let verdict = (outcome.result ? "offered: " : "not offered: ") + outcome.explanation.text
            return ActivationVerdict(offered: outcome.result, explanation: Explanation(verdict, details: outcome.explanation.details))
        }
    }
}
