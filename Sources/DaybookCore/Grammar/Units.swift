/// The words that give a number its meaning: counters, masses and volumes, insulin units, energy.
enum Units {
    /// Japanese counters: they count units and never change the kcal of one.
    static let japaneseCounters = wordList([
        "枚", "個", "本", "杯", "切れ", "切", "袋", "皿", "粒", "缶", "膳", "人前", "人分", "玉", "つ", "貫", "パック",
        "箱", "片", "尾", "匹", "丁", "コ", "ヶ", "ケ", "箇", "ピース", "カップ", "串", "房", "食", "カン", "かけ", "ボトル",
        "ペットボトル", "こ", "束", "錠", "羽", "瓶", "斤", "椀", "包", "ホール",
    ])

    /// What a Japanese amount is measured in before the food: `お茶碗半分のごはん`, `コップ1杯の牛乳`.
    private static let vessels = wordList([
        "茶碗", "お茶碗", "茶わん", "お茶わん", "椀", "お椀", "コップ", "グラス", "ジョッキ", "マグ", "マグカップ", "丼",
        "どんぶり", "ボウル", "小鉢",
    ])

    /// English counter words, singular and plural.
    static let englishCounters = wordList([
        "piece", "pieces", "pc", "pcs", "slice", "slices", "cup", "cups", "bowl", "bowls", "can", "cans",
        "bottle", "bottles", "glass", "glasses", "serving", "servings", "plate", "plates", "scoop", "scoops",
        "handful", "handfuls", "bar", "bars", "bag", "bags", "pack", "packs", "packet", "packets", "box", "boxes",
        "strip", "strips", "stick", "sticks", "portion", "portions", "order", "orders", "mug", "mugs",
        "helping", "helpings", "carton", "cartons", "square", "squares", "wedge", "wedges", "cube", "cubes", "spoon",
        "spoons", "spoonful", "spoonfuls", "shot", "shots", "link", "links", "fillet", "fillets", "patty", "patties",
        "spear", "spears", "stalk", "stalks",
    ])

    /// How a food was prepared, written after its quantity: `pasta 2oz dry`, `rice 1 cup cooked`.
    static let preparations = wordList([
        "dry", "cooked", "uncooked", "raw", "grilled", "boiled", "fried", "baked", "steamed", "roasted", "each",
        "total", "prepared", "plain",
    ])

    /// A mass or volume word, the unit it converts to and how many grams or millilitres one is.
    struct Measure {
        var word: [Unicode.Scalar]
        var unit: Quantity.Unit
        var factor: ExactNumber
    }

    /// Mass and volume words (lower-case), longest first.
    static let measures: [Measure] = {
        func exact(_ thousandths: Int) -> ExactNumber { ExactNumber(thousandths, over: 1000) ?? ExactNumber(0) }
        let grams: [(String, ExactNumber)] = [
            ("g", ExactNumber(1)), ("gram", ExactNumber(1)), ("grams", ExactNumber(1)), ("グラム", ExactNumber(1)),
            ("kg", ExactNumber(1000)), ("kilo", ExactNumber(1000)), ("kilos", ExactNumber(1000)),
            ("kilogram", ExactNumber(1000)), ("kilograms", ExactNumber(1000)), ("キロ", ExactNumber(1000)),
            ("キログラム", ExactNumber(1000)),
            ("oz", ExactNumber(283_495, over: 10_000) ?? ExactNumber(0)),
            ("ounce", ExactNumber(283_495, over: 10_000) ?? ExactNumber(0)),
            ("ounces", ExactNumber(283_495, over: 10_000) ?? ExactNumber(0)),
            ("lb", exact(453_592)), ("lbs", exact(453_592)), ("㌘", ExactNumber(1)), ("㎏", ExactNumber(1000)),
            ("㌔", ExactNumber(1000)),
        ]
        let flOz = ExactNumber(295_735, over: 10_000) ?? ExactNumber(0)
        let millilitres: [(String, ExactNumber)] = [
            ("ml", ExactNumber(1)), ("cc", ExactNumber(1)), ("milliliter", ExactNumber(1)),
            ("milliliters", ExactNumber(1)), ("millilitre", ExactNumber(1)), ("millilitres", ExactNumber(1)),
            ("ミリリットル", ExactNumber(1)), ("ミリ", ExactNumber(1)), ("dl", ExactNumber(100)),
            ("l", ExactNumber(1000)), ("liter", ExactNumber(1000)), ("liters", ExactNumber(1000)),
            ("litre", ExactNumber(1000)), ("litres", ExactNumber(1000)), ("リットル", ExactNumber(1000)),
            ("fl oz", flOz), ("fl. oz", flOz), ("fl.oz", flOz), ("floz", flOz),
            ("㏄", ExactNumber(1)), ("㎖", ExactNumber(1)), ("㎗", ExactNumber(100)), ("ℓ", ExactNumber(1000)),
            ("㍑", ExactNumber(1000)),
            ("tbsp", ExactNumber(15)), ("tbs", ExactNumber(15)), ("tablespoon", ExactNumber(15)),
            ("tablespoons", ExactNumber(15)),
            ("tsp", ExactNumber(5)), ("teaspoon", ExactNumber(5)), ("teaspoons", ExactNumber(5)),
            ("合", ExactNumber(180)),
        ]
        return
            (grams.map { Measure(word: Array($0.0.unicodeScalars), unit: .gram, factor: $0.1) }
            + millilitres.map { Measure(word: Array($0.0.unicodeScalars), unit: .milliliter, factor: $0.1) })
            .sorted { $0.word.count > $1.word.count }
    }()

