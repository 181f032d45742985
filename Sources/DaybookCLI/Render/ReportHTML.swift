import DaybookCore

/// `report --format html`: one self-contained page to print or send to a clinic. Inline CSS and SVG only: no
/// script, no font, no image or anything else fetched (its Content-Security-Policy forbids all of it), laid out for
/// A4 and readable on a phone. It shows the period's glucose statistics and profile, a strip per day with glucose,
/// meals and doses, the dose calendar, intake against target, glucose around doses and meals, and the summary table.
/// It reports what happened and gives no advice.
enum ReportHTML {
    static func render(
        _ report: Report, glucose: GlucoseReport, language: Language,
        weekStart: WeekStart = .monday
    ) -> String {
        let words = ReportHTMLWords.Page(language: language)
        let unit = glucose.settings.unit
        let year = language == .en || ReportCells.rowsShowYear(report.period)
        let first = ReportCells.date(report.period.first, language)
        let last = ReportCells.date(report.period.last, language, year: year)
        var out = "<!DOCTYPE html>\n<html lang=\"\(language.rawValue)\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out +=
            "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">\n"
        out += "<title>\(HTMLText.escape(words[.title])) · \(first) – \(last)</title>\n"
        out += "<style>\n\(ReportHTMLStyle.css)\n</style>\n</head>\n<body>\n<header>\n"
        out += "<h1>\(HTMLText.escape(words[.title]))</h1>\n"
        out += "<p>\(HTMLText.escape(words[.period(first: first, last: last, days: report.period.count)]))</p>\n"
        out +=
            "<p class=\"note\">\(HTMLText.escape(words[.noAdvice])) \(HTMLText.escape(words[.unitNote(unit.rawValue)]))</p>\n"
        out += "</header>\n"
        out += glucoseSection(glucose, words: words)
        out +=
            "<section>\n<h2>\(HTMLText.escape(words[.days]))</h2>\n<p class=\"note\">\(HTMLText.escape(words[.daysLegend]))</p>\n"
        out += "<div class=\"strips\">\n"
        for (day, glucoseDay) in zip(report.days, glucose.days) {
            out += strip(day, glucoseDay, glucose: glucose, words: words, year: year)
        }
        out += "</div>\n</section>\n"
        out += dosesSection(report, words: words, weekStart: weekStart)
        out += aroundSection(glucose, words: words)
        out +=
            "<section>\n<h2>\(HTMLText.escape(words[.intake]))</h2>\n<p class=\"note\">\(HTMLText.escape(words[.intakeLegend]))</p>\n"
        out += IntakeSVG.render(report.days) + "\n</section>\n"
        out += summarySection(report, glucose: glucose, words: words, year: year)
        out += "<footer>\(HTMLText.escape(words[.made(report.now.description)]))</footer>\n</body>\n</html>\n"
        return out
    }

    // MARK: - Glucose

    private static func glucoseSection(_ glucose: GlucoseReport, words: ReportHTMLWords.Page) -> String {
        var out = "<section>\n<h2>\(HTMLText.escape(words[.glucose]))</h2>\n"
        let s = glucose.period
        guard glucose.hasReadings, let mean = s.mean else {
            return out + "<p>\(HTMLText.escape(words[.noReadings]))</p>\n</section>\n"
        }
        let unit = glucose.settings.unit
        var metrics = [
            (words[.readings], Format.whole(s.readings)), (words[.mean], "\(unit.format(mean)) \(unit.rawValue)"),
        ]
        if let gmi = s.gmi { metrics.append((words[.gmi], percent(gmi))) }
        if let sd = s.standardDeviation { metrics.append((words[.sd], "\(unit.format(sd)) \(unit.rawValue)")) }
        if let cv = s.coefficientOfVariation { metrics.append((words[.cv], percent(cv))) }
        if let coverage = s.coverage { metrics.append((words[.coverage], percent(coverage))) }
        out += "<div class=\"metrics\">"
        for (label, value) in metrics {
            out += "<div class=\"metric\"><b>\(HTMLText.escape(value))</b><span>\(HTMLText.escape(label))</span></div>"
        }
        out += "</div>\n" + ranges(s, settings: glucose.settings, words: words)
        out += "<h2>\(HTMLText.escape(words[.profile]))</h2>\n"
        if let svg = GlucoseProfileSVG.render(glucose.profile(binMinutes: 30), settings: glucose.settings) {
            out += "<p class=\"note\">\(HTMLText.escape(words[.profileLegend]))</p>\n\(svg)\n"
        } else {
            out += "<p>\(HTMLText.escape(words[.profileTooFew]))</p>\n"
        }
        return out + "</section>\n"
    }

    /// The share of readings in each range, as a stacked bar and a table.
    private static func ranges(
        _ s: GlucoseStatistics, settings: GlucoseSettings,
        words: ReportHTMLWords.Page
    ) -> String {
        guard let below = s.belowRange, let veryLow = s.veryLow, let above = s.aboveRange, let veryHigh = s.veryHigh,
            let inRange = s.inRange
        else { return "" }
        let r = settings.ranges
        let u = settings.unit
        func value(_ mgdl: Int) -> String { u.format(Double(mgdl)) }
        let rows: [(String, String, String, Double)] = [
            ("vh", words[.veryHigh], "> \(value(r.veryHigh))", veryHigh),
            ("h", words[.high], "\(value(r.high)) – \(value(r.veryHigh))", above - veryHigh),
            ("r", words[.inRange], "\(value(r.low)) – \(value(r.high))", inRange),
            ("l", words[.low], "\(value(r.veryLow)) – \(value(r.low))", below - veryLow),
            ("vl", words[.veryLow], "< \(value(r.veryLow))", veryLow),
        ]
        var out = "<div class=\"ranges\"><div class=\"stack\">"
        for (kind, _, _, share) in rows where share > 0 {
            out += "<i class=\"\(kind)\" style=\"flex:\(ReportSummaryText.decimal(share)) 0 0\"></i>"
        }
        out += "</div><table>"
        for (kind, name, bounds, share) in rows {
            out +=
                "<tr><td><i class=\"\(kind)\" style=\"display:inline-block;width:.8rem;height:.8rem\"></i> "
                + "\(HTMLText.escape(name))</td><td class=\"dim\">\(HTMLText.escape(bounds))</td>"
                + "<td><b>\(percent(share))</b></td></tr>"
        }
        return out + "</table></div>\n"
    }

