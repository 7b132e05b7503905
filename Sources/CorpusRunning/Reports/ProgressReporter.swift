import Foundation

/// Shows how far a corpus run is on stderr: on a terminal one line that updates in place
/// (pages done/total, pages/s, ETA, failures so far); otherwise a plain line every few
/// seconds; nothing with `--quiet`.
package final class ProgressReporter {
    package enum Mode {
        case terminal
        case plain
        case silent
    }

    private let mode: Mode
    private let total: Int
    private var done: Int
    private let doneBefore: Int
    private var failures: Int
    private let started = ContinuousClock.now
    private var lastShown: ContinuousClock.Instant?
    private var lineShown = false

    /// A reporter for `total` pages, of which `done` (with `failures`) were done before.
    package init(mode: Mode, total: Int, done: Int, failures: Int) {
        self.mode = mode
        self.total = total
        self.done = done
        self.doneBefore = done
        self.failures = failures
    }

    /// The mode for stderr: a terminal, or not; silent when `quiet`.
    package static func mode(quiet: Bool) -> Mode {
        quiet ? .silent : ProcessCalls.isTerminal(STDERR_FILENO) ? .terminal : .plain
    }

    /// Counts a finished page.
    package func finished(failed: Bool) {
        done += 1
        if failed { failures += 1 }
        show()
    }

    /// Shows the line if it is time to.
    package func tick() { show() }

    /// Clears the terminal line.
    package func end() {
        if mode == .terminal, lineShown { write("\r\u{1B}[K") }
    }

    /// Prints `text` on stderr on its own line, clearing the progress line first.
    package func printLine(_ text: String) {
        end()
        write(text + "\n")
        lineShown = false
        lastShown = nil
        show()
    }

    private func show() {
        let interval: Duration = mode == .terminal ? .milliseconds(100) : .seconds(5)
        guard mode != .silent else { return }
        let now = ContinuousClock.now
        if let lastShown, now - lastShown < interval { return }
        if lastShown == nil, mode == .plain {
            lastShown = now
            return
        }
        lastShown = now
        let text = statusText(now: now)
        if mode == .terminal {
            write("\r\u{1B}[K" + text)
            lineShown = true
        } else {
            write(text + "\n")
        }
    }

    private func statusText(now: ContinuousClock.Instant) -> String {
        let seconds = milliseconds(since: started) / 1000
        let rate = seconds > 0 ? Double(done - doneBefore) / seconds : 0
        let remaining = total - done
        let eta = rate > 0 ? Self.clock(Double(remaining) / rate) : "–"
        return "appexjs corpus: \(done)/\(total) pages, \(format(rate, decimals: 1)) pages/s, ETA \(eta), \(failures) failed"
    }

    /// `1:05`, `1:02:03`.
    private static func clock(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.up))
        let (hours, minutes, rest) = (whole / 3600, whole / 60 % 60, whole % 60)
        let tail = String(format: "%02d", rest)
        return hours > 0 ? "\(hours):\(String(format: "%02d", minutes)):\(tail)" : "\(minutes):\(tail)"
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
