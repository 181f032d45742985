/// How much a day, or one part of what is shown about it, needs a look. Every surface takes its colours, classes,
/// urgency and markers from here: tmux and the text block paint `warning` yellow and `critical`/`urgent` red,
/// waybar's class is `warning` or `critical` (for both), i3blocks asks for urgency only when `urgent`.
public enum Attention: String, Sendable, Comparable, CaseIterable {
    case ok
    /// A scheduled dose is due now, or cannot be told (a file of the day, or a line about its insulin, could not be read).
    case warning
    /// Over target.
    case critical
    /// A scheduled dose missed or taken too often, today or yesterday, or an error in the configuration or the
    /// files read — a line this machine wrote that a sync tool took away among them: what is shown may be wrong, or
    /// a dose needs seeing to.
    case urgent

    public static func < (lhs: Attention, rhs: Attention) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}

extension Balance {
    /// Over target is critical.
    public var attention: Attention {
        remaining < 0 ? .critical : .ok
    }
}

extension DoseStatus.State {
    /// A miss or a duplicate is urgent; a dose due, or one that cannot be told, is a warning.
    public var attention: Attention {
        switch self {
        case .missed, .duplicate: return .urgent
        case .due, .unknown: return .warning
        case .taken, .upcoming, .logged: return .ok
        }
    }
}

extension DaySummary {
    /// Errors among the diagnostics: something in the configuration or the files read is wrong, so numbers may be.
    public var errorCount: Int {
        diagnostics.reduce(0) { $0 + ($1.severity == .error ? 1 : 0) }
    }

    /// Yesterday's misses and duplicates are as urgent as today's.
    public var yesterdayAttention: Attention {
        missedYesterday.isEmpty && duplicateYesterday.isEmpty ? .ok : .urgent
    }

    /// Errors make everything shown doubtful.
    public var errorAttention: Attention {
        errorCount > 0 ? .urgent : .ok
    }

    /// The one rule for the day as a whole (today and yesterday; balance, doses, errors): the most any part needs.
    public var attention: Attention {
        var level = max(balance.attention, yesterdayAttention, errorAttention)
        for dose in doses { level = max(level, dose.state.attention) }
        return level
    }
}
