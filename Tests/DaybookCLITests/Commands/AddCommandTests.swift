import Foundation
import Testing

struct AddCommandTests {
    private func journal() throws -> TemporaryJournal {
        try TemporaryJournal([
            "daybook.yaml": "target: 1800\n",
            "foods.yaml": "alfort: {aliases: [アルフォート], kcal: 55}\n",
            "2026/11/2026-11-28.md": "# 2026-11-28\n- soba 400kcal\n",
        ])
    }

    @Test func appendsAndReportsWhatItCounted() throws {
        let journal = try journal()
        let run = try journal.run(["add", "--now", "2026-11-29T12:30", "lunch:", "ramen", "650kcal,", "アルフォート3枚"])
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                created 2026/11/2026-11-29.md:3
                  ramen 650kcal     650 kcal  written
                  アルフォート3枚   165 kcal  your foods
                985 kcal left · long ○ · ✗ yesterday: long

                """)
        #expect(
            withoutWriteIDs(try journal.read("2026/11/2026-11-29.md"))
                == "# 2026-11-29\n\n- 12:30 lunch: ramen 650kcal, アルフォート3枚\n")
        // A name no table knows (`mystery pie` is now read by its head noun as a pie).
        let second = try journal.run(["add", "--now", "2026-11-29T15:00", "--slot", "snack", "mystery stew"])
        #expect(
            second.stdout == """
                added to 2026/11/2026-11-29.md:4
                  mystery stew  ≈200 kcal  guess
                2026/11/2026-11-29.md:4:16: warning: unknown food 'mystery stew': guessed 200 kcal (snack)
                ≈785 kcal left · long ○ · ✗ yesterday: long

                """)
    }

    @Test func dayStartsDecidesTheLogAndTextMayBringItsOwnTime() throws {
        let journal = try journal()
        _ = try journal.run(["add", "--now", "2026-11-29T01:30", "ramen"])
        #expect(
            withoutWriteIDs(try journal.read("2026/11/2026-11-28.md"))
                == "# 2026-11-28\n- soba 400kcal\n- 01:30 ramen\n")
        _ = try journal.run(["add", "--now", "2026-11-29T20:00", "12:15", "toast"])
        _ = try journal.run(["add", "--now", "2026-11-29T20:00", "--time", "19:00", "soba"])
        _ = try journal.run(["add", "--now", "2026-11-29T20:00", "--date", "2026-11-27", "--time", "08:00", "tea"])
        #expect(
            withoutWriteIDs(try journal.read("2026/11/2026-11-29.md"))
                == "# 2026-11-29\n\n- 12:15 toast\n- 19:00 soba\n")
        #expect(withoutWriteIDs(try journal.read("2026/11/2026-11-27.md")) == "# 2026-11-27\n\n- 08:00 tea\n")
    }

    @Test func readsOneLineFromStandardInput() throws {
        let journal = try journal()
        let process = Process()
        process.executableURL = binary
        process.arguments = ["add", "-", "--now", "2026-11-29T09:00"]
        process.currentDirectoryURL = journal.url
        process.environment = ["PATH": "/usr/bin:/bin"]
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data("toast, coffee\n".utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(withoutWriteIDs(try journal.read("2026/11/2026-11-29.md")) == "# 2026-11-29\n\n- 09:00 toast, coffee\n")
    }

    @Test func aLineCopiedFromAJournalKeepsItsOwnTimeAndNoSecondMarker() throws {
        let journal = try journal()
        #expect(try journal.run(["add", "--now", "2026-11-29T21:00", "--", "- 10:00 ramen 500kcal"]).status == 0)
        #expect(withoutWriteIDs(try journal.read("2026/11/2026-11-29.md")) == "# 2026-11-29\n\n- 10:00 ramen 500kcal\n")
    }

    /// Each line written is a write of its own, even one copied with its write id: it gets a new one.
    @Test func everyLineWrittenEndsWithANewWriteID() throws {
        let journal = try journal()
        #expect(
            try journal.run(["add", "--now", "2026-11-29T21:00", "--", "- 10:00 ramen 500kcal ^abc123"]).status == 0)
        #expect(try journal.run(["dose", "--now", "2026-11-29T22:00", "long", "12"]).status == 0)
        let lines = try journal.read("2026/11/2026-11-29.md").split(separator: "\n").filter { $0.hasPrefix("- ") }
        #expect(lines.count == 2)
        #expect(!lines.joined().contains("abc123"))
        let ids = lines.map { String($0.suffix(8)) }
        #expect(ids.allSatisfy { $0.hasPrefix(" ^") && $0.dropFirst(2).allSatisfy { $0.isLetter || $0.isNumber } })
        #expect(Set(ids).count == 2)
        #expect(try journal.run(["status", "--format", "line", "--now", "2026-11-29T22:30"]).stdout.contains("long ✓"))
    }

    @Test func badInputWritesNothing() throws {
        let journal = try journal()
        let noAmount = try journal.run(["add", "--now", "2026-11-29T22:00", "long"])
        #expect(noAmount.status == 64)
        #expect(
            noAmount.stderr == """
                (entry):1:9: error: dose 'long' has no amount
                - 22:00 long
                        ^
                write the units after the name, e.g. 'long 12u'
                nothing was written

                """)
        #expect(try journal.run(["add", "--now", "2026-11-29T22:00"]).status == 64)
        #expect(try journal.run(["add", "--now", "2026-11-29T22:00", "--time", "25:00", "tea"]).status == 64)
        #expect(try journal.run(["add", "--now", "2026-11-29T22:00", "--slot", "brunch", "tea"]).status == 64)
        #expect(try journal.run(["add", "--now", "2026-11-29T22:00", "--date", "2026-02-30", "tea"]).status == 64)
        #expect(
            !FileManager.default.fileExists(atPath: journal.url.appendingPathComponent("2026/11/2026-11-29.md").path))
    }

    @Test func aSingleFileJournalGetsSections() throws {
        let journal = try TemporaryJournal(["food.md": "# Food\n\n## 2026-11-28\n- soba\n"])
        _ = try journal.run(["add", "--journal", "food.md", "--now", "2026-11-29T12:00", "ramen"])
        _ = try journal.run(["add", "--journal", "food.md", "--now", "2026-11-29T13:00", "tea"])
        #expect(
            withoutWriteIDs(try journal.read("food.md"))
                == "# Food\n\n## 2026-11-28\n- soba\n\n## 2026-11-29\n\n- 12:00 ramen\n- 13:00 tea\n")
    }

    @Test func aFilePatternDecidesWhereNewDaysGo() throws {
        let journal = try TemporaryJournal(["daybook.yaml": "file: \"log/%Y/%Y-%m-%d.md\"\n"])
        _ = try journal.run(["add", "--now", "2026-11-29T12:00", "ramen"])
        #expect(withoutWriteIDs(try journal.read("log/2026/2026-11-29.md")) == "# 2026-11-29\n\n- 12:00 ramen\n")
    }

    @Test func aDoseLineIsGuardedAsDoseGuardsIt() throws {
        let journal = try journal()
        #expect(try journal.run(["dose", "long", "12", "--now", "2026-11-29T22:00"]).status == 0)
        let before = try journal.read("2026/11/2026-11-29.md")
        let refusal =
            "Error: long is already taken on 2026-11-29 (22:00 12u); per_day is 1. Nothing was written; "
            + "to log another dose anyway, add --again\n"
        let typed = try journal.run(["add", "--now", "2026-11-29T22:05", "tresiba 12u"])
        #expect(typed.status == 3)
        #expect(typed.stderr == refusal)
        #expect(typed.stdout == "")

        let process = Process()
        process.executableURL = binary
        process.arguments = ["add", "-", "--now", "2026-11-29T22:06"]
        process.currentDirectoryURL = journal.url
        process.environment = ["PATH": "/usr/bin:/bin"]
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data("22:06 long 12u\n".utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 3)
        #expect(try journal.read("2026/11/2026-11-29.md") == before)

        let again = try journal.run(["add", "--again", "--now", "2026-11-29T22:07", "tresiba 12u"])
        #expect(again.status == 0)
        #expect(again.stdout.hasSuffix("long ‼ ×2 · ✗ yesterday: long\n"))
        // Food and unscheduled doses pass as before.
        #expect(try journal.run(["add", "--now", "2026-11-29T22:10", "rapid 4u"]).status == 0)
        #expect(try journal.run(["add", "--now", "2026-11-29T22:11", "rapid 4u"]).status == 0)
    }

    @Test func aFileWithCRLFLinesGetsACRLFLine() throws {
        let journal = try TemporaryJournal([
            "daybook.yaml": "", "2026-11-29.md": "# 2026-11-29\r\n\r\n- 08:00 toast\r\n",
        ])
        #expect(try journal.run(["add", "--now", "2026-11-29T12:00", "ramen"]).status == 0)
        try journal.write("2026-11-28.md", "# 2026-11-28\r\n- 08:00 toast")
        #expect(
            try journal.run([
                "add", "--date", "2026-11-28", "--now", "2026-11-29T12:00", "--time", "09:00",
                "tea",
            ]).status == 0)
        let today = withoutWriteIDs(try journal.read("2026-11-29.md"))
        #expect(Array(today.utf8) == Array("# 2026-11-29\r\n\r\n- 08:00 toast\r\n- 12:00 ramen\r\n".utf8))
        let yesterday = withoutWriteIDs(try journal.read("2026-11-28.md"))
        #expect(Array(yesterday.utf8) == Array("# 2026-11-28\r\n- 08:00 toast\r\n- 09:00 tea\r\n".utf8))
        // An LF file stays LF.
        try journal.write("2026-11-27.md", "- 08:00 toast\n")
        _ = try journal.run(["add", "--date", "2026-11-27", "--now", "2026-11-29T12:00", "tea"])
        #expect(withoutWriteIDs(try journal.read("2026-11-27.md")) == "- 08:00 toast\n- 12:00 tea\n")
    }

    /// A short race, so that `swift test` notices a broken lock at once; scripts/stress runs it with 2 × 500.
    @Test func twoProcessesAddingAtOnceLoseAndInterleaveNothing() throws {
        let journal = try journal()
        _ = try journal.run(["add", "--now", "2026-11-29T08:00", "start"])
        let loops = try ["a", "b"].map { name -> Process in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = [
                "-c",
                "i=0; while [ $i -lt 20 ]; do \"$0\" add --now 2026-11-29T12:00 "
                    + "\"\(name)$i tea\" >/dev/null || exit 1; i=$((i+1)); done", binary.path,
            ]
            process.currentDirectoryURL = journal.url
            process.environment = ["PATH": "/usr/bin:/bin"]
            try process.run()
            return process
        }
        for loop in loops {
            loop.waitUntilExit()
            #expect(loop.terminationStatus == 0)
        }
        let lines = withoutWriteIDs(try journal.read("2026/11/2026-11-29.md")).split(separator: "\n").filter {
            $0.hasPrefix("- 12:00 ")
        }
        #expect(lines.count == 40)
        let expected = Set((0..<20).flatMap { ["- 12:00 a\($0) tea", "- 12:00 b\($0) tea"] })
        #expect(Set(lines.map(String.init)) == expected)
    }
}

struct DoseCommandTests {
    private func journal() throws -> TemporaryJournal {
        try TemporaryJournal([
            "daybook.yaml": """
            doses:
              long: {aliases: [tresiba, 持効], window: "22:00-23:00", per_day: 1}
              rapid: {}
            """
        ])
    }

    @Test func logsAndRefusesASecondDoseNamingTheFirst() throws {
        let journal = try journal()
        let first = try journal.run(["dose", "tresiba", "12", "--now", "2026-11-29T22:14"])
        #expect(first.status == 0)
        #expect(first.stdout == "created 2026-11-29.md:3\n2,000 kcal left · long ✓ 22:14\n")
        let second = try journal.run(["dose", "long", "12u", "--now", "2026-11-29T22:40"])
        #expect(second.status == 3)
        #expect(
            second.stderr == "Error: long is already taken on 2026-11-29 (22:14 12u); per_day is 1. Nothing was "
                + "written; to log another dose anyway, add --again\n")
        #expect(withoutWriteIDs(try journal.read("2026-11-29.md")) == "# 2026-11-29\n\n- 22:14 tresiba 12u\n")
        let again = try journal.run(["dose", "持効", "2", "--again", "--now", "2026-11-29T22:45"])
        #expect(again.status == 0)
        #expect(again.stdout.hasSuffix("long ‼ ×2\n"))
        #expect(try journal.run(["dose", "rapid", "4", "--now", "2026-11-29T12:00"]).status == 0)
        #expect(try journal.run(["dose", "rapid", "4", "--now", "2026-11-29T18:00"]).status == 0)
    }

    @Test func badInputIsAUsageError() throws {
        let journal = try journal()
        let unknown = try journal.run(["dose", "lnog", "12"])
        #expect(unknown.status == 64)
        #expect(
            unknown.stderr.hasPrefix(
                "Error: Unknown dose 'lnog'; doses: long (tresiba, 持効); "
                    + "rapid (humalog, novorapid, 速効, 速効型, …)\n"))
        #expect(try journal.run(["dose", "long", "twelve"]).status == 64)
        #expect(try journal.run(["dose", "long", "0"]).status == 64)
        #expect(try journal.run(["dose", "long", "5000"]).status == 64)
        #expect(try journal.run(["dose", "long"]).status == 64)
        #expect(!FileManager.default.fileExists(atPath: journal.url.appendingPathComponent("2026-11-29.md").path))
    }

    @Test func twoDevicesDosingAtOnceCannotBothPass() throws {
        for _ in 0..<5 {
            let journal = try journal()
            let processes = try (0..<2).map { _ -> Process in
                let process = Process()
                process.executableURL = binary
                process.arguments = ["dose", "long", "12", "--now", "2026-11-29T22:14"]
                process.currentDirectoryURL = journal.url
                process.environment = ["PATH": "/usr/bin:/bin"]
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                return process
            }
            for process in processes { process.waitUntilExit() }
            #expect(processes.map(\.terminationStatus).sorted() == [0, 3])
            #expect(try journal.read("2026-11-29.md").components(separatedBy: "long 12u").count == 2)
        }
    }
}

struct LearnCommandTests {
    @Test func appendsAFoodAndRefusesATakenName() throws {
        let journal = try TemporaryJournal(["daybook.yaml": "", "foods.yaml": "alfort: {aliases: [アルフォート], kcal: 55}"])
        let run = try journal.run(["learn", "iced latte", "180", "--alias", "アイスラテ", "--alias", "ice latte"])
        #expect(run.status == 0)
        #expect(run.stdout == "added to foods.yaml:2\n  iced latte: {kcal: 180, aliases: [アイスラテ, ice latte]}\n")
        #expect(
            try journal.read("foods.yaml")
                == "alfort: {aliases: [アルフォート], kcal: 55}\niced latte: {kcal: 180, aliases: [アイスラテ, ice latte]}\n")
        let taken = try journal.run(["learn", "チョコ", "60", "--alias", "ＡＬＦＯＲＴ"])
        #expect(taken.status == 3)
        #expect(
            taken.stderr == "Error: 'ＡＬＦＯＲＴ' is already in foods.yaml:1 as food 'alfort'; change it there by hand "
                + "if it is wrong\n")
        _ = try journal.run(["learn", "brown rice", "150", "--per-100g"])
        let status = try journal.run(["add", "--now", "2026-11-29T12:00", "brown rice 200g, アイスラテ"])
        #expect(status.stdout.contains("brown rice 200g   300 kcal  your foods"))
        #expect(status.stdout.contains("アイスラテ        180 kcal  your foods"))
    }

    @Test func createsFoodsYAMLAndRejectsBadNumbers() throws {
        let journal = try TemporaryJournal(["daybook.yaml": ""])
        #expect(try journal.run(["learn", "tea", "lots"]).status == 64)
        #expect(try journal.run(["learn", "tea", "2", "--per-100g", "--per-100ml"]).status == 64)
        #expect(try journal.run(["learn", "tea", "2"]).status == 0)
        #expect(try journal.read("foods.yaml") == "tea: {kcal: 2}\n")
    }
}

struct EditCommandTests {
    @Test func opensTheDaysLogAtItsLastLine() throws {
        let journal = try TemporaryJournal(["daybook.yaml": "", "2026/11/2026-11-28.md": "- soba\n"])
        let record = journal.url.appendingPathComponent("editor-args").path
        try journal.write("editor.sh", "#!/bin/sh\necho \"$@\" > \(record)\n")
        chmod(journal.url.appendingPathComponent("editor.sh").path, 0o755)
        let editor = journal.url.appendingPathComponent("editor.sh").path
        let created = try journal.run(["edit", "--now", "2026-11-29T09:00"], environment: ["EDITOR": editor])
        #expect(created.status == 0)
        #expect(try journal.read("2026/11/2026-11-29.md") == "# 2026-11-29\n")
        #expect(try journal.read("editor-args") == "./2026/11/2026-11-29.md\n")
        #expect(
            try journal.run(["edit", "--now", "2026-11-28T09:00"], environment: ["EDITOR": "/no/such/editor"]).status
                == 1)
    }

    @Test(arguments: [
        ("vim", "+7 -- ./f.md"), ("nvim -p", "-p +7 -- ./f.md"), ("nano", "+7 -- ./f.md"),
        ("emacs", "+7 ./f.md"), ("hx", "./f.md:7"), ("micro", "+7 ./f.md"), ("code -w", "-w -g ./f.md:7"),
        ("/usr/bin/ed", "./f.md"),
    ])
    func knowsHowEachEditorJumpsToALine(editor: String, expected: String) throws {
        let journal = try TemporaryJournal(["daybook.yaml": "", "f.md": "## 2026-11-29\n1\n2\n3\n4\n5\n6\n"])
        let bin = journal.url.appendingPathComponent("bin")
        let name = editor.split(separator: " ")[0].split(separator: "/").last.map(String.init) ?? editor
        try journal.write("bin/" + name, "#!/bin/sh\necho \"$@\" > \(journal.url.path)/args\n")
        chmod(bin.appendingPathComponent(name).path, 0o755)
        let words = editor.split(separator: " ").map(String.init)
        let command = ([words[0].hasPrefix("/") ? bin.appendingPathComponent(name).path : name] + words.dropFirst())
            .joined(separator: " ")
        let run = try journal.run(
            ["edit", "--journal", "f.md", "--now", "2026-11-29T10:00"],
            environment: ["VISUAL": command, "PATH": bin.path + ":/usr/bin:/bin"])
        #expect(run.status == 0)
        #expect(try journal.read("args") == expected + "\n")
    }
}
