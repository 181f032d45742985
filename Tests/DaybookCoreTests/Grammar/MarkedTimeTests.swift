import DaybookTesting
import Testing

@testable import DaybookCore

/// A time marked the way a note-taker marks one is the entry's time: a dose written for later than now must not count
/// as taken now with no time at all.
struct MarkedTimeTests {
    @Test(arguments: [
        "- [22:00] lantus 12u", "- (22:00) lantus 12u", "- @22:00 lantus 12u", "- @ 22:00 lantus 12u",
        "- **22:00** lantus 12u", "- *22:00* lantus 12u", "- __22:00__ lantus 12u", "- `22:00` lantus 12u",
        "- 【22時】 lantus 12u", "- （２２：００） lantus 12u", "- [ 10pm ] lantus 12u", "- **22:00**: lantus 12u",
        "- [ ] [22:00] lantus 12u",
    ])
    func aMarkedTimeIsTheEntrysTime(line: String) {
        let entry = parseLine(line).entry
        #expect(entry?.time == time("22:00"))
        #expect(entry?.text == "lantus 12u")
    }

    /// Four digits before a dose's name are its time; before anything else they are a number.
    @Test func fourDigitsBeforeADoseAreItsTime() {
        #expect(parseLine("- 2200 lantus 12u").entry?.time == time("22:00"))
        #expect(parseLine("- 0730 ランタス 12単位").entry?.time == time("07:30"))
        #expect(parseLine("- 2200 lantus 12u").entry?.text == "lantus 12u")
        #expect(parseLine("- 2000 steps").entry?.time == nil)
        #expect(parseLine("- 2500 lantus 12u").entry?.time == nil)
    }

    @Test func aDoseAtAMarkedTimeLaterThanNowIsNotTakenYet() {
        let files = MemoryFileSystem(["2026-11-30.md": "- [22:00] lantus 12u\n"])
        let journal = JournalReader(fileSystem: files).read(JournalLocation(root: "."), selection: .all)
        let summary = DaySummary(
            journal: journal, date: date("2026-11-30"), now: now("2026-11-30T21:00"),
            resolver: Resolver(foods: FoodTable(), estimator: nil))
        #expect(summary.doses.first { $0.name == "long" }?.state != .taken)
    }

    @Test func aMarkedTimeThatIsNoTimeIsAnError() {
        #expect(
            parseLine("- [25:00] lantus 12u").diagnostics.map(\.message.en)
                == ["'25:00' is not a time: hours run 0–23 and minutes 0–59"])
    }

    /// Marks around more than a time are text.
    @Test(arguments: ["- (22:00 ramen) 600kcal", "- [note] ramen 600kcal", "- *ramen* 600kcal", "- (2 bowls) ramen"])
    func marksAroundMoreThanATimeAreText(line: String) {
        #expect(parseLine(line).entry?.time == nil)
        #expect(parseLine(line).diagnostics.isEmpty)
    }

    /// Two times at the start: which one the dose was taken at is unclear, so it is not counted.
    @Test(arguments: [
        ("- 21:00 22:00 lantus 12u", "22:00"), ("- 21:00 [22:00] lantus 12u", "[22:00]"),
        ("- 21:00 @22:00 lantus 12u", "@22:00"), ("- 21:00 25:00 lantus 12u", "25:00"),
    ])
    func aSecondTimeIsAnError(line: String, second: String) throws {
        let result = parseLine(line)
        #expect(result.entry == nil)
        let error = try #require(result.diagnostics.first)
        #expect(error.severity == .error)
        #expect(
            error.message.text(.en)
                == "two times at the start of this entry ('21:00' and '\(second)'); it is not counted")
        #expect(error.column == 9)
    }

    @Test(arguments: [
        "- 12:00 noon snack", "- 00:00 midnight snack", "- ~~21:00 22:00 lantus 12u~~", "- [ ] 21:00 22:00 x",
    ])
    func aTimeWordOrALineNotCountedIsNoSecondTime(line: String) {
        #expect(parseLine(line).diagnostics.isEmpty)
    }
}
