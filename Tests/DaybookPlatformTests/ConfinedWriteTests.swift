import DaybookCore
import DaybookPlatform
import Foundation
import Testing

/// `PosixFileSystem`'s writes on real folders holding what a sync can bring: symbolic links at the end of a path
/// and in its middle, FIFOs, folders where files should be, hard links, `..`. Each refusal names the link and
/// changes nothing, inside the root or outside it.
@Suite(.serialized)
struct ConfinedWriteTests {
    private let files = PosixFileSystem()

    /// A root folder and an outside folder beside it, removed afterwards.
    private final class Place {
        let root: URL
        let outside: URL

        init() throws {
            let base = FileManager.default.temporaryDirectory.appendingPathComponent(
                "daybook-confined-\(UUID().uuidString)")
            root = base.appendingPathComponent("journal")
            outside = base.appendingPathComponent("outside")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
            try Data("precious\n".utf8).write(to: outside.appendingPathComponent("victim"))
        }

        deinit {
            try? FileManager.default.removeItem(at: root.deletingLastPathComponent())
        }

        func path(_ relative: String) -> ConfinedPath { ConfinedPath(root: root.path, relative: relative) }

        func link(_ relative: String, to target: URL) throws {
            try FileManager.default.createSymbolicLink(
                atPath: root.appendingPathComponent(relative).path,
                withDestinationPath: target.path)
        }

        var victim: String {
            (try? String(contentsOf: outside.appendingPathComponent("victim"), encoding: .utf8)) ?? "(gone)"
        }

