import DaybookCore

/// Intake against target, a bar per day: kcal eaten (green within target, red over), the target as a tick; days
/// with nothing written left empty.
enum IntakeSVG {
    static let barWidth = 10
    static let height = 120

    static func render(_ days: [DaySummary]) -> String {
        let shown = days.filter(ReportCells.showsNumbers)
        let scale = Double(max(1, shown.map { max($0.balance.eaten, $0.balance.target) }.max() ?? 1))
        let width = max(1, days.count) * barWidth
        func y(_ kcal: Int) -> Int { height - Int((Double(max(0, kcal)) / scale * Double(height - 4)).rounded()) }
        var out =
            "<svg viewBox=\"0 0 \(width) \(height)\" role=\"img\" preserveAspectRatio=\"none\" style=\"height:8rem\">"
        for (index, day) in days.enumerated() where ReportCells.showsNumbers(day) {
            let x = index * barWidth
            let top = y(day.balance.eaten)
            let kind = day.balance.remaining < 0 ? "over" : "within"
            out +=
                "<rect class=\"\(kind)\" x=\"\(x + 1)\" y=\"\(top)\" width=\"\(barWidth - 2)\" height=\"\(height - top)\">"
                + "<title>\(day.date) \(Format.whole(day.balance.eaten)) / \(Format.whole(day.balance.target)) kcal</title></rect>"
            let target = y(day.balance.target)
            out += "<line class=\"tick\" x1=\"\(x)\" y1=\"\(target)\" x2=\"\(x + barWidth)\" y2=\"\(target)\"/>"
        }
        return out + "</svg>"
    }
}
