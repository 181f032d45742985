import DaybookCore

/// `export --format json`: the period and every entry, each as `status --json` gives it with its journal day.
enum ExportJSON {
    static func render(_ report: Report) -> JSON {
        var entries: [JSON] = []
        for day in report.days {
            for resolved in day.entries {
                guard case .object(let fields) = StatusJSON.entry(resolved) else { continue }
                entries.append(.object([("date", .string(day.date.description))] + fields))
            }
        }
        return .object([
            ("from", .string(report.period.first.description)),
            ("to", .string(report.period.last.description)),
            ("entries", .array(entries)),
        ])
    }
}