    // MARK: - Days

    private static func strip(
        _ day: DaySummary, _ glucoseDay: GlucoseReport.Day, glucose: GlucoseReport,
        words: ReportHTMLWords.Page, year: Bool
    ) -> String {
        let unit = glucose.settings.unit
        var right: [String] = []
        if ReportCells.showsNumbers(day) { right.append("\(ReportCells.eaten(day)) kcal") }
        if let mean = glucoseDay.statistics.mean { right.append("\(unit.format(mean)) \(unit.rawValue)") }
        if let inRange = glucoseDay.statistics.inRange {
            right.append("\(percent(inRange)) \(words[.inRangeLowercased])")
        }
        return
            "<figure><figcaption><b>\(ReportCells.date(day.date, words.language, year: year))</b><span>\(HTMLText.escape(right.joined(separator: " · ")))</span>"
            + "</figcaption>"
            + DayStripSVG.render(
                day, glucose: glucoseDay, settings: glucose.settings, interval: glucose.interval, unit: unit,
                language: words.language)
            + "</figure>\n"
    }

    // MARK: - Doses

    private static func dosesSection(_ report: Report, words: ReportHTMLWords.Page, weekStart: WeekStart) -> String {
        var out = "<section>\n<h2>\(HTMLText.escape(words[.doses]))</h2>\n"
        for dose in report.summary.scheduled {
            if let adherence = dose.adherence {
                out +=
                    "<p>\(HTMLText.escape(words[.adherence(dose: dose.name, taken: dose.taken, decided: dose.decided, percent: Int((adherence * 100).rounded()))]))</p>\n"
            } else {
                out += "<p>\(HTMLText.escape(words[.noDecidedDays(dose.name)]))</p>\n"
            }
        }
        out += DoseCalendarHTML.render(report.days, words: words, weekStart: weekStart)
        return out + "\n<p class=\"note\">\(HTMLText.escape(words[.calendarLegend]))</p>\n</section>\n"
    }

    private static func aroundSection(_ glucose: GlucoseReport, words: ReportHTMLWords.Page) -> String {
        guard glucose.hasReadings, !glucose.around.isEmpty else { return "" }
        let unit = glucose.settings.unit
        var out =
            "<section>\n<h2>\(HTMLText.escape(words[.around]))</h2>\n<div class=\"table-wrap\"><table class=\"around\">"
        out +=
            "<tr><th></th><th>\(HTMLText.escape(words[.aroundCount]))</th><th>\(HTMLText.escape(words[.aroundAt])) / "
            + "\(HTMLText.escape(words[.aroundBefore]))</th><th>\(HTMLText.escape(words[.aroundAfter]))</th></tr>"
        for summary in glucose.around {
            func mean(_ value: Double?, _ count: Int) -> String {
                "\(value.map { "\(unit.format($0)) \(unit.rawValue)" } ?? "–") (\(count))"
            }
            out +=
                "<tr><td>\(HTMLText.escape(GlucoseReportText.label(summary, words.language)))</td><td>\(summary.count)</td>"
                + "<td>\(mean(summary.meanBefore, summary.withBefore))</td><td>\(mean(summary.meanAfter, summary.withAfter))</td></tr>"
        }
        return out + "</table></div>\n</section>\n"
    }

    // MARK: - Summary

    private static func summarySection(
        _ report: Report, glucose: GlucoseReport, words: ReportHTMLWords.Page,
        year: Bool
    ) -> String {
        let unit = glucose.settings.unit
        let doseNames = report.days.first.map(ReportCells.scheduled)?.map(\.name) ?? []
        var out =
            "<section>\n<h2>\(HTMLText.escape(words[.summary]))</h2>\n<div class=\"table-wrap\"><table class=\"days\"><tr>"
        let headers =
            [words[.date], words[.eaten], words[.target], words[.left]] + doseNames
            + (glucose.hasReadings ? [words[.glucoseMean], words[.timeInRange], words[.readings]] : [])
        out += headers.map { "<th>\(HTMLText.escape($0))</th>" }.joined() + "</tr>\n"
        for (day, glucoseDay) in zip(report.days, glucose.days) {
            var cells = [ReportCells.date(day.date, words.language, year: year)]
            if ReportCells.showsNumbers(day) {
                cells += [ReportCells.eaten(day), Format.whole(day.balance.target), ReportCells.remaining(day)]
            } else {
                cells += ["", "", ""]
            }
            cells += ReportCells.scheduled(day).map { ReportCells.dose($0, on: day, words.language).text }
            if glucose.hasReadings {
                let s = glucoseDay.statistics
                cells += [
                    s.mean.map(unit.format) ?? "", s.inRange.map(percent) ?? "",
                    s.readings > 0 ? Format.whole(s.readings) : "",
                ]
            }
            out += "<tr>" + cells.map { "<td>\(HTMLText.escape($0))</td>" }.joined() + "</tr>\n"
        }
        return out + "</table></div>\n</section>\n"
    }

    /// `72.1%`.
    private static func percent(_ value: Double) -> String {
        ReportSummaryText.decimal(value) + "%"
    }
}
