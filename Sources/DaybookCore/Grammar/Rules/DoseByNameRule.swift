/// `long 12u`, `Tresiba 10`, `ランタス12`: a configured dose's name first, then its amount.
struct DoseByNameRule: LineRule {
    var name: String { "dose by name" }

    func read(_ body: LineBody, with parser: EntryParser) -> LineOutcome? {
        guard body.startsWithDose, let dose = body.doseName else { return nil }
        return .dose(
            parser.doses.parse(
                body.s, body.original, name: dose, from: body.start, end: body.end, location: body.location,
                line: body.line))
    }
}
