/// What the grammar says about a journal line it cannot count, and how to write it instead, in both languages.
public enum GrammarMessage: Localizable, Hashable {
    // MARK: Times
    case twelveHourTime(written: String)
    case mistypedTime(written: String, read: String)
    case writeTimeWithColon(time: String)
    case notATime(written: String)
    case notATimeAfterMeridiem(written: String)
    case notATimeOfThatPartOfDay(written: String)
    case write24HourTime

    // MARK: Doses
    case doseWithoutAmount(dose: String)
    case writeUnitsAfterName(dose: String)
    case notAnInsulinUnit(written: String)
    case insulinUnits(dose: String)
    case doseOutOfRange(amount: String)
    case doseRange
    case moreThanOneThingOnDoseLine
    case eachDoseAndMealOnItsOwnLine
    case doseInsideMeal
    case eachDoseOnItsOwnLine(example: String)
    /// `basal 0.8u/h`, `temp basal 50%`: a pump's rate or a percentage where a dose's amount stands.
    case notADoseAmount(written: String)
    /// `体重 580kg`: a weight outside `Bounds.weightKilograms`.
    case weightOutOfRange(written: String)
    case weightRange
    case weightWithoutUnit(written: String, limit: Int)
    case writeWeightUnit(kilograms: String, pounds: String)
    case pumpRateIsNoDose(dose: String)
    /// `novorapid 6u lunch, 2u correction`: a second amount after a separator.
    case secondDoseOnDoseLine(written: String)
    /// `sum` is the two amounts as one, e.g. `novorapid 6+2u`.
    case eachDoseOnItsOwnLineOrTheSum(sum: String)
    /// `lantus 12-14u`, `12 or 14`, `12.5.5u`, `12u x2`: a range, alternatives, a malformed or a multiplied amount.
    case notOneAmount(written: String)
    /// `example` is a dose with one amount, e.g. `lantus 12u`.
    case writeOneAmount(example: String)
    /// `lantus 20u, felt fine`: words after a separator on a dose line.
    case noteAfterDose(note: String)
    case foodOnItsOwnLine(food: String)

    // MARK: Insulin that is no dose
    case insulinWithoutDoseName
    case insulinNamesNoDose(written: String)
    /// `name` is the insulin's name as a YAML scalar; nil when the line gave none (a placeholder is shown).
    /// `longActing` is what `InsulinNames` knows of it: the one dose it belongs under, or nil for both.
    case nameInsulinBesideStandardDoses(name: String?, longActing: Bool?)
    case addDoseForInsulin(name: String?, longActing: Bool?)
    /// The configured doses of the insulin's kind: the first, and any others.
    case addInsulinToDose(name: String?, dose: String, others: [String])
    /// Insulin of a kind daybook does not know: every configured dose, none chosen for it.
    case addInsulinToItsDose(name: String?, doses: [String])
    /// `took lantus`: insulin named without an amount.
    case insulinWithoutAmount(written: String)
    /// `forgot lantus 12u`, `ランタス 12単位 なし`: `written` is the words that say the dose was not taken.
    case doseNotTaken(written: String)
    /// `example` is the line's body, to strike through.
    case leaveOutOrStrikeThrough(example: String)

    // MARK: Meal items
    case twoQuantities(item: String, second: String)
    case oneQuantityPerItem
    case quantityTooLarge(item: String, limit: QuantityLimit)
    case checkNumberOrWriteKcal
    case twoKcalValues(item: String)
    case oneKcalValuePerItem
    case kcalTooLarge(written: String, limit: Int)
    case itemKcalTooLarge(item: String, limit: Int)
    case notAKcalValue(written: String)
    case writeKcalInDigits
    case kcalRange(written: String)
    case writeOneKcalValue
    case checkNumber
    case twoCarbValues(item: String)
    case oneCarbValuePerItem
    case carbsTooLarge(written: String, limit: Int)
    case carbsNegative(written: String)
    case writeCarbsAsGrams
    case carbsRange(written: String)
    case writeOneCarbValue

