import DaybookCore

/// `report --glucose-profile`: glucose by hour of the day over the period, as the 5th, 25th, 50th, 75th and 95th
/// percentiles and a bar: `─` from the 5th to the 25th and the 75th to the 95th, `█` from the 25th to the 75th,
/// `┃` at the median, `┊` where the range's low and high are.
enum GlucoseProfileText {
    /// The bar's scale in mg/dL, wide enough for most of what sensors measure.
    static let scale = 40.0...400.0
    static let barWidth = 40

    static func render(_ report: Report, _ glucose: GlucoseReport, style: Style, language: Language) -> String {
        let unit = glucose.settings.unit
        var out = ReportText.title(report, language) + "\n\n"
        guard glucose.hasReadings else { return out + ReportWords.noReadingsInPeriod.text(language) + "\n" }
        let profile = glucose.profile(binMinutes: 60)
        let readings = profile.bins.reduce(0) { $0 + $1.readings }
        out += ReportWords.profileIntro(unit: unit.rawValue, readings: readings).text(language) + "\n\n"
        var rows = [[ReportWords.hour.text(language), "5%", "25%", "50%", "75%", "95%"]]
        var bars = [style.dim(axis(unit: unit))]
        for bin in profile.bins {
            let hour = pad2(bin.start / 60) + ":00"
            guard bin.percentiles.count == 5 else {
                rows.append([hour, "", "", "", "", ""])
                bars.append("")
                continue
            }
            rows.append([hour] + bin.percentiles.map(unit.format))
            bars.append(bar(bin.percentiles, ranges: glucose.settings.ranges))
        }
        let lines = TextTable.lines(rows, leftAligned: [0])
        let barColumn = (lines.map(TerminalWidth.of).max() ?? 0) + 3
        for (line, bar) in zip(lines, bars) {
            out +=
                bar.isEmpty
                ? line + "\n"
                : line + String(repeating: " ", count: barColumn - TerminalWidth.of(line)) + bar + "\n"
        }
        return out
    }

    /// The values under the bar's start, the range's bounds and its end.
    private static func axis(unit: GlucoseUnit) -> String {
        let left = unit.format(scale.lowerBound)
        let right = unit.format(scale.upperBound)
        return left + String(repeating: " ", count: max(1, barWidth - left.count - right.count)) + right
    }

    private static func column(_ mgdl: Double) -> Int {
        let share =
            (min(max(mgdl, scale.lowerBound), scale.upperBound) - scale.lowerBound)
            / (scale.upperBound - scale.lowerBound)
        return min(barWidth - 1, Int(share * Double(barWidth - 1) + 0.5))
    }

    static func bar(_ p: [Double], ranges: GlucoseRanges) -> String {
        var cells = Array(repeating: " ", count: barWidth)
        for bound in [ranges.low, ranges.high] { cells[column(Double(bound))] = "┊" }
        for index in column(p[0])...column(p[4]) { cells[index] = "─" }
        for index in column(p[1])...column(p[3]) { cells[index] = "█" }
        cells[column(p[2])] = "┃"
        var text = cells.joined()
        while text.last == " " { text.removeLast() }
        return text
    }

    private static func pad2(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}
