import DaybookCore
import Foundation
import Testing

/// Quick fixes never reach through a link: a day file that is a link, or sits in a linked folder — leading outside
/// the journal or not — gets none. What is read through a link never feeds a write (a word of `~/private/diary.md`
/// made a dose's alias in the synced daybook.yaml), and restoring a line would have the editor write through it.
struct QuickFixLinkTests {
    /// The titles of the quick fixes for `line` of the document at `path`, after `prepare` arranged the files.
    private func titles(line: Int, path: String = Fixture.today, _ prepare: (LSPSession) throws -> Void) throws
        -> [String]
    {
        let session = try LSPSession(Fixture.files, now: "2026-11-29T22:30")
        defer {
            for outside in ["-outside", "-outside-folder"] {
                try? FileManager.default.removeItem(atPath: session.root + outside)
            }
        }
        try prepare(session)
        session.initialize()
        try session.open(path)
        session.settle()
        let id = session.request(
            "textDocument/codeAction",
            .object([
                document(session.uri(path)), ("range", range(line, 0, line, 0)),
                ("context", .object([("diagnostics", .array([]))])),
            ]))
        session.run()
        guard case .array(let actions)? = session.result(id) else { return ["no answer"] }
        return actions.map { $0["title"]?.string ?? "" }
    }

    /// Moves today's file to `target` (absolute) and puts a link to it in its place.
    private func link(_ session: LSPSession, to target: String) throws {
        let today = session.root + "/" + Fixture.today
        try FileManager.default.createDirectory(
            atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: today, toPath: target)
        try FileManager.default.createSymbolicLink(atPath: today, withDestinationPath: target)
    }

    /// Line 2 is a food nobody knows, 6 a name written like a dose, 7 a struck-through line.
    @Test func aPlainDayFileGetsItsQuickFixes() throws {
        #expect(try titles(line: 2) { _ in } == ["Teach daybook: add '謎の煮込み' to foods.yaml"])
        #expect(try titles(line: 6) { _ in } == ["Add 'levemir' to the aliases of long"])
        #expect(try titles(line: 7) { _ in } == ["Restore this line (remove the strike-through, or tick its box)"])
    }

    @Test(arguments: [2, 6, 7])
    func aDayFileLinkedOutsideGetsNone(line: Int) throws {
        #expect(try titles(line: line) { session in try link(session, to: session.root + "-outside/diary.md") } == [])
    }

    @Test(arguments: [2, 6, 7])
    func aDayFileInAFolderLinkedOutsideGetsNone(line: Int) throws {
        let titles = try titles(line: line, path: "notes/2026-11-29.md") { session in
            let outside = session.root + "-outside-folder"
            try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
            try FileManager.default.moveItem(
                atPath: session.root + "/" + Fixture.today, toPath: outside + "/2026-11-29.md")
            try FileManager.default.createSymbolicLink(atPath: session.root + "/notes", withDestinationPath: outside)
        }
        #expect(titles == [])
    }

    /// A link that stays inside the journal is counted, but what is read through it feeds no write either.
    @Test(arguments: [2, 6, 7])
    func aDayFileLinkedInsideGetsNone(line: Int) throws {
        #expect(try titles(line: line) { session in try link(session, to: session.root + "/.private/today.md") } == [])
    }
}
