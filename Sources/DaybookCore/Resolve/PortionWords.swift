/// How people say how much of a food they had, read from every lexicon (`Lexicon.portions` and the words of food
/// names) into the tables the built-in foods look words up in. The grammar reads the number (`2 slices`, `ふた切れ` is
/// still one item); these words say how big one is, so the count multiplies once.
enum PortionWords {
    /// How many cups a bowl holds, for a food the table measures by the cup and not by the bowl.
    static let cupsInABowl = 1.5

    /// Portion words of Latin letters and digits, found as whole words in the item, in the lexicons' order.
    static let wholeWords: [PortionWord] = Lexicon.all.flatMap(\.portions).filter { !Lexicon.isRunWord($0.text) }

    /// Portion words with a kana or kanji, found anywhere in the item (a CJK run has no spaces), in the lexicons'
    /// order.
    static let inRuns: [PortionWord] = Lexicon.all.flatMap(\.portions).filter { Lexicon.isRunWord($0.text) }

    /// `N枚切り`: a slice of a loaf (一斤, 1 kin) cut into N slices.
    static let loafCuts = Lexicon.words { $0.loafCuts }
    static let loafGrams = 360.0

    /// Words that join parts of one dish: `bagel with cream cheese`, `ごはんと味噌汁`.
    static let joiners = LexiconTables.dishJoiners
    /// Words after which an item says where the food came from, not what it is: `sub from subway`.
    static let stoppers = LexiconTables.dishStoppers
    /// Words that say nothing about the food: `of` in `a handful of almonds`, `a`.
    static let fillers = LexiconTables.fillers

    /// What is taken off either end of a CJK run that is no food: the portion words found in runs, the loaf cuts
    /// and the fillers with a kana or kanji (`の`), in that order.
    static let runEnds: [String] =
        inRuns.map(\.text) + loafCuts + Lexicon.runWords { $0.fillers }

    /// The longest portion word in `words`, each one ended by a word boundary.
    static let maximumWords = 2
}
