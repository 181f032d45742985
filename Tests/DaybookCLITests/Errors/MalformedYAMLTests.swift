import Testing

/// daybook.yaml that is not valid YAML: reported with position, defaults apply, entries still count.
struct MalformedYAMLTests {
    @Test func check() throws {
        let journal = try TemporaryJournal([
            "daybook.yaml": "target: 1800\ndoses:\n  long: {per_day: 1\n",
            "2026-11-29.md": "- ramen 600kcal\n",
        ])
        let run = try journal.run(["check"])
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                daybook.yaml:4:1: error: did not find expected ',' or '}' while parsing a flow mapping
                fix the YAML syntax; until then this file is ignored
                1 file, 1 day: 1 error

                """)
        let status = try journal.run(["status", "--json", "--now", "2026-11-29T20:00"])
        #expect(status.stdout.contains(#""target":2000,"eaten":600"#))
    }
}
