import Foundation
import Testing

/// scripts/install puts exactly its eight files under the prefix, and --uninstall takes exactly those away.
struct InstallScriptTests {
    private let installed = [
        "bin/daybook",
        "share/bash-completion/completions/daybook",
        "share/doc/daybook/FORMAT.md",
        "share/doc/daybook/REFERENCE.md",
        "share/fish/vendor_completions.d/daybook.fish",
        "share/man/ja/man1/daybook.1",
        "share/man/man1/daybook.1",
        "share/zsh/site-functions/_daybook",
    ]

    private func files(under prefix: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(at: prefix, includingPropertiesForKeys: [.isRegularFileKey])
        var found: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            found.append(String(url.standardizedFileURL.path.dropFirst(prefix.standardizedFileURL.path.count + 1)))
        }
        return found.sorted()
    }

    @Test func installsExactlyTheListedFilesAndUninstallsThem() throws {
        let folder = try TemporaryJournal(["bin/other-tool": "#!/bin/sh\n", "share/man/man1/other.1": ".TH OTHER 1\n"])
        let script = repositoryRoot.appendingPathComponent("scripts/install").path
        let install = try runProgram(
            "/bin/bash", [script, "--prefix", "prefix", "--binary", binary.path], in: folder.url)
        #expect(install.status == 0, "\(install.stderr)")
        let prefix = folder.url.appendingPathComponent("prefix")
        #expect(files(under: prefix) == installed)
        #expect(FileManager.default.isExecutableFile(atPath: prefix.appendingPathComponent("bin/daybook").path))
        let man = try String(contentsOf: prefix.appendingPathComponent("share/man/man1/daybook.1"), encoding: .utf8)
        #expect(
            man == (try String(contentsOf: repositoryRoot.appendingPathComponent("docs/daybook.1"), encoding: .utf8)))
        // The Japanese page where man looks under a Japanese locale.
        let japanese = try String(
            contentsOf: prefix.appendingPathComponent("share/man/ja/man1/daybook.1"), encoding: .utf8)
        #expect(
            japanese
                == (try String(
                    contentsOf: repositoryRoot.appendingPathComponent("docs/daybook.ja.1"),
                    encoding: .utf8)))
        let zsh = try String(
            contentsOf: prefix.appendingPathComponent("share/zsh/site-functions/_daybook"), encoding: .utf8)
        #expect(zsh == (try folder.run(["completions", "zsh"])).stdout)

        // Others' files beside daybook's stay.
        try folder.write("prefix/bin/other-tool", "#!/bin/sh\n")
        let uninstall = try runProgram("/bin/bash", [script, "--prefix=prefix", "--uninstall"], in: folder.url)
        #expect(uninstall.status == 0, "\(uninstall.stderr)")
        #expect(uninstall.stdout.split(separator: "\n").count == installed.count)
        #expect(files(under: prefix) == ["bin/other-tool"])
        #expect(files(under: folder.url).contains("share/man/man1/other.1"))
    }

    @Test func aMissingPrefixIsAUsageError() throws {
        let script = repositoryRoot.appendingPathComponent("scripts/install").path
        let run = try runProgram("/bin/bash", [script, "--prefix", "--uninstall"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: Missing value for '--prefix <dir>'\n"))
    }
}
