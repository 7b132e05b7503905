import AppexJS
import ArgumentParser

/// How `appexjs run` writes its output.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    /// Stable JSON: sorted keys, with diagnostics.
    case json
    /// An XML property list of the item.
    case xml
    /// A binary property list of the item.
    case binary
}

/// `--platform`.
enum PlatformOption: String, ExpressibleByArgument, CaseIterable {
    case ios
    case macos

    var sessionPlatform: SessionOptions.Platform { self == .ios ? .iOS : .macOS }
}
