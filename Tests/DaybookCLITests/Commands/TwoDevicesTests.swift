import DaybookCore
import DaybookTesting
import Testing

/// Two devices, each with its own state folder, writing to one journal that a sync tool keeps in step — the way
/// Syncthing does it, as checked against the real one: a file the same on both stays; a file changed on one device
/// only is copied to the other; a file changed on both keeps the newer and saves the other beside it as a conflict
/// copy on both; past ten copies of a file, the oldest are deleted.
@Suite struct TwoDevicesTests {
    private let day = "j/2026-12-01.md"
    private let pins = "j/.daybook/estimates.yaml"

    /// One device: its own copy of the journal (`j`, in memory) and its own home folder.
    struct Device {
        let files: MemoryFileSystem
        let name: String

        init(_ files: [String: String], name: String) {
            self.files = MemoryFileSystem(files)
            self.name = name
        }

        func run(_ arguments: [String]) -> Run {
            runInProcess(
                arguments + ["--journal", "j"], fileSystem: files, environment: ["HOME": "/home/\(name)"])
        }
    }

    /// The journal's files on a device.
    private static func journalFiles(_ device: Device) -> [String] {
        device.files.paths.filter { $0.hasPrefix("j/") }.sorted()
    }

    /// Syncthing bringing `newer` and `older` together, each device's journal as it was when they last met being
    /// `base`: `newer` was saved last wherever both changed a file.
    private static func sync(
        newer: Device, older: Device, base: [String: [UInt8]], stamp: String = "20261201-225400"
    ) {
        for path in Set(journalFiles(newer) + journalFiles(older)).sorted() {
            let mine = newer.files.contents(path)
            let theirs = older.files.contents(path)
            guard mine != theirs else { continue }
            switch (mine == base[path], theirs == base[path]) {
            case (false, false):
                let copy = conflictCopy(of: path, stamp: stamp, device: "OLDERDV")
                if let theirs { for device in [newer, older] { device.files.write(copy, bytes: theirs) } }
                if let mine { older.files.write(path, bytes: mine) }
            case (false, true):
                if let mine { older.files.write(path, bytes: mine) }
            default:
                if let theirs { newer.files.write(path, bytes: theirs) }
            }
        }
    }

