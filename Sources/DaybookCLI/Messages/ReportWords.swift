import DaybookCore

/// What `report` (text and Markdown), `calendar` and the report's glucose say, in both languages. Numbers are
/// formatted before they come here; dose names are shown as configured.
enum ReportWords: Localizable, Hashable {
    // MARK: Days
    case date
    case eaten
    case carbs
    case weight
    case activity
    case target
    case left
    case days(Int)
    case period(first: String, last: String, days: Int)
    case due
    case later
    case times(Int)

    // MARK: The summary
    case intake
    case streak
    case averageIntake(kcal: String, days: Int)
    case withinAndOver(within: Int, over: Int)
    case noCompleteDay
    case notWritten(days: Int)
    case noDayDecided
    case takenOf(taken: Int, days: Int, percent: String)
    case missedDays(Int)
    case tooOftenDays(Int)
    case averageTime(mean: String, spread: Int)
    case streakText(current: Int, longest: Int)
    case doseCount(count: Int, units: String)
    case perCompleteDay(doses: String, units: String)
    case pattern(dose: String)
    case partOfDay(Int)

    // MARK: The calendar
    case legend(unknown: Bool)

    // MARK: Glucose
    case glucose
    case ranges
    case noReadings
    case mean(String)
    case readings(Int)
    case coverage(String)
    case inRange(low: String, high: String, share: String)
    case below(bound: String, share: String)
    case above(bound: String, share: String)
    case around(isDose: Bool, count: Int, before: String, after: String, unit: String)
    case ofCount(mean: String, with: Int, count: Int)
    case readingsColumn
    case meanColumn
    case inRangeColumn
    case belowColumn
    case aboveColumn
    case coverageColumn
    case noReadingsInPeriod
    case profileIntro(unit: String, readings: Int)
    case hour

