/// Reads `daybook.yaml`. A bad value is reported and its default kept; the rest of the file still applies.
public enum ConfigLoader {
    public static let fileName = "daybook.yaml"

    static let knownKeys = ["target", "day_starts", "guess", "doses", "file", "ignore"] + glucoseKeys

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
        var glucosePairs: [YAMLPair] = []
        for pair in pairs {
            guard let key = pair.key.scalar else {
                report.error("keys must be names, found \(pair.key.kindDescription)", at: pair.key)
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
                    report.error("'day_starts' must be a time like \"04:00\", found \(value.kindDescription)",
                                 at: value)
                }
            case "guess":
                config.guesses = guesses(value, &report)
            case "doses":
                dosesNode = value
            case _ where glucoseKeys.contains(key):
                glucosePairs.append(pair)
            case "estimator", "estimators", "consent":
                report.error("'\(key)' cannot be set in the journal: estimators are set on each machine, in "
                             + "~/.config/daybook/config.yaml, so that a synced folder cannot make a machine run a "
                             + "program or send data anywhere; it is ignored", at: pair.key,
                             hint: "move it to ~/.config/daybook/config.yaml on each machine that should use it")
            case "file":
                if let pattern = value.scalar, DayFileLayout.isValid(pattern: pattern) {
                    config.filePattern = pattern
                } else {
                    report.error("'file' must be a relative path ending in .md with %Y, %m and %d, e.g. "
                                 + "\"%Y/%m/%Y-%m-%d.md\"", at: value,
                                 hint: "no part of it may start with '-' or '+' or hold control characters: a "
                                     + "program given the path could take it for an option")
                }
            case "ignore":
                config.ignore = ignore(value, &report)
            default:
                report.warning("unknown key '\(key)' in \(fileName); it is ignored", at: pair.key,
                               hint: "known keys: " + knownKeys.joined(separator: ", "))
            }
        }
        if let dosesNode, let doses = doses(dosesNode, boundary: config.dayBoundary, &report) {
            config.doses = doses
        }
        config.glucose = glucose(glucosePairs, doses: config.doses, &report)
        return config
    }

    /// `ignore: [Templates/**, shopping.md]` (or one pattern); a pattern that cannot be used is reported and left out.
    private static func ignore(_ node: YAMLNode, _ report: inout YAMLReport) -> IgnoreRules {
        let items = node.sequence ?? [node]
        var patterns: [String] = []
        for item in items where !item.isNull {
            guard let pattern = item.scalar else {
                report.error("'ignore' must be a list of paths or globs, e.g. [\"Templates/**\", shopping.md], found "
                             + item.kindDescription, at: item)
                continue
            }
            guard patterns.count < IgnoreRules.maximumPatterns else {
                report.error("'ignore' has more than \(IgnoreRules.maximumPatterns) patterns; the rest are not used",
                             at: item, hint: "leave out a folder with one pattern, e.g. \"Archive/**\"")
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
            report.error("'guess' must map slots to kcal, e.g. {lunch: 600}", at: node)
            return guesses
        }
        for pair in pairs {
            let slot = pair.key.scalar ?? ""
            guard let kcal = report.integer(pair.value, key: "guess.\(slot)", in: 0...100_000) else { continue }
            if !guesses.set(slot, kcal) {
                report.warning("unknown slot '\(slot)' in 'guess'; it is ignored", at: pair.key,
                               hint: "slots: breakfast, lunch, dinner, snack, other")
            }
        }
        return guesses
    }

    private static func doses(_ node: YAMLNode, boundary: DayBoundary,
                              _ report: inout YAMLReport) -> [DoseDefinition]? {
        guard let pairs = node.mapping else {
            report.error("'doses' must map dose names to their settings, e.g. {long: {per_day: 1}}", at: node)
            return nil
        }
        var doses: [DoseDefinition] = []
        var owners: [String: String] = [:]
        var builtIn: [(dose: Int, names: [String])] = []
        for pair in pairs {
            guard let name = pair.key.scalar, !name.trimmingSpaces.isEmpty else {
                report.error("a dose needs a name", at: pair.key)
                continue
            }
            guard doses.count < maximumDoses else {
                report.error("more than \(maximumDoses) doses; '\(name)' and the doses after it are ignored",
                             at: pair.key, hint: "keep the doses you log; write the others as notes")
                break
            }
            // Dose names are shown in every status bar and report: no control characters (VisibleText).
            guard !name.unicodeScalars.contains(where: VisibleText.isControl) else {
                report.error("the dose name '\(VisibleText.escaped(name))' holds a control character", at: pair.key,
                             hint: "write the name with letters only; this dose is ignored until then")
                continue
            }
            var dose = DoseDefinition(name: name)
            var names = DoseNames()
            if let settings = pair.value.mapping {
                readSettings(settings, into: &dose, names: &names, boundary: boundary, &report)
                if dose.window != nil && dose.perDay == nil { dose.perDay = 1 }
            } else if !pair.value.isNull {
                report.error("settings of dose '\(name)' must be a mapping, e.g. {aliases: [lantus], per_day: 1}",
                             at: pair.value)
            }
            var kept: [String] = []
            for (index, written) in ([name] + (names.replaced ?? []) + names.added).enumerated() {
                if written.unicodeScalars.contains(where: VisibleText.isControl) {
                    report.error("the alias '\(VisibleText.escaped(written))' of dose '\(name)' holds a control "
                                 + "character", at: pair.key, hint: "write the alias with letters only; it is ignored")
                    continue
                }
                let key = TextFolding.matchKey(written)
                if let owner = owners[key] {
                    report.error("'\(written)' names both dose '\(owner)' and dose '\(name)'", at: pair.key,
                                 hint: "give each dose its own names; the first one keeps it")
                } else {
                    owners[key] = name
                    if index > 0 { kept.append(written) }
                }
            }
            dose.aliases = kept
            // A built-in dose keeps the built-in names unless it lists its own `aliases`.
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
    private static func capped(_ names: [String], of dose: DoseDefinition, at node: YAMLNode,
                               _ report: inout YAMLReport) -> [String] {
        guard names.count > maximumAliases else { return names }
        report.error("dose '\(dose.name)' has more than \(maximumAliases) aliases; the first \(maximumAliases) are used",
                     at: node)
        return Array(names.prefix(maximumAliases))
    }

    /// A dose's names as written: `aliases` replaces the built-in names, `aliases+` adds to them.
    private struct DoseNames {
        var replaced: [String]?
        var added: [String] = []
    }

    private static func readSettings(_ settings: [YAMLPair], into dose: inout DoseDefinition, names: inout DoseNames,
                                     boundary: DayBoundary, _ report: inout YAMLReport) {
        for setting in settings {
            let key = setting.key.scalar ?? ""
            switch key {
            case "aliases":
                names.replaced = capped(report.strings(setting.value, key: "aliases") ?? [], of: dose,
                                        at: setting.value, &report)
            case "aliases+":
                names.added = capped(report.strings(setting.value, key: "aliases+") ?? [], of: dose,
                                     at: setting.value, &report)
            case "per_day":
                dose.perDay = report.integer(setting.value, key: "per_day", in: 1...24)
            case "window":
                guard let text = setting.value.scalar, let window = DoseWindow(text) else {
                    report.error("'window' must be two times like \"22:00-23:00\", found "
                                 + setting.value.kindDescription, at: setting.value)
                    continue
                }
                guard boundary.offset(of: window.start) < boundary.offset(of: window.end) else {
                    report.error("window \(window) of dose '\(dose.name)' is empty or crosses day_starts "
                                 + "(\(boundary.dayStarts))", at: setting.value,
                                 hint: "a window must start and end within one journal day")
                    continue
                }
                dose.window = window
            default:
                report.warning("unknown setting '\(key)' for dose '\(dose.name)'; it is ignored", at: setting.key,
                               hint: "settings: aliases, aliases+, window, per_day")
            }
        }
    }
}