    /// The journal's files on `device` now, as the sync tool last saw them.
    private static func snapshot(_ device: Device) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for path in journalFiles(device) { files[path] = device.files.contents(path) }
        return files
    }

    private static func conflictCopy(of path: String, stamp: String, device: String) -> String {
        let dot = path.lastIndex(of: ".") ?? path.endIndex
        return "\(path[..<dot]).sync-conflict-\(stamp)-\(device)\(path[dot...])"
    }

    /// Two devices with the same journal, and the journal as both have it.
    private func twoDevices(_ files: [String: String] = [:]) -> (Device, Device, [String: [UInt8]]) {
        let start = ["j/daybook.yaml": "target: 2000\n", day: "# 2026-12-01\n\n- 08:00 toast 200kcal\n"]
            .merging(files) { $1 }
        let a = Device(start, name: "a")
        return (a, Device(start, name: "b"), Self.snapshot(a))
    }

    @Test func theSameDoseInTheSameMinuteOnTwoDevicesApartShowsTwiceOnBoth() {
        let (a, b, base) = twoDevices()
        #expect(a.run(["dose", "--now", "2026-12-01T22:53", "long", "12"]).status == 0)
        #expect(b.run(["dose", "--now", "2026-12-01T22:53", "long", "12"]).status == 0)
        // The same words, two writes: the files differ, so the sync tool keeps both.
        #expect(a.files.contents(day) != b.files.contents(day))
        Self.sync(newer: b, older: a, base: base)
        for device in [a, b] {
            let status = device.run(["status", "--format", "line", "--now", "2026-12-01T23:00"])
            #expect(status.stdout.contains("long ‼ ×2"), "\(device.name): \(status.stdout)")
            let check = device.run(["check", "--now", "2026-12-01T23:00"])
            #expect(check.stdout.contains("Syncthing conflict copy of 2026-12-01.md: 1 entry found only in the copy"))
            // A third is refused.
            let third = device.run(["dose", "--now", "2026-12-01T23:05", "long", "12"])
            #expect(third.status == 3)
        }
        // Folded, the two doses stay two.
        #expect(a.run(["resolve", "--now", "2026-12-01T23:10"]).status == 0)
        let after = a.run(["status", "--format", "line", "--now", "2026-12-01T23:10"])
        #expect(after.stdout.contains("long ‼ ×2"))
        // And the next day shows yesterday's double dose.
        let tomorrow = a.run(["status", "--now", "2026-12-02T08:00"])
        #expect(tomorrow.stdout.contains("‼"), "\(tomorrow.stdout)")
    }

    @Test func theSameWrittenTimeWithAnotherEditCountsTheDoseTwiceAndEachMealOnce() {
        let (a, b, base) = twoDevices()
        #expect(a.run(["dose", "--now", "2026-12-01T22:50", "--time", "21:00", "long", "12"]).status == 0)
        #expect(a.run(["add", "--now", "2026-12-01T22:51", "ramen 600kcal"]).status == 0)
        #expect(b.run(["dose", "--now", "2026-12-01T22:52", "--time", "21:00", "long", "12"]).status == 0)
        Self.sync(newer: b, older: a, base: base)
        for device in [a, b] {
            let status = device.run(["status", "--json", "--now", "2026-12-01T23:00"])
            #expect(status.stdout.contains(#""eaten":800"#), "\(device.name): \(status.stdout)")
            #expect(
                device.run(["status", "--format", "line", "--now", "2026-12-01T23:00"]).stdout.contains("long ‼ ×2"))
        }
    }

    @Test func oneDoseSyncedIsTakenOnBothAndBlocksASecond() {
        let (a, b, base) = twoDevices()
        #expect(a.run(["dose", "--now", "2026-12-01T22:00", "long", "12"]).status == 0)
        Self.sync(newer: a, older: b, base: base)
        #expect(b.files.paths.allSatisfy { !$0.contains("sync-conflict") })
        let status = b.run(["status", "--format", "line", "--now", "2026-12-01T22:30"])
        #expect(status.stdout.contains("long ✓"), "\(status.stdout)")
        let second = b.run(["dose", "--now", "2026-12-01T22:30", "long", "12"])
        #expect(second.status == 3)
        #expect(second.stderr.hasPrefix("Error: long is already taken on 2026-12-01 (22:00 12u)"))
    }

    @Test func aPinSurvivesItsConflictCopyBeingDeletedAfterResolve() {
        let first = "- {key: mystery stew, kcal: 500, estimator: stub, at: \"2026-11-29T19:02:11\"}\n"
        let later = "- {key: mystery stew, kcal: 520, estimator: stub, at: \"2026-11-30T08:00:00\"}\n"
        let (a, b, base) = twoDevices([day: "# 2026-12-01\n\n- 19:00 mystery stew\n"])
        a.files.write(pins, first)
        b.files.write(pins, later)
        Self.sync(newer: b, older: a, base: base)
        let copy = Self.conflictCopy(of: pins, stamp: "20261201-225400", device: "OLDERDV")
        #expect(a.files.contents(copy) != nil)
        #expect(a.run(["status", "--json", "--now", "2026-12-01T20:00"]).stdout.contains(#""eaten":500"#))
        // check names the copy, and says what deleting it would do.
        let check = a.run(["check", "--now", "2026-12-01T20:00"])
        #expect(
            check.stdout.contains(
                "j/.daybook/estimates.sync-conflict-20261201-225400-OLDERDV.yaml: warning: Syncthing conflict copy of "
                    + ".daybook/estimates.yaml: its 1 record counts with the log's"), "\(check.stdout)")
        #expect(a.run(["resolve", "--now", "2026-12-01T20:00"]).status == 0)
        #expect(a.files.contents(copy) == nil)
        #expect(withoutWriteIDs(a.files.contents(pins)).map { String(decoding: $0, as: UTF8.self) } == later + first)
        #expect(a.run(["check", "--now", "2026-12-01T20:00"]).stdout.contains("estimates.sync-conflict") == false)
        #expect(a.run(["status", "--json", "--now", "2026-12-01T20:00"]).stdout.contains(#""eaten":500"#))
    }

    @Test func linesWithoutWriteIDsReadExactlyAsBefore() {
        // A journal written before write ids, or by hand: the same text in a copy is the same line.
        let (a, _, _) = twoDevices([
            day: "# 2026-12-01\n\n- 22:00 long 12u\n",
            "j/2026-12-01.sync-conflict-20261201-225400-OLDERDV.md": "# 2026-12-01\n\n- 22:00 long 12u\n",
        ])
        let status = a.run(["status", "--format", "line", "--now", "2026-12-01T23:00"])
        #expect(status.stdout.contains("long ✓"), "\(status.stdout)")
    }
}
