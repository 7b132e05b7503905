// swift-tools-version: 6.1
// appexjs: runs Safari app-extension JavaScript preprocessing files against saved
// pages on Linux, with JavaScriptCore and libxml2.
import PackageDescription

/// Settings every Swift target shares.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "appexjs",
    products: [
        .library(name: "AppexJS", targets: ["AppexJS"]),
        .executable(name: "appexjs", targets: ["AppexCLI"]),
        .executable(name: "appexjs-conformance", targets: ["Conformance"]),
        .executable(name: "appexjs-fuzz", targets: ["AppexFuzz"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        // `swift package generate-documentation --target AppexJS` (docs/api.md); a plugin only.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"),
    ],
    targets: [
        // MARK: C libraries (one Swift module imports each)
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .systemLibrary(
            name: "CJavaScriptCore",
            pkgConfig: "javascriptcoregtk-4.1",
            providers: [.apt(["libjavascriptcoregtk-4.1-dev"])]
        ),
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),

        // MARK: Standards with no DOM: encodings and URLs
        .target(name: "WHATWGEncoding", swiftSettings: swiftSettings),
        .target(name: "WHATWGURL", swiftSettings: swiftSettings),

        // MARK: Property lists, read safely (web archives, Info.plist, --finalize files)
        .target(name: "PropertyLists", swiftSettings: swiftSettings),

        // MARK: Loader: saved-page bytes -> decoded text + URL
        // The containers pages are saved in (web archives, MHTML, WARC), read and written back.
        .target(name: "SavedPages", dependencies: ["CZlib", "PropertyLists"], swiftSettings: swiftSettings),
        .target(name: "PageLoading", dependencies: ["SavedPages", "WHATWGEncoding", "WHATWGURL"], swiftSettings: swiftSettings),

        // MARK: CSS: syntax, selectors, style sheets and the cascade
        .target(name: "CSSSyntax", swiftSettings: swiftSettings),
        .target(name: "Selectors", dependencies: ["CSSSyntax"], swiftSettings: swiftSettings),
        .target(name: "CSS", dependencies: ["CSSSyntax", "Selectors"], swiftSettings: swiftSettings),

        // MARK: The tree and what works on it
        .target(name: "DOM", dependencies: ["CSS", "Selectors", "WHATWGURL"], swiftSettings: swiftSettings),

        // MARK: Parser adapter: libxml2 -> DOM
        .target(name: "HTMLParsing", dependencies: ["CLibXML2", "DOM"], swiftSettings: swiftSettings),

        // MARK: JavaScriptCore, wrapped
        .target(name: "JavaScriptEngine", dependencies: ["CJavaScriptCore"], swiftSettings: swiftSettings),

        // MARK: Bindings: DOM <-> JavaScript objects
        .target(
            name: "Bindings",
            dependencies: ["JavaScriptEngine", "CSS", "DOM", "HTMLParsing", "Selectors", "WHATWGURL", "WHATWGEncoding"],
            swiftSettings: swiftSettings
        ),

        // MARK: The extension as it ships: Info.plist, activation rules, predicates, UTIs
        .target(name: "ExtensionBundles", dependencies: ["PropertyLists"], swiftSettings: swiftSettings),

        // MARK: The public library: sessions, marshalling, outputs
        .target(
            name: "AppexJS",
            dependencies: [
                "Bindings", "PageLoading", "HTMLParsing", "JavaScriptEngine", "CSS", "DOM", "ExtensionBundles", "PropertyLists",
                "WHATWGURL", "WHATWGEncoding",
            ],
            swiftSettings: swiftSettings
        ),

        // MARK: Outputs: files the user named, and standard output
        .target(name: "OutputFiles", swiftSettings: swiftSettings),

        // MARK: Benchmark workloads (what `appexjs bench` compares a run with; not the public library)
        .target(
            name: "Benchmarking",
            dependencies: ["AppexJS", "DOM", "HTMLParsing", "PageLoading", "Selectors", "WHATWGEncoding"],
            swiftSettings: swiftSettings
        ),

        // MARK: Corpus runs: pages, records, snapshots and diffs, reports, the worker pool
        .target(name: "CorpusRunning", dependencies: ["AppexJS", "OutputFiles", "SavedPages"], swiftSettings: swiftSettings),

        // MARK: The command-line tool
        .executableTarget(
            name: "AppexCLI",
            dependencies: [
                "AppexJS", "Benchmarking", "CorpusRunning", "OutputFiles",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),

        // MARK: Fuzzing: each input format read from bytes, and the libFuzzer binary (Scripts/fuzz.sh)
        .target(
            name: "FuzzTargets",
            dependencies: [
                "AppexJS", "CSS", "DOM", "ExtensionBundles", "HTMLParsing", "PageLoading", "SavedPages", "Selectors", "WHATWGURL",
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(name: "AppexFuzz", dependencies: ["FuzzTargets"], swiftSettings: swiftSettings),

        // MARK: Conformance suites (this project's CI; not part of the tool)
        .executableTarget(
            name: "Conformance",
            dependencies: [
                "AppexJS", "DOM", "HTMLParsing", "WHATWGURL",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),

        // MARK: Tests
        .target(name: "TestSupport", dependencies: ["DOM", "SavedPages"], path: "Tests/TestSupport", swiftSettings: swiftSettings),
        .testTarget(name: "WHATWGEncodingTests", dependencies: ["WHATWGEncoding", "TestSupport"], swiftSettings: swiftSettings),
        .testTarget(name: "WHATWGURLTests", dependencies: ["WHATWGURL", "TestSupport"], swiftSettings: swiftSettings),
        .testTarget(name: "SavedPagesTests", dependencies: ["SavedPages", "TestSupport"], swiftSettings: swiftSettings),
        .testTarget(
            name: "PageLoadingTests", dependencies: ["PageLoading", "SavedPages", "WHATWGEncoding", "WHATWGURL", "TestSupport"],
            swiftSettings: swiftSettings),
        .testTarget(name: "CSSSyntaxTests", dependencies: ["CSSSyntax"], swiftSettings: swiftSettings),
        .testTarget(name: "SelectorsTests", dependencies: ["Selectors"], swiftSettings: swiftSettings),
        .testTarget(name: "CSSTests", dependencies: ["CSS", "CSSSyntax", "Selectors"], swiftSettings: swiftSettings),
        .testTarget(name: "DOMTests", dependencies: ["DOM", "HTMLParsing", "WHATWGURL", "TestSupport"], swiftSettings: swiftSettings),
        .testTarget(
            name: "HTMLParsingTests", dependencies: ["HTMLParsing", "DOM", "WHATWGURL", "TestSupport"], swiftSettings: swiftSettings),
        .testTarget(name: "JavaScriptEngineTests", dependencies: ["JavaScriptEngine"], swiftSettings: swiftSettings),
        .testTarget(
            name: "BindingsTests",
            dependencies: ["Bindings", "HTMLParsing", "DOM", "JavaScriptEngine", "WHATWGURL", "TestSupport"],
            exclude: ["WebKitPrototypeMembers"], swiftSettings: swiftSettings
        ),
        .testTarget(name: "OutputFilesTests", dependencies: ["OutputFiles"], swiftSettings: swiftSettings),
        .testTarget(name: "ExtensionBundlesTests", dependencies: ["ExtensionBundles", "TestSupport"], swiftSettings: swiftSettings),
        .testTarget(name: "AppexJSTests", dependencies: ["AppexJS", "TestSupport"], swiftSettings: swiftSettings),
        .testTarget(name: "CorpusRunningTests", dependencies: ["CorpusRunning", "AppexJS", "SavedPages", "TestSupport"], swiftSettings: swiftSettings),
        .testTarget(
            name: "AppexCLITests", dependencies: ["SavedPages", "TestSupport"], exclude: ["CorpusExpected"], swiftSettings: swiftSettings),
        .testTarget(name: "PropertyListsTests", dependencies: ["PropertyLists"], swiftSettings: swiftSettings),
        .testTarget(name: "FuzzTargetsTests", dependencies: ["FuzzTargets", "TestSupport"], swiftSettings: swiftSettings),
        .testTarget(name: "ConformanceTests", dependencies: ["Conformance", "AppexJS"], swiftSettings: swiftSettings),
    ]
)
