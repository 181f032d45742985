import DaybookCore

/// What `show` groups a day's entries under, in the day's order: a meal's slot, else what the entry is. A heading
/// starts where the group changes.
enum ShowGroup: Equatable {
    case slot(Slot)
    /// A meal written without a slot (a snack at 15:00, an activity).
    case other
    case dose
    case glucose

    /// The group of an entry; nil for one struck through, which `show` lists with what it did not count.
    init?(_ entry: Entry) {
        switch entry.content {
        case .meal: self = entry.slot.map(ShowGroup.slot) ?? .other
        case .dose: self = .dose
        case .glucose: self = .glucose
        case .cancelled: return nil
        case .notFood: self = .other
        }
    }

    /// The heading's words; the machine name in JSON is the English.
    var words: Localized {
        switch self {
        case .slot(let slot): return slot.localized
        case .other: return Slot.other
        case .dose: return ShowWords.doses.localized
        case .glucose: return StatusWords.glucose.localized
        }
    }

    /// A day's entries, each run of one group together, in the day's order.
    static func runs(_ entries: [ResolvedEntry]) -> [(group: ShowGroup, entries: [ResolvedEntry])] {
        var runs: [(group: ShowGroup, entries: [ResolvedEntry])] = []
        for entry in entries {
            guard let group = ShowGroup(entry.entry) else { continue }
            if runs.last?.group == group {
                runs[runs.count - 1].entries.append(entry)
            } else {
                runs.append((group, [entry]))
            }
        }
        return runs
    }
}
