import Foundation

/// Runs pages on `jobs` worker processes and reports each page's record as it finishes.
///
/// One thread watches every worker with `poll`. A worker that dies, does not answer
/// within the page deadline, or grows past the memory limit is killed; its page is
/// recorded as `crashed`, `timeout` or `out-of-memory`, and a new worker takes its place.
///
/// Each worker is sent its next page while it runs one (``pagesAhead``), so it does not
/// wait for this thread between pages. A page sent ahead to a worker that is killed goes
/// back to the front of the queue.
package struct WorkerPool {
    /// Limits on workers.
    package struct Limits {
        /// How many workers run at once.
        package var jobs: Int
        /// Seconds a page may take (`--timeout`); its worker is killed ``WorkerPool/grace`` later.
        package var pageTimeout: Double
        /// The resident memory a worker may use, in megabytes; nil for no limit.
        package var maximumMegabytes: Double?
        /// Pages a worker serves before it is replaced; nil to keep it for the whole run.
        package var pagesPerWorker: Int?

        package init(jobs: Int, pageTimeout: Double, maximumMegabytes: Double? = nil, pagesPerWorker: Int? = nil) {
            self.jobs = jobs
            self.pageTimeout = pageTimeout
            self.maximumMegabytes = maximumMegabytes
            self.pagesPerWorker = pagesPerWorker
        }
    }

    /// The executable to start (this one) and the options after `corpus-worker`.
    package let executable: String
    package let workerArguments: [String]
    package let limits: Limits

    package init(executable: String, workerArguments: [String], limits: Limits) {
        self.executable = executable
        self.workerArguments = workerArguments
        self.limits = limits
    }

    /// How long after `--timeout` a worker that has not answered is killed: the session's
    /// own watchdog stops scripts at `--timeout`, and the worker then still answers.
    package static let grace = 1.0

    /// How often workers' memory and deadlines are checked.
    private static let checkIntervalMilliseconds: Int32 = 50

    /// How many pages a worker is sent beyond the one it runs.
    package static let pagesAhead = 1

    /// Runs `pages` in order, calling `finished` with each record (on this thread) and
    /// `tick` at least every ``checkIntervalMilliseconds``; the milliseconds each worker took
    /// to start (from its start to its ready line, not charged to its first page).
    ///
    /// - Throws: a ``ProcessCalls/Failure`` when a worker cannot be started at all, or what
    ///   `finished` throws; the workers are stopped first.
    @discardableResult
    package func run(
        _ pages: [PageCollector.Page], finished: (PageRecord) throws -> Void, tick: () -> Void
    ) throws -> [Double] {
        var startups: [Double] = []
        var queue = pages[...]
        var workers: [WorkerProcess] = []
        // Workers told to exit (stdin closed), reaped without waiting for them.
        var leaving: [WorkerProcess] = []
        defer {
            for worker in workers { _ = worker.end(killFirst: true) }
            for worker in leaving { worker.finish() }
        }
        while true {
            workers.removeAll { worker in
                guard worker.assignment == nil, queue.isEmpty || isDone(worker) else { return false }
                worker.closeInput()
                leaving.append(worker)
                return true
            }
            leaving.removeAll { $0.reapIfEnded() }
            let busy = workers.filter { $0.assignment != nil }.count
            while workers.count < min(limits.jobs, queue.count + busy) {
                workers.append(try WorkerProcess(executable: executable, arguments: workerArguments))
            }
            // Idle workers first, then a page ahead for each busy one.
            for depth in 0...Self.pagesAhead {
                for worker in workers where worker.assignments.count == depth && canTakeAnother(worker) {
                    guard let page = queue.popFirst() else { break }
                    do {
                        try worker.send(page)
                    } catch where depth > 0 {
                        // The worker is gone; its running page reports it, and this one runs elsewhere.
                        queue.insert(contentsOf: worker.takeWaitingPages(), at: queue.startIndex)
                    } catch {
                        try finished(fail(worker, status: .crashed, "the page could not be sent to the worker (\(error))"))
                        workers.removeAll { $0 === worker }
                    }
                }
            }
            if workers.isEmpty && queue.isEmpty { return startups }
            try waitForWorkers(&workers, queue: &queue, startups: &startups, finished: finished)
            tick()
        }
    }

    /// Whether `worker` has served its quota of pages and is to be replaced.
    private func isDone(_ worker: WorkerProcess) -> Bool {
        limits.pagesPerWorker.map { worker.pagesServed >= $0 } ?? false
    }

    /// Whether `worker` may be sent another page: it has room ahead and, counting the pages
    /// it has, is within its quota.
    private func canTakeAnother(_ worker: WorkerProcess) -> Bool {
        guard worker.assignments.count <= Self.pagesAhead else { return false }
        return limits.pagesPerWorker.map { worker.pagesServed + worker.assignments.count < $0 } ?? true
    }

    /// Waits up to ``checkIntervalMilliseconds`` for answers, then handles answers, deaths, overdue
    /// pages and memory.
    private func waitForWorkers(
        _ workers: inout [WorkerProcess], queue: inout ArraySlice<PageCollector.Page>, startups: inout [Double],
        finished: (PageRecord) throws -> Void
    ) throws {
        let descriptors = workers.flatMap { [$0.output] + ($0.errors.map { [$0] } ?? []) }
        let events = try ProcessCalls.pollReadable(descriptors, milliseconds: Self.checkIntervalMilliseconds)
        let readable = Set(zip(descriptors, events).filter { $0.1 != 0 }.map(\.0))
        var gone: [ObjectIdentifier] = []
        for worker in workers {
            if let errors = worker.errors, readable.contains(errors) { worker.readErrors() }
            if readable.contains(worker.output) {
                let (records, outcome) = readAnswers(from: worker, startups: &startups)
                for record in records { try finished(record) }
                switch outcome {
                case .waiting: break
                case .answered: continue
                case .failed(let record):
                    try finished(record)
                    gone.append(ObjectIdentifier(worker))
                    continue
                case .exitedIdle:
                    gone.append(ObjectIdentifier(worker))
                    continue
                }
            }
            guard let assignment = worker.assignment else { continue }
            let deadline = Duration.milliseconds(Int64((limits.pageTimeout + Self.grace) * 1000))
            if ContinuousClock.now - assignment.started > deadline {
                let reason = worker.startupMilliseconds == nil
                    ? "the worker was not ready within --timeout \(formatSeconds(limits.pageTimeout)) (and \(formatSeconds(Self.grace)) of grace); it was killed"
                    : "no answer within --timeout \(formatSeconds(limits.pageTimeout)) (and \(formatSeconds(Self.grace)) of grace); the worker was killed"
                try finished(fail(worker, status: .timeout, reason))
                gone.append(ObjectIdentifier(worker))
            } else if let limit = limits.maximumMegabytes, let resident = worker.pollResidentMegabytes(), resident > limit {
                let reason = "the worker used \(Int(resident)) MB, more than --max-memory \(Int(limit)) MB; it was killed"
                try finished(fail(worker, status: .outOfMemory, reason))
                gone.append(ObjectIdentifier(worker))
            }
        }
        // Pages sent ahead to workers that were ended run on others.
        for worker in workers where gone.contains(ObjectIdentifier(worker)) {
            queue.insert(contentsOf: worker.takeWaitingPages(), at: queue.startIndex)
        }
        workers.removeAll { gone.contains(ObjectIdentifier($0)) }
    }

    /// What reading a worker's stdout gave, after the records of the pages it answered.
    private enum Answer {
        /// Part of a line, or nothing yet, after any answers.
        case waiting
        /// It answered every page it was sent; it is idle again.
        case answered
        /// The worker died or misbehaved and was ended; the running page's record says so.
        case failed(PageRecord)
        /// The worker ended while it had no page.
        case exitedIdle
    }

    /// The records of the pages `worker` answered (in the order it ran them), and what came
    /// after them.
    private func readAnswers(from worker: WorkerProcess, startups: inout [Double]) -> (records: [PageRecord], outcome: Answer) {
        let lines: [String]?
        do {
            lines = try worker.readLines()
        } catch {
            return ([], .failed(fail(worker, status: .crashed, "reading the worker's answer failed (\(error))")))
        }
        guard let lines else {
            guard worker.assignment != nil else {
                _ = worker.end(killFirst: false)
                return ([], .exitedIdle)
            }
            return ([], .failed(fail(worker, status: .crashed, "the worker died", alreadyEnded: true)))
        }
        var records: [PageRecord] = []
        for line in lines {
            if worker.startupMilliseconds == nil {
                do {
                    try WorkerProtocol.readReadyLine(line)
                } catch {
                    guard worker.assignment != nil else {
                        _ = worker.end(killFirst: true)
                        return (records, .exitedIdle)
                    }
                    return (records, .failed(fail(worker, status: .crashed, "the worker did not start: \(error)")))
                }
                worker.markReady()
                startups.append(worker.startupMilliseconds!)
                continue
            }
            guard let assignment = worker.assignment else {
                // An answer to no page: the worker is not to be trusted with another.
                _ = worker.end(killFirst: true)
                return (records, .exitedIdle)
            }
            var record: PageRecord
            do {
                record = try PageRecord(line: line)
            } catch {
                return (records, .failed(fail(worker, status: .crashed, "the worker answered with a line that is not a record: \(error)")))
            }
            guard record.id == assignment.page.id else {
                return (records, .failed(fail(worker, status: .crashed, "the worker answered out of turn (page '\(record.id)')")))
            }
            record.timings.total = milliseconds(since: assignment.started)
            if let peak = record.peakResidentMegabytes { worker.peakResidentMegabytes = max(worker.peakResidentMegabytes ?? 0, peak) }
            worker.finishRunningPage()
            records.append(record)
        }
        return (records, worker.assignment == nil ? .answered : .waiting)
    }

    /// Ends `worker` (killing it unless it `alreadyEnded`) and records its page as
    /// `status`, with what is known: how the process ended, the last lines of its stderr,
    /// its peak memory and the time spent.
    private func fail(
        _ worker: WorkerProcess, status: PageStatus, _ reason: String, alreadyEnded: Bool = false
    ) -> PageRecord {
        let termination = worker.end(killFirst: !alreadyEnded)
        let assignment = worker.assignment!
        var record = PageRecord(id: assignment.page.id, status: status)
        if let offset = assignment.page.offset {
            record.warcFile = assignment.page.path
            record.warcOffset = offset
        }
        var message = reason
        if alreadyEnded { message += ": it \(termination.description)" }
        if !worker.lastWords.isEmpty { message += "; its stderr said: \(worker.lastWords)" }
        let kind = status == .outOfMemory ? "outOfMemory" : status.rawValue
        record.error = PageError(stage: "worker", kind: kind, message: message)
        record.timings.total = milliseconds(since: assignment.started)
        record.peakResidentMegabytes = worker.peakResidentMegabytes
        return record
    }
}

/// `30 s`, `1.5 s`.
package func formatSeconds(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
}
