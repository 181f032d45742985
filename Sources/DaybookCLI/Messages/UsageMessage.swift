import DaybookCore

/// What is wrong with a command line, in both languages: the first line of a usage error (exit 64).
enum UsageMessage: Localizable, Hashable {
    // MARK: The parser
    case unknownSubcommand(String, suggestion: String?)
    case unknownOption(String, suggestion: String?, owners: [String], argumentHint: Bool)
    /// An option many other commands have, given to one that has not (`learn --now`).
    case notAnOptionOf(String, command: String)
    case optionTakesNoValue(String)
    case missingValue(label: String)
    case givenTwice(String)
    case unexpectedArgument(String)
    case missingArgument(String)
    case notTogether(labels: [String], hint: Localized)
    case unknownChoice(valueName: String, value: String, choices: [String])
    case notADate(label: String, value: String)
    case notAMonth(label: String, value: String)
    case notATime(label: String, value: String)
    case notAMoment(label: String, value: String)
    case notACount(label: String, range: ClosedRange<Int>, value: String)
    case notSeconds(label: String, low: String, high: String, value: String)
    case unknownFormat(String, choices: [String])
    case nowVariable(String)

    // MARK: Commands
    case nothingOnStandardInput
    case standardInputTooLarge(kibibytes: Int)
    case standardInputUnreadable(reason: Localized)
    case standardInputNotUTF8
    case nothingToAdd
    case notAMealToCopy(String)
    case entryIsOneLine
    case doseAndAmount
    case unknownDose(String, doses: [String])
    case notAnAmount(String)
    case doseOutOfRange(String)
    /// `dayStarts` only when the time is after midnight on today's day: the night to come.
    /// `date` is the journal day written to, `moment` when the entry says it happened (after midnight when its time is
    /// before day_starts).
    case entryLaterThanNow(
        date: LocalDate, moment: LocalDateTime, now: LocalDateTime, dayStarts: TimeOfDay?, command: String)
    case foodAndKcal
    case foodNeedsName
    case notKcal(String)
    case unknownConsentAction(String)
    case nameTheShell
    case importGlucose
    case fromAfterLastDay(from: LocalDate, last: LocalDate)
    case fromAfterTo(from: LocalDate, to: LocalDate)
    case periodBeforeYearOne
    case periodTooLong(first: LocalDate, last: LocalDate, days: Int, limit: Int)
    case glucoseProfileNeedsText
    case byItemNeedsCSV
    case deleteQueryNeedsNightscout

