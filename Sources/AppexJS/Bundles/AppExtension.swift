@_exported public import ExtensionBundles

/// An app extension bundle as a host emulator uses it: what it declares, whether a share
/// would offer it (with reasons), and sessions running its preprocessing file.
///
/// ```swift
/// let clip = try AppExtension(contentsOf: "Clip.appex")
/// let verdict = try clip.verdictForWebPage()          // would Safari list it?
/// let session = try clip.makeSession(pagePath: "saved.html")
/// let item = try session.run()
/// ```
public struct AppExtension: Sendable {
    /// The bundle as read.
    public let bundle: ExtensionBundle

    /// Reads the `.appex` bundle or `Info.plist` at `path`.
    ///
    /// - Throws: ``AppexError`` (`bundleUnreadable`) naming the `Info.plist` and the key path.
    public init(contentsOf path: String) throws(AppexError) {
        do {
            bundle = try ExtensionBundle(contentsOf: path)
        } catch {
            throw AppexError(bundleError: error)
        }
    }

    /// Wraps a bundle already read.
    public init(bundle: ExtensionBundle) { self.bundle = bundle }

    /// Whether a share of `items` would offer the extension, and why. Each item's
    /// attachments are seen with their registered type identifiers, as the system hands
    /// them to the rule.
    public func verdict(for items: [ExtensionItem]) throws(AppexError) -> ActivationVerdict {
        try verdict(for: ActivationContext(items))
    }

    /// Whether a share of `context` would offer the extension, and why.
    public func verdict(for context: ActivationContext) throws(AppexError) -> ActivationVerdict {
        do {
            return try bundle.verdict(for: context)
        } catch {
            throw AppexError(bundleError: error)
        }
    }

    /// Whether Safari would offer the extension for the page on screen
    /// (`SampleShares.safariWebPage(hasPreprocessingFile:)` of ExtensionBundles).
    public func verdictForWebPage() throws(AppexError) -> ActivationVerdict {
        try verdict(for: SampleShares.safariWebPage(hasPreprocessingFile: bundle.preprocessingFile != nil))
    }

    /// The preprocessing file, read.
    ///
    /// - Throws: ``AppexError`` naming the `Info.plist` and key path when the bundle names no
    ///   file, names one it does not hold, or holds one that is not UTF-8.
    public func script() throws(AppexError) -> ExtensionScript {
        let keyPath = PreprocessingFile.keyPath
        guard let file = bundle.preprocessingFile else {
            throw AppexError(
                .scriptUnreadable, "\(keyPath) is missing, so the extension has no JavaScript for Safari to run",
                file: bundle.infoPlistPath)
        }
        guard file.exists else {
            throw AppexError(
                .scriptUnreadable, "\(keyPath) names \"\(file.name)\", but there is no \(file.path)", file: bundle.infoPlistPath)
        }
        do {
            return try ExtensionScript(contentsOf: file.path)
        } catch {
            throw AppexError(.scriptUnreadable, "\(keyPath): \(error.message)", file: bundle.infoPlistPath)
        }
    }

    /// A session running `libraries` (evaluated first, in order) and then the extension's
    /// preprocessing file on the saved page at `pagePath`.
    public func makeSession(
        pagePath: String, libraries: [ExtensionScript] = [], options: SessionOptions = SessionOptions(),
        engine: ScriptEngine = ScriptEngine()
    ) throws(AppexError) -> ExtensionSession {
        try ExtensionSession(pagePath: pagePath, scripts: libraries + [script()], options: options, engine: engine)
    }

    /// A session running the extension's preprocessing file on `html`.
    public func makeSession(
        html: String, libraries: [ExtensionScript] = [], options: SessionOptions = SessionOptions(),
        engine: ScriptEngine = ScriptEngine()
    ) throws(AppexError) -> ExtensionSession {
        try ExtensionSession(html: html, scripts: libraries + [script()], options: options, engine: engine)
    }

    /// What running the extension on `platform` should warn about: Safari would not offer it
    /// for a web page, or would not run an Action extension's script on macOS.
    public func runWarnings(on platform: SessionOptions.Platform) throws(AppexError) -> [String] {
        var warnings: [String] = []
        let verdict = try verdictForWebPage()
        if !verdict.offered {
            warnings.append("Safari would not offer \(bundle.location) for a web page: \(verdict.decidingClause)")
        }
        if platform == .macOS, bundle.extensionPoint == .action {
            warnings.append("on macOS Safari runs preprocessing files for Share extensions only, so it would not run this Action extension's script")
        }
        return warnings
    }

    /// Which of `extensions` Safari would offer for the page on screen, each with its verdict,
    /// in the order given.
    public static func verdictsForWebPage(_ extensions: [AppExtension]) throws(AppexError) -> [(extension: AppExtension, verdict: ActivationVerdict)] {
        try extensions.map { (appExtension) throws(AppexError) in (appExtension, try appExtension.verdictForWebPage()) }
    }
}

extension ActivationContext {
    /// The rule's view of extension items: each attachment's registered type identifiers,
    /// each item's title.
    public init(_ items: [ExtensionItem]) {
        self.init(
            extensionItems: items.map { item in
                ActivationItem(
                    attachments: item.attachments.map { ActivationAttachment(registeredTypeIdentifiers: $0.registeredTypeIdentifiers) },
                    attributedTitle: item.attributedTitle)
            })
    }
}

extension AppexError {
    /// The error for a bundle that cannot be used: the `Info.plist`, then the key path and message.
    init(bundleError: BundleError) {
        self.init(.bundleUnreadable, [bundleError.keyPath, bundleError.message].compactMap { $0 }.joined(separator: ": "), file: bundleError.file)
    }
}
