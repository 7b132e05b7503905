import AppexJS
import Foundation

/// The worker's side of the protocol (`docs/worker-protocol.md`): warms the engine up,
/// writes the ready line, then answers each request line on its input with one result line,
/// in order, until the input ends.
///
/// A request that cannot be read is answered with an `error` record (stage `request`) and
/// the worker goes on. With ``Limits``, the worker polices itself as `appexjs corpus`
/// polices its workers: a page still running past its timeout and grace (stuck outside
/// JavaScript, where the session's watchdog cannot stop it), or a process grown past the
/// memory limit, is answered as `timeout` or `out-of-memory`, and the worker exits with
/// status ``stoppedStatus`` for its caller to start another.
package struct WorkerLoop {
    /// Limits a worker enforces on itself.
    package struct Limits {
        /// The resident memory the worker may use, in megabytes; nil for no limit.
        package var maximumMegabytes: Double?

        package init(maximumMegabytes: Double?) { self.maximumMegabytes = maximumMegabytes }
    }

    /// The exit status after a page the worker had to stop.
    package static let stoppedStatus: Int32 = 3

    let runner: PageRunner
    /// The timeout of pages that do not set one.
    let pageTimeout: Double
    let limits: Limits?
    let hooks: TestHooks

    package init(runner: PageRunner, pageTimeout: Double, limits: Limits?, hooks: TestHooks = TestHooks()) {
        self.runner = runner
        self.pageTimeout = pageTimeout
        self.limits = limits
        self.hooks = hooks
    }

    /// Serves requests from `input` until it ends, answering on `output`.
    ///
    /// - Throws: ``ProcessCalls/Failure`` when the output cannot be written (the caller is gone).
    package func serve(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) throws(ProcessCalls.Failure) {
        runner.warmUp()
        let writer = AnswerWriter(output: output)
        try writer.write(WorkerProtocol.readyLine)
        let watchdog = limits.map { SelfWatchdog(limits: $0, writer: writer) }
        var reader = LineReader(descriptor: input)
        while let line = reader.nextLine() {
            guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            let request: WorkerRequest
            do {
                request = try WorkerRequest(line: line)
            } catch {
                var record = PageRecord(id: error.id ?? "", status: .error)
                record.error = PageError(stage: "request", kind: "invalidRequest", message: error.reason)
                try writer.write(WorkerProtocol.resultLine(record))
                continue
            }
            watchdog?.begin(request.id, seconds: (request.timeout ?? pageTimeout) + WorkerPool.grace)
            hooks.misbehave(onPage: request.id)
            let record = runner.run(request)
            if let watchdog, !watchdog.end() {
                // The watchdog answered for this page and is ending the process.
                while true { sleep(1000) }
            }
            try writer.write(WorkerProtocol.resultLine(record))
        }
    }
}

/// Writes answer lines, one at a time, from the worker's thread or its watchdog's.
final class AnswerWriter: @unchecked Sendable {
    private let output: Int32
    private let lock = NSLock()

    init(output: Int32) { self.output = output }

    /// Writes `line` and a newline.
    func write(_ line: String) throws(ProcessCalls.Failure) {
        lock.lock()
        defer { lock.unlock() }
        try ProcessCalls.writeAll(output, Array((line + "\n").utf8))
    }
}
