/// Which dose a line about insulin that the grammar could not read may be (`EntryParser.Result.unreadInsulin`, kept
/// for each such line in `Day.unreadInsulin`): while the line stands, that dose is neither taken nor missed on its day,
/// and another one is refused.
public enum UnreadInsulin: Sendable, Hashable {
    /// The line names a configured dose (its name or an alias): that dose.
    case dose(String)
    /// The line names a long-acting insulin (`InsulinNames.long`) no configured dose has.
    case longActing
    /// The line names a rapid-acting insulin (`InsulinNames.rapid`) no configured dose has.
    case rapidActing
    /// Insulin of no kind daybook knows (`insulin`, `NPH`): any dose.
    case anyKind

    /// Whether the line may be a dose of `dose`: a dose whose kind is not known may be either kind.
    public func mayBe(_ dose: DoseDefinition) -> Bool {
        switch self {
        case .dose(let name): return name == dose.name
        case .longActing: return InsulinNames.isLongActing(dose: dose) != false
        case .rapidActing: return InsulinNames.isLongActing(dose: dose) != true
        case .anyKind: return true
        }
    }
}
