/// Items of a meal that name no food of their own: one that only says how big the item before it was (`ice cream,
/// small bowl`, `lasagna, 1 big piece`, `カレー、大盛り`) or what it came without (`burger, without bun`, `ラーメン、ネギ抜き`):
/// the meal reads them with the item before, never as a food counted on its own. `no` and a food (`ramen, no
/// toppings`) stays an item of its own, counted as nothing (`isNoneOf`).
enum ItemModifiers {
    /// The words of a portion said alone: counters, portion words and sizes, fillers and words for "about" (a half
    /// alone is a quantity, `QuantityParser.alone`).
    private static let portionWords = LexiconTables.portionWords

    /// Words before a food it came without (`without bun`), in matching form with the space after them.
    private static let leftOutBefore = LexiconTables.leftOutBefore

    /// Words after a food it came without (`ネギ抜き`, `ピクルスなし`).
    private static let leftOutAfter = LexiconTables.leftOutAfter

    /// Whether `item` is only a portion: every word of its name (`small bowl`, `big piece`, `half the container`), or
    /// its whole name (`大盛り`), a portion word; at least one of them no filler.
    static func isPortion(_ item: MealItem) -> Bool {
        let name = item.name
        guard !name.isEmpty else { return false }
        if portionWords.contains(name) { return !fillers.contains(name) }
        let words = name.split(separator: " ").map(String.init)
        guard words.count > 1, words.allSatisfy({ portionWords.contains($0) || halves.contains($0) }) else {
            return false
        }
        return words.contains { !fillers.contains($0) }
    }

    /// The quantity a portion said in words holds: a half among them (`about half the container`), else the item's.
    static func quantity(ofPortion item: MealItem) -> Quantity {
        guard item.quantity == .one, item.name.split(separator: " ").contains(where: { halves.contains(String($0)) })
        else { return item.quantity }
        return Quantity(amount: 0.5, unit: .count)
    }

    private static let fillers = LexiconTables.fillersOrAbout
    /// Words for half, in a portion of several words only: `half` alone is a quantity (`QuantityParser.alone`).
    private static let halves = Set(Lexicon.words { $0.halfNames })

    /// The word that, first in an item after the first, says the meal came without a food (`ramen, no toppings`):
    /// such an item stays one of its own, counted as nothing (`MealItem.isLeftOut`).
    private static let noneOf = Lexicon.words { $0.noneOf }.map { $0 + " " }

    /// Whether `item` is `no` and a food: what the meal came without.
    static func isNoneOf(_ item: MealItem) -> Bool {
        item.quantity == .one && item.explicitKcal == nil
            && noneOf.contains { item.name.hasPrefix($0) && item.name.count > $0.count }
    }

    /// Whether `item` says only what the food before it came without: `without bun`, `w/o sauce`, `ネギ抜き`.
    static func isLeftOut(_ item: MealItem) -> Bool {
        guard item.quantity == .one else { return false }
        let name = item.name
        if leftOutBefore.contains(where: { name.hasPrefix($0) && name.count > $0.count }) { return true }
        return leftOutAfter.contains { name.hasSuffix($0) && name.count > $0.count }
    }
}
