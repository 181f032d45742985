/// `took lantus`: insulin named without an amount is an error that asks for it — never food.
struct InsulinWithoutAmountRule: LineRule {
    var name: String { "insulin without an amount" }

    func read(_ body: LineBody, with parser: EntryParser) -> LineOutcome? {
        guard body.doseName == nil,
            let word = parser.doses.mentionedInsulin(body.s, from: body.start, end: body.firstItemEnd)
        else { return nil }
        return .refused(
            parser.doses.withoutAmount(
                string(body.original[word]), at: word.lowerBound, location: body.location, line: body.line))
    }
}
