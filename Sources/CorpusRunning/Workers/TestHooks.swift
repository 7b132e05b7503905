import Foundation

/// Misbehaviour a worker can be told to show, so tests can check that the runner
/// survives it. Each is an environment variable holding a substring of page ids; on
/// a page whose id contains it, the worker:
///
/// - `APPEXJS_TEST_CRASH_ON`: calls `abort()`;
/// - `APPEXJS_TEST_HANG_ON`: sleeps forever (outside JavaScript, where no watchdog reaches);
/// - `APPEXJS_TEST_ALLOCATE_ON`: allocates and touches memory until it is killed.
///
/// They are for tests only, and compiled into debug builds only (the test suite's): a
/// release build reads none of them, so the shipped binary cannot be made to misbehave.
package struct TestHooks {
    private let crashOn: String?
    private let hangOn: String?
    private let allocateOn: String?

    /// The hooks set in this process's environment.
    package init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        #if DEBUG
        func value(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        crashOn = value("APPEXJS_TEST_CRASH_ON")
        hangOn = value("APPEXJS_TEST_HANG_ON")
        allocateOn = value("APPEXJS_TEST_ALLOCATE_ON")
        #else
        (crashOn, hangOn, allocateOn) = (nil, nil, nil)
        #endif
    }

    /// Misbehaves as asked for the page `id`; returns when no hook matches it.
    package func misbehave(onPage id: String) {
        if let crashOn, id.contains(crashOn) { abort() }
        if let hangOn, id.contains(hangOn) {
            while true { sleep(1000) }
        }
        if let allocateOn, id.contains(allocateOn) { allocateUntilKilled() }
    }

    /// Touches 16 MB more every 10 ms, up to 8 GB, then sleeps.
    private func allocateUntilKilled() -> Never {
        var blocks: [UnsafeMutableRawPointer] = []
        let blockSize = 16 << 20
        while blocks.count < 512 {
            guard let block = malloc(blockSize) else { break }
            memset(block, 1, blockSize)
            blocks.append(block)
            usleep(10_000)
        }
        while true { sleep(1000) }
    }
}
