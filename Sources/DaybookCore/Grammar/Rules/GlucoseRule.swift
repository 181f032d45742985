/// `bg 142`, `血糖 110`, `libre 156`: a glucose reading, warned about when it has no time.
struct GlucoseRule: LineRule {
    var name: String { "glucose reading" }

    func read(_ body: LineBody, with parser: EntryParser) -> LineOutcome? {
        guard
            let reading = parser.glucose.parse(
                body.s, body.original, from: body.start, end: body.end, itemEnd: body.firstItemEnd,
                location: body.location, line: body.line)
        else { return nil }
        switch reading {
        case .success(let read):
            let untimed = body.time == nil ? [GlucoseLineParser.untimed(at: body.location, line: body.line)] : []
            return .content(.glucose(read.entry), diagnostics: (read.warning.map { [$0] } ?? []) + untimed)
        case .failure(let diagnostic):
            return .rejected([diagnostic])
        }
    }
}
