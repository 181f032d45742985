import DaybookCore

/// What the status block, the status-bar lines, `watch` and `add`'s report say, in both languages: `≈214 kcal left`
/// and `残り ≈214 kcal`, `○ due until 23:30` and `○ 23:30まで`. Dose names are shown as the person configured them.
enum StatusWords: Localizable, Hashable {
    // MARK: The balance
    case left(kcal: String)
    case over(kcal: String)
    case eaten(String)
    /// The day's carbohydrate (`CarbTotal.text`).
    case carbs(String)
    /// What the meal a rapid-acting dose was taken for holds.
    case forMeal(carbs: String)
    case activity(String)
    /// The day's weight (`58.6 kg`).
    case weight(String)
    case target(String)
    case estimatesPending(Int)
    case filesNotRead(Int)

    // MARK: Doses
    case taken(times: String?)
    case doses(count: Int, times: String?, expected: Int?)
    case missed(window: String?)
    case dueUntil(String)
    case dueToday
    case upcoming(window: String?)
    case unknown
    case noneYet
    case count(Int, of: Int, times: String?)
    case logged(count: Int)
    case last(String, ago: Localized?)
    case units(String)
    case missedYesterday(String)
    case tooOftenYesterday(String)
    case yesterday(String)

    // MARK: Status-bar lines
    case lineDueUntil(dose: String, end: String)

    // MARK: Time and glucose
    case justNow
    case minutesAgo(hours: Int, minutes: Int)
    case daysAgo(Int)
    case glucose

    // MARK: watch
    case waiting
    case waitingFor(path: String)
    case started(String)
    case updated(String)
    case time
    case estimates
    case more(Int)

    // MARK: add, dose and check
    case created(String)
    case addedTo(String)
    case estimatePending
    case error
    case warning
    case checked(files: Int, days: Int, errors: Int, warnings: Int)

