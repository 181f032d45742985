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
    case linkNeverWritten(link: String?)
    case removeMarkersByHand(Localized)
    case notReadableYAML
    case nestedSetting(key: String, original: String)
    case settingsNotOnePerLine

    public var localized: Localized {
        switch self {
        case .folded(let copy, let original, let lines, let backup):
            return Localized(en: "folded \(copy) into \(original) (\(lines) \(lines == 1 ? "line" : "lines") added); "
                                + "the copy is now \(backup)",
                             ja: "\(copy) を \(original) にまとめました(\(lines) 行を追加)。コピーは \(backup) に"
                                + "移しました")
        case .markersRemoved(let file, let conflicts, let backup):
            return Localized(en: "removed \(conflicts) git \(conflicts == 1 ? "conflict" : "conflicts") from \(file), "
                                + "keeping both sides; the previous version is \(backup)",
                             ja: "\(file) から git の衝突 \(conflicts) 件を両側を残して取り除きました。"
                                + "前の版は \(backup) です")
        case .left(let file, let reason):
            return Localized(en: "left \(file): \(reason.en)", ja: "\(file) はそのままにしました: \(reason.ja)")
        case .wouldFold(let copy, let original, let lines, let backupFolder):
            let added = lines.map { "\n    + \($0)" }.joined()
            return Localized(en: "would fold \(copy) into \(original) (\(lines.count) "
                                + "\(lines.count == 1 ? "line" : "lines") added) and move the copy to "
                                + "\(backupFolder)/" + added,
                             ja: "\(copy) を \(original) にまとめ(\(lines.count) 行を追加)、コピーを \(backupFolder)/ "
                                + "に移します" + added)
        case .wouldRemoveMarkers(let file, let conflicts, let backupFolder):
            return Localized(en: "would remove \(conflicts) git \(conflicts == 1 ? "conflict" : "conflicts") from "
                                + "\(file), keeping both sides, after saving it to \(backupFolder)/",
                             ja: "\(file) を \(backupFolder)/ に保存してから、git の衝突 \(conflicts) 件を両側を残して"
                                + "取り除きます")
        case .wouldLeave(let file, let reason):
            return Localized(en: "would leave \(file): \(reason.en)", ja: "\(file) はそのままにします: \(reason.ja)")
        case .originalIsLink(let original, let link):
            let subject = link.map { Localized.verbatim($0) }
                ?? Localized(en: "its original \(original)", ja: "元のファイル \(original)")
            return Localized(en: "\(subject.en) is a symbolic link, and daybook never writes through one",
                             ja: "\(subject.ja) はシンボリックリンクで、daybook はリンクを通して書き込みません")
        case .originalUnwritable(let original, let reason):
            return Localized(en: "its original \(original) cannot be written: \(reason.en)",
                             ja: "元のファイル \(original) に書き込めません: \(reason.ja)")
        case .foldByHand(let why):
            return Localized(en: "\(why.en); fold the copy in by hand", ja: "\(why.ja)。コピーは手でまとめてください")
        case .lookThenDelete(let reason):
            return Localized(en: "\(reason.en); look at it, then delete it", ja: "\(reason.ja)。中を確かめてから消してください")
        case .copyIsLink(let link):
            return Localized(en: "\(link ?? "it") is a symbolic link, and daybook never copies what a link points to "
                                + "into the journal; look at where it points, then delete the link",
                             ja: "\(link.map { "\($0) は" } ?? "")シンボリックリンクで、daybook はリンク先の中身を"
                                + "ジャーナルにコピーしません。リンク先を確かめてからリンクを消してください")
        case .linkNeverWritten(let link):
            return Localized(en: "\(link ?? "it") is a symbolic link, and daybook never writes through one",
                             ja: "\(link.map { "\($0) は" } ?? "")シンボリックリンクで、daybook はリンクを通して"
                                + "書き込みません")
        case .removeMarkersByHand(let why):
            return Localized(en: "\(why.en); remove the conflict markers by hand",
                             ja: "\(why.ja)。衝突マーカーは手で取り除いてください")
        case .notReadableYAML:
            return Localized(en: "it is not a YAML mapping daybook can read; merge it by hand",
                             ja: "daybook が読める YAML のマッピングではありません。手でまとめてください")
        case .nestedSetting(let key, let original):
            return Localized(en: "its \(key) belongs inside a setting \(original) has too; merge it by hand",
                             ja: "その \(key) は \(original) にもある設定の中に入るものです。手でまとめてください")
        case .settingsNotOnePerLine:
            return Localized(en: "its settings are not one per line; merge it by hand",
                             ja: "設定が 1 行に 1 つずつ書かれていません。手でまとめてください")
        }
    }
}
