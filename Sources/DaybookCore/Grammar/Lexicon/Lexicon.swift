/// Every word one language gives the grammar, as data: the rules read their words from a lexicon and hold none of
/// their own. A new word is a change here and in a test; a new language is a new lexicon added to `all`.
///
/// Words are written in matching form (lower-case Latin, folded widths: see `TextFolding`). The tables a rule needs
/// in another shape (scalars longest first, first-scalar lookups) are derived below, never written twice.
struct Lexicon: Sendable {
    // MARK: - Units and counters

    /// Counters that count units of a food and never change the kcal of one (`枚`, `slice`).
    var counters: [String] = []
    /// What an amount is measured in before the food (`茶碗`, `コップ`).
    var vessels: [String] = []
    /// How a food was prepared, written after its quantity (`dry`, `cooked`).
    var preparations: [String] = []
    /// Mass words and how many grams one is.
    var masses: [(word: String, grams: ExactNumber)] = []
    /// Volume words and how many millilitres one is.
    var volumes: [(word: String, millilitres: ExactNumber)] = []
    /// Spoon measures written before their number (`大さじ1`), in millilitres.
    var spoonsBefore: [(word: String, millilitres: ExactNumber)] = []
    /// Insulin units written after the number (`u`, `単位`).
    var insulinUnits: [String] = []
    /// Energy words worth one kcal each (`kcal`, `calories`).
    var kcalWords: [String] = []
    /// Energy words worth one kilojoule each (`kj`).
    var kilojouleWords: [String] = []
    /// Words of carbohydrate, written before or after its grams (`carbs`, `糖質`).
    var carbWords: [String] = []
    /// Letters written straight before carbohydrate's grams (`C54`), upper-case as written.
    var carbLetters: [String] = []

    // MARK: - Numbers

    /// Counting words that count on their own (`ひとつ` 1).
    var countingWords: [(word: String, value: Int)] = []
    /// Words for half that may stand alone as an item (`half`, `半分`).
    var halfNames: [String] = []
    /// Katakana halves (`ハーフ`, `ハーフサイズ`).
    var halfWords: [String] = []
    /// Written after a quantity to say "about" or "only" it; the quantity counts as written.
    var approximately: [String] = []
    /// Written before an amount to say "about" it (`about 150g`, `約150g`); the amount counts as written.
    var aboutBeforeAmount: [String] = []
    /// Words that make the number after them part of the dish (`with`, `入り`).
    var joinersInside: [String] = []

    // MARK: - Slots and times

    /// Slot words and the meal each one names.
    var slots: [(word: String, slot: Slot)] = []
    /// Times written as a word, in minutes after midnight (`noon`, `正午`).
    var namedTimes: [(word: String, minutes: Int)] = []
    /// Written after a time to say "about" it (`頃`); part of the time.
    var aboutAfterTime: [String] = []
    /// Written before a time to say "about" or "at" it (`around`, `約`).
    var aboutBeforeTime: [String] = []
    /// Before a 12-hour time, whether it is after noon (`午後3時`).
    var meridiemsBefore: [(word: String, isPM: Bool)] = []
    /// Parts of the day written before an hour (`夜9時`).
    var partsOfDay: [(word: String, part: PartOfDay)] = []
    /// Words of a duration, in a note before a glucose reading (`2時間`, `2h`).
    var durations: [String] = []
    /// The hour of a rate (`1.2u/h`): a pump's rate is no dose.
    var perHour: [String] = []

    // MARK: - Joining words

    /// Words that join a second thing to a dose before them (`and`, `と`).
    var joining: [String] = []
    /// Signs between two foods of a meal that make the second another item (`burger & fries`), written with a space
    /// on each side. (`w/` and `with` join parts of one dish: the resolver reads them, `DishReader`.)
    var foodJoiners: [String] = []
    /// Signs and words that put a second number beside the first (`or`, `から`).
    var alternatives: [String] = []
    /// Words after a number that count how many times (`times`).
    var counting: [String] = []
    /// Words that multiply a dose (`twice`).
    var multiplying: [String] = []

    // MARK: - Doses

