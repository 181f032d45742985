/// What daybook.yaml and foods.yaml are told when a key or value cannot be used, in both languages.
public enum ConfigMessage: Localizable, Hashable {
    // MARK: daybook.yaml
    case keysMustBeNames(found: YAMLNode.Kind)
    case dayStartsTime(found: YAMLNode.Kind)
    case estimatorInJournal(key: String)
    case moveToLocalConfig
    case filePattern
    case filePatternNoOption
    case filePatternNotRead(date: LocalDate, path: String, why: Localized)
    case filePatternReadable
    case unknownKey(key: String, file: String)
    case knownKeys([String])
    case ignoreList(found: YAMLNode.Kind)
    case tooManyIgnorePatterns(limit: Int)
    case ignoreFolderWithOnePattern
    case ignorePatternTooLong(limit: Int)
    case ignorePatternEmpty
    case ignorePatternDots(pattern: String)
    case guessMapping
    case unknownSlot(slot: String)
    case slots
    case dosesMapping
    case doseNeedsName
    case tooManyDoses(limit: Int, name: String)
    case keepDosesYouLog
    case doseNameControl(name: String)
    case doseNameLettersOnly
    case doseSettingsMapping(name: String)
    case aliasControl(alias: String, dose: String)
    case aliasLettersOnly
    case nameOfTwoDoses(name: String, first: String, second: String)
    case eachDoseOwnNames
    case tooManyAliases(dose: String, limit: Int)
    case windowFormat(found: YAMLNode.Kind)
    case windowEmpty(window: String, dose: String, dayStarts: String)
    case windowWithinDay
    case unknownDoseSetting(key: String, dose: String)
    case doseSettings([String])
    case timeZoneName(found: YAMLNode.Kind)
    case timeZoneUnreadable(name: String, path: String, reason: Localized)
    case timeZoneNotAZoneFile(name: String, path: String)
    case timeZoneNames

    // MARK: Glucose settings
    case glucoseUnit(found: YAMLNode.Kind)
    case glucoseWordOneWord(word: String)
    case glucoseWordIsDose(word: String)
    case glucoseWordOfItsOwn
    case glucoseRangesMapping
    case unknownGlucoseBound(name: String)
    case glucoseBounds
    case glucoseBoundValue(name: String, unit: String, low: String, high: String, found: YAMLNode.Kind)
    case glucoseRangesOrder
    case glucoseRangesExample

    // MARK: foods.yaml
    case foodNeedsName
    case foodNameTaken(name: String, owner: String)
    case eachFoodOwnNames
    case foodNameTooLong(start: String, limit: Int)
    case shorterFoodName
    case foodNeedsKcal(name: String)
    case unknownFoodSetting(key: String, food: String)
    case foodSettings
    case foodHasNoKcal(name: String)

