/// Reads `daybook.yaml`. A bad value is reported and its default kept; the rest of the file still applies.
public enum ConfigLoader {
    public static let fileName = "daybook.yaml"

    static let knownKeys = ["target", "day_starts", "timezone", "guess", "doses", "file", "ignore"] + glucoseKeys

    /// Every entry line is compared with every dose name, and every day reports every dose: a synced file must not
    /// make each of them cost thousands. A person logs a few kinds of dose, each by a few names.
    public static let maximumDoses = 16
    public static let maximumAliases = 16

    public static func load(_ bytes: [UInt8], file: String = fileName) -> (Config, [Diagnostic]) {
        var report = YAMLReport(file: file, bytes: bytes)
        let config = load(report.parse(), &report)
        return (config, report.diagnostics)
    }

    /// The configuration in a parsed document; problems go to `report`.
    static func load(_ document: YAMLNode?, _ report: inout YAMLReport) -> Config {
        var config = Config()
        guard let pairs = report.topMapping(of: document) else { return config }
        var dosesNode: YAMLNode?
        var fileNode: YAMLNode?
        var glucosePairs: [YAMLPair] = []
        for pair in pairs {
            guard let key = pair.key.scalar else {
                report.error(ConfigMessage.keysMustBeNames(found: pair.key.kind), at: pair.key)
                continue
            }
            let value = pair.value
            switch key {
            case "target":
                if let target = report.integer(value, key: key, in: 1...100_000) { config.target = target }
            case "day_starts":
                if let text = value.scalar, let time = TimeOfDay(text) {
                    config.dayBoundary = DayBoundary(dayStarts: time)
                } else {
                    report.error(ConfigMessage.dayStartsTime(found: value.kind), at: value)
                }
            case "timezone":
                config.timeZone = timeZone(value, &report)
            case "guess":
                config.guesses = guesses(value, &report)
            case "doses":
                dosesNode = value
            case _ where glucoseKeys.contains(key):
                glucosePairs.append(pair)
            case "estimator", "estimators", "consent":
                report.error(
                    ConfigMessage.estimatorInJournal(key: key), at: pair.key,
                    hint: ConfigMessage.moveToLocalConfig)
            case "file":
                fileNode = value
            case "ignore":
                config.ignore = ignore(value, &report)
            default:
                report.warning(
                    ConfigMessage.unknownKey(key: key, file: fileName), at: pair.key,
                    hint: ConfigMessage.knownKeys(knownKeys))
            }
        }
        if let fileNode {
            config.filePattern = filePattern(fileNode, ignore: config.ignore, &report)
        }
        if let dosesNode, let doses = doses(dosesNode, boundary: config.dayBoundary, &report) {
            config.doses = doses
        }
        config.glucose = glucose(glucosePairs, doses: config.doses, &report)
        return config
    }

    /// `file: "%Y/%m/%Y-%m-%d.md"`, when every path it gives is one the reader reads as its day's log (not hidden,
    /// not left out by `ignore`, the date in the name); otherwise an error, and new files follow the layout.
    private static func filePattern(_ node: YAMLNode, ignore: IgnoreRules, _ report: inout YAMLReport) -> String? {
        guard let pattern = node.scalar, DayFileLayout.isValid(pattern: pattern) else {
            report.error(ConfigMessage.filePattern, at: node, hint: ConfigMessage.filePatternNoOption)
            return nil
        }
        if let unread = DayFileLayout.unreadDay(pattern: pattern, ignoring: ignore) {
            report.error(
                ConfigMessage.filePatternNotRead(
                    date: unread.date, path: VisibleText.escaped(unread.path),
                    why: WriteMessage.logPath(unread.problem).localized),
                at: node, hint: ConfigMessage.filePatternReadable)
            return nil
        }
        return pattern
    }

    /// `ignore: [Templates/**, shopping.md]` (or one pattern); a pattern that cannot be used is reported and left out.
    private static func ignore(_ node: YAMLNode, _ report: inout YAMLReport) -> IgnoreRules {
        let items = node.sequence ?? [node]
        var patterns: [String] = []
        for item in items where !item.isNull {
            guard let pattern = item.scalar else {
                report.error(ConfigMessage.ignoreList(found: item.kind), at: item)
                continue
            }
            guard patterns.count < IgnoreRules.maximumPatterns else {
                report.error(
                    ConfigMessage.tooManyIgnorePatterns(limit: IgnoreRules.maximumPatterns), at: item,
                    hint: ConfigMessage.ignoreFolderWithOnePattern)
                break
            }
            if let problem = IgnoreRules.problem(with: pattern) {
                report.error(problem, at: item)
            } else {
                patterns.append(pattern)
            }
        }
        return IgnoreRules(patterns: patterns)
    }

    private static func guesses(_ node: YAMLNode, _ report: inout YAMLReport) -> Guesses {
        var guesses = Guesses()
        guard let pairs = node.mapping else {
            report.error(ConfigMessage.guessMapping, at: node)
            return guesses
        }
        for pair in pairs {
            let slot = pair.key.scalar ?? ""
            guard let kcal = report.integer(pair.value, key: "guess.\(slot)", in: 0...100_000) else { continue }
            if !guesses.set(slot, kcal) {
                report.warning(ConfigMessage.unknownSlot(slot: slot), at: pair.key, hint: ConfigMessage.slots)
            }
        }
        return guesses
    }

