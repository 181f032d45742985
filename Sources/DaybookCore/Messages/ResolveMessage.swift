/// What resolving items says: a food nobody knows, a food that cannot take a quantity, an estimator without an
/// answer, a pinned-estimate line that cannot be read. In both languages.
public enum ResolveMessage: Localizable, Hashable {
    case unknownFood(item: String, kcal: Int, slot: Slot?)
    case readAsNote(text: String)
    case countItAsFood(text: String)
    case addToFoods(name: String, item: String)
    case didYouMean(suggestion: String, name: String)
    case foodLacks(
        food: String, file: String, line: Int, missing: Quantity.Unit, item: String, kcal: Int,
        source: KcalSource)
    case addToFood(food: String, missing: Quantity.Unit)
    case estimatorHadNoAnswer(estimator: String, item: String, reason: Localized)
    case askedAgain
    case pinLineForm
    case pinsNotInForm(limit: Int)
    case notAPin
    case notAPinBecause(YAMLMessage)
    case pinNeedsFields

    public var localized: Localized {
        switch self {
        case .unknownFood(let item, let kcal, let slot):
            let slot = slot?.localized ?? Slot.other
            return Localized(
                en: "unknown food '\(item)': guessed \(kcal) kcal (\(slot.en))",
                ja: "知らない食品「\(item)」: \(kcal) kcal と推測しました(\(slot.ja))")
        case .readAsNote(let text):
            return Localized(
                en: "'\(text)' names no food daybook knows, nor a meal, an amount or kcal: read as a note, not counted",
                ja: "「\(text)」には知っている食品も食事・量・kcal もないため、メモとして読み、数えません")
        case .countItAsFood(let text):
            return Localized(
                en: "if it was eaten, write its kcal (e.g. '\(text) 300kcal'), its amount, or put it under a meal "
                    + "(e.g. 'lunch: \(text)')",
                ja: "食べたものなら kcal(例: 「\(text) 300kcal」)か量を書くか、食事の下に書いてください"
                    + "(例: 「昼食: \(text)」)")
        case .addToFoods(let name, let item):
            return Localized(
                en: "add it to foods.yaml, e.g. '\(name.isEmpty ? "name" : name): 120', or write its "
                    + "kcal, e.g. '\(item) 120kcal'",
                ja: "foods.yaml に加えるか(例: 「\(name.isEmpty ? "名前" : name): 120」)、"
                    + "kcal を書いてください(例: 「\(item) 120kcal」)")
        case .didYouMean(let suggestion, let name):
            return Localized(
                en: "did you mean '\(suggestion)'? If not, add it to foods.yaml, e.g. '\(name): 120'",
                ja: "「\(suggestion)」のことですか? 違うなら foods.yaml に加えてください(例: 「\(name): 120」)")
        case .foodLacks(let food, let file, let line, let missing, let item, let kcal, let source):
            let key = ResolveMessage.key(missing, perUnitSaid: true)
            return Localized(
                en: "'\(food)' in \(file):\(line) has no \(key.en); '\(item)' counted \(kcal) kcal from "
                    + source.localized.en,
                ja: "\(file):\(line) の「\(food)」に \(key.ja) がないため、「\(item)」は"
                    + "\(source.localized.ja)から \(kcal) kcal と数えました")
        case .addToFood(let food, let missing):
            let key = ResolveMessage.key(missing, perUnitSaid: false)
            return Localized(
                en: "add \(key.en) to '\(food)' in foods.yaml",
                ja: "foods.yaml の「\(food)」に \(key.ja) を加えてください")
        case .estimatorHadNoAnswer(let estimator, let item, let reason):
            return Localized(
                en: "estimator \(estimator) had no answer for '\(item)': \(reason.en)",
                ja: "推定器 \(estimator) から「\(item)」の答えがありません: \(reason.ja)")
        case .askedAgain:
            return Localized(
                en: "it will be asked again; meanwhile the next source counts",
                ja: "あとでもう一度問い合わせます。それまでは次の情報源の値を数えます")
        case .pinLineForm:
            return Localized(
                en: "each line is '- {key: NAME, kcal: N, estimator: NAME, at: TIME}'",
                ja: "各行は「- {key: NAME, kcal: N, estimator: NAME, at: TIME}」の形です")
        case .pinsNotInForm(let limit):
            return Localized(
                en: "not read: more than \(limit) lines of this file are not in the form daybook writes; "
                    + "this line is ignored",
                ja: "読みません。このファイルの \(limit) 行を超える行が daybook の書く形ではないため、"
                    + "この行は無視します")
        case .notAPin:
            return Localized(
                en: "not a pinned estimate; this line is ignored",
                ja: "固定した推定値ではないため、この行は無視します")
        case .notAPinBecause(let problem):
            return Localized(
                en: "not a pinned estimate (\(problem.localized.en)); this line is ignored",
                ja: "固定した推定値ではないため(\(problem.localized.ja))、この行は無視します")
        case .pinNeedsFields:
            return Localized(
                en: "a pinned estimate needs a key, a kcal value and an estimator; this line is ignored",
                ja: "固定した推定値には key、kcal、estimator が必要なため、この行は無視します")
        }
    }

    /// The foods.yaml key a quantity needs: `kcal per unit` (in a message) or `kcal` (to add), `kcal_per_100g`.
    private static func key(_ unit: Quantity.Unit, perUnitSaid: Bool) -> Localized {
        switch unit {
        case .count:
            return perUnitSaid ? Localized(en: "kcal per unit", ja: "1 個あたりの kcal") : .verbatim("kcal")
        case .gram: return .verbatim("kcal_per_100g")
        case .milliliter: return .verbatim("kcal_per_100ml")
        }
    }
}

extension Slot: Localizable {
    /// `lunch`, `昼食`.
    public var localized: Localized {
        switch self {
        case .breakfast: return Localized(en: "breakfast", ja: "朝食")
        case .lunch: return Localized(en: "lunch", ja: "昼食")
        case .dinner: return Localized(en: "dinner", ja: "夕食")
        case .snack: return Localized(en: "snack", ja: "間食")
        }
    }

    /// An entry without a slot, as `guess: {other: …}` calls it.
    public static let other = Localized(en: "other", ja: "その他")
}

extension KcalSource: Localizable {
    /// Where an item's kcal came from, in a person's words, the same on every surface and every run: an estimate
    /// pinned so that every device agrees is named by what made it (`description` is the machine formats' name).
    public var localized: Localized {
        switch self {
        case .explicit: return Localized(en: "written", ja: "記入")
        case .foods: return Localized(en: "your foods", ja: "自分の食品")
        case .history: return Localized(en: "your history", ja: "自分の記録")
        case .pinned(let estimator), .estimator(let estimator):
            return estimator == StubEstimator.name
                ? Localized(en: "table", ja: "内蔵の表") : Localized(en: "estimate", ja: "推定")
        case .carbohydrate: return Localized(en: "from carbohydrate", ja: "糖質から")
        case .guess: return Localized(en: "guess", ja: "推測")
        case .notCounted: return Localized(en: "not counted", ja: "数えない")
        }
    }
}
