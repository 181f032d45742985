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
    func rejection(of value: String, label: String, valueName: String) -> String? {
        switch self {
        case .text, .path, .dose, .food:
            return nil
        case .choice(let words):
            return words.contains(value) ? nil
                : "Unknown \(valueName) '\(value)'; use one of \(words.joined(separator: ", "))"
        case .date:
            return RelativeDate(value) != nil ? nil
                : "\(label) '\(value)' is not a date; write YYYY-MM-DD, today, yesterday, -N (N days back) or a "
                    + "weekday, e.g. 2026-11-29 or friday"
        case .month:
            return RelativeMonth(value) != nil ? nil
                : "\(label) '\(value)' is not a month; write YYYY-MM, this or last, e.g. 2026-11"
        case .time:
            return TimeOfDay(value) != nil ? nil : "\(label) '\(value)' is not a time; write HH:MM, e.g. 12:30"
        case .moment:
            return LocalDateTime(value) != nil ? nil
                : "\(label) '\(value)' is not a time; write YYYY-MM-DDTHH:MM, e.g. 2026-11-29T14:05"
        case .count(let range):
            guard let number = Int(value), range.contains(number) else {
                return "\(label) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(value)'"
            }
            return nil
        case .seconds(let range):
            guard let number = Double(value), range.contains(number) else {
                return "\(label) takes a number of seconds from \(Format.number(range.lowerBound)) to "
                    + "\(Format.number(range.upperBound)), not '\(value)'"
            }
            return nil
        }
    }

    /// The forms a value takes, said once for every option of this kind; nil when the option's own help says it.
    var forms: String? {
        switch self {
        case .date:
            return "Write YYYY-MM-DD, today, yesterday, -N (N days back) or a weekday (the latest one not after today)."
        case .month:
            return "Write YYYY-MM, this or last."
        default:
            return nil
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
