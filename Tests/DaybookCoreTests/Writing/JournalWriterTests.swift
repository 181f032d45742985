import DaybookPlatform
import DaybookTesting
import Foundation
import Testing

@testable import DaybookCore

struct DayFileLayoutTests {
    private func files(_ paths: [String]) -> [JournalFile] { paths.map(JournalFile.init(path:)) }

    @Test func followsTheNewestDatedFile() {
        let date = date("2026-12-01")
        #expect(
            DayFileLayout.path(for: date, pattern: nil, existing: files(["2026/11/2026-11-29.md", "food.md"]))
                == "2026/12/2026-12-01.md")
        #expect(
            DayFileLayout.path(for: date, pattern: nil, existing: files(["2026-11/2026-11-29.md"]))
                == "2026-12/2026-12-01.md")
        #expect(
            DayFileLayout.path(for: date, pattern: nil, existing: files(["Daily/2026-11-29 notes.md"]))
                == "Daily/2026-12-01 notes.md")
        #expect(
            DayFileLayout.path(
                for: date, pattern: nil,
                existing: files([
                    "2025/1/2025-01-03.md",
                    "2026/11/2026-11-29.md",
                ]))
                == "2026/12/2026-12-01.md")
        #expect(DayFileLayout.path(for: date, pattern: nil, existing: files(["food.md"])) == "2026-12-01.md")
        #expect(DayFileLayout.path(for: date, pattern: nil, existing: []) == "2026-12-01.md")
    }

    @Test func aPatternWins() {
        #expect(
            DayFileLayout.path(
                for: date("2026-12-01"), pattern: "log/%Y/%Y-%m-%d.md",
                existing: files(["2026-11-29.md"])) == "log/2026/2026-12-01.md")
        #expect(DayFileLayout.isValid(pattern: "%Y/%m/%Y-%m-%d.md"))
        #expect(!DayFileLayout.isValid(pattern: "/abs/%Y-%m-%d.md"))
        #expect(!DayFileLayout.isValid(pattern: "../%Y-%m-%d.md"))
        #expect(!DayFileLayout.isValid(pattern: "%Y-%m.md"))
        #expect(!DayFileLayout.isValid(pattern: "+%Y-%m-%d.md"))
        #expect(!DayFileLayout.isValid(pattern: "log/-%Y/%Y-%m-%d.md"))
        #expect(!DayFileLayout.isValid(pattern: "%Y-%m-%d\u{1B}[2J.md"))
    }

    @Test func aNameAProgramCouldMisreadIsNeverFollowed() {
        let date = date("2026-12-01")
        #expect(
            DayFileLayout.path(for: date, pattern: nil, existing: files(["+!touch pwned;2026-11-30.md"]))
                == "2026-12-01.md")
        #expect(
            DayFileLayout.path(for: date, pattern: nil, existing: files(["-c/2026-11-30.md", "2026/11/2026-11-28.md"]))
                == "2026/12/2026-12-01.md")
        #expect(
            DayFileLayout.path(for: date, pattern: nil, existing: files(["Daily/2026-11-30\u{1B}]0;x.md"]))
                == "2026-12-01.md")
    }
}

struct JournalWriterTests {
    private func writer(_ files: MemoryFileSystem, root: String = ".", single: String? = nil) -> JournalWriter {
        JournalWriter(fileSystem: files, location: JournalLocation(root: root, singleFile: single), config: Config())
    }

    private func text(_ files: MemoryFileSystem, _ path: String) -> String {
        String(decoding: (try? files.read(path)) ?? [], as: UTF8.self)
    }

    @Test func aNewDayFileStartsWithItsHeading() throws {
        let files = MemoryFileSystem(["2026/11/2026-11-28.md": "- soba\n"])
        let appended = try writer(files).append("- 12:00 ramen", to: date("2026-11-29"))
        #expect(appended == JournalWriter.Appended(file: "2026/11/2026-11-29.md", line: 3, created: true))
        #expect(text(files, "2026/11/2026-11-29.md") == "# 2026-11-29\n\n- 12:00 ramen\n")
    }

