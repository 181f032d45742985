import DaybookCore

/// What the editor shows a person: hints, hover texts, code action titles, completion details. In both languages;
/// the language is the client's (`initialize`'s `locale`) or, without one, the environment's.
enum EditorMessage: Localizable, Hashable {
    // MARK: Hints
    case balance(remaining: String, over: Bool, approximate: Bool, pending: Bool)
    case meal(kcal: String, carbs: String?, approximate: Bool, pending: Bool, sources: [Localized])
    case unscheduledDose(name: String, count: Int, units: String, mealCarbs: String?)

    // MARK: Hover
    case glucoseReading(value: String, unit: String)
    case struckThrough
    case writtenInItem
    case fromCarbohydrate(alone: Bool)
    case fromFoods(times: String, line: Int?, name: String?)
    case taughtBy(times: String, teacher: String?)
    case pinned(times: String, estimator: Localized?, day: String?)
    case builtInTable(times: String)
    case estimatedBy(String)
    case pinnedOnSave(Localized)
    case guessed(name: String, slot: Localized, foodsLine: String, kcalExample: String)
    case notCounted
    case waitingForAnswer
    case doseTaken(count: Int, perDay: Int)
    case doseDuplicate(count: Int, perDay: Int)
    case doseMissed(window: String?, count: Int, perDay: Int)
    case doseDue(window: String?, count: Int, perDay: Int)
    case doseUpcoming(window: String?, count: Int, perDay: Int)
    case doseUnknown(count: Int, perDay: Int)
    case doseLogged(count: Int, units: String)
    case lastDoses(String)

    // MARK: Code actions
    case restoreLine
    case addAlias(alias: String, dose: String)
    case teachFood(name: String)

    // MARK: Completion and symbols
    case now
    case doseDetail(dose: String, perDay: Int?)
    case slot
    case fromFoodsFile(kcal: String, food: String?)
    case fromJournal(kcal: String)
    case fromBuiltIn(kcal: String)
    case glucoseSymbol(value: String, unit: String)
    case struckThroughSymbol
    /// A line that is no food (a weight, a note…): shown, never counted.
    case notFood(kind: Localized)
    case empty

