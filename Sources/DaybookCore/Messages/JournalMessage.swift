/// What reading the journal's files says: front matter, headings, lines that belong to no day, files that cannot
/// be read, conflict copies and markers, unsafe names, lines a sync tool took away. In both languages.
public enum JournalMessage: Localizable, Hashable {
    // MARK: Front matter
    case frontMatterNotMapping
    case frontMatterDate(found: YAMLNode.Kind)
    case frontMatterNeverClosed
    case closeFrontMatter
    case frontMatterDateDiffers(stated: LocalDate, named: LocalDate)
    case renameFileOrFixDate
    case targetNeedsDay
    case addDateOrNameFile

    // MARK: Lines and headings
    case invalidUTF8(byte: Int)
    case saveAsUTF8
    case entryHasNoDay
    case putUnderDateHeading
    case entryTooLong(limit: Int)
    case splitEntry
    case moreProblemsOnLine(count: Int)
    case fixAboveOrSplitLine
    case tooManyEntries(date: LocalDate, limit: Int)
    case splitTheFile
    case moreEntriesWithoutDay(count: Int)
    case headingInOtherLog(heading: LocalDate, log: LocalDate)
    case moveLinesToLog(date: LocalDate)
    case headingNotDate(written: String, log: LocalDate)
    case writeRealDate(example: LocalDate)
    case headingNotDateUncounted(written: String)
    case writeRealDateToCount
    case gitConflict(from: Int, to: Int?)
    case resolveGitConflict
    case blockNeverClosed(opener: String, line: Int)
    case closeBlock(opener: String, closer: String)
    case hiddenInsulin(opener: String, line: Int)
    case taskBoxUnclear(written: String)
    case tickOrEmptyTheBox
    case twoTimes(first: String, second: String)
    case keepOneTime

    // MARK: Files
    case cannotReadFolder(reason: Localized)
    case fixFolderPermissions
    case linkLeavesJournal
    case followLinksOutside
    case cannotRead(reason: Localized)
    case dayFileUnreadable(tooLarge: Bool)
    case pinsRefused(reason: Localized)
    case makePinsPlainFile
    case pinsUnusedUntilReadable
    case defaultsApplyUntilReadable
    case glucoseUncountedUntilReadable
    case conflictCopy(original: String, added: Int)
    case settingsConflictCopy(original: String, added: Int, listed: [String])
    case resolveToFold(original: String)
    case pinLogConflictCopy(original: String, pins: Int)
    case resolveBeforeDeletingPins(original: String)
    case sameDayTwice(day: LocalDate, first: String)
    case keepOneFilePerDay
    case sameFileTwice(first: String)
    case removeTheOtherName
    case unsafeName(folder: String?, problem: UnsafeName)
    case renameSafely(old: String, new: String)

    // MARK: Writing
    case nothingToWrite

    // MARK: Lost lines
    case lostLine(date: LocalDate, time: TimeOfDay, line: String)
    case lostLineResolve

    // MARK: Times
    /// `date` and `time`: the moment the dose is written for (a time before day_starts is the night after its log's
    /// date); the log's date when it has no time.
    case doseLaterThanNow(date: LocalDate, time: TimeOfDay?, now: LocalDateTime)
    case moveLaterDose(dayStarts: TimeOfDay)
    case fixLaterDoseTime
    /// `- 00:30 lantus 12u` in the next day's log, past on that log's date (`written`) but read as the night after
    /// it (`readAs`): the dose may be `date`'s.
    case doseInNextDayLog(dose: String, written: LocalDateTime, readAs: LocalDateTime, date: LocalDate)
    case moveDoseToDayBefore(date: LocalDate, dayStarts: TimeOfDay)

    /// What is wrong with a name a program could take for an option.
    public enum UnsafeName: Hashable, Sendable {
        case startsWith(Character)
        case controlCharacters
    }

