/// `体重 58.6kg`, `weight 72.4 kg`, `wt 165 lb`, `体重58.6`, `06:30 176.8 lb`: a body weight, kept in kilograms with the
/// unit as written. Outside `Bounds.weightKilograms` the line is an error naming the bound, never a number kept.
struct WeightRule: LineRule {
    var name: String { "weight" }

    func read(_ body: LineBody, with parser: EntryParser) -> LineOutcome? {
        let s = body.s
        let number: NumberMatch
        if let word = body.hits.first(where: { $0.kind == .weight }),
            let found = KindWords.number(s, from: word.range.upperBound, end: body.end)
        {
            number = found
        } else if body.hits.isEmpty, let found = Numbers.decimal(s, at: body.start, end: body.end),
            let unit = Self.unit(s, after: found.end, end: body.end), unit.factor >= Self.smallestWeightUnit,
            skipSpaces(s, from: unit.end, to: body.end) == body.end
                || (Self.isWeightBeforeNote(grams: found.value.double * unit.factor, unitFactor: unit.factor)
                    && !s[unit.end..<body.end].contains(where: \.isDigit))
        {
            // A number in kilograms or pounds and nothing else, or a note without numbers after a body's weight
            // (`180.2 lb this morning`; `2 lb potatoes` is food).
            number = found
        } else {
            return nil
        }
        let unit = Self.unit(s, after: number.end, end: body.end)
        let grams = number.value.double * (unit?.factor ?? 1000)
        let kilograms = grams / 1000
        let written = string(body.original[body.start..<(unit?.end ?? number.end)]).trimmingSpaces
        guard Bounds.weightKilograms.contains(kilograms) else {
            return .rejected([
                .error(
                    GrammarMessage.weightOutOfRange(written: written), at: body.location,
                    column: characterColumn(body.line, scalarOffset: number.end), sourceLine: body.line,
                    hint: GrammarMessage.weightRange)
            ])
        }
        if unit == nil, kilograms > Self.maximumUnitlessKilograms {
            // `wt 190`: kilograms or pounds? Unsure, so not kept, and the fix is named.
            var start = number.end
            while start > body.start, s[start - 1].isDigit || s[start - 1] == "." || s[start - 1] == "," { start -= 1 }
            let digits = string(body.original[start..<number.end])
            return .rejected([
                .error(
                    GrammarMessage.weightWithoutUnit(written: written, limit: Int(Self.maximumUnitlessKilograms)),
                    at: body.location, column: characterColumn(body.line, scalarOffset: number.end),
                    sourceLine: body.line,
                    hint: GrammarMessage.writeWeightUnit(kilograms: digits + " kg", pounds: digits + " lb"))
            ])
        }
        let writtenUnit = unit.map { string(body.original[$0.start..<$0.end]).lowercased() } ?? "kg"
        return .content(.notFood(NotFoodEntry(kind: .weight, value: kilograms, writtenUnit: writtenUnit)))
    }

    /// Whether so many grams, with words after them, are a body's weight: within `Bounds.weightKilograms`, and in
    /// pounds or no more than a food's quantity may be (`200kg rice` is a quantity beyond its limit, an error).
    private static func isWeightBeforeNote(grams: Double, unitFactor: Double) -> Bool {
        Bounds.weightKilograms.contains(grams / 1000) && (unitFactor < 1000 || grams <= Quantity.limit(for: .gram))
    }

    /// The most a weight written without a unit is taken to be in kilograms: above it, it may as well be pounds.
    static let maximumUnitlessKilograms = 130.0

    /// Grams in the smallest unit a weight is written in (a pound): `200g` alone is food.
    private static let smallestWeightUnit = 400.0

    /// The mass unit after a number, its grams and where it ends.
    private static func unit(_ s: [Unicode.Scalar], after index: Int, end: Int) -> (
        start: Int, end: Int, factor: Double
    )? {
        let i = skipSpaces(s, from: index, to: end)
        guard let found = Units.measure(s, at: i, end: end), found.measure.unit == .gram else { return nil }
        return (i, i + found.length, found.measure.factor.double)
    }
}