    @Test func anExistingFileIsAppendedToWithALineBreakFirstWhenItLacksOne() throws {
        let files = MemoryFileSystem(["2026-11-29.md": "# 2026-11-29\n- tea"])
        let appended = try writer(files).append("- 12:00 ramen", to: date("2026-11-29"))
        #expect(appended.line == 3)
        #expect(text(files, "2026-11-29.md") == "# 2026-11-29\n- tea\n- 12:00 ramen\n")
    }

    @Test func aSingleFileJournalGetsADaySection() throws {
        let files = MemoryFileSystem(["j/food.md": "# Food\n\n## 2026-11-28\n- soba\n"])
        let writer = writer(files, root: "j", single: "food.md")
        _ = try writer.append("- 12:00 ramen", to: date("2026-11-29"))
        _ = try writer.append("- 13:00 tea", to: date("2026-11-29"))
        #expect(
            text(files, "j/food.md")
                == "# Food\n\n## 2026-11-28\n- soba\n\n## 2026-11-29\n\n- 12:00 ramen\n- 13:00 tea\n")
    }

    @Test func aRefusalWritesNothing() {
        let files = MemoryFileSystem(["2026-11-29.md": "- 22:00 long 12u\n"])
        #expect(throws: AppendFailure.self) {
            try writer(files).append("- 22:30 long 12u", to: date("2026-11-29")) { journal in
                journal.day(date("2026-11-29")).entries.isEmpty ? nil : .verbatim("already taken")
            }
        }
        #expect(text(files, "2026-11-29.md") == "- 22:00 long 12u\n")
    }

    /// The day's dose is in an undated file, so the dated file `dose` would create is created, then refused: it is
    /// removed again rather than left empty.
    @Test func aRefusalLeavesNoNewFileBehind() {
        let files = MemoryFileSystem(["food.md": "## 2026-11-29\n- 22:00 long 12u\n", "2026-11-28.md": "- tea\n"])
        #expect(throws: AppendFailure.self) {
            try writer(files).append("- 22:30 long 12u", to: date("2026-11-29")) { journal in
                journal.day(date("2026-11-29")).entries.isEmpty ? nil : .verbatim("already taken")
            }
        }
        #expect(files.paths.sorted() == ["2026-11-28.md", "food.md"])
    }
}

