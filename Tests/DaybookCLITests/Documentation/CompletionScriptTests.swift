import Foundation
import Testing

@testable import DaybookCLI

/// The completion scripts: each shell reads its own without complaint, and bash and fish, run for real, offer what
/// the specs and the journal say.
@Suite(.serialized)
struct CompletionScriptTests {
    private let journal: TemporaryJournal

    init() throws {
        journal = try TemporaryJournal([
            "daybook.yaml": "doses:\n  long: {aliases: [tresiba, 持効], per_day: 1}\n  rapid: {aliases: [humalog]}\n",
            "foods.yaml": "iced latte: {kcal: 180, aliases: [アイスラテ]}\nrice: {kcal: 234}\n",
        ])
    }

    /// The script for `shell`, as the built binary prints it, in a file.
    private func script(_ shell: String) throws -> URL {
        let run = try journal.run(["completions", shell])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        let file = journal.url.appendingPathComponent("completion.\(shell)")
        try run.stdout.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    /// The shell's path; the tests that need it are skipped when it is missing (./scripts/setup installs it).
    private func shell(_ name: String) throws -> String {
        try #require(installed(name), "\(name) is not installed: run ./scripts/setup")
    }

    private func readsItsScript(_ name: String) throws {
        let run = try runProgram(try shell(name), ["-n", try script(name).path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "")
    }

    @Test(.enabled(if: installed("bash") != nil, "bash is not installed: run ./scripts/setup"))
    func bashReadsItsScript() throws { try readsItsScript("bash") }

    @Test(.enabled(if: installed("zsh") != nil, "zsh is not installed: run ./scripts/setup"))
    func zshReadsItsScript() throws { try readsItsScript("zsh") }

    @Test(.enabled(if: installed("fish") != nil, "fish is not installed: run ./scripts/setup"))
    func fishReadsItsScript() throws { try readsItsScript("fish") }

    @Test func anUnknownShellIsAUsageError() throws {
        let run = try journal.run(["completions", "tcsh"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: Unknown shell 'tcsh'; use one of bash, zsh, fish\n"))
    }

    /// What bash's `_daybook` puts in COMPREPLY for the words typed, the last being the one completed.
    private func bashCompletes(_ words: [String], script: URL, bash: String) throws -> [String] {
        let quoted = ([binary.path] + words.dropFirst()).map { "'" + $0.replacing("'", with: "'\\''") + "'" }
        let program = """
            source '\(script.path)'
            complete -p daybook
            COMP_WORDS=(\(quoted.joined(separator: " ")))
            COMP_CWORD=\(words.count - 1)
            _daybook
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let run = try runProgram(bash, ["-c", program], in: journal.url)
        #expect(run.stderr == "")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "complete -F _daybook daybook")
        return lines.dropFirst().filter { !$0.isEmpty }
    }

    @Test(.enabled(if: installed("bash") != nil, "bash is not installed: run ./scripts/setup"))
    func bashCompletesFromTheSpecsAndTheJournal() throws {
        let bash = try shell("bash")
        let script = try script("bash")
        let completes = { (words: [String]) in try bashCompletes(words, script: script, bash: bash) }
        #expect(try completes(["daybook", "st"]) == ["status"])
        #expect(try completes(["daybook", "c"]) == ["check", "calendar", "consent", "completions"])
        #expect(try completes(["daybook", "status", "--f"]) == ["--format"])
        #expect(try completes(["daybook", "status", "--format", "t"]) == ["text", "tmux"])
        #expect(
            try completes(["daybook", "export", "--format", "=", ""]) == ["csv", "json", "nightscout", "nightscout-v3"])
        #expect(try completes(["daybook", "add", "--slot", "l"]) == ["lunch"])
        #expect(try completes(["daybook", "report", "--month", ""]) == ["this", "last"])
        #expect(try completes(["daybook", "status", "--date", "y"]) == ["yesterday"])
        #expect(try completes(["daybook", "dose", ""]) == ["long", "tresiba", "持効", "rapid", "humalog"])
        #expect(try completes(["daybook", "dose", "--time", "17", ":", "00", "t"]) == ["tresiba"])
        #expect(try completes(["daybook", "dose", "long", ""]) == [])
        #expect(try completes(["daybook", "add", "lunch", ":", "ice"]) == ["iced\\ latte"])
        #expect(try completes(["daybook", "learn", "r"]) == ["rice"])
        #expect(try completes(["daybook", "--journal", journal.url.path, "dose", "r"]) == ["rapid"])
        #expect(try completes(["daybook", "consent", ""]) == ["grant", "revoke"])
        #expect(try completes(["daybook", "help", "re"]) == ["report", "resolve"])
        #expect(try completes(["daybook", "status", "--journal", "foo"]) == ["foods.yaml"])
        #expect(!(try completes(["daybook", "--"])).contains("--slot"))
        #expect(try completes(["daybook", "add", "--", "--"]) == [])
    }

    @Test(.enabled(if: installed("bash") != nil, "bash is not installed: run ./scripts/setup"))
    func bashCompgenAndTheJournalElsewhere() throws {
        let bash = try shell("bash")
        let script = try script("bash")
        // compgen with the registered function, as bash itself calls it.
        let program = """
            source '\(script.path)'
            compgen -W "$(complete -p daybook)" -- comp
            cd /
            COMP_WORDS=('\(binary.path)' --journal '\(journal.url.path)' dose ''); COMP_CWORD=4
            _daybook
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let run = try runProgram(bash, ["-c", program], in: journal.url)
        #expect(run.stdout == "complete\nlong\ntresiba\n持効\nrapid\nhumalog\n")
    }

    @Test(.enabled(if: installed("fish") != nil, "fish is not installed: run ./scripts/setup"))
    func fishCompletesFromTheSpecsAndTheJournal() throws {
        let fish = try shell("fish")
        let script = try script("fish")
        let completes = { (line: String) throws -> [String] in
            let command = "source '\(script.path)'; complete -C '\(line.replacing("daybook", with: binary.path))'"
            let run = try runProgram(fish, ["--no-config", "-c", command], in: self.journal.url)
            #expect(run.stderr == "")
            return run.stdout.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
        }
        #expect(try completes("daybook st") == ["status"])
        #expect(try completes("daybook status --format t") == ["text", "tmux"])
        #expect(try completes("daybook dose ").sorted() == ["humalog", "long", "rapid", "tresiba", "持効"])
        #expect(try completes("daybook dose long ") == [])
        #expect(try completes("daybook add ice") == ["iced latte"])
        #expect(try completes("daybook add --time 17:00 walk -150kcal --sl") == ["--slot"])
        #expect(try completes("daybook report --month ").sorted() == ["last", "this"])
        #expect(try completes("daybook completions ").sorted() == ["bash", "fish", "zsh"])
    }

    /// zsh completes through `_arguments`, which needs a terminal: an interactive zsh in a tmux pane is given Tab.
    /// After a subcommand, its own option's values are offered, never the top-level (status) option's.
    @Test(.enabled(if: installed("zsh") != nil && installed("tmux") != nil, "run ./scripts/setup for zsh and tmux"))
    func zshCompletesInATerminal() throws {
        let folder = journal.url.appendingPathComponent("zdotdir")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: try script("zsh"), to: folder.appendingPathComponent("_daybook"))
        let startup = """
            fpath=('\(folder.path)' $fpath)
            autoload -U compinit && compinit -u -d '\(folder.path)/zcompdump'
            path=('\(binary.deletingLastPathComponent().path)' $path)
            PS1='zsh> '
            """
        try startup.write(to: folder.appendingPathComponent(".zshrc"), atomically: true, encoding: .utf8)
        let pane = try TmuxPane(
            rows: 20, columns: 120, in: journal.url, command: ["env", "ZDOTDIR=\(folder.path)", "zsh", "-i"])
        #expect(try pane.rows { $0.contains { $0.hasPrefix("zsh>") } } != nil)
        // Each line is typed, seen on the prompt, then completed; Ctrl-U empties the prompt for the next.
        func offered(after line: String, until word: String) throws -> [String]? {
            try pane.send("C-u")
            try pane.send(line)
            _ = try pane.rows { $0.contains { $0.hasSuffix(line.trimmingCharacters(in: .whitespaces)) } }
            try pane.send("Tab")
            return try pane.rows { rows in rows.contains { $0.split(separator: " ").contains(Substring(word)) } }
        }
        let report = try offered(after: "daybook report --format ", until: "html")
        #expect(report?.contains { $0.split(separator: " ") == ["csv", "html", "json", "md", "text"] } == true)
        #expect(report?.contains { $0.contains("waybar") } == false)
        let status = try offered(after: "daybook --format ", until: "waybar")
        #expect(status?.contains { $0.contains("i3blocks") } == true)
        let names = try offered(after: "daybook dose ", until: "tresiba")
        #expect(names?.contains { $0.contains("humalog") } == true)
        // An interactive zsh ignores the SIGTERM and SIGHUP that end a pane's program: it is asked to exit, or its
        // tmux server would outlive the test.
        try pane.send("C-u")
        try pane.send("exit", "Enter")
        #expect(try pane.ended())
    }

    /// zsh completes through `_arguments`, which needs a terminal; this checks that the function loads the way
    /// compinit loads it and registers itself when sourced.
    @Test(.enabled(if: installed("zsh") != nil, "zsh is not installed: run ./scripts/setup"))
    func zshLoadsTheFunction() throws {
        let zsh = try shell("zsh")
        let script = try script("zsh")
        let folder = journal.url.appendingPathComponent("functions")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: script, to: folder.appendingPathComponent("_daybook"))
        let program = """
            fpath=('\(folder.path)' $fpath)
            autoload -U compinit && compinit -u -d '\(journal.url.path)/zcompdump'
            print -r -- $_comps[daybook]
            source '\(script.path)'
            print -r -- $_comps[daybook]
            """
        let run = try runProgram(zsh, ["-f", "-c", program], in: journal.url)
        #expect(run.stderr == "")
        #expect(run.stdout == "_daybook\n_daybook\n")
    }
}
