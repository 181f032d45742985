/// `glucose_unit`, `glucose_words` and `glucose_ranges` in daybook.yaml.
extension ConfigLoader {
    static let glucoseKeys = ["glucose_unit", "glucose_words", "glucose_ranges"]

    /// The glucose settings in `pairs` (the three keys, in any order); a bad value is reported and its default
    /// kept. A word that is also a dose's name stays the dose's.
    static func glucose(_ pairs: [YAMLPair], doses: [DoseDefinition], _ report: inout YAMLReport) -> GlucoseSettings {
        var settings = GlucoseSettings()
        for pair in pairs where pair.key.scalar == "glucose_unit" {
            if let text = pair.value.scalar, let unit = GlucoseUnit(written: text) {
                settings.unit = unit
            } else {
                report.error("'glucose_unit' must be mg/dL or mmol/L, found \(pair.value.kindDescription)",
                             at: pair.value)
            }
        }
        for pair in pairs {
            switch pair.key.scalar {
            case "glucose_words":
                guard let words = report.strings(pair.value, key: "glucose_words") else { continue }
                settings.words = keptWords(words, doses: doses, at: pair.value, &report)
            case "glucose_ranges":
                settings.ranges = ranges(pair.value, unit: settings.unit, &report)
            default:
                continue
            }
        }
        return settings
    }

    private static func keptWords(_ words: [String], doses: [DoseDefinition], at node: YAMLNode,
                                  _ report: inout YAMLReport) -> [String] {
        let doseKeys = Set(doses.flatMap { [$0.name] + $0.aliases }.map { TextFolding.matchKey($0) })
        return words.filter { word in
            let key = TextFolding.matchKey(word)
            if key.isEmpty || key.contains(" ") {
                report.error("glucose word '\(word)' must be one word without spaces", at: node)
                return false
            }
            if doseKeys.contains(key) {
                report.error("'\(word)' names both a dose and glucose readings; it stays the dose's", at: node,
                             hint: "give glucose readings a word of their own, e.g. 'bg'")
                return false
            }
            return true
        }
    }

    /// `{very_low: 54, low: 70, high: 180, very_high: 250}` in `unit`, each bound kept in whole mg/dL.
    private static func ranges(_ node: YAMLNode, unit: GlucoseUnit, _ report: inout YAMLReport) -> GlucoseRanges {
        var ranges = GlucoseRanges.consensus
        guard let pairs = node.mapping else {
            report.error("'glucose_ranges' must map bounds to values, e.g. {low: 70, high: 180}", at: node)
            return ranges
        }
        let limits = GlucoseReading.plausibleRange
        let allowed = unit.value(fromMilligramsPerDeciliter: limits.lowerBound)...unit.value(fromMilligramsPerDeciliter: limits.upperBound)
        for pair in pairs {
            let name = pair.key.scalar ?? ""
            guard ["very_low", "low", "high", "very_high"].contains(name) else {
                report.warning("unknown bound '\(name)' in 'glucose_ranges'; it is ignored", at: pair.key,
                               hint: "bounds: very_low, low, high, very_high")
                continue
            }
            guard let value = pair.value.scalar.flatMap(Double.init), value.isFinite, allowed.contains(value) else {
                report.error("'glucose_ranges.\(name)' must be a glucose value in \(unit.rawValue) from \(unit.format(limits.lowerBound)) to \(unit.format(limits.upperBound)), found \(pair.value.kindDescription)",
                             at: pair.value)
                continue
            }
            let mgdl = Int(unit.milligramsPerDeciliter(value).rounded())
            switch name {
            case "very_low": ranges.veryLow = mgdl
            case "low": ranges.low = mgdl
            case "high": ranges.high = mgdl
            default: ranges.veryHigh = mgdl
            }
        }
        guard ranges.isOrdered else {
            report.error("'glucose_ranges' must go up from very_low to low, high and very_high; the defaults are used",
                         at: node, hint: "e.g. {very_low: 54, low: 70, high: 180, very_high: 250}")
            return .consensus
        }
        return ranges
    }
}
