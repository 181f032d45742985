import Foundation
import Testing

@testable import DaybookCLI

/// The example journal's outputs, word for word, in English and in Japanese: status in every format, check,
/// report, calendar, consent and help. This machine has an estimator it has not consented to.
@Suite(.serialized)
struct GoldenOutputTests {
    private static let japanese = ["LANG": "ja_JP.UTF-8"]

    /// Runs `arguments` on a copy of the example journal, with a machine whose config.yaml names a command estimator.
    private func run(_ arguments: [String], _ environment: [String: String] = [:]) throws -> (Run, String) {
        let journal = try TemporaryJournal.example()
        let machine = try OutsideFolder([
            ".config/daybook/config.yaml":
                "estimator: {kind: command, command: [estimate-kcal, --fast]}\n"
        ])
        let run = try journal.run(arguments, environment: environment.merging(["HOME": machine.url.path]) { $1 })
        return (run, machine.url.path + "/.config/daybook/config.yaml")
    }

    @Test func statusInEveryFormat() throws {
        let now = ["--now", "2026-11-29T23:45"]
        let (text, config) = try run(["status"] + now)
        #expect(
            text.stdout == """
                2026-11-29 Sun · 23:45
                ≈214 kcal left
                1,586 eaten · target 1,800
                long   ✗ missed (window 21:30-23:30)
                rapid  2 doses · 10u · last 19:05 (4h40m ago)
                \(config): warning: the command estimator (command estimate-kcal --fast) is not used: it has no consent, so only the built-in table estimates

                """)
        let (japanese, japaneseConfig) = try run(["status"] + now, Self.japanese)
        #expect(
            japanese.stdout == """
                11月29日(日) · 23:45
                残り ≈214 kcal
                摂取 1,586 · 目標 1,800
                long   ✗ 打ち忘れ(時間枠 21:30-23:30)
                rapid  2回 · 10単位 · 最後 19:05(4時間40分前)
                \(japaneseConfig): 警告: command の推定器(command estimate-kcal --fast)は使いません。同意がないため、内蔵の表だけで推定します

                """)
        #expect(try run(["status", "--format", "line"] + now).0.stdout == "≈214 kcal left · long ✗\n")
        #expect(try run(["status", "--format", "line"] + now, Self.japanese).0.stdout == "残り ≈214 kcal · long ✗\n")
        #expect(
            try run(["status", "--format", "tmux"] + now).0.stdout == "≈214 kcal left · #[fg=red]long ✗#[default]\n")
        #expect(
            try run(["status", "--format", "tmux"] + now, Self.japanese).0.stdout
                == "残り ≈214 kcal · #[fg=red]long ✗#[default]\n")
        #expect(
            try run(["status", "--format", "i3blocks"] + now).0.stdout
                == "≈214 kcal left · long ✗\n≈214 kcal left\n#BF616A\n")
        #expect(
            try run(["status", "--format", "i3blocks"] + now, Self.japanese).0.stdout
                == "残り ≈214 kcal · long ✗\n残り ≈214 kcal\n#BF616A\n")
        let (bar, barConfig) = try run(["status", "--format", "waybar"] + now, Self.japanese)
        #expect(
            bar.stdout == #"{"text":"残り ≈214 kcal · long ✗","tooltip":"11月29日(日) · 23:45\n残り ≈214 kcal\n"#
                + #"摂取 1,586 · 目標 1,800\nlong   ✗ 打ち忘れ(時間枠 21:30-23:30)\nrapid  2回 · 10単位 · 最後 "#
                + #"19:05(4時間40分前)\n"# + barConfig + #": 警告: command の推定器(command estimate-kcal --fast)は"#
                + #"使いません。同意がないため、内蔵の表だけで推定します","class":"critical","percentage":88}"# + "\n")
        #expect(
            try run(["status", "--format", "waybar"] + now).0.stdout.hasPrefix(
                #"{"text":"≈214 kcal left · long ✗","tooltip":"2026-11-29 Sun · 23:45\n≈214 kcal left\n"#))
    }

    @Test func check() throws {
        let (english, config) = try run(["check"])
        #expect(
            english.stdout == """
                \(config): warning: the command estimator (command estimate-kcal --fast) is not used: it has no consent, so only the built-in table estimates
                run 'daybook consent' to see what it would be sent
                2026/11/2026-11-20.md:8:17: warning: unknown food 'mystery stew': guessed 700 kcal (dinner)
                - 19:30 dinner: mystery stew, bread, 2 glasses of wine
                                ^
                add it to foods.yaml, e.g. 'mystery stew: 120', or write its kcal, e.g. 'mystery stew 120kcal'
                14 files, 14 days: 2 warnings

                """)
        let (japanese, japaneseConfig) = try run(["check"], Self.japanese)
        #expect(
            japanese.stdout == """
                \(japaneseConfig): 警告: command の推定器(command estimate-kcal --fast)は使いません。同意がないため、内蔵の表だけで推定します
                「daybook consent」で何が送られるかを確かめてください
                2026/11/2026-11-20.md:8:17: 警告: 知らない食品「mystery stew」: 700 kcal と推測しました(夕食)
                - 19:30 dinner: mystery stew, bread, 2 glasses of wine
                                ^
                foods.yaml に加えるか(例: 「mystery stew: 120」)、kcal を書いてください(例: 「mystery stew 120kcal」)
                ファイル 14 件、14 日分: 警告 2 件

                """)
    }

    @Test func report() throws {
        let arguments = ["report", "--days", "3", "--now", "2026-11-29T21:45"]
        let (english, _) = try run(arguments)
        #expect(
            english.stdout == """
                2026-11-27 Fri – 2026-11-29 Sun · 3 days

                date             eaten  target  left  long
                2026-11-27 Fri  ≈1,684   1,800  +116  ✓ 22:30  ███████████████████████████▌ │
                2026-11-28 Sat  ≈1,964   1,800  -164  ✓ 22:00  █████████████████████████████▍▓▓▓
                2026-11-29 Sun  ≈1,586   1,800  +214  ○ due    █████████████████████████▉   │

                intake  1,824 kcal a day over 2 complete days · 1 within target, 1 over
                long    taken 2 of 2 days (100%) · on average at 22:15 ± 15 min
                streak  2 days in a row with every scheduled dose taken (longest 2)
                rapid   6 doses, 33u · 2.0 doses and 11.5u a complete day

                rapid by   Mon Tue Wed Thu Fri Sat Sun
                morning      ·   ·   ·   ·   ·   ·   ·
                midday       ·   ·   ·   ·   1   1   1
                afternoon    ·   ·   ·   ·   ·   ·   ·
                evening      ·   ·   ·   ·   1   1   1
                night        ·   ·   ·   ·   ·   ·   ·

                """)
        #expect(english.stderr == "daybook: 1 warning in the days read; 'daybook check' shows each\n")
        let (japanese, _) = try run(arguments, Self.japanese)
        #expect(
            japanese.stdout == """
                2026年11月27日(金)〜11月29日(日) · 3日間

                日付            摂取   目標  残り  long
                11月27日(金)  ≈1,684  1,800  +116  ✓ 22:30  ██████████████████████████████  │
                11月28日(土)  ≈1,964  1,800  -164  ✓ 22:00  ████████████████████████████████▏▓▓▓
                11月29日(日)  ≈1,586  1,800  +214  ○ 未     ████████████████████████████▎   │

                摂取   1 日平均 1,824 kcal(完了した 2 日) · 目標内 1 日、超過 1 日
                long   2 日中 2 日打った(100%) · 平均 22:15 ± 15 分
                連続   予定の投与をすべて打った日が 2 日連続(最長 2 日)
                rapid  6 回、33単位 · 完了した日 1 日あたり 2.0 回、11.5単位

                rapid の時間帯   日  月  火  水  木  金  土
                朝                ·   ·   ·   ·   ·   ·   ·
                昼                1   ·   ·   ·   ·   1   1
                午後              ·   ·   ·   ·   ·   ·   ·
                夕方              1   ·   ·   ·   ·   1   1
                夜                ·   ·   ·   ·   ·   ·   ·

                """)
        #expect(japanese.stderr == "daybook: 読んだ日に警告 1 件あります。「daybook check」で一つずつ表示します\n")
    }

    @Test func calendar() throws {
        let arguments = ["calendar", "--now", "2026-11-29T21:45"]
        #expect(
            try run(arguments).0.stdout == """
                          November 2026
                 Mo   Tu   We   Th   Fr   Sa   Su
                                               1·
                 2·   3·   4·   5·   6·   7·   8·
                 9·  10·  11·  12·  13·  14·  15·
                16✓  17✓+ 18✓  19✓+ 20✓  21✗+ 22✓
                23✓  24✓+ 25‼  26✓  27✓  28✓+ 29○
                30

                ✓ taken  ✗ missed  ‼ too often  ○ due  · nothing written  + over target
                long    taken 11 of 13 days (85%) · ✗ 1 missed · ‼ 1 taken too often · on average at 22:14 ± 22 min
                streak  3 days in a row with every scheduled dose taken (longest 5)

                """)
        #expect(
            try run(arguments, Self.japanese).0.stdout == """
                            2026年11月
                 日   月   火   水   木   金   土
                 1·   2·   3·   4·   5·   6·   7·
                 8·   9·  10·  11·  12·  13·  14·
                15·  16✓  17✓+ 18✓  19✓+ 20✓  21✗+
                22✓  23✓  24✓+ 25‼  26✓  27✓  28✓+
                29○  30

                ✓ 済み  ✗ 打ち忘れ  ‼ 打ちすぎ  ○ まだ  · 記録なし  + 目標超え
                long  13 日中 11 日打った(85%) · ✗ 打ち忘れ 1 日 · ‼ 打ちすぎ 1 日 · 平均 22:14 ± 22 分
                連続  予定の投与をすべて打った日が 3 日連続(最長 5 日)

                """)
    }

    @Test func consent() throws {
        #expect(
            try run(["consent"]).0.stdout == """
                Estimator: command (command estimate-kcal --fast)
                Consent: not given

                When an item is a food no source knows (not in foods.yaml, never written with kcal, not pinned), daybook
                can ask this estimator for its kcal. For each such item it sends exactly:
                  - the text of that one item as you wrote it, e.g. "gyoza 6個"
                  - its language, "ja" or "en"
                It never sends dates or times, doses, notes or any other line or item, file names, paths, the journal's
                location, or anything about you or this machine.
                To: the program 'estimate-kcal --fast', started on this machine with the item on its standard input (what it does with it is up to the program).
                The answer is pinned in the journal's .daybook/estimates.yaml, so an item is asked about once.

                'daybook consent grant' allows it; 'daybook consent revoke' stops it. Pointing the estimator elsewhere
                voids the consent.

                """)
        #expect(
            try run(["consent"], Self.japanese).0.stdout == """
                推定器: command(command estimate-kcal --fast)
                同意: まだありません

                どの情報源も知らない食品の品目(foods.yaml になく、kcal 付きで書いたこともなく、固定した推定値も
                ないもの)があると、daybook はこの推定器にその kcal を問い合わせることがあります。そうした品目
                1 つにつき、送るのは次のものだけです:
                  - その品目 1 つの、書いたとおりの文字列(例: 「gyoza 6個」)
                  - その言語(「ja」か「en」)
                日付や時刻、投与、メモ、ほかの行や品目、ファイル名、パス、ジャーナルの場所、あなたやこの
                マシンについての情報は、一切送りません。
                送り先: このマシンで起動するプログラム「estimate-kcal --fast」。品目を標準入力に渡します(それをどう扱うかはプログラム次第です)。
                答えはジャーナルの .daybook/estimates.yaml に固定するので、同じ品目を問い合わせるのは 1 回だけです。

                「daybook consent grant」で許可し、「daybook consent revoke」でやめます。推定器の送り先を
                変えると同意は無効になります。

                """)
    }

    /// English help is in HelpTests; the same command's in Japanese, wrapped between Japanese characters.
    @Test func help() {
        #expect(
            Help.text(for: DoseCommand.spec, width: 80, language: .ja) == """
                概要: 投与を記録します。per_day を超える投与は断ります。

                「- HH:MM NAME AMOUNTu ^ID」を追記します(ID は新しい書き込み ID)。その日にすでに
                per_day 回の投与があれば何も書かず、前の投与を示して終了コード 3 で終わります。
                このマシンが書いて同期ツールに消された投与も、「daybook resolve」で戻す(または
                --forget-lost で忘れる)までは数えます。その日のファイルが読めないときも、そこに
                投与が書かれているかもしれないので断り、書く場所で記録として読まれない行(コード
                ブロックの中で終わっているファイルなど)も断ります。確認と追記は 1 つのロックの中
                で行うので、この端末の 2 つのシェルが同時に通ることはありません。同期していない
                別の端末からはこの投与が見えませんが、行の末尾に書き込み ID があるので、同期する
                と両方の投与が表示されます(‼)。今より後の時刻の投与は、--later でわざとだと示さ
                ない限り断ります(終了コード 64)。後の時刻に書いた投与はその時刻まで投与済みに数
                えませんが、その日にもう 1 回打つと多すぎることになるので、次の投与は断ります。

                使い方: daybook dose [--time <hh:mm>] [--again] [--later] [--date <date>]
                        [--journal <path>] [--now <yyyy-mm-ddThh:mm>] [--color <mode>]
                        [--lang <lang>] <name> <amount>

                引数:
                  <name>                    投与の名前か別名(例: long、tresiba、持効)。
                  <amount>                  単位数(例: 12 や 12u)。

                オプション:
                  --time <hh:mm>            書き込む時刻(既定: 現在)。
                  --again                   その日の投与が済んでいても記録します。
                  --later                   時刻が今より後でも書きます(投与はその時刻になってか
                                            ら数えます)。
                  --date <date>             投与を記録するジャーナル日(既定: 今日)。YYYY-MM-DD、
                                            今日(today)、昨日(yesterday)、一昨日、N日前(-N)、曜
                                            日(月曜日・monday など。今日以前で一番近い日)のどれ
                                            かで書きます。
                  --journal <path>          ジャーナルのフォルダー、または Markdown ファイル 1
                                            つ。既定: $DAYBOOK_JOURNAL、なければ今のフォルダーか
                                            その上で daybook.yaml のある一番近いフォルダー、それ
                                            もなければこのマシンの config.yaml の「journal」。
                  --now <yyyy-mm-ddThh:mm>  現在とみなす時刻。振り返りやテストに使います。既定:
                                            $DAYBOOK_NOW、なければ時計。
                  --color <mode>            色を付けるとき: auto(既定: 端末で、TERM が dumb でな
                                            く NO_COLOR もないとき)、always、never のどれか。
                  --lang <lang>             使う言語: en か ja。既定: このマシンの config.yaml
                                            の「lang」、なければロケール(LC_ALL、LC_MESSAGES、
                                            LANG が ja… なら日本語)。機械向けの形式は変わりませ
                                            ん。
                  -h, --help                ヘルプを表示します。

                """)
        for width in [40, 57, 80, 132] {
            for command in CommandSpec.visible.map(Optional.some) + [nil] {
                for line in Help.text(for: command, width: width, language: .ja).split(separator: "\n") {
                    #expect(
                        TerminalWidth.of(String(line)) <= width, "\(command?.name ?? "daybook") at \(width): \(line)")
                    #expect(!line.hasPrefix("、") && !line.hasPrefix("。") && !line.hasPrefix(")"), "\(line)")
                }
            }
        }
    }
}
