import FuzzTargets
import Foundation

/// `appexjs-fuzz TARGET …`: one of appexjs's input formats (``FuzzTarget``) fuzzed.
///
/// Built with `-sanitize=fuzzer` and `-DFUZZING` (Scripts/fuzz.sh builds it so), it is a
/// libFuzzer binary: `appexjs-fuzz TARGET [CORPUS…] [-flag=value…]` takes libFuzzer's own
/// arguments after the target. Built as usual, it replays inputs:
/// `appexjs-fuzz TARGET FILE…` runs each file through the target once and says whether it
/// read it, so a crash a fuzzing run found can be watched in a debug build.
@main
struct AppexFuzz {
    static func main() {
        var arguments = CommandLine.arguments
        guard arguments.count >= 2, let target = FuzzTarget(rawValue: arguments[1]) else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(Data("usage: appexjs-fuzz TARGET [FILE…]; TARGET is one of \(names)\n".utf8))
            exit(64)
        }
        arguments.remove(at: 1)
        #if FUZZING
        FuzzerDriver.run(target, arguments: arguments)
        #else
        for path in arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("appexjs-fuzz: cannot read \(path)\n".utf8))
                exit(66)
            }
            let accepted = target.run([UInt8](data))
            print("\(target.rawValue): \(path): \(accepted ? "read" : "refused")")
        }
        #endif
    }
}
