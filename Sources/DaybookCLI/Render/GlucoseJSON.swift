import DaybookCore

/// Glucose in JSON: values in mg/dL whatever `glucose_unit` says, statistics as the keys docs/REFERENCE.md names.
enum GlucoseJSON {
    /// mg/dL to one decimal.
    static func value(_ mgdl: Double) -> JSON {
        .number(rounded(mgdl, decimals: 1))
    }

    /// `{"readings", "mean", "sd", "cv", "gmi", "tir", "tbr", "tbr_very_low", "tar", "tar_very_high",
    /// "coverage"}`: mean and sd in mg/dL, the rest in %, each to two decimals; null where there is nothing to say.
    static func statistics(_ statistics: GlucoseStatistics) -> JSON {
        func number(_ value: Double?) -> JSON { value.map { .number(rounded($0, decimals: 2)) } ?? .null }
        return .object([
            ("readings", .int(statistics.readings)),
            ("mean", number(statistics.mean)),
            ("sd", number(statistics.standardDeviation)),
            ("cv", number(statistics.coefficientOfVariation)),
            ("gmi", number(statistics.gmi)),
            ("tir", number(statistics.inRange)),
            ("tbr", number(statistics.belowRange)),
            ("tbr_very_low", number(statistics.veryLow)),
            ("tar", number(statistics.aboveRange)),
            ("tar_very_high", number(statistics.veryHigh)),
            ("coverage", number(statistics.coverage)),
        ])
    }

    static func rounded(_ value: Double, decimals: Int) -> Double {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        return (value * scale).rounded() / scale
    }
}

extension GlucoseJSON {
    /// `report --format json` with glucose: `"glucose"` (statistics) and `"glucose_around"` (each timed dose and meal)
    /// in each day, and before `"warnings"` the period's `"glucose"`, `"glucose_around"` (per dose and slot) and
    /// `"glucose_profile"` (hourly percentiles).
    static func adding(_ glucose: GlucoseReport, to report: JSON) -> JSON {
        guard case .object(var pairs) = report else { return report }
        let days = glucose.days
        for (index, pair) in pairs.enumerated() where pair.0 == "days" {
            guard case .array(let objects) = pair.1 else { continue }
            pairs[index].1 = .array(
                zip(objects, days).map { object, day in
                    guard case .object(let fields) = object else { return object }
                    return .object(
                        fields + [
                            ("glucose", statistics(day.statistics)),
                            ("glucose_around", .array(day.around.map(around))),
                        ])
                })
        }
        let period: [(String, JSON)] = [
            ("glucose", statistics(glucose.period)),
            ("glucose_around", .array(glucose.around.map(summary))),
            ("glucose_profile", profile(glucose.profile(binMinutes: 60))),
        ]
        let warnings = pairs.firstIndex { $0.0 == "warnings" } ?? pairs.count
        pairs.insert(contentsOf: period, at: warnings)
        return .object(pairs)
    }

    static func around(_ event: GlucoseAround) -> JSON {
        var fields: [(String, JSON)] = [("time", .string(event.time.time.description))]
        switch event.kind {
        case .dose(let name, let units):
            fields += [
                ("kind", .string("dose")), ("dose", .string(name)), ("units", .number(units)),
                ("at", event.before.map { value($0.mgdl) } ?? .null),
            ]
        case .meal(let slot, let kcal):
            fields += [
                ("kind", .string("meal")), ("slot", .optional(slot?.rawValue)), ("kcal", .int(kcal)),
                ("before", event.before.map { value($0.mgdl) } ?? .null),
            ]
        }
        return .object(fields + [("after_2h", event.after.map { value($0.mgdl) } ?? .null)])
    }

    static func summary(_ summary: GlucoseAroundSummary) -> JSON {
        .object([
            ("kind", .string(summary.isDose ? "dose" : "meal")),
            ("name", .string(summary.name)),
            ("count", .int(summary.count)),
            (summary.isDose ? "with_at" : "with_before", .int(summary.withBefore)),
            (summary.isDose ? "mean_at" : "mean_before", summary.meanBefore.map(value) ?? .null),
            ("with_after_2h", .int(summary.withAfter)),
            ("mean_after_2h", summary.meanAfter.map(value) ?? .null),
        ])
    }

    static func profile(_ profile: GlucoseProfile) -> JSON {
        .object([
            ("bin_minutes", .int(profile.binMinutes)),
            ("percentiles", .array(GlucoseProfile.levels.map { .number($0) })),
            (
                "bins",
                .array(
                    profile.bins.map { bin in
                        .object([
                            ("start", .string(TimeOfDay(minutes: bin.start)?.description ?? "")),
                            ("readings", .int(bin.readings)),
                            ("values", .array(bin.percentiles.map(value))),
                        ])
                    })
            ),
        ])
    }
}
