import Testing

@testable import DaybookCore

struct JournalFileParserTests {
    private func parse(_ text: String, path: String, wants: @escaping @Sendable (LocalDate) -> Bool = { _ in true })
        -> JournalFileParser.Output
    {
        let parser = JournalFileParser(grammar: EntryParser(doses: DoseDefinition.standard), wants: wants)
        return parser.parse(Array(text.utf8), file: JournalFile(path: path))
    }

    @Test func aDatedFileIsThatDaysLogAllOfIt() {
        let output = parse("# 2026-11-29\n\nProse.\n\n- 12:30 ramen\n- 22:00 long 12u\n", path: "2026/11/2026-11-29.md")
        #expect(output.entries.map(\.day) == [date("2026-11-29"), date("2026-11-29")])
        #expect(output.entries.map(\.entry.location.line) == [5, 6])
        #expect(output.claims.map(\.day) == [date("2026-11-29")])
        #expect(output.diagnostics.isEmpty)
    }

    @Test func fileNamesHoldingADate() {
        #expect(JournalFile(path: "Daily Notes/2026-11-29.md").nameDate == date("2026-11-29"))
        #expect(JournalFile(path: "log 2026-11-29 sunday.md").nameDate == date("2026-11-29"))
        #expect(JournalFile(path: "2026-11.md").nameDate == nil)
        #expect(JournalFile(path: "food.md").nameDate == nil)
        #expect(JournalFile(path: "12026-11-29.md").nameDate == nil)
        #expect(JournalFile(path: "2026-02-30.md").nameDate == nil)
        #expect(
            JournalFile(path: "2026-11-29.sync-conflict-20261129-101010-ABCDEFG.md").nameDate
                == date("2026-11-29"))
    }

    @Test func undatedFilesUseTheNearestDateHeading() {
        let output = parse(
            """
            # Food log
            ## 2026-11-28 Saturday
            - 12:00 soba
            ### lunch notes
            - 13:00 tea
            ## ２０２６-11-29
            - 08:00 toast
            """, path: "food.md")
        #expect(output.entries.map(\.day) == [date("2026-11-28"), date("2026-11-28"), date("2026-11-29")])
        #expect(output.claims.map(\.line) == [2, 6])
    }

    @Test func anEntryWithNoDayIsAnError() {
        let output = parse("- 12:00 ramen\n## 2026-11-29\n- tea\n", path: "food.md")
        #expect(output.entries.count == 1)
        #expect(output.diagnostics.first?.message.en == "entry has no day")
        #expect(output.diagnostics.first?.line == 1)
    }

    @Test func aHeadingForAnotherDayInADatedFileIsAnError() {
        let output = parse("# 2026-11-29\n## 2026-11-28\n- tea\n", path: "2026-11-29.md")
        #expect(output.entries.first?.day == date("2026-11-29"))
        let diagnostic = output.dayDiagnostics.first?.diagnostic
        #expect(
            diagnostic?.message.en
                == "heading for 2026-11-28 in the log of 2026-11-29; its entries count for 2026-11-29")
        #expect(diagnostic?.line == 2)
    }

    @Test func fencedCodeTablesAndProseAreNotEntries() {
        let output = parse(
            """
            Had a good day.
            ```
            - 12:00 not an entry
            ```
            ~~~~markdown
            - 13:00 nor this
            ~~~~
            | food | kcal |
            |------|------|
            > - quoted
            ---
            - 14:00 tea
            """, path: "2026-11-29.md")
        #expect(output.entries.map(\.entry.text) == ["tea"])
        #expect(output.diagnostics.isEmpty)
    }

    @Test func frontMatterDatesAndTargets() {
        let output = parse("---\ndate: 2026-11-29\ntarget: 1500\ntags: [food]\n---\n- tea\n", path: "today.md")
        #expect(output.entries.first?.day == date("2026-11-29"))
        #expect(output.entries.first?.entry.location.line == 6)
        #expect(output.targets.map(\.target) == [1500])
        #expect(output.diagnostics.isEmpty)
    }

    @Test func malformedFrontMatterIsReportedAndTheEntriesStillCount() {
        let output = parse("---\ntarget: [1500\n---\n- tea\n", path: "2026-11-29.md")
        #expect(output.entries.count == 1)
        #expect(output.diagnostics.first?.severity == .error)
        #expect(output.diagnostics.first?.line == 3)
    }

    @Test func theFileNamesDateWinsOverFrontMatter() {
        let output = parse("---\ndate: 2026-11-28\n---\n- tea\n", path: "2026-11-29.md")
        #expect(output.entries.first?.day == date("2026-11-29"))
        #expect(output.diagnostics.first?.severity == .warning)
    }

    @Test func unclosedFrontMatterIsReadAsMarkdown() {
        let output = parse("---\n- tea\n", path: "2026-11-29.md")
        #expect(output.entries.count == 1)
        #expect(output.diagnostics.first?.message.en.contains("never closed") == true)
    }

    @Test func invalidUTF8IsReportedByByteOffsetAndTheLineSkipped() {
        var bytes = Array("- tea\n- caf".utf8) + [0xE9] + Array(" au lait\n- toast\n".utf8)
        let parser = JournalFileParser(grammar: EntryParser(doses: []), wants: { _ in true })
        let output = parser.parse(bytes, file: JournalFile(path: "2026-11-29.md"))
        #expect(output.entries.map(\.entry.text) == ["tea", "toast"])
        let diagnostic = output.dayDiagnostics.first?.diagnostic
        #expect(diagnostic?.message.en == "invalid UTF-8 at byte 11 of the file; this line is skipped")
        #expect(diagnostic?.line == 2)
        #expect(diagnostic?.column == 6)
        bytes = [0xEF, 0xBB, 0xBF] + Array("- tea\r\n- toast\r\n".utf8)
        #expect(
            parser.parse(bytes, file: JournalFile(path: "2026-11-29.md")).entries.map(\.entry.text) == ["tea", "toast"])
    }

    @Test func gitConflictMarkersCountBothSidesAndSharedLinesOnce() {
        let output = parse(
            """
            - tea
            <<<<<<< HEAD
            - 08:00 toast
            - 12:00 ramen
            ||||||| merged common ancestors
            - 08:00 toast
            - 11:00 old line
            =======
            - 08:00 toast
            - 12:00 soba
            >>>>>>> origin/main
            """, path: "2026-11-29.md")
        #expect(output.entries.map(\.entry.text) == ["tea", "toast", "ramen", "soba"])
        let diagnostic = output.dayDiagnostics.first?.diagnostic
        #expect(
            diagnostic?.message.en
                == "unresolved git conflict (lines 2–11): entries on both sides are counted, those on both sides once")
        #expect(diagnostic?.topic == .conflict)
    }

    @Test func aSetextUnderlineIsNotAConflict() {
        let output = parse("Title\n=======\n- tea\n", path: "2026-11-29.md")
        #expect(output.dayDiagnostics.isEmpty)
    }

    @Test func onlyWantedDaysAreParsed() {
        let output = parse(
            "## 2026-11-28\n- 22:00 long\n## 2026-11-29\n- tea\n", path: "food.md",
            wants: { $0 == date("2026-11-29") })
        #expect(output.entries.map(\.entry.text) == ["tea"])
        #expect(output.dayDiagnostics.isEmpty)
    }

    @Test func aVeryLongLineIsReportedNotParsed() {
        let line = "- " + String(repeating: "ラーメン、", count: 200_000)
        let output = parse(line + "\n- tea\n", path: "2026-11-29.md")
        #expect(output.entries.map(\.entry.text) == ["tea"])
        #expect(output.dayDiagnostics.first?.diagnostic.message.en.contains("longer than") == true)
    }

    @Test func nestedItemsInheritTheirHeadersTimeAndSlot() {
        let output = parse("- 12:30 lunch:\n  - ramen\n  - gyoza 6個\n- tea\n", path: "2026-11-29.md")
        let entries = output.entries.map(\.entry)
        #expect(entries.map(\.text) == ["ramen", "gyoza 6個", "tea"])
        #expect(entries.map(\.slot) == [.lunch, .lunch, nil])
        #expect(entries.map(\.time) == [time("12:30"), time("12:30"), nil])
    }
}

