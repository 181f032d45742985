/// An error that refuses a line, or an item of it, with what the rule that refuses it knows of the insulin the line is
/// about. The parse result's `unreadInsulin` is decided from it (`EntryParser.unreadInsulin(_:line:contentStart:)`),
/// never from the error's words.
struct Refusal: Error {
    var diagnostic: Diagnostic
    /// nil when the error is not about insulin (a time, carbohydrate written on a dose line).
    var insulin: InsulinClaim?

    /// An error about insulin the line names, if it names one: a dose without an amount, one out of range, a dose not
    /// taken.
    static func named(_ diagnostic: Diagnostic) -> Refusal {
        Refusal(diagnostic: diagnostic, insulin: .named)
    }
}

/// What an error about a line about insulin says of that insulin, decided where the error is made.
struct InsulinClaim: Sendable, Hashable {
    /// Whether the insulin is one daybook can name: the dose the line may be is then the one the line names. Insulin
    /// daybook cannot name (a typo, a look-alike letter, a premix: `lantis 12u`, `novolog 70/30`; no name at all) may
    /// be any dose.
    var isNamed: Bool
    /// The name written for insulin that no configured dose is called (`levemir` in `levemir 10u`, `mypen` in `mypen
    /// 2u`): what the error's hint offers to add to a dose's aliases.
    var noDoseHas: String?

    /// Insulin the line names, if it names one.
    static let named = InsulinClaim(isNamed: true, noDoseHas: nil)
    /// Insulin daybook cannot name.
    static let unnamed = InsulinClaim(isNamed: false, noDoseHas: nil)

    /// What two errors of one line say together: insulin either cannot name, the line's cannot.
    func joined(_ other: InsulinClaim?) -> InsulinClaim {
        guard let other else { return self }
        return InsulinClaim(isNamed: isNamed && other.isNamed, noDoseHas: noDoseHas ?? other.noDoseHas)
    }
}
