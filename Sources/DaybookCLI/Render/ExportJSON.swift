import DaybookCore

/// `export --format json`: the period and every entry, each as `status --json` gives it with its journal day (a dose
/// written for later than now of kind `later-dose`).
enum ExportJSON {
    static func render(_ report: Report) -> JSON {
        var entries: [JSON] = []
        for day in report.days {
            for (resolved, json) in zip(day.entries, StatusJSON.entries(of: day)) {
                guard case .object(var fields) = json else { continue }
                // A dose written for later than now has not happened: never a `dose` a tool would count.
                if day.isLater(resolved.entry), let kind = fields.firstIndex(where: { $0.0 == "kind" }) {
                    fields[kind].1 = .string(EntryCSV.Kind.laterDose.rawValue)
                }
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
