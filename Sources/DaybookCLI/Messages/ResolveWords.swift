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
        }
    }
}
