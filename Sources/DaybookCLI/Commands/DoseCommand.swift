import DaybookCore

/// `daybook dose NAME AMOUNT`: a dose line, refused (exit 3) when the day's doses are already complete.
enum DoseCommand: Command {
    struct Options: EntryOptions {
        let time = OptionKey.time
        let again = OptionKey(
            flag: "--again",
            help: Localized(
                en: "Log it even though the day's doses are complete.",
                ja: "その日の投与が済んでいても記録します。"))
        let later = OptionKey.later
        let date = OptionKey.date(
            Localized(
                en: "The journal day to log the dose on (default: today).",
                ja: "投与を記録するジャーナル日(既定: 今日)。"))
        let journal = OptionKey.journal
        let now = OptionKey.now

        var keys: [any DeclaredOption] { [time, again, later, date, journal, now] }
    }

    static let spec = CommandSpec(
        name: "dose",
        abstract: Localized(
            en: "Log a dose, refusing one that would exceed the dose's per_day.",
            ja: "投与を記録します。per_day を超える投与は断ります。"),
        discussion: Localized(
            en: "Appends '- HH:MM NAME AMOUNTu ^ID' (ID: a new write id). If the day already has per_day doses of "
                + "it, nothing is written: daybook names the earlier dose and exits 3. A dose this machine wrote that a sync tool took away "
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
            CommandSpec.Argument(
                name: "name", kind: .dose,
                help: Localized(
                    en: "The dose or one of its aliases, e.g. long, tresiba, 持効.",
                    ja: "投与の名前か別名(例: long、tresiba、持効)。")),
            CommandSpec.Argument(
                name: "amount", kind: .text,
                help: Localized(en: "Units, e.g. 12 or 12u.", ja: "単位数(例: 12 や 12u)。")),
        ],
        options: Options())

    static func run(_ invocation: Invocation<DoseCommand>, host: Host) throws(CommandFailure) -> Int32 {
        guard invocation.arguments.count == 2 else {
            throw .usage(.doseAndAmount, command: invocation.command)
        }
        let writing = try EntryWriting(invocation, host: host)
        let written = invocation.arguments[0]
        guard writing.config.dose(matching: written) != nil else {
            let known = writing.config.doses.map { dose in
                dose.aliases.isEmpty
                    ? dose.name
                    : "\(dose.name) (\((dose.aliases.prefix(4) + (dose.aliases.count > 4 ? ["…"] : [])).joined(separator: ", ")))"
            }
            throw .usage(.unknownDose(written, doses: known), command: invocation.command)
        }
        let units = try amount(invocation.arguments[1], command: invocation.command)
        let line = "- \(writing.time) \(written) \(Format.units(units))"
        let entry = try writing.validate(line)
        try writing.refuseLater(entry, later: invocation.later, command: invocation.command)
        let appended = try writing.write(line, reading: entry, again: invocation.again)
        host.writeOut(writing.report(appended))
        return 0
    }

    /// `12`, `12u`, `12.5`, `12 units`, `12単位`: more than 0 and at most `Bounds.maximumDoseUnits`.
    private static func amount(_ text: String, command: CommandSpec) throws(CommandFailure) -> Double {
        var number = Substring(text.trimmingCharacters(in: " "))
        let units = Bounds.insulinUnitWords.sorted { $0.count > $1.count }
        for unit in units where number.lowercased().hasSuffix(unit) {
            number = number.dropLast(unit.count)
            break
        }
        guard let value = PlainDecimal.value(String(number).trimmingCharacters(in: " ")) else {
            throw .usage(.notAnAmount(text), command: command)
        }
        guard value > 0, value <= Bounds.maximumDoseUnits else {
            throw .usage(.doseOutOfRange(text), command: command)
        }
        return value
    }
}
