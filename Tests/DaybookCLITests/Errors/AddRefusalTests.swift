import Foundation
import Testing

/// `add` refuses what the reader would refuse — a time that is not one, an entry over 4,096 bytes — and more than
/// 64 KiB or more than one line on standard input; nothing is written.
struct AddRefusalTests {
    private func journal() throws -> TemporaryJournal {
        try TemporaryJournal(["daybook.yaml": ""])
    }

    @Test func aTimeThatIsNotOne() throws {
        let journal = try journal()
        let run = try journal.run(["add", "--now", "2026-11-29T11:57", "25:00", "toast"])
        #expect(run.status == 64)
        #expect(
            run.stderr == """
                (entry):1:3: error: '25:00' is not a time: hours run 0–23 and minutes 0–59
                - 25:00 toast
                  ^
                write 24-hour 'HH:MM', e.g. '19:30'
                nothing was written

                """)
        #expect(!FileManager.default.fileExists(atPath: journal.url.appendingPathComponent("2026-11-29.md").path))
    }

    @Test func anEntryLongerThanTheReaderReads() throws {
        let journal = try journal()
        let run = try journal.run(["add", "--now", "2026-11-29T11:57", String(repeating: "ramen ", count: 1000)])
        #expect(run.status == 64)
        #expect(
            run.stderr == """
                (entry):1:1: error: entry is longer than 4096 bytes; not counted
                split it into several entries
                nothing was written

                """)
        #expect(!FileManager.default.fileExists(atPath: journal.url.appendingPathComponent("2026-11-29.md").path))
    }

    @Test func aSlotGoesAfterTheTextsOwnTime() throws {
        let journal = try journal()
        #expect(try journal.run(["add", "--now", "2026-11-29T13:00", "--slot", "lunch", "12:30 ramen"]).status == 0)
        #expect(withoutWriteIDs(try journal.read("2026-11-29.md")) == "# 2026-11-29\n\n- 12:30 lunch: ramen\n")
    }

    @Test func moreThan64KiBOnStandardInputIsRefusedUnread() throws {
        let journal = try journal()
        let input = journal.url.appendingPathComponent("input.txt")
        try Data(repeating: UInt8(ascii: "a"), count: 1 << 20).write(to: input)
        let handle = try FileHandle(forReadingFrom: input)
        let run = try standardInput(handle, journal)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: Standard input holds more than 64 KiB; an entry is one line\n"))
        // The child read through the same open file: where it stopped is how much it read.
        #expect(try handle.offset() <= 64 * 1024 + 4096)
        #expect(!FileManager.default.fileExists(atPath: journal.url.appendingPathComponent("2026-11-29.md").path))
    }

    @Test func aSecondLineOnStandardInputIsRefused() throws {
        let journal = try journal()
        let input = journal.url.appendingPathComponent("input.txt")
        try Data("toast\ncoffee\n".utf8).write(to: input)
        let run = try standardInput(try FileHandle(forReadingFrom: input), journal)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: An entry is one line\n"))
        try Data("toast, coffee\r\n\n".utf8).write(to: input)
        #expect(try standardInput(try FileHandle(forReadingFrom: input), journal).status == 0)
        #expect(withoutWriteIDs(try journal.read("2026-11-29.md")) == "# 2026-11-29\n\n- 09:00 toast, coffee\n")
    }

    private func standardInput(_ input: FileHandle, _ journal: TemporaryJournal) throws -> Run {
        let process = Process()
        process.executableURL = binary
        process.arguments = ["add", "-", "--now", "2026-11-29T09:00"]
        process.currentDirectoryURL = journal.url
        process.environment = ["PATH": "/usr/bin:/bin"]
        process.standardInput = input
        let error = Pipe()
        process.standardError = error
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(stdout: "", stderr: String(decoding: stderr, as: UTF8.self), status: process.terminationStatus)
    }
}
