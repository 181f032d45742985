import DaybookCore

/// What `daybook init` says about each file and what to do next, in both languages.
enum InitWords: Localizable, Hashable {
    case kept(String)
    case created(String)
    case next(day: String, status: String)
    case offerDefault(command: String)
    case madeDefault(String, settings: String)
    case alreadyDefault(String, settings: String)

    var localized: Localized {
        switch self {
        case .kept(let path): return Localized(en: "kept     \(path) (it exists)", ja: "そのまま \(path)(すでにあります)")
        case .created(let path): return Localized(en: "created  \(path)", ja: "作成     \(path)")
        case .offerDefault(let command):
            return Localized(
                en: "To use this journal from any folder, make it this machine's default: '\(command)'.",
                ja: "どのフォルダーからでもこのジャーナルを使うには、このマシンの既定にしてください: 「\(command)」。")
        case .madeDefault(let path, let settings):
            return Localized(
                en: "default  \(path) (journal: in \(settings))",
                ja: "既定     \(path)(\(settings) の journal:)")
        case .alreadyDefault(let path, let settings):
            return Localized(
                en: "default  \(path) (already journal: in \(settings))",
                ja: "既定     \(path)(すでに \(settings) の journal:)")
        case .next(let day, let status):
            return Localized(
                en: "Write entries like '- 12:30 lunch: ramen, gyoza 6個' in \(day), then run '\(status)'.",
                ja: "\(day) に「- 12:30 昼食: ラーメン、餃子6個」のように記録を書き、「\(status)」を"
                    + "実行してください。")
        }
    }
}
