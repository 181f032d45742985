import DaybookCore

/// The options every command takes, after its own.
enum CommonOptions {
    static let color = OptionKey(
        "--color", "mode", choosing: ColorMode.self,
        help: Localized(
            en: "When to colour output: auto (the default: on a terminal, unless TERM is dumb or NO_COLOR "
                + "is set), always or never.",
            ja: "色を付けるとき: auto(既定: 端末で、TERM が dumb でなく NO_COLOR もないとき)、always、"
                + "never のどれか。"))

    static let lang = OptionKey(
        "--lang", "lang", choosing: Language.self,
        help: Localized(
            en: "The language to speak: en or ja. Default: 'lang' in this machine's config.yaml, else the "
                + "locale (LC_ALL, LC_MESSAGES, LANG: ja… is Japanese). Machine formats never change.",
            ja: "使う言語: en か ja。既定: このマシンの config.yaml の「lang」、なければロケール"
                + "(LC_ALL、LC_MESSAGES、LANG が ja… なら日本語)。機械向けの形式は変わりません。"))

    /// What `CommandSpec.allOptions` adds to every command's own.
    static let declarations = [color.declaration, lang.declaration]
}

/// Options several commands take, each declared here once and named by a property of each command's `Options`.
extension OptionKey where Value == String? {
    static var journal: OptionKey {
        OptionKey(
            "--journal", "path", .path,
            help: Localized(
                en: "The journal folder, or a single Markdown file. Default: $DAYBOOK_JOURNAL, else the "
                    + "nearest folder at or above the current one that holds daybook.yaml.",
                ja: "ジャーナルのフォルダー、または Markdown ファイル 1 つ。既定: $DAYBOOK_JOURNAL、なければ"
                    + "今のフォルダーかその上で daybook.yaml のある一番近いフォルダー。"))
    }
}

extension OptionKey where Value == LocalDateTime? {
    static var now: OptionKey {
        OptionKey(
            "--now", "yyyy-mm-ddThh:mm", .moment,
            help: Localized(
                en: "The time to take as now, for looking back and for tests. Default: $DAYBOOK_NOW, else the "
                    + "clock.",
                ja: "現在とみなす時刻。振り返りやテストに使います。既定: $DAYBOOK_NOW、なければ時計。"),
            parse: LocalDateTime.init)
    }
}

extension OptionKey where Value == RelativeDate? {
    /// `--date`, described by each command for what the day is to it.
    static func date(_ help: Localized) -> OptionKey {
        OptionKey("--date", "date", .date, help: help, parse: RelativeDate.init)
    }
}

extension OptionKey where Value == TimeOfDay? {
    static var time: OptionKey {
        OptionKey(
            "--time", "hh:mm", .time,
            help: Localized(
                en: "The time to write (default: now).",
                ja: "書き込む時刻(既定: 現在)。"),
            parse: TimeOfDay.init)
    }
}

extension OptionKey where Value == Bool {
    /// `--json`, the short way to say `--format json`.
    static var json: OptionKey {
        OptionKey(
            flag: "--json",
            help: Localized(
                en: "The same as --format json.",
                ja: "--format json と同じです。"))
    }

    /// `add` and `dose`: an entry for a time later than now, on purpose (a dose is not counted until its time).
    static var later: OptionKey {
        OptionKey(
            flag: "--later",
            help: Localized(
                en: "Write it although its time is later than now (a dose counts once its time comes).",
                ja: "時刻が今より後でも書きます(投与はその時刻になってから数えます)。"))
    }
}

extension CommandSpec.Exclusion {
    /// `--json` and `--format` say the same thing twice.
    static func jsonOrFormat(_ format: some DeclaredOption) -> CommandSpec.Exclusion {
        CommandSpec.Exclusion(
            choices: [[OptionKey.json], [format]],
            hint: Localized(
                en: "--json is the same as --format json",
                ja: "--json は --format json と同じです"))
    }
}
