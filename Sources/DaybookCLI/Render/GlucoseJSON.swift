import DaybookCore

/// Glucose in JSON: values in mg/dL whatever `glucose_unit` says, statistics as the keys docs/FORMAT.md names.
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
