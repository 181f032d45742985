import DaybookCore

/// The percentile profile as an ambulatory glucose profile draws it: midnight to midnight across, the 5th–95th
/// percentiles as a light band, the 25th–75th as a dark one, the median as a line, the range's bounds dashed.
enum GlucoseProfileSVG {
    static let width = 1440
    static let height = 440
    static let axis = GlucoseAxis(top: 16, bottom: 396)
    /// Fewer bins with readings than this make no profile worth drawing.
    static let minimumBins = 4
    static let fontSize = 24

    /// Where the labels of lines at `ys` (top to bottom) go, at the right end, clear of the hour labels at the
    /// left: each just above its line, or just below it when that would touch the label above (54 and 70 mg/dL are
    /// close), and further down while it still would; the baselines, in the same order.
    static func boundLabels(_ ys: [Int]) -> [Int] {
        var placed: [Int] = []
        for y in ys {
            let clear = (placed.last ?? Int.min / 2) + fontSize + 2
            let above = y - 6
            placed.append(above >= clear ? above : max(y + fontSize + 2, clear))
        }
        return placed
    }

    /// nil when too few bins have readings.
    static func render(_ profile: GlucoseProfile, settings: GlucoseSettings) -> String? {
        let bins = profile.bins.filter { $0.percentiles.count == GlucoseProfile.levels.count }
        guard bins.count >= minimumBins else { return nil }
        let half = profile.binMinutes / 2
        func points(_ level: Int, reversed: Bool = false) -> String {
            let ordered = reversed ? bins.reversed() : bins
            return ordered.map { "\($0.start + half),\(axis.y($0.percentiles[level]))" }.joined(separator: " ")
        }
        var out = "<svg viewBox=\"0 0 \(width) \(height)\" role=\"img\">"
        for hour in stride(from: 0, through: 24, by: 3) {
            let x = min(width - 1, hour * 60)
            out += "<line class=\"grid\" x1=\"\(x)\" y1=\"\(axis.top)\" x2=\"\(x)\" y2=\"\(axis.bottom)\"/>"
            if hour < 24 {
                out +=
                    "<text x=\"\(x + 6)\" y=\"\(height - 12)\" font-size=\"24\">\(hour < 10 ? "0" : "")\(hour):00</text>"
            }
        }
        out += "<polygon class=\"p95\" points=\"\(points(4)) \(points(0, reversed: true))\"/>"
        out += "<polygon class=\"p75\" points=\"\(points(3)) \(points(1, reversed: true))\"/>"
        out += "<polyline class=\"p50\" points=\"\(points(2))\"/>"
        let ranges = settings.ranges
        let bounds = [ranges.veryHigh, ranges.high, ranges.low, ranges.veryLow]
        let placed = boundLabels(bounds.map { axis.y(Double($0)) })
        for (bound, labelY) in zip(bounds, placed) {
            let y = axis.y(Double(bound))
            let dashed = bound == ranges.low || bound == ranges.high
            out +=
                "<line class=\"\(dashed ? "target" : "grid")\" x1=\"0\" y1=\"\(y)\" x2=\"\(width)\" y2=\"\(y)\"/>"
                + "<text x=\"\(width - 6)\" y=\"\(labelY)\" font-size=\"\(fontSize)\" text-anchor=\"end\">"
                + "\(settings.unit.format(Double(bound)))</text>"
        }
        return out + "</svg>"
    }
}
