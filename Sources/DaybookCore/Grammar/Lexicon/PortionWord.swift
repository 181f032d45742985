/// A word of how much of a food was had, and what one of it is. The grammar reads the number (`2 slices`,
/// `ふた切れ` is still one item); the word says how big one is, so the count multiplies once.
struct PortionWord: Sendable {
    enum Meaning: Equatable, Sendable {
        /// One of the food's household measures (the first it has), else `grams` of it, else one serving — and
        /// then at least `atLeast` grams (a bowl of strawberries is more than one strawberry).
        case measure([String], grams: Double?, atLeast: Double = 0)
        /// A size of the usual serving: `large`, `大盛り`, the measure of that name first when the food has one
        /// (`grande` latte).
        case size(String?, factor: Double)
        /// That many servings: `ふた切れ` is two pieces.
        case servings(Double)
    }

    var text: String
    var meaning: Meaning

    init(_ text: String, _ meaning: Meaning) {
        self.text = text
        self.meaning = meaning
    }
}
