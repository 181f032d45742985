import DaybookCore

/// What daybook as a whole is, for top-level help and the man page: the options most commands take, the
/// environment it reads, its files and its exit codes. Every text a person reads is one field, in both languages.
struct ProgramSpec {
    /// A term and what it means: a variable, a file, an exit code, an example.
    struct Item {
        var term: String
        var help: Localized
    }

    var name: String
    var version: String
    var abstract: Localized
    var discussion: Localized
    /// Options most commands take, for the top of the help and the man page.
    var globalOptions: [CommandSpec.Option]
    /// What the man page says before the global options.
    var globalOptionsNote: Localized
    /// `-h, --help`, which every command takes.
    var helpOption: Item
    /// `--version`, taken without a subcommand.
    var versionOption: Item
    /// `daybook help <subcommand>`, listed with the subcommands by the completion scripts.
    var helpCommand: Item
    var environment: [Item]
    var files: [Item]
    var exitCodes: [Item]
    /// A command line and what it does.
    var examples: [Item]
    /// Other man pages, as `name(section)`.
    var seeAlso: [String]

    static let daybook = ProgramSpec(
        name: "daybook",
        version: "0.1.0",
        abstract: Localized(
            en: "Read a Markdown food and insulin journal: the kcal left today, and whether today's "
                + "doses are taken, missed or doubled.",
            ja: "Markdown で書いた食事とインスリンの記録を読み、今日の残り kcal と、今日の投与が"
                + "済んだか・忘れたか・重なったかを答えます。"),
        discussion: Localized(
            en: "The journal is plain Markdown, one list item per meal or dose, written in any editor and synced "
                + "however you like; its files are the only store. daybook reads them, and only ever appends to them. "
                + "Without a subcommand, daybook runs status.",
            ja: "ジャーナルはただの Markdown で、食事や投与 1 つにつきリスト項目を 1 つ書きます。どのエディターで"
                + "書いても、どう同期しても構いません。保存先はそのファイルだけです。daybook はそれを読み、書くときは"
                + "追記しかしません。サブコマンドを省くと status を実行します。"),
        globalOptions: [
            OptionKey.journal.declaration, OptionKey.now.declaration, CommonOptions.color.declaration,
            CommonOptions.lang.declaration,
        ],
        globalOptionsNote: Localized(
            en: "These options mean the same to every command that takes them; each command's "
                + "help says which it takes.",
            ja: "これらのオプションは、受け付けるどのコマンドでも同じ意味です。どれを受け付けるかは"
                + "各コマンドのヘルプにあります。"),
        helpOption: Item(term: "-h, --help", help: Localized(en: "Show help information.", ja: "ヘルプを表示します。")),
        versionOption: Item(term: "--version", help: Localized(en: "Show the version.", ja: "バージョンを表示します。")),
        helpCommand: Item(
            term: "help",
            help: Localized(
                en: "Show help for a subcommand, the same as 'daybook "
                    + "<subcommand> --help'.",
                ja: "サブコマンドのヘルプを表示します。"
                    + "「daybook <subcommand> --help」と同じです。")),
        environment: [
            Item(
                term: "DAYBOOK_JOURNAL",
                help: Localized(
                    en: "The journal folder or file when --journal is not given.",
                    ja: "--journal がないときのジャーナルのフォルダーかファイル。")),
            Item(
                term: "DAYBOOK_NOW",
                help: Localized(
                    en: "The time to take as now (YYYY-MM-DDTHH:MM) when --now is "
                        + "not given.",
                    ja: "--now がないときに現在とみなす時刻(YYYY-MM-DDTHH:MM)。")),
            Item(
                term: "LC_ALL, LC_MESSAGES, LANG",
                help: Localized(
                    en: "The first one set: ja… speaks Japanese, anything else English, unless --lang or "
                        + "'lang' in config.yaml says otherwise.",
                    ja: "最初に設定されているものが ja… なら日本語、それ以外なら英語で話します"
                        + "(--lang か config.yaml の「lang」があればそちらが優先)。")),
            Item(
                term: "NO_COLOR",
                help: Localized(
                    en: "Set and not empty: no colour unless --color always.",
                    ja: "空でない値があれば、--color always でない限り色を付けません。")),
            Item(
                term: "TERM",
                help: Localized(
                    en: "dumb: no colour unless --color always.",
                    ja: "dumb なら、--color always でない限り色を付けません。")),
            Item(
                term: "VISUAL, EDITOR",
                help: Localized(
                    en: "The editor 'daybook edit' opens (default: vi).",
                    ja: "「daybook edit」が開くエディター(既定: vi)。")),
            Item(
                term: "XDG_CONFIG_HOME",
                help: Localized(
                    en: "This machine's settings are in $XDG_CONFIG_HOME/daybook "
                        + "(default: ~/.config/daybook).",
                    ja: "このマシンの設定は $XDG_CONFIG_HOME/daybook にあります"
                        + "(既定: ~/.config/daybook)。")),
            Item(
                term: "XDG_CACHE_HOME",
                help: Localized(
                    en: "The folder-listing and report caches are in $XDG_CACHE_HOME/daybook "
                        + "(default: ~/.cache/daybook).",
                    ja: "フォルダー一覧とレポートのキャッシュは $XDG_CACHE_HOME/daybook に"
                        + "あります(既定: ~/.cache/daybook)。")),
            Item(
                term: "TZ",
                help: Localized(
                    en: "The local time zone, for the UTC offsets of 'export --format "
                        + "nightscout'.",
                    ja: "現地のタイムゾーン。「export --format nightscout」の UTC オフセットに"
                        + "使います。")),
        ],
        files: [
            Item(
                term: "daybook.yaml",
                help: Localized(
                    en: "The journal's settings, at its root: target, doses, "
                        + "day_starts, layout.",
                    ja: "ジャーナルの設定(ルートに置きます): 目標、投与、"
                        + "day_starts、ファイルの配置。")),
            Item(
                term: "foods.yaml",
                help: Localized(
                    en: "The journal's own foods and their kcal, at its root.",
                    ja: "ジャーナル独自の食品とその kcal(ルートに置きます)。")),
            Item(
                term: "*.md",
                help: Localized(
                    en: "The journal's days: YYYY-MM-DD.md in any folder, daily notes, or "
                        + "'## YYYY-MM-DD' sections of one file.",
                    ja: "ジャーナルの日々: どのフォルダーにあってもよい YYYY-MM-DD.md、"
                        + "デイリーノート、または 1 つのファイルの「## YYYY-MM-DD」の節。")),
            Item(
                term: ".daybook/estimates.yaml",
                help: Localized(
                    en: "Estimated kcal pinned so that every device shows the same numbers; synced with "
                        + "the journal.",
                    ja: "どの端末でも同じ数値になるよう固定した推定 kcal。ジャーナルと一緒に同期します。")),
            Item(
                term: "~/.config/daybook/config.yaml",
                help: Localized(
                    en: "This machine's settings (estimator, lang, week_starts, and journal: the journal to use when "
                        + "nothing else names one); never synced.",
                    ja: "このマシンの設定(estimator、lang、week_starts、ほかに指定がないときに使うジャーナルの "
                        + "journal)。同期しません。")),
            Item(
                term: "~/.config/daybook/consent.yaml",
                help: Localized(
                    en: "Consent to send food items to that "
                        + "estimator.",
                    ja: "その推定器に品目を送ることへの同意。")),
            Item(
                term: "~/.cache/daybook/",
                help: Localized(
                    en: "Remembered folder listings, and each file's days before yesterday as report summed "
                        + "them up; deleting it only costs time.",
                    ja: "覚えておいたフォルダー一覧と、report が集計した各ファイルの一昨日以前の日。消しても時間が"
                        + "かかるだけです。")),
        ],
        exitCodes: [
            Item(term: "0", help: Localized(en: "Success.", ja: "成功。")),
            Item(
                term: "1",
                help: Localized(
                    en: "A runtime failure, or check found errors.",
                    ja: "実行時の失敗、または check がエラーを見つけた。")),
            Item(
                term: "3",
                help: Localized(
                    en: "dose, add, edit or learn refused (a dose already taken, a line the "
                        + "journal would not count where it would go): nothing was written.",
                    ja: "dose、add、edit、learn が断った(投与が済んでいる、書く場所では記録"
                        + "として数えられない行など)。何も書いていません。")),
            Item(
                term: "33",
                help: Localized(
                    en: "status --format i3blocks: a dose is missed or taken twice, today or "
                        + "yesterday, or there are errors (i3blocks shows it as urgent); also "
                        + "when status cannot run at all.",
                    ja: "status --format i3blocks で、今日か昨日に打ち忘れか重複がある、"
                        + "またはエラーがある(i3blocks は緊急として表示します)。status を"
                        + "まったく実行できないときも。")),
            Item(
                term: "64",
                help: Localized(
                    en: "A usage error, or an entry daybook cannot read: the message is on "
                        + "standard error and nothing was written.",
                    ja: "使い方の誤り、または daybook が読めない記録。メッセージは標準エラーに"
                        + "出し、何も書いていません。")),
        ],
        examples: [
            Item(
                term: "daybook",
                help: Localized(
                    en: "The kcal left today and where each dose stands.",
                    ja: "今日の残り kcal と各投与の状況。")),
            Item(
                term: "daybook add lunch: ramen 650kcal, gyoza 6個",
                help: Localized(en: "Log lunch and see what it counted.", ja: "昼食を記録し、何を数えたかを見る。")),
            Item(
                term: "daybook add --time 17:00 walk -150kcal",
                help: Localized(en: "Log activity at 17:00.", ja: "17:00 の運動を記録する。")),
            Item(
                term: "daybook dose long 12",
                help: Localized(
                    en: "Log the long-acting dose; refused if it is already taken today.",
                    ja: "持効型の投与を記録する。今日すでに打っていれば断る。")),
            Item(
                term: "daybook learn \"iced latte\" 180 --alias アイスラテ",
                help: Localized(en: "Teach daybook a food.", ja: "daybook に食品を教える。")),
            Item(
                term: "daybook status --date yesterday",
                help: Localized(
                    en: "How yesterday ended.",
                    ja: "昨日の終わりの状況。")),
            Item(
                term: "daybook report --month last --format md",
                help: Localized(en: "Last month as a Markdown table.", ja: "先月を Markdown の表で。")),
            Item(
                term: "daybook watch --format waybar --journal ~/journal",
                help: Localized(en: "Feed a Waybar module.", ja: "Waybar のモジュールに表示する。")),
        ],
        seeAlso: ["cal(1)", "tmux(1)"])
}
