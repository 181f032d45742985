import DaybookCore

/// Every subcommand daybook has, in the order help lists them. Each text is written in both languages, side by side.
extension CommandSpec {
    static let status = CommandSpec(
        name: "status",
        abstract: Localized(
            en: "Show the kcal left today and where today's doses stand.",
            ja: "今日の残り kcal と、今日の投与の状況を表示します。"),
        discussion: Localized(
            en: "Reads only the files of the day and the day before, plus undated files. A '≈' marks a balance that "
                + "includes estimated or guessed kcal, a '?' one that lacks a file that could not be read (its doses "
                + "are then 'unknown', not missed); '⚠ N' in the status-bar formats counts errors. When status cannot "
                + "run, the status-bar formats still print their line or object, saying why.",
            ja: "読むのはその日と前日のファイル、それに日付のないファイルだけです。「≈」は推定や推測の kcal を含む"
                + "残量、「?」は読めなかったファイルがある日の残量です(その日の投与は打ち忘れではなく「不明」に"
                + "なります)。ステータスバー用の形式では「⚠ N」がエラーの数です。status を実行できないときも、"
                + "ステータスバー用の形式は理由を書いた 1 行かオブジェクトを出力します。"),
        options: [
            Option(
                "--format", "format", .choice(StatusFormat.allCases.map(\.rawValue)),
                help: Localized(
                    en: "text (default), json, line (one short line), tmux (with #[fg=…] colours), waybar (a JSON "
                        + "object for a custom module) or i3blocks (exits 33 when a dose is missed or doubled, today "
                        + "or yesterday, or there are errors).",
                    ja: "text(既定)、json、line(短い 1 行)、tmux(#[fg=…] の色付き)、waybar(カスタムモジュール用の "
                        + "JSON オブジェクト)、i3blocks(今日か昨日に打ち忘れや重複があるとき、またはエラーがあるとき"
                        + "終了コード 33)。")),
            .json,
            .date(Localized(en: "The journal day to show (default: today).", ja: "表示するジャーナル日(既定: 今日)。")),
            .journal,
            .now,
        ],
        exclusions: [.jsonOrFormat])

    static let watch = CommandSpec(
        name: "watch",
        abstract: Localized(
            en: "Show the status block and redraw it after every change to the journal, for a tmux "
                + "pane or a bar.",
            ja: "状況を表示し、ジャーナルが変わるたびに描き直します。tmux のペインやステータスバー"
                + "向けです。"),
        discussion: Localized(
            en: "Watches the journal's folders (inotify on Linux, kqueue on macOS) and redraws after each save, once a "
                + "burst of changes has settled; also when the day rolls over, a dose window opens or closes, and each "
                + "minute while a relative time is shown. In a terminal it redraws in place; otherwise it prints one "
                + "block per change (text, separated by blank lines) or one line per change (json, line, waybar). In a "
                + "terminal it fits the pane: the day, the balance and the doses first, then what problems fit. A "
                + "journal that is not there, at start or later, is waited for. Stop it with Ctrl-C.",
            ja: "ジャーナルのフォルダーを監視し(Linux では inotify、macOS では kqueue)、保存のたびに、一連の変更が"
                + "落ち着いてから描き直します。日付が変わったとき、投与の時間枠が始まる・終わるとき、相対時刻を"
                + "表示している間は毎分も描き直します。端末ではその場で描き直し、そうでなければ変更ごとに 1 ブロック"
                + "(text、空行で区切る)か 1 行(json、line、waybar)を出力します。端末ではペインに収まるよう、日付・"
                + "残量・投与を先に、入るだけの問題をその後に表示します。ジャーナルがないときは、起動時でも途中でも"
                + "現れるのを待ちます。Ctrl-C で止まります。"),
        options: [
            Option(
                "--format", "format", .choice(WatchFormat.allCases.map(\.rawValue)),
                help: Localized(
                    en: "text (default), json (one status object per line), line or waybar (one line "
                        + "per change).",
                    ja: "text(既定)、json(1 行に状況のオブジェクト 1 つ)、line か waybar(変更ごとに "
                        + "1 行)。")),
            .json,
            Option(
                "--poll", "seconds", .seconds(0.1...3600),
                help: Localized(
                    en: "Look for changes every few seconds (default 2) instead of asking the kernel: "
                        + "for network file systems. Used by itself when the kernel cannot watch the "
                        + "journal.",
                    ja: "カーネルに頼らず数秒ごと(既定 2 秒)に変更を探します。ネットワーク上の"
                        + "ファイルシステム向けです。カーネルがジャーナルを監視できないときは自動で"
                        + "使います。"),
                valueIsOptional: true),
            .date(
                Localized(
                    en: "The journal day to show (default: today, following the clock).",
                    ja: "表示するジャーナル日(既定: 今日。時計に合わせて進みます)。")),
            .journal,
            .now,
        ],
        exclusions: [.jsonOrFormat])

