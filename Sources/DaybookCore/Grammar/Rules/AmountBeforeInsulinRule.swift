/// `took 6u humalog`: insulin after its amount is the dose, the words before them a note.
struct AmountBeforeInsulinRule: LineRule {
    var name: String { "dose, words then amount" }

    func read(_ body: LineBody, with parser: EntryParser) -> LineOutcome? {
        guard body.doseName == nil, body.later == nil,
            let words = parser.doses.insulinWord(body.s, from: body.start, end: body.firstItemEnd),
            let amountStart = parser.doses.amountBeforeInsulin(body.s, after: words, end: body.firstItemEnd),
            let read = parser.doses.parseAmountFirst(
                body.s, body.original, from: amountStart, end: body.end, location: body.location, line: body.line,
                wordsFrom: body.start)
        else { return nil }
        return .dose(read)
    }
}