    /// Words that say a dose was not taken (`forgot`, `打ち忘れ`).
    var notTaken: [String] = []
    /// Words after a dose's label that say what happened to the dose (`done`, `済み`).
    var doseStates: [String] = []
    /// Words that make a premixed insulin of a rapid-acting one's name and a number (`mix`).
    var premixed: [String] = []
    /// Words before an amount of insulin shot into the air to prime a pen (`primed 2u`, `空打ち2単位`): a note on
    /// the dose, never a second dose.
    var priming: [String] = []
    /// Words that make a number after an insulin-like name something else (`vitamin`).
    var vitamins: [String] = []

    // MARK: - Glucose

    /// Words written before a glucose reading's number (`bg`, `cgm`, `血糖値`); `fasting` only counts as one before a
    /// number (`fasting 98`), alone it is a meal not eaten.
    var glucoseWords: [String] = []
    /// Sensors whose name people write before the number they read off it (`libre`).
    var sensors: [String] = []
    /// When a reading was taken, written before a bare number with no glucose word (`pre-bed 140`, `寝る前 130`,
    /// `食後2時間 178`): the number is a reading when nothing follows it but a note without numbers.
    var readingTimes: [String] = []
    /// What a reading was, written as `readingTimes` are (`hypo 58`, `low 54`, `high 280`): a bare number after it
    /// is a reading on the same terms.
    var readingStates: [String] = []
    /// Words between a glucose word and its number (`libre says 240`, `bg was 140`).
    var readingVerbs: [String] = []

    // MARK: - Kinds that are not food

    /// Words that start a note (`note:`): what follows is never counted.
    var noteWords: [String] = []
    /// Words of a body weight (`weight`, `wt`).
    var weightWords: [String] = []
    /// Words of a blood pressure, written before `120/80`.
    var bloodPressureWords: [String] = []
    /// Words of an HbA1c, written before its percentage.
    var hba1cWords: [String] = []
    /// Words of a body temperature.
    var temperatureWords: [String] = []
    /// Signs of degrees after a temperature's number, Celsius (`℃`) or Fahrenheit (`°f`).
    var celsiusSigns: [String] = []
    var fahrenheitSigns: [String] = []
    /// Words of other body measurements (`waist`, `spo2`).
    var measureWords: [String] = []
    /// Words of activity and exercise (`walk`, `steps`).
    var activityWords: [String] = []
    /// Medicines that are not insulin (`metformin`), and the units only medicine is measured in (`mg`).
    var medicineWords: [String] = []
    var medicineUnits: [String] = []
    /// Written before an activity's word to make it only when something happened (`banana before run`, `dizzy
    /// after gym`): then the line is not the activity.
    var timingBefore: [String] = []
    /// The same, written right after the activity's word (`ラン前 バナナ`, `運動後 プロテイン`).
    var timingAfter: [String] = []
    /// Words of how a person feels (`headache`, `だるい`).
    var symptomWords: [String] = []
    /// Words that say a meal was not eaten (`skipped`, `抜き`), and words that alone say no food (`fasting`).
    var skipWords: [String] = []
    var fastingWords: [String] = []
    /// Words that make a name nobody knows a dish (`mystery stew`, `謎の料理`): a Latin name's last word, or the end
    /// of a Japanese one. Unknown words without one, a slot, an amount or kcal are a note (`Resolver.isUnknownNote`).
    var dishWords: [String] = []

    // MARK: - Insulin

    /// Long-acting (basal) insulin as people name it: brands, generic names and names of the kind (`lantus`,
    /// `持効型`). The built-in dose `long` answers to these.
    var longInsulins: [String] = []
    /// Rapid-acting (mealtime) insulin; the built-in dose `rapid` answers to these.
    var rapidInsulins: [String] = []
    /// Insulin of neither built-in dose: regular, NPH, premixed, combinations, and the word itself.
    var otherInsulins: [String] = []
    /// The brand a long- or rapid-acting name stands for (`ランタス` → `Lantus`), or for a generic name its English
    /// name: what an export names the insulin. Names of a kind only (`basal`, `補正`) have none.
    var insulinBrands: [(name: String, brand: String)] = []

    // MARK: - Portions and food names

