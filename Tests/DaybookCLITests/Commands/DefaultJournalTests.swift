import DaybookTesting
import Testing

/// `journal:` in this machine's config.yaml: the journal when neither `--journal`, `$DAYBOOK_JOURNAL` nor a
/// daybook.yaml at or above the current folder names one; `init --default` writes it.
struct DefaultJournalTests {
    private let environment = ["XDG_CONFIG_HOME": "/machine"]

    private func files(config: String) -> MemoryFileSystem {
        MemoryFileSystem([
            "/machine/daybook/config.yaml": config,
            "/home/journal/daybook.yaml": "target: 1800\n",
            "/home/journal/2026-11-29.md": "- 12:00 ramen 500kcal\n",
            "/work/near/daybook.yaml": "target: 2000\n",
        ])
    }

    private func eaten(_ run: Run) -> String? {
        run.stdout.split(separator: "\n").dropFirst(2).first.map(String.init)
    }

    @Test func theConfiguredJournalIsReadFromAnywhere() {
        let run = runInProcess(
            ["status", "--now", "2026-11-29T13:00"], fileSystem: files(config: "journal: /home/journal\n"),
            environment: environment, currentDirectory: "/elsewhere")
        #expect(run.status == 0)
        #expect(eaten(run) == "500 eaten · target 1,800")
    }

    @Test func aJournalFoundByWalkingUpStillWins() {
        let run = runInProcess(
            ["status", "--now", "2026-11-29T13:00"], fileSystem: files(config: "journal: /home/journal\n"),
            environment: environment, currentDirectory: "/work/near")
        #expect(eaten(run) == "0 eaten · target 2,000")
    }

    @Test func theEnvironmentAndTheOptionWinToo() {
        let fileSystem = files(config: "journal: /home/journal\n")
        let byVariable = runInProcess(
            ["status", "--now", "2026-11-29T13:00"], fileSystem: fileSystem,
            environment: environment.merging(["DAYBOOK_JOURNAL": "/work/near"]) { $1 }, currentDirectory: "/elsewhere")
        #expect(eaten(byVariable) == "0 eaten · target 2,000")
        let byOption = runInProcess(
            ["status", "--now", "2026-11-29T13:00", "--journal", "/work/near"], fileSystem: fileSystem,
            environment: environment, currentDirectory: "/elsewhere")
        #expect(eaten(byOption) == "0 eaten · target 2,000")
    }

    @Test func withoutOneNoJournalIsFoundAndTheHintNamesTheDefault() {
        let run = runInProcess(
            ["status"], fileSystem: files(config: "lang: en\n"), environment: environment,
            currentDirectory: "/elsewhere")
        #expect(run.status == 1)
        #expect(run.stderr.contains("daybook init --default PATH"))
    }

    @Test func aJournalThatIsNoPathIsAnError() {
        let run = runInProcess(
            ["status", "--now", "2026-11-29T13:00"], fileSystem: files(config: "journal: [a, b]\n"),
            environment: environment, currentDirectory: "/work/near")
        #expect(run.stdout.contains("'journal' must be the path of a journal folder or file"))
    }

    @Test func initDefaultWritesItAndRefusesAnother() {
        let fileSystem = files(config: "lang: en\n")
        let run = runInProcess(
            ["init", "--default", "/home/new", "--now", "2026-11-29T13:00"], fileSystem: fileSystem,
            environment: environment, currentDirectory: "/home")
        #expect(run.status == 0)
        #expect(fileSystem.contents("/machine/daybook/config.yaml") == Array("lang: en\njournal: /home/new\n".utf8))
        #expect(run.stdout.contains("default  /home/new (journal: in /machine/daybook/config.yaml)"))
        #expect(run.stdout.contains("then run 'daybook status'."))
        let again = runInProcess(
            ["init", "--default", "/home/other"], fileSystem: fileSystem, environment: environment,
            currentDirectory: "/home")
        #expect(again.status == 3)
        #expect(again.stderr.contains("already /home/new"))
        #expect(fileSystem.contents("/machine/daybook/config.yaml") == Array("lang: en\njournal: /home/new\n".utf8))
    }

    @Test func initOffersTheDefaultWhenThereIsNone() {
        let run = runInProcess(
            ["init", "j", "--now", "2026-11-29T13:00"], fileSystem: files(config: "lang: en\n"),
            environment: environment, currentDirectory: "/home")
        #expect(run.stdout.contains("make it this machine's default: 'daybook init --default /home/j'"))
    }
}