    public var localized: Localized {
        switch self {
        case .frontMatterNotMapping:
            return Localized(
                en: "front matter must be a mapping of keys to values; it is ignored",
                ja: "フロントマターはキーと値のマッピングにしてください。このフロントマターは無視します")
        case .frontMatterDate(let found):
            return Localized(
                en: "front matter 'date' must be YYYY-MM-DD, found \(found.localized.en)",
                ja: "フロントマターの「date」は YYYY-MM-DD にしてください(書かれているのは\(found.localized.ja))")
        case .frontMatterNeverClosed:
            return Localized(
                en: "'---' on the first line opens front matter that is never closed; the file is read "
                    + "as Markdown",
                ja: "1 行目の「---」で始まるフロントマターが閉じられていません。ファイルは Markdown として"
                    + "読みます")
        case .closeFrontMatter:
            return Localized(
                en: "close the front matter with a '---' line",
                ja: "フロントマターの終わりに「---」の行を書いてください")
        case .frontMatterDateDiffers(let stated, let named):
            return Localized(
                en: "front matter date \(stated) differs from the date in the file name (\(named)); the "
                    + "file name's date is used",
                ja: "フロントマターの日付 \(stated) がファイル名の日付(\(named))と違います。"
                    + "ファイル名の日付を使います")
        case .renameFileOrFixDate:
            return Localized(
                en: "rename the file or fix its 'date:'",
                ja: "ファイル名を変えるか「date:」を直してください")
        case .targetNeedsDay:
            return Localized(
                en: "'target' in front matter needs a day; it is ignored",
                ja: "フロントマターの「target」には日付が必要なため無視します")
        case .addDateOrNameFile:
            return Localized(
                en: "add 'date: YYYY-MM-DD' to the front matter, or name the file after its day",
                ja: "フロントマターに「date: YYYY-MM-DD」を書くか、ファイル名をその日の日付にしてください")
        case .invalidUTF8(let byte):
            return Localized(
                en: "invalid UTF-8 at byte \(byte) of the file; this line is skipped",
                ja: "ファイルの \(byte) バイト目が UTF-8 として読めないため、この行は飛ばします")
        case .saveAsUTF8:
            return Localized(en: "save the file as UTF-8", ja: "ファイルを UTF-8 で保存してください")
        case .entryHasNoDay:
            return Localized(en: "entry has no day", ja: "この記録がどの日のものか分かりません")
        case .putUnderDateHeading:
            return Localized(
                en: "put it under a date heading such as '## 2026-11-29', or name the file after its "
                    + "day, e.g. '2026-11-29.md'; a file that is not part of the journal can be left out "
                    + "with 'ignore:' in daybook.yaml",
                ja: "「## 2026-11-29」のような日付の見出しの下に書くか、ファイル名を日付にしてください"
                    + "(例: 「2026-11-29.md」)。ジャーナルではないファイルは daybook.yaml の"
                    + "「ignore:」で除外できます")
        case .entryTooLong(let limit):
            return Localized(
                en: "entry is longer than \(limit) bytes; not counted",
                ja: "記録が \(limit) バイトより長いため数えません")
        case .splitEntry:
            return Localized(en: "split it into several entries", ja: "いくつかの記録に分けてください")
        case .moreProblemsOnLine(let count):
            return Localized(
                en: "\(count) more problems on this line are not shown",
                ja: "この行の問題はほかに \(count) 件ありますが、表示しません")
        case .tooManyEntries(let date, let limit):
            return Localized(
                en: "more than \(limit) entries for \(date) in this file; the rest are not read",
                ja: "このファイルには \(date) の記録が \(limit) 件より多くあります。残りは読みません")
        case .splitTheFile:
            return Localized(
                en: "a day holds a few dozen entries; if these are real, split them over several files",
                ja: "一日の記録は数十件ほどです。本当に必要な記録なら、いくつかのファイルに分けてください")
        case .moreEntriesWithoutDay(let count):
            return Localized(
                en: "\(count) more entries in this file have no day and are not shown",
                ja: "このファイルには、どの日のものか分からない記録がほかに \(count) 件ありますが、表示しません")
        case .fixAboveOrSplitLine:
            return Localized(
                en: "fix the ones above, or split the line into shorter entries",
                ja: "上の問題を直すか、行を短い記録に分けてください")
        case .headingInOtherLog(let heading, let log):
            return Localized(
                en: "heading for \(heading) in the log of \(log); its entries count for \(log)",
                ja: "\(log) の記録に \(heading) の見出しがあります。その下の記録は \(log) に数えます")
        case .moveLinesToLog(let date):
            return Localized(en: "move those lines to the log of \(date)", ja: "それらの行を \(date) の記録に移してください")
        case .headingNotDate(let written, let log):
            return Localized(
                en: "heading '\(written)' is not a date; its entries count for \(log)",
                ja: "見出し「\(written)」は日付ではありません。その下の記録は \(log) に数えます")
        case .writeRealDate(let example):
            return Localized(
                en: "write a real date, e.g. '\(example)'",
                ja: "実在する日付を書いてください(例: 「\(example)」)")
        case .headingNotDateUncounted(let written):
            return Localized(
                en: "heading '\(written)' is not a date; the entries under it are not counted",
                ja: "見出し「\(written)」は日付ではないため、その下の記録は数えません")
        case .writeRealDateToCount:
            return Localized(
                en: "write a real date (YYYY-MM-DD): the entries count once it is one",
                ja: "実在する日付(YYYY-MM-DD)を書いてください。日付になれば記録を数えます")
        case .gitConflict(let from, let to):
            let lines =
                to.map { Localized(en: "lines \(from)–\($0)", ja: "\(from)〜\($0) 行目") }
                ?? Localized(en: "from line \(from)", ja: "\(from) 行目から")
            return Localized(
                en: "unresolved git conflict (\(lines.en)): entries on both sides are counted, those on "
                    + "both sides once",
                ja: "解決されていない git の衝突があります(\(lines.ja))。両側の記録を数え、"
                    + "両側にある記録は 1 回だけ数えます")
        case .resolveGitConflict:
            return Localized(
                en: "run 'daybook resolve', or resolve the conflict and remove the marker lines",
                ja: "「daybook resolve」を実行するか、衝突を解決してマーカーの行を消してください")
        case .blockNeverClosed(let opener, let line):
            return Localized(
                en: "\(opener) on line \(line) opens a block that is never closed: nothing after it in this file "
                    + "is read",
                ja: "\(line) 行目の \(opener) で始まるブロックが閉じられていないため、このファイルのそれより後ろは"
                    + "何も読みません")
        case .closeBlock(let opener, let closer):
            return Localized(
                en: "close it with \(closer) after its last line, or take out the \(opener) that opens it",
                ja: "最後の行の後に \(closer) を置いて閉じるか、始まりの \(opener) を消してください")
        case .hiddenInsulin(let opener, let line):
            return Localized(
                en: "this line about insulin is hidden by the \(opener) on line \(line), which is never closed: the "
                    + "dose it may be is unknown",
                ja: "このインスリンの行は、閉じられていない \(line) 行目の \(opener) に隠れて読まれません。この行が"
                    + "表すかもしれない投与は不明とします")
        case .taskBoxUnclear(let written):
            return Localized(
                en: "'\(written)' may mean done or not done; this line is not counted",
                ja: "「\(written)」は済みとも未とも読めるため、この行は数えません")
        case .tickOrEmptyTheBox:
            return Localized(
                en: "write [x] if it is done, or [ ] if it is not",
                ja: "済みなら [x]、まだなら [ ] と書いてください")
        case .twoTimes(let first, let second):
            return Localized(
                en: "two times at the start of this entry ('\(first)' and '\(second)'); it is not counted",
                ja: "この記録の始めに時刻が 2 つあります(「\(first)」と「\(second)」)。この記録は数えません")
        case .keepOneTime:
            return Localized(
                en: "keep the time it happened and take out the other",
                ja: "実際の時刻だけを残し、もう一方を消してください")
        case .cannotReadFolder(let reason):
            return Localized(en: "cannot read folder: \(reason.en)", ja: "フォルダーを読めません: \(reason.ja)")
        case .fixFolderPermissions:
            return Localized(
                en: "fix its permissions; its files are not counted",
                ja: "アクセス権を直してください。それまで中のファイルは数えません")
        case .linkLeavesJournal:
            return Localized(
                en: "symbolic link leads outside the journal; it is not followed and what it points to is not counted",
                ja: "このシンボリックリンクはジャーナルの外を指しています。たどらないので、指す先は数えません")
        case .followLinksOutside:
            return Localized(
                en: "move what it points to into the journal, or, if you trust it, set 'follow_links_outside: true' "
                    + "in ~/.config/daybook/config.yaml on this machine",
                ja: "指す先をジャーナルの中に移してください。信頼できるなら、このマシンの ~/.config/daybook/config.yaml "
                    + "に「follow_links_outside: true」と書いてください")
        case .cannotRead(let reason):
            return Localized(en: "cannot read: \(reason.en)", ja: "読めません: \(reason.ja)")
        case .dayFileUnreadable(let tooLarge):
            return tooLarge
                ? Localized(
                    en: "split it into smaller files, e.g. one a month; the rest of the journal still counts",
                    ja: "小さいファイルに分けてください(例: 1 か月に 1 つ)。ジャーナルのほかの部分は数えます")
                : Localized(
                    en: "fix the file's permissions or type; the rest of the journal still counts",
                    ja: "ファイルのアクセス権か種類を直してください。ジャーナルのほかの部分は数えます")
        case .pinsRefused(let reason):
            return Localized(
                en: "pinned estimates are not used or saved: \(reason.en)",
                ja: "固定した推定値を使わず、保存もしません: \(reason.ja)")
        case .makePinsPlainFile:
            return Localized(
                en: "make it a plain file (or delete it: daybook starts a new one)",
                ja: "普通のファイルにしてください(消しても構いません。daybook が新しく作ります)")
        case .pinsUnusedUntilReadable:
            return Localized(
                en: "until it can be read, pinned estimates are not used",
                ja: "読めるようになるまで、固定した推定値は使いません")
        case .defaultsApplyUntilReadable:
            return Localized(en: "until it can be read, defaults apply", ja: "読めるようになるまで既定値を使います")
        case .glucoseUncountedUntilReadable:
            return Localized(
                en: "until it can be read, its glucose readings are not counted",
                ja: "読めるようになるまで、このファイルの血糖値は数えません")
        case .conflictCopy(let original, let added):
            let en =
                added == 0
                ? "it adds no entries"
                : "\(added) \(added == 1 ? "entry" : "entries") found only in the copy \(added == 1 ? "is" : "are") "
                    + "counted"
            let ja = added == 0 ? "増える記録はありません" : "コピーにだけある記録 \(added) 件を数えます"
            return Localized(
                en: "Syncthing conflict copy of \(original): \(en)",
                ja: "\(original) の Syncthing の衝突コピーです。\(ja)")
        case .settingsConflictCopy(let original, let added, let listed):
            let more = added - listed.count
            let keys = listed.joined(separator: ", ")
            return added == 0
                ? Localized(
                    en: "Syncthing conflict copy of \(original); it adds nothing",
                    ja: "\(original) の Syncthing の衝突コピーです。増える設定はありません")
                : Localized(
                    en: "Syncthing conflict copy of \(original); its settings not in \(original) are used: "
                        + keys + (more > 0 ? " and \(more) more" : ""),
                    ja: "\(original) の Syncthing の衝突コピーです。\(original) にない設定を使います: "
                        + keys + (more > 0 ? " ほか \(more) 件" : ""))
        case .pinLogConflictCopy(let original, let pins):
            return Localized(
                en:
                    "Syncthing conflict copy of \(original): its \(pins) \(pins == 1 ? "record counts" : "records count") "
                    + "with the log's, and a sync tool deletes old copies, which would change pinned numbers",
                ja: "\(original) の Syncthing の衝突コピーです。記録 \(pins) 件もログの記録と一緒に使います。同期ツールは"
                    + "古いコピーを消すので、消えると固定した数値が変わります")
        case .resolveBeforeDeletingPins(let original):
            return Localized(
                en: "run 'daybook resolve' to fold it into \(original); deleting it after that changes no number",
                ja: "「daybook resolve」を実行すると \(original) にまとめます。その後は消してもどの数値も変わりません")
        case .resolveToFold(let original):
            return Localized(
                en: "run 'daybook resolve' to fold it into \(original)",
                ja: "「daybook resolve」を実行すると \(original) にまとめます")
        case .sameDayTwice(let day, let first):
            return Localized(
                en: "\(day) is also in \(first); both are read",
                ja: "\(day) は \(first) にもあります。両方を読みます")
        case .keepOneFilePerDay:
            return Localized(
                en: "keep one file per day, or make sure no entry is in both",
                ja: "1 日 1 ファイルにするか、同じ記録が両方に入らないようにしてください")
        case .sameFileTwice(let first):
            return Localized(
                en: "the same file as \(first) (one name is a link to the other); its entries are counted once",
                ja: "\(first) と同じファイルです(片方がもう片方へのリンク)。記録は 1 回だけ数えます")
        case .removeTheOtherName:
            return Localized(
                en: "remove the link if it was not meant to be in the journal",
                ja: "ジャーナルに置くつもりのないリンクなら消してください")
        case .unsafeName(let folder, let problem):
            let subject =
                folder.map { Localized(en: "its folder '\($0)'", ja: "フォルダー「\($0)」") }
                ?? Localized(en: "this name", ja: "この名前")
            let what: Localized
            switch problem {
            case .startsWith(let first):
                what = Localized(en: "starts with '\(first)'", ja: "は「\(first)」で始まっています")
            case .controlCharacters:
                what = Localized(en: "holds control characters", ja: "には制御文字が含まれています")
            }
            return Localized(
                en: "\(subject.en) \(what.en), so a program given it could take it for an option or a "
                    + "command; daybook never names a new file after it",
                ja: "\(subject.ja)\(what.ja)。渡されたプログラムがオプションやコマンドと取り違える"
                    + "おそれがあるため、daybook はこれにならって新しいファイルを名付けません")
        case .renameSafely(let old, let new):
            return Localized(
                en: "rename it in the journal folder, e.g. mv -- \(old) \(new)",
                ja: "ジャーナルのフォルダーで名前を変えてください(例: mv -- \(old) \(new))")
        case .nothingToWrite:
            return Localized(en: "nothing to write", ja: "書き込むものがありません")
        case .lostLine(let date, let time, let line):
            return Localized(
                en: "a line this machine wrote at \(date) \(time) is no longer in the file: \(line)",
                ja: "このマシンが \(date) \(time) に書いた行がファイルからなくなっています: \(line)")
        case .lostLineResolve:
            return Localized(
                en: "a sync tool may have put back an older copy: 'daybook resolve' appends the line "
                    + "again ('daybook resolve --forget-lost' if it was removed on purpose)",
                ja: "同期ツールが古いコピーを戻したのかもしれません。「daybook resolve」でその行を"
                    + "もう一度追記します(わざと消したのなら「daybook resolve --forget-lost」)")
        case .doseLaterThanNow(let date, let time, let now):
            let when = time.map { "\(date) \($0)" } ?? "\(date)"
            return Localized(
                en: "this dose is written for \(when), later than now (\(now.date) \(now.time)): it is not counted "
                    + "as taken until then",
                ja: "この投与は \(when) の記録で、今(\(now.date) \(now.time))より後です。その時刻までは投与済みに"
                    + "数えません")
        case .moveLaterDose(let dayStarts):
            return Localized(
                en: "a time before \(dayStarts) (day_starts) is the night after the day's date: if it was taken last "
                    + "night, move the line to the day before's log (or 'daybook dose … --date yesterday')",
                ja: "\(dayStarts)(day_starts)より前の時刻はその日付の夜(翌日の未明)です。昨夜打ったのなら、行を前の日の"
                    + "記録に移してください(または「daybook dose … --date yesterday」)")
        case .fixLaterDoseTime:
            return Localized(
                en: "it counts once its time comes; if it was taken already, write the time it was taken",
                ja: "その時刻になれば数えます。もう打ったのなら、打った時刻を書いてください")
        case .doseInNextDayLog(let dose, let written, let readAs, let date):
            return Localized(
                en: "this \(dose) dose is in \(written.date)'s log, which reads \(written.time) as \(readAs.date) "
                    + "\(readAs.time) (the night after); if it was taken at \(written.date) \(written.time), it is "
                    + "\(date)'s dose: until the line is moved, \(dose) is unknown on \(date)",
                ja: "この \(dose) の投与は \(written.date) の記録にあり、\(written.time) は \(readAs.date) "
                    + "\(readAs.time)(その日付の夜)と読みます。\(written.date) \(written.time) に打ったのなら "
                    + "\(date) の投与です。行を移すまで、\(date) の \(dose) は不明です")
        case .moveDoseToDayBefore(let date, let dayStarts):
            return Localized(
                en: "a time before \(dayStarts) (day_starts) belongs to the day before: move the line to \(date)'s "
                    + "log; if the dose is for the coming night, leave it",
                ja: "\(dayStarts)(day_starts)より前の時刻は前の日に属します。行を \(date) の記録に移してください。"
                    + "これからの夜の投与なら、そのままにしてください")
        }
    }
}