    private static func doses(
        _ node: YAMLNode, boundary: DayBoundary,
        _ report: inout YAMLReport
    ) -> [DoseDefinition]? {
        guard let pairs = node.mapping else {
            report.error(ConfigMessage.dosesMapping, at: node)
            return nil
        }
        var doses: [DoseDefinition] = []
        var owners: [String: String] = [:]
        var builtIn: [(dose: Int, names: [String])] = []
        for pair in pairs {
            guard let name = pair.key.scalar, !name.trimmingSpaces.isEmpty else {
                report.error(ConfigMessage.doseNeedsName, at: pair.key)
                continue
            }
            guard doses.count < maximumDoses else {
                report.error(
                    ConfigMessage.tooManyDoses(limit: maximumDoses, name: name), at: pair.key,
                    hint: ConfigMessage.keepDosesYouLog)
                break
            }
            // Dose names are shown in every status bar and report: no control characters (VisibleText).
            guard !name.unicodeScalars.contains(where: VisibleText.isControl) else {
                report.error(
                    ConfigMessage.doseNameControl(name: VisibleText.escaped(name)), at: pair.key,
                    hint: ConfigMessage.doseNameLettersOnly)
                continue
            }
            var dose = DoseDefinition(name: name)
            var names = DoseNames()
            if let settings = pair.value.mapping {
                readSettings(settings, into: &dose, names: &names, boundary: boundary, &report)
                if dose.window != nil && dose.perDay == nil { dose.perDay = 1 }
            } else if !pair.value.isNull {
                report.error(ConfigMessage.doseSettingsMapping(name: name), at: pair.value)
            }
            var kept: [String] = []
            for (index, written) in ([name] + (names.replaced ?? []) + names.added).enumerated() {
                if written.unicodeScalars.contains(where: VisibleText.isControl) {
                    report.error(
                        ConfigMessage.aliasControl(alias: VisibleText.escaped(written), dose: name),
                        at: pair.key, hint: ConfigMessage.aliasLettersOnly)
                    continue
                }
                let key = TextFolding.matchKey(written)
                if let owner = owners[key] {
                    report.error(
                        ConfigMessage.nameOfTwoDoses(name: written, first: owner, second: name), at: pair.key,
                        hint: ConfigMessage.eachDoseOwnNames)
                } else {
                    owners[key] = name
                    if index > 0 { kept.append(written) }
                }
            }
            dose.aliases = kept
            // A dose named for a kind of insulin keeps that kind's built-in names unless it lists its own `aliases`.
            if names.replaced == nil, let standard = InsulinNames.builtIn(for: name) {
                builtIn.append((doses.count, standard))
            }
            doses.append(dose)
        }
        // Built-in names go to their dose after every name written in the file: a name someone gave another dose
        // stays with that dose.
        for (index, names) in builtIn {
            var standard: [String] = []
            for written in names where owners[TextFolding.matchKey(written)] == nil {
                owners[TextFolding.matchKey(written)] = doses[index].name
                standard.append(written)
            }
            doses[index].aliases = standard + doses[index].aliases
        }
        return doses
    }

    /// At most `maximumAliases` names written for one dose (the built-in names of `long` and `rapid` are not
    /// counted: they are daybook's own).
    private static func capped(
        _ names: [String], of dose: DoseDefinition, at node: YAMLNode,
        _ report: inout YAMLReport
    ) -> [String] {
        guard names.count > maximumAliases else { return names }
        report.error(ConfigMessage.tooManyAliases(dose: dose.name, limit: maximumAliases), at: node)
        return Array(names.prefix(maximumAliases))
    }

    /// A dose's names as written: `aliases` replaces the built-in names, `aliases+` adds to them.
    private struct DoseNames {
        var replaced: [String]?
        var added: [String] = []
    }

    private static func readSettings(
        _ settings: [YAMLPair], into dose: inout DoseDefinition, names: inout DoseNames,
        boundary: DayBoundary, _ report: inout YAMLReport
    ) {
        for setting in settings {
            let key = setting.key.scalar ?? ""
            switch key {
            case "aliases":
                names.replaced = capped(
                    report.strings(setting.value, key: "aliases") ?? [], of: dose,
                    at: setting.value, &report)
            case "aliases+":
                names.added = capped(
                    report.strings(setting.value, key: "aliases+") ?? [], of: dose,
                    at: setting.value, &report)
            case "per_day":
                dose.perDay = report.integer(setting.value, key: "per_day", in: 1...24)
            case "window":
                guard let text = setting.value.scalar, let window = DoseWindow(text) else {
                    report.error(ConfigMessage.windowFormat(found: setting.value.kind), at: setting.value)
                    continue
                }
                guard boundary.offset(of: window.start) < boundary.offset(of: window.end) else {
                    report.error(
                        ConfigMessage.windowEmpty(
                            window: window.description, dose: dose.name,
                            dayStarts: boundary.dayStarts.description),
                        at: setting.value, hint: ConfigMessage.windowWithinDay)
                    continue
                }
                dose.window = window
            default:
                report.warning(
                    ConfigMessage.unknownDoseSetting(key: key, dose: dose.name), at: setting.key,
                    hint: ConfigMessage.doseSettings(["aliases", "aliases+", "window", "per_day"]))
            }
        }
    }
}
