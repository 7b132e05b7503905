import ArgumentParser

/// `appexjs-conformance`: measures appexjs against code and expectations nobody here
/// wrote. Kept out of `appexjs` itself: it is for this project's CI, not for extension
/// developers.
@main
struct ConformanceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "appexjs-conformance",
        abstract: "Conformance suites for appexjs.",
        subcommands: [ReadabilityCommand.self]
    )
}
