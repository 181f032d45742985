import Testing

/// A problem in this machine's config.yaml names the file where it is, not inside the journal.
struct LocalSettingsPathTests {
    @Test func check() throws {
        let journal = try TemporaryJournal(["daybook.yaml": "", "2026-11-29.md": "- soba 400kcal\n"])
        let local = try LocalConfig(in: journal, settings: "wat: 1\n")
        let run = try journal.run(["check", "--journal", journal.url.path], environment: local.environment)
        #expect(
            run.stdout == """
                \(local.folder.path)/daybook/config.yaml:1:1: warning: unknown key 'wat' in config.yaml; it is ignored
                wat: 1
                ^
                known keys: estimator, wait, lang, week_starts, journal, follow_links_outside
                1 file, 1 day: 1 warning

                """)
    }
}
