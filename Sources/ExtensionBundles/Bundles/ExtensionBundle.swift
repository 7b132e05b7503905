import Foundation

/// An app extension as it ships: an `.appex` bundle (or an `Info.plist` on its own), what
/// its `NSExtension` dictionary declares, and whether a share would offer it.
///
/// - An iOS bundle keeps `Info.plist` and its resources at the top of the `.appex` folder;
///   a macOS bundle keeps them in `Contents/` and `Contents/Resources/`. An `Info.plist`
///   given on its own finds resources beside it (as in an Xcode project folder).
/// - The preprocessing file is `NSExtensionJavaScriptPreprocessingFile` with `.js` added,
///   looked up in the resources, then in their `Base.lproj` and `en.lproj`.
///
/// https://developer.apple.com/library/archive/documentation/General/Reference/InfoPlistKeyReference/Articles/AppExtensionKeys.html
public struct ExtensionBundle: Sendable {
    /// The path given: the `.appex` folder or the `Info.plist`.
    public let location: String
    /// The `Info.plist` read.
    public let infoPlistPath: String
    /// `CFBundleIdentifier`.
    public let bundleIdentifier: String?
    /// `CFBundleDisplayName`, else `CFBundleName`.
    public let displayName: String?
    /// `NSExtension.NSExtensionPointIdentifier`.
    public let extensionPoint: ExtensionPoint
    /// `NSExtension.NSExtensionPrincipalClass`.
    public let principalClass: String?
    /// `NSExtension.NSExtensionMainStoryboard`.
    public let mainStoryboard: String?
    /// `NSExtension.NSExtensionAttributes.NSExtensionJavaScriptPreprocessingFile`, resolved.
    public let preprocessingFile: PreprocessingFile?
    /// `NSExtension.NSExtensionAttributes.NSExtensionActivationRule`.
    public let activationRule: ActivationRule?
    /// The types the bundle declares itself (`UTExportedTypeDeclarations`, `UTImportedTypeDeclarations`).
    public let typeDeclarations: [TypeDeclaration]
    /// The system's types plus the bundle's own, as its rule sees them.
    public let types: TypeConformance
    /// What works but is probably a mistake.
    public let warnings: [BundleWarning]

    /// Reads the bundle or `Info.plist` at `path`.
    ///
    /// - Throws: ``BundleError`` naming the file and key path: no `Info.plist`, one that is
    ///   not a property list, no `NSExtension` dictionary, a value of the wrong type, an
    ///   activation rule that does not parse or uses what cannot be evaluated.
    public init(contentsOf path: String) throws(BundleError) {
        let layout = try BundleLayout(path)
        let plist = try InfoPlistFile.read(layout.infoPlist)
        var warnings: [BundleWarning] = []
        location = path
        infoPlistPath = layout.infoPlist
        bundleIdentifier = try plist.string("CFBundleIdentifier")
        let bundleName = try plist.string("CFBundleName")
        displayName = try plist.string("CFBundleDisplayName") ?? bundleName
        typeDeclarations = try Self.typeDeclarations(in: plist)
        types = TypeConformance(adding: typeDeclarations)

        guard let extensionDictionary = try plist.dictionary("NSExtension") else {
            throw plist.error(
                "NSExtension",
                "is missing: an app extension's Info.plist has an NSExtension dictionary (with NSExtensionPointIdentifier and NSExtensionAttributes)")
        }
        guard let point = try extensionDictionary.string("NSExtensionPointIdentifier") else {
            throw extensionDictionary.error("NSExtensionPointIdentifier", "is missing: com.apple.share-services (Share) or com.apple.ui-services (Action)")
        }
        extensionPoint = ExtensionPoint(identifier: point)
        principalClass = try extensionDictionary.string("NSExtensionPrincipalClass")
        mainStoryboard = try extensionDictionary.string("NSExtensionMainStoryboard")
        let attributes = try extensionDictionary.dictionary("NSExtensionAttributes")
        preprocessingFile = try attributes.flatMap { (attributes) throws(BundleError) in
            try Self.preprocessingFile(in: attributes, layout: layout, warnings: &warnings)
        }
        activationRule = try attributes.flatMap { (attributes) throws(BundleError) in
            try ActivationRule(in: attributes, warnings: &warnings)
        }
        warnings += Self.consistencyWarnings(extensionPoint, preprocessingFile, activationRule, layout)
        self.warnings = warnings
    }

    /// What the keys say together that none says alone.
    private static func consistencyWarnings(
        _ point: ExtensionPoint, _ script: PreprocessingFile?, _ rule: ActivationRule?, _ layout: BundleLayout
    ) -> [BundleWarning] {
        var warnings: [BundleWarning] = []
        let ruleKey = ActivationRule.keyPath
        if rule == nil {
            warnings.append(
                BundleWarning(keyPath: ruleKey, "is missing, so the extension declares no data it accepts and no share offers it"))
        }
        if case .dictionary(let dictionary) = rule, dictionary.maximum(.webPage) > 0, script == nil {
            warnings.append(
                BundleWarning(
                    keyPath: ruleKey,
                    "accepts web pages, but the bundle has no NSExtensionJavaScriptPreprocessingFile, so Safari hands it only the page's URL, which NSExtensionActivationSupportsWebURLWithMaxCount accepts"))
        }
        guard let script else { return warnings }
        if !script.exists {
            let folders = layout.resourceFolders.filter { !$0.hasSuffix(".lproj") }.joined(separator: ", ")
            warnings.append(
                BundleWarning(keyPath: PreprocessingFile.keyPath, "names \"\(script.name)\", but there is no \(script.name).js in \(folders)"))
        }
        if rule?.acceptsWebContent == false {
            warnings.append(
                BundleWarning(
                    keyPath: ruleKey,
                    "supports neither NSExtensionActivationSupportsWebPageWithMaxCount nor NSExtensionActivationSupportsWebURLWithMaxCount, so Safari never offers the extension for a page and its JavaScript never runs"))
        }
        switch point {
        case .share: break
        case .action:
            warnings.append(
                BundleWarning(
                    keyPath: PreprocessingFile.keyPath,
                    "on macOS Safari runs preprocessing files for Share extensions only; this Action extension's script runs on iOS"))
        case .other(let identifier):
            warnings.append(
                BundleWarning(
                    keyPath: PreprocessingFile.keyPath,
                    "Safari runs preprocessing files for Share (com.apple.share-services) and Action (com.apple.ui-services) extensions, not for \(identifier)"))
        }
        return warnings
    }

