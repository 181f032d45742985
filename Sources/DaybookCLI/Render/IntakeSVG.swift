import DaybookCore

/// Intake against target, a bar per day: kcal eaten (green within target, red over), the target as a tick; days
/// with nothing written left empty. Dates below: the first of each month, and a day every week or more between,
/// as many as fit without touching.
enum IntakeSVG {
    static let barWidth = 10

    static func render(_ days: [DaySummary], language: Language) -> String {
        let shown = days.filter(ReportCells.showsNumbers)
        let scale = Double(max(1, shown.map { max($0.balance.eaten, $0.balance.target) }.max() ?? 1))
        let width = max(1, days.count) * barWidth
        // The same shape and text the size of the page's small print, whatever the number of days across.
        let chartHeight = max(120, width / 7)
        let fontSize = max(12, width / 60)
        let height = chartHeight + fontSize + 8
        func y(_ kcal: Int) -> Int {
            chartHeight - Int((Double(max(0, kcal)) / scale * Double(chartHeight - 4)).rounded())
        }
        var out = "<svg viewBox=\"0 0 \(width) \(height)\" role=\"img\">"
        for (index, day) in days.enumerated() where ReportCells.showsNumbers(day) {
            let x = index * barWidth
            let top = y(day.balance.eaten)
            let kind = day.balance.remaining < 0 ? "over" : "within"
            out +=
                "<rect class=\"\(kind)\" x=\"\(x + 1)\" y=\"\(top)\" width=\"\(barWidth - 2)\" height=\"\(chartHeight - top)\">"
                + "<title>\(day.date) \(Format.whole(day.balance.eaten)) / \(Format.whole(day.balance.target)) kcal</title></rect>"
            let target = y(day.balance.target)
            out += "<line class=\"tick\" x1=\"\(x)\" y1=\"\(target)\" x2=\"\(x + barWidth)\" y2=\"\(target)\"/>"
        }
        out += "<line class=\"grid\" x1=\"0\" y1=\"\(chartHeight)\" x2=\"\(width)\" y2=\"\(chartHeight)\"/>"
        for (index, text) in labels(days.map(\.date), fontSize: fontSize) {
            let x = index * barWidth
            out +=
                "<line class=\"grid\" x1=\"\(x)\" y1=\"\(chartHeight)\" x2=\"\(x)\" y2=\"\(chartHeight + 4)\"/>"
                + "<text x=\"\(x)\" y=\"\(height - 4)\" font-size=\"\(fontSize)\">\(text)</text>"
        }
        return out + "</svg>"
    }

    /// Which days get a date below the bars, and the date as written (`9/1`), in day order: the first day and each
    /// first of a month, then every seventh day from the first where it touches none of them.
    static func labels(_ dates: [LocalDate], fontSize: Int) -> [(index: Int, text: String)] {
        let rows = LabelRows(fontSize: fontSize, gap: fontSize)
        func label(_ index: Int) -> (index: Int, text: String) {
            (index, "\(dates[index].month)/\(dates[index].day)")
        }
        func span(_ label: (index: Int, text: String)) -> ClosedRange<Int> {
            let start = label.index * barWidth
            return start...(start + rows.width(of: label.text) + fontSize)
        }
        var chosen: [(index: Int, text: String)] = []
        for index in dates.indices where index == 0 || dates[index].day == 1 {
            let next = label(index)
            if !chosen.contains(where: { span($0).overlaps(span(next)) }) { chosen.append(next) }
        }
        for index in stride(from: 7, to: dates.count, by: 7) {
            let next = label(index)
            if !chosen.contains(where: { span($0).overlaps(span(next)) }) { chosen.append(next) }
        }
        return chosen.sorted { $0.index < $1.index }
    }
}
