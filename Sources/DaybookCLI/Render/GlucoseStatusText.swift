import DaybookCore

/// The last glucose reading in `status`: `glucose  142 mg/dL · 12:30 (25m ago)`, and in `status --json`.
enum GlucoseStatusText {
    static let label = "glucose"

    static func line(_ latest: LatestGlucose, labelWidth: Int) -> String {
        let reading = latest.reading
        let time = reading.time
        let when = latest.minutesAgo < 1440 ? time.time.description : "\(time.date) \(time.time)"
        return label + String(repeating: " ", count: max(0, labelWidth - label.count) + 2)
            + "\(reading.formatted(in: latest.unit)) \(latest.unit.rawValue) · \(when) (\(age(latest.minutesAgo)))"
    }

    /// `just now`, `25m ago`, `2h10m ago`, `3d ago`.
    static func age(_ minutes: Int) -> String {
        switch minutes {
        case 0: return "just now"
        case 1..<60: return "\(minutes)m ago"
        case 60..<2880: return minutes % 60 == 0 ? "\(minutes / 60)h ago" : "\(minutes / 60)h\(minutes % 60)m ago"
        default: return "\(minutes / 1440)d ago"
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