    /// Whether a share of `context` would offer the extension, and why.
    ///
    /// - Throws: ``BundleError`` when the rule fails while evaluating (a value of a kind the
    ///   predicate cannot compare), naming the key path and the position in the predicate.
    public func verdict(for context: ActivationContext) throws(BundleError) -> ActivationVerdict {
        guard let activationRule else {
            return ActivationVerdict(
                offered: false,
                explanation: Explanation(
                    "not offered: NSExtension.NSExtensionAttributes has no NSExtensionActivationRule, so the extension declares no data it accepts"))
        }
        return try activationRule.verdict(for: context, types: types, file: infoPlistPath)
    }

    /// Whether Safari would offer the extension when the user shares the page on screen.
    public func verdictForSafariWebPage() throws(BundleError) -> ActivationVerdict {
        try verdict(for: SampleShares.safariWebPage(hasPreprocessingFile: preprocessingFile != nil))
    }

    // MARK: - Reading

    private static func preprocessingFile(in attributes: PlistDictionary, layout: BundleLayout, warnings: inout [BundleWarning])
        throws(BundleError) -> PreprocessingFile?
    {
        let key = "NSExtensionJavaScriptPreprocessingFile"
        guard let name = try attributes.string(key) else { return nil }
        guard !name.isEmpty, !name.contains("/") else {
            throw attributes.error(key, "\"\(name)\" is not a file name; give the script's name without .js, as in Action for Action.js")
        }
        if name.lowercased().hasSuffix(".js") {
            warnings.append(
                attributes.warning(
                    key, "\"\(name)\" ends in .js; the system adds .js itself and looks for \(name).js, so write \(name.dropLast(3))"))
        }
        let candidates = layout.resourceFolders.map { $0 + "/" + name + ".js" }
        let found = candidates.first { FileManager.default.fileExists(atPath: $0) }
        return PreprocessingFile(name: name, path: found ?? candidates[0], exists: found != nil)
    }

    private static func typeDeclarations(in plist: PlistDictionary) throws(BundleError) -> [TypeDeclaration] {
        var declarations: [TypeDeclaration] = []
        for key in ["UTExportedTypeDeclarations", "UTImportedTypeDeclarations"] {
            guard let entries = try plist.array(key) else { continue }
            for (index, entry) in entries.enumerated() {
                let entryPath = "\(key)[\(index)]"
                guard let values = entry as? [String: Any] else {
                    throw plist.error(entryPath, "is \(PlistDictionary.kind(of: entry).rawValue), expected a dictionary")
                }
                let declaration = PlistDictionary(file: plist.file, keyPath: [entryPath], values: values)
                guard let identifier = try declaration.string("UTTypeIdentifier") else {
                    throw declaration.error("UTTypeIdentifier", "is missing")
                }
                let parents: [String]
                switch values["UTTypeConformsTo"] {
                case nil: parents = []
                case let single as String: parents = [single]
                case let list as [Any]:
                    parents = try list.enumerated().map { (offset, parent) throws(BundleError) in
                        guard let parent = parent as? String else {
                            throw declaration.error("UTTypeConformsTo[\(offset)]", "is \(PlistDictionary.kind(of: parent).rawValue), expected a string")
                        }
                        return parent
                    }
                case let other?:
                    throw declaration.error("UTTypeConformsTo", "is \(PlistDictionary.kind(of: other).rawValue), expected an array of strings")
                }
                declarations.append(TypeDeclaration(identifier, conformsTo: parents, source: "\(plist.file) \(entryPath)"))
            }
        }
        return declarations
    }
}

/// Where a bundle's `Info.plist` and resources are.
struct BundleLayout {
    /// The `Info.plist`.
    let infoPlist: String
    /// The folders resources are looked up in, in order.
    let resourceFolders: [String]

    init(_ path: String) throws(BundleError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw BundleError(file: path, "no such file or folder")
        }
        let folders: [String]
        if isDirectory.boolValue {
            let flat = path + "/Info.plist"
            let contents = path + "/Contents/Info.plist"
            if FileManager.default.fileExists(atPath: flat) {
                infoPlist = flat
                folders = [path]
            } else if FileManager.default.fileExists(atPath: contents) {
                infoPlist = contents
                folders = [path + "/Contents/Resources"]
            } else {
                throw BundleError(file: path, "has no Info.plist (looked for \(flat) and \(contents))")
            }
        } else {
            infoPlist = path
            let folder = (path as NSString).deletingLastPathComponent
            let base = folder.isEmpty ? "." : folder
            folders = (base as NSString).lastPathComponent == "Contents" ? [base + "/Resources", base] : [base]
        }
        resourceFolders = folders.flatMap { [$0, $0 + "/Base.lproj", $0 + "/en.lproj"] }
    }
}
