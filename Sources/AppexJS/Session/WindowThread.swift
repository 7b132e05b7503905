import Foundation

/// The thread an engine builds windows on (see ``WindowPreparation``): one per engine,
/// started on first use and joined when the engine goes away.
///
/// It is a thread of its own rather than a dispatch queue because libdispatch retires
/// idle worker threads whenever it likes, and a thread that ran engine code tears down
/// the engine's per-thread state as it ends: that must never happen while the process
/// exits. This thread ends only when its engine does, and is joined then.
final class WindowThread: @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [@Sendable () -> Void] = []
    private var isStopping = false
    private var thread: pthread_t?

    /// Runs `job` on the thread, after the jobs before it.
    func async(_ job: @escaping @Sendable () -> Void) {
        condition.lock()
        defer { condition.unlock() }
        if thread == nil { thread = start() }
        jobs.append(job)
        condition.signal()
    }

    /// Lets the thread finish its jobs, and waits for it to end.
    func stop() {
        condition.lock()
        isStopping = true
        condition.signal()
        let thread = thread
        condition.unlock()
        if let thread { pthread_join(thread, nil) }
    }

    private func start() -> pthread_t {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        // Room for the engine's own stack limit, as on a main thread.
        pthread_attr_setstacksize(&attributes, 8 << 20)
        var thread = pthread_t()
        let context = Unmanaged.passRetained(self).toOpaque()
        let result = pthread_create(&thread, &attributes, { context in
            let owner = Unmanaged<WindowThread>.fromOpaque(context!).takeRetainedValue()
            owner.serve()
            return nil
        }, context)
        precondition(result == 0, "cannot start the window thread: error \(result)")
        return thread
    }

    private func serve() {
        while let job = nextJob() { job() }
    }

    private func nextJob() -> (@Sendable () -> Void)? {
        condition.lock()
        defer { condition.unlock() }
        while jobs.isEmpty && !isStopping { condition.wait() }
        return jobs.isEmpty ? nil : jobs.removeFirst()
    }
}
