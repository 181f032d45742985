/// How people say how much of a food they had, as data: each word and what one of it is. The grammar reads the
/// number (`2 slices`, `ふた切れ` is still one item); these words say how big one is, so the count multiplies once.
enum PortionWords {
    /// How many cups a bowl holds, for a food the table measures by the cup and not by the bowl.
    static let cupsInABowl = 1.5

    enum Meaning: Equatable {
        /// One of the food's household measures (the first it has), else `grams` of it, else one serving — and
        /// then at least `atLeast` grams (a bowl of strawberries is more than one strawberry).
        case measure([String], grams: Double?, atLeast: Double = 0)
        /// A size of the usual serving: `large`, `大盛り`, the measure of that name first when the food has one
        /// (`grande` latte).
        case size(String?, factor: Double)
        /// That many servings: `ふた切れ` is two pieces.
        case servings(Double)
    }

    struct Word {
        var text: String
        var meaning: Meaning
    }

    /// English words, found as whole words in the item. Volumes are in millilitres, weighed as grams (drinks weigh
    /// about a gram a millilitre).
    static let english: [Word] = [
        Word(text: "handful", meaning: .measure(["handful"], grams: 30)),
        Word(text: "handfuls", meaning: .measure(["handful"], grams: 30)),
        Word(text: "slice", meaning: .measure(["slice", "piece"], grams: nil)),
        Word(text: "slices", meaning: .measure(["slice", "piece"], grams: nil)),
        Word(text: "pack", meaning: .measure(["package", "packet", "bag"], grams: nil)),
        Word(text: "package", meaning: .measure(["package", "packet", "bag"], grams: nil)),
        Word(text: "packet", meaning: .measure(["packet", "package", "bag"], grams: nil)),
        Word(text: "bag", meaning: .measure(["bag", "package", "packet"], grams: nil)),
        Word(text: "side", meaning: .measure(["side"], grams: 130)),
        Word(text: "footlong", meaning: .size("footlong", factor: 2)),
        Word(text: "strip", meaning: .measure(["strip", "slice"], grams: nil)),
        Word(text: "strips", meaning: .measure(["strip", "slice"], grams: nil)),
        Word(text: "rasher", meaning: .measure(["strip", "slice"], grams: nil)),
        Word(text: "rashers", meaning: .measure(["strip", "slice"], grams: nil)),
        Word(text: "square", meaning: .measure(["square", "piece"], grams: nil)),
        Word(text: "squares", meaning: .measure(["square", "piece"], grams: nil)),
        Word(text: "sleeve", meaning: .measure(["sleeve", "package"], grams: nil)),
        Word(text: "sleeves", meaning: .measure(["sleeve", "package"], grams: nil)),
        Word(text: "piece", meaning: .measure(["piece", "slice"], grams: nil)),
        Word(text: "pieces", meaning: .measure(["piece", "slice"], grams: nil)),
        Word(text: "cup", meaning: .measure(["cup"], grams: 240)),
        Word(text: "cups", meaning: .measure(["cup"], grams: 240)),
        Word(text: "mug", meaning: .measure(["mug", "cup"], grams: 300)),
        Word(text: "bowl", meaning: .measure(["bowl"], grams: nil, atLeast: 150)),
        Word(text: "bowls", meaning: .measure(["bowl"], grams: nil, atLeast: 150)),
        Word(text: "plate", meaning: .measure(["plate"], grams: nil, atLeast: 200)),
        Word(text: "plates", meaning: .measure(["plate"], grams: nil, atLeast: 200)),
        Word(text: "scoop", meaning: .measure(["scoop"], grams: 66)),
        Word(text: "scoops", meaning: .measure(["scoop"], grams: 66)),
        Word(text: "glass", meaning: .measure(["glass"], grams: nil)),
        Word(text: "glasses", meaning: .measure(["glass"], grams: nil)),
        Word(text: "can", meaning: .measure(["can"], grams: 355)),
        Word(text: "cans", meaning: .measure(["can"], grams: 355)),
        Word(text: "bottle", meaning: .measure(["bottle"], grams: 500)),
        Word(text: "bottles", meaning: .measure(["bottle"], grams: 500)),
        Word(text: "pint", meaning: .measure(["pint"], grams: 473)),
        Word(text: "pints", meaning: .measure(["pint"], grams: 473)),
        Word(text: "shot", meaning: .measure(["shot"], grams: 44)),
        Word(text: "shots", meaning: .measure(["shot"], grams: 44)),
        Word(text: "tbsp", meaning: .measure(["tbsp"], grams: 15)),
        Word(text: "tablespoon", meaning: .measure(["tbsp"], grams: 15)),
        Word(text: "tablespoons", meaning: .measure(["tbsp"], grams: 15)),
        Word(text: "tsp", meaning: .measure(["tsp"], grams: 5)),
        Word(text: "teaspoon", meaning: .measure(["tsp"], grams: 5)),
        Word(text: "teaspoons", meaning: .measure(["tsp"], grams: 5)),
        Word(text: "whole", meaning: .measure(["whole"], grams: nil)),
        Word(text: "tall", meaning: .size("tall", factor: 0.75)),
        Word(text: "grande", meaning: .size("grande", factor: 1)),
        Word(text: "venti", meaning: .size("venti", factor: 1.25)),
        Word(text: "mini", meaning: .size("mini", factor: 0.4)),
        Word(text: "small", meaning: .size("small", factor: 0.75)),
        Word(text: "medium", meaning: .size("medium", factor: 1)),
        Word(text: "regular", meaning: .size("medium", factor: 1)),
        Word(text: "large", meaning: .size("large", factor: 1.3)),
        Word(text: "big", meaning: .size("large", factor: 1.3)),
        Word(text: "extra large", meaning: .size("extra large", factor: 1.6)),
        Word(text: "xl", meaning: .size("extra large", factor: 1.6)),
    ]