/// The append path on real files: a sync tool renaming another file over the one being written.
@Suite(.serialized)
struct LineAppenderTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-append-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aCopyRenamedOverTheFileBeforeTheWriteStillGetsTheLineOnce() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("2026-11-29.md").path
        try "# 2026-11-29\n- tea\n".write(toFile: path, atomically: false, encoding: .utf8)
        let file = ConfinedPath(root: root.path, relative: "2026-11-29.md")
        var appender = LineAppender(fileSystem: PosixFileSystem())
        var renamed = false
        appender.beforeWrite = {
            guard !renamed else { return }
            renamed = true
            // Syncthing: the other device's version arrives as a temporary and is renamed over the original.
            let temporary = root.appendingPathComponent(".syncthing.2026-11-29.md.tmp").path
            try? "# 2026-11-29\n- tea\n- 13:00 soba\n".write(toFile: temporary, atomically: false, encoding: .utf8)
            _ = rename(temporary, path)
        }
        _ = try appender.append("- 14:00 ramen", to: file)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text == "# 2026-11-29\n- tea\n- 13:00 soba\n- 14:00 ramen\n")
        #expect(text.components(separatedBy: "- 14:00 ramen").count == 2)
    }

    @Test func aCRLFFileGetsCRLFLinesAndARenameOverWithTheLineIsNotAppendedTwice() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("2026-11-29.md").path
        try "# 2026-11-29\r\n- tea".write(toFile: path, atomically: false, encoding: .utf8)
        var appender = LineAppender(fileSystem: PosixFileSystem())
        var renamed = false
        appender.beforeWrite = {
            guard !renamed else { return }
            renamed = true
            // The other device already wrote the same line, with its CRLF ending, and its version lands meanwhile.
            let temporary = root.appendingPathComponent(".syncthing.2026-11-29.md.tmp").path
            try? "# 2026-11-29\r\n- tea\r\n- 14:00 ramen\r\n".write(
                toFile: temporary, atomically: false, encoding: .utf8)
            _ = rename(temporary, path)
        }
        let file = ConfinedPath(root: root.path, relative: "2026-11-29.md")
        _ = try appender.append("- 14:00 ramen", to: file)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "# 2026-11-29\r\n- tea\r\n- 14:00 ramen\r\n")
        _ = try LineAppender(fileSystem: PosixFileSystem()).append("- 15:00 soba", to: file)
        #expect(
            try Array(String(contentsOfFile: path, encoding: .utf8).utf8).suffix(14) == Array("- 15:00 soba\r\n".utf8))
    }

    @Test func aNewFileIsCreatedWithItsFolders() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("2026/12/2026-12-01.md").path
        let appended = try LineAppender(fileSystem: PosixFileSystem())
            .append("- 08:00 toast", to: ConfinedPath(root: root.path, relative: "2026/12/2026-12-01.md"))
        #expect(appended.created)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "- 08:00 toast\n")
    }
}

struct ConflictCopyTests {
    @Test(arguments: [
        ("2026-11-29.sync-conflict-20261129-101010-ABCDEF1.md", "2026-11-29.md"),
        ("food.sync-conflict-20261129-101010-7QXZ2KA.md", "food.md"),
        ("daybook.sync-conflict-20261129-101010-ABCDEF1.yaml", "daybook.yaml"),
        ("notes.sync-conflict-20261129-101010-ABCDEF1", "notes"),
    ])
    func recognisesSyncthingsNames(name: String, original: String) {
        #expect(ConflictCopy.original(of: name) == original)
    }

    @Test(arguments: [
        "2026-11-29.md", "x.sync-conflict-2026112-101010-ABCDEF1.md",
        "x.sync-conflict-20261129-101010-abcdef1.md", ".sync-conflict-20261129-101010-ABCDEF1.md",
    ])
    func andNothingElse(name: String) {
        #expect(ConflictCopy.original(of: name) == nil)
    }

    @Test(arguments: [
        ("2026/11/2026-11-29.sync-conflict-20261129-101010-ABCDEF1.md", "2026/11/2026-11-29.md"),
        ("food.sync-conflict-20261129-101010-ABCDEF1.md", "food.md"),
        ("/j/.daybook/estimates.sync-conflict-20261129-101010-ABCDEF1.yaml", "/j/.daybook/estimates.yaml"),
        ("ノート/献立.sync-conflict-20261129-101010-ABCDEF1.md", "ノート/献立.md"),
    ])
    func findsTheOriginalBesideTheCopy(path: String, original: String) {
        #expect(ConflictCopy.originalPath(of: path) == original)
    }

    @Test(arguments: ["2026/11/2026-11-29.md", "a.sync-conflict-20261129-101010-ABCDEF1.md/2026-11-29.md", "x/"])
    func aPathWhoseNameIsNoCopyHasNoOriginal(path: String) {
        #expect(ConflictCopy.originalPath(of: path) == nil)
    }

