import AppexJS
import Foundation

/// `appexjs run`'s last resort against a script the engine cannot stop (see
/// `StallMonitor`): a thread that checks the session every 100 ms and, once its script is
/// stuck a second past the time limit, reports the timeout as any other and ends the
/// process with status 1. Nothing has been written by then: outputs come at the end.
enum StallBackstop {
    /// Starts watching `monitor` for the rest of the process.
    static func watch(_ monitor: StallMonitor, reporter: DiagnosticsPrinter) {
        let thread = Thread {
            while true {
                usleep(100_000)
                if let error = monitor.stalled() {
                    reporter.fail(error)
                    _exit(1)
                }
            }
        }
        thread.name = "appexjs stall backstop"
        thread.start()
    }
}
