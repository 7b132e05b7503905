import Foundation

/// A thread that watches the page a worker runs, for ``WorkerLoop/Limits``: every 50 ms it
/// checks the page's deadline and the process's resident memory; past either, it answers
/// for the page itself (`timeout` or `out-of-memory`) and ends the process with
/// ``WorkerLoop/stoppedStatus``. The page's own answer is then never written.
final class SelfWatchdog: @unchecked Sendable {
    private struct Running {
        let id: String
        let started: ContinuousClock.Instant
        let seconds: Double
    }

    private let limits: WorkerLoop.Limits
    private let writer: AnswerWriter
    private let lock = NSLock()
    /// The page running now; nil between pages.
    private var running: Running?
    /// Set once the watchdog has answered for the running page.
    private var claimed = false

    init(limits: WorkerLoop.Limits, writer: AnswerWriter) {
        self.limits = limits
        self.writer = writer
        let thread = Thread { [unowned self] in self.watch() }
        thread.name = "appexjs worker watchdog"
        thread.start()
    }

    /// Notes that the page `id` starts, with `seconds` to answer.
    func begin(_ id: String, seconds: Double) {
        lock.lock()
        running = Running(id: id, started: .now, seconds: seconds)
        lock.unlock()
    }

    /// Notes that the page ended; false when the watchdog already answered for it.
    func end() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        running = nil
        return !claimed
    }

    private func watch() {
        while true {
            usleep(50_000)
            lock.lock()
            guard let page = running else {
                lock.unlock()
                continue
            }
            var record: PageRecord?
            let elapsed = milliseconds(since: page.started) / 1000
            if elapsed > page.seconds {
                record = PageRecord(id: page.id, status: .timeout)
                record?.error = PageError(
                    stage: "worker", kind: "timeout",
                    message: "the page ran past its \(formatSeconds(page.seconds - WorkerPool.grace)) timeout and \(formatSeconds(WorkerPool.grace)) of grace where the script watchdog cannot stop it; the worker exits")
            } else if let limit = limits.maximumMegabytes, let memory = ProcessCalls.residentMemory(of: getpid()),
                Double(memory.current) / 1024 > limit
            {
                record = PageRecord(id: page.id, status: .outOfMemory)
                record?.error = PageError(
                    stage: "worker", kind: "outOfMemory",
                    message: "the worker used \(memory.current / 1024) MB, more than --max-memory \(Int(limit)) MB; it exits")
                record?.peakResidentMegabytes = Double(memory.peak) / 1024
            }
            guard var record else {
                lock.unlock()
                continue
            }
            claimed = true
            record.timings.total = elapsed * 1000
            try? writer.write(WorkerProtocol.resultLine(record))
            ProcessCalls.exitNow(WorkerLoop.stoppedStatus)
        }
    }
}
