import Foundation
import Testing

@testable import DaybookCLI

/// What a person or a shell reads of daybook's command line — every command's help, the top-level help, the man
/// pages and the three completion scripts, in both languages — kept under Tests/Surface/ as it was before
/// the commands became types (issue 30), compared byte for byte. A change to a command's declaration that is meant
/// changes these files too: regenerate them with `scripts/surface` and read the diff.
struct SurfaceTests {
    private static let folder = repositoryRoot.appendingPathComponent("Tests/Surface")

    /// Each kept file and the words that print it: `status.help` is `help status`, `daybook.help` is `--help`,
    /// `completion.zsh` is `completions zsh`, `daybook.1` is `__manpage`.
    static let kept: [(file: String, arguments: [String])] = ["en", "ja"].flatMap { language in
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(language).path))
            ?? []
        return names.sorted().map { name in
            let arguments: [String]
            if name == "daybook.help" {
                arguments = ["--help"]
            } else if name == "daybook.1" {
                arguments = ["__manpage"]
            } else if name.hasPrefix("completion.") {
                arguments = ["completions", String(name.dropFirst("completion.".count))]
            } else {
                arguments = ["help", String(name.dropLast(".help".count))]
            }
            return (file: language + "/" + name, arguments: ["--lang", language] + arguments)
        }
    }

    @Test func everyCommandIsKept() {
        for language in ["en", "ja"] {
            let files = Set(SurfaceTests.kept.map(\.file))
            for name in CommandSpec.all.map(\.name) + ["daybook"] {
                #expect(files.contains("\(language)/\(name).help"), "\(language) \(name)")
            }
            for file in ["completion.bash", "completion.zsh", "completion.fish", "daybook.1"] {
                #expect(files.contains("\(language)/\(file)"))
            }
        }
    }

    @Test(arguments: SurfaceTests.kept.map(\.file))
    func isAsKept(_ file: String) throws {
        let arguments = try #require(SurfaceTests.kept.first { $0.file == file }).arguments
        let kept = try String(contentsOf: SurfaceTests.folder.appendingPathComponent(file), encoding: .utf8)
        let run = runInProcess(arguments)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.stdout == kept, "\(file) differs from 'daybook \(arguments.joined(separator: " "))'")
    }
}
