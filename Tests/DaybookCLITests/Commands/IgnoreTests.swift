import Foundation
import Testing

/// An Obsidian vault: templates and lists beside the daily notes, left out with `ignore:`; dot-folders are left out
/// without being named.
@Suite(.serialized)
struct IgnoreTests {
    private func vault(ignore: String) throws -> TemporaryJournal {
        try TemporaryJournal([
            "daybook.yaml": "target: 1800\n" + ignore,
            "Daily/2026-11-29.md": "- 12:00 ramen 600kcal\n",
            "Templates/Daily.md": "- [ ] exercise\n- [ ] water\n",
            "shopping.md": "- milk\n",
            ".obsidian/snippets.md": "- hidden\n",
            ".trash/old.md": "- gone\n",
            ".stversions/Daily/2026-11-29~20261129-101010.md": "- 12:00 old 999kcal\n",
        ])
    }

    @Test func withoutIgnoreEveryMarkdownFileIsTheJournals() throws {
        let journal = try vault(ignore: "")
        let check = try journal.run(["check"])
        #expect(check.status == 1)
        #expect(check.stdout.hasSuffix("3 files, 1 day: 3 errors\n"))
        #expect(
            try journal.run(["status", "--format", "line", "--now", "2026-11-29T13:00"]).stdout
                == "1,200 kcal left · long ○ · ⚠ 3\n")
    }

    @Test func checkAndStatusHonourIgnore() throws {
        let journal = try vault(ignore: "ignore: [\"Templates/**\", shopping.md]\n")
        let check = try journal.run(["check"])
        #expect(check.status == 0)
        #expect(check.stdout == "1 file, 1 day: no problems\n")
        #expect(
            try journal.run(["status", "--format", "line", "--now", "2026-11-29T13:00"]).stdout
                == "1,200 kcal left · long ○\n")
    }

    @Test func aBadPatternIsReportedWhereItIs() throws {
        let journal = try vault(ignore: "ignore: [\"Templates/**\", \"../x.md\"]\n")
        let check = try journal.run(["check"])
        #expect(
            check.stdout.hasPrefix(
                """
                daybook.yaml:2:26: error: ignore pattern '../x.md' has '.' or '..' in it: patterns name paths below the root \
                as they are
                """))
    }

    @Test func watchDoesNotRedrawForWhatIsIgnored() throws {
        let journal = try vault(ignore: "ignore: [\"Templates/**\", shopping.md]\n")
        let watch = try WatchProcess(["--format", "line", "--now", "2026-11-29T13:00"], in: journal.url)
        #expect(watch.nextLine() == "1,200 kcal left · long ○")
        try journal.write("Templates/Daily.md", "- [ ] stretch\n")
        try journal.write("shopping.md", "- bread\n")
        #expect(watch.nextLine(within: 0.5) == nil)
        try journal.write("Daily/2026-11-29.md", "- 12:00 ramen 600kcal\n- 15:00 cake 300kcal\n")
        #expect(watch.nextLine() == "900 kcal left · long ○")
    }
}
