/// `ノボリン 4単位`: insulin no configured dose is called, with an amount in insulin units, is an error that says
/// how to add the dose — never food.
struct InsulinNotADoseRule: LineRule {
    var name: String { "insulin that is no dose" }

    func read(_ body: LineBody, with parser: EntryParser) -> LineOutcome? {
        guard body.doseName == nil,
            let word = parser.doses.insulinWord(body.s, from: body.start, end: body.firstItemEnd) ?? body.later?.range
        else { return nil }
        return .refused(
            parser.doses.notADose(
                string(body.original[word]), at: word.lowerBound, location: body.location, line: body.line))
    }
}
