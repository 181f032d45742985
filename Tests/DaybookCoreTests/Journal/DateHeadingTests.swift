import Testing

@testable import DaybookCore

/// A heading written as a date that no calendar has.
struct DateHeadingTests {
    private func parse(_ text: String, path: String) -> JournalFileParser.Output {
        let parser = JournalFileParser(grammar: EntryParser(doses: DoseDefinition.standard)) { _ in true }
        return parser.parse(Array(text.utf8), file: JournalFile(path: path))
    }

    /// Entries under `## 2026-02-29` used to count for 2026-02-28, the heading above.
    @Test func inAnUndatedFileItsEntriesCountForNoDay() throws {
        let output = parse(
            """
            ## 2026-02-28
            - 08:00 toast 200kcal
            ## 2026-02-29 Sunday
            - 09:00 cake 500kcal
            - 22:00 long 12u
            ### notes
            - 10:00 tea
            ## 2026-03-01
            - 08:00 egg 80kcal
            """, path: "2026-02.md")
        #expect(output.entries.map(\.entry.text) == ["toast 200kcal", "egg 80kcal"])
        #expect(output.entries.map(\.day) == [date("2026-02-28"), date("2026-03-01")])
        #expect(output.claims.map(\.day) == [date("2026-02-28"), date("2026-03-01")])
        let only = try #require(output.diagnostics.count == 1 ? output.diagnostics.first : nil)
        #expect(only.severity == .error)
        #expect(only.line == 3)
        #expect(only.column == 4)
        #expect(only.message.en == "heading '2026-02-29' is not a date; the entries under it are not counted")
        #expect(only.sourceLine == "## 2026-02-29 Sunday")
        #expect(only.hint?.en == "write a real date (YYYY-MM-DD): the entries count once it is one")
        #expect(output.dayDiagnostics.isEmpty)
    }

    @Test func beforeAnyDateHeadingItsEntriesAreNotCountedEither() {
        let output = parse("# Food\n## 2026-13-01\n- 09:00 cake\n## 2026-12-01\n- 10:00 tea\n", path: "food.md")
        #expect(output.entries.map(\.entry.text) == ["tea"])
        #expect(
            output.diagnostics.map(\.message.en) == [
                "heading '2026-13-01' is not a date; the entries under it are not counted"
            ])
    }

    @Test func inADatedFileItsEntriesCountForTheFilesDay() throws {
        let output = parse("## 2026-11-31\n- 09:00 cake\n", path: "2026-11-30.md")
        #expect(output.entries.map(\.day) == [date("2026-11-30")])
        #expect(output.diagnostics.isEmpty)
        let only = try #require(output.dayDiagnostics.first)
        #expect(only.day == date("2026-11-30"))
        #expect(only.diagnostic.message.en == "heading '2026-11-31' is not a date; its entries count for 2026-11-30")
    }

    @Test func headingsThatAreNotWrittenAsDatesStillLeaveTheDayAlone() {
        let output = parse("## 2026-11-29\n## 2026-1-30 notes\n## 20261130\n- 09:00 tea\n", path: "food.md")
        #expect(output.entries.map(\.day) == [date("2026-11-29")])
        #expect(output.diagnostics.isEmpty)
    }
}
