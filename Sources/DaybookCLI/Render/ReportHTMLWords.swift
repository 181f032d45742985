import DaybookCore

/// Every word the HTML report shows, in both languages side by side. Sentences with numbers are cases with their
/// numbers, each one whole sentence.
enum ReportHTMLWords: Localizable, Hashable {
    case title
    /// `2026-09-01 – 2026-11-29 · 90 days`.
    case period(first: String, last: String, days: Int)
    case noAdvice
    /// `Made by daybook at 2026-11-29T21:45.`
    case made(String)
    case glucose
    case noReadings
    case readings
    case coverage
    case mean
    case gmi
    case sd
    case cv
    case unitNote(String)
    case veryHigh
    case high
    case inRange
    /// "in range" after a share in a day's caption: `72.1% in range`.
    case inRangeLowercased
    /// `62g carbs`, `炭水化物 62g`.
    case carbs(String)
    /// `meal 62g carbs` beside a rapid-acting dose.
    case mealCarbs(String)
    case low
    case veryLow
    case profile
    case profileLegend
    case profileTooFew
    case days
    case daysLegend
    case doses
    case calendarLegend
    /// `long: taken exactly on 28 of 30 days (93%).`
    case adherence(dose: String, taken: Int, decided: Int, percent: Int)
    case noDecidedDays(String)
    case around
    case aroundBefore
    case aroundAt
    case aroundAfter
    case aroundCount
    case intake
    case intakeLegend
    case weight
    case weightLegend
    /// The summary table's carbohydrate column.
    case carbsHeading
    case summary
    case date
    case eaten
    case target
    case left
    case glucoseMean
    case timeInRange
    /// Under the glucose heading: what its days are.
    case calendarDays
    /// The legend's entry for meals.
    case mealsKcal
    case problems
    case noProblems
    case error
    case warning
    /// `2 errors and 5 warnings in the journal for this period.`
    case problemCounts(errors: Int, warnings: Int)
    /// `… and 12 more.`
    case moreProblems(Int)
    /// After a problem that many lines have: `(on 90 lines; the first is shown)`.
    case timesFirstAt(Int)

