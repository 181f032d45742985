/// One food of a meal line, with its quantity.
public struct MealItem: Sendable, Hashable {
    /// The item as written, quantity and kcal included: what the person recognises.
    public var text: String
    /// The food's name in matching form (folded, lower-case), quantity and kcal removed.
    public var name: String
    public var quantity: Quantity
    /// A kcal value written in the item: the item's total, winning over every other source.
    public var explicitKcal: Int?
    /// How many scalars at the start of `text` name an item written like a dose run into its amount (5 in
    /// `mypen10u`); 0 for every other item. A count, not a string: nothing to retain on every copy of an item.
    var doseLikeLength: UInt16 = 0
    /// Grams of carbohydrate written in the item (`80g carbs`, `糖質72g`): the item's total, winning over every
    /// other source, and never read as grams of the food.
    public var explicitCarbs: Double? = nil
    /// Where the item starts in its line, in Unicode scalars from 0 (see `Entry.column(of:)`).
    public var offset: Int

    /// The name, as written, of an item written like a dose run into its amount (`mypen` in `mypen10u`): made a
    /// dose's alias, it would make the item that dose. Nil for every other item.
    public var doseLikeName: String? {
        guard doseLikeLength > 0 else { return nil }
        return String(String.UnicodeScalarView(text.unicodeScalars.prefix(Int(doseLikeLength))))
    }
    /// The parts of a dish whose joined part writes its own amount (`cheerios w/ 200ml milk`, `オートミール30gに牛乳
    /// 150ml`), the head first, each with its name and the amount written with it; empty for any other item.
    public var parts: [Part] = []
    /// An item that only says what the meal came without, `no` and a food (`ramen, no toppings`): shown as written,
    /// counted as nothing.
    public var isLeftOut = false

    /// One part of a dish: as written, its name in matching form, and its own quantity (`.one` when none is
    /// written; the head's is its own, a count before the whole dish being the item's).
    public struct Part: Sendable, Hashable {
        public var text: String
        public var name: String
        public var quantity: Quantity
    }

    public init(text: String, name: String, quantity: Quantity, explicitKcal: Int?, offset: Int) {
        self.text = text
        self.name = name
        self.quantity = quantity
        self.explicitKcal = explicitKcal
        self.offset = offset
    }
}