    var localized: Localized {
        switch self {
        case .unknownSubcommand(let word, let suggestion):
            return Localized(
                en: "Unknown subcommand '\(word)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                ja: "知らないサブコマンド「\(word)」です" + (suggestion.map { "。「\($0)」のことですか?" } ?? ""))
        case .unknownOption(let name, let suggestion, let owners, let argumentHint):
            var en = "Unknown option '\(name)'"
            var ja = "知らないオプション「\(name)」です"
            if let suggestion {
                en += "; did you mean '\(suggestion)'?"
                ja += "。「\(suggestion)」のことですか?"
            } else if !owners.isEmpty {
                en += "; it is an option of " + owners.map { "'daybook \($0)'" }.joined(separator: ", ")
                ja += "。" + owners.map { "「daybook \($0)」" }.joined(separator: "、") + "のオプションです"
            } else if argumentHint {
                en += "; put '--' before an argument that starts with '-'"
                ja += "。「-」で始まる引数の前には「--」を置いてください"
            }
            return Localized(en: en, ja: ja)
        case .notAnOptionOf(let name, let command):
            return Localized(
                en: "Unknown option '\(name)': 'daybook \(command)' does not take it",
                ja: "知らないオプション「\(name)」です。「daybook \(command)」はこのオプションをとりません")
        case .optionTakesNoValue(let name):
            return Localized(en: "The option '\(name)' does not take a value", ja: "オプション「\(name)」は値をとりません")
        case .missingValue(let label):
            return Localized(en: "Missing value for '\(label)'", ja: "「\(label)」の値がありません")
        case .givenTwice(let name):
            return Localized(
                en: "'\(name)' is given more than once; give it once",
                ja: "「\(name)」が 2 回以上指定されています。1 回だけ指定してください")
        case .unexpectedArgument(let word):
            return Localized(en: "Unexpected argument '\(word)'", ja: "余分な引数「\(word)」があります")
        case .missingArgument(let name):
            return Localized(en: "Missing expected argument '<\(name)>'", ja: "引数「<\(name)>」がありません")
        case .notTogether(let labels, let hint):
            return Localized(
                en: labels.joined(separator: " and ") + " cannot be used together; \(hint.en)",
                ja: labels.joined(separator: " と ") + " は一緒に使えません。\(hint.ja)")
        case .unknownChoice(let valueName, let value, let choices):
            return Localized(
                en: "Unknown \(valueName) '\(value)'; use one of \(choices.joined(separator: ", "))",
                ja: "\(valueName) に「\(value)」は使えません。\(choices.joined(separator: ", ")) の"
                    + "どれかにしてください")
        case .notADate(let label, let value):
            return Localized(
                en: "\(label) '\(value)' is not a date; write YYYY-MM-DD, today, yesterday, -N (N days "
                    + "back) or a weekday, e.g. 2026-11-29 or friday",
                ja: "\(label) の「\(value)」は日付ではありません。YYYY-MM-DD、今日、昨日、一昨日、"
                    + "N日前、曜日のどれかで書いてください(例: 2026-11-29、3日前、金曜日)")
        case .notAMonth(let label, let value):
            return Localized(
                en: "\(label) '\(value)' is not a month; write YYYY-MM, this or last, e.g. 2026-11",
                ja: "\(label) の「\(value)」は月ではありません。YYYY-MM、今月、先月のどれかで"
                    + "書いてください(例: 2026-11)")
        case .notATime(let label, let value):
            return Localized(
                en: "\(label) '\(value)' is not a time; write HH:MM, e.g. 12:30",
                ja: "\(label) の「\(value)」は時刻ではありません。HH:MM で書いてください(例: 12:30)")
        case .notAMoment(let label, let value):
            return Localized(
                en: "\(label) '\(value)' is not a time; write YYYY-MM-DDTHH:MM, e.g. 2026-11-29T14:05",
                ja: "\(label) の「\(value)」は時刻ではありません。YYYY-MM-DDTHH:MM で書いてください"
                    + "(例: 2026-11-29T14:05)")
        case .notACount(let label, let range, let value):
            return Localized(
                en: "\(label) takes a whole number from \(range.lowerBound) to \(range.upperBound), not "
                    + "'\(value)'",
                ja: "\(label) には \(range.lowerBound) から \(range.upperBound) までの整数を指定して"
                    + "ください(「\(value)」は使えません)")
        case .notSeconds(let label, let low, let high, let value):
            return Localized(
                en: "\(label) takes a number of seconds from \(low) to \(high), not '\(value)'",
                ja: "\(label) には \(low) から \(high) までの秒数を指定してください(「\(value)」は"
                    + "使えません)")
        case .unknownFormat(let name, let choices):
            return Localized(
                en: "Unknown format '\(name)'; use one of " + choices.joined(separator: ", "),
                ja: "知らない形式「\(name)」です。" + choices.joined(separator: ", ") + " のどれかに"
                    + "してください")
        case .nowVariable(let text):
            return Localized(
                en: "DAYBOOK_NOW='\(text)' is not a time; write YYYY-MM-DDTHH:MM",
                ja: "DAYBOOK_NOW='\(text)' は時刻ではありません。YYYY-MM-DDTHH:MM で書いてください")
        case .nothingOnStandardInput:
            return Localized(en: "Nothing on standard input to add", ja: "標準入力に追記するものがありません")
        case .standardInputTooLarge(let kibibytes):
            return Localized(
                en: "Standard input holds more than \(kibibytes) KiB; an entry is one line",
                ja: "標準入力が \(kibibytes) KiB を超えています。記録は 1 行です")
        case .standardInputUnreadable(let reason):
            return Localized(
                en: "Standard input could not be read: \(reason.en)",
                ja: "標準入力を読めませんでした: \(reason.ja)")
        case .standardInputNotUTF8:
            return Localized(en: "Standard input is not UTF-8 text", ja: "標準入力が UTF-8 のテキストではありません")
        case .notAMealToCopy(let value):
            return Localized(
                en: "--copy '\(value)' names no meal; write DAY:SLOT or DAY:HH:MM, e.g. yesterday:breakfast",
                ja: "--copy「\(value)」は食事を指していません。DAY:SLOT か DAY:HH:MM で書いてください"
                    + "(例: yesterday:breakfast)")
        case .nothingToAdd:
            return Localized(
                en: "Nothing to add: write the entry's text",
                ja: "追記するものがありません。記録の本文を"
                    + "書いてください")
        case .entryIsOneLine:
            return Localized(en: "An entry is one line", ja: "記録は 1 行です")
        case .doseAndAmount:
            return Localized(
                en: "Write the dose and its amount, e.g. 'daybook dose long 12'",
                ja: "投与とその量を書いてください(例: 「daybook dose long 12」)")
        case .unknownDose(let written, let doses):
            return Localized(
                en: "Unknown dose '\(written)'; doses: " + doses.joined(separator: "; "),
                ja: "知らない投与「\(written)」です。投与: " + doses.joined(separator: "; "))
        case .notAnAmount(let text):
            return Localized(
                en: "'\(text)' is not an amount; write units as a number, e.g. 12 or 12u",
                ja: "「\(text)」は量ではありません。単位数を数で書いてください(例: 12 や 12u)")
        case .doseOutOfRange(let text):
            return Localized(
                en:
                    "dose amount \(text) is out of range: more than 0 and at most \(Int(Bounds.maximumDoseUnits)) units",
                ja: "投与量 \(text) は範囲外です。0 より多く \(Int(Bounds.maximumDoseUnits)) 単位以下にしてください")
        case .entryLaterThanNow(let date, let moment, let now, let dayStarts, let command):
            let time = moment.time
            // nil dayStarts: the time is not after midnight on today's day, so nothing to explain about the night.
            let today = now.date == date || dayStarts != nil
            return Localized(
                en: "\(moment.date) \(time) is later than now (\(now.date) \(now.time)); an entry is written once "
                    + "it has happened"
                    + (dayStarts.map {
                        ". The journal day \(date) runs until \($0) the next morning, so \(time) is the night to come"
                    } ?? "")
                    + (today
                        ? ". For last night, write it on the day before: 'daybook \(command) … --date yesterday'"
                        : ". Write it on the day it happened: 'daybook \(command) … --date YYYY-MM-DD'")
                    + "; to write it ahead on purpose, add --later",
                ja: "\(moment.date) \(time) は今(\(now.date) \(now.time))より後です。記録は起きてから書きます"
                    + (dayStarts.map { "。ジャーナルの \(date) の日は翌朝 \($0) まで続くので、\(time) はこれから来る夜です" }
                        ?? "")
                    + (today
                        ? "。昨夜のことなら前の日に書いてください(「daybook \(command) … --date yesterday」)"
                        : "。起きた日に書いてください(「daybook \(command) … --date YYYY-MM-DD」)")
                    + "。わざと先に書くなら --later を付けてください")
        case .foodAndKcal:
            return Localized(
                en: "Write the food and its kcal, e.g. 'daybook learn \"iced latte\" 180'",
                ja: "食品とその kcal を書いてください(例: 「daybook learn アイスラテ 180」)")
        case .foodNeedsName:
            return Localized(en: "The food needs a name", ja: "食品には名前が必要です")
        case .notKcal(let text):
            return Localized(
                en: "'\(text)' is not a kcal value from 0 to 100000",
                ja: "「\(text)」は 0〜100000 の kcal ではありません")
        case .unknownConsentAction(let action):
            return Localized(
                en: "Unknown action '\(action)'; use grant or revoke",
                ja: "知らない操作「\(action)」です。grant か revoke にしてください")
        case .nameTheShell:
            return Localized(en: "Name the shell: bash, zsh or fish", ja: "シェルを指定してください: bash、zsh、fish")
        case .importGlucose:
            return Localized(
                en: "daybook import takes 'glucose' and one or more files, e.g. 'daybook import glucose "
                    + "entries.json'",
                ja: "daybook import には「glucose」と 1 つ以上のファイルを渡してください"
                    + "(例: 「daybook import glucose entries.json」)")
        case .fromAfterLastDay(let from, let last):
            return Localized(
                en: "--from \(from) comes after the last day, \(last)",
                ja: "--from \(from) が最後の日 \(last) より後です")
        case .fromAfterTo(let from, let to):
            return Localized(en: "--from \(from) comes after --to \(to)", ja: "--from \(from) が --to \(to) より後です")
        case .periodBeforeYearOne:
            return Localized(
                en: "the period asked for begins before the year 1",
                ja: "指定の期間が西暦 1 年より前から"
                    + "始まっています")
        case .periodTooLong(let first, let last, let days, let limit):
            return Localized(
                en: "\(first) to \(last) is \(days) days; a period is at most \(limit) days (100 years)",
                ja: "\(first) から \(last) までは \(days) 日です。期間は最長 \(limit) 日(100 年)です")
        case .glucoseProfileNeedsText:
            return Localized(
                en: "--glucose-profile needs --format text (the HTML report always has the profile)",
                ja: "--glucose-profile には --format text が必要です(HTML のレポートには必ず入ります)")
        case .byItemNeedsCSV:
            return Localized(en: "--by item needs --format csv", ja: "--by item には --format csv が必要です")
        case .deleteQueryNeedsNightscout:
            return Localized(
                en: "--delete-query needs --format nightscout or nightscout-v3",
                ja: "--delete-query には --format nightscout か nightscout-v3 が必要です")
        }
    }
}
