import ArgumentParser
import CorpusRunning
import Foundation

/// `appexjs pages`: lists the pages `appexjs corpus` would run, one worker-protocol request
/// per line, so another engine (the Spark job) names and reads pages exactly as the corpus
/// runner does: a folder's pages by relative path, a WARC file's HTML pages by
/// `WARC-Record-ID` with their offsets, read from the record heads only.
struct PagesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pages",
        abstract: "List the pages of files, folders and WARC files as worker requests, one JSON line each (as corpus finds them).")

    @Argument(help: "Pages, WARC files (.warc, .warc.gz), or folders to search for them recursively.")
    var pages: [String]

    @Option(help: ArgumentHelp("In folders, only use files with this name (for example source.html).", valueName: "file-name"))
    var name: String?

    @Option(help: ArgumentHelp("Only the i-th of n parts of the pages, as corpus --shard splits them.", valueName: "i/n"))
    var shard: String?

    func validate() throws {
        guard !pages.isEmpty else { throw ValidationError("give at least one page, WARC file or folder") }
        if let shard, Shard(shard) == nil {
            throw ValidationError("--shard '\(shard)' must be i/n with 1 ≤ i ≤ n, for example --shard 2/3")
        }
    }

    func run() throws {
        var found: [PageCollector.Page]
        do {
            found = try PageCollector.pages(in: pages, named: name)
        } catch {
            DiagnosticsPrinter(verbose: false).fail(error)
            throw ExitCode(1)
        }
        if let shard = shard.flatMap(Shard.init) { found = found.filter { shard.contains($0.id) } }
        print(found.map(\.request.line).joined(separator: "\n"))
    }
}
