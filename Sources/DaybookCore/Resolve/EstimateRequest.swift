/// One item, as an estimator is asked about it.
public struct EstimateRequest: Sendable, Hashable {
    /// The item as written, quantity included. With `locale`, all an external estimator is ever sent.
    public var text: String
    /// The food's name in matching form: what the estimate is pinned under.
    public var key: String
    public var quantity: Quantity
    /// The dish's parts with their own amounts (`MealItem.parts`), for the built-in table; never sent anywhere.
    public var parts: [MealItem.Part]
    /// `ja` when the text has kana or kanji, else `en`: so the answer names the food in the writer's language.
    public var locale: String

    public init(text: String, key: String, quantity: Quantity, parts: [MealItem.Part] = []) {
        self.text = text
        self.key = key
        self.quantity = quantity
        self.parts = parts
        locale = text.unicodeScalars.contains { $0.isCJK } ? "ja" : "en"
    }
}