    static let add = CommandSpec(
        name: "add",
        abstract: Localized(
            en: "Append an entry to the day's log and show what it counted.",
            ja: "その日の記録に 1 行追記し、何を数えたかを表示します。"),
        discussion: Localized(
            en: "Writes '- HH:MM TEXT ^ID' at the end of the day's file (creating it, following the journal's layout, "
                + "when there is none; ID is a new write id, so that the same line written on another device stays "
                + "a line of its own), then prints what each item resolved to and the new balance. TEXT may start with "
                + "its own time. An entry the journal would not count (a time that is not one, a dose without an "
                + "amount, more than 4,096 bytes) is refused and nothing is written. With '-', one line is read "
                + "from standard input (at most 64 KiB). A word that starts with '-' and a digit is text "
                + "('walk -150kcal'); put '--' before other words that start with '-'. The line is remembered on "
                + "this machine for four weeks, so that status, watch and check can say if a sync tool takes it "
                + "away. A dose line is refused (exit 3, nothing written) as 'dose' refuses it. So is any line the "
                + "reader would not count where it would go: a file that ends inside a code block or git conflict "
                + "markers, a single-file journal named after another day. An entry for a time later than now is "
                + "refused (exit 64) unless --later says it is meant: at 09:00, '02:00' on today's day is the night "
                + "to come (before day_starts), so write last night's with --date yesterday.",
            ja: "その日のファイルの末尾に「- HH:MM TEXT ^ID」を書き(ファイルがなければジャーナルの配置に合わせて"
                + "作ります。ID は新しい書き込み ID で、別の端末で同じ行を書いても別の行になります)、各品目が何 kcal になったかと新しい残量を表示します。TEXT は時刻から始めても構い"
                + "ません。ジャーナルが数えない記録(時刻として読めない時刻、量のない投与、4,096 バイトを超える"
                + "行など)は断り、何も書きません。「-」を渡すと標準入力から 1 行(64 KiB まで)読みます。「-」と"
                + "数字で始まる語は本文です(「walk -150kcal」)。ほかの「-」で始まる語の前には「--」を置いて"
                + "ください。書いた行はこのマシンに 4 週間覚えておき、同期ツールが消したときに status、watch、"
                + "check が知らせます。投与の行は dose と同じ条件で断ります(終了コード 3、何も書きません)。"
                + "書く場所で記録として数えられない行も同じく断ります。コードブロックや git の衝突マーカーの中で"
                + "終わっているファイル、別の日の名前の 1 ファイルだけのジャーナルなどです。今より後の時刻の記録は、"
                + "--later でわざとだと示さない限り断ります(終了コード 64)。9:00 に今日の日に書く「02:00」は"
                + "これから来る夜(day_starts より前)なので、昨夜のことは --date yesterday で書いてください。"),
        arguments: [
            Argument(
                name: "text", kind: .food,
                help: Localized(
                    en: "What was eaten or done, e.g. 'ramen, gyoza 6個', or '-'.",
                    ja: "食べたものやしたこと(例: 「ramen, gyoza 6個」)、または「-」。"),
                isVariadic: true)
        ],
        options: [
            .time,
            Option(
                "--slot", "slot", .choice(Slot.allCases.map(\.rawValue)),
                help: Localized(
                    en: "breakfast, lunch, dinner or snack.",
                    ja: "breakfast(朝食)、lunch(昼食)、dinner(夕食)、snack(間食)のどれか。")),
            Option(
                "--again",
                help: Localized(
                    en: "Log a dose line even though the day's doses are complete.",
                    ja: "その日の投与が済んでいても投与の行を書きます。")),
            .later,
            .date(
                Localized(
                    en: "The journal day to write to (default: today).",
                    ja: "書き込むジャーナル日(既定: 今日)。")),
            .journal,
            .now,
        ])

