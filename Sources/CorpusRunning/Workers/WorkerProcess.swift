import Foundation

/// One worker: an `appexjs corpus-worker` process the runner talks to over pipes, one
/// request line in and one results line out per page.
///
/// The runner may send a worker its next page before the worker has answered the one it
/// is running, so the worker never waits for the runner between pages; the worker reads
/// requests in order, so the next page starts when the answer to the last one is written.
final class WorkerProcess {
    /// A page sent to the worker, and since when it has been running.
    struct Assignment {
        let page: PageCollector.Page
        /// When the worker started it: when it was sent, or for a page sent ahead, when the
        /// worker answered the page before it.
        var started: ContinuousClock.Instant
    }

    let pid: pid_t
    /// When it was started.
    let started = ContinuousClock.now
    /// Milliseconds from its start to its ready line (see ``WorkerProtocol``); nil until then.
    private(set) var startupMilliseconds: Double?
    /// The pages sent and not yet answered, in order: the first is running, the rest wait
    /// in its input.
    private(set) var assignments: [Assignment] = []
    /// The page it is running, nil while idle.
    var assignment: Assignment? { assignments.first }
    /// How many pages it has answered.
    private(set) var pagesServed = 0
    /// The highest peak resident memory seen, in megabytes (from its answers and polls).
    var peakResidentMegabytes: Double?

    private var input: Int32?
    let output: Int32
    private(set) var errors: Int32?
    private var outputBuffer: [UInt8] = []
    /// The start of what it wrote on stderr (a crash message), at most ``errorLimit`` bytes.
    private var errorText: [UInt8] = []
    private static let errorLimit = 4096

    /// The environment workers get: this process's, with Swift's crash backtraces off
    /// (unless `SWIFT_BACKTRACE` is set), so a crash ends quickly and its stderr is the
    /// one line that says why.
    static let environment: [String] = {
        var environment = ProcessInfo.processInfo.environment
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        return environment.map { "\($0.key)=\($0.value)" }
    }()

    /// Starts `executable corpus-worker arguments…`.
    init(executable: String, arguments: [String]) throws(ProcessCalls.Failure) {
        var pipes: [(read: Int32, write: Int32)] = []
        do {
            for _ in 0..<3 { pipes.append(try ProcessCalls.makePipe()) }
            pid = try ProcessCalls.spawn(
                executable, arguments: ["corpus-worker"] + arguments, environment: Self.environment,
                standardInput: pipes[0].read, standardOutput: pipes[1].write, standardError: pipes[2].write)
        } catch {
            for pipe in pipes { [pipe.read, pipe.write].forEach(ProcessCalls.closeDescriptor) }
            throw error
        }
        // The child's ends belong to the child now.
        [pipes[0].read, pipes[1].write, pipes[2].write].forEach(ProcessCalls.closeDescriptor)
        input = pipes[0].write
        output = pipes[1].read
        errors = pipes[2].read
    }

    /// Sends `page`, to run after the pages already sent. It is noted as sent even when
    /// writing fails (the worker is gone, and its record is to say so).
    func send(_ page: PageCollector.Page) throws(ProcessCalls.Failure) {
        assignments.append(Assignment(page: page, started: .now))
        guard let input else { throw ProcessCalls.Failure(operation: "write", code: EPIPE) }
        try ProcessCalls.writeAll(input, Array((page.request.line + "\n").utf8))
    }

    /// Notes that it said it is ready: the page sent first, if any, starts now (its start-up
    /// is not the page's).
    func markReady() {
        startupMilliseconds = milliseconds(since: started)
        if !assignments.isEmpty { assignments[0].started = .now }
    }

    /// Notes that the running page was answered: the next one sent, if any, starts now.
    func finishRunningPage() {
        pagesServed += 1
        assignments.removeFirst()
        if !assignments.isEmpty { assignments[0].started = .now }
    }

    /// Forgets the pages sent after the running one, which the worker will never run (it
    /// is being ended), and returns them.
    func takeWaitingPages() -> [PageCollector.Page] {
        guard assignments.count > 1 else { return [] }
        let waiting = assignments[1...].map(\.page)
        assignments.removeLast(assignments.count - 1)
        return waiting
    }

    /// Reads what stdout has; the complete lines, or nil at end of file (the worker died).
    func readLines() throws(ProcessCalls.Failure) -> [String]? {
        guard try ProcessCalls.readAvailable(output, into: &outputBuffer) else { return nil }
        var lines: [String] = []
        while let newline = outputBuffer.firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(String(decoding: outputBuffer[..<newline], as: UTF8.self))
            outputBuffer.removeSubrange(...newline)
        }
        return lines
    }

    /// Reads what stderr has, keeping the start; stops watching it at end of file.
    func readErrors() {
        guard let errors else { return }
        var more = false
        if errorText.count < Self.errorLimit {
            more = (try? ProcessCalls.readAvailable(errors, into: &errorText)) ?? false
        } else {
            var discarded: [UInt8] = []
            more = (try? ProcessCalls.readAvailable(errors, into: &discarded)) ?? false
        }
        if !more {
            ProcessCalls.closeDescriptor(errors)
            self.errors = nil
        }
    }

    /// The first lines it wrote on stderr (at most 4, 600 characters), joined with ` | `.
    var lastWords: String {
        let text = String(decoding: errorText.prefix(Self.errorLimit), as: UTF8.self)
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let joined = lines.prefix(4).joined(separator: " | ")
        return joined.count > 600 ? joined.prefix(599) + "…" : joined
    }

    /// Polls its resident memory; the current value in megabytes, updating the peak.
    func pollResidentMegabytes() -> Double? {
        guard let memory = ProcessCalls.residentMemory(of: pid) else { return nil }
        peakResidentMegabytes = max(peakResidentMegabytes ?? 0, Double(memory.peak) / 1024)
        return Double(memory.current) / 1024
    }

    /// Whether it has exited (reaping it and closing its pipes if so), after ``closeInput()``.
    func reapIfEnded() -> Bool {
        while errors != nil, (try? ProcessCalls.pollReadable([errors!], milliseconds: 0))?.first ?? 0 != 0 { readErrors() }
        guard ProcessCalls.exitIfEnded(pid) != nil else { return false }
        while errors != nil { readErrors() }
        ProcessCalls.closeDescriptor(output)
        return true
    }

    /// Closes its stdin so it exits, and waits for it.
    func finish() {
        closeInput()
        _ = end(killFirst: false)
    }

    /// Kills it (when `killFirst`, or when it has not exited within two seconds), reaps
    /// it, collects the rest of its stderr and closes the pipes; how it ended.
    func end(killFirst: Bool) -> ProcessCalls.Termination {
        closeInput()
        if killFirst { ProcessCalls.killProcess(pid) }
        var termination = ProcessCalls.exitIfEnded(pid)
        let deadline = ContinuousClock.now + .seconds(2)
        while termination == nil, ContinuousClock.now < deadline {
            usleep(5_000)
            termination = ProcessCalls.exitIfEnded(pid)
        }
        if termination == nil {
            ProcessCalls.killProcess(pid)
            termination = ProcessCalls.waitForExit(pid)
        }
        while errors != nil { readErrors() }
        ProcessCalls.closeDescriptor(output)
        return termination!
    }

    /// Closes its stdin: it exits when it has answered its page.
    func closeInput() {
        guard let input else { return }
        ProcessCalls.closeDescriptor(input)
        self.input = nil
    }
}
