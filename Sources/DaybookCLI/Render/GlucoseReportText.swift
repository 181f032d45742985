import DaybookCore

/// A report's glucose in text, below the summary: the period's statistics, each day's, and glucose around doses
/// and meals. Nothing when the period has no readings. Values are in the journal's `glucose_unit`.
enum GlucoseReportText {
    static func render(_ glucose: GlucoseReport, period: Period, language: Language) -> String {
        guard glucose.hasReadings else { return "" }
        let unit = glucose.settings.unit
        var out = "\n"
        var labelled = [
            (ReportWords.glucose.text(language), overview(glucose.period, unit: unit, language)),
            (ReportWords.ranges.text(language), ranges(glucose.period, glucose.settings, language)),
        ]
        labelled += glucose.around.map { (label($0, language), around($0, unit: unit, language)) }
        for line in ReportSummaryText.aligned(labelled) { out += line + "\n" }
        out += "\n"
        for line in table(glucose, year: language == .en || ReportCells.rowsShowYear(period), language) {
            out += line + "\n"
        }
        return out
    }

    /// `mean 142 mg/dL · SD 38 · CV 26.8% · GMI 6.7% · 2,016 readings · coverage 99.7%`.
    static func overview(_ statistics: GlucoseStatistics, unit: GlucoseUnit, _ language: Language) -> String {
        guard let mean = statistics.mean else { return ReportWords.noReadings.text(language) }
        var parts = [ReportWords.mean("\(unit.format(mean)) \(unit.rawValue)").text(language)]
        if let sd = statistics.standardDeviation, let cv = statistics.coefficientOfVariation {
            parts += ["SD \(unit.format(sd))", "CV \(percent(cv))"]
        }
        if let gmi = statistics.gmi { parts.append("GMI \(percent(gmi))") }
        parts.append(ReportWords.readings(statistics.readings).text(language))
        if let coverage = statistics.coverage { parts.append(ReportWords.coverage(percent(coverage)).text(language)) }
        return parts.joined(separator: " · ")
    }

    /// `in 70–180 72.1% · below 70 3.2% (below 54 0.8%) · above 180 24.7% (above 250 5.1%)`.
    static func ranges(_ statistics: GlucoseStatistics, _ settings: GlucoseSettings, _ language: Language) -> String {
        guard let inRange = statistics.inRange, let below = statistics.belowRange, let veryLow = statistics.veryLow,
            let above = statistics.aboveRange, let veryHigh = statistics.veryHigh
        else {
            return ReportWords.noReadings.text(language)
        }
        let r = settings.ranges
        let u = settings.unit
        func bound(_ mgdl: Int) -> String { u.format(Double(mgdl)) }
        let words = { (word: ReportWords) in word.text(language) }
        return words(.inRange(low: bound(r.low), high: bound(r.high), share: percent(inRange))) + " · "
            + words(.below(bound: bound(r.low), share: percent(below)))
            + " (" + words(.below(bound: bound(r.veryLow), share: percent(veryLow))) + ") · "
            + words(.above(bound: bound(r.high), share: percent(above)))
            + " (" + words(.above(bound: bound(r.veryHigh), share: percent(veryHigh))) + ")"
    }

    /// A dose's name as written in daybook.yaml; a meal's slot in the output's language (`lunch`, `昼食`).
    static func label(_ summary: GlucoseAroundSummary, _ language: Language) -> String {
        if summary.isDose { return summary.name }
        return (Slot(rawValue: summary.name)?.localized ?? Slot.other).text(language)
    }

    /// `at the dose 142 on average (6 of 7) · 2 h after 150 (5 of 7)`; for meals `before …`.
    static func around(_ summary: GlucoseAroundSummary, unit: GlucoseUnit, _ language: Language) -> String {
        func mean(_ value: Double?, _ count: Int) -> String {
            ReportWords.ofCount(mean: value.map(unit.format) ?? "–", with: count, count: summary.count).text(language)
        }
        return ReportWords.around(
            isDose: summary.isDose, count: summary.count,
            before: mean(summary.meanBefore, summary.withBefore),
            after: mean(summary.meanAfter, summary.withAfter), unit: unit.rawValue
        ).text(language)
    }

    /// One row per day with readings: count, mean, SD, CV, the share in each range, coverage.
    static func table(_ glucose: GlucoseReport, year: Bool, _ language: Language) -> [String] {
        let unit = glucose.settings.unit
        let showsCoverage = glucose.interval != nil
        let words: [ReportWords] = [.date, .readingsColumn, .meanColumn]
        let more: [ReportWords] = [.inRangeColumn, .belowColumn, .aboveColumn]
        var rows = [
            words.map { $0.text(language) } + ["SD", "CV"] + more.map { $0.text(language) }
                + (showsCoverage ? [ReportWords.coverageColumn.text(language)] : [])
        ]
        for day in glucose.days {
            let s = day.statistics
            var row = [
                ReportCells.date(day.date, language, year: year), Format.whole(s.readings),
                s.mean.map(unit.format) ?? "",
                s.standardDeviation.map(unit.format) ?? "", s.coefficientOfVariation.map(percent) ?? "",
                s.inRange.map(percent) ?? "", s.belowRange.map(percent) ?? "", s.aboveRange.map(percent) ?? "",
            ]
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
