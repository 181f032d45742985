import DaybookTesting
import Testing

@testable import DaybookCore

struct WrittenLinesLogTests {
    private let location = JournalLocation(root: "j")
    private let folder = ConfinedPath(root: "state", relative: "daybook")

    private func line(_ day: String, _ text: String, file: String = "2026-11-29.md") -> WrittenLine {
        WrittenLine(
            day: date(day), written: LocalDateTime(date: date(day), time: time("12:30")), file: file, line: text)
    }

    private func makeLog(_ files: MemoryFileSystem) -> WrittenLinesLog? {
        WrittenLinesLog(folder: folder, location: location, fileSystem: files)
    }

    @Test func recordsAHeaderThenOneLinePerRecord() throws {
        let files = MemoryFileSystem(["j/daybook.yaml": ""])
        let log = try #require(makeLog(files))
        try log.record(line("2026-11-29", "- 12:30 ramen\twith a tab"), today: date("2026-11-29"))
        try log.record(line("2026-11-29", "- 13:00 tea", file: "2026/11/2026-11-29.md"), today: date("2026-11-29"))
        #expect(
            String(decoding: files.contents(log.file.path) ?? [], as: UTF8.self) == """
                daybook-written 1
                2026-11-29\t2026-11-29T12:30\t2026-11-29.md\t- 12:30 ramen\twith a tab
                2026-11-29\t2026-11-29T12:30\t2026/11/2026-11-29.md\t- 13:00 tea

                """)
        #expect(
            log.records(today: date("2026-11-29")) == [
                line("2026-11-29", "- 12:30 ramen\twith a tab"),
                line("2026-11-29", "- 13:00 tea", file: "2026/11/2026-11-29.md"),
            ])
        #expect(log.file.path.hasPrefix("state/daybook/written-"))
    }

    @Test func aNameThatWouldNotReadBackIsLeftOut() throws {
        let files = MemoryFileSystem(["j/daybook.yaml": ""])
        let log = try #require(makeLog(files))
        try log.record(line("2026-11-29", "- tea", file: "odd\tname.md"), today: date("2026-11-29"))
        try log.record(line("2026-11-29", "- tea", file: "odd\nname.md"), today: date("2026-11-29"))
        #expect(files.contents(log.file.path) == nil)
    }

    @Test func recordsOlderThanFourWeeksAreNotLookedAt() throws {
        let files = MemoryFileSystem(["j/daybook.yaml": ""])
        let log = try #require(makeLog(files))
        try log.record(line("2026-11-01", "- old"), today: date("2026-11-29"))
        try log.record(line("2026-11-02", "- kept"), today: date("2026-11-29"))
        #expect(log.records(today: date("2026-11-30")).map(\.line) == ["- kept"])
    }

    @Test func damageIsPassedOver() {
        let bytes = Array(
            "daybook-written 1\nnonsense\n2026-13-01\t2026-11-29T12:30\tf.md\t- x\n2026-11-29\tsoon\tf.md\t- x\n2026-11-29\t2026-11-29T12:30\t\t- x\n2026-11-29\t2026-11-29T12:30\tf.md\t- fine\n"
                .utf8)
        #expect(WrittenLinesLog.parse(bytes).map(\.line) == ["- fine"])
    }

    @Test func aLogGrownPastItsLimitKeepsTheNewestHalf() throws {
        let files = MemoryFileSystem(["j/daybook.yaml": ""])
        let log = try #require(makeLog(files))
        let filler = String(repeating: "x", count: 8000)
        var previous = 0
        var count = 0
        while count < 100 {
            try log.record(line("2026-11-29", "- \(count) \(filler)"), today: date("2026-11-29"))
            count += 1
            let size = files.contents(log.file.path)?.count ?? 0
            if size < previous { break }
            previous = size
        }
        #expect(previous + 8000 > WrittenLinesLog.maximumBytes)
        let size = files.contents(log.file.path)?.count ?? 0
        #expect(size <= WrittenLinesLog.maximumBytes / 2)
        #expect(size > WrittenLinesLog.maximumBytes / 2 - 8100)
        let kept = log.records(today: date("2026-11-29"))
        #expect(kept.last?.line == "- \(count - 1) \(filler)")
        #expect(kept.first?.line != "- 0 \(filler)")
    }

    @Test func forgettingRemovesOnlyThoseRecords() throws {
        let files = MemoryFileSystem(["j/daybook.yaml": ""])
        let log = try #require(makeLog(files))
        try log.record(line("2026-11-29", "- a"), today: date("2026-11-29"))
        try log.record(line("2026-11-29", "- b"), today: date("2026-11-29"))
        try log.forget([line("2026-11-29", "- a")], today: date("2026-11-29"))
        #expect(log.records(today: date("2026-11-29")).map(\.line) == ["- b"])
    }

    @Test func aLinkedStateFolderIsNeitherWrittenNorRead() throws {
        let files = MemoryFileSystem(["j/daybook.yaml": "", "elsewhere/keep": ""])
        files.link("state/daybook", to: "elsewhere")
        let log = try #require(makeLog(files))
        #expect {
            try log.record(line("2026-11-29", "- a"), today: date("2026-11-29"))
        } throws: { error in
            guard case AppendFailure.fileSystem(let failure) = error else { return false }
            return failure.reason == .symbolicLink(link: "state/daybook")
        }
        #expect(files.paths.sorted() == ["elsewhere/keep", "j/daybook.yaml"])
        files.write("elsewhere/\(log.file.name)", "daybook-written 1\n2026-11-29\t2026-11-29T12:30\tf.md\t- planted\n")
        #expect(log.records(today: date("2026-11-29")).isEmpty)
    }
}
