/// `昼食前 ヒューマログ 5`, `before bed lantus 12u`: words before a dose's name are a note, like words after it.
struct LaterNameDoseRule: LineRule {
    var name: String { "dose after words" }

    func read(_ body: LineBody, with parser: EntryParser) -> LineOutcome? {
        guard let later = body.later, let dose = later.dose else { return nil }
        return .dose(
            parser.doses.parse(
                body.s, body.original, name: dose, from: later.range.lowerBound, end: body.end,
                location: body.location, line: body.line, wordsFrom: body.start))
    }
}
