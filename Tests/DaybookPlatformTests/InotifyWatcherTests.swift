#if canImport(Glibc) || canImport(Musl)
    import DaybookCore
    import Foundation
    import Testing
    @testable import DaybookPlatform

    /// The inotify backend against real folders, changed the way editors, sync tools and git change them.
    @Suite(.serialized)
    struct InotifyWatcherTests {
        final class Fixture {
            let root: URL
            let watcher: InotifyWatcher
            let wake: Wakeup

            init() throws {
                root = FileManager.default.temporaryDirectory.appendingPathComponent(
                    "daybook-watch-\(UUID().uuidString)")
                try FileManager.default.createDirectory(
                    at: root.appendingPathComponent("2026/11"),
                    withIntermediateDirectories: true)
                try "- 12:00 ramen\n".write(
                    to: root.appendingPathComponent("2026/11/2026-11-29.md"), atomically: false,
                    encoding: .utf8)
                watcher = InotifyWatcher(root: root.path)
                guard let wake = Wakeup() else { throw CocoaError(.fileNoSuchFile) }
                self.wake = wake
                try watcher.start()
            }

            deinit {
                try? FileManager.default.removeItem(at: root)
            }

            func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

            /// Events until `done` holds for what has arrived, or two seconds pass.
            func events(until done: ([WatchEvent]) -> Bool = { _ in false }, within limit: Int = 2000) -> [WatchEvent] {
                var seen: [WatchEvent] = []
                let end = SystemClock.monotonicMilliseconds() + limit
                while !done(seen) {
                    let remaining = end - SystemClock.monotonicMilliseconds()
                    guard remaining > 0 else { break }
                    seen += watcher.wait(timeout: remaining, wake: wake.readDescriptor)
                }
                return seen
            }

            /// The relevant file paths among `events`.
            func relevant(_ events: [WatchEvent]) -> Set<String> {
                Set(
                    events.compactMap { event in
                        if case .file(let path) = event, JournalPaths.matters(path) { return path }
                        return nil
                    })
            }

            func sawRelevant(_ path: String) -> Bool {
                relevant(events { relevant($0).contains(path) }).contains(path)
            }
        }

        private let day = "2026/11/2026-11-29.md"

        @Test func appendInPlace() throws {
            let f = try Fixture()
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: f.path(day)))
            try handle.seekToEnd()
            try handle.write(contentsOf: Data("- 13:00 tea\n".utf8))
            try handle.close()
            #expect(f.sawRelevant(day))
        }

        @Test func truncateAndRewrite() throws {
            let f = try Fixture()
            let fd = open(f.path(day), O_WRONLY | O_TRUNC)
            #expect(fd >= 0)
            _ = "- 12:00 soba\n".withCString { write(fd, $0, strlen($0)) }
            close(fd)
            #expect(f.sawRelevant(day))
        }

        @Test func renameOverTheOriginalLikeVim() throws {
            let f = try Fixture()
            // vim with backupcopy=auto: probe file 4913, original renamed to a backup, new file written, backup removed.
            FileManager.default.createFile(atPath: f.path("2026/11/4913"), contents: nil)
            try FileManager.default.removeItem(atPath: f.path("2026/11/4913"))
            try FileManager.default.moveItem(atPath: f.path(day), toPath: f.path(day + "~"))
            try "- 12:00 udon\n".write(toFile: f.path(day), atomically: false, encoding: .utf8)
            try FileManager.default.removeItem(atPath: f.path(day + "~"))
            let events = f.events { f.relevant($0).contains(day) }
            #expect(f.relevant(events) == [day])
        }

        @Test func syncthingTemporaryThenRename() throws {
            let f = try Fixture()
            let temporary = "2026/11/.syncthing.2026-11-29.md.tmp"
            try "- 12:00 curry\n".write(toFile: f.path(temporary), atomically: false, encoding: .utf8)
            #expect(rename(f.path(temporary), f.path(day)) == 0)
            let events = f.events { f.relevant($0).contains(day) }
            #expect(f.relevant(events) == [day])
        }

        @Test func deletedAndRecreatedLikeGit() throws {
            let f = try Fixture()
            try FileManager.default.removeItem(atPath: f.path(day))
            #expect(f.sawRelevant(day))
            try "- 12:00 soba\n".write(toFile: f.path(day), atomically: false, encoding: .utf8)
            #expect(f.sawRelevant(day))
        }

        @Test func aNewFolderAndTheFileWrittenAtOnceInside() throws {
            let f = try Fixture()
            try FileManager.default.createDirectory(atPath: f.path("2026/12"), withIntermediateDirectories: true)
            try "- 08:00 toast\n".write(toFile: f.path("2026/12/2026-12-01.md"), atomically: false, encoding: .utf8)
            #expect(f.sawRelevant("2026/12/2026-12-01.md"))
            // The new folder is watched: a later change in it is seen too.
            try "- 09:00 tea\n".write(toFile: f.path("2026/12/2026-12-02.md"), atomically: false, encoding: .utf8)
            #expect(f.sawRelevant("2026/12/2026-12-02.md"))
        }

        @Test func temporariesAloneAreNotRelevant() throws {
            let f = try Fixture()
            for name in [".2026-11-29.md.swp", "4913", "2026-11-29.md~", ".#2026-11-29.md", "~syncthing~x.md.tmp"] {
                FileManager.default.createFile(atPath: f.path("2026/11/" + name), contents: Data("x".utf8))
                try FileManager.default.removeItem(atPath: f.path("2026/11/" + name))
            }
            let events = f.events(within: 300)
            #expect(!events.isEmpty)
            #expect(f.relevant(events).isEmpty)
        }

        @Test func theRootDeletedAndRecreated() throws {
            let f = try Fixture()
            try FileManager.default.removeItem(at: f.root)
            #expect(f.events { $0.contains(.rootGone) }.contains(.rootGone))
            try FileManager.default.createDirectory(atPath: f.path("2026/11"), withIntermediateDirectories: true)
            try "- 12:00 soba\n".write(toFile: f.path(day), atomically: false, encoding: .utf8)
            #expect(f.events { $0.contains(.rootBack) }.contains(.rootBack))
            try "- 13:00 tea\n".write(toFile: f.path(day), atomically: false, encoding: .utf8)
            #expect(f.sawRelevant(day))
        }

        @Test func theRootRemovedWhileAProcessStillHasItOpen() throws {
            let f = try Fixture()
            // A shell sitting in the journal keeps the folder alive: the root's own watch hears nothing of its removal.
            let shell = Process()
            shell.executableURL = URL(fileURLWithPath: "/bin/sleep")
            shell.arguments = ["5"]
            shell.currentDirectoryURL = f.root
            try shell.run()
            defer { shell.terminate() }
            try FileManager.default.removeItem(at: f.root)
            #expect(f.events { $0.contains(.rootGone) }.contains(.rootGone))
            try FileManager.default.createDirectory(at: f.root, withIntermediateDirectories: true)
            #expect(f.events { $0.contains(.rootBack) }.contains(.rootBack))
        }

        @Test func aWakeUpReturnsAtOnce() throws {
            let f = try Fixture()
            f.wake.post(1)
            let start = SystemClock.monotonicMilliseconds()
            #expect(f.watcher.wait(timeout: 5000, wake: f.wake.readDescriptor).isEmpty)
            #expect(SystemClock.monotonicMilliseconds() - start < 4000)
            #expect(f.wake.drain() == [1])
        }
    }
#endif

/// The polling backend sees the same changes, only later.
struct PollWatcherTests {
    @Test func seesWritesNewFilesAndTheRootGoing() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-poll-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let watcher = PollWatcher(root: root.path, interval: 100)
        let wake = try #require(Wakeup())
        try watcher.start()
        try "- tea\n".write(to: root.appendingPathComponent("2026-11-29.md"), atomically: false, encoding: .utf8)
        var events: [WatchEvent] = []
        for _ in 0..<20 where events.isEmpty { events += watcher.wait(timeout: 200, wake: wake.readDescriptor) }
        #expect(events.contains(.file("2026-11-29.md")))
        try FileManager.default.removeItem(at: root)
        events = []
        for _ in 0..<20 where events.isEmpty { events += watcher.wait(timeout: 200, wake: wake.readDescriptor) }
        #expect(events == [.rootGone])
    }
}
