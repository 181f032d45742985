import DaybookCore

/// What `daybook init` writes, commented in the language daybook speaks; the settings themselves are the same.
enum InitTemplates {
    static let config = Localized(
        en: """
            # daybook settings. Every key is optional; the values below are the defaults.
            # The journal format: ~/.local/share/doc/daybook/FORMAT.md (where scripts/install puts it), or
            # docs/FORMAT.md in daybook's source.

            # kcal per day. A day's front matter ('target: 1500') overrides it for that day.
            target: 2000

            # Entries before this time belong to the previous day's log (a snack at 01:00 after a late shift).
            day_starts: "04:00"

            # kcal counted for a food no source knows, by slot; 'other' is for entries without a slot.
            guess: {breakfast: 400, lunch: 600, dinner: 700, snack: 200, other: 300}

            # The doses you log. A dose with 'per_day' is scheduled: daybook says whether it is due, taken, missed or
            # taken twice. 'window' is when it is due, e.g. window: "22:00-23:00"; without one it is due all day.
            # 'long' and 'rapid' know the usual insulin names (Lantus, ランタス, Tresiba, トレシーバ, Humalog, ヒューマログ,
            # NovoRapid, ノボラピッド, ...: docs/FORMAT.md); 'aliases+: [name]' adds one, 'aliases: [...]' replaces them.
            doses:
              long:  {per_day: 1}
              rapid: {}

            """,
        ja: """
            # daybook の設定。どのキーも省けます。下の値は既定値です。
            # ジャーナルの書き方: ~/.local/share/doc/daybook/FORMAT.md(scripts/install が置く場所)、
            # または daybook のソースの docs/FORMAT.md。

            # 1 日の kcal の目標。その日のフロントマター(「target: 1500」)があればその日はそちらを使います。
            target: 2000

            # この時刻より前の記録は前日の分になります(遅番のあとの 1 時の間食など)。
            day_starts: "04:00"

            # どの情報源も知らない食品に数える kcal(食事の区分ごと)。「other」は区分のない記録の分です。
            guess: {breakfast: 400, lunch: 600, dinner: 700, snack: 200, other: 300}

            # 記録する投与。「per_day」のある投与は予定の投与になり、まだか・済みか・打ち忘れか・2 回打ったかを
            # daybook が知らせます。「window」は打つ時間帯です(例: window: "22:00-23:00")。なければ 1 日中です。
            # 「long」と「rapid」はよくあるインスリンの名前を知っています(ランタス、Lantus、トレシーバ、Tresiba、
            # ヒューマログ、Humalog、ノボラピッド、NovoRapid など: docs/FORMAT.md)。「aliases+: [名前]」で名前を
            # 足し、「aliases: [...]」で置き換えます。
            doses:
              long:  {per_day: 1}
              rapid: {}

            """)

    static let foods = Localized(
        en: """
            # Your own foods. Either 'name: kcal per unit', or a mapping with any of kcal (per unit), kcal_per_100g,
            # kcal_per_100ml and aliases. A name matches as written (any case), as an English singular ('alforts'),
            # or inside a longer item ('iced latte' finds 'latte').
            alfort: {aliases: [アルフォート], kcal: 55}
            rice: {aliases: [ごはん, ご飯], kcal: 234, kcal_per_100g: 156}
            latte: 150

            """,
        ja: """
            # あなたの食品表。「名前: 1 個あたりの kcal」か、kcal(1 個あたり)、kcal_per_100g、kcal_per_100ml、
            # aliases(別名)を書いたマッピングです。名前は書いたとおり(大文字小文字は問わず)、英語の単数形
            # (「alforts」)、長い品目の中(「iced latte」は「latte」に当たる)でも見つかります。
            alfort: {aliases: [アルフォート], kcal: 55}
            rice: {aliases: [ごはん, ご飯], kcal: 234, kcal_per_100g: 156}
            latte: 150

            """)
}
