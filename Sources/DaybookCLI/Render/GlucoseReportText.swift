import DaybookCore

/// A report's glucose in text, below the summary: the period's statistics, each day's, and glucose around doses
/// and meals. Nothing when the period has no readings. Values are in the journal's `glucose_unit`.
enum GlucoseReportText {
    static func render(_ glucose: GlucoseReport) -> String {
        guard glucose.hasReadings else { return "" }
        let unit = glucose.settings.unit
        var out = "\n"
        var labelled = [("glucose", overview(glucose.period, unit: unit)),
                        ("ranges", ranges(glucose.period, glucose.settings))]
        labelled += glucose.around.map { ($0.name, around($0, unit: unit)) }
        for line in ReportSummaryText.aligned(labelled) { out += line + "\n" }
        out += "\n"
        for line in table(glucose) { out += line + "\n" }
        return out
    }

    /// `mean 142 mg/dL · SD 38 · CV 26.8% · GMI 6.7% · 2,016 readings · coverage 99.7%`.
    static func overview(_ statistics: GlucoseStatistics, unit: GlucoseUnit) -> String {
        guard let mean = statistics.mean else { return "no readings" }
        var parts = ["mean \(unit.format(mean)) \(unit.rawValue)"]
        if let sd = statistics.standardDeviation, let cv = statistics.coefficientOfVariation {
            parts += ["SD \(unit.format(sd))", "CV \(percent(cv))"]
        }
        if let gmi = statistics.gmi { parts.append("GMI \(percent(gmi))") }
        parts.append(statistics.readings == 1 ? "1 reading" : "\(Format.whole(statistics.readings)) readings")
        if let coverage = statistics.coverage { parts.append("coverage \(percent(coverage))") }
        return parts.joined(separator: " · ")
    }

    /// `in 70–180 72.1% · below 70 3.2% (below 54 0.8%) · above 180 24.7% (above 250 5.1%)`.
    static func ranges(_ statistics: GlucoseStatistics, _ settings: GlucoseSettings) -> String {
        guard let inRange = statistics.inRange, let below = statistics.belowRange, let veryLow = statistics.veryLow,
              let above = statistics.aboveRange, let veryHigh = statistics.veryHigh else { return "no readings" }
        let r = settings.ranges
        let u = settings.unit
        func bound(_ mgdl: Int) -> String { u.format(Double(mgdl)) }
        return "in \(bound(r.low))–\(bound(r.high)) \(percent(inRange)) · below \(bound(r.low)) \(percent(below)) "
            + "(below \(bound(r.veryLow)) \(percent(veryLow))) · above \(bound(r.high)) \(percent(above)) "
            + "(above \(bound(r.veryHigh)) \(percent(veryHigh)))"
    }

    /// `at the dose 142 on average (6 of 7) · 2 h after 150 (5 of 7)`; for meals `before …`.
    static func around(_ summary: GlucoseAroundSummary, unit: GlucoseUnit) -> String {
        let first = summary.isDose ? "at the dose" : "before"
        let what = summary.isDose ? (summary.count == 1 ? "dose" : "doses") : (summary.count == 1 ? "meal" : "meals")
        func mean(_ value: Double?, _ count: Int) -> String {
            "\(value.map(unit.format) ?? "–") (\(count) of \(summary.count))"
        }
        return "\(Format.whole(summary.count)) \(what) · \(first) \(mean(summary.meanBefore, summary.withBefore)) · "
            + "2 h after \(mean(summary.meanAfter, summary.withAfter)) \(unit.rawValue)"
    }

    /// One row per day with readings: count, mean, SD, CV, the share in each range, coverage.
    static func table(_ glucose: GlucoseReport) -> [String] {
        let unit = glucose.settings.unit
        let showsCoverage = glucose.interval != nil
        var rows = [["date", "readings", "mean", "SD", "CV", "in range", "below", "above"]
            + (showsCoverage ? ["coverage"] : [])]
        for day in glucose.days {
            let s = day.statistics
            var row = [ReportCells.date(day.date), Format.whole(s.readings), s.mean.map(unit.format) ?? "",
                       s.standardDeviation.map(unit.format) ?? "", s.coefficientOfVariation.map(percent) ?? "",
                       s.inRange.map(percent) ?? "", s.belowRange.map(percent) ?? "", s.aboveRange.map(percent) ?? ""]
            if showsCoverage { row.append(s.coverage.map(percent) ?? "") }
            rows.append(row)
        }
        return TextTable.lines(rows, leftAligned: [0])
    }

    /// `72.1%`.
    static func percent(_ value: Double) -> String {
        ReportSummaryText.decimal(value) + "%"
    }
}
