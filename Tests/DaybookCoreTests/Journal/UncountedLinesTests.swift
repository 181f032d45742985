import DaybookTesting
import Testing

@testable import DaybookCore

/// Lines a person can see are not done — a task not ticked, a group struck through — are never counted: a dose
/// there would show taken and refuse the real one.
struct UncountedLinesTests {
    // MARK: - Task boxes

    @Test func aTaskNotTickedIsShownAndNeverCounted() {
        let result = parseLine("- [ ] 22:00 ランタス 12単位")
        #expect(result.diagnostics.isEmpty)
        #expect(result.entry?.content == .cancelled)
        #expect(result.entry?.time == time("22:00"))
        #expect(result.entry?.text == "ランタス 12単位")
        #expect(longDose("- [ ] 22:00 ランタス 12単位\n").state == .due)
        #expect(longDose("- [ ] 19:00 ramen 600kcal\n").eaten == 0)
    }

    @Test(arguments: ["- [x] 22:00 ランタス 12単位\n", "- [X] 22:00 lantus 12u\n", "* [x] 22:00 long 12u\n"])
    func aTickedTaskCounts(line: String) {
        #expect(longDose(line).state == .taken)
    }

    @Test func anEmptyTaskIsNoEntry() {
        #expect(parseLine("- [ ]").entry == nil)
        #expect(parseLine("- [ ]").diagnostics.isEmpty)
    }

    @Test func whatIsNestedUnderATaskNotDoneIsNotDoneUnlessTickedItself() {
        #expect(longDose("- [ ] 21:00 dinner:\n  - lantus 12u\n").state == .due)
        #expect(longDose("- [ ] 21:00 dinner:\n  - [x] lantus 12u\n").state == .taken)
        #expect(longDose("- [x] 21:00 dinner:\n  - lantus 12u\n").state == .taken)
    }

    /// Every box but `[x]` is a task not done, however an editor writes it: a dose there is never counted.
    @Test(arguments: [
        "- [-] 22:00 lantus 12u\n", "- [>] 22:00 lantus 12u\n", "- [/] 22:00 lantus 12u\n",
        "- [?] 22:00 lantus 12u\n", "- [] 22:00 lantus 12u\n", "- [  ] 22:00 lantus 12u\n",
        "- [ ]22:00 lantus 12u\n", "- [\u{A0}] 22:00 lantus 12u\n", "- [ ]\u{A0}22:00 lantus 12u\n",
        "- 22:00 [ ] lantus 12u\n", "- 22:00 [-] lantus 12u\n", "- ☐ 22:00 lantus 12u\n",
        "- □ 22:00 lantus 12u\n", "- 22:00 ☐ lantus 12u\n", "- [!] 22:00 ランタス 12単位\n",
    ])
    func everyBoxButATickIsATaskNotDone(line: String) {
        #expect(longDose(line) == (.due, 0, 0))
        #expect(parseLine(line).entry?.content == .cancelled)
        #expect(parseLine(line).diagnostics.isEmpty)
    }

    @Test func aBoxNotTickedCancelsWhatIsNestedUnderIt() {
        #expect(longDose("- [-] 21:00 dinner:\n  - lantus 12u\n").state == .due)
        #expect(longDose("- [>]\n  - lantus 12u\n").state == .due)
        #expect(longDose("- [ ] 19:00 ramen 600kcal\n- 19:00 [] cake 300kcal\n").eaten == 0)
    }

    @Test(arguments: ["- ☑ 22:00 lantus 12u\n", "- ✅ 22:00 lantus 12u\n", "- 22:00 [x] lantus 12u\n"])
    func aTickedBoxCounts(line: String) {
        #expect(longDose(line) == (.taken, 1, 0))
        #expect(parseLine(String(line.dropLast())).entry?.text == "lantus 12u")
    }

