/// Why the journal writer wrote nothing: a line it would append where the reader would not read it as a line of
/// its day, or a path the reader would not read as the day's log. In both languages.
public enum WriteMessage: Localizable, Hashable {
    case appendInsideCodeBlock(file: String, line: Int, fence: String)
    case appendInsideComment(file: String, line: Int)
    case appendInsideObsidianComment(file: String, line: Int)
    case appendInsideConflict(file: String, line: Int)
    case appendToOtherDaysLog(file: String, day: LocalDate, date: LocalDate)
    case singleFileHoldsOneDay(file: String, day: LocalDate, date: LocalDate)
    case appendNotRead(file: String, date: LocalDate)
    case appendPastDayLimit(file: String, date: LocalDate, limit: Int)
    case notReadAsLog(file: String, date: LocalDate, why: LogPathProblem)
    /// The reason alone, for a message that names the path itself.
    case logPath(LogPathProblem)

    /// Why the reader would not read a path as a day's log.
    public enum LogPathProblem: Hashable, Sendable {
        /// Two slashes in a row, or one at either end.
        case emptyPart
        /// A part that starts with a dot: hidden files and folders are never read.
        case hiddenPart(String)
        case notMarkdown
        /// The name holds no `YYYY-MM-DD`, or another date.
        case nameLacksDate
        case conflictCopy
        case ignored
    }

