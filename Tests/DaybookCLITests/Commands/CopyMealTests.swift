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
            files.contents("2026-11-29.md").map { withoutWriteIDs(String(decoding: $0, as: UTF8.self)) }
                == "# 2026-11-29\n\n- 08:10 breakfast: toast 200kcal, coffee\n- 08:10 breakfast: pancake 300kcal\n")
        #expect(
            run.stdout.contains("  toast 200kcal   200 kcal   ?g  written\n  coffee           ≈2 kcal  ≈0g  table\n"))
        #expect(run.stdout.contains("  pancake 300kcal   300 kcal  written\n"))
        #expect(!run.stdout.contains("humalog"))
    }

    @Test func aTimeNamesTheMealAndTimeSetsTheNewOne() {
        let files = journal()
        let run = add(["--copy", "-1:12:00", "--time", "08:05"], files)
        #expect(run.status == 0)
        #expect(
            files.contents("2026-11-29.md").map { withoutWriteIDs(String(decoding: $0, as: UTF8.self)) }
                == "# 2026-11-29\n\n- 08:05 lunch: soba 400kcal\n")
    }

    @Test func aDoseTimeCopiesNothing() {
        let files = journal()
        let run = add(["--copy", "yesterday:07:35"], files)
        #expect(run.status == 1)
        #expect(run.stderr.contains("nothing to copy"))
        #expect(files.contents("2026-11-29.md") == nil)
    }

    @Test func whatIsNoMealIsAUsageErrorAndTextIsNotTakenWithIt() {
        let files = journal()
        for meal in ["yesterday:brunch", "someday:lunch", "yesterday"] {
            let run = add(["--copy", meal], files)
            #expect(run.status == 64)
            #expect(run.stderr.hasPrefix("Error: --copy '\(meal)' names no meal"))
        }
        #expect(add(["--copy", "yesterday:lunch", "tea"], files).status == 64)
        #expect(add([], files).stderr.hasPrefix("Error: Missing expected argument '<text>'"))
    }
}
