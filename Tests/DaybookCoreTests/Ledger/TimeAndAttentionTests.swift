import DaybookTesting
import Testing

@testable import DaybookCore

struct TimeAndAttentionTests {
    private func summary(
        _ lines: [String], config: String = "", at moment: String,
        date day: String = "2026-11-29"
    ) -> DaySummary {
        var files = ["daybook.yaml": config, "2026-11-28.md": "- 22:00 long 12u\n"]
        files["2026-11-29.md"] = lines.joined(separator: "\n") + "\n"
        let journal = JournalReader(fileSystem: MemoryFileSystem(files)).read(
            JournalLocation(root: "."), selection: .all)
        return DaySummary(
            journal: journal, date: date(day), now: now(moment),
            resolver: Resolver(foods: FoodTable(), estimator: nil))
    }

    private let windowed = "doses:\n  long: {window: \"22:00-23:00\", per_day: 1}\n  rapid: {}\n"

    @Test func attentionFollowsDosesAndBalance() {
        #expect(summary(["- ramen 500kcal"], config: windowed, at: "2026-11-29T12:00").attention == .ok)
        #expect(summary(["- ramen 500kcal"], config: windowed, at: "2026-11-29T22:30").attention == .warning)
        #expect(summary(["- ramen 500kcal"], config: windowed, at: "2026-11-29T23:30").attention == .urgent)
        #expect(
            summary(["- cake 2500kcal", "- 22:10 long 12u"], config: windowed, at: "2026-11-29T23:30").attention
                == .critical)
        #expect(
            summary(["- 22:10 long 12u", "- 22:20 long 12u"], config: windowed, at: "2026-11-29T23:30").attention
                == .urgent)
        #expect(summary(["- 22:10 long 12u"], config: windowed, at: "2026-11-29T23:30").attention == .ok)
    }

    @Test func errorsAndYesterdaysDosesAreUrgent() {
        #expect(summary(["- 12:00 soba 400kcal"], config: "target: [\n", at: "2026-11-29T12:00").attention == .urgent)
        #expect(summary(["- 22:00 long"], at: "2026-11-29T12:00").attention == .urgent)
        #expect(
            summary(["- 12:00 soba 400kcal"], config: "target: 300\n", at: "2026-11-29T12:00").attention
                == .critical)
        let twiceYesterday = [
            "daybook.yaml": "", "2026-11-28.md": "- 22:00 long 12u\n- 22:30 long 12u\n",
            "2026-11-29.md": "- 08:00 long 12u\n",
        ]
        let journal = JournalReader(fileSystem: MemoryFileSystem(twiceYesterday))
            .read(JournalLocation(root: "."), selection: .all)
        let day = DaySummary(
            journal: journal, date: date("2026-11-29"), now: now("2026-11-29T09:00"),
            resolver: Resolver(foods: FoodTable(), estimator: nil))
        #expect(day.duplicateYesterday == ["long"])
        #expect(day.missedYesterday.isEmpty)
        #expect(day.attention == .urgent)
    }

    @Test func anUnreadFileMakesTheDayIncompleteAndItsDosesUnknown() {
        let files = MemoryFileSystem([
            "daybook.yaml": "", "2026-11-28.md": "- 12:00 soba 400kcal\n",
            "2026-11-29.md": "- 12:00 ramen 600kcal\n",
        ])
        files.failures["2026-11-29.md"] = 5
        let journal = JournalReader(fileSystem: files).read(JournalLocation(root: "."), selection: .all)
        let today = DaySummary(
            journal: journal, date: date("2026-11-29"), now: now("2026-11-30T12:00"),
            resolver: Resolver(foods: FoodTable(), estimator: nil))
        #expect(today.balance.incomplete)
        #expect(today.unread == ["2026-11-29.md"])
        #expect(today.doses.map(\.state) == [.unknown, .logged])
        #expect(today.outcome == .unknown)
        #expect(!today.isComplete)
        let yesterday = DaySummary(
            journal: journal, date: date("2026-11-28"), now: now("2026-11-30T12:00"),
            resolver: Resolver(foods: FoodTable(), estimator: nil))
        #expect(!yesterday.balance.incomplete)
        #expect(yesterday.doses.first?.state == .missed)
        // Tomorrow's summary does not call today's dose missed either.
        let tomorrow = DaySummary(
            journal: journal, date: date("2026-11-30"), now: now("2026-11-30T12:00"),
            resolver: Resolver(foods: FoodTable(), estimator: nil))
        #expect(tomorrow.missedYesterday.isEmpty)
    }

    @Test func anUnreadUndatedFileOrFolderMayHoldAnyDay() {
        let files = MemoryFileSystem([
            "daybook.yaml": "", "food.md": "## 2026-11-29\n- 22:00 long 12u\n",
            "2026-11-29.md": "- 12:00 ramen 600kcal\n", "notes/2026-11-28.md": "- tea\n",
        ])
        files.failures["food.md"] = 13
        let journal = JournalReader(fileSystem: files).read(JournalLocation(root: "."), selection: .all)
        #expect(journal.unread(holding: date("2026-11-29")) == ["food.md"])
        #expect(journal.unread(holding: date("2019-01-01")) == ["food.md"])
        files.failures = ["notes": 13]
        let unlisted = JournalReader(fileSystem: files).read(JournalLocation(root: "."), selection: .all)
        #expect(unlisted.unread(holding: date("2026-11-29")) == ["notes"])
    }

    @Test func theNextChangeIsAWindowEdgeOrTheRollover() {
        #expect(summary([], config: windowed, at: "2026-11-29T12:00").nextChange() == now("2026-11-29T22:00"))
        #expect(summary([], config: windowed, at: "2026-11-29T22:30").nextChange() == now("2026-11-29T23:00"))
        #expect(summary([], config: windowed, at: "2026-11-29T23:30").nextChange() == now("2026-11-30T04:00"))
        #expect(
            summary(["- 22:10 long 12u"], config: windowed, at: "2026-11-29T22:30").nextChange()
                == now("2026-11-30T04:00"))
        #expect(summary([], at: "2026-11-30T01:00").nextChange() == now("2026-11-30T04:00"))
    }

    @Test func relativeTimesTickEveryMinute() {
        let day = summary(["- 12:00 rapid 4u"], config: windowed, at: "2026-11-29T14:10")
        #expect(day.showsRelativeTimes)
        #expect(day.nextChange() == now("2026-11-29T14:11"))
    }

    @Test func anotherDayNeverChangesWithTime() {
        #expect(summary([], config: windowed, at: "2026-11-30T12:00", date: "2026-11-29").nextChange() == nil)
    }

    @Test func minuteArithmetic() {
        #expect(now("2026-12-31T23:59").adding(minutes: 1) == now("2027-01-01T00:00"))
        #expect(now("2026-03-01T00:00").adding(minutes: -1) == now("2026-02-28T23:59"))
    }
}

struct JournalPathsTests {
    @Test(arguments: [
        "2026-11-29.md", "2026/11/2026-11-29.md", "food.md", "daybook.yaml", "foods.yaml",
        ".daybook/estimates.yaml", "notes/2026-11-29.sync-conflict-20261129-101010-ABCDEFG.md",
    ])
    func journalFilesMatter(path: String) {
        #expect(JournalPaths.matters(path))
    }

    @Test(arguments: [
        ".2026-11-29.md.swp", ".2026-11-29.md.swx", "2026-11-29.md~", "4913", ".#2026-11-29.md",
        ".syncthing.2026-11-29.md.tmp", "~syncthing~2026-11-29.md.tmp", ".git/index", ".git/x.md",
        "notes.txt", "sub/daybook.yaml", ".obsidian/workspace.md", ".daybook/other.yaml", ".hidden.md",
    ])
    func temporariesAndOtherFilesDoNot(path: String) {
        #expect(!JournalPaths.matters(path))
    }
}