        func outsideNames() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: outside.path).sorted()
        }

        func isLink(_ relative: String) -> Bool {
            (try? FileManager.default.destinationOfSymbolicLink(atPath: root.appendingPathComponent(relative).path))
                != nil
        }
    }

    private func refusedAsLink(_ link: String, _ body: () throws -> Void) {
        #expect {
            try body()
        } throws: { error in
            guard let error = error as? FileSystemError, case .symbolicLink(let found) = error.reason else {
                return false
            }
            return found == link
        }
    }

    @Test func aLinkAtTheEndIsRefusedByEveryWrite() throws {
        let place = try Place()
        try place.link("2026-11-29.md", to: place.outside.appendingPathComponent("victim"))
        let day = place.path("2026-11-29.md")
        refusedAsLink(day.path) { _ = try files.openForAppend(day, creating: false) }
        refusedAsLink(day.path) { _ = try files.openForAppend(day, creating: true) }
        refusedAsLink(day.path) { try files.createNew(day, contents: Array("x\n".utf8)) }
        refusedAsLink(day.path) { try files.replace(day, contents: Array("x\n".utf8)) }
        refusedAsLink(day.path) { try files.remove(day) }
        refusedAsLink(day.path) { _ = try files.read(day) }
        #expect(place.victim == "precious\n")
        #expect(place.isLink("2026-11-29.md"))
        // Reading by plain path follows it, for counting.
        #expect(try files.read(day.path) == Array("precious\n".utf8))
    }

    @Test func aDanglingLinkIsRefusedRatherThanCreatedThrough() throws {
        let place = try Place()
        try place.link("new.md", to: place.outside.appendingPathComponent("made-by-daybook"))
        refusedAsLink(place.path("new.md").path) { try files.createNew(place.path("new.md"), contents: [0x78]) }
        refusedAsLink(place.path("new.md").path) { _ = try files.openForAppend(place.path("new.md"), creating: true) }
        refusedAsLink(place.path("new.md").path) { try files.replace(place.path("new.md"), contents: [0x78]) }
        #expect(try place.outsideNames() == ["victim"])
    }

    @Test func aLinkInTheMiddleIsRefusedAndNamed() throws {
        let place = try Place()
        try FileManager.default.createDirectory(
            at: place.root.appendingPathComponent("2026"),
            withIntermediateDirectories: true)
        try place.link("2026/11", to: place.outside)
        let day = place.path("2026/11/2026-11-29.md")
        let link = place.path("2026/11").path
        refusedAsLink(link) { try files.makeDirectory(place.path("2026/11/deeper")) }
        refusedAsLink(link) { _ = try files.openForAppend(day, creating: true) }
        refusedAsLink(link) { try files.createNew(day, contents: [0x78]) }
        refusedAsLink(link) { try files.replace(place.path("2026/11/victim"), contents: [0x78]) }
        refusedAsLink(link) { try files.remove(place.path("2026/11/victim")) }
        refusedAsLink(link) { try files.syncDirectory(place.path("2026/11")) }
        refusedAsLink(link) { _ = try files.read(place.path("2026/11/victim")) }
        #expect(try place.outsideNames() == ["victim"])
        #expect(place.victim == "precious\n")
    }

    @Test func theRootItselfMayBeALink() throws {
        let place = try Place()
        let alias = place.root.deletingLastPathComponent().appendingPathComponent("alias")
        try FileManager.default.createSymbolicLink(atPath: alias.path, withDestinationPath: place.root.path)
        let day = ConfinedPath(root: alias.path, relative: "2026/11/2026-11-29.md")
        try files.makeDirectory(day.parent ?? day)
        try files.createNew(day, contents: Array("- 08:00 toast\n".utf8))
        #expect(
            try String(contentsOf: place.root.appendingPathComponent("2026/11/2026-11-29.md"), encoding: .utf8)
                == "- 08:00 toast\n")
    }

    @Test func makeDirectoryCreatesAMissingRoot() throws {
        let place = try Place()
        let root = place.root.appendingPathComponent("new/journal").path
        try files.makeDirectory(ConfinedPath(root: root, relative: ".daybook/backup"))
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: root + "/.daybook/backup", isDirectory: &isFolder))
        #expect(isFolder.boolValue)
    }

    @Test func dotDotIsRefusedEverywhere() throws {
        let place = try Place()
        let escape = place.path("../outside/victim")
        for operation: () throws -> Void in [
            { _ = try files.openForAppend(escape, creating: false) },
            { try files.createNew(place.path("../outside/new"), contents: [0x78]) },
            { try files.replace(escape, contents: [0x78]) },
            { try files.remove(escape) },
            { try files.makeDirectory(place.path("../outside/folder")) },
            { _ = try files.read(escape) },
        ] {
            #expect {
                try operation()
            } throws: { error in
                (error as? FileSystemError)?.reason == .leavesRoot
            }
        }
        #expect(try place.outsideNames() == ["victim"])
        #expect(place.victim == "precious\n")
    }

    @Test func aFIFOIsNeverOpenedForWritingAndNeverWaitedOn() throws {
        let place = try Place()
        #expect(mkfifo(place.root.appendingPathComponent("2026-11-29.md").path, 0o644) == 0)
        let day = place.path("2026-11-29.md")
        for operation: () throws -> Void in [
            { _ = try files.openForAppend(day, creating: false) },
            { try files.replace(day, contents: [0x78]) },
            { try files.remove(day) },
            { _ = try files.read(day) },
        ] {
            #expect {
                try operation()
            } throws: { error in
                (error as? FileSystemError)?.reason == .notRegularFile
            }
        }
    }

    @Test func aFolderWhereAFileShouldBe() throws {
        let place = try Place()
        try FileManager.default.createDirectory(
            at: place.root.appendingPathComponent("2026-11-29.md"),
            withIntermediateDirectories: true)
        #expect(throws: FileSystemError(path: place.path("2026-11-29.md").path, errno: EISDIR)) {
            _ = try files.openForAppend(place.path("2026-11-29.md"), creating: false)
        }
    }

    /// A file where a folder of the path should be (a `.daybook` synced in as a file) is a refusal that names it,
    /// for every operation, creating ones included.
    @Test func aFileWhereAFolderShouldBe() throws {
        let place = try Place()
        try Data("x\n".utf8).write(to: place.root.appendingPathComponent(".daybook"))
        let log = place.path(".daybook/estimates.yaml")
        let folder = place.path(".daybook").path
        for operation: () throws -> Void in [
            { _ = try files.read(log) },
            { try files.replace(log, contents: [0x78]) },
            { _ = try files.openForAppend(log, creating: true) },
        ] {
            #expect(throws: FileSystemError(path: log.path, reason: .notAFolder(folder: folder))) {
                try operation()
            }
        }
        let backup = place.path(".daybook/backup")
        #expect(throws: FileSystemError(path: backup.path, reason: .notAFolder(folder: folder))) {
            try files.makeDirectory(backup)
        }
        #expect(FileSystemError(path: log.path, reason: .notAFolder(folder: ".daybook")).isRefusal)
        // A file that exists where one is created is still "already exists": two writers creating one day file.
        let day = place.path("2026-11-29.md")
        try files.createNew(day, contents: [0x78])
        #expect(throws: FileSystemError(path: day.path, reason: .alreadyExists)) {
            _ = try files.openForAppend(day, creating: true)
        }
        #expect(throws: FileSystemError(path: day.path, reason: .alreadyExists)) {
            try files.createNew(day, contents: [0x78])
        }
    }

    /// Appending to a file with another name changes it under that name too, which may be outside the root: refused;
    /// and so is reading it to write its bytes elsewhere in the journal (`resolve`) or as daybook's own file.
    /// Replacing or removing one name leaves the others as they were, so those go ahead.
    @Test func aHardLinkedFileIsNotAppendedToNorReadForWriting() throws {
        let place = try Place()
        try FileManager.default.linkItem(
            atPath: place.outside.appendingPathComponent("victim").path,
            toPath: place.root.appendingPathComponent("2026-11-29.md").path)
        let day = place.path("2026-11-29.md")
        #expect(throws: FileSystemError(path: day.path, reason: .hardLinked(count: 2))) {
            _ = try files.openForAppend(day, creating: false)
        }
        #expect(throws: FileSystemError(path: day.path, reason: .hardLinked(count: 2))) { _ = try files.read(day) }
        #expect(try files.read(day.path) == Array("precious\n".utf8))
        try files.replace(day, contents: Array("mine\n".utf8))
        #expect(place.victim == "precious\n")
        #expect(try files.read(day) == Array("mine\n".utf8))
    }

    @Test func replaceLeavesNoTemporaryBehind() throws {
        let place = try Place()
        let file = place.path("listing")
        try Data("left by a run that was killed".utf8).write(
            to: place.root.appendingPathComponent("listing.\(getpid()).tmp"))
        try files.replace(file, contents: Array("new\n".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: place.root.path) == ["listing"])
        let failing = PosixFileSystem(write: { _, _, _ in
            errno = ENOSPC
            return -1
        })
        #expect(throws: FileSystemError.self) { try failing.replace(file, contents: Array("newer\n".utf8)) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: place.root.path) == ["listing"])
        #expect(try files.read(file) == Array("new\n".utf8))
    }
}
