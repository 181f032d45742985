import DaybookCore

/// `report --format json`: the period, each day (its balance, outcome and doses, as `status --json` gives them)
/// and the summary. Keys keep this order; the fields are described in docs/REFERENCE.md.
enum ReportJSON {
    static func render(_ report: Report) -> JSON {
        .object([
            ("from", .string(report.period.first.description)),
            ("to", .string(report.period.last.description)),
            ("now", .string(report.now.description)),
            ("days", .array(report.days.map(day))),
            ("summary", summary(report.summary)),
            ("warnings", .array(report.diagnostics.map(StatusJSON.diagnostic))),
        ])
    }

    static func day(_ day: DaySummary) -> JSON {
        .object(
            [
                ("date", .string(day.date.description)),
                ("logged", .bool(day.isLogged)),
                ("complete", .bool(day.isComplete)),
            ] + StatusJSON.balanceFields(day.balance) + [
                ("outcome", .string(day.outcome.rawValue)),
                ("doses", .array(day.doses.map(StatusJSON.dose))),
            ] + StatusJSON.carbFields(day.carbs) + StatusJSON.weightFields(day.weight))
    }

    static func summary(_ summary: ReportSummary) -> JSON {
        let intake = summary.intake
        return .object([
            (
                "intake",
                .object([
                    ("complete_days", .int(intake.days)),
                    ("average_eaten", intake.averageEaten.map(JSON.int) ?? .null),
                    ("within_target", .int(intake.withinTarget)),
                    ("over_target", .int(intake.overTarget)),
                    ("not_logged", .int(intake.notLogged)),
                ])
            ),
            (
                "scheduled",
                .array(
                    summary.scheduled.map { dose in
                        .object([
                            ("name", .string(dose.name)),
                            ("decided", .int(dose.decided)),
                            ("taken", .int(dose.taken)),
                            ("missed", .int(dose.missed)),
                            ("duplicate", .int(dose.duplicate)),
                            ("adherence", dose.adherence.map(JSON.number) ?? .null),
                            ("average_time", .optional(dose.time?.mean.description)),
                            ("spread_minutes", dose.time.map { JSON.int($0.spread) } ?? .null),
                        ])
                    })
            ),
            (
                "streaks",
                summary.streaks.map { .object([("current", .int($0.current)), ("longest", .int($0.longest))]) }
                    ?? .null
            ),
            (
                "unscheduled",
                .array(
                    summary.unscheduled.map { dose in
                        .object([
                            ("name", .string(dose.name)),
                            ("count", .int(dose.count)),
                            ("units", .number(dose.units)),
                            ("per_day", dose.perDay.map(JSON.number) ?? .null),
                            ("units_per_day", dose.unitsPerDay.map(JSON.number) ?? .null),
                            (
                                "pattern",
                                .object([
                                    ("weekdays", .array(Format.weekdays.map(JSON.string))),
                                    ("parts", .array(ReportSummary.partsOfDay.map { .string($0.name) })),
                                    ("counts", .array(dose.pattern.map { .array($0.map(JSON.int)) })),
                                ])
                            ),
                        ])
                    })
            ),
        ])
    }
}
