/// `forgot lantus 12u`, `ランタス 打ち忘れ`, `no lantus tonight`: a dose said not to be taken is an error that says how
/// to write it, never a dose taken and never food.
struct NotTakenRule: LineRule {
    var name: String { "not taken" }

    func read(_ body: LineBody, with parser: EntryParser) -> LineOutcome? {
        guard
            let word = parser.doses.notTaken(
                body.s, from: body.start, end: body.end, firstItemEnd: body.firstItemEnd,
                startsWithDose: body.startsWithDose)
        else { return nil }
        return .refused(
            parser.doses.notTakenError(
                string(body.original[word]), at: word.lowerBound, body: body.text, location: body.location,
                line: body.line))
    }
}
