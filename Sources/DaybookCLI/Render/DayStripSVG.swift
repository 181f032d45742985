import DaybookCore

/// One day of the HTML report as a strip: the journal day from `day_starts` across, glucose in the middle (the
/// target range shaded, sensor readings as a line broken where the sensor was silent, other readings as dots),
/// meals with their kcal above, doses with their units below, each with the line's time, slot (in the report's
/// language) and text as a tooltip. Coordinates are minutes and whole units.
enum DayStripSVG {
    static let width = 1440
    static let height = 300
    static let axis = GlucoseAxis(top: 46, bottom: 254)

    static func render(
        _ day: DaySummary, glucose: GlucoseReport.Day, settings: GlucoseSettings, interval: Int?,
        unit: GlucoseUnit, language: Language
    ) -> String {
        let start = LocalDateTime(date: day.date, time: day.boundary.dayStarts).minuteNumber * 60
        func x(_ second: Int) -> Int { min(width, max(0, (second - start) / 60)) }
        var out = "<svg viewBox=\"0 0 \(width) \(height)\" role=\"img\">"
        let ranges = settings.ranges
        let low = axis.y(Double(ranges.low))
        let high = axis.y(Double(ranges.high))
        out += "<rect class=\"band\" x=\"0\" y=\"\(high)\" width=\"\(width)\" height=\"\(low - high)\"/>"
        out += hourLines(dayStarts: day.boundary.dayStarts)
        out += trace(glucose.readings.filter(\.source.isContinuous), interval: interval, x: x)
        for reading in glucose.readings where !reading.source.isContinuous {
            out +=
                "<circle class=\"spot\" cx=\"\(x(reading.second))\" cy=\"\(axis.y(reading.mgdl))\" r=\"7\">"
                + "<title>\(reading.time.time) \(reading.formatted(in: unit)) \(unit.rawValue)</title></circle>"
        }
        let scheduled = Set(day.doses.filter { $0.perDay != nil }.map(\.name))
        for resolved in day.entries {
            let entry = resolved.entry
            guard let time = entry.time else { continue }
            let position = x(day.boundary.moment(of: time, inJournalDay: day.date).minuteNumber * 60)
            let slot = entry.slot.map { "\(HTMLText.escape($0.localized.text(language))): " } ?? ""
            let title = "<title>\(time) \(slot)\(HTMLText.escape(entry.text))</title>"
            switch entry.content {
            case .meal:
                out +=
                    "<g class=\"meal\">\(title)<rect x=\"\(position - 3)\" y=\"32\" width=\"6\" height=\"12\"/>"
                    + "<text class=\"meal-text\" x=\"\(position)\" y=\"28\" font-size=\"30\" text-anchor=\"middle\">"
                    + "\(Format.whole(resolved.kcal))</text></g>"
            case .dose(let dose):
                let kind = scheduled.contains(dose.name) ? "scheduled" : "dose"
                out +=
                    "<g class=\"\(kind)\">\(title)<rect x=\"\(position - 3)\" y=\"258\" width=\"6\" height=\"12\"/>"
                    + "<text class=\"dose-text \(kind)\" x=\"\(position)\" y=\"296\" font-size=\"30\" "
                    + "text-anchor=\"middle\">\(Format.units(dose.units))</text></g>"
            case .glucose, .cancelled:
                continue
            }
        }
        return out + "</svg>"
    }

    /// A line every six hours of the clock, labelled.
    private static func hourLines(dayStarts: TimeOfDay) -> String {
        var out = ""
        for hour in stride(from: 0, to: 24, by: 6) {
            let x = (hour * 60 - dayStarts.minutes + 1440) % 1440
            out +=
                "<line class=\"grid\" x1=\"\(x)\" y1=\"\(axis.top)\" x2=\"\(x)\" y2=\"\(axis.bottom)\"/>"
                + "<text x=\"\(x + 6)\" y=\"\(Int(axis.bottom) - 6)\" font-size=\"24\">\(hour < 10 ? "0" : "")\(hour):00</text>"
        }
        return out
    }

    /// Sensor readings as one path, lifting the pen where readings are further apart than three intervals.
    private static func trace(_ readings: [GlucoseReading], interval: Int?, x: (Int) -> Int) -> String {
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