    var localized: Localized {
        switch self {
        case .balance(let remaining, let over, let approximate, let pending):
            let mark = (pending ? "… " : "") + (approximate ? "≈" : "")
            return over
                ? Localized(en: "\(mark)\(remaining) kcal over", ja: "\(mark)\(remaining) kcal 超過")
                : Localized(en: "\(mark)\(remaining) kcal left", ja: "残り \(mark)\(remaining) kcal")
        case .meal(let kcal, let carbs, let approximate, let pending, let sources):
            let mark = (pending ? "… " : "") + (approximate ? "≈" : "")
            return Localized(
                en: "\(mark)\(kcal) kcal · " + (carbs.map { "\($0) carbs · " } ?? "")
                    + sources.map(\.en).joined(separator: " + "),
                ja: "\(mark)\(kcal) kcal · " + (carbs.map { "炭水化物 \($0) · " } ?? "")
                    + sources.map(\.ja).joined(separator: " + "))
        case .unscheduledDose(let name, let count, let units, let mealCarbs):
            return Localized(
                en: "\(name) \(count)× · \(units)u" + (mealCarbs.map { " · meal \($0) carbs" } ?? ""),
                ja: "\(name) \(count)回 · \(units)単位" + (mealCarbs.map { " · 食事の炭水化物 \($0)" } ?? ""))
        case .glucoseReading(let value, let unit):
            return Localized(
                en: "Glucose reading: \(value) \(unit). Shown in status and reports beside meals and "
                    + "doses; daybook gives no advice on doses.",
                ja: "血糖値: \(value) \(unit)。status とレポートで食事や投与と並べて表示します。"
                    + "daybook は投与量について助言しません。")
        case .struckThrough:
            return Localized(en: "Struck through: shown, never counted.", ja: "取り消し線: 表示しますが数えません。")
        case .writtenInItem:
            return Localized(en: "Written in the item.", ja: "品目に書かれた値です。")
        case .fromCarbohydrate(let alone):
            return alone
                ? Localized(
                    en: "Only carbohydrate is written: 4 kcal a gram.", ja: "糖質だけが書かれています(1 g あたり 4 kcal)。")
                : Localized(
                    en: "The carbohydrate of the foods beside it: it adds no kcal.",
                    ja: "同じ行の食品の糖質です。kcal は加えません。")
        case .fromFoods(let times, let line, let name):
            let place = line.map { line in
                Localized(
                    en: " line \(line)" + (name.map { " (\($0))" } ?? ""),
                    ja: " の \(line) 行目" + (name.map { "(\($0))" } ?? ""))
            }
            return Localized(
                en: times + " from foods.yaml" + (place?.en ?? "") + ".",
                ja: times + "、foods.yaml" + (place?.ja ?? "") + "から。")
        case .taughtBy(let times, let teacher):
            return Localized(
                en: times + ", taught by "
                    + (teacher ?? "an earlier journal line (remembered in .daybook/estimates.yaml)") + ".",
                ja: times + "、"
                    + (teacher.map { "\($0) で覚えた値です。" }
                        ?? "以前の記録で覚えた値です(.daybook/estimates.yaml に記録)。"))
        case .pinned(let times, let estimator, let day):
            let by = estimator.map { estimator in
                Localized(
                    en: " (\(estimator.en))" + (day.map { " on \($0)" } ?? ""),
                    ja: "(\(estimator.ja)" + (day.map { "、\($0)" } ?? "") + ")")
            }
            return Localized(
                en: times + ", pinned estimate" + (by?.en ?? "")
                    + " (.daybook/estimates.yaml): every device counts the same.",
                ja: times + "、固定した推定値" + (by?.ja ?? "")
                    + "です(.daybook/estimates.yaml)。どの端末でも同じ値を数えます。")
        case .builtInTable(let times):
            return Localized(en: times + ", from daybook's built-in table", ja: times + "、daybook 内蔵の表から")
        case .estimatedBy(let estimator):
            return Localized(en: "Estimated by \(estimator)", ja: "\(estimator) による推定")
        case .pinnedOnSave(let how):
            return Localized(
                en: how.en + "; pinned in .daybook/estimates.yaml when the file is saved.",
                ja: how.ja + "。ファイルを保存すると .daybook/estimates.yaml に固定します。")
        case .guessed(let name, let slot, let foodsLine, let kcalExample):
            return Localized(
                en: "No source knows \(name): guessed from the \(slot.en) slot's `guess`. Teach it: add "
                    + "\(foodsLine) to foods.yaml, or write its kcal, e.g. \(kcalExample).",
                ja: "\(name) を知っている情報源がないため、\(slot.ja)の `guess` から推測しました。"
                    + "foods.yaml に \(foodsLine) を加えるか、kcal を書いて教えてください"
                    + "(例: \(kcalExample))。")
        case .notCounted:
            return Localized(
                en: "No source knows these words, and the line names no meal, amount or kcal: read as a note, not "
                    + "counted.",
                ja: "どの情報源も知らない言葉で、食事・量・kcal もないため、メモとして読み、数えません。")
        case .waitingForAnswer:
            return Localized(
                en: "… waiting for the estimator's answer; this number counts meanwhile.",
                ja: "… 推定器の答えを待っています。それまではこの値を数えます。")
        case .doseTaken(let count, let perDay):
            return Localized(en: "✓ taken, \(count) of \(perDay)", ja: "✓ 済み、\(perDay) 回中 \(count) 回")
        case .doseDuplicate(let count, let perDay):
            return Localized(
                en: "‼ taken \(count) times, \(perDay) expected",
                ja: "‼ \(count) 回(予定は \(perDay) 回)")
        case .doseMissed(let window, let count, let perDay):
            return Localized(
                en: "✗ missed" + (window.map { " (window \($0))" } ?? "") + ", \(count) of \(perDay)",
                ja: "✗ 打ち忘れ" + (window.map { "(時間枠 \($0))" } ?? "")
                    + "、\(perDay) 回中 \(count) 回")
        case .doseDue(let window, let count, let perDay):
            return Localized(
                en: "○ due" + (window.map { " (window \($0))" } ?? "") + ", \(count) of \(perDay)",
                ja: "○ 未" + (window.map { "(時間枠 \($0))" } ?? "") + "、\(perDay) 回中 \(count) 回")
        case .doseUpcoming(let window, let count, let perDay):
            return Localized(
                en: "· upcoming" + (window.map { " (window \($0))" } ?? "") + ", \(count) of \(perDay)",
                ja: "· これから" + (window.map { "(時間枠 \($0))" } ?? "")
                    + "、\(perDay) 回中 \(count) 回")
        case .doseUnknown(let count, let perDay):
            return Localized(
                en: "? unknown: a file of the day, or a line about this insulin, could not be read, \(count) of "
                    + "\(perDay)",
                ja: "? 不明: その日のファイルか、このインスリンについての行を読めませんでした。\(perDay) 回中 \(count) 回")
        case .doseLogged(let count, let units):
            return Localized(en: "\(count) dose\(count == 1 ? "" : "s"), \(units)u", ja: "\(count) 回、\(units)単位")
        case .lastDoses(let list):
            return Localized(en: "Last doses: " + list, ja: "最近の投与: " + list)
        case .restoreLine:
            return Localized(
                en: "Restore this line (remove the strike-through, or tick its box)",
                ja: "この行を戻す(取り消し線を外すか、チェックを入れる)")
        case .addAlias(let alias, let dose):
            return Localized(en: "Add '\(alias)' to the aliases of \(dose)", ja: "「\(alias)」を \(dose) の別名に加える")
        case .teachFood(let name):
            return Localized(
                en: "Teach daybook: add '\(name)' to foods.yaml",
                ja: "daybook に教える: 「\(name)」を "
                    + "foods.yaml に加える")
        case .now:
            return Localized(en: "now", ja: "現在時刻")
        case .doseDetail(let dose, let perDay):
            return Localized(
                en: "dose \(dose)" + (perDay.map { ", \($0) a day" } ?? ""),
                ja: "投与 \(dose)" + (perDay.map { "、1 日 \($0) 回" } ?? ""))
        case .slot:
            return Localized(en: "slot", ja: "食事の区分")
        case .fromFoodsFile(let kcal, let food):
            return Localized(
                en: kcal + " · foods.yaml" + (food.map { " (\($0))" } ?? ""),
                ja: kcal + " · foods.yaml の食品" + (food.map { "(\($0))" } ?? ""))
        case .fromJournal(let kcal):
            return Localized(en: kcal + " · journal", ja: kcal + " · ジャーナル")
        case .fromBuiltIn(let kcal):
            return Localized(en: "≈" + kcal + " · built-in", ja: "≈" + kcal + " · 内蔵の表")
        case .glucoseSymbol(let value, let unit):
            return Localized(en: "glucose \(value) \(unit)", ja: "血糖値 \(value) \(unit)")
        case .struckThroughSymbol:
            return Localized(en: "struck through", ja: "取り消し線")
        case .notFood(let kind):
            return Localized(en: "\(kind.en): not food, never counted", ja: "\(kind.ja): 食べ物ではないので数えません")
        case .empty:
            return Localized(en: "(empty)", ja: "(空)")
        }
    }
}
