import DaybookTesting
import Testing

@testable import DaybookCLI

/// `daybook __complete`: the journal's names for the completion scripts, from the configuration alone.
struct CompleteCommandTests {
    private func journal() -> MemoryFileSystem {
        MemoryFileSystem([
            "j/daybook.yaml": "doses:\n  long: {aliases: [tresiba, 持効], per_day: 1}\n  rapid: {aliases: [long]}\n",
            "j/foods.yaml": "iced latte: {kcal: 180, aliases: [アイスラテ]}\nrice: {kcal: 234}\n",
            "j/2026-11-29.md": "- 12:00 ramen\n",
        ])
    }

    @Test func dosesAndTheirAliasesFromDaybookYAMLAlone() {
        let files = journal()
        let run = runInProcess(["__complete", "doses", "--journal", "j"], fileSystem: files)
        #expect(run.status == 0)
        #expect(run.stdout == "long\ntresiba\n持効\nrapid\n")
        #expect(files.reads == ["j/daybook.yaml"])
    }

    @Test func foodsAndTheirAliasesFromFoodsYAMLAlone() {
        let files = journal()
        let run = runInProcess(["__complete", "foods"], fileSystem: files, environment: ["DAYBOOK_JOURNAL": "j"])
        #expect(run.stdout == "iced latte\nアイスラテ\nrice\n")
        #expect(files.reads == ["j/foods.yaml"])
    }

    @Test func namesAShellCannotTakeAreLeftOut() {
        let files = MemoryFileSystem([
            "j/daybook.yaml": "",
            "j/foods.yaml":
                "\"bell\\a\": {kcal: 1}\n\"two\\nlines\": {kcal: 1}\n\"-dash\": {kcal: 1}\ntea: {kcal: 2}\n",
        ])
        #expect(runInProcess(["__complete", "foods", "--journal", "j"], fileSystem: files).stdout == "tea\n")
    }

    @Test func atMostTheLimitIsListed() {
        let foods = (0...CompletionValues.maximumCount).map { "food\($0): {kcal: 1}\n" }.joined()
        let files = MemoryFileSystem(["j/daybook.yaml": "", "j/foods.yaml": foods])
        let lines = runInProcess(["__complete", "foods", "--journal", "j"], fileSystem: files).stdout.split(
            separator: "\n")
        #expect(lines.count == CompletionValues.maximumCount)
        #expect(lines.last == "food\(CompletionValues.maximumCount - 1)")
    }

    @Test func withoutAJournalNothingAndNoComplaint() {
        let run = runInProcess(["__complete", "doses", "--journal", "nowhere"])
        #expect(run.status == 0)
        #expect(run.stdout == "")
        #expect(run.stderr == "")
    }

    @Test func itIsHidden() {
        let help = runInProcess(["--help"]).stdout
        #expect(!help.contains("__complete"))
        #expect(runInProcess(["__complete", "--help"]).status == 0)
    }
}