    /// Japanese spoon measures, written before their number: `大さじ1`, `小さじ2`.
    static let spoons: [(word: [Unicode.Scalar], millilitres: ExactNumber)] = [
        (Array("大さじ".unicodeScalars), ExactNumber(15)), (Array("小さじ".unicodeScalars), ExactNumber(5)),
    ]

    /// How insulin amounts may be written after the number.
    static let insulin = wordList(["units", "unit", "iu", "u", "単位", "ユニット"])

    /// Energy words and how many kcal one is: kcal and calories as people write them, and kJ.
    static let energy: [(word: [Unicode.Scalar], kcal: ExactNumber)] = {
        let kcal = ["kcal", "kcals", "cal", "cals", "calorie", "calories", "キロカロリー", "カロリー"]
            .map { (Array($0.unicodeScalars), ExactNumber(1)) }
        let kilojoule = (Array("kj".unicodeScalars), ExactNumber(1000, over: 4184) ?? ExactNumber(0))
        return (kcal + [kilojoule]).sorted { $0.0.count > $1.0.count }
    }()

    static let of = Array("of".unicodeScalars)

    /// `measures` by first scalar, longest first: a number is followed by a handful to compare, not all of them.
    private static let measureIndex = ScalarIndex(measures.map { ($0.word, $0) })

    /// The measure written at `index` and its length, when the word ends there.
    static func measure(_ s: [Unicode.Scalar], at index: Int, end: Int) -> (measure: Measure, length: Int)? {
        guard index < end, let candidates = measureIndex.values(for: s[index].lowercasedASCII) else { return nil }
        for measure in candidates
        where hasWord(s, measure.word, at: index, end: end)
            && endsWord(s, measure.word, at: index + measure.word.count, end: end)
        {
            return (measure, measure.word.count)
        }
        return nil
    }

    /// The energy word at `index`, its kcal per one and its length, when the word ends there.
    static func energy(_ s: [Unicode.Scalar], at index: Int, end: Int) -> (kcal: ExactNumber, length: Int)? {
        guard index < end, s[index].isLatinLetter || s[index].isCJK else { return nil }
        for unit in energy
        where hasWord(s, unit.word, at: index, end: end)
            && endsWord(s, unit.word, at: index + unit.word.count, end: end)
        {
            return (unit.kcal, unit.word.count)
        }
        return nil
    }

    /// The insulin unit at `index` and its length, when the word ends there.
    static func insulinUnit(_ s: [Unicode.Scalar], at index: Int, end: Int) -> Int? {
        guard index < end, mayStartInsulinUnit(s[index]) else { return nil }
        for word in insulin
        where hasWord(s, word, at: index, end: end)
            && endsWord(s, word, at: index + word.count, end: end)
        {
            return word.count
        }
        return nil
    }

    /// Whether an insulin unit (`u`, `IU`, `unit`, `units`, `単位`, `ユニット`) could start with `scalar`.
    private static func mayStartInsulinUnit(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "u", "U", "i", "I", "単", "ユ": return true
        default: return false
        }
    }

    /// The Japanese counter at `index` and its length, when the word ends there.
    static func japaneseCounter(_ s: [Unicode.Scalar], at index: Int, end: Int) -> Int? {
        guard index < end, s[index].isCJK else { return nil }
        for word in japaneseCounters
        where hasWord(s, word, at: index, end: end)
            && endsWord(s, word, at: index + word.count, end: end)
        {
            return word.count
        }
        return nil
    }

    private static let vesselIndex = ScalarIndex(vessels.map { ($0, $0) })

    /// The vessel at `index` (see `vessels`) and its length.
    static func vessel(_ s: [Unicode.Scalar], at index: Int, end: Int) -> Int? {
        guard index < end, let candidates = vesselIndex.values(for: s[index]) else { return nil }
        return candidates.first { hasWord(s, $0, at: index, end: end) }?.count
    }

    /// The English counter word at `index` and its length, when a word boundary follows it.
    static func englishCounter(_ s: [Unicode.Scalar], at index: Int, end: Int) -> Int? {
        guard index < end, s[index].isLatinLetter else { return nil }
        for word in englishCounters
        where hasWord(s, word, at: index, end: end)
            && endsWord(s, word, at: index + word.count, end: end)
        {
            return word.count
        }
        return nil
    }

    /// Whether `word`, written just before `after`, ends there rather than running on into a longer word: a Latin
    /// word must not run into a letter or digit (`2 grapes` is no `g`), a katakana word into katakana (`キロ` in
    /// `キロカロリー`, `コ` in `コロッケ`), a hiragana word into hiragana other than the particle `の` (`つ` in
    /// `つけ麺`).
    static func endsWord(_ s: [Unicode.Scalar], _ word: [Unicode.Scalar], at after: Int, end: Int) -> Bool {
        guard after < end, let last = word.last else { return true }
        let next = s[after]
        if last.isLatinLetter || last == "." { return !next.isLatinWordPart }
        if last.isKatakana { return !next.isKatakana }
        if last.isHiragana { return !next.isHiragana || next == "の" }
        return true
    }
}

extension Unicode.Scalar {
    /// Katakana, the long-vowel mark and half-width katakana.
    var isKatakana: Bool {
        (0x30A0...0x30FF).contains(value) || (0xFF66...0xFF9F).contains(value)
    }

    var isHiragana: Bool { (0x3041...0x309F).contains(value) }
}
