import DaybookCore

extension CommandSpec {
    static let importGlucose = CommandSpec(
        name: "import",
        abstract: Localized(
            en: "Import glucose readings from Nightscout, LibreView or Dexcom Clarity exports into the "
                + "journal.",
            ja: "Nightscout、LibreView、Dexcom Clarity のエクスポートから血糖値をジャーナルに"
                + "取り込みます。"),
        discussion: Localized(
            en: "Reads each FILE — Nightscout entries as JSON, a LibreView glucose CSV or a Dexcom Clarity CSV, told "
                + "apart by their contents — and appends the readings to glucose/YYYY-MM.csv in the journal (local "
                + "time, mg/dL, source), one write per month's file. Readings already there are not added again, so "
                + "importing the same file twice adds nothing. A row that cannot be read is reported with its line and "
                + "the rest is imported; a file that cannot be read as a whole gives no readings at all. Exits 1 when "
                + "anything was reported as an error.",
            ja: "FILE ごとに中身から形式(Nightscout の entries の JSON、LibreView の血糖 CSV、Dexcom Clarity の "
                + "CSV)を見分けて読み、血糖値をジャーナルの glucose/YYYY-MM.csv に追記します(現地時刻、mg/dL、"
                + "出どころ)。月のファイルごとに 1 回の書き込みです。すでにある値は加えないので、同じファイルを 2 回"
                + "取り込んでも何も増えません。読めない行はその行を示して報告し、残りは取り込みます。ファイル全体が"
                + "読めなければ何も取り込みません。エラーを報告したときは終了コード 1 で終わります。"),
        arguments: [
            Argument(
                name: "kind", kind: .choice(["glucose"]),
                help: Localized(en: "What to import: glucose.", ja: "取り込むもの: glucose。")),
            Argument(
                name: "file", kind: .path,
                help: Localized(en: "One or more export files.", ja: "エクスポートしたファイル(1 つ以上)。"),
                isVariadic: true),
        ],
        options: [.journal, .now])

    /// `report --glucose-profile`.
    static let glucoseProfileOption = Option(
        "--glucose-profile",
        help: Localized(
            en: "With text: glucose by time of day instead of the days, the 5th, 25th, 50th, 75th and 95th "
                + "percentiles of each hour over the period.",
            ja: "text で、日ごとの代わりに時間帯ごとの血糖値を表示します。期間中の各時間の 5・25・50・"
                + "75・95 パーセンタイルです。"))
}
