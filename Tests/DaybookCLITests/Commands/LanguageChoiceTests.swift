import DaybookCore
import DaybookTesting
import Testing

@testable import DaybookCLI

/// Which language a run speaks: `--lang`, else `lang` in this machine's config.yaml, else LC_ALL, LC_MESSAGES, LANG
/// (the first one set); never the synced journal.
struct LanguageChoiceTests {
    private static let journal = [
        "daybook.yaml": "target: 1800\n",
        "2026-11-29.md": "# 2026-11-29\n- 12:30 ramen 650kcal\n",
    ]

    /// The first line `status` prints, on the journal above at 21:45, with `environment` and this machine's
    /// config.yaml holding `config`.
    private func header(
        _ arguments: [String] = [], environment: [String: String] = [:], config: String? = nil,
        journal: [String: String] = journal
    ) -> String {
        let files = MemoryFileSystem(journal)
        if let config { files.write("/machine/daybook/config.yaml", config) }
        let run = runInProcess(
            ["status", "--journal", ".", "--now", "2026-11-29T21:45"] + arguments,
            fileSystem: files, environment: environment.merging(["XDG_CONFIG_HOME": "/machine"]) { $1 })
        return String(run.stdout.split(separator: "\n").first ?? "") + run.stderr
    }

    private let english = "2026-11-29 Sun · 21:45"
    private let japanese = "11月29日(日) · 21:45"

    @Test func theLocaleDecidesWithoutOptionOrSetting() {
        #expect(header() == english)
        #expect(header(environment: ["LANG": "ja_JP.UTF-8"]) == japanese)
        #expect(header(environment: ["LANG": "ja"]) == japanese)
        #expect(header(environment: ["LANG": "en_US.UTF-8"]) == english)
        #expect(header(environment: ["LANG": "C.UTF-8"]) == english)
        // LC_ALL first, then LC_MESSAGES, then LANG; an empty one is not set.
        #expect(header(environment: ["LC_ALL": "C", "LANG": "ja_JP.UTF-8"]) == english)
        #expect(header(environment: ["LC_ALL": "ja_JP.UTF-8", "LANG": "en_US.UTF-8"]) == japanese)
        #expect(header(environment: ["LC_MESSAGES": "ja_JP.eucJP", "LANG": "en_US.UTF-8"]) == japanese)
        #expect(header(environment: ["LC_ALL": "", "LC_MESSAGES": "", "LANG": "ja_JP.UTF-8"]) == japanese)
    }

    @Test func thisMachinesSettingBeatsTheLocaleAndTheOptionBeatsBoth() {
        #expect(header(environment: ["LANG": "ja_JP.UTF-8"], config: "lang: en\n") == english)
        #expect(header(config: "lang: ja\n") == japanese)
        #expect(header(["--lang", "en"], environment: ["LANG": "ja_JP.UTF-8"], config: "lang: ja\n") == english)
        #expect(header(["--lang=ja"], config: "lang: en\n") == japanese)
    }

    /// `status` reads this machine's config.yaml for its estimator anyway: the language comes from the same read.
    @Test func choosingTheLanguageReadsNoMoreFiles() {
        func reads(_ environment: [String: String], _ format: String) -> [String] {
            let files = MemoryFileSystem(LanguageChoiceTests.journal)
            files.write("/machine/daybook/config.yaml", "wait: 1\n")
            _ = runInProcess(
                ["status", "--format", format, "--journal", ".", "--now", "2026-11-29T21:45"],
                fileSystem: files, environment: environment.merging(["XDG_CONFIG_HOME": "/machine"]) { $1 })
            return files.reads
        }
        for format in ["text", "line", "tmux", "waybar", "i3blocks", "json"] {
            let english = reads([:], format)
            #expect(reads(["LANG": "ja_JP.UTF-8"], format) == english, "\(format)")
            #expect(english.filter { $0 == "/machine/daybook/config.yaml" }.count == 1, "\(format)")
        }
    }

    @Test func theSyncedJournalCannotChoose() {
        var journal = LanguageChoiceTests.journal
        journal["daybook.yaml"] = "target: 1800\nlang: ja\n"
        #expect(header(journal: journal) == english)
    }

    @Test func aUsageErrorIsInTheLanguageAskedFor() {
        let files = MemoryFileSystem(LanguageChoiceTests.journal)
        let japanese = runInProcess(["report", "--mnth", "x", "--lang", "ja"], fileSystem: files)
        #expect(japanese.stderr.hasPrefix("エラー: 知らないオプション「--mnth」です。「--month」のことですか?\n使い方: daybook report "))
        #expect(japanese.stderr.hasSuffix("\n  詳しくは「daybook report --help」を見てください。\n"))
        #expect(japanese.status == 64)
        let fromLocale = runInProcess(["stauts"], fileSystem: files, environment: ["LANG": "ja_JP.UTF-8"])
        #expect(
            fromLocale.stderr == "エラー: 知らないサブコマンド「stauts」です。「status」のことですか?\n"
                + "使い方: daybook <subcommand>\n  詳しくは「daybook --help」を見てください。\n")
        // An unknown language is itself a usage error, said in the language the rest would choose.
        let unknown = runInProcess(["--lang", "fr"], fileSystem: files, environment: ["LANG": "ja_JP.UTF-8"])
        #expect(unknown.stderr.hasPrefix("エラー: lang に「fr」は使えません。en, ja のどれかにしてください\n"))
    }

    @Test func theWeekStartsAsTheLanguageSaysUnlessThisMachineSaysOtherwise() {
        func weekdays(_ environment: [String: String], config: String? = nil) -> String {
            let files = MemoryFileSystem(LanguageChoiceTests.journal)
            if let config { files.write("/machine/daybook/config.yaml", config) }
            let run = runInProcess(
                ["calendar", "--journal", ".", "--now", "2026-11-29T21:45"], fileSystem: files,
                environment: environment.merging(["XDG_CONFIG_HOME": "/machine"]) { $1 })
            return run.stdout.split(separator: "\n").dropFirst().first.map(String.init) ?? ""
        }
        #expect(weekdays([:]) == " Mo   Tu   We   Th   Fr   Sa   Su")
        #expect(weekdays(["LANG": "ja_JP.UTF-8"]) == " 日   月   火   水   木   金   土")
        #expect(weekdays(["LANG": "ja_JP.UTF-8"], config: "week_starts: monday\n") == " 月   火   水   木   金   土   日")
        #expect(weekdays([:], config: "week_starts: sunday\n") == " Su   Mo   Tu   We   Th   Fr   Sa")
    }
}

struct HelpLanguageTests {
    @Test func langBeforeOrAfterHelpChoosesTheLanguageOfHelp() {
        for arguments in [
            ["--lang", "ja", "help", "dose"], ["dose", "--help", "--lang", "ja"], ["help", "dose", "--lang=ja"],
        ] {
            #expect(runInProcess(arguments).stdout.hasPrefix("概要: 投与を記録します。"), "\(arguments)")
        }
        #expect(runInProcess(["help", "dose"]).stdout.hasPrefix("OVERVIEW: Log a dose"))
    }
}
