/// `metformin 500mg`, `ロキソニン 1錠`, `jardiance 10mg`, `levothyroxine 50mcg`: a medicine that is not insulin. Never
/// food and never a dose; a line with kcal is food.
struct MedicineRule: LineRule {
    var name: String { "medicine" }

    private static let units = LexiconTables.medicineUnits

    func read(_ body: LineBody, with parser: EntryParser) -> LineOutcome? {
        guard !KindWords.hasKcal(body) else { return nil }
        if body.hits.contains(where: { $0.kind == .medicine }) {
            return .content(.notFood(NotFoodEntry(kind: .medicine)))
        }
        // A number in a unit only medicine is measured in: `vit D 2000mcg`, `アムロジピン5mg`.
        var p = body.start
        while p < body.firstItemEnd {
            if body.s[p].isDigit, let number = Numbers.decimal(body.s, at: p, end: body.firstItemEnd) {
                let unit = skipSpaces(body.s, from: number.end, to: body.firstItemEnd)
                let end = body.firstItemEnd
                if Self.units.first(
                    body.s, at: unit, end: end,
                    where: {
                        unit + Self.units.length($0) == end || !body.s[unit + Self.units.length($0)].isLatinLetter
                    })
                    != nil
                {
                    return .content(.notFood(NotFoodEntry(kind: .medicine)))
                }
                p = number.end
            } else {
                p += 1
            }
        }
        return nil
    }
}
