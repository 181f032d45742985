/// `headache all afternoon`, `だるい、眠い`, `feeling great today!`: how the person feels, never food. A line with a
/// meal's slot or kcal is food.
struct SymptomRule: LineRule {
    var name: String { "symptom" }

    func read(_ body: LineBody, with parser: EntryParser) -> LineOutcome? {
        guard body.slot == nil, body.hits.contains(where: { $0.kind == .symptom }), !KindWords.hasKcal(body) else {
            return nil
        }
        return .content(.notFood(NotFoodEntry(kind: .symptom)))
    }
}