/// A synced file of millions of list items must not cost gigabytes: a day's entries past a thousand in one file, and
/// problems with items of no day past a hundred, are counted, not read.
struct JournalFileLimitsTests {
    private let parser = JournalFileParser(grammar: EntryParser(doses: DoseDefinition.standard)) { _ in true }

    @Test func aDayReadsAtMostAThousandEntriesOfOneFile() {
        let text = String(repeating: "- 09:00 toast 100kcal\n", count: 1500)
        let output = parser.parse(Array(text.utf8), file: JournalFile(path: "2026-11-29.md"))
        #expect(output.entries.count == JournalFileParser.maximumEntriesPerDay)
        #expect(output.dayDiagnostics.count == 1)
        #expect(output.dayDiagnostics.first?.diagnostic.line == 1001)
        #expect(
            output.dayDiagnostics.first?.diagnostic.message.en
                == "more than 1000 entries for 2026-11-29 in this file; the rest are not read")
    }

    @Test func itemsOfNoDayAreReportedAHundredTimesThenCounted() {
        let text = String(repeating: "- toast\n", count: 250)
        let output = parser.parse(Array(text.utf8), file: JournalFile(path: "notes.md"))
        #expect(output.entries.isEmpty)
        #expect(output.diagnostics.count == JournalFileParser.maximumDaylessReported + 1)
        #expect(output.diagnostics.last?.message.en == "150 more entries in this file have no day and are not shown")
    }
}
