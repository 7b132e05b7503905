#if FUZZING
import FuzzTargets
import Glibc

/// libFuzzer's driver, which this binary's `main` hands over to (SwiftPM names an executable's
/// own `main` the program's entry point, so libFuzzer's `main` never runs).
///
/// https://llvm.org/docs/LibFuzzer.html#using-libfuzzer-as-a-library
enum FuzzerDriver {
    /// The target libFuzzer's callback runs; set once, before the driver starts.
    nonisolated(unsafe) static var target = FuzzTarget.html

    /// Runs libFuzzer over `target` with `arguments` (the program name, then libFuzzer's
    /// corpus folders and flags), and exits with its status.
    static func run(_ target: FuzzTarget, arguments: [String]) -> Never {
        Self.target = target
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        var argc = CInt(arguments.count)
        let status = argv.withUnsafeMutableBufferPointer { buffer in
            var pointer = buffer.baseAddress!
            return LLVMFuzzerRunDriver(&argc, &pointer, fuzzerTestOneInput)
        }
        exit(status)
    }
}

/// `int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*UserCb)(const uint8_t *Data, size_t Size))`,
/// linked from libFuzzer by `-sanitize=fuzzer`.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// libFuzzer's per-input entry point: the driver's callback, and the symbol libFuzzer's own
/// objects refer to, so the link needs it by this name.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzerDriver.target.run(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
#endif
