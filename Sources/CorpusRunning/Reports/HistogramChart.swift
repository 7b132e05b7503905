import Foundation

/// A histogram of per-page times as inline SVG: equal-width bins from 0 to the 99th
/// percentile, with the slower pages gathered in a last bin.
struct HistogramChart {
    let milliseconds: [Double]

    private static let binCount = 24
    private static let width = 960.0
    private static let height = 220.0
    private static let margin = (left: 48.0, right: 12.0, top: 12.0, bottom: 40.0)

    /// Round values (multiples of 1, 2 or 5 × 10ⁿ) from 0 to `top`, about five of them.
    private static func ticks(upTo top: Double) -> [Double] {
        let rough = top / 4
        let magnitude = pow(10, (log10(rough)).rounded(.down))
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= rough } ?? rough
        return stride(from: 0, through: top * 1.0001, by: step).map { $0 }
    }

    /// `250`, `2.5`, `0.25`.
    private static func label(_ value: Double) -> String {
        if value == value.rounded() { return String(Int(value)) }
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    var svg: String {
        guard !milliseconds.isEmpty else { return "<p class=\"empty\">No page has a time.</p>" }
        let statistics = Statistics(milliseconds)
        let top = max(statistics.quantile(0.99), 0.001)
        let binWidth = top / Double(Self.binCount)
        var counts = Array(repeating: 0, count: Self.binCount + 1)
        for value in milliseconds { counts[min(Int(value / binWidth), Self.binCount)] += 1 }
        if counts[Self.binCount] == 0 { counts.removeLast() }
        let highest = Double(counts.max() ?? 1)
        let plotWidth = Self.width - Self.margin.left - Self.margin.right
        let plotHeight = Self.height - Self.margin.top - Self.margin.bottom
        let barWidth = plotWidth / Double(counts.count)
        var parts: [String] = []
        for (index, count) in counts.enumerated() {
            let barHeight = plotHeight * Double(count) / highest
            let x = Self.margin.left + Double(index) * barWidth
            let y = Self.margin.top + plotHeight - barHeight
            let range = index == Self.binCount
                ? "≥ \(format(top, decimals: 1)) ms"
                : "\(format(Double(index) * binWidth, decimals: 1))–\(format(Double(index + 1) * binWidth, decimals: 1)) ms"
            let overflow = index == Self.binCount ? " overflow" : ""
            parts.append(
                "<rect class=\"bar\(overflow)\" x=\"\(format(x + 1))\" y=\"\(format(y))\" width=\"\(format(max(barWidth - 2, 1)))\" height=\"\(format(barHeight))\"><title>\(range): \(count) \(count == 1 ? "page" : "pages")</title></rect>")
        }
        let axisY = Self.margin.top + plotHeight
        parts.append("<line class=\"axis\" x1=\"\(Self.margin.left)\" y1=\"\(axisY)\" x2=\"\(Self.width - Self.margin.right)\" y2=\"\(axisY)\"/>")
        let binsWidth = plotWidth * Double(Self.binCount) / Double(counts.count)
        for value in Self.ticks(upTo: top) {
            let x = Self.margin.left + binsWidth * value / top
            parts.append("<line class=\"axis\" x1=\"\(format(x))\" y1=\"\(format(axisY))\" x2=\"\(format(x))\" y2=\"\(format(axisY + 4))\"/>")
            parts.append(
                "<text class=\"label\" x=\"\(format(x))\" y=\"\(format(axisY + 18))\" text-anchor=\"middle\">\(Self.label(value)) ms</text>")
        }
        parts.append("<text class=\"label\" x=\"\(format(Self.margin.left - 6))\" y=\"\(format(Self.margin.top + 10))\" text-anchor=\"end\">\(Int(highest))</text>")
        parts.append("<text class=\"label\" x=\"\(format(Self.margin.left - 6))\" y=\"\(format(axisY))\" text-anchor=\"end\">0</text>")
        if counts.count > Self.binCount {
            let x = Self.margin.left + binsWidth + barWidth / 2
            parts.append("<text class=\"label\" x=\"\(format(x))\" y=\"\(format(axisY + 18))\" text-anchor=\"middle\">slower</text>")
        }
        let caption = "median \(format(statistics.median, decimals: 1)) ms · p95 \(format(statistics.p95, decimals: 1)) ms · max \(format(statistics.values.last!, decimals: 1)) ms"
        parts.append("<text class=\"caption\" x=\"\(format(Self.width - Self.margin.right))\" y=\"\(format(Self.height - 4))\" text-anchor=\"end\">\(caption)</text>")
        return "<svg class=\"histogram\" viewBox=\"0 0 \(Int(Self.width)) \(Int(Self.height))\" role=\"img\" aria-label=\"Histogram of time per page\">"
            + parts.joined() + "</svg>"
    }
}
