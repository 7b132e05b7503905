import Foundation
import FuzzTargets
import Testing
import TestSupport

/// Each fuzz target over its seed corpus (Fuzz/Corpus/TARGET) and over every input a fuzzing
/// run found wrong (Fuzz/Regressions/TARGET), as `Scripts/fuzz.sh` runs them, once each.
struct FuzzTargetTests {
    @Test(arguments: FuzzTarget.allCases)
    func readsEverySeedOfItsCorpus(target: FuzzTarget) throws {
        let seeds = try inputs(in: "Fuzz/Corpus", of: target)
        #expect(!seeds.isEmpty, "\(target.rawValue) has no seed inputs in Fuzz/Corpus/\(target.rawValue)")
        for (name, bytes) in seeds {
            #expect(target.run(bytes), "the \(target.rawValue) reader refused its seed \(name)")
        }
    }

    /// An input in Fuzz/Regressions crashed, trapped or hung its target once; it must now
    /// run to the end (accepted or refused).
    @Test(arguments: FuzzTarget.allCases)
    func runsEveryInputThatFailedOnce(target: FuzzTarget) throws {
        for (_, bytes) in try inputs(in: "Fuzz/Regressions", of: target) {
            target.run(bytes)
        }
    }

    /// The files in `folder/TARGET`, by name; none when that folder does not exist.
    private func inputs(in folder: String, of target: FuzzTarget) throws -> [(String, [UInt8])] {
        let directory = repositoryRoot().appendingPathComponent(folder).appendingPathComponent(target.rawValue)
        guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted().map { name in
            (name, [UInt8](try Data(contentsOf: directory.appendingPathComponent(name))))
        }
    }
}
