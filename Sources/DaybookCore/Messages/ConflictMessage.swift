/// What `daybook resolve` does, would do, or leaves to the person, in both languages.
public enum ConflictMessage: Localizable, Hashable {
    case folded(copy: String, original: String, lines: Int, backup: String)
    case markersRemoved(file: String, conflicts: Int, backup: String)
    case left(file: String, reason: Localized)
    case wouldFold(copy: String, original: String, lines: [String], backupFolder: String)
    case wouldRemoveMarkers(file: String, conflicts: Int, backupFolder: String)
    case wouldLeave(file: String, reason: Localized)

    // MARK: Why a file is left alone
    /// `link` is the linked folder on the way, nil when the original itself is the link.
    case originalIsLink(original: String, link: String?)
    case originalUnwritable(original: String, reason: Localized)
    case foldByHand(Localized)
    case lookThenDelete(reason: Localized)
    /// `link` is the linked folder on the way, nil when the file itself is the link.
    case copyIsLink(link: String?)
    case folderLinkLeavesJournal
    case copyHasOtherNames(count: Int)
    case nestedLine(original: String, line: String)
    case foldChangesMeaning(original: String, line: String)
    case linkNeverWritten(link: String?)
    case removeMarkersByHand(Localized)
    case unionWouldChangeCount
    case notReadableYAML
    case nestedSetting(key: String, original: String)
    case settingsNotOnePerLine

