import DaybookCore
import DaybookPlatform

/// What an external estimator answers for an item, `{"name": …, "kcal": N, "carbs": G, "per": "unit"|"total"}`,
/// turned into what one unit (or 100 g or ml) of the food is worth. `carbs` (grams, on the same basis as `kcal`)
/// may be left out, and then it is unknown; a value out of bounds is left out too.
enum EstimateAnswer {
    static func values(_ answer: JSON, for request: EstimateRequest) -> Result<KcalValues, AnswerFailure> {
        guard let kcal = answer["kcal"]?.double, kcal.isFinite, kcal >= 0, kcal <= 100_000 else {
            return .failure(AnswerFailure(.noKcalInAnswer))
        }
        if let name = answer["name"]?.string, request.locale == "ja",
            !name.unicodeScalars.contains(where: { $0.isCJKName })
        {
            return .failure(AnswerFailure(.answerInOtherLanguage(name: name)))
        }
        let perTotal = answer["per"]?.string != "unit"
        let amount = request.quantity.amount > 0 ? request.quantity.amount : 1
        let carbs = answer["carbs"]?.double.flatMap { grams in
            grams.isFinite && grams >= 0 && grams <= CarbValues.maximumPerUnit ? grams : nil
        }
        // What the answer's basis is worth per unit, or per 100 g or ml of the request's quantity.
        let scale = request.quantity.unit == .count ? 1 / amount : 100 / amount
        func based(_ value: Double) -> Double { perTotal ? value * scale : value }
        switch request.quantity.unit {
        case .count:
            return .success(KcalValues(perUnit: based(kcal), carbs: CarbValues(perUnit: carbs.map(based))))
        case .gram:
            return .success(KcalValues(per100g: based(kcal), carbs: CarbValues(per100g: carbs.map(based))))
        case .milliliter:
            return .success(KcalValues(per100ml: based(kcal), carbs: CarbValues(per100ml: carbs.map(based))))
        }
    }
}
