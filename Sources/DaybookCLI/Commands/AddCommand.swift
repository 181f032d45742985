import DaybookCore
import DaybookPlatform

/// `daybook add TEXT…`: one entry at the end of the day's log, then what it counted.
enum AddCommand: Command {
    struct Options: EntryOptions {
        let time = OptionKey.time
        let slot = OptionKey(
            "--slot", "slot", choosing: Slot.self,
            help: Localized(
                en: "breakfast, lunch, dinner or snack.",
                ja: "breakfast(朝食)、lunch(昼食)、dinner(夕食)、snack(間食)のどれか。"))
        let again = OptionKey(
            flag: "--again",
            help: Localized(
                en: "Log a dose line even though the day's doses are complete.",
                ja: "その日の投与が済んでいても投与の行を書きます。"))
        let later = OptionKey.later
        let copy = OptionKey(
            "--copy", "day:meal", .text,
            help: Localized(
                en: "Append a meal of another day again, at --time or now: DAY:SLOT or DAY:HH:MM with any day --date "
                    + "takes, e.g. yesterday:breakfast or -2:07:30. Its doses are never copied.",
                ja: "別の日の食事をもう一度、--time か今の時刻で追記します: DAY:SLOT か DAY:HH:MM(DAY は --date と"
                    + "同じ書き方。例: yesterday:breakfast、-2:07:30)。その日の投与はコピーしません。"))
        let date = OptionKey.date(
            Localized(
                en: "The journal day to write to (default: today).",
                ja: "書き込むジャーナル日(既定: 今日)。"))
        let journal = OptionKey.journal
        let now = OptionKey.now

        var keys: [any DeclaredOption] { [time, slot, again, later, copy, date, journal, now] }
    }

    static let spec = CommandSpec(
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
            CommandSpec.Argument(
                name: "text", kind: .food,
                help: Localized(
                    en: "What was eaten or done, e.g. 'ramen, gyoza 6個', or '-'.",
                    ja: "食べたものやしたこと(例: 「ramen, gyoza 6個」)、または「-」。"),
                isRequired: false, isVariadic: true)
        ],
        options: Options())

    static func run(_ invocation: Invocation<AddCommand>, host: Host) throws(CommandFailure) -> Int32 {
        if let copy = invocation.copy { return try copyMeal(copy, invocation, host: host) }
        guard !invocation.arguments.isEmpty else { throw .usage(.missingArgument("text"), command: invocation.command) }
        let text = try entryText(invocation)
        let writing = try EntryWriting(invocation, host: host)
        // The parser has checked that --slot names a slot.
        let slot = invocation.slot
        // TEXT may bring its own time ("12:30 ramen"); otherwise --time or now.
        let line = NewEntryLine.line(
            text: text, slot: slot, time: writing.time,
            timeGiven: invocation.time != nil)
        let entry = try writing.validate(line)
        try writing.refuseLater(entry, later: invocation.later, command: invocation.command)
        // A dose line is guarded as `dose` guards it.
        let appended = try writing.write(line, reading: entry, again: invocation.again)
        host.writeOut(writing.report(appended))
        return 0
    }

    /// `--copy DAY:MEAL`: each of that meal's lines written again, at `--time` or now, each reported as `add`
    /// reports one; the whole meal is checked before anything is written.
    private static func copyMeal(_ text: String, _ invocation: Invocation<AddCommand>, host: Host)
        throws(CommandFailure) -> Int32
    {
        if let word = invocation.arguments.first {
            throw .usage(.unexpectedArgument(word), command: invocation.command)
        }
        guard let copy = MealCopy(text) else { throw .usage(.notAMealToCopy(text), command: invocation.command) }
        let writing = try EntryWriting(invocation, host: host)
        let today = writing.config.dayBoundary.journalDate(of: writing.session.now)
        let source = Session.date(copy.day, today: today)
        let day = JournalReader(fileSystem: host.fileSystem).read(writing.session.location, selection: .dates([source]))
            .day(source)
        let meal = copy.entries(in: day)
        guard !meal.isEmpty else { throw .runtime(.nothingToCopy(text, date: source)) }
        let lines = meal.map { entry in
            NewEntryLine.line(
                text: entry.text, slot: invocation.slot ?? entry.slot, time: writing.time, timeGiven: true)
        }
        var entries: [Entry] = []
        for line in lines {
            let entry = try writing.validate(line)
            try writing.refuseLater(entry, later: invocation.later, command: invocation.command)
            entries.append(entry)
        }
        for (line, entry) in zip(lines, entries) {
            host.writeOut(writing.report(try writing.write(line, reading: entry, again: invocation.again)))
        }
        return 0
    }

    /// The words after `add`, or one line from stdin for `-`.
    private static func entryText(_ invocation: Invocation<AddCommand>) throws(CommandFailure) -> String {
        var text = invocation.arguments.joined(separator: " ")
        if invocation.arguments == ["-"] {
            text = try StandardInputLine.read(command: invocation.command)
        }
        text = text.trimmingCharacters(in: " \t")
        // A line copied from a journal brings its list marker (`- 10:00 ramen`) and perhaps its write id
        // (`^k3m9x2`): add writes its own of both, so the copy is a write of its own.
        for marker in ["- ", "* ", "+ "] where text.hasPrefix(marker) {
            text = String(text.dropFirst(marker.count)).trimmingCharacters(in: " \t")
            break
        }
        text = WriteID.split(text).text
        guard !text.isEmpty else { throw .usage(.nothingToAdd, command: invocation.command) }
        guard !text.contains("\n") && !text.contains("\r") else {
            throw .usage(.entryIsOneLine, command: invocation.command)
        }
        return text
    }
}

extension String {
    func trimmingCharacters(in set: String) -> String {
        let characters = Set(set)
        var slice = Substring(self)
        while let first = slice.first, characters.contains(first) { slice.removeFirst() }
        while let last = slice.last, characters.contains(last) { slice.removeLast() }
        return String(slice)
    }
}
