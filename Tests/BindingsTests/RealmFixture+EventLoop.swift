import Bindings

extension RealmFixture {
    /// Runs the realm's timers in due order until none is left (at most `limit`), as a
    /// session does while it waits for `completionFunction`, and returns the exceptions
    /// their callbacks threw.
    @discardableResult
    func runTimers(limit: Int = 1000) -> [String] {
        var uncaught: [String] = []
        for _ in 0..<limit {
            let (ran, exception) = realm.eventLoop.runNextTimer(in: realm.context)
            if let exception { uncaught.append(exception.details.summary) }
            if !ran { break }
        }
        return uncaught
    }
}
