/// How one page's run ended.
package enum PageStatus: String, CaseIterable {
    /// `run()` completed (and `finalize`, when asked for).
    case ok
    /// The script failed: a syntax error, a throw, no completion, an unreadable page…
    case error
    /// A script ran past `--timeout` (stopped by the JavaScript watchdog), or the worker
    /// did not answer in time and was killed.
    case timeout
    /// The worker process died while running the page.
    case crashed
    /// The worker's resident memory passed `--max-memory` and it was killed.
    case outOfMemory = "out-of-memory"
}
