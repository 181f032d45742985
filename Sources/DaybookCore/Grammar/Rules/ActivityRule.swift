/// `30 min walk`, `10k steps`, `散歩 40分`, `ヨガ 20分`: activity, never food. A line that gives kcal is read by the
/// meal rule, where `-150kcal` counts as activity kcal; a line with a meal's slot is food.
struct ActivityRule: LineRule {
    var name: String { "activity" }

    func read(_ body: LineBody, with parser: EntryParser) -> LineOutcome? {
        guard body.slot == nil, body.hits.contains(where: { $0.kind == .activity }), !KindWords.hasKcal(body) else {
            return nil
        }
        return .content(.notFood(NotFoodEntry(kind: .activity)))
    }
}
