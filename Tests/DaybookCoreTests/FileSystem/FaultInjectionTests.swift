import Foundation
import Testing
@testable import DaybookCore
import DaybookTesting

/// A `write` that misbehaves the way disks and kernels do, for `PosixFileSystem(write:)`.
final class FaultyWrite: @unchecked Sendable {
    enum Fault {
        /// Writes this many bytes, then fails with the errno (ENOSPC: the disk filled up mid-line).
        case failAfter(Int, Int32)
        /// Writes at most this many bytes per call.
        case short(Int)
        /// The first call is interrupted by a signal.
        case interruptedOnce
    }

    private let fault: Fault
    private var written = 0
    private var interrupted = false
    private(set) var calls = 0

    init(_ fault: Fault) {
        self.fault = fault
    }

    func call(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        calls += 1
        switch fault {
        case .failAfter(let limit, let code):
            guard written < limit else {
                errno = code
                return -1
            }
            let got = Glibc.write(fd, buffer, min(count, limit - written))
            written += max(0, got)
            return got
        case .short(let most):
            return Glibc.write(fd, buffer, min(count, most))
        case .interruptedOnce:
            if !interrupted {
                interrupted = true
                errno = EINTR
                return -1
            }
            return Glibc.write(fd, buffer, count)
        }
    }

    var fileSystem: PosixFileSystem {
        PosixFileSystem(write: { [self] fd, buffer, count in call(fd, buffer, count) })
    }
}

/// Faults injected below the append path: a failed append leaves the file as it was, or with the whole line.
@Suite(.serialized)
struct AppendFaultTests {
    private let before = "# 2026-11-29\n- 12:00 ramen\n"

    private func file() throws -> (URL, String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-fault-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("2026-11-29.md").path
        try before.write(toFile: path, atomically: false, encoding: .utf8)
        return (folder, path)
    }

    @Test(arguments: [(ENOSPC, "No space left on device"), (EIO, "Input/output error")])
    func aWriteThatFailsPartWayIsTakenBack(code: Int32, reason: String) throws {
        let (folder, path) = try file()
        defer { try? FileManager.default.removeItem(at: folder) }
        let faulty = FaultyWrite(.failAfter(5, code))
        #expect {
            try LineAppender(fileSystem: faulty.fileSystem).append("- 22:14 long 12u", to: path)
        } throws: { error in
            guard case LineAppender.Failure.fileSystem(let failure) = error else { return false }
            return failure.path == path && failure.reasonText == reason
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
    }

    @Test func aWriteThatFailsAtOnceLeavesTheFileAlone() throws {
        let (folder, path) = try file()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: LineAppender.Failure.self) {
            try LineAppender(fileSystem: FaultyWrite(.failAfter(0, ENOSPC)).fileSystem).append("- 13:00 tea", to: path)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
    }

    @Test func shortWritesStillWriteTheWholeLine() throws {
        let (folder, path) = try file()
        defer { try? FileManager.default.removeItem(at: folder) }
        let faulty = FaultyWrite(.short(3))
        _ = try LineAppender(fileSystem: faulty.fileSystem).append("- 22:14 long 12u", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == before + "- 22:14 long 12u\n")
        #expect(faulty.calls > 3)
    }

    @Test func anInterruptedWriteIsRetried() throws {
        let (folder, path) = try file()
        defer { try? FileManager.default.removeItem(at: folder) }
        let faulty = FaultyWrite(.interruptedOnce)
        _ = try LineAppender(fileSystem: faulty.fileSystem).append("- 22:14 long 12u", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == before + "- 22:14 long 12u\n")
        #expect(faulty.calls == 2)
    }

    @Test func aNewFileThatCannotBeWrittenIsNotLeftHalfWritten() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-fault-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("2026/11/2026-11-30.md").path
        #expect(throws: LineAppender.Failure.self) {
            try LineAppender(fileSystem: FaultyWrite(.failAfter(4, ENOSPC)).fileSystem).append("- 08:00 toast", to: path)
        }
        let left = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        #expect(left == "")
    }
}

/// Faults injected into reading: a clear error naming the file, and the rest of the journal still counts.
struct ReadFaultTests {
    private func read(_ files: MemoryFileSystem) -> Journal {
        JournalReader(fileSystem: files).read(JournalLocation(root: "."), selection: .all)
    }

    private let journal = ["daybook.yaml": "target: 1800\n", "2026-11-28.md": "- 12:00 soba 400kcal\n",
                           "2026/11/2026-11-29.md": "- 12:00 ramen 650kcal\n"]

    @Test(arguments: [(EIO, "Input/output error"), (EACCES, "Permission denied"), (EINTR, "Interrupted system call")])
    func anUnreadableDayFile(code: Int32, reason: String) {
        let files = MemoryFileSystem(journal)
        files.failures["2026/11/2026-11-29.md"] = code
        let read = read(files)
        #expect(read.diagnostics.map(\.file) == ["2026/11/2026-11-29.md"])
        #expect(read.diagnostics.first?.message == "cannot read: \(reason)")
        #expect(read.day(date("2026-11-28")).entries.count == 1)
    }

    @Test func aFileThatVanishesBetweenListingAndReading() {
        let files = MemoryFileSystem(journal)
        files.vanishing = ["2026-11-28.md"]
        let read = read(files)
        #expect(read.diagnostics.first?.file == "2026-11-28.md")
        #expect(read.diagnostics.first?.message == "cannot read: No such file or directory")
        #expect(read.day(date("2026-11-29")).entries.count == 1)
    }

    @Test func anUnlistableFolder() {
        let files = MemoryFileSystem(journal)
        files.failures["2026"] = EACCES
        let read = read(files)
        #expect(read.diagnostics.map(\.file) == ["2026"])
        #expect(read.diagnostics.first?.message == "cannot read folder: Permission denied")
        #expect(read.day(date("2026-11-28")).entries.count == 1)
    }

    @Test func anUnreadableConfigurationFallsBackToDefaultsAndSaysSo() {
        let files = MemoryFileSystem(journal)
        files.failures["daybook.yaml"] = EIO
        let read = read(files)
        #expect(read.config.target == 2000)
        #expect(read.diagnostics.contains { $0.file == "daybook.yaml" && $0.severity == .error })
        #expect(read.day(date("2026-11-29")).entries.count == 1)
    }

    @Test func anAppendThatFailsInMemoryIsReported() {
        let files = MemoryFileSystem(journal)
        files.appendFailures["2026-11-28.md"] = ENOSPC
        #expect(throws: LineAppender.Failure.self) {
            try LineAppender(fileSystem: files).append("- 13:00 tea", to: "2026-11-28.md")
        }
        #expect(files.contents("2026-11-28.md") == Array("- 12:00 soba 400kcal\n".utf8))
    }
}
