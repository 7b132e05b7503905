import AppexJS
import ArgumentParser

/// `--appex Foo.appex` or `--info-plist Info.plist`: run the extension as it ships, with
/// the script its `NSExtensionJavaScriptPreprocessingFile` names.
struct ExtensionBundleOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The extension's .appex bundle: its NSExtensionJavaScriptPreprocessingFile is the script (evaluated after any --script files).",
        valueName: "Foo.appex"))
    var appex: String?

    @Option(name: .customLong("info-plist"), help: ArgumentHelp(
        "The extension's Info.plist, with its preprocessing file beside it (as in an Xcode project).", valueName: "Info.plist"))
    var infoPlist: String?

    /// The bundle or `Info.plist` given, if any.
    var path: String? { appex ?? infoPlist }

    func validate() throws {
        if appex != nil && infoPlist != nil { throw ValidationError("give --appex or --info-plist, not both") }
    }

    /// Throws the usage error for a command that needs a script from somewhere.
    func requireScript(_ scripts: [String]) throws {
        guard scripts.isEmpty && path == nil else { return }
        throw ValidationError("--script EXT.js or --appex Foo.appex is required: the extension's JavaScript")
    }

    /// The bundle, read; nil when neither option was given.
    func load() throws(AppexError) -> AppExtension? {
        try path.map { (path) throws(AppexError) in try AppExtension(contentsOf: path) }
    }

    /// `scripts` read in order, then the bundle's preprocessing file.
    static func scripts(_ paths: [String], then appExtension: AppExtension?) throws(AppexError) -> [ExtensionScript] {
        var scripts = try paths.map { (path) throws(AppexError) in try ExtensionScript(contentsOf: path) }
        if let appExtension { scripts.append(try appExtension.script()) }
        return scripts
    }

    /// What `run`'s JSON says of the bundle: `{bundle, kind, extensionPoint, bundleIdentifier, script, offeredForWebPage}`.
    static func summary(of appExtension: AppExtension) throws(AppexError) -> PropertyListValue {
        let bundle = appExtension.bundle
        return .dictionary([
            "bundle": .string(bundle.location),
            "kind": .string(bundle.extensionPoint.kindName),
            "extensionPoint": .string(bundle.extensionPoint.identifier),
            "bundleIdentifier": bundle.bundleIdentifier.map(PropertyListValue.string) ?? .null,
            "script": bundle.preprocessingFile.map { .string($0.path) } ?? .null,
            "offeredForWebPage": .boolean(try appExtension.verdictForWebPage().offered),
        ])
    }
}
