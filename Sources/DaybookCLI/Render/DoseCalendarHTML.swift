import DaybookCore

/// The report's days as month grids (weeks from `weekStart`), each day marked like `daybook calendar` marks it.
enum DoseCalendarHTML {
    static func render(_ days: [DaySummary], words: ReportHTMLWords.Page, weekStart: WeekStart) -> String {
        var months: [[DaySummary]] = []
        for day in days {
            if let last = months.last?.last, last.date.year == day.date.year, last.date.month == day.date.month {
                months[months.count - 1].append(day)
            } else {
                months.append([day])
            }
        }
        var out = "<div class=\"months\">"
        for month in months {
            guard let first = month.first else { continue }
            let caption = DateWords.month(year: first.date.year, month: first.date.month).text(words.language)
            out += "<table class=\"month\"><caption>\(HTMLText.escape(caption))</caption><tr>"
            out +=
                DateWords.week(words.language, startingOn: weekStart).map { "<th>\(HTMLText.escape($0))</th>" }
                .joined() + "</tr><tr>"
            var column = weekStart.position(of: first.date)
            out += String(repeating: "<td></td>", count: column)
            for day in month {
                if column == 7 {
                    out += "</tr><tr>"
                    column = 0
                }
                let (mark, kind) = self.mark(day)
                out += "<td class=\"\(kind)\">\(day.date.day)<small>\(mark)</small></td>"
                column += 1
            }
            out += "</tr></table>"
        }
        return out + "</div>"
    }

    private static func mark(_ day: DaySummary) -> (String, String) {
        switch day.outcome {
        case .taken: return ("✓", "taken")
        case .missed: return ("✗", "missed")
        case .duplicate: return ("‼", "duplicate")
        case .notLogged: return ("·", "dim")
        case .open: return (day.isToday ? "○" : "", "open")
        case .logged: return ("", "logged")
        case .unknown: return ("?", "unknown")
        }
    }
}
