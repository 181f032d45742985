import DaybookCore

/// `daybook resolve [--dry-run] [--forget-lost]`: folds conflict copies, removes git conflict markers, and appends
/// again the lines this machine wrote that a sync tool took away (or forgets them).
enum ResolveCommand: Command {
    struct Options: JournalOptions {
        let dryRun = OptionKey(
            flag: "--dry-run",
            help: Localized(
                en: "Say what would be done, and do nothing.",
                ja: "何をするかを表示するだけで、何もしません。"))
        let forgetLost = OptionKey(
            flag: "--forget-lost",
            help: Localized(
                en: "Stop reporting the lines this machine wrote that are gone, "
                    + "instead of appending them again (they were removed on "
                    + "purpose).",
                ja: "このマシンが書いてなくなった行を、もう一度追記する代わりに"
                    + "報告しないようにします(わざと消した場合)。"))
        let again = OptionKey(
            flag: "--again",
            help: Localized(
                en: "Append a lost dose line even though its day's doses are complete.",
                ja: "その日の投与が済んでいても、なくなった投与の行を追記します。"))
        let estimates = OptionKey(
            flag: "--estimates",
            help: Localized(
                en: "Instead, re-pin the built-in table's estimates that its current values change, for the items of "
                    + "the last --days days (with --dry-run: list them and the kcal they change).",
                ja: "代わりに、内蔵の表の現在の値で変わる推定を、直近 --days 日間の品目について固定し直します"
                    + "(--dry-run なら一覧と変わる kcal を表示するだけ)。"))
        let days = OptionKey(
            "--days", "n", .count(1...PeriodRequest.maximumDays),
            help: Localized(
                en: "With --estimates: the n days ending today (default: \(ResolveCommand.defaultEstimateDays)).",
                ja: "--estimates と: 今日で終わる n 日間(既定: \(ResolveCommand.defaultEstimateDays))。"),
            parse: { Int($0) })
        let journal = OptionKey.journal
        let now = OptionKey.now

        var keys: [any DeclaredOption] { [dryRun, forgetLost, again, estimates, days, journal, now] }
    }

    /// The days `--estimates` looks at without `--days`: a clinic's usual period.
    static let defaultEstimateDays = 90

