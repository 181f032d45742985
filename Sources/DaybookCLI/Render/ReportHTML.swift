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
        let insulins = Self.insulins(report)
        let strips = zip(report.days, glucose.days).map { day, glucoseDay in
            strip(day, glucoseDay, glucose: glucose, insulins: insulins, words: words, year: year)
        }
        // The first row of days stays with the heading.
        out += section(
            words[.days],
            "<p class=\"note\">\(HTMLText.escape(words[.daysLegend]))</p>\n" + legend(insulins, words: words)
                + "<div class=\"strips\">\n" + strips.prefix(2).joined() + "</div>\n",
            words: words)
        if strips.count > 2 { out += "<div class=\"strips\">\n" + strips.dropFirst(2).joined() + "</div>\n" }
        out += "</section>\n"
        out += dosesSection(report, words: words, weekStart: weekStart)
        out += aroundSection(glucose, words: words)
        out += section(
            words[.intake],
            "<p class=\"note\">\(HTMLText.escape(words[.intakeLegend]))</p>\n"
                + IntakeSVG.render(report.days, language: language),
            words: words)
        out += "</section>\n"
        if let weights = WeightSVG.render(report.days) {
            out += section(
                words[.weight], "<p class=\"note\">\(HTMLText.escape(words[.weightLegend]))</p>\n" + weights,
                words: words)
            out += "</section>\n"
        }
        out += problemsSection(report, words: words)
        out += summarySection(report, glucose: glucose, words: words, year: year)
        out += "<footer>\(HTMLText.escape(words[.made(report.now.description)]))</footer>\n</body>\n</html>\n"
        return out
    }

    /// A section's opening: its heading kept with what follows it (`first`), so that a printed page never ends
    /// with a heading alone. The caller closes the section.
    private static func section(_ heading: String, _ first: String, words: ReportHTMLWords.Page) -> String {
        "<section>\n<div class=\"keep\"><h2>\(HTMLText.escape(heading))</h2>\n\(first)</div>\n"
    }

    // MARK: - Glucose

    private static func glucoseSection(_ glucose: GlucoseReport, words: ReportHTMLWords.Page) -> String {
        let s = glucose.calendar.statistics
        guard glucose.hasReadings, let mean = s.mean else {
            return section(words[.glucose], "<p>\(HTMLText.escape(words[.noReadings]))</p>\n", words: words)
                + "</section>\n"
        }
        let unit = glucose.settings.unit
        var metrics = [
            (words[.readings], Format.whole(s.readings)), (words[.mean], "\(unit.format(mean)) \(unit.rawValue)"),
        ]
        if let gmi = s.gmi { metrics.append((words[.gmi], percent(gmi))) }
        if let sd = s.standardDeviation { metrics.append((words[.sd], "\(unit.format(sd)) \(unit.rawValue)")) }
        if let cv = s.coefficientOfVariation { metrics.append((words[.cv], percent(cv))) }
        if let coverage = s.coverage { metrics.append((words[.coverage], percent(coverage))) }
        var first = "<p class=\"note\">\(HTMLText.escape(words[.calendarDays]))</p>\n<div class=\"metrics\">"
        for (label, value) in metrics {
            first +=
                "<div class=\"metric\"><b>\(HTMLText.escape(value))</b><span>\(HTMLText.escape(label))</span></div>"
        }
        var out = section(words[.glucose], first + "</div>\n", words: words)
        out += ranges(s, settings: glucose.settings, words: words)
        if let svg = GlucoseProfileSVG.render(glucose.calendar.profile(binMinutes: 30), settings: glucose.settings) {
            out +=
                "<div class=\"keep\"><h2>\(HTMLText.escape(words[.profile]))</h2>\n"
                + "<p class=\"note\">\(HTMLText.escape(words[.profileLegend]))</p>\n\(svg)</div>\n"
        } else {
            out +=
                "<div class=\"keep\"><h2>\(HTMLText.escape(words[.profile]))</h2>\n"
                + "<p>\(HTMLText.escape(words[.profileTooFew]))</p></div>\n"
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
        _ day: DaySummary, _ glucoseDay: GlucoseReport.Day, glucose: GlucoseReport, insulins: [String],
        words: ReportHTMLWords.Page, year: Bool
    ) -> String {
        let unit = glucose.settings.unit
        var right: [String] = []
        if ReportCells.showsNumbers(day) { right.append("\(ReportCells.eaten(day)) kcal") }
        if ReportCells.showsNumbers(day), let carbs = day.carbs, !carbs.isUnknown {
            right.append(words[.carbs(ReportCells.carbs(day))])
        }
        for (name, units) in insulinTotals(day, insulins: insulins) {
            right.append("\(name) \(Format.units(units))")
        }
        if let mean = glucoseDay.statistics.mean { right.append("\(unit.format(mean)) \(unit.rawValue)") }
        if let inRange = glucoseDay.statistics.inRange {
            right.append("\(percent(inRange)) \(words[.inRangeLowercased])")
        }
        return
            "<figure><figcaption><b>\(ReportCells.date(day.date, words.language, year: year))</b><span>\(HTMLText.escape(right.joined(separator: " · ")))</span>"
            + "</figcaption>"
            + DayStripSVG.render(
                day, glucose: glucoseDay, settings: glucose.settings, interval: glucose.interval, unit: unit,
                insulins: insulins, language: words.language)
            + log(day, insulins: insulins, words: words)
            + "</figure>\n"
    }

    /// What was eaten and taken on `day`, printed: each meal's time, slot, foods, kcal and carbohydrate, each dose's
    /// time and units (a rapid-acting dose with its meal's carbohydrate), in the day's order — so that paper shows
    /// what the strip's tooltips hold.
    private static func log(_ day: DaySummary, insulins: [String], words: ReportHTMLWords.Page) -> String {
        var lines: [String] = []
        for resolved in day.entries {
            let entry = resolved.entry
            let time = entry.time.map { "<time>\($0)</time> " } ?? ""
            switch entry.content {
            case .meal:
                let slot = entry.slot.map { HTMLText.escape($0.localized.text(words.language)) + ": " } ?? ""
                let foods = resolved.items.map { HTMLText.escape($0.item.text) }.joined(separator: ", ")
                let carbs = resolved.carbs.flatMap { $0.isUnknown ? nil : " · " + words[.carbs($0.text)] }
                lines.append(
                    "<li>\(time)\(slot)\(foods) <b>\(Format.whole(resolved.kcal)) kcal\(HTMLText.escape(carbs ?? ""))</b></li>"
                )
            case .dose(let dose):
                let kind = ReportHTMLStyle.insulinClass(dose.name, among: insulins)
                let twice = day.doses.contains { $0.name == dose.name && $0.state == .duplicate } ? " ‼" : ""
                let meal = day.mealCarbs(forDoseAt: entry.location).flatMap { carbs in
                    carbs.isUnknown ? nil : " (" + words[.mealCarbs(carbs.text)] + ")"
                }
                lines.append(
                    "<li class=\"\(kind)\">\(time)<b>\(HTMLText.escape(dose.name)) \(Format.units(dose.units))\(twice)</b>"
                        + HTMLText.escape(meal ?? "") + "</li>"
                )
            case .glucose, .cancelled, .notFood:
                continue
            }
        }
        guard !lines.isEmpty else { return "" }
        return "<ul class=\"log\">" + lines.joined() + "</ul>"
    }

    /// The units of each insulin taken on `day` (not those written for later), in the order of `insulins`.
    private static func insulinTotals(_ day: DaySummary, insulins: [String]) -> [(name: String, units: Double)] {
        var units: [String: Double] = [:]
        for resolved in day.entries {
            guard let dose = resolved.entry.dose, !day.isLater(resolved.entry) else { continue }
            units[dose.name, default: 0] += dose.units
        }
        return insulins.compactMap { name in units[name].map { (name, $0) } }
    }

    /// The doses' names: those configured (every day knows them), then any other dose written.
    private static func insulins(_ report: Report) -> [String] {
        var names = report.days.first?.doses.map(\.name) ?? []
        for day in report.days {
            for resolved in day.entries {
                if let dose = resolved.entry.dose, !names.contains(dose.name) { names.append(dose.name) }
            }
        }
        return names
    }

    /// Which colour is which insulin.
    private static func legend(_ insulins: [String], words: ReportHTMLWords.Page) -> String {
        guard !insulins.isEmpty else { return "" }
        let items = insulins.map { name in
            "<span class=\"\(ReportHTMLStyle.insulinClass(name, among: insulins))\"><i></i>\(HTMLText.escape(name))</span>"
        }
        return "<p class=\"legend\"><span class=\"meal\"><i></i>\(HTMLText.escape(words[.mealsKcal]))</span>"
            + items.joined() + "</p>\n"
    }

    // MARK: - Doses

    private static func dosesSection(_ report: Report, words: ReportHTMLWords.Page, weekStart: WeekStart) -> String {
        var first = ""
        for dose in report.summary.scheduled {
            if let adherence = dose.adherence {
                first +=
                    "<p>\(HTMLText.escape(words[.adherence(dose: dose.name, taken: dose.taken, decided: dose.decided, percent: Int((adherence * 100).rounded()))]))</p>\n"
            } else {
                first += "<p>\(HTMLText.escape(words[.noDecidedDays(dose.name)]))</p>\n"
            }
        }
        var out = section(words[.doses], first, words: words)
        out += DoseCalendarHTML.render(report.days, words: words, weekStart: weekStart)
        return out + "\n<p class=\"note\">\(HTMLText.escape(words[.calendarLegend]))</p>\n</section>\n"
    }

    private static func aroundSection(_ glucose: GlucoseReport, words: ReportHTMLWords.Page) -> String {
        guard glucose.hasReadings, !glucose.around.isEmpty else { return "" }
        let unit = glucose.settings.unit
        var out =
            "<section>\n<div class=\"keep\"><h2>\(HTMLText.escape(words[.around]))</h2>\n<div class=\"table-wrap\"><table class=\"around\">"
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
        return out + "</table></div></div>\n</section>\n"
    }

    // MARK: - Problems

    /// The journal's problems in the period, so that a gap in the record is never silent: each with its file, line
    /// and message, errors first, at most `maximumProblems` different messages and a count of the rest.
    static let maximumProblems = 200

    private static func problemsSection(_ report: Report, words: ReportHTMLWords.Page) -> String {
        let errors = report.diagnostics.filter { $0.severity == .error }.count
        let warnings = report.diagnostics.count - errors
        guard !report.diagnostics.isEmpty else {
            return section(words[.problems], "<p>\(HTMLText.escape(words[.noProblems]))</p>\n", words: words)
                + "</section>\n"
        }
        // The same message on many lines (an unknown food every day) is one item, with how often and where first.
        var groups: [(diagnostic: Diagnostic, count: Int)] = []
        var indexByMessage: [String: Int] = [:]
        for diagnostic in report.diagnostics.filter({ $0.severity == .error })
            + report.diagnostics.filter({ $0.severity != .error })
        {
            let key = "\(diagnostic.severity == .error)\u{0}\(diagnostic.message.en)"
            if let index = indexByMessage[key] {
                groups[index].count += 1
            } else {
                indexByMessage[key] = groups.count
                groups.append((diagnostic, 1))
            }
        }
        var items: [String] = []
        for (diagnostic, count) in groups.prefix(maximumProblems) {
            let place = diagnostic.file + (diagnostic.line > 0 ? ":\(diagnostic.line)" : "")
            let kind = diagnostic.severity == .error ? words[.error] : words[.warning]
            let times = count > 1 ? " " + words[.timesFirstAt(count)] : ""
            items.append(
                "<li class=\"\(diagnostic.severity == .error ? "error" : "warning")\"><b>\(HTMLText.escape(kind))</b> "
                    + "<code>\(HTMLText.escape(VisibleText.escaped(place)))</code> "
                    + HTMLText.escape(VisibleText.escaped(diagnostic.message[words.language]))
                    + HTMLText.escape(times) + "</li>")
        }
        let counts = words[.problemCounts(errors: errors, warnings: warnings)]
        var out = section(
            words[.problems],
            "<p>\(HTMLText.escape(counts))</p>\n<ul class=\"problems\">" + (items.first ?? "") + "</ul>", words: words)
        if items.count > 1 { out += "<ul class=\"problems\">" + items.dropFirst().joined() + "</ul>\n" }
        if groups.count > maximumProblems {
            out += "<p>\(HTMLText.escape(words[.moreProblems(groups.count - maximumProblems)]))</p>\n"
        }
        return out + "</section>\n"
    }

    // MARK: - Summary

    private static func summarySection(
        _ report: Report, glucose: GlucoseReport, words: ReportHTMLWords.Page,
        year: Bool
    ) -> String {
        let unit = glucose.settings.unit
        let doseNames = report.days.first.map(ReportCells.scheduled)?.map(\.name) ?? []
        var out =
            "<section>\n<h2 class=\"with-table\">\(HTMLText.escape(words[.summary]))</h2>\n<div class=\"table-wrap\"><table class=\"days\"><tr>"
        let showsCarbs = ReportCells.showsCarbs(report.days)
        let showsWeight = ReportCells.showsWeight(report.days)
        let headers =
            [words[.date], words[.eaten]] + (showsCarbs ? [words[.carbsHeading]] : []) + [words[.target], words[.left]]
            + (showsWeight ? [words[.weight]] : []) + doseNames
            + (glucose.hasReadings ? [words[.glucoseMean], words[.timeInRange], words[.readings]] : [])
        out += headers.map { "<th>\(HTMLText.escape($0))</th>" }.joined() + "</tr>\n"
        for (day, glucoseDay) in zip(report.days, glucose.days) {
            var cells = [ReportCells.date(day.date, words.language, year: year)]
            if ReportCells.showsNumbers(day) {
                cells.append(ReportCells.eaten(day))
                if showsCarbs { cells.append(ReportCells.carbs(day)) }
                cells += [Format.whole(day.balance.target), ReportCells.remaining(day)]
            } else {
                cells += Array(repeating: "", count: showsCarbs ? 4 : 3)
            }
            if showsWeight { cells.append(ReportCells.weight(day)) }
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
