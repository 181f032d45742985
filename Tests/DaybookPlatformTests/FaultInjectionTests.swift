import DaybookTesting
import Foundation
import Testing

@testable import DaybookCore
@testable import DaybookPlatform

/// A `read` or `write` that misbehaves the way disks and kernels do, for `PosixFileSystem(read:write:)`. The reader
/// reads on several threads once there are enough files: each call holds `lock`.
final class FaultyCall: @unchecked Sendable {
    enum Fault {
        /// Moves this many bytes, then fails with the errno (ENOSPC: the disk filled up mid-line).
        case failAfter(Int, Int32)
        /// Moves at most this many bytes per call.
        case short(Int)
        /// The first call is interrupted by a signal.
        case interruptedOnce
    }

    private let fault: Fault
    /// Only calls on the file whose path ends so misbehave (nil: every call).
    private let pathSuffix: String?
    private var moved = 0
    private var interrupted = false
    private var count = 0
    private let lock = Lock()

    /// How many calls the fault applied to.
    var calls: Int { lock.holding { count } }

    init(_ fault: Fault, onlyOn pathSuffix: String? = nil) {
        self.fault = fault
        self.pathSuffix = pathSuffix
    }

    /// Lets `real` move at most what the fault allows, or fails as the fault says.
    private func perform(_ fd: Int32, _ count: Int, _ real: (Int) -> Int) -> Int {
        guard isTarget(fd) else { return real(count) }
        return lock.holding { faulty(count, real) }
    }

    private func faulty(_ count: Int, _ real: (Int) -> Int) -> Int {
        self.count += 1
        switch fault {
        case .failAfter(let limit, let code):
            guard moved < limit else {
                errno = code
                return -1
            }
            let got = real(min(count, limit - moved))
            moved += max(0, got)
            return got
        case .short(let most):
            return real(min(count, most))
        case .interruptedOnce:
            if !interrupted {
                interrupted = true
                errno = EINTR
                return -1
            }
            return real(count)
        }
    }

    private func isTarget(_ fd: Int32) -> Bool {
        guard let pathSuffix else { return true }
        return pathOfDescriptor(fd)?.hasSuffix(pathSuffix) == true
    }

    /// The real file system, writing through this fault.
    var writing: PosixFileSystem {
        PosixFileSystem(write: { [self] fd, buffer, count in perform(fd, count) { systemWrite(fd, buffer, $0) } })
    }

    /// The real file system, reading through this fault.
    var reading: PosixFileSystem {
        PosixFileSystem(read: { [self] fd, buffer, count in perform(fd, count) { systemRead(fd, buffer, $0) } })
    }
}

/// The path an open descriptor names: `F_GETPATH` on Darwin, `/proc/self/fd` elsewhere.
private func pathOfDescriptor(_ fd: Int32) -> String? {
    #if canImport(Darwin)
        var buffer = [CChar](repeating: 0, count: Int(MAXPATHLEN))
        guard fcntl(fd, F_GETPATH, &buffer) == 0 else { return nil }
        return String(cString: buffer)
    #else
        return try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(fd)")
    #endif
}

/// Faults injected below the append path: a failed append leaves the file as it was, or with the whole line.
@Suite(.serialized)
struct AppendFaultTests {
    private let before = "# 2026-11-29\n- 12:00 ramen\n"

