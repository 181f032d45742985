import DaybookCore
import DaybookPlatform

/// What commands say when they cannot do their job, refuse, or warn on the side; each case with its hint (how to
/// fix it), in both languages.
enum CommandMessage: Localizable, Hashable {
    // MARK: Finding the journal
    case noJournalAt(String)
    case notMarkdown(String)
    case noJournalFound(directory: String)

    // MARK: Writing
    case cannotWrite(path: String, reason: Localized, refusal: Bool)
    /// This machine's own file (consent): nothing of the journal is at stake.
    case cannotSave(path: String, reason: Localized)
    case cannotCreateFolder(path: String, reason: Localized)
    case cannotCreate(path: String, reason: Localized)
    case cannotRemove(path: String, reason: Localized)
    case cannotRememberLine(where: Localized)
    case alreadyTaken(dose: String, date: LocalDate, earlier: [Localized], perDay: Int)
    case cannotTellTaken(dose: String, date: LocalDate, files: [String])
    case cannotReadDoseLine(dose: String, date: LocalDate, lines: [String])
    /// `lines` are doses in the next day's log written for a time before day_starts that has passed on its date.
    case doseInNextDayLog(dose: String, date: LocalDate, lines: [String])
    case lostDoseCounts(dose: String, date: LocalDate, lost: [Localized], perDay: Int)
    case foodsFileHasError(path: String, line: Int, message: Localized)
    case foodAlreadyThere(name: String, path: String, line: Int, food: String)
    case foodsWouldNotReadBack(path: String)
    case entryNotWritten
    case entryHasNoText
    /// Where a message about the entry on the command line points, in place of a file name.
    case entryPath

    // MARK: Other commands
    case noSettingsFolder
    case nothingToCopy(String, date: LocalDate)
    case otherDefaultJournal(configured: String, settings: String)
    case noMonthHolds(LocalDate)
    case noWakeUpPipe
    case cannotStartEditor(editor: String, reason: Localized)
    case cannotResolve(path: String, reason: Localized, backupIsLink: Bool, backupFolder: String)
    case cannotFinishResolving(path: String, reason: Localized)
    case cannotForget(path: String, reason: Localized)
    case cannotRepin(path: String, reason: Localized)
    case exportTooLong(first: LocalDate, last: LocalDate, limit: Int)
    case untimedNotExported(String)
    case laterDoseNotExported(String)
    case doseKindNotKnown(String, dose: String)
    case importUnreadable(reason: Localized)
    case nothingImported
    case laterMonthsNotWritten(month: String)
    case watchFallsBackToPolling(WatchError.Reason, seconds: String)
    case estimatorWithoutConsent(estimator: String, destination: String)
    case runConsent
    case gitWithoutUnion
    case initOrAddUnion(lines: String)
    case syncthingWithoutIgnore
    case writeSyncthingIgnore(folder: String?)
    case tally(errors: Int, warnings: Int)