    public var localized: Localized {
        switch self {
        case .folded(let copy, let original, let lines, let backup):
            return Localized(
                en: "folded \(copy) into \(original) (\(lines) \(lines == 1 ? "line" : "lines") added); "
                    + "the copy is now \(backup)",
                ja: "\(copy) を \(original) にまとめました(\(lines) 行を追加)。コピーは \(backup) に"
                    + "移しました")
        case .markersRemoved(let file, let conflicts, let backup):
            return Localized(
                en: "removed \(conflicts) git \(conflicts == 1 ? "conflict" : "conflicts") from \(file), "
                    + "keeping both sides; the previous version is \(backup)",
                ja: "\(file) から git の衝突 \(conflicts) 件を両側を残して取り除きました。"
                    + "前の版は \(backup) です")
        case .left(let file, let reason):
            return Localized(en: "left \(file): \(reason.en)", ja: "\(file) はそのままにしました: \(reason.ja)")
        case .wouldFold(let copy, let original, let lines, let backupFolder):
            let added = lines.map { "\n    + \($0)" }.joined()
            return Localized(
                en: "would fold \(copy) into \(original) (\(lines.count) "
                    + "\(lines.count == 1 ? "line" : "lines") added) and move the copy to "
                    + "\(backupFolder)/" + added,
                ja: "\(copy) を \(original) にまとめ(\(lines.count) 行を追加)、コピーを \(backupFolder)/ "
                    + "に移します" + added)
        case .wouldRemoveMarkers(let file, let conflicts, let backupFolder):
            return Localized(
                en: "would remove \(conflicts) git \(conflicts == 1 ? "conflict" : "conflicts") from "
                    + "\(file), keeping both sides, after saving it to \(backupFolder)/",
                ja: "\(file) を \(backupFolder)/ に保存してから、git の衝突 \(conflicts) 件を両側を残して"
                    + "取り除きます")
        case .wouldLeave(let file, let reason):
            return Localized(en: "would leave \(file): \(reason.en)", ja: "\(file) はそのままにします: \(reason.ja)")
        case .originalIsLink(let original, let link):
            let subject =
                link.map { Localized.verbatim($0) }
                ?? Localized(en: "its original \(original)", ja: "元のファイル \(original)")
            return Localized(
                en: "\(subject.en) is a symbolic link, and daybook never writes through one",
                ja: "\(subject.ja) はシンボリックリンクで、daybook はリンクを通して書き込みません")
        case .originalUnwritable(let original, let reason):
            return Localized(
                en: "its original \(original) cannot be written: \(reason.en)",
                ja: "元のファイル \(original) に書き込めません: \(reason.ja)")
        case .foldByHand(let why):
            return Localized(en: "\(why.en); fold the copy in by hand", ja: "\(why.ja)。コピーは手でまとめてください")
        case .lookThenDelete(let reason):
            return Localized(en: "\(reason.en); look at it, then delete it", ja: "\(reason.ja)。中を確かめてから消してください")
        case .copyIsLink(let link):
            return Localized(
                en: "\(link ?? "it") is a symbolic link, and daybook never copies what a link points to "
                    + "into the journal; look at where it points, then delete the link",
                ja: "\(link.map { "\($0) は" } ?? "")シンボリックリンクで、daybook はリンク先の中身を"
                    + "ジャーナルにコピーしません。リンク先を確かめてからリンクを消してください")
        case .folderLinkLeavesJournal:
            return Localized(
                en: "it is a symbolic link to a folder outside the journal, and daybook does not look into it; move "
                    + "what it holds into the journal, or delete the link",
                ja: "ジャーナルの外のフォルダーを指すシンボリックリンクで、daybook は中を見ません。中身をジャーナルに"
                    + "移すか、リンクを消してください")
        case .copyHasOtherNames(let count):
            return Localized(
                en: "it has \(count) names (hard links), any of which may be outside the journal, and "
                    + "daybook never copies such a file into the journal; look at it, then delete it",
                ja: "名前(ハードリンク)が \(count) 個あり、どれかがジャーナルの外にあるかもしれない"
                    + "ため、daybook はこのファイルをジャーナルにコピーしません。中を確かめてから消して"
                    + "ください")
        case .nestedLine(let original, let line):
            return Localized(
                en: "its line '\(line)' is nested under an entry, and appended at the end of \(original) "
                    + "without it, it would lose that entry's time and slot; merge it by hand, then "
                    + "delete the copy",
                ja: "その行「\(line)」は記録の下に入れ子になっていて、その記録なしで \(original) の末尾に"
                    + "加えると、記録の時刻と区分を失います。手でまとめてから、コピーを消してください")
        case .foldChangesMeaning(let original, let line):
            return Localized(
                en: "its line '\(line)' would not be read at the end of \(original) as it is in the copy "
                    + "(another day, time or slot, a code block left open, or not at all); merge it by "
                    + "hand, then delete the copy",
                ja: "その行「\(line)」は \(original) の末尾では、コピーの中と同じようには読まれません"
                    + "(別の日・時刻・区分になる、コードブロックが閉じない、あるいは読まれない)。手で"
                    + "まとめてから、コピーを消してください")
        case .linkNeverWritten(let link):
            return Localized(
                en: "\(link ?? "it") is a symbolic link, and daybook never writes through one",
                ja: "\(link.map { "\($0) は" } ?? "")シンボリックリンクで、daybook はリンクを通して"
                    + "書き込みません")
        case .removeMarkersByHand(let why):
            return Localized(
                en: "\(why.en); remove the conflict markers by hand",
                ja: "\(why.ja)。衝突マーカーは手で取り除いてください")
        case .unionWouldChangeCount:
            return Localized(
                en: "keeping each line once would change what its entries count for (a heading or a group "
                    + "line on both sides moves the lines after it)",
                ja: "各行を 1 回ずつ残すと、記録の数え方が変わってしまいます(両側にある見出しやまとめの"
                    + "行が、その後の行の属する先を変えます)")
        case .notReadableYAML:
            return Localized(
                en: "it is not a YAML mapping daybook can read; merge it by hand",
                ja: "daybook が読める YAML のマッピングではありません。手でまとめてください")
        case .nestedSetting(let key, let original):
            return Localized(
                en: "its \(key) belongs inside a setting \(original) has too; merge it by hand",
                ja: "その \(key) は \(original) にもある設定の中に入るものです。手でまとめてください")
        case .settingsNotOnePerLine:
            return Localized(
                en: "its settings are not one per line; merge it by hand",
                ja: "設定が 1 行に 1 つずつ書かれていません。手でまとめてください")
        }
    }
}