    /// `path` below its own folder.
    private func confined(_ path: String) -> ConfinedPath {
        let url = URL(fileURLWithPath: path)
        return ConfinedPath(root: url.deletingLastPathComponent().path, relative: url.lastPathComponent)
    }

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
        let faulty = FaultyCall(.failAfter(5, code))
        #expect {
            try LineAppender(fileSystem: faulty.writing).append("- 22:14 long 12u", to: confined(path))
        } throws: { error in
            guard case AppendFailure.fileSystem(let failure) = error else { return false }
            return failure.path == path && failure.reasonText.en == reason
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
    }

    @Test func aWriteThatFailsAtOnceLeavesTheFileAlone() throws {
        let (folder, path) = try file()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: AppendFailure.self) {
            try LineAppender(fileSystem: FaultyCall(.failAfter(0, ENOSPC)).writing).append(
                "- 13:00 tea", to: confined(path))
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
    }

    @Test func shortWritesStillWriteTheWholeLine() throws {
        let (folder, path) = try file()
        defer { try? FileManager.default.removeItem(at: folder) }
        let faulty = FaultyCall(.short(3))
        _ = try LineAppender(fileSystem: faulty.writing).append("- 22:14 long 12u", to: confined(path))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == before + "- 22:14 long 12u\n")
        #expect(faulty.calls > 3)
    }

    @Test func anInterruptedWriteIsRetried() throws {
        let (folder, path) = try file()
        defer { try? FileManager.default.removeItem(at: folder) }
        let faulty = FaultyCall(.interruptedOnce)
        _ = try LineAppender(fileSystem: faulty.writing).append("- 22:14 long 12u", to: confined(path))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == before + "- 22:14 long 12u\n")
        #expect(faulty.calls == 2)
    }

    @Test func anAppendThatCannotReadTheFileWritesNothing() throws {
        let (folder, path) = try file()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect {
            try LineAppender(fileSystem: FaultyCall(.failAfter(4, EIO)).reading).append(
                "- 22:14 long 12u", to: confined(path))
        } throws: { error in
            guard case AppendFailure.fileSystem(let failure) = error else { return false }
            return failure.path == path && failure.reasonText.en == "Input/output error"
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
    }

    @Test func anAppendReadingInBitsStillSeesTheLastLineBreak() throws {
        let (folder, path) = try file()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "- 12:00 ramen".write(toFile: path, atomically: false, encoding: .utf8)
        let faulty = FaultyCall(.short(2))
        _ = try LineAppender(fileSystem: faulty.reading).append("- 13:00 tea", to: confined(path))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "- 12:00 ramen\n- 13:00 tea\n")
        #expect(faulty.calls > 7)
    }

    @Test func anAppendWhoseReadIsInterruptedWritesTheLineOnce() throws {
        let (folder, path) = try file()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try LineAppender(fileSystem: FaultyCall(.interruptedOnce).reading).append("- 13:00 tea", to: confined(path))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == before + "- 13:00 tea\n")
    }

    @Test func aNewFileThatCannotBeWrittenIsNotLeftBehind() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-fault-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = ConfinedPath(root: folder.path, relative: "2026/11/2026-11-30.md")
        #expect(throws: AppendFailure.self) {
            try LineAppender(fileSystem: FaultyCall(.failAfter(4, ENOSPC)).writing).append("- 08:00 toast", to: path)
        }
        #expect(!FileManager.default.fileExists(atPath: path.path))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("2026/11").path) == [])
    }

    @Test func aNewFileThatCannotBeCreatedWholeIsNotLeftBehind() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-fault-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: FileSystemError.self) {
            try FaultyCall(.failAfter(4, ENOSPC)).writing.createNew(
                ConfinedPath(root: folder.path, relative: "foods.yaml"),
                contents: Array("rice: 234\n".utf8))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }
}

/// Faults injected into reading: a clear error naming the file, and the rest of the journal still counts.
struct ReadFaultTests {
    private func read(_ files: MemoryFileSystem) -> Journal {
        JournalReader(fileSystem: files).read(JournalLocation(root: "."), selection: .all)
    }

    private let journal = [
        "daybook.yaml": "target: 1800\n", "2026-11-28.md": "- 12:00 soba 400kcal\n",
        "2026/11/2026-11-29.md": "- 12:00 ramen 650kcal\n",
    ]

    @Test(arguments: [(EIO, "Input/output error"), (EACCES, "Permission denied"), (EINTR, "Interrupted system call")])
    func anUnreadableDayFile(code: Int32, reason: String) {
        let files = MemoryFileSystem(journal)
        files.failures["2026/11/2026-11-29.md"] = code
        let read = read(files)
        #expect(read.diagnostics.map(\.file) == ["2026/11/2026-11-29.md"])
        #expect(read.diagnostics.first?.message.en == "cannot read: \(reason)")
        #expect(read.day(date("2026-11-28")).entries.count == 1)
    }

