/// What each table of `LexiconTables` holds, derived from the lexicons: `LexiconTablesTests` lays these out as
/// LexiconTables.swift and fails when that file differs from them. Nothing a command runs calls them; the tables are
/// read as the constant data the generated file is.
extension LexiconTables {
    /// A generated word table: its name, what it is for, and its words with their values.
    struct Derivation {
        var name: String
        var doc: String
        var entries: [WordTable.Entry]
        /// Whether a first scalar's words are longest first, or in the entries' order.
        var longestFirst = true
    }

    /// A generated list of integers that some table's values index (a measure's factor).
    struct Numbers {
        var name: String
        var doc: String
        var values: [Int]
    }

    /// Every generated word table, in the file's order.
    static func derivations() -> [Derivation] {
        [
            Derivation(
                name: "kindWords",
                doc: "`KindWords.entries()`: the words of the kinds that are not food, valued by kind.",
                entries: KindWords.entries()),
            Derivation(
                name: "durations", doc: "Words of a duration (`Units.durationEnd`).", entries: words { $0.durations }),
            Derivation(
                name: "japaneseCounters", doc: "Japanese counters: they count units and never change the kcal of one.",
                entries: entries(Lexicon.runWords { $0.counters })),
            Derivation(
                name: "englishCounters", doc: "English counter words, singular and plural.",
                entries: entries(Lexicon.wholeWords { $0.counters })),
            Derivation(
                name: "vessels", doc: "What a Japanese amount is measured in before the food: a bowl, a glass.",
                entries: words { $0.vessels }),
            Derivation(
                name: "preparations", doc: "How a food was prepared, written after its quantity (`dry`, `cooked`).",
                entries: words { $0.preparations }),
            Derivation(
                name: "measures", doc: "Mass and volume words, valued by their place in `measureList()`.",
                entries: measureList().enumerated().map { (scalarArray($0.element.word), $0.offset) }),
            Derivation(
                name: "spoons",
                doc: "Spoon measures written before their number, valued by their place in `spoonList()`.",
                entries: spoonList().enumerated().map { (scalarArray($0.element.word), $0.offset) }),
            Derivation(
                name: "insulinUnits", doc: "Insulin units written after the number (`u`, `iu`, `units`).",
                entries: words { $0.insulinUnits }),
            Derivation(
                name: "energy", doc: "Energy words, valued 0 for a kcal and 1 for a kilojoule.",
                entries: entries(Lexicon.words { $0.kcalWords })
                    + entries(Lexicon.words { $0.kilojouleWords }, value: 1)),
            Derivation(
                name: "slotWords", doc: "Slot words (`SlotParser`), valued by their slot's index in `Slot.allCases`.",
                entries: SlotParser.written.map { word, slot in
                    (scalarArray(word), Slot.allCases.firstIndex(of: slot) ?? 0)
                }),
            Derivation(
                name: "notTakenWords", doc: "Whole words that say a dose was not taken (`DoseParser.notTaken`).",
                entries: entries(Lexicon.wholeWords { $0.notTaken })),
            Derivation(
                name: "notTakenJapanese", doc: "Words that say a dose was not taken, found anywhere in a word.",
                entries: entries(Lexicon.runWords { $0.notTaken })),
            Derivation(
                name: "notTakenStarts", doc: "The scalars a word `DoseParser.notTakenWord` reads may start with.",
                entries: DoseParser.notTakenStarts().map { ([$0], 0) }),
            Derivation(
                name: "misspeltInsulinNames", doc: "Latin insulin names `MisspeltInsulinRule` compares a word with.",
                entries: MisspeltInsulinRule.entries()),
            Derivation(
                name: "builtInInsulin",
                doc: "Every insulin name daybook knows, and its half-width kana form (`DoseParser.builtInNames()`).",
                entries: DoseParser.builtInNames().map { ($0, 0) }),
            Derivation(
                name: "glucoseWords",
                doc: "`GlucoseSettings.standardWords` in matching form, valued 1 for a sensor (`GlucoseLineParser`).",
                entries: glucoseEntries().map { ($0.word, $0.isSensor ? 1 : 0) }),
            Derivation(
                name: "readingTimes", doc: "When a glucose reading was taken, or what it was (`GlucoseLineParser`).",
                entries: words { $0.readingTimes + $0.readingStates }),
            Derivation(
                name: "readingStates", doc: "What a glucose reading was, after its number too (`GlucoseLineParser`).",
                entries: words { $0.readingStates }),
            Derivation(
                name: "foodJoiners", doc: "Signs between two foods that make the second another item (`EntryParser`).",
                entries: words { $0.foodJoiners }),
            Derivation(
                name: "katakanaHalves", doc: "Katakana words for half (`QuantityParser.katakanaHalf`).",
                entries: words { $0.halfWords }),
            Derivation(
                name: "eatingVerbs", doc: "Words that say a food was eaten, before its quantity (`ate half the cake`).",
                entries: words { $0.eatingVerbs }),
            Derivation(
                name: "approximately", doc: "Written after a Japanese quantity to say about or only.",
                entries: words { $0.approximately }),
            Derivation(
                name: "approximatelyLasts", doc: "The last scalars of those words.",
                entries: Lexicon.words { $0.approximately }.compactMap { $0.unicodeScalars.last }.map { ([$0], 0) }),
            Derivation(name: "carbWords", doc: "Carbohydrate words (`CarbParser`).", entries: words { $0.carbWords }),
            Derivation(
                name: "carbLetters", doc: "Carbohydrate words of one scalar (`CarbParser`).",
                entries: Lexicon.words { $0.carbLetters }.filter { $0.unicodeScalars.count == 1 }
                    .compactMap { $0.unicodeScalars.first }.map { ([$0], 0) }),
            Derivation(
                name: "partJoiners", doc: "Words that join a part of a dish with its amount (`QuantityParser`).",
                entries: words { $0.partJoiners }),
            Derivation(
                name: "alternatives", doc: "Signs and words that put a second number beside the first (`DoseParser`).",
                entries: words { $0.alternatives }),
            Derivation(
                name: "multiplying", doc: "Words after a number that count how many times (`DoseParser`).",
                entries: words { $0.multiplying }),
            Derivation(
                name: "madeOf", doc: "Words that say what a food is made of (`QuantityParser`).",
                entries: words { $0.madeOf }),
            Derivation(
                name: "medicineUnits", doc: "Units only medicine is measured in (`MedicineRule`).",
                entries: words { $0.medicineUnits }),
            Derivation(
                name: "vitamins", doc: "Vitamins, which come in international units too (`DoseParser`).",
                entries: words { $0.vitamins }),
            Derivation(
                name: "katakanaHalfLasts", doc: "The last scalars of the katakana words for half.",
                entries: Lexicon.words { $0.halfWords }.compactMap { $0.unicodeScalars.last }.map { ([$0], 0) }),
            Derivation(
                name: "namedTimes", doc: "Times written as words (`TimeParser`), valued by minutes, lexicons' order.",
                entries: Lexicon.all.flatMap { $0.namedTimes }.map { (scalarArray($0.word), $0.minutes) },
                longestFirst: false),
            Derivation(
                name: "meridiemsBefore", doc: "Words before a 12-hour time, valued 1 after noon, lexicons' order.",
                entries: Lexicon.all.flatMap { $0.meridiemsBefore }.map { (scalarArray($0.word), $0.isPM ? 1 : 0) },
                longestFirst: false),
            Derivation(
                name: "partsOfDay", doc: "Parts of the day before an hour, valued by `PartOfDay.allCases` index.",
                entries: Lexicon.all.flatMap { $0.partsOfDay }.map { word, part in
                    (scalarArray(word), PartOfDay.allCases.firstIndex(of: part) ?? 0)
                }),
            Derivation(
                name: "timeWordStarts", doc: "The scalars a time written as a word starts with (`TimeParser`).",
                entries: timeWordStartList().map { ([$0], 0) }),
            Derivation(
                name: "aboutAfterTime", doc: "Written after a time to say about it (`TimeParser`).",
                entries: words { $0.aboutAfterTime }),
            Derivation(
                name: "aboutBeforeTime", doc: "Written before a time to say about or at it (`around`).",
                entries: words { $0.aboutBeforeTime }),
            Derivation(
                name: "aboutBeforeTimeStarts", doc: "Their first scalars, upper and lower case.",
                entries: aboutBeforeTimeStartList().map { ([$0], 0) }),
        ]
    }

