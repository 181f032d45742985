import Testing

@testable import DaybookCore

/// "Restore this line" undoes what cancels a line, by the rules that cancel it: every strike, a box not done.
struct RestoreLineTests {
    private let grammar = EntryParser(doses: DoseDefinition.standard)

    @Test(arguments: [
        ("- ~~23:00 cake~~", "- 23:00 cake"), ("- 23:00 ~~cake~~", "- 23:00 cake"), ("- ~23:00 cake~", "- 23:00 cake"),
        ("- <del>22:00 lantus 12u</del>", "- 22:00 lantus 12u"), ("- <s>22:00 lantus 12u", "- 22:00 lantus 12u"),
        ("- <strike>ramen</strike>", "- ramen"), ("- ~~22:00 lantus 12u~~ (dup)", "- 22:00 lantus 12u (dup)"),
        ("- [ ] 22:00 lantus 12u", "- [x] 22:00 lantus 12u"), ("- [-] 22:00 lantus 12u", "- [x] 22:00 lantus 12u"),
        ("- ☐ 22:00 lantus 12u", "- [x] 22:00 lantus 12u"), ("  - ~~ランタス 12単位~~", "  - ランタス 12単位"),
        ("- [ ] ~~22:00 lantus 12u~~", "- [x] 22:00 lantus 12u"),
    ])
    func everyWayALineIsCancelledIsUndone(line: String, restored: String) {
        #expect(grammar.restored(line: line) == restored)
        // What it gives back is read as counted.
        let start = ListItem.contentStart(Array(restored.utf8)[...]) ?? 0
        let entry = grammar.parse(line: restored, contentStart: start, location: SourceLocation(file: "t.md", line: 1))
            .entry
        if case .cancelled? = entry?.content { Issue.record("still cancelled: \(restored)") }
    }

    @Test(arguments: ["- 23:00 cake", "- [x] 22:00 lantus 12u", "not a list item"])
    func aLineNotCancelledHasNothingToRestore(line: String) {
        #expect(grammar.restored(line: line) == nil)
    }
}