    public var localized: Localized {
        switch self {
        case .keysMustBeNames(let found):
            return Localized(
                en: "keys must be names, found \(found.localized.en)",
                ja: "キーは名前にしてください(書かれているのは\(found.localized.ja))")
        case .dayStartsTime(let found):
            return Localized(
                en: "'day_starts' must be a time like \"04:00\", found \(found.localized.en)",
                ja: "「day_starts」は \"04:00\" のような時刻にしてください(書かれているのは\(found.localized.ja))")
        case .estimatorInJournal(let key):
            return Localized(
                en: "'\(key)' cannot be set in the journal: estimators are set on each machine, in "
                    + "~/.config/daybook/config.yaml, so that a synced folder cannot make a machine run a "
                    + "program or send data anywhere; it is ignored",
                ja: "「\(key)」はジャーナルでは設定できないため無視します。同期されるフォルダーが"
                    + "マシンにプログラムを実行させたりデータを送らせたりできないよう、推定器は各マシンの "
                    + "~/.config/daybook/config.yaml で設定します")
        case .moveToLocalConfig:
            return Localized(
                en: "move it to ~/.config/daybook/config.yaml on each machine that should use it",
                ja: "使いたいマシンそれぞれの ~/.config/daybook/config.yaml に移してください")
        case .filePattern:
            return Localized(
                en: "'file' must be a relative path ending in .md with %Y, %m and %d, e.g. "
                    + "\"%Y/%m/%Y-%m-%d.md\"",
                ja: "「file」は %Y・%m・%d を含み .md で終わる相対パスにしてください"
                    + "(例: \"%Y/%m/%Y-%m-%d.md\")")
        case .filePatternNoOption:
            return Localized(
                en: "no part of it may start with '-' or '+' or hold control characters: a program given "
                    + "the path could take it for an option",
                ja: "どの部分も「-」や「+」で始めたり制御文字を含めたりできません。"
                    + "そのパスを渡されたプログラムがオプションと取り違えるおそれがあるためです")
        case .filePatternNotRead(let date, let path, let why):
            return Localized(
                en: "'file' gives paths daybook would not read as their day's log (for \(date): \(path) — "
                    + "\(why.en)); it is ignored, and new days' files follow the journal's layout",
                ja: "「file」が作るパスは、その日の記録として読まれません(\(date) なら \(path) で、"
                    + "\(why.ja))。この設定は無視し、新しい日のファイルはジャーナルのレイアウトに従います")
        case .filePatternReadable:
            return Localized(
                en: "put the whole date in the file's name, below folders that do not start with a dot "
                    + "and that 'ignore' does not name, e.g. \"%Y/%m/%Y-%m-%d.md\"",
                ja: "ファイル名に日付全体を入れ、ドットで始まらず「ignore」にも含まれないフォルダーの下に"
                    + "置いてください(例: \"%Y/%m/%Y-%m-%d.md\")")
        case .unknownKey(let key, let file):
            return Localized(
                en: "unknown key '\(key)' in \(file); it is ignored",
                ja: "\(file) の「\(key)」は知らないキーなので無視します")
        case .knownKeys(let keys):
            return Localized(
                en: "known keys: " + keys.joined(separator: ", "),
                ja: "使えるキー: " + keys.joined(separator: ", "))
        case .ignoreList(let found):
            return Localized(
                en: "'ignore' must be a list of paths or globs, e.g. [\"Templates/**\", shopping.md], "
                    + "found \(found.localized.en)",
                ja: "「ignore」はパスかグロブのリストにしてください(例: [\"Templates/**\", shopping.md])"
                    + "(書かれているのは\(found.localized.ja))")
        case .tooManyIgnorePatterns(let limit):
            return Localized(
                en: "'ignore' has more than \(limit) patterns; the rest are not used",
                ja: "「ignore」のパターンが \(limit) 個を超えています。残りは使いません")
        case .ignoreFolderWithOnePattern:
            return Localized(
                en: "leave out a folder with one pattern, e.g. \"Archive/**\"",
                ja: "フォルダーはパターン 1 つで除外できます(例: \"Archive/**\")")
        case .ignorePatternTooLong(let limit):
            return Localized(
                en: "an ignore pattern is longer than \(limit) bytes; it is not used",
                ja: "ignore のパターンが \(limit) バイトより長いため使いません")
        case .ignorePatternEmpty:
            return Localized(
                en: "an empty ignore pattern leaves out nothing; it is not used",
                ja: "空の ignore パターンは何も除外しないため使いません")
        case .ignorePatternDots(let pattern):
            return Localized(
                en: "ignore pattern '\(pattern)' has '.' or '..' in it: patterns name paths below the "
                    + "root as they are",
                ja: "ignore パターン「\(pattern)」に「.」か「..」が含まれています。"
                    + "パターンにはルートから下のパスをそのまま書いてください")
        case .guessMapping:
            return Localized(
                en: "'guess' must map slots to kcal, e.g. {lunch: 600}",
                ja: "「guess」は食事の区分から kcal への対応にしてください(例: {lunch: 600})")
        case .unknownSlot(let slot):
            return Localized(
                en: "unknown slot '\(slot)' in 'guess'; it is ignored",
                ja: "「guess」の「\(slot)」は知らない食事の区分なので無視します")
        case .slots:
            return Localized(
                en: "slots: breakfast, lunch, dinner, snack, other",
                ja: "区分: breakfast, lunch, dinner, snack, other")
        case .dosesMapping:
            return Localized(
                en: "'doses' must map dose names to their settings, e.g. {long: {per_day: 1}}",
                ja: "「doses」は投与名からその設定への対応にしてください(例: {long: {per_day: 1}})")
        case .doseNeedsName:
            return Localized(en: "a dose needs a name", ja: "投与には名前が必要です")
        case .tooManyDoses(let limit, let name):
            return Localized(
                en: "more than \(limit) doses; '\(name)' and the doses after it are ignored",
                ja: "投与が \(limit) 種類を超えています。「\(name)」とそれ以降は無視します")
        case .keepDosesYouLog:
            return Localized(
                en: "keep the doses you log; write the others as notes",
                ja: "記録する投与だけを残し、ほかはメモとして書いてください")
        case .doseNameControl(let name):
            return Localized(
                en: "the dose name '\(name)' holds a control character",
                ja: "投与名「\(name)」に制御文字が含まれています")
        case .doseNameLettersOnly:
            return Localized(
                en: "write the name with letters only; this dose is ignored until then",
                ja: "名前は文字だけで書いてください。それまでこの投与は無視します")
        case .doseSettingsMapping(let name):
            return Localized(
                en: "settings of dose '\(name)' must be a mapping, e.g. {aliases: [lantus], per_day: 1}",
                ja: "投与「\(name)」の設定はマッピングにしてください(例: {aliases: [lantus], per_day: 1})")
        case .aliasControl(let alias, let dose):
            return Localized(
                en: "the alias '\(alias)' of dose '\(dose)' holds a control character",
                ja: "投与「\(dose)」の別名「\(alias)」に制御文字が含まれています")
        case .aliasLettersOnly:
            return Localized(
                en: "write the alias with letters only; it is ignored",
                ja: "別名は文字だけで書いてください。この別名は無視します")
        case .nameOfTwoDoses(let name, let first, let second):
            return Localized(
                en: "'\(name)' names both dose '\(first)' and dose '\(second)'",
                ja: "「\(name)」が投与「\(first)」と投与「\(second)」の両方の名前になっています")
        case .eachDoseOwnNames:
            return Localized(
                en: "give each dose its own names; the first one keeps it",
                ja: "投与ごとに別の名前を付けてください。重なった名前は最初の投与のものになります")
        case .tooManyAliases(let dose, let limit):
            return Localized(
                en: "dose '\(dose)' has more than \(limit) aliases; the first \(limit) are used",
                ja: "投与「\(dose)」の別名が \(limit) 個を超えています。最初の \(limit) 個を使います")
        case .windowFormat(let found):
            return Localized(
                en: "'window' must be two times like \"22:00-23:00\", found \(found.localized.en)",
                ja: "「window」は \"22:00-23:00\" のように時刻 2 つにしてください"
                    + "(書かれているのは\(found.localized.ja))")
        case .windowEmpty(let window, let dose, let dayStarts):
            return Localized(
                en: "window \(window) of dose '\(dose)' is empty or crosses day_starts (\(dayStarts))",
                ja: "投与「\(dose)」の時間枠 \(window) は空か、day_starts(\(dayStarts))をまたいでいます")
        case .windowWithinDay:
            return Localized(
                en: "a window must start and end within one journal day",
                ja: "時間枠は 1 つのジャーナル日の中で始まり、終わるようにしてください")
        case .unknownDoseSetting(let key, let dose):
            return Localized(
                en: "unknown setting '\(key)' for dose '\(dose)'; it is ignored",
                ja: "投与「\(dose)」の「\(key)」は知らない設定なので無視します")
        case .doseSettings(let settings):
            return Localized(
                en: "settings: " + settings.joined(separator: ", "),
                ja: "使える設定: " + settings.joined(separator: ", "))
        case .timeZoneName(let found):
            return Localized(
                en: "'timezone' must be a time zone name like Asia/Tokyo, found \(found.localized.en)",
                ja: "「timezone」は Asia/Tokyo のようなタイムゾーン名にしてください(書かれているのは\(found.localized.ja))")
        case .timeZoneUnreadable(let name, let path, let reason):
            return Localized(
                en: "this machine has no time zone '\(name)': cannot read \(path): \(reason.en)",
                ja: "この機械にはタイムゾーン「\(name)」がありません: \(path) を読めません: \(reason.ja)")
        case .timeZoneNotAZoneFile(let name, let path):
            return Localized(
                en: "time zone '\(name)' cannot be used: \(path) is not a time zone file",
                ja: "タイムゾーン「\(name)」は使えません: \(path) はタイムゾーンのファイルではありません")
        case .timeZoneNames:
            return Localized(
                en: "write a name from the tz database, such as Asia/Tokyo or America/New_York (on Linux, install "
                    + "tzdata); without 'timezone' the machine's time zone is used",
                ja: "tz データベースの名前(Asia/Tokyo、America/New_York など)を書いてください(Linux では tzdata を"
                    + "入れてください)。「timezone」がなければこの機械のタイムゾーンを使います")
        case .glucoseUnit(let found):
            return Localized(
                en: "'glucose_unit' must be mg/dL or mmol/L, found \(found.localized.en)",
                ja: "「glucose_unit」は mg/dL か mmol/L にしてください(書かれているのは\(found.localized.ja))")
        case .glucoseWordOneWord(let word):
            return Localized(
                en: "glucose word '\(word)' must be one word without spaces",
                ja: "血糖の語「\(word)」は空白のない 1 語にしてください")
        case .glucoseWordIsDose(let word):
            return Localized(
                en: "'\(word)' names both a dose and glucose readings; it stays the dose's",
                ja: "「\(word)」が投与と血糖値の両方の名前になっています。投与の名前として扱います")
        case .glucoseWordOfItsOwn:
            return Localized(
                en: "give glucose readings a word of their own, e.g. 'bg'",
                ja: "血糖値には別の語を使ってください(例: 「bg」)")
        case .glucoseRangesMapping:
            return Localized(
                en: "'glucose_ranges' must map bounds to values, e.g. {low: 70, high: 180}",
                ja: "「glucose_ranges」は境界から値への対応にしてください(例: {low: 70, high: 180})")
        case .unknownGlucoseBound(let name):
            return Localized(
                en: "unknown bound '\(name)' in 'glucose_ranges'; it is ignored",
                ja: "「glucose_ranges」の「\(name)」は知らない境界なので無視します")
        case .glucoseBounds:
            return Localized(
                en: "bounds: very_low, low, high, very_high",
                ja: "使える境界: very_low, low, high, very_high")
        case .glucoseBoundValue(let name, let unit, let low, let high, let found):
            return Localized(
                en: "'glucose_ranges.\(name)' must be a glucose value in \(unit) from \(low) to \(high), "
                    + "found \(found.localized.en)",
                ja: "「glucose_ranges.\(name)」は \(low) から \(high) までの血糖値(\(unit))にしてください"
                    + "(書かれているのは\(found.localized.ja))")
        case .glucoseRangesOrder:
            return Localized(
                en: "'glucose_ranges' must go up from very_low to low, high and very_high; the defaults "
                    + "are used",
                ja: "「glucose_ranges」は very_low、low、high、very_high の順に大きくしてください。"
                    + "既定値を使います")
        case .glucoseRangesExample:
            return Localized(
                en: "e.g. {very_low: 54, low: 70, high: 180, very_high: 250}",
                ja: "例: {very_low: 54, low: 70, high: 180, very_high: 250}")
        case .foodNeedsName:
            return Localized(en: "a food needs a name", ja: "食品には名前が必要です")
        case .foodNameTaken(let name, let owner):
            return Localized(
                en: "'\(name)' already names food '\(owner)'; that one is used",
                ja: "「\(name)」はすでに食品「\(owner)」の名前です。そちらを使います")
        case .eachFoodOwnNames:
            return Localized(en: "give each food its own names", ja: "食品ごとに別の名前を付けてください")
        case .foodNameTooLong(let start, let limit):
            return Localized(
                en: "'\(start)…' is longer than \(limit) characters; it is ignored",
                ja: "「\(start)…」は \(limit) 文字より長いため無視します")
        case .shorterFoodName:
            return Localized(
                en: "give the food a shorter name, or a shorter alias",
                ja: "食品に短い名前か短い別名を付けてください")
        case .foodNeedsKcal(let name):
            return Localized(
                en: "food '\(name)' needs kcal, e.g. '\(name): 120' or '\(name): {kcal_per_100g: 250}'",
                ja: "食品「\(name)」に kcal を書いてください(例: 「\(name): 120」や"
                    + "「\(name): {kcal_per_100g: 250}」)")
        case .unknownFoodSetting(let key, let food):
            return Localized(
                en: "unknown setting '\(key)' for food '\(food)'; it is ignored",
                ja: "食品「\(food)」の「\(key)」は知らない設定なので無視します")
        case .foodSettings:
            return Localized(
                en: "settings: kcal, kcal_per_100g, kcal_per_100ml, carbs, carbs_per_100g, carbs_per_100ml, aliases",
                ja: "使える設定: kcal, kcal_per_100g, kcal_per_100ml, carbs, carbs_per_100g, carbs_per_100ml, aliases")
        case .foodHasNoKcal(let name):
            return Localized(
                en: "food '\(name)' has no kcal, kcal_per_100g or kcal_per_100ml",
                ja: "食品「\(name)」に kcal、kcal_per_100g、kcal_per_100ml のどれもありません")
        }
    }
}