    static let dose = CommandSpec(
        name: "dose",
        abstract: Localized(
            en: "Log a dose, refusing one that would exceed the dose's per_day.",
            ja: "投与を記録します。per_day を超える投与は断ります。"),
        discussion: Localized(
            en:
                "Appends '- HH:MM NAME AMOUNTu ^ID' (ID: a new write id). If the day already has per_day doses of it, nothing is written: "
                + "daybook names the earlier dose and exits 3. A dose this machine wrote that a sync tool took away "
                + "still counts until 'daybook resolve' puts it back (or --forget-lost forgets it). It refuses too "
                + "when a file of the day cannot be read (the dose may be in it), and when the line would not be "
                + "read as an entry where it would go (a file that ends inside a code block). The check and the "
                + "append happen under one lock, so two shells on this device cannot both pass it; a device that "
                + "has not synced cannot see this one's dose, but the line ends with a write id, so once they sync "
                + "both doses show (‼). A dose for a time later than now is refused (exit 64) unless --later says it is meant; one written for later is "
                + "not counted as taken until its time, but it does make another dose today one too many.",
            ja: "「- HH:MM NAME AMOUNTu ^ID」を追記します(ID は新しい書き込み ID)。その日にすでに per_day 回の投与があれば何も書かず、前の投与を"
                + "示して終了コード 3 で終わります。このマシンが書いて同期ツールに消された投与も、「daybook "
                + "resolve」で戻す(または --forget-lost で忘れる)までは数えます。その日のファイルが読めないときも、"
                + "そこに投与が書かれているかもしれないので断り、書く場所で記録として読まれない行(コードブロックの"
                + "中で終わっているファイルなど)も断ります。確認と追記は 1 つのロックの中で行うので、この端末の 2 つの"
                + "シェルが同時に通ることはありません。同期していない別の端末からはこの投与が見えませんが、行の末尾に"
                + "書き込み ID があるので、同期すると両方の投与が表示されます(‼)。今より後の時刻の投与は、--later でわざとだと示さない限り断り"
                + "ます(終了コード 64)。後の時刻に書いた投与はその時刻まで投与済みに数えませんが、その日にもう 1 回"
                + "打つと多すぎることになるので、次の投与は断ります。"),
        arguments: [
            Argument(
                name: "name", kind: .dose,
                help: Localized(
                    en: "The dose or one of its aliases, e.g. long, tresiba, 持効.",
                    ja: "投与の名前か別名(例: long、tresiba、持効)。")),
            Argument(
                name: "amount", kind: .text,
                help: Localized(en: "Units, e.g. 12 or 12u.", ja: "単位数(例: 12 や 12u)。")),
        ],
        options: [
            .time,
            Option(
                "--again",
                help: Localized(
                    en: "Log it even though the day's doses are complete.",
                    ja: "その日の投与が済んでいても記録します。")),
            .later,
            .date(
                Localized(
                    en: "The journal day to log the dose on (default: today).",
                    ja: "投与を記録するジャーナル日(既定: 今日)。")),
            .journal,
            .now,
        ])

    static let learn = CommandSpec(
        name: "learn",
        abstract: Localized(en: "Add a food to foods.yaml.", ja: "foods.yaml に食品を加えます。"),
        discussion: Localized(
            en: "Appends one line to foods.yaml. If the name or an alias is already there, nothing is written: daybook "
                + "shows where it is defined and exits 3 (changing a food stays your edit to make).",
            ja: "foods.yaml に 1 行追記します。名前か別名がすでにあれば何も書かず、どこで定義されているかを示して"
                + "終了コード 3 で終わります(食品を変えるのは手で編集してください)。"),
        arguments: [
            Argument(
                name: "name", kind: .food,
                help: Localized(
                    en: "The food's name, e.g. 'iced latte' or アルフォート.",
                    ja: "食品の名前(例: アルフォートや「iced latte」)。")),
            Argument(
                name: "kcal", kind: .text,
                help: Localized(
                    en: "kcal of one unit, or of 100 g or 100 ml with the options below.",
                    ja: "1 個あたりの kcal。下のオプションを付けると 100 g か 100 ml あたり。")),
        ],
        options: [
            Option("--per-100g", help: Localized(en: "KCAL is per 100 g.", ja: "KCAL は 100 g あたりの値です。")),
            Option("--per-100ml", help: Localized(en: "KCAL is per 100 ml.", ja: "KCAL は 100 ml あたりの値です。")),
            Option(
                "--alias", "alias", .text,
                help: Localized(
                    en: "Another name for it; may be given more than once.",
                    ja: "別の名前。何度でも指定できます。"),
                isRepeatable: true),
            .journal,
        ],
        exclusions: [
            Exclusion(
                choices: [["--per-100g"], ["--per-100ml"]],
                hint: Localized(en: "give one of them", ja: "どちらか一方だけを指定してください"))
        ])