    var localized: Localized {
        switch self {
        case .left(let kcal): return Localized(en: "\(kcal) kcal left", ja: "残り \(kcal) kcal")
        case .over(let kcal): return Localized(en: "\(kcal) kcal over", ja: "\(kcal) kcal 超過")
        case .eaten(let kcal): return Localized(en: "\(kcal) eaten", ja: "摂取 \(kcal)")
        case .activity(let kcal): return Localized(en: "\(kcal) activity", ja: "運動 \(kcal)")
        case .target(let kcal): return Localized(en: "target \(kcal)", ja: "目標 \(kcal)")
        case .estimatesPending(let count):
            return Localized(en: "… \(count) estimate\(count == 1 ? "" : "s") pending", ja: "… 推定待ち \(count) 件")
        case .filesNotRead(let count):
            return Localized(
                en: "? " + Format.counted(count, "file") + " not read",
                ja: "? 読めないファイル \(Format.whole(count)) 件")
        case .taken(let times):
            return Localized(
                en: "✓ taken" + (times.map { " " + $0 } ?? ""),
                ja: "✓ 済み" + (times.map { " " + $0 } ?? ""))
        case .doses(let count, let times, let expected):
            return Localized(
                en: "‼ \(count) doses" + (times.map { " at " + $0 } ?? "")
                    + (expected.map { " (expected \($0))" } ?? ""),
                ja: "‼ \(count)回" + (times.map { " " + $0 } ?? "")
                    + (expected.map { "(予定は \($0) 回)" } ?? ""))
        case .missed(let window):
            return Localized(
                en: "✗ missed" + (window.map { " (window \($0))" } ?? ""),
                ja: "✗ 打ち忘れ" + (window.map { "(時間枠 \($0))" } ?? ""))
        case .dueUntil(let end): return Localized(en: "○ due until \(end)", ja: "○ \(end)まで")
        case .dueToday: return Localized(en: "○ due today", ja: "○ 今日中")
        case .upcoming(let window):
            return Localized(
                en: "· upcoming" + (window.map { " " + $0 } ?? ""),
                ja: "· これから" + (window.map { " " + $0 } ?? ""))
        case .unknown: return Localized(en: "? unknown", ja: "? 不明")
        case .noneYet: return Localized(en: "none yet", ja: "まだなし")
        case .count(let count, let perDay, let times):
            return Localized(
                en: "\(count) of \(perDay)" + (times.map { " (\($0))" } ?? ""),
                ja: "\(perDay) 回中 \(count) 回" + (times.map { "(\($0))" } ?? ""))
        case .logged(let count): return Localized(en: "\(count) dose\(count == 1 ? "" : "s")", ja: "\(count)回")
        case .last(let time, let ago):
            return Localized(
                en: "last \(time)" + (ago.map { " (\($0.en))" } ?? ""),
                ja: "最後 \(time)" + (ago.map { "(\($0.ja))" } ?? ""))
        case .units(let amount): return Localized(en: amount + "u", ja: amount + "単位")
        case .carbs(let grams): return Localized(en: "\(grams) carbs", ja: "炭水化物 \(grams)")
        case .weight(let weight): return Localized(en: "weight \(weight)", ja: "体重 \(weight)")
        case .forMeal(let grams): return Localized(en: "meal \(grams) carbs", ja: "食事の炭水化物 \(grams)")
        case .missedYesterday(let names):
            return Localized(en: "✗ missed yesterday: " + names, ja: "✗ 昨日の打ち忘れ: " + names)
        case .tooOftenYesterday(let names):
            return Localized(en: "‼ taken too often yesterday: " + names, ja: "‼ 昨日の打ちすぎ: " + names)
        case .yesterday(let names): return Localized(en: "yesterday: " + names, ja: "昨日: " + names)
        case .lineDueUntil(let dose, let end): return Localized(en: "\(dose) ○ until \(end)", ja: "\(dose) ○ \(end)まで")
        case .justNow: return Localized(en: "just now", ja: "たった今")
        case .minutesAgo(let hours, let minutes):
            let en = (hours > 0 ? "\(hours)h" : "") + (minutes > 0 || hours == 0 ? "\(minutes)m" : "") + " ago"
            let ja = (hours > 0 ? "\(hours)時間" : "") + (minutes > 0 || hours == 0 ? "\(minutes)分" : "") + "前"
            return Localized(en: en, ja: ja)
        case .daysAgo(let days): return Localized(en: "\(days)d ago", ja: "\(days)日前")
        case .glucose: return Localized(en: "glucose", ja: "血糖")
        case .waiting: return Localized(en: "waiting for journal…", ja: "ジャーナルを待っています…")
        case .waitingFor(let path):
            return Localized(
                en: "waiting for journal… (\(path) is not there)",
                ja: "ジャーナルを待っています…(\(path) がありません)")
        case .started(let stamp): return Localized(en: "started \(stamp)", ja: "開始 \(stamp)")
        case .updated(let stamp): return Localized(en: "updated \(stamp)", ja: "更新 \(stamp)")
        case .time: return Localized(en: "time", ja: "時刻")
        case .estimates: return Localized(en: "estimates", ja: "推定")
        case .more(let count):
            return Localized(en: "+\(count) more (daybook check)", ja: "ほか \(count) 件(daybook check)")
        case .created(let place): return Localized(en: "created \(place)", ja: "作成 \(place)")
        case .addedTo(let place): return Localized(en: "added to \(place)", ja: "追記 \(place)")
        case .estimatePending: return Localized(en: " (estimate pending)", ja: "(推定待ち)")
        case .error: return Localized(en: "error:", ja: "エラー:")
        case .warning: return Localized(en: "warning:", ja: "警告:")
        case .checked(let files, let days, let errors, let warnings):
            let problems = [(errors, "error"), (warnings, "warning")].filter { $0.0 > 0 }.map(Format.counted)
            let japanese = [(errors, "エラー"), (warnings, "警告")].filter { $0.0 > 0 }
                .map { "\($0.1) \(Format.whole($0.0)) 件" }
            return Localized(
                en: "\(Format.counted(files, "file")), \(Format.counted(days, "day")): "
                    + (problems.isEmpty ? "no problems" : problems.joined(separator: ", ")),
                ja: "ファイル \(Format.whole(files)) 件、\(Format.whole(days)) 日分: "
                    + (japanese.isEmpty ? "問題なし" : japanese.joined(separator: "、")))
        }
    }
}
