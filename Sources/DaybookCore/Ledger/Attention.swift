/// How urgently a day needs a look, for status bars that colour or flag it.
public enum Attention: String, Sendable, Comparable {
    case ok
    /// A scheduled dose is due now.
    case warning
    /// Over target, or a scheduled dose missed or taken too often (today or yesterday): a health risk.
    case critical

    public static func < (lhs: Attention, rhs: Attention) -> Bool {
        let order: [Attention] = [.ok, .warning, .critical]
        return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
}

extension DaySummary {
    /// The one place that decides how alarming a day is; every status-bar format asks here.
    public var attention: Attention {
        if balance.remaining < 0 || !missedYesterday.isEmpty
            || doses.contains(where: { $0.state == .missed || $0.state == .duplicate }) {
            return .critical
        }
        if doses.contains(where: { $0.state == .due }) { return .warning }
        return .ok
    }
}
