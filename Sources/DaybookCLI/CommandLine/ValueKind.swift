import DaybookCore

/// What an option's value or an argument must be: the parser checks it, help and the man page say which forms it
/// takes, and the completion scripts offer what fits.
enum ValueKind: Sendable {
    /// Any text.
    case text
    /// A file or folder.
    case path
    /// One of these words.
    case choice([String])
    /// A day as people say it (`RelativeDate`).
    case date
    /// A month as people say it (`RelativeMonth`).
    case month
    /// `HH:MM`.
    case time
    /// `YYYY-MM-DDTHH:MM`.
    case moment
    /// A whole number in this range.
    case count(ClosedRange<Int>)
    /// A number of seconds in this range.
    case seconds(ClosedRange<Double>)
    /// The name or an alias of one of the journal's doses: completion asks `daybook __complete doses`.
    case dose
    /// The name or an alias of a food in foods.yaml: completion asks `daybook __complete foods`.
    case food

    /// Why `value` does not fit, naming it by `label` (`--date`, `<kcal>`) and `valueName` (`format`); nil when
    /// it fits.
    func rejection(of value: String, label: String, valueName: String) -> UsageMessage? {
        switch self {
        case .text, .path, .dose, .food:
            return nil
        case .choice(let words):
            return words.contains(value) ? nil : .unknownChoice(valueName: valueName, value: value, choices: words)
        case .date:
            return RelativeDate(value) != nil ? nil : .notADate(label: label, value: value)
        case .month:
            return RelativeMonth(value) != nil ? nil : .notAMonth(label: label, value: value)
        case .time:
            return TimeOfDay(value) != nil ? nil : .notATime(label: label, value: value)
        case .moment:
            return LocalDateTime(value) != nil ? nil : .notAMoment(label: label, value: value)
        case .count(let range):
            guard let number = Int(value), range.contains(number) else {
                return .notACount(label: label, range: range, value: value)
            }
            return nil
        case .seconds(let range):
            guard let number = Double(value), range.contains(number) else {
                return .notSeconds(
                    label: label, low: Format.number(range.lowerBound),
                    high: Format.number(range.upperBound), value: value)
            }
            return nil
        }
    }

    /// The forms a value takes, said once for every option of this kind; nil when the option's own help says it.
    var forms: Localized? {
        switch self {
        case .date: return HelpWords.dateForms.localized
        case .month: return HelpWords.monthForms.localized
        default: return nil
        }
    }

    /// The words completion offers without looking at the journal.
    var words: [String] {
        switch self {
        case .choice(let words): return words
        case .date: return ["today", "yesterday"] + RelativeDate.weekdayNames
        case .month: return ["this", "last"]
        default: return []
        }
    }
}