    /// `☒` is done in some editors and cancelled in others, `[ x ]` no box at all: neither is counted, and the
    /// error says which box to write.
    @Test func aBoxThatMayMeanEitherIsAnError() throws {
        let crossed = parseLine("- ☒ 22:00 lantus 12u")
        #expect(crossed.entry == nil)
        let error = try #require(crossed.diagnostics.first)
        #expect(error.severity == .error)
        #expect(error.message.text(.en) == "'☒' may mean done or not done; this line is not counted")
        #expect(error.column == 3)
        #expect(
            parseLine("- [ x ] 22:00 lantus 12u").diagnostics.first?.message.text(.en)
                == "'[ x ]' may mean done or not done; this line is not counted")
        #expect(longDose("- ☒ 22:00 lantus 12u\n").count != 1)
    }

    /// Brackets that are no box are text: a footnote-like number, a note, a link.
    @Test func bracketsThatAreNoBoxAreText() {
        #expect(parseLine("- [1] ramen 600kcal").entry?.text == "[1] ramen 600kcal")
        #expect(parseLine("- [note] ramen 600kcal").entry?.text == "[note] ramen 600kcal")
        #expect(parseLine("- [x](https://example.com) ramen 600kcal").entry?.content != .cancelled)
    }

    // MARK: - Groups struck through

    @Test(arguments: [
        "- ~~19:30 dinner:~~\n  - lantus 12u\n", "- 19:30 ~~dinner:~~\n  - lantus 12u\n",
        "- ~~19:30 dinner:~~\n  - [x] lantus 12u\n",
        "- ~~19:30 dinner:~~\n  - 20:00 dessert:\n    - cake\n  - lantus 12u\n",
    ])
    func aGroupStruckThroughCancelsItsNestedItems(text: String) {
        #expect(longDose(text).state == .due)
        #expect(longDose(text).count == 0)
    }

    /// Every strike-through a preview draws cancels the line: GFM's single tilde and HTML's elements too.
    @Test(arguments: [
        "- ~22:00 lantus 12u~\n", "- 22:00 ~lantus 12u~\n", "- <s>22:00 lantus 12u</s>\n",
        "- 22:00 <del>lantus 12u</del>\n", "- <DEL>22:00 ランタス 12単位</DEL>\n", "- <strike>22:00 long 12u</strike>\n",
        "- ~~22:00 lantus 12u~~\n", "- <s>22:00 lantus 12u\n",
    ])
    func everyStrikeThroughCancelsTheLine(line: String) {
        #expect(longDose(line) == (.due, 0, 0))
        #expect(parseLine(String(line.dropLast())).entry?.content == .cancelled)
        #expect(parseLine(String(line.dropLast())).entry?.time == time("22:00"))
    }

    @Test func aGroupStruckWithASingleTildeCancelsItsItems() {
        #expect(longDose("- ~19:30 dinner:~\n  - lantus 12u\n").state == .due)
        #expect(longDose("- <s>19:30 dinner:</s>\n  - lantus 12u\n").state == .due)
    }

    /// A tilde that says "about" is no strike-through: `~8pm`, `12:00~`, and the full-width `～` Japanese writes.
    @Test(arguments: [
        "- ~22:00 lantus 12u\n", "- 22:00~ lantus 12u\n", "- ～22時 ランタス 12単位～\n", "- ~ 22:00 lantus 12u ~\n",
    ])
    func aTildeOfAboutIsNoStrikeThrough(line: String) {
        #expect(longDose(line).count == 1)
    }

    @Test func aStruckGroupEndsWhereItsItemsEnd() {
        #expect(longDose("- ~~19:30 dinner:~~\n  - ramen 600kcal\n- 22:00 lantus 12u\n") == (.taken, 1, 0))
    }

    /// A group's items after a nested group of their own still belong to the outer group.
    @Test func anItemAfterANestedGroupKeepsItsOuterGroup() {
        let files = MemoryFileSystem([
            "2026-11-30.md": "- 19:30 dinner:\n  - 20:00 dessert:\n    - cake 300kcal\n  - tea 5kcal\n"
        ])
        let journal = JournalReader(fileSystem: files).read(JournalLocation(root: "."), selection: .all)
        let tea = journal.day(date("2026-11-30")).entries.first { $0.text == "tea 5kcal" }
        #expect(tea?.time == time("19:30"))
        #expect(tea?.slot == .dinner)
    }
}