    static let edit = CommandSpec(
        name: "edit",
        abstract: Localized(
            en: "Open the day's log in $VISUAL or $EDITOR at its last line.",
            ja: "その日の記録を $VISUAL か $EDITOR で開き、最後の行へ移ります。"),
        discussion: Localized(
            en: "Creates the day's file first when there is none. Knows how to jump to a line in "
                + "vim, nvim, nano, emacs, micro, helix and VS Code (code -g).",
            ja: "その日のファイルがなければ先に作ります。vim、nvim、nano、emacs、micro、helix、"
                + "VS Code(code -g)なら指定の行へ移動できます。"),
        options: [
            .date(
                Localized(
                    en: "The journal day whose file to open (default: today).",
                    ja: "ファイルを開くジャーナル日(既定: 今日)。")),
            .journal, .now,
        ])

    static let check = CommandSpec(
        name: "check",
        abstract: Localized(
            en: "Check the whole journal and report problems like a compiler.",
            ja: "ジャーナル全体を調べ、問題をコンパイラーのように報告します。"),
        discussion: Localized(
            en: "Prints each problem as 'file:line:column: error|warning: message' with the line and "
                + "a caret. Exits 1 when there are errors.",
            ja: "問題を 1 つずつ「ファイル:行:桁: エラー|警告: 内容」の形で、その行と位置を示す "
                + "^ とともに表示します。エラーがあれば終了コード 1 で終わります。"),
        options: [
            Option(
                "--strict",
                help: Localized(
                    en: "Count what sync tools and merges leave behind (git conflict "
                        + "markers, Syncthing conflict copies) as errors.",
                    ja: "同期ツールやマージが残したもの(git の衝突マーカー、Syncthing の"
                        + "衝突コピー)をエラーとして数えます。")),
            .journal,
            .now,
        ])

