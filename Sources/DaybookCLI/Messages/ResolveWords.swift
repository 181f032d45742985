import DaybookCore

/// What `daybook resolve` says about the lines this machine wrote that a sync tool took away, in both languages
/// (what it does with conflict copies and markers is the core's `ConflictMessage`).
enum ResolveWords: Localizable, Hashable {
    case nothingToResolve
    /// "the line this machine wrote at 2026-11-29 12:30 to 2026/11/2026-11-29.md"
    case writtenLine(date: LocalDate, time: TimeOfDay, file: String)
    case wouldForget(Localized, line: String)
    case wouldAppend(Localized, line: String)
    case appended(Localized, line: String)
    case notAppended(Localized, line: String, reason: Localized)
    case forgot(Localized, line: String)
    case noTableChanges(days: Int)
    /// `'gyoza 6個' (gyoza): pinned 270 kcal → table 282 kcal; 3 items in the last 90 days: 810 → 846 kcal`.
    case tableChange(item: String, key: String, pinned: String, table: String, items: Int, days: Int, sums: String)
    case repinned(Int)
    case repinHint

    var localized: Localized {
        switch self {
        case .nothingToResolve:
            return Localized(en: "nothing to resolve", ja: "解決するものはありません")
        case .writtenLine(let date, let time, let file):
            return Localized(
                en: "the line this machine wrote at \(date) \(time) to \(file)",
                ja: "このマシンが \(date) \(time) に \(file) へ書いた行")
        case .wouldForget(let what, let line):
            return Localized(en: "would forget \(what.en): \(line)", ja: "\(what.ja)を忘れます: \(line)")
        case .wouldAppend(let what, let line):
            return Localized(
                en: "would append \(what.en), where it is no longer:\n    + \(line)",
                ja: "\(what.ja)を、なくなった所にもう一度追記します:\n    + \(line)")
        case .appended(let what, let line):
            return Localized(en: "appended \(what.en): \(line)", ja: "\(what.ja)をもう一度追記しました: \(line)")
        case .notAppended(let what, let line, let reason):
            return Localized(
                en: "did not append \(what.en) (\(line)): \(reason.en)",
                ja: "\(what.ja)(\(line))はもう一度追記しませんでした: \(reason.ja)")
        case .forgot(let what, let line):
            return Localized(en: "forgot \(what.en): \(line)", ja: "\(what.ja)を忘れました: \(line)")
        case .noTableChanges(let days):
            return Localized(
                en: "the built-in table changes no pinned estimate read in the last \(days) days",
                ja: "直近 \(days) 日間に読まれた固定済みの推定を、内蔵の表は変えません")
        case .tableChange(let item, let key, let pinned, let table, let items, let days, let sums):
            return Localized(
                en: "'\(item)' (\(key)): pinned \(pinned) → table \(table); \(items) "
                    + (items == 1 ? "item" : "items") + " in the last \(days) days: \(sums)",
                ja: "「\(item)」(\(key)): 固定 \(pinned) → 表 \(table)。直近 \(days) 日間の \(items) 品目: \(sums)")
        case .repinned(let count):
            return Localized(
                en: "re-pinned \(count) " + (count == 1 ? "estimate" : "estimates")
                    + " to the built-in table: every day that reads them shows the new values",
                ja: "\(count) 件の推定を内蔵の表の値で固定し直しました。それを読むすべての日に新しい値が表示されます")
        case .repinHint:
            return Localized(
                en: "to re-pin them, run it again without --dry-run",
                ja: "固定し直すには --dry-run を付けずにもう一度実行してください")
        }
    }
}
