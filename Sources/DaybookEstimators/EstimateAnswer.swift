import DaybookCore
import DaybookPlatform

/// What an external estimator answers for an item, `{"name": …, "kcal": N, "per": "unit"|"total"}`, turned into
/// what one unit (or 100 g or ml) of the food is worth.
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
        switch request.quantity.unit {
        case .count: return .success(KcalValues(perUnit: perTotal ? kcal / amount : kcal))
        case .gram: return .success(KcalValues(per100g: perTotal ? kcal * 100 / amount : kcal))
        case .milliliter: return .success(KcalValues(per100ml: perTotal ? kcal * 100 / amount : kcal))
        }
    }
}