    static let report = CommandSpec(
        name: "report",
        abstract: Localized(
            en: "Show a period day by day: intake against target, each dose, averages, streaks and "
                + "patterns.",
            ja: "期間を 1 日ずつ表示します: 目標に対する摂取量、各投与、平均、連続記録、傾向。"),
        discussion: Localized(
            en: "One row per day with a bar of intake against the target, then a summary: average intake, days within "
                + "and over target, how often each scheduled dose was taken exactly, its average time (around midnight "
                + "too), streaks of days with every scheduled dose taken, and when unscheduled doses such as "
                + "rapid-acting insulin are taken by weekday. Averages count complete days: days before today with "
                + "entries. Numbers are the ones status shows. With glucose readings (written in the journal or "
                + "imported with 'daybook import glucose'): per day and for the period the readings, mean, SD, CV, "
                + "GMI, time in, below and above range and the sensor's coverage, and glucose at each dose and around "
                + "each meal. --format html writes one self-contained page to print or send. daybook shows what "
                + "happened and gives no advice on doses.",
            ja: "1 日 1 行で目標に対する摂取量を棒グラフにし、続けてまとめを表示します: 平均摂取量、目標内と目標"
                + "超えの日数、予定の投与をきちんと打った割合と平均時刻(深夜をまたいでも)、予定の投与をすべて"
                + "打った日の連続記録、超速効型インスリンなど予定のない投与を打つ時間帯の曜日ごとの傾向。平均は"
                + "記録のある今日より前の日(完了した日)で数えます。数値は status と同じです。血糖値があれば"
                + "(ジャーナルに書いたものか「daybook import glucose」で取り込んだもの)、日ごとと期間全体の件数・"
                + "平均・SD・CV・GMI・範囲内/範囲未満/範囲超えの割合・センサーの記録率と、投与時と食事前後の血糖値も"
                + "表示します。--format html は印刷や送付向けの単独の 1 ページを書きます。daybook はあったことを示す"
                + "だけで、投与量について助言しません。"),
        options: [
            Option(
                "--days", "n", .count(1...PeriodRequest.maximumDays),
                help: Localized(
                    en: "The n days ending on --date (default: the last 7 days).",
                    ja: "--date で終わる n 日間(既定: 直近 7 日間)。")),
            Option(
                "--week",
                help: Localized(
                    en: "The week of --date, from the first day the calendar shows (Monday, or Sunday with "
                        + "week_starts: sunday or in Japanese).",
                    ja: "--date を含む週。カレンダーと同じ曜日から(日本語では日曜から、英語では月曜から。"
                        + "week_starts で変えられます)。")),
            Option("--month", "month", .month, help: Localized(en: "A whole month.", ja: "1 か月全体。")),
            Option(
                "--from", "date", .date,
                help: Localized(
                    en: "The first day (with --to, or up to --date); a period is at most 100 years.",
                    ja: "最初の日(--to まで、なければ --date まで)。期間は最長 100 年です。")),
            Option("--to", "date", .date, help: Localized(en: "The last day.", ja: "最後の日。")),
            Option(
                "--format", "format", .choice(ReportFormat.names),
                help: Localized(
                    en: "text (default), md (a Markdown table to paste into a note), csv (one row per "
                        + "day), json, or html (a printable page with glucose, doses and intake).",
                    ja: "text(既定)、md(メモに貼れる Markdown の表)、csv(1 日 1 行)、json、html"
                        + "(血糖値・投与・摂取量を載せた印刷用のページ)。")),
            .json,
            glucoseProfileOption,
            Option(
                "--by", "row", .choice(["item"]),
                help: Localized(
                    en: "item: with --format csv, one row per food item, with the source of its kcal, "
                        + "instead of per day.",
                    ja: "item: --format csv で、1 日 1 行の代わりに品目ごとに 1 行(kcal の出どころ"
                        + "付き)。")),
            .date(
                Localized(
                    en: "The day --days, --week and --from end with (default: today).",
                    ja: "--days、--week、--from の期間が終わる日(既定: 今日)。")),
            .journal,
            .now,
        ],
        exclusions: [
            Exclusion(
                choices: [["--days"], ["--week"], ["--month"], ["--from", "--to"]],
                hint: Localized(en: "choose one period", ja: "期間は 1 つだけ選んでください")),
            .jsonOrFormat,
        ])

    static let calendar = CommandSpec(
        name: "calendar",
        abstract: Localized(
            en: "Show a month like cal, each day marked by its doses and its intake.",
            ja: "cal のように 1 か月を表示し、各日に投与と摂取の印を付けます。"),
        discussion: Localized(
            en: "Marks: ✓ every scheduled dose taken, ✗ one missed, ‼ one taken too often, · nothing written, ○ still "
                + "due, ? unknown (a file of the day, or a line about insulin, could not be read); + after a day over "
                + "target. A day's number is also green within target and red over it. Below the grid: the month's adherence and the average "
                + "time of each scheduled dose. Weeks start on Monday in English and on Sunday in Japanese "
                + "('week_starts' in this machine's config.yaml changes it).",
            ja: "印: ✓ 予定の投与をすべて打った、✗ 打ち忘れ、‼ 打ちすぎ、· 記録なし、○ まだ、? 不明(その日の"
                + "ファイルか、インスリンについての行を読めなかった)。目標を超えた日には + が付きます。日付の数字も目標内なら緑、超えたら"
                + "赤になります。表の下にはその月の実施率と、予定の投与それぞれの平均時刻を表示します。週の始まりは"
                + "日本語では日曜、英語では月曜です(このマシンの config.yaml の「week_starts」で変えられます)。"),
        options: [
            Option(
                "--month", "month", .month,
                help: Localized(
                    en: "The month (default: the month of --date).",
                    ja: "表示する月(既定: --date の月)。")),
            .date(
                Localized(
                    en: "A day of the month to show when --month is not given (default: today).",
                    ja: "--month がないときに表示する月の中の 1 日(既定: 今日)。")),
            .journal,
            .now,
        ])