    var localized: Localized {
        switch self {
        case .noJournalAt(let path):
            return Localized(
                en: "no journal at '\(path)': no such file or folder",
                ja: "「\(path)」にジャーナルがありません。そのファイルもフォルダーもありません")
        case .notMarkdown(let path):
            return Localized(en: "'\(path)' is not a Markdown file", ja: "「\(path)」は Markdown ファイルではありません")
        case .noJournalFound(let directory):
            return Localized(
                en: "no journal found: no daybook.yaml in \(directory) or any folder above it",
                ja: "ジャーナルが見つかりません。\(directory) にもその上のフォルダーにも daybook.yaml が"
                    + "ありません")
        case .cannotWrite(let path, let reason, _), .cannotSave(let path, let reason):
            return Localized(en: "cannot write \(path): \(reason.en)", ja: "\(path) に書き込めません: \(reason.ja)")
        case .cannotCreateFolder(let path, let reason):
            return Localized(
                en: "cannot create folder \(path): \(reason.en)",
                ja: "フォルダー \(path) を作れません: \(reason.ja)")
        case .cannotCreate(let path, let reason):
            return Localized(en: "cannot create \(path): \(reason.en)", ja: "\(path) を作れません: \(reason.ja)")
        case .cannotRemove(let path, let reason):
            return Localized(en: "cannot remove \(path): \(reason.en)", ja: "\(path) を消せません: \(reason.ja)")
        case .cannotRememberLine(let place):
            return Localized(
                en: "daybook: cannot remember the line written in \(place.en); a sync tool putting back "
                    + "an older copy of the file would go unnoticed",
                ja: "daybook: 書いた行を覚えておけません(\(place.ja))。同期ツールがファイルの古いコピーを"
                    + "戻しても気づけません")
        case .alreadyTaken(let dose, let date, let earlier, let perDay):
            let earlier = Localized(
                en: earlier.map(\.en).joined(separator: ", "),
                ja: earlier.map(\.ja).joined(separator: "、"))
            return Localized(
                en: "\(dose) is already taken on \(date) (\(earlier.en)); per_day is \(perDay). Nothing "
                    + "was written; to log another dose anyway, add --again",
                ja: "\(date) の \(dose) はもう打っています(\(earlier.ja))。per_day は \(perDay) です。"
                    + "何も書いていません。それでも記録するなら --again を付けてください")
        case .cannotTellTaken(let dose, let date, let files):
            return Localized(
                en: "cannot tell whether \(dose) is already taken on \(date): "
                    + files.joined(separator: ", ") + " cannot be read. Nothing was written; to log the "
                    + "dose anyway, add --again",
                ja: "\(date) の \(dose) がもう打ってあるか分かりません。" + files.joined(separator: "、")
                    + " を読めません。何も書いていません。それでも記録するなら --again を付けてください")
        case .cannotReadDoseLine(let dose, let date, let lines):
            return Localized(
                en: "cannot tell whether \(dose) is already taken on \(date): daybook cannot read this line about "
                    + "insulin as a dose: " + lines.joined(separator: "; ") + ". Nothing was written; write the line "
                    + "as a dose (e.g. '- 22:00 \(dose) 12u'), strike it through (~~…~~) if it was not taken, or add "
                    + "--again to log the dose anyway",
                ja: "\(date) の \(dose) がもう打ってあるか分かりません。インスリンについてのこの行を投与として読めません: "
                    + lines.joined(separator: "; ") + "。何も書いていません。行を投与の形(例: 「- 22:00 \(dose) 12単位」)"
                    + "に直すか、打っていないなら取り消し線(~~…~~)を引くか、それでも記録するなら --again を付けて"
                    + "ください")
        case .doseInNextDayLog(let dose, let date, let lines):
            return Localized(
                en: "cannot tell whether \(dose) is already taken on \(date): the next day's log holds a dose written "
                    + "after midnight that may be this day's: " + lines.joined(separator: "; ") + ". Nothing was "
                    + "written; if it was taken last night, move the line to \(date)'s log; to log the dose anyway, "
                    + "add --again",
                ja: "\(date) の \(dose) がもう打ってあるか分かりません。次の日の記録に、この日の投与かもしれない深夜の"
                    + "投与があります: " + lines.joined(separator: "; ") + "。何も書いていません。昨夜打ったのなら、行を "
                    + "\(date) の記録に移してください。それでも記録するなら --again を付けてください")
        case .lostDoseCounts(let dose, let date, let lost, let perDay):
            let lost = Localized(en: lost.map(\.en).joined(separator: ", "), ja: lost.map(\.ja).joined(separator: "、"))
            return Localized(
                en: "\(dose) on \(date) was written by this machine (\(lost.en)) and is no longer in its "
                    + "file: a sync tool may have put back an older copy. It still counts (per_day is "
                    + "\(perDay)), so nothing was written; run 'daybook resolve' to put it back ('daybook "
                    + "resolve --forget-lost' if it was removed on purpose), or add --again to log another "
                    + "dose anyway",
                ja: "\(date) の \(dose) はこのマシンが書きました(\(lost.ja))が、ファイルからなくなって"
                    + "います。同期ツールが古いコピーを戻したのかもしれません。なくなった分も数えるので"
                    + "(per_day は \(perDay))、何も書いていません。「daybook resolve」で戻してください"
                    + "(わざと消したのなら「daybook resolve --forget-lost」)。それでも記録するなら "
                    + "--again を付けてください")
        case .foodsFileHasError(let path, let line, let message):
            return Localized(
                en: "\(path):\(line) has an error (\(message.en)); fix it before adding foods",
                ja: "\(path):\(line) にエラーがあります(\(message.ja))。食品を加える前に直してください")
        case .foodAlreadyThere(let name, let path, let line, let food):
            return Localized(
                en: "'\(name)' is already in \(path):\(line) as food '\(food)'; change it there by hand "
                    + "if it is wrong",
                ja: "「\(name)」はすでに \(path):\(line) に食品「\(food)」としてあります。違っていれば"
                    + "そこを手で直してください")
        case .foodsWouldNotReadBack(let path):
            return Localized(
                en: "\(path) would not read back with the new line (is it written in flow style?); add "
                    + "the food by hand",
                ja: "新しい行を加えると \(path) を読めなくなります(フロー形式で書かれていませんか?)。"
                    + "食品は手で加えてください")
        case .entryNotWritten:
            return Localized(en: "nothing was written", ja: "何も書いていません")
        case .entryPath:
            return Localized(en: "(entry)", ja: "(入力)")
        case .entryHasNoText:
            return Localized(
                en: "the entry has no text; nothing was written",
                ja: "記録に本文がありません。何も"
                    + "書いていません")
        case .nothingToCopy(let meal, let date):
            return Localized(
                en: "nothing to copy: no meal '\(meal)' is written on \(date); nothing was written",
                ja: "コピーするものがありません。\(date) に「\(meal)」の食事は書かれていません。何も書いていません")
        case .otherDefaultJournal(let configured, let settings):
            return Localized(
                en: "this machine's default journal is already \(configured) ('journal' in \(settings)); change it "
                    + "there if you mean to",
                ja: "このマシンの既定のジャーナルはすでに \(configured) です(\(settings) の「journal」)。変えるなら"
                    + "そこを書き換えてください")
        case .noSettingsFolder:
            return Localized(
                en: "cannot find this machine's settings folder: neither XDG_CONFIG_HOME nor HOME is set",
                ja: "このマシンの設定フォルダーが見つかりません。XDG_CONFIG_HOME も HOME も"
                    + "設定されていません")
        case .noMonthHolds(let date):
            return Localized(en: "no month holds \(date)", ja: "\(date) を含む月がありません")
        case .noWakeUpPipe:
            return Localized(en: "cannot create a pipe to wait on", ja: "待ち受け用のパイプを作れません")
        case .cannotStartEditor(let editor, let reason):
            return Localized(
                en: "cannot start the editor '\(editor)': \(reason.en)",
                ja: "エディター「\(editor)」を起動できません: \(reason.ja)")
        case .cannotResolve(let path, let reason, _, _), .cannotFinishResolving(let path, let reason):
            return Localized(en: "cannot resolve \(path): \(reason.en)", ja: "\(path) を解決できません: \(reason.ja)")
        case .cannotForget(let path, let reason), .cannotRepin(let path, let reason):
            return Localized(en: "cannot write \(path): \(reason.en)", ja: "\(path) に書き込めません: \(reason.ja)")
        case .exportTooLong(let first, let last, let limit):
            return Localized(
                en: "the days to export run from \(first) to \(last), more than \(limit) days (100 years)",
                ja: "書き出す日が \(first) から \(last) まであり、\(limit) 日(100 年)を超えています")
        case .untimedNotExported(let text):
            return Localized(
                en: "'\(text)' has no time, so it is not exported",
                ja: "「\(text)」には時刻がないため書き出しません")
        case .laterDoseNotExported(let text):
            return Localized(
                en: "'\(text)' is a dose written for later than now, so it is not exported until its time",
                ja: "「\(text)」は今より後の時刻の投与なので、その時刻まで書き出しません")
        case .doseKindNotKnown(let text, let dose):
            return Localized(
                en: "'\(text)': daybook cannot tell whether dose '\(dose)' is rapid- or long-acting, so it is "
                    + "exported as a note, without insulin; name its insulin in its aliases in daybook.yaml",
                ja: "「\(text)」: 投与「\(dose)」が超速効型か持効型かわからないため、インスリンなしのメモとして書き出します。"
                    + "daybook.yaml の別名にインスリン名を書いてください")
        case .importUnreadable(let reason):
            return JournalMessage.cannotRead(reason: reason).localized
        case .nothingImported:
            return Localized(en: "nothing was imported from this file", ja: "このファイルからは何も取り込んでいません")
        case .laterMonthsNotWritten(let month):
            return Localized(
                en: "The readings of \(month) and later months were not written; importing the same files "
                    + "again adds them.",
                ja: "\(month) 以降の月の血糖値は書き込んでいません。同じファイルをもう一度取り込めば"
                    + "加わります。")
        case .watchFallsBackToPolling(let reason, let seconds):
            return Localized(
                en: "daybook: \(reason.localized.en); polling every \(seconds) s instead",
                ja: "daybook: \(reason.localized.ja)。代わりに \(seconds) 秒ごとに調べます")
        case .estimatorWithoutConsent(let estimator, let destination):
            return Localized(
                en: "the \(estimator) estimator (\(destination)) is not used: it has no consent, so only "
                    + "the built-in table estimates",
                ja: "\(estimator) の推定器(\(destination))は使いません。同意がないため、内蔵の表だけで"
                    + "推定します")
        case .runConsent:
            return Localized(
                en: "run 'daybook consent' to see what it would be sent",
                ja: "「daybook consent」で何が送られるかを確かめてください")
        case .gitWithoutUnion:
            return Localized(
                en: "the journal is in a git repository, but no .gitattributes sets merge=union for its "
                    + "day files: two devices adding to one day will stop a merge with conflict markers",
                ja: "ジャーナルは git リポジトリの中にありますが、日ごとのファイルに merge=union を"
                    + "設定する .gitattributes がありません。2 台の端末が同じ日に書き足すと、マージが"
                    + "衝突マーカーで止まります")
        case .initOrAddUnion(let lines):
            return Localized(
                en: "run 'daybook init' to write .gitattributes, or add these lines to it:\n" + lines,
                ja: "「daybook init」で .gitattributes を書くか、次の行を加えてください:\n" + lines)
        case .syncthingWithoutIgnore:
            return Localized(
                en: "the journal is in a Syncthing folder without .stignore: editor temporaries (.*.swp, "
                    + "*~, 4913) are sent to every device",
                ja: "ジャーナルは .stignore のない Syncthing フォルダーの中にあります。エディターの一時"
                    + "ファイル(.*.swp、*~、4913)がすべての端末に送られます")
        case .writeSyncthingIgnore(let folder):
            guard let folder else {
                return Localized(
                    en: "run 'daybook init' to write .stignore",
                    ja: "「daybook init」で .stignore を"
                        + "書いてください")
            }
            return Localized(
                en: "write .stignore in the Syncthing folder (\(folder)), e.g. from 'daybook init' in a "
                    + "new folder",
                ja: "Syncthing のフォルダー(\(folder))に .stignore を書いてください(例: 新しいフォルダーで"
                    + "「daybook init」を実行して作ったもの)")
        case .tally(let errors, let warnings):
            let en = [(errors, "error"), (warnings, "warning")].filter { $0.0 > 0 }
                .map { Format.counted($0.0, $0.1) }.joined(separator: ", ")
            let ja = [(errors, "エラー"), (warnings, "警告")].filter { $0.0 > 0 }
                .map { "\($0.1) \(Format.whole($0.0)) 件" }.joined(separator: "、")
            return Localized(
                en: "daybook: \(en) in the days read; 'daybook check' shows each",
                ja: "daybook: 読んだ日に\(ja)あります。「daybook check」で一つずつ表示します")
        }
    }

