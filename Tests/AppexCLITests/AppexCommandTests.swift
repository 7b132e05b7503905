import Foundation
import TestSupport
import Testing

/// What ArgumentParser makes of the command as a whole: completion scripts for each shell,
/// which `./setup.sh install` installs (with the manual page from the GenerateManual plugin).
@Suite struct AppexCommandTests {
    static let root = repositoryRoot()

    /// (shell, a line only that shell's script has).
    @Test(arguments: [("bash", "complete -o filenames -F"), ("zsh", "#compdef appexjs"), ("fish", "complete -c 'appexjs'")])
    func completionScriptsCoverTheSubcommandsAndTheirOptions(shell: String, marker: String) throws {
        let result = try runCommand(appexjsExecutable, ["--generate-completion-script", shell], in: Self.root)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains(marker))
        for word in ["run", "corpus", "bench", "finalize", "now", "viewport", "platform"] {
            #expect(result.standardOutput.contains(word), "\(shell) completions lack \(word)")
        }
    }
}