    static let export = CommandSpec(
        name: "export",
        abstract: Localized(
            en: "Write every entry as CSV or JSON, or the doses, readings and meals as Nightscout treatments.",
            ja: "すべての記録を CSV か JSON で、または投与・血糖・食事を Nightscout の treatments として"
                + "書き出します。"),
        discussion: Localized(
            en: "csv and json give each entry with its day, time, slot, kind and text, its items with kcal and source, "
                + "and doses with their units. nightscout gives a JSON array for Nightscout's /api/v1/treatments, "
                + "nightscout-v3 one document a line for /api/v3/treatments: rapid-acting doses as boluses, "
                + "long-acting ones as notes that no insulin on board counts, insulin named as xDrip names it, "
                + "readings as sensor or finger-stick checks, meals as notes with their kcal, each time in the "
                + "journal's time zone (timezone: in daybook.yaml, else the machine's). Entries without a time are "
                + "left out, with a warning. --delete-query prints the request that takes back what daybook sent "
                + "for the same days, to send before uploading them again. Uploading is up to you (docs/EXPORTS.md).",
            ja: "csv と json は記録ごとに日付・時刻・食事の区分・種類・本文を、品目ごとに kcal と出どころを、投与には"
                + "単位数を書き出します。nightscout は Nightscout の /api/v1/treatments 用の JSON 配列、"
                + "nightscout-v3 は /api/v3/treatments 用の 1 行 1 件の文書です。超速効型・速効型はボーラス、"
                + "持効型はインスリン残量に数えられないメモ、インスリン名は xDrip の名前、血糖はセンサーか指先の"
                + "測定、食事は kcal 付きのメモとし、時刻はジャーナルのタイムゾーン(daybook.yaml の timezone:、"
                + "なければこの機械のもの)で書きます。時刻のない記録は警告を出して省きます。--delete-query は、"
                + "同じ日について daybook が前に送ったものを取り消す要求を出力します。アップロードし直す前に送って"
                + "ください。アップロードはご自分でどうぞ(docs/EXPORTS.md)。"),
        options: [
            Option(
                "--format", "format", .choice(ExportCommand.ExportFormat.allCases.map(\.rawValue)),
                help: Localized(
                    en: "csv (default), json, nightscout or nightscout-v3.",
                    ja: "csv(既定)、json、nightscout、nightscout-v3。")),
            Option(
                "--from", "date", .date,
                help: Localized(
                    en: "The first day (default: the journal's first); at most 100 years before the "
                        + "last.",
                    ja: "最初の日(既定: ジャーナルの最初の日)。最後の日から最長 100 年前まで。")),
            Option(
                "--to", "date", .date,
                help: Localized(
                    en: "The last day (default: the journal's last).",
                    ja: "最後の日(既定: ジャーナルの最後の日)。")),
            Option(
                "--delete-query",
                help: Localized(
                    en: "With a nightscout format: print the path and query of the DELETE request that takes back "
                        + "the treatments daybook sent for these days, instead of the treatments.",
                    ja: "nightscout の形式で: treatments の代わりに、これらの日について daybook が送った "
                        + "treatments を取り消す DELETE 要求のパスとクエリを出力します。")),
            .journal,
            .now,
        ])

