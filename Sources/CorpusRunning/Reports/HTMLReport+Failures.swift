import AppexJS

extension HTMLReport {
    /// The most characters of one value a difference shows.
    static let valueLimit = 600

    /// Each regressed page with its differences, open.
    var regressionsSection: String {
        let regressions = summary.regressions
        guard !regressions.isEmpty else { return "" }
        let entries = regressions.map { outcome in
            var differences: [String] = []
            if case .regressed(let list)? = outcome.verdict { differences = list.map(Self.differenceItem) }
            if let error = outcome.error { differences.append("<li class=\"error\">\(Self.escape(error))</li>") }
            return """
                <details open class="regression" id="\(Self.anchor(outcome.id))"><summary><span class="id">\(Self.escape(outcome.id))</span> \
                <span class="badge status-\(outcome.status.rawValue)">\(outcome.status.rawValue)</span></summary>
                <ul class="diff">\(differences.joined())</ul></details>
                """
        }
        return """
            <section class="panel regressions">
            <h2>Regressions <small>(\(Self.pages(regressions.count)) differ from their golden files)</small></h2>
            \(entries.joined(separator: "\n"))
            </section>
            """
    }

    /// The other failures, one entry per distinct error with its count and pages.
    var failureGroupsSection: String {
        let groups = summary.failureGroups
        guard !groups.isEmpty else { return "" }
        let pageCount = groups.map(\.ids.count).reduce(0, +)
        let entries = groups.map { group in
            let ids = group.ids.map { "<span class=\"id\">\(Self.escape($0))</span>" }.joined(separator: " ")
            let badge = summary.snapshots && PageStatus(rawValue: group.label) == nil
                ? "<span class=\"verdict verdict-\(group.label)\">\(group.label)</span>"
                : "<span class=\"badge status-\(group.label)\">\(group.label)</span>"
            return """
                <div class="group"><div class="group-head"><b>\(group.ids.count)</b> \(badge)</div>
                <pre class="message">\(Self.escape(group.details.joined(separator: "\n")))</pre>
                <details class="ids"\(group.ids.count <= 12 ? " open" : "")><summary>\(Self.pages(group.ids.count))</summary><p>\(ids)</p></details></div>
                """
        }
        return """
            <section class="panel failures">
            <h2>\(summary.regressions.isEmpty ? "Failures" : "Other failures") <small>(\(Self.pages(pageCount)); pages that failed the same way are counted together)</small></h2>
            \(entries.joined(separator: "\n"))
            </section>
            """
    }

    /// Pages that pass now where their golden file recorded a failure.
    var improvementsSection: String {
        let improved = summary.improvements
        guard !improved.isEmpty else { return "" }
        let ids = improved.map { "<span class=\"id\">\(Self.escape($0.id))</span>" }.joined(separator: " ")
        return """
            <section class="panel">
            <h2>Improved <small>(\(Self.pages(improved.count)) now ok; run with --update to record them)</small></h2>
            <p class="ids">\(ids)</p>
            </section>
            """
    }

    /// `<li>` for one difference: its key path, then the old and new values.
    private static func differenceItem(_ difference: PropertyListDifference) -> String {
        let path = "<code class=\"path\">\(escape(difference.keyPath))</code> "
        switch difference.change {
        case .changed(let old, let new):
            return "<li>\(path)<span class=\"old\">\(value(old))</span> → <span class=\"new\">\(value(new))</span></li>"
        case .added(let new):
            return "<li>\(path)added <span class=\"new\">\(value(new))</span></li>"
        case .removed(let old):
            return "<li>\(path)removed <span class=\"old\">\(value(old))</span></li>"
        }
    }

    /// A value as compact JSON, escaped, cut at ``valueLimit`` characters.
    private static func value(_ value: PropertyListValue) -> String {
        let text = value.jsonText(pretty: false)
        return escape(text.count <= valueLimit ? text : text.prefix(valueLimit - 1) + "…")
    }

    /// `1 page`, `3 pages`.
    static func pages(_ count: Int) -> String { count == 1 ? "1 page" : "\(count) pages" }

    /// The fragment id of a regressed page's entry.
    package static func anchor(_ id: String) -> String {
        "regression-" + String(Shard.stableHash(id), radix: 16)
    }
}
