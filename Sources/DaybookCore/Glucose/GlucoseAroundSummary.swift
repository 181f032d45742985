/// Glucose around one dose, or around one slot's meals, over a period: how many there were, how many had a
/// reading before (at) and after, and the mean of those readings.
public struct GlucoseAroundSummary: Sendable, Hashable {
    /// The dose's name, or the meal's slot (`other` for meals without one).
    public var name: String
    public var isDose: Bool
    public var count: Int
    public var withBefore: Int
    public var meanBefore: Double?
    public var withAfter: Int
    public var meanAfter: Double?

    /// One summary per dose name (in `doses` order), then per slot in slot order, for those that happened.
    public static func summarise(_ events: [GlucoseAround], doses: [DoseDefinition]) -> [GlucoseAroundSummary] {
        let groups: [(String, Bool)] =
            doses.map { ($0.name, true) }
            + (Slot.allCases.map { $0.rawValue } + ["other"]).map { ($0, false) }
        return groups.compactMap { name, isDose in
            let members = events.filter { event in
                switch event.kind {
                case .dose(let dose, _): return isDose && dose == name
                case .meal(let slot, _): return !isDose && (slot?.rawValue ?? "other") == name
                }
            }
            guard !members.isEmpty else { return nil }
            let before = members.compactMap { $0.before?.mgdl }
            let after = members.compactMap { $0.after?.mgdl }
            return GlucoseAroundSummary(
                name: name, isDose: isDose, count: members.count, withBefore: before.count,
                meanBefore: before.isEmpty ? nil : before.reduce(0, +) / Double(before.count),
                withAfter: after.count,
                meanAfter: after.isEmpty ? nil : after.reduce(0, +) / Double(after.count))
        }
    }
}