    @Test func missingLinesCountRepeats() {
        #expect(
            ConflictCopy.missingLines(in: ["- tea", "- ramen"], from: ["- tea", "- tea", "", "- soba  "])
                == ["- tea", "- soba  "])
    }

    @Test func gitConflictUnionKeepsBothSidesOnce() {
        let text =
            "# 2026-11-29\n<<<<<<< HEAD\n- tea\n- ramen\n||||||| base\n- tea\n=======\n- tea\n- soba\n>>>>>>> x\n- end\n"
        let union = GitConflicts.union(Array(text.utf8))
        #expect(
            union.map { String(decoding: $0.resolved, as: UTF8.self) }
                == "# 2026-11-29\n- tea\n- ramen\n- soba\n- end\n")
        #expect(union?.conflicts == 1)
        #expect(GitConflicts.union(Array("Title\n=======\n- tea\n".utf8)) == nil)
        #expect(GitConflicts.union(Array("<<<<<<< HEAD\n- tea\n".utf8)) == nil)
    }
}

struct ConflictReadingTests {
    @Test func aConflictCopyCountsOnlyWhatTheOriginalLacks() {
        let files = MemoryFileSystem([
            "2026-11-29.md": "- 12:00 ramen 600kcal\n- 13:00 tea 5kcal\n",
            "2026-11-29.sync-conflict-20261129-101010-ABCDEF1.md": "- 12:00 ramen 600kcal\n- 15:00 cake 300kcal\n",
        ])
        let journal = JournalReader(fileSystem: files).read(JournalLocation(root: "."), selection: .all)
        #expect(journal.day(date("2026-11-29")).entries.map(\.text) == ["ramen 600kcal", "tea 5kcal", "cake 300kcal"])
        #expect(
            journal.diagnostics.first?.message.en
                == "Syncthing conflict copy of 2026-11-29.md: 1 entry found only in the copy is counted")
        #expect(journal.day(date("2026-11-29")).diagnostics.isEmpty)
    }

    @Test func configurationCopiesMergeKeyByKeyTheOriginalWinning() {
        let files = MemoryFileSystem([
            "daybook.yaml": "target: 1800\ndoses:\n  long: {per_day: 1}\n",
            "daybook.sync-conflict-20261129-101010-ABCDEF1.yaml":
                "target: 1500\nday_starts: \"05:00\"\ndoses:\n  basal: {per_day: 1}\n",
            "foods.sync-conflict-20261129-101010-ABCDEF1.yaml": "alfort: 55\n",
        ])
        let journal = JournalReader(fileSystem: files).read(JournalLocation(root: "."), selection: .all)
        #expect(journal.config.target == 1800)
        #expect(journal.config.dayBoundary.dayStarts == time("05:00"))
        #expect(journal.config.doses.map(\.name) == ["long", "basal"])
        #expect(journal.foods.food(named: "alfort")?.kcal.perUnit == 55)
        #expect(
            journal.diagnostics.map(\.message.en) == [
                "Syncthing conflict copy of daybook.yaml; its settings not in daybook.yaml are used: day_starts, doses.basal",
                "Syncthing conflict copy of foods.yaml; its settings not in foods.yaml are used: alfort",
            ])
    }
}

struct YAMLScalarTests {
    @Test func quotesOnlyWhatNeedsIt() {
        #expect(
            FoodTable.line(name: "iced latte", kcal: 180, per: .count, aliases: ["アイスラテ"])
                == "iced latte: {kcal: 180, aliases: [アイスラテ]}")
        #expect(
            FoodTable.line(name: "rice: brown", kcal: 150, per: .gram, aliases: [])
                == "\"rice: brown\": {kcal_per_100g: 150}")
        #expect(
            FoodTable.line(name: "yes", kcal: 1.5, per: .milliliter, aliases: ["say \"hi\"", "[x]"])
                == "\"yes\": {kcal_per_100ml: 1.5, aliases: [\"say \\\"hi\\\"\", \"[x]\"]}")
        for name in ["7up", "#1", "- dash", "a, b", "on", "null", "1e3"] {
            let line = FoodTable.line(name: name, kcal: 1, per: .count, aliases: [])
            let table = FoodTable.load(Array((line + "\n").utf8)).0
            #expect(table.food(named: name)?.name == name, "\(line)")
        }
    }
}
