import DaybookCore

/// The weight trend: a point for each day's last weigh-in, joined by a line, on the same day axis and dates as the
/// intake chart, with the lowest and highest weights labelled at the left. Nil when no day has a weight.
enum WeightSVG {
    static func render(_ days: [DaySummary]) -> String? {
        let weighed = days.enumerated().compactMap { index, day in day.weight.map { (index, $0) } }
        guard let first = weighed.first?.1 else { return nil }
        // In the unit most of them were written in: a person who weighs in pounds reads pounds.
        let inPounds = weighed.filter { $0.1.inPounds }.count * 2 > weighed.count
        func value(_ weight: BodyWeight) -> Double {
            BodyWeight(kilograms: weight.kilograms, inPounds: inPounds).value
        }
        let values = weighed.map { value($0.1) }
        let low = (values.min() ?? value(first)).rounded(.down) - 1
        let high = (values.max() ?? value(first)).rounded(.up) + 1
        let barWidth = IntakeSVG.barWidth
        let width = max(1, days.count) * barWidth
        let chartHeight = max(100, width / 9)
        let fontSize = max(12, width / 60)
        let left = fontSize * 4
        let height = chartHeight + fontSize + 8
        // Room above the highest label's line for the label's own height.
        let top = fontSize
        func y(_ weight: Double) -> Int {
            chartHeight - 4 - Int(((weight - low) / max(1, high - low) * Double(chartHeight - 4 - top)).rounded())
        }
        func x(_ index: Int) -> Int { left + index * barWidth + barWidth / 2 }
        let unit = inPounds ? "lb" : "kg"
        var out = "<svg viewBox=\"0 0 \(left + width) \(height)\" role=\"img\">"
        for bound in [low, high] {
            out +=
                "<line class=\"grid\" x1=\"\(left)\" y1=\"\(y(bound))\" x2=\"\(left + width)\" y2=\"\(y(bound))\"/>"
                + "<text x=\"0\" y=\"\(y(bound) + fontSize / 3)\" font-size=\"\(fontSize)\">"
                + "\(Format.number(bound)) \(unit)</text>"
        }
        let points = weighed.map { index, weight in "\(x(index)),\(y(value(weight)))" }
        out += "<polyline class=\"weight\" fill=\"none\" points=\"\(points.joined(separator: " "))\"/>"
        for (index, weight) in weighed {
            out +=
                "<circle class=\"weight\" cx=\"\(x(index))\" cy=\"\(y(value(weight)))\" r=\"3\">"
                + "<title>\(days[index].date) \(Format.number(value(weight))) \(unit)</title></circle>"
        }
        out +=
            "<line class=\"grid\" x1=\"\(left)\" y1=\"\(chartHeight)\" x2=\"\(left + width)\" y2=\"\(chartHeight)\"/>"
        for (index, text) in IntakeSVG.labels(days.map(\.date), fontSize: fontSize) {
            let tick = left + index * barWidth
            out +=
                "<line class=\"grid\" x1=\"\(tick)\" y1=\"\(chartHeight)\" x2=\"\(tick)\" y2=\"\(chartHeight + 4)\"/>"
                + "<text x=\"\(tick)\" y=\"\(height - 4)\" font-size=\"\(fontSize)\">\(text)</text>"
        }
        return out + "</svg>"
    }
}
