import DaybookCore

/// The last glucose reading in `status`: `glucose  142 mg/dL · 12:30 (25m ago)`, and in `status --json`.
enum GlucoseStatusText {
    static func line(_ latest: LatestGlucose, labelWidth: Int, language: Language) -> String {
        let label = StatusWords.glucose.text(language)
        let reading = latest.reading
        let time = reading.time
        let when = latest.minutesAgo < 1440 ? time.time.description : "\(time.date) \(time.time)"
        return label + String(repeating: " ", count: max(0, labelWidth - TerminalWidth.of(label)) + 2)
            + "\(reading.formatted(in: latest.unit)) \(latest.unit.rawValue) · \(when) "
            + "(\(age(latest.minutesAgo).text(language)))"
    }

    /// `just now`, `25m ago`, `2h10m ago`, `3d ago`.
    static func age(_ minutes: Int) -> StatusWords {
        switch minutes {
        case 0: return .justNow
        case 1..<2880: return .minutesAgo(hours: minutes / 60, minutes: minutes % 60)
        default: return .daysAgo(minutes / 1440)
        }
    }

    /// `{"time": "2026-11-29T12:30", "mg_dl": 142, "bound": null, "source": "nightscout", "minutes_ago": 25}`.
    static func json(_ latest: LatestGlucose) -> JSON {
        let reading = latest.reading
        let bound: JSON
        switch reading.bound {
        case nil: bound = .null
        case .below: bound = .string("below")
        case .above: bound = .string("above")
        }
        return .object([
            ("time", .string(reading.time.description)),
            ("mg_dl", GlucoseJSON.value(reading.mgdl)),
            ("bound", bound),
            ("source", .string(reading.source.rawValue)),
            ("minutes_ago", .int(latest.minutesAgo)),
        ])
    }
}