    static let resolve = CommandSpec(
        name: "resolve",
        abstract: Localized(
            en: "Fold Syncthing conflict copies into their originals and remove git conflict markers.",
            ja: "Syncthing の衝突コピーを元のファイルにまとめ、git の衝突マーカーを取り除きます。"),
        discussion: Localized(
            en: "A conflict copy's lines that its original lacks are appended to the original, and the copy is moved "
                + "to .daybook/backup/, when each line would be read there as it is in the copy; a copy whose new "
                + "lines would not (an item nested under an entry the original has) is left with a warning. Git "
                + "conflict markers — those status and check count — are removed keeping the lines of both sides (a "
                + "line on both sides once), after the file's previous version is saved to .daybook/backup/: the one "
                + "time daybook rewrites a file, and only when asked. Lines this machine wrote that are no longer in "
                + "their day (a sync tool put back an older copy) are appended again — a dose line only where 'dose' "
                + "would write it (not when its day has per_day doses of it already, unless --again). A file that is "
                + "a symbolic link, "
                + "is in a linked folder or has other names (hard links) is left alone with a warning.",
            ja: "衝突コピーにあって元のファイルにない行を、各行がコピーの中と同じように読まれるなら元のファイルに"
                + "追記し、コピーは .daybook/backup/ に移します。そう読まれない行(元のファイルにある記録の下に"
                + "入れ子になった品目など)のあるコピーは、警告を出してそのままにします。git の衝突マーカー"
                + "(status と check が数えるもの)は、ファイルの前の版を .daybook/backup/ に保存してから、両側の"
                + "行を残して(両側にある行は 1 回)取り除きます。daybook がファイルを書き換えるのはこのときだけで、"
                + "頼まれたときだけです。このマシンが書いたのにその日からなくなった行(同期ツールが古いコピーを"
                + "戻した)はもう一度追記します。ただし投与の行は dose が書く場合だけです(その日にすでに per_day "
                + "回あれば、--again を付けない限り書きません)。シンボリックリンクのファイル、リンクされたフォルダーの中のファイル、"
                + "別名(ハードリンク)のあるファイルは、警告を出してそのままにします。"),
        options: [
            Option(
                "--dry-run",
                help: Localized(
                    en: "Say what would be done, and do nothing.",
                    ja: "何をするかを表示するだけで、何もしません。")),
            Option(
                "--forget-lost",
                help: Localized(
                    en: "Stop reporting the lines this machine wrote that are gone, "
                        + "instead of appending them again (they were removed on "
                        + "purpose).",
                    ja: "このマシンが書いてなくなった行を、もう一度追記する代わりに"
                        + "報告しないようにします(わざと消した場合)。")),
            Option(
                "--again",
                help: Localized(
                    en: "Append a lost dose line even though its day's doses are complete.",
                    ja: "その日の投与が済んでいても、なくなった投与の行を追記します。")),
            .journal,
            .now,
        ])

    static let consent = CommandSpec(
        name: "consent",
        abstract: Localized(
            en: "Show, give or take back consent to send food items to this machine's estimator.",
            ja: "このマシンの推定器に品目を送ることへの同意を表示・付与・取り消しします。"),
        discussion: Localized(
            en: "Without consent an external estimator is never asked: no program is started and nothing leaves the "
                + "machine. 'daybook consent' shows exactly what would be sent and to whom; 'grant' records consent "
                + "for that destination (pointing the estimator elsewhere voids it); 'revoke' removes it.",
            ja: "同意がなければ外部の推定器には一切問い合わせません。プログラムは起動せず、何もマシンの外に出ません。"
                + "「daybook consent」は何が誰に送られるかをそのまま示し、「grant」はその送り先への同意を記録し"
                + "(推定器の送り先を変えると同意は無効になります)、「revoke」は同意を取り消します。"),
        arguments: [
            Argument(
                name: "action", kind: .choice(["grant", "revoke"]),
                help: Localized(
                    en: "grant or revoke; leave out to see what consent means here.",
                    ja: "grant か revoke。省くと、ここでの同意の意味を表示します。"),
                isRequired: false)
        ])

    static let initialize = CommandSpec(
        name: "init",
        abstract: Localized(
            en: "Start a journal: a commented daybook.yaml, an example foods.yaml, today's file, "
                + ".gitattributes and .stignore.",
            ja: "ジャーナルを始めます: 説明付きの daybook.yaml、例の foods.yaml、今日のファイル、"
                + ".gitattributes、.stignore を作ります。"),
        discussion: Localized(
            en: "Never overwrites a file that exists. Its comments are in the language daybook "
                + "speaks.",
            ja: "すでにあるファイルは上書きしません。説明のコメントは daybook が話す言語で"
                + "書きます。"),
        arguments: [
            Argument(
                name: "path", kind: .path,
                help: Localized(
                    en: "The folder to start the journal in (default: --journal, else the "
                        + "current one).",
                    ja: "ジャーナルを始めるフォルダー(既定: --journal、なければ今の"
                        + "フォルダー)。"),
                isRequired: false)
        ],
        options: [
            .date(
                Localized(
                    en: "The journal day whose file to create (default: today).",
                    ja: "ファイルを作るジャーナル日(既定: 今日)。")),
            CommandSpec.Option.journal.describing(
                Localized(
                    en: "The folder to start the journal in when <path> is not "
                        + "given.",
                    ja: "<path> がないときにジャーナルを始めるフォルダー。")),
            .now,
        ])

