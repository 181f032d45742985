import DaybookCore
import DaybookPlatform

/// `daybook show`: one day as a person reads a food diary — its entries in the day's order, grouped by meal, each
/// item with its kcal and where the number came from; the doses and where they stand; what was not counted and
/// why; the totals last.
enum ShowCommand: Command {
    struct Options: DayOptions {
        let json = OptionKey(
            flag: "--json",
            help: Localized(
                en: "The same day as one JSON object, for scripts.",
                ja: "同じ日を JSON オブジェクト 1 つで出力します(スクリプト向け)。"))
        let date = OptionKey.date(
            Localized(
                en: "The journal day to show as a diary (default: today).",
                ja: "日記として表示するジャーナル日(既定: 今日)。"))
        let journal = OptionKey.journal
        let now = OptionKey.now

        var keys: [any DeclaredOption] { [json, date, journal, now] }
    }

    static let spec = CommandSpec(
        name: "show",
        abstract: Localized(
            en: "Show the day as a food diary: each meal and item with its kcal and where it came from.",
            ja: "その日を食事の日記として表示します: 食事と品目ごとの kcal とその出どころ。"),
        discussion: Localized(
            en: "Entries in the day's order, grouped by meal (a heading when the slot changes), each item with its "
                + "kcal and its source in words: written (the kcal is in the line), your foods (foods.yaml), your "
                + "history (the same food written with kcal before), table (the built-in table), estimate (this "
                + "machine's estimator) or guess (the slot's guess). Then doses and glucose readings in their "
                + "place, each scheduled dose's status, what was not counted and why, and the day's totals. The "
                + "numbers are status's. In a terminal, long items are cut to fit the width.",
            ja: "記録をその日の順に、食事ごとにまとめて(区分が変わるところに見出し)表示します。品目ごとに kcal と"
                + "出どころを言葉で示します: 記入(行に kcal が書いてある)、自分の食品(foods.yaml)、自分の記録"
                + "(同じ食品を前に kcal 付きで書いた)、内蔵の表、推定(このマシンの推定器)、推測(区分の guess)。"
                + "続けて投与と血糖値をその位置に、予定の投与それぞれの状況、数えなかったものとその理由、その日の"
                + "合計を表示します。数値は status と同じです。端末では長い品目を幅に合わせて切ります。"),
        options: Options())

    static func run(_ invocation: Invocation<ShowCommand>, host: Host) throws(CommandFailure) -> Int32 {
        let session = try Session(invocation, host: host)
        let pipeline = StatusPipeline(
            fileSystem: host.fileSystem, location: session.location,
            listingCache: session.listingCache, writtenLines: session.writtenLines)
        let summary = pipeline.run(
            date: session.requestedDate, now: session.now,
            estimation: Estimation(host: host, asksExternal: true), glucose: false
        ).summary
        if invocation.json {
            host.writeOut(ShowJSON.render(summary).text + "\n")
        } else {
            host.writeOut(
                ShowText.render(
                    summary, width: host.stdoutIsTerminal ? Terminal.width() : nil, path: session.displayPath,
                    style: Style(host: host), language: host.language))
        }
        return 0
    }
}