    public var localized: Localized {
        switch self {
        case .appendInsideCodeBlock(let file, let line, let fence):
            return Localized(
                en: "\(file) ends inside a code block opened on line \(line) (\(fence)), so a line added "
                    + "at its end would not be read as an entry. Nothing was written; close the block with "
                    + "a line \(fence) after its last line (or take out the line that opens it), then try "
                    + "again",
                ja: "\(file) は \(line) 行目で始まるコードブロック(\(fence))の中で終わっているため、末尾に"
                    + "加えた行は記録として読まれません。何も書いていません。最後の行の後に \(fence) だけの"
                    + "行を置いてブロックを閉じるか、ブロックを始める行を消してから、もう一度試してください")
        case .appendInsideComment(let file, let line):
            return Localized(
                en: "\(file) ends inside an HTML comment opened on line \(line) (<!--), hidden in every Markdown "
                    + "preview, so a line added at its end would not be read as an entry. Nothing was written; close "
                    + "the comment with --> after its last line (or take out the <!-- that opens it), then try again",
                ja: "\(file) は \(line) 行目で始まる HTML コメント(<!--)の中で終わっています。コメントは Markdown の"
                    + "プレビューに表示されず、末尾に加えた行は記録として読まれません。何も書いていません。最後の行の"
                    + "後に --> を置いてコメントを閉じるか、コメントを始める <!-- を消してから、もう一度試してください")
        case .appendInsideObsidianComment(let file, let line):
            return Localized(
                en: "\(file) ends inside an Obsidian comment opened on line \(line) (%%), hidden in Obsidian, so a "
                    + "line added at its end would not be read as an entry. Nothing was written; close the comment "
                    + "with %% after its last line (or take out the %% that opens it), then try again",
                ja: "\(file) は \(line) 行目で始まる Obsidian のコメント(%%)の中で終わっています。コメントは Obsidian "
                    + "に表示されず、末尾に加えた行は記録として読まれません。何も書いていません。最後の行の後に %% を"
                    + "置いてコメントを閉じるか、コメントを始める %% を消してから、もう一度試してください")
        case .appendInsideConflict(let file, let line):
            return Localized(
                en: "\(file) ends inside git conflict markers opened on line \(line), where a line added "
                    + "at its end would not be counted. Nothing was written; finish or take out the "
                    + "conflict markers by hand, then try again",
                ja: "\(file) は \(line) 行目で始まる git の衝突マーカーの中で終わっていて、末尾に加えた行は"
                    + "数えられません。何も書いていません。衝突マーカーを手で片付けてから、もう一度試して"
                    + "ください")
        case .appendToOtherDaysLog(let file, let day, let date):
            return Localized(
                en: "\(file) is the log of \(day) (its name or front matter says so), so a line for "
                    + "\(date) written there would count for \(day). Nothing was written; give \(date) a "
                    + "file of its own",
                ja: "\(file) は(名前か front matter によると)\(day) の記録なので、\(date) の行をそこに書くと"
                    + " \(day) の分として数えられます。何も書いていません。\(date) には別のファイルを"
                    + "用意してください")
        case .singleFileHoldsOneDay(let file, let day, let date):
            return Localized(
                en: "the journal is the one file \(file), whose name or front matter makes it the log of "
                    + "\(day) alone: a line for \(date) written there would count for \(day). Nothing was "
                    + "written; to keep several days, make the journal a folder: move \(file) into a "
                    + "folder (daybook init FOLDER makes one) and use --journal FOLDER",
                ja: "ジャーナルは 1 つのファイル \(file) だけで、その名前か front matter によると \(day) "
                    + "だけの記録です。\(date) の行をそこに書くと \(day) の分として数えられます。何も"
                    + "書いていません。何日分も記録するなら、ジャーナルをフォルダーにしてください: "
                    + "\(file) をフォルダーに移し(daybook init FOLDER で作れます)、--journal FOLDER を"
                    + "使います")
        case .appendNotRead(let file, let date):
            return Localized(
                en: "a line added at the end of \(file) would not be read as an entry of \(date). Nothing "
                    + "was written; 'daybook check' shows what in the file is in the way",
                ja: "\(file) の末尾に加えた行は \(date) の記録として読まれません。何も書いていません。"
                    + "何が妨げているかは「daybook check」で分かります")
        case .appendPastDayLimit(let file, let date, let limit):
            let split = JournalMessage.splitTheFile.localized
            return Localized(
                en: "\(file) already holds \(limit) entries for \(date), the most daybook reads for one day in "
                    + "one file, so a line added at its end would not be counted. Nothing was written; \(split.en)",
                ja: "\(file) にはすでに \(date) の記録が \(limit) 件あり、1 つのファイルで一日に読む上限なので、"
                    + "末尾に加えた行は数えられません。何も書いていません。\(split.ja)")
        case .notReadAsLog(let file, let date, let why):
            let reason = WriteMessage.logPath(why).localized
            return Localized(
                en: "daybook would not read \(file) as the log of \(date): \(reason.en). Nothing was "
                    + "written; check 'file' in daybook.yaml",
                ja: "daybook は \(file) を \(date) の記録として読みません(\(reason.ja))。何も書いて"
                    + "いません。daybook.yaml の「file」を確かめてください")
        case .logPath(let problem):
            switch problem {
            case .emptyPart:
                return Localized(
                    en: "it has an empty part (two slashes in a row, or one at either end)",
                    ja: "空の部分があります(スラッシュが 2 つ続いているか、端にあります)")
            case .hiddenPart(let part):
                return Localized(
                    en: "its part '\(part)' starts with a dot, and hidden files and folders are never "
                        + "read",
                    ja: "「\(part)」がドットで始まっていて、隠しファイルや隠しフォルダーは読まれません")
            case .notMarkdown:
                return Localized(en: "its name does not end in .md", ja: "名前が .md で終わっていません")
            case .nameLacksDate:
                return Localized(
                    en: "its name does not hold that date as YYYY-MM-DD (on its own, not inside a longer "
                        + "number), which is how a file is known as a day's log",
                    ja: "名前にその日付が YYYY-MM-DD の形で(もっと長い数字の一部としてでなく)入って"
                        + "いません。ファイルがどの日の記録かは名前の日付で決まります")
            case .conflictCopy:
                return Localized(
                    en: "its name is that of a Syncthing conflict copy",
                    ja: "名前が Syncthing の衝突コピーの名前です")
            case .ignored:
                return Localized(
                    en: "'ignore' in daybook.yaml leaves it out",
                    ja: "daybook.yaml の「ignore」で除外されています")
            }
        }
    }
}
