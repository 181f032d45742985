/// `note: felt low after lunch`, `メモ 明日は健診`, `sensor change, new Libre`: a note, shown and never counted, whatever it names.
struct NoteRule: LineRule {
    var name: String { "note" }

    func read(_ body: LineBody, with parser: EntryParser) -> LineOutcome? {
        guard let first = body.hits.first, first.kind == .note, first.range.lowerBound == body.start else { return nil }
        let after = first.range.upperBound
        // `sensor change, new Libre`: a comma after the note's word goes on with the note.
        guard
            after == body.end || [":", ",", "、"].contains(body.s[after]) || body.s[after].isSpace
                || body.s[after].isCJK
        else {
            return nil
        }
        return .content(.notFood(NotFoodEntry(kind: .note)))
    }
}