    var localized: Localized {
        switch self {
        case .title: return Localized(en: "Glucose, doses and meals", ja: "血糖値・投与・食事")
        case .period(let first, let last, let days):
            return days == 1
                ? Localized(en: "\(first), 1 day", ja: "\(first)(1日間)")
                : Localized(en: "\(first) to \(last), \(days) days", ja: "\(first)〜\(last)(\(days)日間)")
        case .noAdvice:
            return Localized(
                en: "This report shows what was logged and measured. It gives no advice on doses or "
                    + "treatment.",
                ja: "このレポートは記録と測定の結果を示すものです。投与量や治療についての助言ではありません。")
        case .made(let now): return Localized(en: "Made by daybook at \(now).", ja: "daybook が \(now) に作成。")
        case .glucose: return Localized(en: "Glucose", ja: "血糖値")
        case .noReadings: return Localized(en: "No glucose readings in this period.", ja: "この期間の血糖値はありません。")
        case .readings: return Localized(en: "Readings", ja: "件数")
        case .coverage: return Localized(en: "Sensor coverage", ja: "センサーの記録率")
        case .mean: return Localized(en: "Mean glucose", ja: "平均血糖値")
        case .gmi: return Localized(en: "GMI", ja: "GMI")
        case .sd: return Localized(en: "Standard deviation", ja: "標準偏差")
        case .cv: return Localized(en: "Coefficient of variation", ja: "変動係数")
        case .unitNote(let unit):
            return Localized(en: "Glucose values are in \(unit).", ja: "血糖値の単位は \(unit) です。")
        case .veryHigh: return Localized(en: "Very high", ja: "かなり高い")
        case .high: return Localized(en: "High", ja: "高い")
        case .inRange: return Localized(en: "In range", ja: "範囲内")
        case .inRangeLowercased: return Localized(en: "in range", ja: "範囲内")
        case .carbs(let grams): return Localized(en: "\(grams) carbs", ja: "炭水化物 \(grams)")
        case .mealCarbs(let grams): return Localized(en: "meal \(grams) carbs", ja: "食事の炭水化物 \(grams)")
        case .low: return Localized(en: "Low", ja: "低い")
        case .veryLow: return Localized(en: "Very low", ja: "かなり低い")
        case .profile: return Localized(en: "Glucose by time of day", ja: "時間帯ごとの血糖値")
        case .profileLegend:
            return Localized(
                en: "The line is the median; the dark band holds the middle half of the readings (25th to "
                    + "75th percentile), the light band nine in ten (5th to 95th).",
                ja: "線は中央値です。濃い帯に測定値の中ほど半分(25〜75 パーセンタイル)、薄い帯に 10 件中 "
                    + "9 件(5〜95 パーセンタイル)が入ります。")
        case .profileTooFew: return Localized(en: "Too few readings for a profile.", ja: "傾向を出すには測定値が少なすぎます。")
        case .days: return Localized(en: "Day by day", ja: "日ごと")
        case .daysLegend:
            return Localized(
                en: "Each day from the start of the journal day: glucose (the band is the target range), "
                    + "meals with their kcal above, doses with their units below in their insulin's colour; under it, "
                    + "what was eaten and taken, and beside the date the day's kcal and units of each insulin.",
                ja: "各日をジャーナル日の始まりから表示します: 血糖値(帯は目標範囲)、上に食事と kcal、"
                    + "下に投与と単位数(インスリンごとの色)。その下に食べたものと打ったもの、日付の横にその日の "
                    + "kcal とインスリンごとの単位数の合計を示します。")
        case .doses: return Localized(en: "Doses", ja: "投与")
        case .calendarLegend:
            return Localized(
                en: "✓ taken · ✗ missed · ‼ taken too often · ○ still due · a dot: nothing written",
                ja: "✓ 済み · ✗ 打ち忘れ · ‼ 打ちすぎ · ○ まだ · 点: 記録なし")
        case .adherence(let dose, let taken, let decided, let percent):
            return decided == 1
                ? Localized(
                    en: "\(dose): taken exactly on \(taken) of 1 day (\(percent)%).",
                    ja: "\(dose): 1 日中 \(taken) 日、予定どおり打ちました(\(percent)%)。")
                : Localized(
                    en: "\(dose): taken exactly on \(taken) of \(decided) days (\(percent)%).",
                    ja: "\(dose): \(decided) 日中 \(taken) 日、予定どおり打ちました(\(percent)%)。")
        case .noDecidedDays(let dose):
            return Localized(en: "\(dose): no day decided yet.", ja: "\(dose): まだ結果の出た日はありません。")
        case .around: return Localized(en: "Glucose around doses and meals", ja: "投与と食事の前後の血糖値")
        case .aroundBefore: return Localized(en: "Before (mean)", ja: "食前(平均)")
        case .aroundAt: return Localized(en: "At the dose (mean)", ja: "投与時(平均)")
        case .aroundAfter: return Localized(en: "2 hours after (mean)", ja: "2 時間後(平均)")
        case .aroundCount: return Localized(en: "How many", ja: "回数")
        case .intake: return Localized(en: "Intake against target", ja: "目標に対する摂取量")
        case .intakeLegend:
            return Localized(
                en: "Each bar is a day's kcal eaten; the tick is its target; the dates are below.",
                ja: "棒は 1 日に摂った kcal、目盛りはその日の目標です。日付は下にあります。")
        case .weight: return Localized(en: "Weight", ja: "体重")
        case .carbsHeading: return Localized(en: "Carbs", ja: "炭水化物")
        case .weightLegend:
            return Localized(
                en: "Each point is a day's last weigh-in; the dates are below.",
                ja: "点は各日の最後に量った体重です。日付は下にあります。")
        case .summary: return Localized(en: "Summary", ja: "まとめ")
        case .date: return Localized(en: "Date", ja: "日付")
        case .eaten: return Localized(en: "Eaten", ja: "摂取")
        case .target: return Localized(en: "Target", ja: "目標")
        case .left: return Localized(en: "Left", ja: "残り")
        case .glucoseMean: return Localized(en: "Glucose", ja: "血糖値")
        case .timeInRange: return Localized(en: "In range", ja: "範囲内")
        case .calendarDays:
            return Localized(
                en: "Calendar days, midnight to midnight, as in an ambulatory glucose profile (the day strips below "
                    + "follow the journal day).",
                ja: "暦日(0 時から 0 時)で集計します。AGP と同じです(下の日ごとの図はジャーナル日で区切ります)。")
        case .mealsKcal: return Localized(en: "meals (kcal)", ja: "食事(kcal)")
        case .problems: return Localized(en: "Problems in the journal", ja: "ジャーナルの問題")
        case .noProblems:
            return Localized(
                en: "None: every line of the period was read.", ja: "ありません。期間中のすべての行を読みました。")
        case .error: return Localized(en: "error", ja: "エラー")
        case .warning: return Localized(en: "warning", ja: "警告")
        case .problemCounts(let errors, let warnings):
            let en =
                "\(errors) \(errors == 1 ? "error" : "errors") and \(warnings) \(warnings == 1 ? "warning" : "warnings")"
            return Localized(
                en: "\(en) for this period: what they say may be missing from the pages above.",
                ja: "この期間のエラー \(errors) 件、警告 \(warnings) 件。ここに書かれたことは上の各ページに含まれていない"
                    + "かもしれません。")
        case .timesFirstAt(let count):
            return Localized(en: "(on \(count) lines; the first is shown)", ja: "(\(count) 行。最初の行を示します)")
        case .moreProblems(let count):
            return Localized(
                en: "… and \(count) more (daybook check lists them all).",
                ja: "…ほか \(count) 件(daybook check ですべて表示します)。")
        }
    }

    /// The words of one page: `words[.title]`.
    struct Page: Sendable {
        let language: Language

        subscript(_ word: ReportHTMLWords) -> String {
            word.text(language)
        }
    }
}