    static let lsp = CommandSpec(
        name: "lsp",
        abstract: Localized(
            en: "Run the language server: the balance, dose status and check's problems inside your "
                + "editor.",
            ja: "言語サーバーを動かします: 残量、投与の状況、check の問題をエディターの中に表示します。"),
        discussion: Localized(
            en: "Speaks the Language Server Protocol on standard input and output, for the Markdown files of a journal "
                + "(found from each file's folder, as --journal is): diagnostics as you type, kcal and dose hints at "
                + "the end of lines, hover, completion, quick fixes and an outline. Editors start it themselves; see "
                + "the README for Neovim, Helix, VS Code, Emacs and Zed. Hints and hovers are in the editor's language "
                + "when it says one, else in daybook's.",
            ja: "標準入出力で Language Server Protocol を話し、ジャーナルの Markdown ファイルを扱います(ジャーナル"
                + "は --journal と同じく各ファイルのフォルダーから探します)。入力中の診断、行末の kcal と投与の"
                + "ヒント、ホバー、補完、クイックフィックス、アウトラインを提供します。エディターが自分で起動"
                + "します。Neovim、Helix、VS Code、Emacs、Zed の設定は README を見てください。ヒントやホバーは"
                + "エディターが言語を伝えればその言語、なければ daybook の言語で表示します。"),
        options: [
            Option(
                "--stdio",
                help: Localized(
                    en: "Use standard input and output (the default; accepted because some "
                        + "editors pass it).",
                    ja: "標準入出力を使います(既定。渡すエディターがあるので受け付けます)。")),
            .journal,
            .now,
        ])

    static let completions = CommandSpec(
        name: "completions",
        abstract: Localized(
            en: "Print a completion script for bash, zsh or fish.",
            ja: "bash、zsh、fish の補完スクリプトを出力します。"),
        discussion: Localized(
            en: "The script completes subcommands, options and their values, dose names and aliases from the journal's "
                + "daybook.yaml and food names from its foods.yaml. 'scripts/install' puts it where each shell looks; "
                + "to try it in the running shell: 'source <(daybook completions bash)' in bash or zsh, 'daybook "
                + "completions fish | source' in fish.",
            ja: "サブコマンド、オプションとその値、ジャーナルの daybook.yaml にある投与の名前と別名、foods.yaml に"
                + "ある食品の名前を補完します。「scripts/install」が各シェルの探す場所に置きます。今のシェルで"
                + "試すには bash や zsh で「source <(daybook completions bash)」、fish で"
                + "「daybook completions fish | source」。"),
        arguments: [
            Argument(
                name: "shell", kind: .choice(CompletionShell.allCases.map(\.rawValue)),
                help: Localized(en: "bash, zsh or fish.", ja: "bash、zsh、fish のどれか。"))
        ])

    /// `daybook __complete doses|foods`: the journal's names for the completion scripts, one a line. Reads no more
    /// than the configuration.
    static let complete = CommandSpec(
        name: "__complete",
        abstract: Localized(
            en: "Print the journal's dose or food names for shell completion.",
            ja: "シェルの補完用に、ジャーナルの投与名か食品名を出力します。"),
        arguments: [
            Argument(
                name: "kind", kind: .choice(CompletionValues.allCases.map(\.rawValue)),
                help: Localized(en: "doses or foods.", ja: "doses か foods。"))
        ],
        options: [.journal],
        isHidden: true)

    /// `daybook __manpage`: the man page, as kept in docs/daybook.1 (English) and docs/daybook.ja.1 (`--lang ja`).
    static let manPage = CommandSpec(
        name: "__manpage",
        abstract: Localized(en: "Print the man page in roff.", ja: "man ページを roff で出力します。"),
        isHidden: true)

    static let all = [
        status, watch, add, dose, learn, edit, check, report, calendar, export, importGlucose, resolve,
        consent, initialize, lsp, completions, complete, manPage,
    ]

    /// What help, the man page and completion list.
    static var visible: [CommandSpec] { all.filter { !$0.isHidden } }

    static func named(_ name: String) -> CommandSpec? {
        all.first { $0.name == name }
    }
}
