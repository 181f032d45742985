/// One item, as an estimator is asked about it.
public struct EstimateRequest: Sendable, Hashable {
    /// The item as written, quantity included. With `locale`, all an external estimator is ever sent.
    public var text: String
    /// The food's name in matching form: what the estimate is pinned under.
    public var key: String
    public var quantity: Quantity
    /// `ja` when the text has kana or kanji, else `en`: so the answer names the food in the writer's language.
    public var locale: String

    public init(text: String, key: String, quantity: Quantity) {
        self.text = text
        self.key = key
        self.quantity = quantity
        locale = text.unicodeScalars.contains { $0.isCJK } ? "ja" : "en"
    }
}

public enum EstimateResult: Sendable, Equatable {
    /// What the food is worth, per unit or per 100 g/ml.
    case values(KcalValues)
    /// Asked, not answered yet: count the fallback for now, marked `…`.
    case pending
    /// No answer; the message (if any) is worth a warning.
    case unavailable(Localized?)
}

/// Something that can put a number on a food nobody defined: the built-in table, a local program, an
/// OpenAI-compatible endpoint. Passed into the resolver, never looked up globally.
public protocol Estimator: Sendable {
    /// Recorded as the item's source and in pins, e.g. `stub`.
    var name: String { get }
    func estimate(_ request: EstimateRequest) -> EstimateResult
}

/// The built-in table of common foods and drinks (`StubTable`), in English and Japanese.
public struct StubEstimator: Estimator {
    public let name = "stub"

    public init() {}

    public func estimate(_ request: EstimateRequest) -> EstimateResult {
        StubEstimator.index.find(request.key).map { .values($0.value) } ?? .unavailable(nil)
    }

    /// Every name the built-in table knows (in matching form) with its values, in table order: for completion.
    public static var knownFoods: [(name: String, values: KcalValues)] {
        StubTable.foods.flatMap { food in
            food.names.map { (TextFolding.matchKey($0), KcalValues(perUnit: food.serving, per100g: food.per100g,
                                                                  per100ml: food.per100ml)) }
        }
    }

    /// Built on first use (a status line that needs no estimate never pays for it), then constant.
    private static let index: NameIndex<KcalValues> = {
        var index = NameIndex<KcalValues>(capacity: 512)
        for food in StubTable.foods {
            // A drink weighs about a gram per millilitre: `beer 12oz` (ounces are a mass) resolves too.
            let values = KcalValues(perUnit: food.serving, per100g: food.per100g ?? food.per100ml,
                                    per100ml: food.per100ml)
            for name in food.names { index.add(key: name, values) }
        }
        return index
    }()
}
