import DaybookCore

/// `report --format csv`: one row per day; for every configured dose its status, count, units and times.
/// Plain numbers (no thousands separators); a day with nothing written has `logged` false and empty dose fields.
/// `carbs` is the grams known (empty when none is), `carbs_complete` whether every item's is known; they come
/// last, so that columns read by position before them stay where they were; `weight_kg` after them, the day's last
/// weigh-in in kilograms, empty when none was written.
enum ReportCSV {
    static func render(_ report: Report) -> String {
        let doseNames = report.days.first?.doses.map(\.name) ?? []
        var out = CSV.line(
            [
                "date", "weekday", "logged", "eaten", "activity", "target", "remaining", "approximate",
                "incomplete",
            ]
                + doseNames.flatMap { ["\($0)_status", "\($0)_count", "\($0)_units", "\($0)_times"] }
                + ["carbs", "carbs_complete", "weight_kg"])
        for day in report.days {
            let balance = day.balance
            var fields = [
                day.date.description, Format.weekday(day.date), String(day.isLogged),
                String(balance.eaten), String(balance.activity), String(balance.target),
                String(balance.remaining), String(balance.approximate), String(balance.incomplete),
            ]
            for status in day.doses {
                if day.outcome == .notLogged || !ReportCells.showsNumbers(day) {
                    fields += ["", "", "", ""]
                } else {
                    fields += [
                        status.state.rawValue, String(status.count), Format.number(status.units),
                        status.times.map(\.description).joined(separator: " "),
                    ]
                }
            }
            fields += [
                day.carbs.flatMap { $0.isUnknown ? nil : Format.number($0.grams) } ?? "",
                String(day.carbs?.isComplete ?? false),
                day.weight.map { Format.number(($0.kilograms * 10).rounded() / 10) } ?? "",
            ]
            out += CSV.line(fields)
        }
        return out
    }
}