    /// How people say how much of a food they had (`handful`, `大盛り`) and what one of it is. Words with a kana or
    /// kanji are found anywhere in an item, others as whole words.
    var portions: [PortionWord] = []
    /// Written after N to say a loaf was cut into N slices (`8枚切り`).
    var loafCuts: [String] = []
    /// Words that join parts of one dish (`bagel with cream cheese`, `ごはんと味噌汁`).
    var dishJoiners: [String] = []
    /// Words after which an item says where the food came from, not what it is (`sub from subway`).
    var dishStoppers: [String] = []
    /// Words that say nothing about the food (`of` in `a handful of almonds`, `の`).
    var fillers: [String] = []
    /// Words that join a part to a dish when a part after it writes its own amount (`cheerios w/ 200ml milk`,
    /// `オートミール30gに牛乳150ml`): each amount is then its part's, and the dish has none of its own.
    var partJoiners: [String] = []
    /// The letters after a part joiner's that make it the start of a word instead (`ん` of `にんじん`, `ら` of `にら`).
    var partJoinerWordStarts: [String] = []
    /// Words that say what a food came without, as an item of their own after it: before the food in English (`no
    /// bun`, `without dressing`), after it in Japanese (`ネギ抜き`, `ピクルスなし`). Such an item is no food.
    var leftOut: [String] = []
    /// The word that starts an item saying the meal came without a food (`ramen, no toppings`): an item of its own,
    /// counted as nothing.
    var noneOf: [String] = []
    /// Kinds of dish written before the dish of that kind, with a space (`パスタ ペペロンチーノ`, `ラーメン 味噌`): the
    /// dish, never two foods.
    var dishKinds: [String] = []
    /// Dishes written before their parts with spaces (`おでん 大根 たまご`, `定食 唐揚げ ご飯`): the spaces list the dish.
    var dishesOfParts: [String] = []
    /// Shops and chains written before what came from them (`スタバ ラテ`, `コンビニ おにぎり`): a space after one
    /// separates no foods (`EntryParser.spaceSeparatesFoods`).
    var shops: [String] = []
    /// Punctuation that ends a word of a food's name (`,`, `、`, `「`).
    var wordBreaks: [String] = []

    // MARK: - Words a few rules read

    /// Articles before a food's name or a quantity (`a`, `the`).
    var articles: [String] = []
    /// Words that make a number before them part of a dish's name: its size or what it is made of (`6 inch sub`,
    /// `7 layer dip`).
    var madeOf: [String] = []
    /// Words after `half` that make it a size of the dish (`half size ramen`).
    var halfSizes: [String] = []
    /// Words that say a food was eaten or drunk, before its quantity (`ate half the cake`).
    var eatingVerbs: [String] = []
    /// Words that start a short phrase between a slot word and its colon (`dinner at mom's:`).
    var slotPhraseStarts: [String] = []
    /// Words before a slot word that say how the meal was (`late lunch:`, `遅い朝ごはん`): still the slot.
    var slotModifiers: [String] = []
    /// Words that join a food before a dose's name (`ramen with lantus 12u`), besides `joining`.
    var joiningBeforeDose: [String] = []
    /// Words before a glucose reading that say it is approximate (`about 140`).
    var aboutBeforeReading: [String] = []
    /// What a meter shows beyond its range instead of a number (`high`, `lo`).
    var meterBounds: [String] = []
}

/// A part of the day written before an hour (`朝7時`, `夜9時`): which 24-hour clock hours it allows.
enum PartOfDay: Sendable, CaseIterable {
    case morning, noon, evening, lateEvening, night, lateNight, dawn, earlyMorning
}

extension Lexicon {
    /// Every language's lexicon: a line may mix them, so the grammar reads all of them at once.
    static let all: [Lexicon] = [.english, .japanese]

    /// Whether a word is written in a script without spaces between words (kana, kanji, hangul): a rule finds such a
    /// word anywhere in a line, and any other only as a whole word.
    static func isRunWord(_ word: String) -> Bool { word.unicodeScalars.contains(where: \.isCJK) }

    /// The words of every lexicon that `pick` reads found as whole words (`mix`, `forgot`), in the lexicons' order.
    static func wholeWords(_ pick: (Lexicon) -> [String]) -> [String] {
        words(pick).filter { !isRunWord($0) }
    }

    /// The words of every lexicon that `pick` reads found anywhere in a word (`ミックス`, `打ち忘れ`), in the
    /// lexicons' order.
    static func runWords(_ pick: (Lexicon) -> [String]) -> [String] { words(pick).filter { isRunWord($0) } }
}
