import DaybookCore

/// `daybook status`: the kcal left and the dose status of one day, as text, JSON or a status-bar line.
enum StatusCommand: Command {
    struct Options: DayOptions, FormatOptions {
        let format = OptionKey(
            "--format", "format", choosing: StatusFormat.self,
            help: Localized(
                en: "text (default), json, line (one short line), tmux (with #[fg=…] colours), waybar (a JSON "
                    + "object for a custom module) or i3blocks (exits 33 when a dose is missed or doubled, today "
                    + "or yesterday, or there are errors).",
                ja: "text(既定)、json、line(短い 1 行)、tmux(#[fg=…] の色付き)、waybar(カスタムモジュール用の "
                    + "JSON オブジェクト)、i3blocks(今日か昨日に打ち忘れや重複があるとき、またはエラーがあるとき"
                    + "終了コード 33)。"))
        let json = OptionKey.json
        let date = OptionKey.date(Localized(en: "The journal day to show (default: today).", ja: "表示するジャーナル日(既定: 今日)。"))
        let journal = OptionKey.journal
        let now = OptionKey.now

        var keys: [any DeclaredOption] { [format, json, date, journal, now] }
    }

    static let spec: CommandSpec = {
        let options = Options()
        return CommandSpec(
            name: "status",
            abstract: Localized(
                en: "Show the kcal left today and where today's doses stand.",
                ja: "今日の残り kcal と、今日の投与の状況を表示します。"),
            discussion: Localized(
                en:
                    "Reads only the files of the day and the day before, plus undated files. A '≈' marks a balance that "
                    + "includes estimated or guessed kcal, a '?' one that lacks a file that could not be read (its doses "
                    + "are then 'unknown', not missed); '⚠ N' in the status-bar formats counts errors. When status cannot "
                    + "run, the status-bar formats still print their line or object, saying why.",
                ja: "読むのはその日と前日のファイル、それに日付のないファイルだけです。「≈」は推定や推測の kcal を含む"
                    + "残量、「?」は読めなかったファイルがある日の残量です(その日の投与は打ち忘れではなく「不明」に"
                    + "なります)。ステータスバー用の形式では「⚠ N」がエラーの数です。status を実行できないときも、"
                    + "ステータスバー用の形式は理由を書いた 1 行かオブジェクトを出力します。"),
            options: options,
            exclusions: [.jsonOrFormat(options.format)])
    }()

    static func run(_ invocation: Invocation<StatusCommand>, host: Host) throws(CommandFailure) -> Int32 {
        let format = invocation.format(StatusFormat.text)
        do {
            let session = try Session(invocation, host: host)
            let pipeline = StatusPipeline(
                fileSystem: host.fileSystem, location: session.location,
                listingCache: session.listingCache, writtenLines: session.writtenLines)
            // Status bars run this every few seconds: they show what is pinned and never wait for an estimator. They
            // do show a recent glucose reading.
            let asks = format == .text || format == .json
            let summary = pipeline.run(
                date: session.requestedDate, now: session.now,
                estimation: Estimation(host: host, asksExternal: asks), glucose: true
            ).summary
            host.writeOut(
                format.render(
                    summary, path: session.displayPath, style: Style(host: host),
                    language: host.language))
            return format.exitCode(summary)
        } catch {
            // A bar shows what it is given: a line saying what is wrong, rather than nothing.
            guard let bar = format.bar else { throw error }
            host.writeOut(bar.render(error, language: host.language))
            host.writeError(error.message(host.language))
            return bar.exitCode(error)
        }
    }
}
