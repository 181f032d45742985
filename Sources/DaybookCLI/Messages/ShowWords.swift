import DaybookCore

/// What `daybook show` says around the day's entries, in both languages.
enum ShowWords: Localizable, Hashable {
    case doses
    case notCounted
    case struckThrough
    case nothingWritten

    var localized: Localized {
        switch self {
        case .doses: return Localized(en: "doses", ja: "投与")
        case .notCounted: return Localized(en: "not counted", ja: "数えなかったもの")
        case .struckThrough: return Localized(en: "struck through", ja: "取り消し線")
        case .nothingWritten: return Localized(en: "nothing written", ja: "記録なし")
        }
    }
}