    /// The first scalars of the named times, the meridiems before an hour and the parts of the day, each once.
    static func timeWordStartList() -> [Unicode.Scalar] {
        let words =
            Lexicon.all.flatMap { $0.namedTimes.map(\.word) } + Lexicon.all.flatMap { $0.meridiemsBefore.map(\.word) }
            + Lexicon.all.flatMap { $0.partsOfDay.map(\.word) }
        return Set(words.compactMap { $0.unicodeScalars.first }).sorted()
    }

    /// The first scalars of the words before a time, and their upper case where it is one scalar.
    static func aboutBeforeTimeStartList() -> [Unicode.Scalar] {
        let firsts = Lexicon.firstScalars { $0.aboutBeforeTime }
        return firsts.union(firsts.compactMap { Unicode.Scalar(String($0).uppercased()) }).sorted()
    }

    /// A generated set of words, sorted (see `SortedWords`).
    struct Sorted {
        var name: String
        var doc: String
        var words: SortedWords
    }

    /// Every generated set of words, in the file's order.
    static func sortedWords() -> [Sorted] {
        [
            Sorted(
                name: "portionWords",
                doc: "A portion said alone (`ItemModifiers`): counters, portion words, fillers, words for about.",
                words: SortedWords(
                    sorting: Lexicon.words { $0.counters + $0.portions.map(\.text) + $0.fillers + $0.aboutBeforeAmount }
                )),
            Sorted(
                name: "fillers", doc: "Words that say nothing about the food (`PortionWords.fillers`).",
                words: SortedWords(sorting: Lexicon.words { $0.fillers })),
            Sorted(
                name: "fillersOrAbout", doc: "Fillers and words for about before an amount (`ItemModifiers`).",
                words: SortedWords(sorting: Lexicon.words { $0.fillers + $0.aboutBeforeAmount })),
            Sorted(
                name: "dishJoiners", doc: "Words that join parts of one dish (`PortionWords.joiners`).",
                words: SortedWords(sorting: Lexicon.words { $0.dishJoiners })),
            Sorted(
                name: "dishStoppers", doc: "Words after which an item says where the food came from (`PortionWords`).",
                words: SortedWords(sorting: Lexicon.words { $0.dishStoppers })),
            Sorted(
                name: "dishKinds", doc: "Kinds of dish written before the dish (`DishReader`, `EntryParser`).",
                words: SortedWords(sorting: Lexicon.words { $0.dishKinds })),
            Sorted(
                name: "dishHeads", doc: "Kinds of dish, and dishes written before their parts (`EntryParser`).",
                words: SortedWords(sorting: Lexicon.words { $0.dishKinds + $0.dishesOfParts })),
            Sorted(
                name: "shops", doc: "Shops and chains written before what came from them (`EntryParser`).",
                words: SortedWords(sorting: Lexicon.words { $0.shops })),
            Sorted(
                name: "sensors", doc: "Glucose sensors' names (`GlucoseLineParser.sensors`).",
                words: SortedWords(sorting: Lexicon.words { $0.sensors })),
            Sorted(
                name: "glucoseKeys", doc: "`GlucoseSettings.standardWords` in matching form (`GlucoseLineParser`).",
                words: SortedWords(sorting: glucoseEntries().map(\.key))),
        ]
    }

