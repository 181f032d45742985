import Testing

struct InitCommandTests {
    @Test func writesAWorkingJournalAndNeverOverwrites() throws {
        let folder = try TemporaryJournal()
        let first = try folder.run(["init", "journal", "--now", "2026-11-29T08:00"])
        #expect(first.status == 0)
        #expect(
            first.stdout == """
                created  journal/daybook.yaml
                created  journal/foods.yaml
                created  journal/2026-11-29.md
                created  journal/.gitattributes
                created  journal/.stignore

                Write entries like '- 12:30 lunch: ramen, gyoza 6個' in journal/2026-11-29.md, then run 'daybook status --journal journal'.

                """)
        #expect(try folder.read("journal/2026-11-29.md") == "# 2026-11-29\n\n")
        let check = try folder.run(["check", "--journal", "journal"])
        #expect(check.stdout == "1 file, 1 day: no problems\n")
        #expect(check.status == 0)

        try folder.write("journal/foods.yaml", "mine: 1\n")
        let second = try folder.run(["init", "journal", "--now", "2026-11-30T08:00"])
        #expect(
            second.stdout.hasPrefix(
                """
                kept     journal/daybook.yaml (it exists)
                kept     journal/foods.yaml (it exists)
                created  journal/2026-11-30.md

                """))
        #expect(try folder.read("journal/foods.yaml") == "mine: 1\n")
    }

    /// Under a Japanese locale the templates are commented in Japanese; the settings are the same.
    @Test func inJapanese() throws {
        let folder = try TemporaryJournal()
        let run = try folder.run(
            ["init", "journal", "--now", "2026-11-29T08:00"], environment: ["LANG": "ja_JP.UTF-8"])
        #expect(
            run.stdout == """
                作成     journal/daybook.yaml
                作成     journal/foods.yaml
                作成     journal/2026-11-29.md
                作成     journal/.gitattributes
                作成     journal/.stignore

                journal/2026-11-29.md に「- 12:30 昼食: ラーメン、餃子6個」のように記録を書き、「daybook status --journal journal」を実行してください。

                """)
        let config = try folder.read("journal/daybook.yaml")
        #expect(config.hasPrefix("# daybook の設定。どのキーも省けます。下の値は既定値です。\n"))
        let settings = { (text: String) in text.split(separator: "\n").filter { !$0.hasPrefix("#") } }
        let english = try TemporaryJournal()
        _ = try english.run(["init", "journal", "--now", "2026-11-29T08:00"])
        #expect(settings(config) == settings(try english.read("journal/daybook.yaml")))
        #expect(settings(try folder.read("journal/foods.yaml")) == settings(try english.read("journal/foods.yaml")))
        #expect(
            settings(try folder.read("journal/.gitattributes"))
                == settings(try english.read("journal/.gitattributes")))
        #expect(try folder.read("journal/.stignore").hasPrefix("// daybook: エディターの一時ファイルは同期しません。\n(?d).*.swp\n"))
        let check = try folder.run(["check", "--journal", "journal"], environment: ["LANG": "ja_JP.UTF-8"])
        #expect(check.stdout == "ファイル 1 件、1 日分: 問題なし\n")
    }

    @Test func journalOptionAndDateChooseTheFolderAndTheDay() throws {
        let folder = try TemporaryJournal()
        let run = try folder.run(["init", "--journal", "j", "--date", "2026-12-24", "--now", "2026-11-29T08:00"])
        #expect(run.status == 0)
        #expect(try folder.read("j/2026-12-24.md") == "# 2026-12-24\n\n")
    }

    @Test func theWrittenConfigurationIsTheDefault() throws {
        let folder = try TemporaryJournal()
        _ = try folder.run(["init", "--now", "2026-11-29T08:00"])
        try folder.write("2026-11-29.md", "- 12:00 アルフォート2枚, rice 100g, latte\n")
        let status = try folder.run(["status", "--json", "--now", "2026-11-29T13:00"])
        #expect(status.stdout.contains(#""target":2000,"eaten":416,"#))
        #expect(try folder.run(["check"]).stdout == "1 file, 1 day: no problems\n")
    }
}