    /// How to fix it, when the message alone does not say.
    var hint: Localized? {
        switch self {
        case .noJournalAt(let path):
            return Localized(
                en: "pass an existing folder or Markdown file with --journal, or create one with "
                    + "'daybook init \(path)'",
                ja: "--journal で既存のフォルダーか Markdown ファイルを渡すか、「daybook init \(path)」で"
                    + "作ってください")
        case .notMarkdown:
            return Localized(
                en: "--journal takes a folder or a '.md' file",
                ja: "--journal にはフォルダーか「.md」ファイルを渡してください")
        case .noJournalFound:
            return Localized(
                en: "run 'daybook init' to start one here, pass --journal PATH, set DAYBOOK_JOURNAL, or make a "
                    + "journal this machine's default with 'daybook init --default PATH'",
                ja: "「daybook init」でここに始めるか、--journal PATH を渡すか、DAYBOOK_JOURNAL を"
                    + "設定するか、「daybook init --default PATH」でこのマシンの既定のジャーナルを決めてください")
        case .cannotWrite(_, _, let refusal):
            return refusal
                ? Localized(
                    en: "nothing was written; daybook writes only to regular files inside the journal",
                    ja: "何も書いていません。daybook が書き込むのはジャーナルの中の普通のファイルだけです")
                : Localized(
                    en: "the file is as it was or holds the whole line; look at it before trying again",
                    ja: "ファイルは元のままか、行がまるごと入っています。やり直す前に確かめてください")
        case .cannotStartEditor:
            return Localized(
                en: "set VISUAL or EDITOR to an editor on your PATH",
                ja: "VISUAL か EDITOR に PATH 上のエディターを設定してください")
        case .cannotResolve(_, _, let backupIsLink, let backupFolder):
            return backupIsLink
                ? Localized(
                    en: "nothing was changed; make \(backupFolder) a plain folder (or delete the link) and run "
                        + "'daybook resolve' again",
                    ja: "何も変えていません。\(backupFolder) を普通のフォルダーにして(またはリンクを消して)、"
                        + "「daybook resolve」をもう一度実行してください")
                : Localized(
                    en: "nothing was changed; fix that and run 'daybook resolve' again",
                    ja: "何も変えていません。それを直して「daybook resolve」をもう一度実行してください")
        case .cannotFinishResolving:
            return Localized(
                en: "what was done before this is listed above; run 'daybook resolve' again once fixed",
                ja: "ここまでにしたことは上に並べてあります。直したら「daybook resolve」をもう一度"
                    + "実行してください")
        case .cannotForget:
            return Localized(
                en: "the lines are still reported; run 'daybook resolve --forget-lost' again once fixed",
                ja: "行はまだ報告されます。直したら「daybook resolve --forget-lost」をもう一度実行して"
                    + "ください")
        case .cannotRepin:
            return Localized(
                en: "nothing was re-pinned; run 'daybook resolve --estimates' again once fixed",
                ja: "何も固定し直していません。直したら「daybook resolve --estimates」をもう一度実行してください")
        case .exportTooLong:
            return Localized(
                en: "export them in parts with --from and --to",
                ja: "--from と --to で分けて書き出してください")
        default:
            return nil
        }
    }
}

extension WatchError.Reason: Localizable {
    public var localized: Localized {
        switch self {
        case .system(let call, let reason):
            return Localized(en: "\(call): \(reason.localized.en)", ja: "\(call): \(reason.localized.ja)")
        case .tooManyFolders:
            return Localized(
                en: "inotify cannot watch more folders (the system's fs.inotify.max_user_watches is "
                    + "reached)",
                ja: "inotify でこれ以上フォルダーを監視できません(システムの "
                    + "fs.inotify.max_user_watches に達しました)")
        case .tooManyFiles:
            return Localized(
                en: "kqueue cannot open more files to watch",
                ja: "kqueue で監視のためにこれ以上ファイルを開けません")
        }
    }
}