    /// Every generated list of integers, in the file's order.
    static func numbers() -> [Numbers] {
        [
            Numbers(
                name: "measureFactors",
                doc: "Each measure's grams or millilitres as a fraction: numerator, then denominator.",
                values: measureList().flatMap { [$0.factor.numerator, $0.factor.denominator] }),
            Numbers(
                name: "measureIsVolume", doc: "Whether each measure is a volume (1) or a mass (0).",
                values: measureList().map { $0.isVolume ? 1 : 0 }),
            Numbers(
                name: "spoonMillilitres", doc: "Each spoon's millilitres as a fraction: numerator, then denominator.",
                values: spoonList().flatMap { [$0.millilitres.numerator, $0.millilitres.denominator] }),
        ]
    }

    /// A generated list of words kept as strings (what public API hands out).
    struct Strings {
        var name: String
        var doc: String
        var values: [String]
    }

    /// Every generated list of strings, in the file's order.
    static func strings() -> [Strings] {
        [
            Strings(
                name: "longInsulinNames", doc: "`InsulinNames.long`: long-acting insulin as people name it.",
                values: InsulinNames.names { $0.longInsulins }),
            Strings(
                name: "rapidInsulinNames", doc: "`InsulinNames.rapid`: rapid-acting insulin as people name it.",
                values: InsulinNames.names { $0.rapidInsulins }),
            Strings(
                name: "otherInsulinNames", doc: "`InsulinNames.other`: insulin of neither built-in dose.",
                values: InsulinNames.names { $0.otherInsulins }),
            Strings(
                name: "insulinUnitWords", doc: "`InsulinNames.units`: insulin units written after a number.",
                values: Lexicon.words { $0.insulinUnits }),
            Strings(
                name: "standardGlucoseWords", doc: "`GlucoseSettings.standardWords`: glucose words, then sensors.",
                values: glucoseWordList()),
            Strings(
                name: "dishWords", doc: "Words that make a name nobody knows a dish (`Resolver.mayBeDish`).",
                values: Lexicon.words { $0.dishWords }),
            Strings(
                name: "leftOutBefore", doc: "Words before a food it came without, with the space after them.",
                values: Lexicon.words { $0.leftOut }.filter { $0.unicodeScalars.first?.isCJK == false }.map { $0 + " " }
            ),
            Strings(
                name: "leftOutAfter", doc: "Words after a food it came without (`ItemModifiers`).",
                values: Lexicon.words { $0.leftOut }.filter { $0.unicodeScalars.first?.isCJK == true }),
        ]
    }

