/// Everything else is a meal: its items, each with a quantity and maybe kcal. Always matches: it is last.
struct MealRule: LineRule {
    var name: String { "meal" }

    func read(_ body: LineBody, with parser: EntryParser) -> LineOutcome? {
        var diagnostics: [Diagnostic] = []
        var insulin: InsulinClaim?
        let items = parser.parseItems(
            body.s, body.original, from: body.start, end: body.end, separators: body.separators,
            first: body.firstSeparator, location: body.location, line: body.line, diagnostics: &diagnostics,
            insulin: &insulin)
        return .content(.meal(items), diagnostics: diagnostics, insulin: insulin)
    }
}
