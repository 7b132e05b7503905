/// The totals over all pages.
struct ReadabilitySummary {
    let outcomes: [PageOutcome]

    var metadataExact: Int { outcomes.count { $0.metadataExact } }
    var contentEqual: Int { outcomes.count { $0.contentEqual } }

    var text: String {
        let times = outcomes.map(\.milliseconds).sorted()
        let median = times.isEmpty ? 0 : times[times.count / 2]
        let total = times.reduce(0, +)
        return """
            metadata exact (title, byline, excerpt, siteName, dir, lang, publishedTime): \(metadataExact)/\(outcomes.count) pages
            content equal to expected.html: \(contentEqual)/\(outcomes.count) pages
            time: \(String(format: "%.1f", total / 1000)) s in all, median \(String(format: "%.1f", median)) ms per page
            """
    }
}
