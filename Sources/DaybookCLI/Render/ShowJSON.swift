import DaybookCore

/// `show --json`: the day as `show` prints it — its groups of entries in the day's order (each entry as `status
/// --json` gives it), the struck-through entries, each scheduled dose, the problems and the balance. Keys keep this
/// order.
enum ShowJSON {
    static func render(_ summary: DaySummary) -> JSON {
        let runs = ShowGroup.runs(summary.entries).map { run in
            JSON.object([
                ("group", .string(run.group.words.en)),
                ("entries", .array(run.entries.map(StatusJSON.entry))),
            ])
        }
        let struck = summary.entries.filter { ShowGroup($0.entry) == nil }
        return .object(
            [
                ("date", .string(summary.date.description)),
                ("now", .string(summary.now.description)),
                ("groups", .array(runs)),
                ("not_counted", .array(struck.map(StatusJSON.entry))),
                ("doses", .array(summary.doses.map(StatusJSON.dose))),
                ("warnings", .array(summary.diagnostics.map(StatusJSON.diagnostic))),
            ] + StatusJSON.balanceFields(summary.balance) + StatusJSON.carbFields(summary.carbs))
    }
}