    /// The lexicons' glucose words, then their sensors (`GlucoseSettings.standardWords`).
    static func glucoseWordList() -> [String] {
        Lexicon.words { $0.glucoseWords } + Lexicon.words { $0.sensors }
    }

    /// `glucoseWordList()` as `GlucoseLineParser` indexes them, sensors told from the lexicons.
    static func glucoseEntries() -> [GlucoseLineParser.Entry] {
        GlucoseLineParser.entries(glucoseWordList(), sensors: SortedWords(sorting: Lexicon.words { $0.sensors }))
    }

    /// Mass words, then volume words, of every lexicon.
    static func measureList() -> [(word: String, factor: ExactNumber, isVolume: Bool)] {
        Lexicon.all.flatMap { $0.masses }.map { ($0.word, $0.grams, false) }
            + Lexicon.all.flatMap { $0.volumes }.map { ($0.word, $0.millilitres, true) }
    }

    /// The spoon measures of every lexicon.
    static func spoonList() -> [(word: String, millilitres: ExactNumber)] { Lexicon.all.flatMap { $0.spoonsBefore } }

    /// The words of every lexicon that `pick` reads, each valued 0.
    private static func words(_ pick: (Lexicon) -> [String]) -> [WordTable.Entry] { entries(Lexicon.words(pick)) }

    private static func entries(_ words: [String], value: Int = 0) -> [WordTable.Entry] {
        words.map { (scalarArray($0), value) }
    }
}
