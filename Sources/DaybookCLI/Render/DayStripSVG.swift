import DaybookCore

/// One day of the HTML report as a strip: the journal day from `day_starts` across, glucose in the middle (the
/// target range shaded, sensor readings as a line broken where the sensor was silent, other readings as dots),
/// meals with their kcal above, doses with their units below in their insulin's colour, each with the line's time,
/// slot (in the report's language) and text as a tooltip. Labels never overlap: those too close to share a row are
/// stacked (`LabelRows`), so two doses minutes apart show as two. Coordinates are minutes and whole units.
enum DayStripSVG {
    static let width = 1440
    static let fontSize = 30
    /// The height of a row of labels.
    static let rowHeight = 32
    /// The glucose axis's own height, between the rows of meals and of doses.
    static let glucoseHeight = 208

    /// A mark and its label: a meal above the axis, a dose below it.
    private struct Mark {
        var x: Int
        var label: String
        var title: String
        var kind: String
    }

    /// `insulins` are the configured doses' names, in order: each gets its colour (`ReportHTMLStyle.insulinClass`).
    static func render(
        _ day: DaySummary, glucose: GlucoseReport.Day, settings: GlucoseSettings, interval: Int?,
        unit: GlucoseUnit, insulins: [String], language: Language
    ) -> String {
        let start = LocalDateTime(date: day.date, time: day.boundary.dayStarts).minuteNumber * 60
        func x(_ second: Int) -> Int { min(width, max(0, (second - start) / 60)) }
        var meals: [Mark] = []
        var doses: [Mark] = []
        for resolved in day.entries {
            let entry = resolved.entry
            guard let time = entry.time else { continue }
            let position = x(day.boundary.moment(of: time, inJournalDay: day.date).minuteNumber * 60)
            let slot = entry.slot.map { "\($0.localized.text(language)): " } ?? ""
            let title = "\(time) \(slot)\(entry.text)"
            switch entry.content {
            case .meal:
                meals.append(Mark(x: position, label: Format.whole(resolved.kcal), title: title, kind: "meal"))
            case .dose(let dose):
                let kind = ReportHTMLStyle.insulinClass(dose.name, among: insulins)
                doses.append(Mark(x: position, label: Format.units(dose.units), title: title, kind: kind))
            case .glucose, .cancelled, .notFood:
                continue
            }
        }
        let rows = LabelRows(fontSize: fontSize, gap: 8)
        let mealLabels = rows.place(meals.map { ($0.x, $0.label) })
        let doseLabels = rows.place(doses.map { ($0.x, $0.label) })
        let above = (mealLabels.map(\.row).max() ?? -1) + 1
        let below = (doseLabels.map(\.row).max() ?? -1) + 1
        let top = above == 0 ? 20 : 42 + rowHeight * (above - 1)
        let axis = GlucoseAxis(top: Double(top), bottom: Double(top + glucoseHeight))
        let bottom = top + glucoseHeight
        let height = below == 0 ? bottom + 20 : bottom + 42 + rowHeight * (below - 1) + 8

        var out = "<svg viewBox=\"0 0 \(width) \(height)\" role=\"img\">"
        let ranges = settings.ranges
        let low = axis.y(Double(ranges.low))
        let high = axis.y(Double(ranges.high))
        out += "<rect class=\"band\" x=\"0\" y=\"\(high)\" width=\"\(width)\" height=\"\(low - high)\"/>"
        out += hourLines(dayStarts: day.boundary.dayStarts, axis: axis)
        out += trace(glucose.readings.filter(\.source.isContinuous), interval: interval, axis: axis, x: x)
        for reading in glucose.readings where !reading.source.isContinuous {
            out +=
                "<circle class=\"spot\" cx=\"\(x(reading.second))\" cy=\"\(axis.y(reading.mgdl))\" r=\"7\">"
                + "<title>\(reading.time.time) \(reading.formatted(in: unit)) \(unit.rawValue)</title></circle>"
        }
        for (mark, label) in zip(meals, mealLabels) {
            out +=
                "<g class=\"meal\"><title>\(HTMLText.escape(mark.title))</title>"
                + "<rect x=\"\(mark.x - 3)\" y=\"\(top - 14)\" width=\"6\" height=\"12\"/>"
                + "<text class=\"meal-text\" x=\"\(mark.x)\" y=\"\(top - 18 - rowHeight * label.row)\" "
                + "font-size=\"\(fontSize)\" text-anchor=\"middle\">\(HTMLText.escape(label.text))</text></g>"
        }
        for (mark, label) in zip(doses, doseLabels) {
            out +=
                "<g class=\"\(mark.kind)\"><title>\(HTMLText.escape(mark.title))</title>"
                + "<rect x=\"\(mark.x - 3)\" y=\"\(bottom + 4)\" width=\"6\" height=\"12\"/>"
                + "<text x=\"\(mark.x)\" y=\"\(bottom + 42 + rowHeight * label.row)\" font-size=\"\(fontSize)\" "
                + "text-anchor=\"middle\">\(HTMLText.escape(label.text))</text></g>"
        }
        return out + "</svg>"
    }

    /// A line every six hours of the clock, labelled.
    private static func hourLines(dayStarts: TimeOfDay, axis: GlucoseAxis) -> String {
        var out = ""
        for hour in stride(from: 0, to: 24, by: 6) {
            let x = (hour * 60 - dayStarts.minutes + 1440) % 1440
            out +=
                "<line class=\"grid\" x1=\"\(x)\" y1=\"\(Int(axis.top))\" x2=\"\(x)\" y2=\"\(Int(axis.bottom))\"/>"
                + "<text x=\"\(x + 6)\" y=\"\(Int(axis.bottom) - 6)\" font-size=\"24\">\(hour < 10 ? "0" : "")\(hour):00</text>"
        }
        return out
    }

    /// Sensor readings as one path, lifting the pen where readings are further apart than three intervals.
    private static func trace(
        _ readings: [GlucoseReading], interval: Int?, axis: GlucoseAxis, x: (Int) -> Int
    ) -> String {
        guard !readings.isEmpty else { return "" }
        let gap = max(3 * (interval ?? 5), 20) * 60
        var path = ""
        var previous: Int?
        for reading in readings {
            let command = previous.map { reading.second - $0 > gap } ?? true ? "M" : " "
            path += "\(command)\(x(reading.second)) \(axis.y(reading.mgdl))"
            previous = reading.second
        }
        return "<path class=\"trace\" d=\"\(path)\"/>"
    }
}
