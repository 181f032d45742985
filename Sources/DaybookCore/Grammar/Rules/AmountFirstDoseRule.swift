/// `4u humalog`, `12単位 ランタス`: the amount first, then the dose's name.
struct AmountFirstDoseRule: LineRule {
    var name: String { "dose, amount first" }

    func read(_ body: LineBody, with parser: EntryParser) -> LineOutcome? {
        parser.doses.parseAmountFirst(
            body.s, body.original, from: body.start, end: body.end, location: body.location, line: body.line
        ).map(LineOutcome.dose)
    }
}