    /// Japanese words, found anywhere in the item. 一膳 is a rice bowl's 150 g (`ごはん` is one already).
    static let japanese: [Word] = [
        Word(text: "特盛り", meaning: .size(nil, factor: 2)),
        Word(text: "特盛", meaning: .size(nil, factor: 2)),
        Word(text: "メガ盛り", meaning: .size(nil, factor: 2.5)),
        Word(text: "大盛り", meaning: .size(nil, factor: 1.5)),
        Word(text: "大盛", meaning: .size(nil, factor: 1.5)),
        Word(text: "中盛り", meaning: .size(nil, factor: 1.25)),
        Word(text: "中盛", meaning: .size(nil, factor: 1.25)),
        Word(text: "並盛り", meaning: .size(nil, factor: 1)),
        Word(text: "並盛", meaning: .size(nil, factor: 1)),
        Word(text: "普通盛り", meaning: .size(nil, factor: 1)),
        Word(text: "小盛り", meaning: .size(nil, factor: 0.7)),
        Word(text: "小盛", meaning: .size(nil, factor: 0.7)),
        Word(text: "少なめ", meaning: .size(nil, factor: 0.7)),
        Word(text: "ミニ", meaning: .size("mini", factor: 0.5)),
        Word(text: "ハーフ", meaning: .servings(0.5)),
        Word(text: "一人前", meaning: .servings(1)),
        Word(text: "1人前", meaning: .servings(1)),
        Word(text: "ひと切れ", meaning: .servings(1)),
        Word(text: "一切れ", meaning: .servings(1)),
        Word(text: "ふた切れ", meaning: .servings(2)),
        Word(text: "二切れ", meaning: .servings(2)),
        Word(text: "三切れ", meaning: .servings(3)),
        Word(text: "ひとつ", meaning: .servings(1)),
        Word(text: "ふたつ", meaning: .servings(2)),
        Word(text: "みっつ", meaning: .servings(3)),
        Word(text: "おかわり", meaning: .servings(2)),
        Word(text: "お代わり", meaning: .servings(2)),
        Word(text: "ひとくち", meaning: .servings(0.2)),
        Word(text: "一口", meaning: .servings(0.2)),
        Word(text: "皿", meaning: .measure(["plate"], grams: nil)),
        Word(text: "束", meaning: .measure(["bundle"], grams: nil)),
        Word(text: "茶碗", meaning: .measure(["bowl"], grams: nil)),
        Word(text: "膳", meaning: .measure(["bowl"], grams: nil)),
        Word(text: "杯", meaning: .measure(["cup"], grams: nil)),
        Word(text: "ジョッキ", meaning: .measure(["jug"], grams: 500)),
        Word(text: "中ジョッキ", meaning: .measure(["jug"], grams: 500)),
        Word(text: "大ジョッキ", meaning: .measure(["jug"], grams: 700)),
        Word(text: "グラス", meaning: .measure(["glass"], grams: nil)),
        Word(text: "缶", meaning: .measure(["can"], grams: 350)),
        Word(text: "ロング缶", meaning: .measure(["can"], grams: 500)),
        Word(text: "ボトル", meaning: .measure(["bottle"], grams: 500)),
        Word(text: "ペットボトル", meaning: .measure(["bottle"], grams: 500)),
        Word(text: "合", meaning: .measure(["go"], grams: 180)),
        Word(text: "トール", meaning: .size("tall", factor: 0.75)),
        Word(text: "グランデ", meaning: .size("grande", factor: 1)),
        Word(text: "ベンティ", meaning: .size("venti", factor: 1.25)),
        Word(text: "ショート", meaning: .size("short", factor: 0.6)),
    ]

    /// `N枚切り`: a slice of a loaf (一斤, 1 kin) cut into N slices.
    static let loafSlices = "枚切り"
    static let loafGrams = 360.0

    /// Words that join parts of one dish: `bagel with cream cheese`, `ごはんと味噌汁`.
    static let joiners: Set<String> = ["with", "w", "w/", "and", "&", "+", "plus", "in", "on", "over", "と", "に"]
    /// Words after which an item says where the food came from, not what it is: `sub from subway`.
    static let stoppers: Set<String> = ["from", "at", "@", "without", "w/o"]
    /// Words that say nothing about the food: `of` in `a handful of almonds`, `a`.
    static let fillers: Set<String> = ["of", "a", "an", "the", "my", "some", "の"]

    /// The longest portion word in `words`, each one ended by a word boundary.
    static let maximumWords = 2
}
