import AppexJS
import Foundation

/// What `appexjs inspect` says about a bundle, as text or as JSON.
struct InspectReport {
    let appExtension: AppExtension
    let verdict: ActivationVerdict
    let share: ActivationContext
    let warnings: [String]

    init(bundlePath: String) throws(AppexError) {
        appExtension = try AppExtension(contentsOf: bundlePath)
        let bundle = appExtension.bundle
        share = SampleShares.safariWebPage(hasPreprocessingFile: bundle.preprocessingFile != nil)
        verdict = try appExtension.verdict(for: share)
        var warnings = bundle.warnings.map(\.description)
        if bundle.preprocessingFile?.exists == true {
            do {
                _ = try appExtension.script()
            } catch {
                warnings.append(error.message)
            }
        }
        self.warnings = warnings
    }

    private var bundle: ExtensionBundle { appExtension.bundle }

    /// `one item, one attachment: public.url, com.apple.property-list`.
    private var shareDescription: String {
        "one item, one attachment: " + share.attachments.map(\.description).joined(separator: "; ")
    }

    // MARK: - Text

    /// The report for people.
    var text: String {
        var lines = [bundle.location]
        func field(_ name: String, _ value: String?) {
            lines.append("  " + name.padding(toLength: 20, withPad: " ", startingAt: 0) + (value ?? "(none)"))
        }
        field("Info.plist", bundle.infoPlistPath)
        field("extension point", bundle.extensionPoint.description)
        field("bundle identifier", bundle.bundleIdentifier)
        field("name", bundle.displayName)
        field("principal class", bundle.principalClass)
        field("main storyboard", bundle.mainStoryboard)
        field("preprocessing file", bundle.preprocessingFile.map { "\($0.name) -> \($0.path) (\($0.exists ? "found" : "missing"))" })
        switch bundle.activationRule {
        case nil: field("activation rule", nil)
        case .dictionary(let dictionary)?:
            field("activation rule", "dictionary")
            lines += dictionary.written.map { String(repeating: " ", count: 24) + "\($0.key) = \($0.value)" }
        case .predicate(let predicate)?:
            field("activation rule", "predicate")
            lines += Self.trimmedLines(predicate.format).map { String(repeating: " ", count: 24) + $0 }
        }
        if !bundle.typeDeclarations.isEmpty {
            lines.append("  declared types")
            lines += bundle.typeDeclarations.map {
                String(repeating: " ", count: 24) + $0.identifier + ($0.conformsTo.isEmpty ? "" : " conforms to " + $0.conformsTo.joined(separator: ", "))
            }
        }
        lines.append("")
        lines.append("Sharing a web page in Safari (\(shareDescription)): \(verdict.offered ? "offered" : "not offered")")
        lines.append("  " + verdict.decidingClause)
        lines += verdict.reasons.dropFirst().map { "  " + $0 }
        if !warnings.isEmpty {
            lines.append("")
            lines.append("warnings")
            lines += warnings.map { "  " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The predicate's lines as written, without blank lines around it or the indentation
    /// they all share.
    static func trimmedLines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.first?.allSatisfy(\.isWhitespace) == true { lines.removeFirst() }
        while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
        let indentation = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min() ?? 0
        return lines.map { String($0.dropFirst(min(indentation, $0.prefix { $0 == " " || $0 == "\t" }.count))) }
    }

    // MARK: - JSON

    /// The report for programs (`--json`).
    var propertyListValue: PropertyListValue {
        func string(_ value: String?) -> PropertyListValue { value.map(PropertyListValue.string) ?? .null }
        let rule: PropertyListValue
        switch bundle.activationRule {
        case nil: rule = .null
        case .dictionary(let dictionary)?:
            rule = .dictionary(["form": .string("dictionary"), "written": .array(dictionary.written.map { .string("\($0.key) = \($0.value)") })])
        case .predicate(let predicate)?:
            rule = .dictionary(["form": .string("predicate"), "written": .array([.string(predicate.format)])])
        }
        return .dictionary([
            "bundle": .string(bundle.location),
            "infoPlist": .string(bundle.infoPlistPath),
            "extensionPoint": .string(bundle.extensionPoint.identifier),
            "kind": .string(bundle.extensionPoint.kindName),
            "bundleIdentifier": string(bundle.bundleIdentifier),
            "name": string(bundle.displayName),
            "principalClass": string(bundle.principalClass),
            "mainStoryboard": string(bundle.mainStoryboard),
            "preprocessingFile": bundle.preprocessingFile.map {
                .dictionary(["name": .string($0.name), "path": .string($0.path), "exists": .boolean($0.exists)])
            } ?? .null,
            "activationRule": rule,
            "declaredTypes": .array(bundle.typeDeclarations.map {
                .dictionary(["identifier": .string($0.identifier), "conformsTo": .array($0.conformsTo.map(PropertyListValue.string)), "source": .string($0.source)])
            }),
            "safariWebPage": .dictionary([
                "share": .array(share.extensionItems.map { item in
                    .dictionary(["attachments": .array(item.attachments.map { .array($0.registeredTypeIdentifiers.map(PropertyListValue.string)) })])
                }),
                "offered": .boolean(verdict.offered),
                "decidingClause": .string(verdict.decidingClause),
                "reasons": .array(verdict.reasons.map(PropertyListValue.string)),
            ]),
            "warnings": .array(warnings.map(PropertyListValue.string)),
        ])
    }
}
