/// One food of a meal line, with its quantity.
public struct MealItem: Sendable, Hashable {
    /// The item as written, quantity and kcal included: what the person recognises.
    public var text: String
    /// The food's name in matching form (folded, lower-case), quantity and kcal removed.
    public var name: String
    public var quantity: Quantity
    /// A kcal value written in the item: the item's total, winning over every other source.
    public var explicitKcal: Int?
    /// Grams of carbohydrate written in the item (`80g carbs`, `糖質72g`): the item's total, winning over every
    /// other source, and never read as grams of the food.
    public var explicitCarbs: Double? = nil
    /// Where the item starts in its line, in Unicode scalars from 0 (see `Entry.column(of:)`).
    public var offset: Int

    public init(text: String, name: String, quantity: Quantity, explicitKcal: Int?, offset: Int) {
        self.text = text
        self.name = name
        self.quantity = quantity
        self.explicitKcal = explicitKcal
        self.offset = offset
    }
}