    @Test func aFileThatVanishesBetweenListingAndReading() {
        let files = MemoryFileSystem(journal)
        files.vanishing = ["2026-11-28.md"]
        let read = read(files)
        #expect(read.diagnostics.first?.file == "2026-11-28.md")
        #expect(read.diagnostics.first?.message.en == "cannot read: No such file or directory")
        #expect(read.day(date("2026-11-29")).entries.count == 1)
    }

    @Test func anUnlistableFolder() {
        let files = MemoryFileSystem(journal)
        files.failures["2026"] = EACCES
        let read = read(files)
        #expect(read.diagnostics.map(\.file) == ["2026"])
        #expect(read.diagnostics.first?.message.en == "cannot read folder: Permission denied")
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
        #expect(throws: AppendFailure.self) {
            try LineAppender(fileSystem: files).append(
                "- 13:00 tea", to: ConfinedPath(root: ".", relative: "2026-11-28.md"))
        }
        #expect(files.contents("2026-11-28.md") == Array("- 12:00 soba 400kcal\n".utf8))
    }
}

/// Faults injected into `read(2)` under a real journal: a read is whole, or a clear error naming the file while the
/// rest of the journal still counts.
@Suite(.serialized)
struct PosixReadFaultTests {
    private func journal() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-read-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("2026/11"),
            withIntermediateDirectories: true)
        try "target: 1800\n".write(
            to: folder.appendingPathComponent("daybook.yaml"), atomically: false, encoding: .utf8)
        try "# 2026-11-28\n- 12:00 soba 400kcal\n- 22:10 long 12u\n"
            .write(to: folder.appendingPathComponent("2026/11/2026-11-28.md"), atomically: false, encoding: .utf8)
        try "# 2026-11-29\n- 12:00 ramen 650kcal\n- 19:00 dinner: curry 800kcal, salad 120kcal\n"
            .write(to: folder.appendingPathComponent("2026/11/2026-11-29.md"), atomically: false, encoding: .utf8)
        return folder
    }

    private func read(_ folder: URL, _ files: PosixFileSystem) -> Journal {
        JournalReader(fileSystem: files).read(JournalLocation(root: folder.path), selection: .all)
    }

    @Test func anInterruptedReadIsRetried() throws {
        let folder = try journal()
        defer { try? FileManager.default.removeItem(at: folder) }
        let faulty = FaultyCall(.interruptedOnce, onlyOn: "2026-11-29.md")
        let read = read(folder, faulty.reading)
        #expect(read.diagnostics.isEmpty)
        #expect(read.day(date("2026-11-29")).entries.count == 2)
        #expect(faulty.calls >= 2)
    }

    @Test func shortReadsStillReadTheWholeFile() throws {
        let folder = try journal()
        defer { try? FileManager.default.removeItem(at: folder) }
        let faulty = FaultyCall(.short(3))
        let read = read(folder, faulty.reading)
        #expect(read.diagnostics.isEmpty)
        #expect(read.config.target == 1800)
        #expect(read.day(date("2026-11-28")).entries.count == 2)
        #expect(read.day(date("2026-11-29")).entries.map(\.text) == ["ramen 650kcal", "curry 800kcal, salad 120kcal"])
        #expect(faulty.calls > 40)
    }

    @Test func aReadThatFailsPartWayNamesTheFileAndTheRestStillCounts() throws {
        let folder = try journal()
        defer { try? FileManager.default.removeItem(at: folder) }
        let faulty = FaultyCall(.failAfter(20, EIO), onlyOn: "2026-11-29.md")
        let read = read(folder, faulty.reading)
        #expect(read.diagnostics.count == 1)
        #expect(read.diagnostics.first?.file == "2026/11/2026-11-29.md")
        #expect(read.diagnostics.first?.message.en == "cannot read: Input/output error")
        #expect(read.diagnostics.first?.severity == .error)
        // Nothing of the half-read file counts: a partial day would be a wrong number.
        #expect(read.day(date("2026-11-29")).entries.isEmpty)
        #expect(read.day(date("2026-11-28")).entries.count == 2)
    }
}

private func date(_ text: String) -> LocalDate {
    guard let date = LocalDate(text) else { preconditionFailure("bad test date \(text)") }
    return date
}