    static let spec = CommandSpec(
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
                + "is in a linked folder or has other names (hard links) is left alone with a warning. With "
                + "--estimates it does none of this: the built-in table's estimates pinned earlier keep past days as "
                + "they were, and it lists those a newer table gives differently for the items of the last --days "
                + "days, then re-pins them (the log keeps both records; the re-pin names the pin it replaces).",
            ja: "衝突コピーにあって元のファイルにない行を、各行がコピーの中と同じように読まれるなら元のファイルに"
                + "追記し、コピーは .daybook/backup/ に移します。そう読まれない行(元のファイルにある記録の下に"
                + "入れ子になった品目など)のあるコピーは、警告を出してそのままにします。git の衝突マーカー"
                + "(status と check が数えるもの)は、ファイルの前の版を .daybook/backup/ に保存してから、両側の"
                + "行を残して(両側にある行は 1 回)取り除きます。daybook がファイルを書き換えるのはこのときだけで、"
                + "頼まれたときだけです。このマシンが書いたのにその日からなくなった行(同期ツールが古いコピーを"
                + "戻した)はもう一度追記します。ただし投与の行は dose が書く場合だけです(その日にすでに per_day "
                + "回あれば、--again を付けない限り書きません)。シンボリックリンクのファイル、リンクされたフォルダーの中のファイル、"
                + "別名(ハードリンク)のあるファイルは、警告を出してそのままにします。--estimates のときはこのどれも"
                + "せず、以前に固定した内蔵の表の推定(過去の日をそのままに保つもの)のうち、新しい表では値が変わる"
                + "ものを直近 --days 日間の品目について一覧にし、固定し直します(記録には両方が残り、固定し直した"
                + "方が置き換える固定を示します)。"),
        options: Options())

    static func run(_ invocation: Invocation<ResolveCommand>, host: Host) throws(CommandFailure) -> Int32 {
        let session = try Session(invocation, host: host)
        if invocation.estimates {
            return try repinning(
                session, days: invocation.days ?? defaultEstimateDays, dryRun: invocation.dryRun)
        }
        let config = JournalReader(fileSystem: host.fileSystem).readConfig(session.location).0
        let actions = ConflictResolution.plan(session.location, fileSystem: host.fileSystem, ignoring: config.ignore)
        let lost = lostLines(session, config: config)
        let language = host.language
        guard !actions.isEmpty || !lost.lines.isEmpty else {
            host.writeOut(ResolveWords.nothingToResolve.text(language) + "\n")
            return 0
        }
        let forget = invocation.forgetLost
        if invocation.dryRun {
            let described =
                actions.map { VisibleText.escapedLines(ConflictResolution.describe($0).text(language)) }
                + lost.lines.map { record in
                    let line = VisibleText.escaped(record.line)
                    return
                        (forget
                        ? ResolveWords.wouldForget(what(record, session), line: line)
                        : .wouldAppend(what(record, session), line: line)).text(language)
                }
            host.writeOut(described.joined(separator: "\n") + "\n")
            return 0
        }
        do {
            try ConflictResolution.prepare(actions, in: session.location, fileSystem: host.fileSystem)
        } catch {
            let isLink = if case .symbolicLink = error.reason { true } else { false }
            throw .runtime(
                .cannotResolve(
                    path: error.path, reason: error.reasonText, backupIsLink: isLink,
                    backupFolder: ConflictResolution.backupFolder))
        }
        let (now, second) = host.wallTime()
        let stamp = Timestamp(now, second: second).compact
        do {
            try ConflictResolution.apply(actions, in: session.location, fileSystem: host.fileSystem, stamp: stamp) {
                host.writeOut(VisibleText.escapedLines($0.text(language)) + "\n")
            }
        } catch {
            throw .runtime(.cannotFinishResolving(path: error.path, reason: error.reasonText))
        }
        if forget {
            try forgetting(lost, session: session)
        } else {
            try restoring(lost, session: session, again: invocation.again)
        }
        return 0
    }

    /// The lines this machine wrote that their days no longer hold, with what is needed to put them back.
    private struct Lost {
        var lines: [WrittenLine] = []
        var written: WrittenLines?
        var config: Config
    }

    private static func lostLines(_ session: Session, config: Config) -> Lost {
        guard let written = WrittenLines(session, config: config) else { return Lost(config: config) }
        let records = written.log.records(today: written.today)
        guard !records.isEmpty else { return Lost(written: written, config: config) }
        let journal = JournalReader(fileSystem: session.host.fileSystem)
            .read(session.location, selection: .dates(Array(Set(records.map(\.day))).sorted()))
        return Lost(lines: written.lost(in: journal), written: written, config: config)
    }

    /// Appends each lost line to its day again, through the same writer as `add` (so never through a link, and
    /// only where the reader reads it as a line of its day), unless it is back by the time the day's file is locked.
    /// A dose line is guarded as `dose` guards it (`DoseGuard`), unless `again`: the day may have its doses already.
    /// A line the writer refuses is named with the reason, and left lost.
    private static func restoring(_ lost: Lost, session: Session, again: Bool) throws(CommandFailure) {
        let writer = JournalWriter(fileSystem: session.host.fileSystem, location: session.location, config: lost.config)
        let back = JournalMessage.nothingToWrite.localized
        for record in lost.lines {
            let appended: JournalWriter.Appended
            do {
                appended = try writer.append(record.line, to: record.day) { journal in
                    if LostLines.find([record], in: journal).isEmpty { return back }
                    return again
                        ? nil
                        : DoseGuard.refusal(restoring: record.line, in: journal, day: record.day, now: session.now)
                }
            } catch {
                guard case .refused(let reason) = error else { throw CommandFailure(error) }
                if reason != back {
                    let line = VisibleText.escaped(record.line)
                    let said = ResolveWords.notAppended(what(record, session), line: line, reason: reason)
                    session.host.writeOut(said.text(session.host.language) + "\n")
                }
                continue
            }
            let what = ResolveWords.writtenLine(
                date: record.written.date, time: record.written.time,
                file: "\(session.displayPath(appended.file)):\(appended.line)")
            session.host.writeOut(
                ResolveWords.appended(what.localized, line: VisibleText.escaped(record.line))
                    .text(session.host.language) + "\n")
        }
    }

    /// Drops the lost lines from this machine's log: they were removed on purpose.
    private static func forgetting(_ lost: Lost, session: Session) throws(CommandFailure) {
        guard let written = lost.written, !lost.lines.isEmpty else { return }
        do {
            try written.log.forget(lost.lines, today: written.today)
        } catch {
            throw .runtime(.cannotForget(path: error.path, reason: error.reasonText))
        }
        for record in lost.lines {
            session.host.writeOut(
                ResolveWords.forgot(what(record, session), line: VisibleText.escaped(record.line))
                    .text(session.host.language) + "\n")
        }
    }

    /// `--estimates`: the pins the built-in table would change in the last `days` days, re-pinned unless `dryRun`.
    /// The re-pins go through the pin log's locked append, so a device that re-pinned meanwhile keeps its own.
    private static func repinning(_ session: Session, days: Int, dryRun: Bool) throws(CommandFailure) -> Int32 {
        let host = session.host
        let language = host.language
        let config = JournalReader(fileSystem: host.fileSystem).readConfig(session.location).0
        let today = config.dayBoundary.journalDate(of: session.now)
        guard let period = Period(days: days, endingOn: today) else { return 0 }
        let resolved = ResolvedJournal(session, host: host) { _ in .range(period.first...period.last) }
        let changes = TablePinChange.find(in: resolved.days, pinned: resolved.journal.pinned)
        guard !changes.isEmpty else {
            host.writeOut(ResolveWords.noTableChanges(days: days).text(language) + "\n")
            return 0
        }
        for change in changes {
            host.writeOut(describe(change, days: days).text(language) + "\n")
        }
        if dryRun {
            host.writeOut(ResolveWords.repinHint.text(language) + "\n")
            return 0
        }
        let at = Estimation(host: host).pinTime()
        do {
            _ = try PinnedEstimates.save(
                changes.map { $0.repin(at: at) }, lessons: [], in: session.location, fileSystem: host.fileSystem)
        } catch {
            guard case .fileSystem(let failure) = error else { throw CommandFailure(error) }
            throw .runtime(.cannotRepin(path: failure.path, reason: failure.reasonText))
        }
        host.writeOut(ResolveWords.repinned(changes.count).text(language) + "\n")
        return 0
    }

    private static func describe(_ change: TablePinChange, days: Int) -> ResolveWords {
        func values(_ values: KcalValues) -> String {
            var parts: [String] = []
            if let kcal = values.perUnit { parts.append(Format.number(roundedTenth(kcal)) + " kcal") }
            if let kcal = values.per100g { parts.append(Format.number(roundedTenth(kcal)) + " kcal/100 g") }
            if let carbs = values.carbs.perUnit { parts.append(Format.number(roundedTenth(carbs)) + "g carbs") }
            return parts.joined(separator: ", ")
        }
        var sums = Format.whole(change.kcal.pinned) + " → " + Format.whole(change.kcal.table) + " kcal"
        if change.carbs.pinned != change.carbs.table {
            let pinned = change.carbs.pinned.map { Format.number($0) + "g" } ?? "?g"
            let table = change.carbs.table.map { Format.number($0) + "g" } ?? "?g"
            sums += ", " + pinned + " → " + table + " carbs"
        }
        return .tableChange(
            item: VisibleText.escaped(change.example), key: VisibleText.escaped(change.pin.key),
            pinned: values(change.pin.values), table: values(change.table), items: change.items, days: days,
            sums: sums)
    }

    private static func roundedTenth(_ value: Double) -> Double { (value * 10).rounded() / 10 }

    /// "the line this machine wrote at 2026-11-29 12:30 to 2026/11/2026-11-29.md"
    private static func what(_ record: WrittenLine, _ session: Session) -> Localized {
        ResolveWords.writtenLine(
            date: record.written.date, time: record.written.time,
            file: session.displayPath(record.file)
        ).localized
    }
}