    // MARK: Glucose
    case glucoseOutOfRange(written: String)
    case glucoseRange(low: String, high: String, unit: String)
    case glucoseRangeOrOtherUnit(low: String, high: String, unit: String, example: String)
    /// A reading without a unit that only the other unit makes plausible: read in it, with this warning.
    case readInOtherUnit(written: String, unit: String)
    case writeGlucoseUnit(example: String, unit: String)
    case moreThanOneThingOnGlucoseLine
    case eachReadingDoseAndMealOnItsOwnLine
    case glucoseWithoutTime
    case writeTimeFirst
    case glucoseInsideMeal
    case eachReadingOnItsOwnLine(example: String)
    /// `BG LO`: what a meter shows beyond its range, instead of a number.
    case glucoseBeyondRange(written: String)
    /// `example` is the line's glucose word and `value`, the bound in the journal's unit.
    case writeNumberForBound(written: String, isLow: Bool, value: String, unit: String, example: String)

    /// The most of one unit an item may hold.
    public enum QuantityLimit: Hashable, Sendable {
        /// Pieces or servings without kcal written (`Bounds.mostPiecesWithoutKcal`).
        case pieces
        case units
        case grams
        case milliliters
    }

    public var localized: Localized {
        switch self {
        case .twelveHourTime(let written):
            return Localized(
                en: "'\(written)' is not a time: 12-hour times run from 1 to 12",
                ja: "「\(written)」は時刻ではありません。12 時間制の時刻は 1 から 12 までです")
        case .mistypedTime(let written, let read):
            return Localized(
                en: "'\(written)' is read as the time \(read)",
                ja: "「\(written)」を時刻 \(read) と読みました")
        case .writeTimeWithColon(let time):
            return Localized(
                en: "write a time with a colon and digits only, e.g. '\(time)'",
                ja: "時刻はコロンと数字だけで書いてください(例: 「\(time)」)")
        case .notATime(let written):
            return Localized(
                en: "'\(written)' is not a time: hours run 0–23 and minutes 0–59",
                ja: "「\(written)」は時刻ではありません。時は 0〜23、分は 0〜59 です")
        case .notATimeAfterMeridiem(let written):
            return Localized(
                en: "'\(written)' is not a time: after 午前 and 午後 hours run 0–11",
                ja: "「\(written)」は時刻ではありません。午前・午後の後の時は 0〜11 です")
        case .notATimeOfThatPartOfDay(let written):
            return Localized(en: "'\(written)' is not a time", ja: "「\(written)」は時刻ではありません")
        case .write24HourTime:
            return Localized(
                en: "write 24-hour 'HH:MM', e.g. '19:30'",
                ja: "24 時間制で「HH:MM」と書いてください(例: 「19:30」)")
        case .doseWithoutAmount(let dose):
            return Localized(en: "dose '\(dose)' has no amount", ja: "投与「\(dose)」に量がありません")
        case .writeUnitsAfterName(let dose):
            return Localized(
                en: "write the units after the name, e.g. '\(dose) 12u'",
                ja: "名前の後に単位数を書いてください(例: 「\(dose) 12u」)")
        case .notAnInsulinUnit(let written):
            return Localized(en: "'\(written)' is not a unit of insulin", ja: "「\(written)」はインスリンの単位ではありません")
        case .insulinUnits(let dose):
            return Localized(
                en: "write units as 'u', 'IU', 'units' or '単位', e.g. '\(dose) 12u'",
                ja: "単位は「u」「IU」「units」「単位」のどれかで書いてください(例: 「\(dose) 12u」)")
        case .doseOutOfRange(let amount):
            return Localized(en: "dose amount \(amount) is out of range", ja: "投与量 \(amount) は範囲外です")
        case .doseRange:
            let most = Int(Bounds.maximumDoseUnits)
            return Localized(
                en: "a dose is more than 0 and at most \(most) units",
                ja: "投与量は 0 より多く、\(most) 単位以下です")
        case .weightOutOfRange(let written):
            return Localized(en: "weight \(written) is out of range", ja: "体重 \(written) は範囲外です")
        case .weightWithoutUnit(let written, let limit):
            return Localized(
                en: "'\(written)' has no unit, and more than \(limit) kg may be pounds; not kept",
                ja: "「\(written)」には単位がなく、\(limit) kg を超える値はポンドかもしれないため記録しません")
        case .writeWeightUnit(let kilograms, let pounds):
            return Localized(
                en: "write the unit: '\(pounds)' or '\(kilograms)'", ja: "単位を書いてください: 「\(kilograms)」か「\(pounds)」")
        case .weightRange:
            let (low, high) = (Int(Bounds.weightKilograms.lowerBound), Int(Bounds.weightKilograms.upperBound))
            return Localized(
                en: "a weight is \(low) to \(high) kg; write its unit, e.g. 'weight 72.4kg' or 'weight 165lb'",
                ja: "体重は \(low)〜\(high) kg です。単位も書いてください（例: 体重 58.6kg）")
        case .notOneAmount(let written):
            return Localized(
                en: "'\(written)' is not one amount: a dose is counted only with the one amount given",
                ja: "「\(written)」は 1 つの量ではありません。投与は打った量が 1 つ書かれているときだけ数えます")
        case .writeOneAmount(let example):
            return Localized(
                en: "write the one amount given in digits, e.g. '\(example)', and each dose on its own line",
                ja: "打った量を 1 つだけ数字で書き(例: 「\(example)」)、投与は 1 行に 1 つずつ書いてください")
        case .moreThanOneThingOnDoseLine:
            return Localized(en: "more than one thing on a dose line", ja: "投与の行にほかのものも書かれています")
        case .eachDoseAndMealOnItsOwnLine:
            return Localized(
                en: "write each dose and each meal on its own line",
                ja: "投与と食事は 1 行に 1 つずつ書いてください")
        case .doseInsideMeal:
            return Localized(en: "a dose inside a meal line is not counted", ja: "食事の行の中の投与は数えません")
        case .eachDoseOnItsOwnLine(let example):
            return Localized(
                en: "write each dose on its own line, e.g. '\(example)'",
                ja: "投与は 1 行に 1 つずつ書いてください(例: 「\(example)」)")
        case .notADoseAmount(let written):
            return Localized(
                en: "'\(written)' is not a dose amount; the line is not counted",
                ja: "「\(written)」は投与量ではないため、この行は数えません")
        case .secondDoseOnDoseLine(let written):
            return Localized(
                en: "'\(written)' is a second dose on a dose line; the line is not counted",
                ja: "「\(written)」は投与の行の 2 つ目の投与です。この行は数えません")
        case .eachDoseOnItsOwnLineOrTheSum(let sum):
            return Localized(
                en: "write each dose on its own line, or their sum as one, e.g. '\(sum)'",
                ja: "投与は 1 行に 1 つずつ書くか、合計を 1 つにして書いてください(例: 「\(sum)」)")
        case .noteAfterDose(let note):
            return Localized(
                en: "'\(note)' after the dose is read as a note, not counted as food",
                ja: "投与の後の「\(note)」はメモとして読み、食事には数えません")
        case .foodOnItsOwnLine(let food):
            return Localized(
                en: "if it is food, write it on its own line, e.g. '- \(food)'",
                ja: "食べたものなら、別の行に書いてください(例: 「- \(food)」)")
        case .pumpRateIsNoDose(let dose):
            return Localized(
                en: "a pump's rate or percentage is no dose: write the units given, e.g. '\(dose) 2u'",
                ja: "ポンプの注入速度や割合は投与量ではありません。入れた単位数を書いてください(例: 「\(dose) 2u」)")
        case .insulinWithoutDoseName:
            return Localized(
                en: "insulin units without a dose name; the line is not counted",
                ja: "インスリンの単位数に投与の名前がないため、この行は数えません")
        case .insulinWithoutAmount(let written):
            return Localized(
                en: "'\(written)' is insulin without an amount: not counted as a dose or as food",
                ja: "「\(written)」はインスリンですが量が書かれていないため、投与としても食事としても数えません")
        case .doseNotTaken(let written):
            return Localized(
                en: "'\(written)' says the dose was not taken: the line is not counted as a dose or as food",
                ja: "「\(written)」は打たなかった投与を表すため、この行は投与としても食事としても数えません")
        case .leaveOutOrStrikeThrough(let example):
            return Localized(
                en: "leave a dose that was not taken out of the journal, or strike the line through, e.g. "
                    + "'- ~~\(example)~~'",
                ja: "打たなかった投与は書かないか、行に取り消し線を引いてください(例: 「- ~~\(example)~~」)")
        case .insulinNamesNoDose(let written):
            return Localized(
                en: "'\(written)' names none of your doses; insulin is never counted as food, so the "
                    + "line is not counted",
                ja: "「\(written)」はどの投与の名前でもありません。インスリンは食事として数えないため、"
                    + "この行は数えません")
        case .nameInsulinBesideStandardDoses(let name, let longActing):
            let en = name ?? "NAME"
            let ja = name ?? "名前"
            func underLong(_ name: String) -> String { "doses: {long: {per_day: 1, aliases+: [\(name)]}, rapid: {}}" }
            func underRapid(_ name: String) -> String { "doses: {long: {per_day: 1}, rapid: {aliases+: [\(name)]}}" }
            switch longActing {
            case true?:
                return Localized(
                    en: "if it is your insulin, name it in daybook.yaml: '\(underLong(en))'",
                    ja: "自分のインスリンなら、daybook.yaml で名前を付けてください: 「\(underLong(ja))」")
            case false?:
                return Localized(
                    en: "if it is your insulin, name it in daybook.yaml: '\(underRapid(en))'",
                    ja: "自分のインスリンなら、daybook.yaml で名前を付けてください: 「\(underRapid(ja))」")
            case nil:
                return Localized(
                    en: "if it is your insulin, name it in daybook.yaml: '\(underLong(en))' if it is long-acting, "
                        + "'\(underRapid(en))' if it is rapid-acting",
                    ja: "自分のインスリンなら、daybook.yaml で名前を付けてください。持効型なら「\(underLong(ja))」、"
                        + "速効型なら「\(underRapid(ja))」")
            }
        case .addDoseForInsulin(let name, let longActing):
            let en = name ?? "NAME"
            let ja = name ?? "名前"
            func long(_ name: String) -> String { "long: {per_day: 1, aliases: [\(name)]}" }
            func rapid(_ name: String) -> String { "rapid: {aliases: [\(name)]}" }
            switch longActing {
            case true?, false?:
                let en = longActing == true ? long(en) : rapid(en)
                let ja = longActing == true ? long(ja) : rapid(ja)
                return Localized(
                    en: "if it is your insulin, add a dose for it under doses in daybook.yaml, e.g. '\(en)'",
                    ja: "自分のインスリンなら、daybook.yaml の doses にその投与を加えてください(例: 「\(ja)」)")
            case nil:
                return Localized(
                    en: "if it is your insulin, add a dose for it under doses in daybook.yaml: '\(long(en))' if it "
                        + "is long-acting, '\(rapid(en))' if it is rapid-acting",
                    ja: "自分のインスリンなら、daybook.yaml の doses にその投与を加えてください。持効型なら"
                        + "「\(long(ja))」、速効型なら「\(rapid(ja))」")
            }
        case .addInsulinToItsDose(let name, let doses):
            let en = name ?? "NAME"
            let ja = name ?? "名前"
            let shown = doses.prefix(4)
            let more = doses.count > shown.count
            return Localized(
                en: "if it is your insulin, add it under doses in daybook.yaml to the dose it belongs to: "
                    + shown.map { "'\($0): {aliases+: [\(en)]}'" }.joined(separator: " or ")
                    + (more ? " or another" : ""),
                ja: "自分のインスリンなら、daybook.yaml の doses で、それが属する投与に加えてください: "
                    + shown.map { "「\($0): {aliases+: [\(ja)]}」" }.joined(separator: "か")
                    + (more ? "など" : ""))
        case .addInsulinToDose(let name, let dose, let others):
            let en = name ?? "NAME"
            let ja = name ?? "名前"
            return Localized(
                en: "if it is your insulin, add it to its dose in daybook.yaml, e.g. '\(dose): "
                    + "{aliases+: [\(en)]}' under doses"
                    + (others.isEmpty ? "" : " (or under \(others.joined(separator: " or ")))"),
                ja: "自分のインスリンなら、daybook.yaml の doses でその投与に加えてください(例: "
                    + "「\(dose): {aliases+: [\(ja)]}」"
                    + (others.isEmpty ? "" : "。\(others.joined(separator: " か ")) の下でも構いません") + ")")
        case .twoQuantities(let item, let second):
            return Localized(
                en: "'\(item)' has two quantities ('\(second)' and the leading one)",
                ja: "「\(item)」に数量が 2 つあります(先頭のものと「\(second)」)")
        case .oneQuantityPerItem:
            return Localized(
                en: "write one quantity per item, e.g. '3 alforts' or 'アルフォート3枚'",
                ja: "数量は 1 品目に 1 つだけ書いてください(例: 「アルフォート3枚」や「3 alforts」)")
        case .quantityTooLarge(let item, let limit):
            return Localized(
                en: "the quantity in '\(item)' is more than \(limit.localized.en); not counted",
                ja: "「\(item)」の数量が \(limit.localized.ja) を超えているため数えません")
        case .checkNumberOrWriteKcal:
            return Localized(
                en: "check the number; write kcal directly if it is right, e.g. '2500kcal'",
                ja: "数を確かめてください。正しければ kcal を直接書いてください(例: 「2500kcal」)")
        case .twoKcalValues(let item):
            return Localized(en: "'\(item)' has two kcal values", ja: "「\(item)」に kcal の値が 2 つあります")
        case .oneKcalValuePerItem:
            return Localized(
                en: "write one kcal value per item, or split the item with ','",
                ja: "kcal は 1 品目に 1 つだけ書くか、「,」で品目を分けてください")
        case .kcalTooLarge(let written, let limit):
            return Localized(
                en: "\(written) is more than \(limit) kcal; not counted",
                ja: "\(written) は \(limit) kcal を超えているため数えません")
        case .itemKcalTooLarge(let item, let limit):
            return Localized(
                en: "'\(item)' is more than \(limit) kcal; not counted",
                ja: "「\(item)」は \(limit) kcal を超えているため数えません")
        case .notAKcalValue(let written):
            return Localized(en: "'\(written)' is not a kcal value", ja: "「\(written)」は kcal の値ではありません")
        case .writeKcalInDigits:
            return Localized(
                en: "write the kcal in plain digits, e.g. '650kcal'",
                ja: "kcal は算用数字で書いてください(例: 「650kcal」)")
        case .kcalRange(let written):
            return Localized(
                en: "'\(written)' is a range, not one kcal value",
                ja: "「\(written)」は範囲です。kcal の値は 1 つだけ書きます")
        case .writeOneKcalValue:
            return Localized(
                en: "write one kcal value, e.g. '650kcal'",
                ja: "kcal の値を 1 つ書いてください(例: 「650kcal」)")
        case .checkNumber:
            return Localized(en: "check the number", ja: "数を確かめてください")
        case .twoCarbValues(let item):
            return Localized(
                en: "'\(item)' has two carbohydrate values", ja: "「\(item)」に糖質の値が 2 つあります")
        case .oneCarbValuePerItem:
            return Localized(
                en: "write one carbohydrate value per item, or split the item with ','",
                ja: "糖質は 1 品目に 1 つだけ書くか、「,」で品目を分けてください")
        case .carbsTooLarge(let written, let limit):
            return Localized(
                en: "'\(written)' is more than \(limit) g of carbohydrate; not counted",
                ja: "「\(written)」は糖質 \(limit) g を超えているため数えません")
        case .carbsNegative(let written):
            return Localized(
                en: "'\(written)' is less than no carbohydrate; not counted",
                ja: "「\(written)」は糖質がマイナスのため数えません")
        case .writeCarbsAsGrams:
            return Localized(
                en: "write carbohydrate as grams, e.g. '45g carbs'",
                ja: "糖質はグラムで書いてください(例: 「糖質45g」)")
        case .carbsRange(let written):
            return Localized(
                en: "'\(written)' is a range, not one carbohydrate value",
                ja: "「\(written)」は範囲です。糖質の値は 1 つだけ書きます")
        case .writeOneCarbValue:
            return Localized(
                en: "write one carbohydrate value, e.g. '45g carbs'",
                ja: "糖質の値を 1 つ書いてください(例: 「糖質45g」)")
        case .glucoseOutOfRange(let written):
            return Localized(en: "glucose reading \(written) is out of range", ja: "血糖値 \(written) は範囲外です")
        case .glucoseRange(let low, let high, let unit):
            return Localized(
                en: "a reading is from \(low) to \(high) \(unit)",
                ja: "血糖値は \(low)〜\(high) \(unit) です")
        case .glucoseRangeOrOtherUnit(let low, let high, let unit, let example):
            return Localized(
                en: "a reading is from \(low) to \(high) \(unit); write the unit after the number if it "
                    + "is another, e.g. '\(example)'",
                ja: "血糖値は \(low)〜\(high) \(unit) です。別の単位なら数の後に単位を書いてください"
                    + "(例: 「\(example)」)")
        case .readInOtherUnit(let written, let unit):
            return Localized(
                en: "glucose '\(written)' read as \(written) \(unit): no reading is that in the journal's unit",
                ja: "血糖値「\(written)」を \(written) \(unit) として読みました(ジャーナルの単位ではありえない値です)")
        case .writeGlucoseUnit(let example, let unit):
            return Localized(
                en: "write the unit after the number ('\(example)'), or set 'glucose_unit: \(unit)' in daybook.yaml",
                ja: "数の後に単位を書くか(「\(example)」)、daybook.yaml に「glucose_unit: \(unit)」と書いてください")
        case .moreThanOneThingOnGlucoseLine:
            return Localized(en: "more than one thing on a glucose line", ja: "血糖値の行にほかのものも書かれています")
        case .eachReadingDoseAndMealOnItsOwnLine:
            return Localized(
                en: "write each reading, dose and meal on its own line",
                ja: "血糖値・投与・食事は 1 行に 1 つずつ書いてください")
        case .glucoseWithoutTime:
            return Localized(
                en: "this glucose reading has no time, so it is left out of glucose statistics",
                ja: "この血糖値には時刻がないため、血糖の統計には入れません")
        case .writeTimeFirst:
            return Localized(
                en: "write the time first, e.g. '- 07:30 bg 142'",
                ja: "先頭に時刻を書いてください(例: 「- 07:30 bg 142」)")
        case .glucoseInsideMeal:
            return Localized(
                en: "a glucose reading inside a meal line is not counted",
                ja: "食事の行の中の血糖値は数えません")
        case .eachReadingOnItsOwnLine(let example):
            return Localized(
                en: "write each reading on its own line, e.g. '\(example)'",
                ja: "血糖値は 1 行に 1 つずつ書いてください(例: 「\(example)」)")
        case .glucoseBeyondRange(let written):
            return Localized(
                en: "'\(written)' is beyond the meter's range and no number: the reading is not counted",
                ja: "「\(written)」はメーターの測定範囲の外を示すだけで数値がないため、この血糖値は数えません")
        case .writeNumberForBound(let written, let isLow, let value, let unit, let example):
            return isLow
                ? Localized(
                    en: "write the number it stands for, e.g. '\(example)' if your meter's \(written) means "
                        + "below \(value) \(unit)",
                    ja: "「\(written)」が表す数値を書いてください(例: メーターの \(written) が \(value) \(unit) "
                        + "未満を表すなら「\(example)」)")
                : Localized(
                    en: "write the number it stands for, e.g. '\(example)' if your meter's \(written) means "
                        + "above \(value) \(unit)",
                    ja: "「\(written)」が表す数値を書いてください(例: メーターの \(written) が \(value) \(unit) "
                        + "を超える値を表すなら「\(example)」)")
        }
    }
}

extension GrammarMessage.QuantityLimit: Localizable {
    public var localized: Localized {
        switch self {
        case .pieces: return Localized(en: "50 pieces without kcal written", ja: "kcal の書かれていない 50 個")
        case .units: return Localized(en: "1,000 units", ja: "1,000 個")
        case .grams: return Localized(en: "100 kg", ja: "100 kg")
        case .milliliters: return Localized(en: "100 l", ja: "100 l")
        }
    }
}
