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
                report.error(ConfigMessage.glucoseUnit(found: pair.value.kind), at: pair.value)
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

    private static func keptWords(
        _ words: [String], doses: [DoseDefinition], at node: YAMLNode,
        _ report: inout YAMLReport
    ) -> [String] {
        let doseKeys = Set(doses.flatMap { [$0.name] + $0.aliases }.map { TextFolding.matchKey($0) })
        return words.filter { word in
            let key = TextFolding.matchKey(word)
            if key.isEmpty || key.contains(" ") {
                report.error(ConfigMessage.glucoseWordOneWord(word: word), at: node)
                return false
            }
            if doseKeys.contains(key) {
                report.error(
                    ConfigMessage.glucoseWordIsDose(word: word), at: node,
                    hint: ConfigMessage.glucoseWordOfItsOwn)
                return false
            }
            return true
        }
    }

    /// `{very_low: 54, low: 70, high: 180, very_high: 250}` in `unit`, each bound kept in whole mg/dL.
    private static func ranges(_ node: YAMLNode, unit: GlucoseUnit, _ report: inout YAMLReport) -> GlucoseRanges {
        var ranges = GlucoseRanges.consensus
        guard let pairs = node.mapping else {
            report.error(ConfigMessage.glucoseRangesMapping, at: node)
            return ranges
        }
        let limits = GlucoseReading.plausibleRange
        let allowed =
            unit.value(
                fromMilligramsPerDeciliter: limits.lowerBound)...unit.value(
                fromMilligramsPerDeciliter: limits.upperBound)
        for pair in pairs {
            let name = pair.key.scalar ?? ""
            guard ["very_low", "low", "high", "very_high"].contains(name) else {
                report.warning(
                    ConfigMessage.unknownGlucoseBound(name: name), at: pair.key,
                    hint: ConfigMessage.glucoseBounds)
                continue
            }
            guard let value = pair.value.scalar.flatMap(Double.init), value.isFinite, allowed.contains(value) else {
                let problem = ConfigMessage.glucoseBoundValue(
                    name: name, unit: unit.rawValue,
                    low: unit.format(limits.lowerBound),
                    high: unit.format(limits.upperBound),
                    found: pair.value.kind)
                report.error(problem, at: pair.value)
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
            report.error(ConfigMessage.glucoseRangesOrder, at: node, hint: ConfigMessage.glucoseRangesExample)
            return .consensus
        }
        return ranges
    }
}
