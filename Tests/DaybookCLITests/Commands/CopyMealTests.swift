import DaybookTesting
import Testing

/// `add --copy DAY:MEAL`: that meal's lines appended again to today at `--time` or now; the day's doses never.
struct CopyMealTests {
    private func journal() -> MemoryFileSystem {
        MemoryFileSystem([
            "daybook.yaml": "target: 1800\ndoses:\n  rapid: {aliases: [humalog]}\n",
            "2026-11-28.md": """
            - 07:30 breakfast: toast 200kcal, coffee
            - 07:35 humalog 4u
            - 12:00 lunch: soba 400kcal
            - 18:00 breakfast: pancake 300kcal

            """,
        ])
    }

    private func add(_ arguments: [String], _ files: MemoryFileSystem) -> Run {
        runInProcess(["add", "--journal", ".", "--now", "2026-11-29T08:10"] + arguments, fileSystem: files)
    }

    @Test func yesterdaysBreakfastIsAppendedAndNotItsDose() {
        let files = journal()
        let run = add(["--copy", "yesterday:breakfast"], files)
        #expect(run.status == 0)
        #expect(
            files.contents("2026-11-29.md").map { String(decoding: $0, as: UTF8.self) }
                == "- 08:10 breakfast: toast 200kcal, coffee\n- 08:10 breakfast: pancake 300kcal\n")
        #expect(run.stdout.contains("  toast 200kcal  200 kcal  written"))
        #expect(!run.stdout.contains("humalog"))
    }

    @Test func aTimeNamesTheMealAndTimeSetsTheNewOne() {
        let files = journal()
        let run = add(["--copy", "-1:12:00", "--time", "12:15"], files)
        #expect(run.status == 0)
        #expect(
            files.contents("2026-11-29.md").map { String(decoding: $0, as: UTF8.self) }
                == "- 12:15 lunch: soba 400kcal\n")
    }

    @Test func aDoseTimeCopiesNothing() {
        let files = journal()
        let run = add(["--copy", "yesterday:07:35"], files)
        #expect(run.status == 1)
        #expect(run.stderr.contains("nothing to copy"))
        #expect(files.contents("2026-11-29.md") == nil)
    }

    @Test func whatIsNoMealIsAUsageErrorAndTextIsNotTakenWithIt() {
        #expect(
            usageError(["add", "--copy", "yesterday:brunch"])?.hasPrefix("--copy 'yesterday:brunch' names no meal")
                == true)
        #expect(
            usageError(["add", "--copy", "someday:lunch"])?.hasPrefix("--copy 'someday:lunch' names no meal") == true)
        let files = journal()
        #expect(add(["--copy", "yesterday:lunch", "tea"], files).status == 64)
        #expect(add([], files).stderr.hasPrefix("Error: Missing expected argument '<text>'"))
    }
}