    var localized: Localized {
        switch self {
        case .date: return Localized(en: "date", ja: "日付")
        case .eaten: return Localized(en: "eaten", ja: "摂取")
        case .carbs: return Localized(en: "carbs", ja: "炭水化物")
        case .weight: return Localized(en: "weight", ja: "体重")
        case .activity: return Localized(en: "activity", ja: "運動")
        case .target: return Localized(en: "target", ja: "目標")
        case .left: return Localized(en: "left", ja: "残り")
        case .days(let count): return Localized(en: Format.counted(count, "day"), ja: "\(Format.whole(count))日間")
        case .period(let first, let last, let days):
            return Localized(
                en: "\(first) – \(last) · \(ReportWords.days(days).localized.en)",
                ja: "\(first)〜\(last) · \(ReportWords.days(days).localized.ja)")
        case .due: return Localized(en: "due", ja: "未")
        case .later: return Localized(en: "later", ja: "これから")
        case .times(let count): return Localized(en: "\(count)×", ja: "\(count)回")
        case .intake: return Localized(en: "intake", ja: "摂取")
        case .streak: return Localized(en: "streak", ja: "連続")
        case .averageIntake(let kcal, let days):
            return Localized(
                en: "\(kcal) kcal a day over \(Format.counted(days, "complete day"))",
                ja: "1 日平均 \(kcal) kcal(完了した \(Format.whole(days)) 日)")
        case .withinAndOver(let within, let over):
            return Localized(en: "\(within) within target, \(over) over", ja: "目標内 \(within) 日、超過 \(over) 日")
        case .noCompleteDay: return Localized(en: "no complete day yet", ja: "完了した日はまだありません")
        case .notWritten(let days):
            return Localized(
                en: "\(Format.counted(days, "day")) with nothing written",
                ja: "記録なし \(Format.whole(days)) 日")
        case .noDayDecided: return Localized(en: "no day decided yet", ja: "まだ結果の出た日はありません")
        case .takenOf(let taken, let days, let percent):
            return Localized(
                en: "taken \(Format.whole(taken)) of \(Format.counted(days, "day")) (\(percent))",
                ja: "\(Format.whole(days)) 日中 \(Format.whole(taken)) 日打った(\(percent))")
        case .missedDays(let count): return Localized(en: "✗ \(count) missed", ja: "✗ 打ち忘れ \(count) 日")
        case .tooOftenDays(let count): return Localized(en: "‼ \(count) taken too often", ja: "‼ 打ちすぎ \(count) 日")
        case .averageTime(let mean, let spread):
            return Localized(en: "on average at \(mean) ± \(spread) min", ja: "平均 \(mean) ± \(spread) 分")
        case .streakText(let current, let longest):
            return Localized(
                en: "\(Format.counted(current, "day")) in a row with every scheduled dose taken "
                    + "(longest \(Format.whole(longest)))",
                ja: "予定の投与をすべて打った日が \(Format.whole(current)) 日連続(最長 \(Format.whole(longest)) 日)")
        case .doseCount(let count, let units):
            return Localized(
                en: Format.counted(count, "dose") + ", " + units + "u",
                ja: "\(Format.whole(count)) 回、\(units)単位")
        case .perCompleteDay(let doses, let units):
            return Localized(
                en: "\(doses) doses and \(units)u a complete day",
                ja: "完了した日 1 日あたり \(doses) 回、\(units)単位")
        case .pattern(let dose): return Localized(en: "\(dose) by", ja: "\(dose) の時間帯")
        case .partOfDay(let index):
            let names = [("morning", "朝"), ("midday", "昼"), ("afternoon", "午後"), ("evening", "夕方"), ("night", "夜")]
            let name = names[min(max(index, 0), names.count - 1)]
            return Localized(en: name.0, ja: name.1)
        case .legend(let unknown):
            return Localized(
                en: "✓ taken  ✗ missed  ‼ too often  ○ due  · nothing written"
                    + (unknown ? "  ? unknown" : "") + "  + over target",
                ja: "✓ 済み  ✗ 打ち忘れ  ‼ 打ちすぎ  ○ まだ  · 記録なし" + (unknown ? "  ? 不明" : "")
                    + "  + 目標超え")
        case .glucose: return Localized(en: "glucose", ja: "血糖")
        case .ranges: return Localized(en: "ranges", ja: "範囲")
        case .noReadings: return Localized(en: "no readings", ja: "測定値なし")
        case .mean(let value): return Localized(en: "mean \(value)", ja: "平均 \(value)")
        case .readings(let count):
            return Localized(
                en: count == 1 ? "1 reading" : "\(Format.whole(count)) readings",
                ja: "\(Format.whole(count)) 件")
        case .coverage(let share): return Localized(en: "coverage \(share)", ja: "記録率 \(share)")
        case .inRange(let low, let high, let share):
            return Localized(en: "in \(low)–\(high) \(share)", ja: "範囲内 \(low)–\(high) \(share)")
        case .below(let bound, let share): return Localized(en: "below \(bound) \(share)", ja: "\(bound) 未満 \(share)")
        case .above(let bound, let share): return Localized(en: "above \(bound) \(share)", ja: "\(bound) 超 \(share)")
        case .around(let isDose, let count, let before, let after, let unit):
            let what = isDose ? (count == 1 ? "dose" : "doses") : (count == 1 ? "meal" : "meals")
            return Localized(
                en: "\(Format.whole(count)) \(what) · \(isDose ? "at the dose" : "before") \(before) · "
                    + "2 h after \(after) \(unit)",
                ja: "\(isDose ? "投与" : "食事") \(Format.whole(count)) 回 · \(isDose ? "投与時" : "食前") "
                    + "\(before) · 2 時間後 \(after) \(unit)")
        case .ofCount(let mean, let with, let count):
            return Localized(en: "\(mean) (\(with) of \(count))", ja: "\(mean)(\(count) 回中 \(with) 回)")
        case .readingsColumn: return Localized(en: "readings", ja: "件数")
        case .meanColumn: return Localized(en: "mean", ja: "平均")
        case .inRangeColumn: return Localized(en: "in range", ja: "範囲内")
        case .belowColumn: return Localized(en: "below", ja: "未満")
        case .aboveColumn: return Localized(en: "above", ja: "超")
        case .coverageColumn: return Localized(en: "coverage", ja: "記録率")
        case .noReadingsInPeriod:
            return Localized(en: "No glucose readings in this period.", ja: "この期間の血糖値はありません。")
        case .profileIntro(let unit, let readings):
            return Localized(
                en: readings == 1
                    ? "Glucose by time of day in \(unit), from 1 reading."
                    : "Glucose by time of day in \(unit), from \(Format.whole(readings)) readings.",
                ja: "時間帯ごとの血糖値(\(unit)、\(Format.whole(readings)) 件から)。")
        case .hour: return Localized(en: "hour", ja: "時刻")
        }
    }
}
