import DaybookCore

/// The report's days as month grids (weeks from Monday), each day marked like `daybook calendar` marks it.
enum DoseCalendarHTML {
    static func render(_ days: [DaySummary], words: ReportHTMLWords) -> String {
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
            out += "<table class=\"month\"><caption>\(words.months[first.date.month - 1]) \(first.date.year)</caption><tr>"
            out += words.weekdays.map { "<th>\(HTMLText.escape($0))</th>" }.joined() + "</tr><tr>"
            var column = (first.date.weekday + 6) % 7
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
