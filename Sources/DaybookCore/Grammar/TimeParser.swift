/// Reads the time at the start of an entry: `7:30`, `19:30`, `7am`, `7:30 pm`, `9 pm`, `AM7:30`, `19.30 pasta`,
/// `19時`, `19時30分`, `19時半`, `午前10時`, `午後3時半`, `深夜1時`, `正午`, `noon`, `~8pm`, `at 7pm:`; and any of them
/// marked the way a note-taker marks a time: `[22:00]`, `(22:00)`, `【22時】`, `**22:00**`, `*22:00*`, `` `22:00` ``,
/// `@22:00`.
enum TimeParser {
    enum Result: Equatable {
        case none
        case time(TimeOfDay, end: Int)
        /// Looks like a time but is not one (`25:00`, `13pm`).
        case invalid(GrammarMessage, end: Int)
    }

    /// Words before a 12-hour time that say whether it is after noon (`午前10時`, `午後3時`), valued 1 after noon; the
    /// first that matches, in the lexicons' order.
    private static let meridiemsBefore = LexiconTables.meridiemsBefore

    /// Times written as words, valued by their minutes; the first that matches, in the lexicons' order.
    private static let named = LexiconTables.namedTimes

    /// Written after a time to say "about", "just after" or "from" it: `19時頃`, `12:30ごろ`, `7時過ぎ`, `19時くらい`,
    /// `12:00~`; part of the time.
    private static let about = LexiconTables.aboutAfterTime

    /// Written before a time to say "about" or "at" it: `~8pm`, `約19時`, `at 7pm`, `around 8:30`. A Latin word needs
    /// a space after it.
    private static let before = LexiconTables.aboutBeforeTime

    /// The scalars a word before a time starts with, upper and lower case.
    private static let beforeStarts = LexiconTables.aboutBeforeTimeStarts

    /// The scalars a time written as a word starts with (`noon`, a part of the day, a meridiem before the hour).
    private static let wordStarts = LexiconTables.timeWordStarts

    static func parse(_ s: [Unicode.Scalar], at start: Int) -> Result {
        guard start < s.count else { return .none }
        switch s[start] {
        case "[", "(", Lexicon.Japanese.openBracket, "*", "_", "`":
            return marked(s, at: start)
        case "@":
            let inner = skipSpaces(s, from: start + 1)
            return inner < s.count ? unmarked(s, at: inner) : .none
        default:
            return unmarked(s, at: start)
        }
    }

    /// What marks a time around it, longest first.
    private static let marks: [(open: [Unicode.Scalar], close: [Unicode.Scalar])] = [
        ("**", "**"), ("__", "__"), ("[", "]"), ("(", ")"),
        (String(Lexicon.Japanese.openBracket), String(Lexicon.Japanese.closeBracket)), ("*", "*"), ("_", "_"),
        ("`", "`"),
    ].map { (Array($0.0.unicodeScalars), Array($0.1.unicodeScalars)) }

    /// A time between marks (`[22:00]`, `**22:00**`); none when the marks hold more than a time (`(22:00 ramen)`).
    private static func marked(_ s: [Unicode.Scalar], at start: Int) -> Result {
        guard let (open, close) = marks.first(where: { hasWord(s, $0.open, at: start) }) else { return .none }
        let inner = skipSpaces(s, from: start + open.count)
        guard inner < s.count else { return .none }
        let result = unmarked(s, at: inner)
        let timeEnd: Int
        switch result {
        case .time(_, let end), .invalid(_, let end): timeEnd = end
        case .none: return .none
        }
        let closeAt = skipSpaces(s, from: timeEnd)
        guard hasWord(s, close, at: closeAt) else { return .none }
        switch result {
        case .time(let time, _): return .time(time, end: afterAbout(s, closeAt + close.count))
        case .invalid(let message, _): return .invalid(message, end: closeAt + close.count)
        case .none: return .none
        }
    }

    /// A time not marked, with or without a word before it.
    private static func unmarked(_ s: [Unicode.Scalar], at start: Int) -> Result {
        guard beforeStarts.starts(with: s[start]) else { return written(s, at: start) }
        if let length = before.longest(s, at: start, end: s.count) {
            let inner = skipSpaces(s, from: start + length)
            guard inner > start + length || !s[start].isLatinLetter else { return .none }
            return inner < s.count ? written(s, at: inner) : .none
        }
        return written(s, at: start)
    }

    /// The time at `start`, without a word before it.
    private static func written(_ s: [Unicode.Scalar], at start: Int) -> Result {
        switch s[start].lowercasedASCII {
        case "0"..."9":
            switch clock(s, at: start) {
            case .time(let time, let end): return .time(time, end: afterAbout(s, end))
            case let other: return other
            }
        case "a", "p":
            return meridiemFirst(s, at: start)
        case let first where wordStarts.starts(with: first):
            break
        default:
            return .none
        }
        if let w = named.first(s, at: start, end: s.count, where: { isBoundary(s, start + named.length($0)) }) {
            return .time(TimeOfDay(unchecked: named.value(w)), end: afterAbout(s, start + named.length(w)))
        }
        if let w = meridiemsBefore.match(s, at: start, end: s.count) {
            let isPM = meridiemsBefore.value(w) == 1
            return meridiemJapanese(s, at: start, length: meridiemsBefore.length(w), isPM: isPM)
        }
        if let w = partsOfDay.match(s, at: start, end: s.count),
            let result = partOfDay(
                s, at: start, partsOfDay.length(w), hour: hours(of: PartOfDay.allCases[partsOfDay.value(w)]))
        {
            return result
        }
        switch clock(s, at: start) {
        case .time(let time, let end): return .time(time, end: afterAbout(s, end))
        case let other: return other
        }
    }

    /// A time written last instead of first (`Tresiba 12u 22:00`, `ramen at 12:30`, `ビール2本 19時`), and where the
    /// text before it ends. Only a whole last word that is a time counts.
    static func trailing(_ s: [Unicode.Scalar], from start: Int, end: Int) -> (time: TimeOfDay, textEnd: Int)? {
        if end - start >= 3, let marked = markedLast(s, from: start, end: end) { return marked }
        var t = end
        while t > start, !s[t - 1].isSpace { t -= 1 }
        guard t > start, case .time(let time, let timeEnd) = parse(s, at: t), timeEnd == end else {
            return nil
        }
        var textEnd = t
        while textEnd > start, s[textEnd - 1].isSpace { textEnd -= 1 }
        for word in [at, atSign]
        where textEnd - word.count > start
            && hasWord(s, word, at: textEnd - word.count, end: textEnd) && s[textEnd - word.count - 1].isSpace
        {
            textEnd -= word.count
            while textEnd > start, s[textEnd - 1].isSpace { textEnd -= 1 }
        }
        return (time, textEnd)
    }

    /// A time after `at` or `@` that ends `s[start..<end]` (`tresiba 24u at 9:30pm`, before a comma and a note).
    static func afterAt(_ s: [Unicode.Scalar], from start: Int, end: Int) -> TimeOfDay? {
        var last = end
        while last > start, s[last - 1].isSpace { last -= 1 }
        var t = last
        while t > start, !s[t - 1].isSpace { t -= 1 }
        guard t > start, case .time(let time, let timeEnd) = parse(s, at: t), timeEnd == last else { return nil }
        var wordEnd = t
        while wordEnd > start, s[wordEnd - 1].isSpace { wordEnd -= 1 }
        let marked = [at, atSign].contains { word in
            wordEnd - word.count > start && hasWord(s, word, at: wordEnd - word.count, end: wordEnd)
                && s[wordEnd - word.count - 1].isSpace
        }
        return marked ? time : nil
    }

    /// The longest a marked time at a line's end is, marks included (`（午後10時30分）`).
    private static let longestMarkedTime = 16

    /// A marked time closing the line, even against the word before it: `ランタス12単位（22時）`, `lantus 12u (22:00)`.
    private static func markedLast(_ s: [Unicode.Scalar], from start: Int, end: Int) -> (time: TimeOfDay, textEnd: Int)?
    {
        guard let close = marks.first(where: { $0.close.count == 1 && s[end - 1] == $0.close[0] }) else { return nil }
        var open = end - 2
        while open > start, end - open <= longestMarkedTime, s[open] != close.open[0] { open -= 1 }
        guard open > start, s[open] == close.open[0], case .time(let time, let timeEnd) = marked(s, at: open),
            timeEnd == end
        else { return nil }
        var textEnd = open
        while textEnd > start, s[textEnd - 1].isSpace { textEnd -= 1 }
        return textEnd > start ? (time, textEnd) : nil
    }

    private static let at = Array("at".unicodeScalars)
    private static let atSign = Array("@".unicodeScalars)

    /// `午前10時`, `午後3時半`, `午後6時15分`, `午後3:30`: hours 0 to 11 after 午前 or 午後.
    private static func meridiemJapanese(_ s: [Unicode.Scalar], at start: Int, length: Int, isPM: Bool) -> Result {
        let inner = skipSpaces(s, from: start + length)
        guard inner < s.count, s[inner].isDigit else { return .none }
        switch clock(s, at: inner) {
        case .time(let time, let end):
            guard time.hour < 12 else {
                return .invalid(.notATimeAfterMeridiem(written: string(s[start..<end])), end: end)
            }
            return .time(TimeOfDay(unchecked: time.minutes + (isPM ? 12 * 60 : 0)), end: afterAbout(s, end))
        case .invalid(_, let end):
            return .invalid(.notATimeAfterMeridiem(written: string(s[start..<end])), end: end)
        case .none:
            return .none
        }
    }

    /// `AM7:30`, `PM 3:00`, `pm3時`: am or pm before a 12-hour time.
    private static func meridiemFirst(_ s: [Unicode.Scalar], at start: Int) -> Result {
        guard
            let (isPM, length) = meridiems.first(where: { hasWord(s, $0.word, at: start) })
                .map({ ($0.isPM, $0.word.count) })
        else { return .none }
        let inner = skipSpaces(s, from: start + length)
        guard inner < s.count, s[inner].isDigit, case .time(let time, let end) = clock(s, at: inner) else {
            return .none
        }
        guard (1...12).contains(time.hour) else {
            return .invalid(.twelveHourTime(written: string(s[start..<end])), end: end)
        }
        let hour = time.hour % 12 + (isPM ? 12 : 0)
        return .time(TimeOfDay(unchecked: hour * 60 + time.minute), end: afterAbout(s, end))
    }

    /// A part of the day before an hour, and the 24-hour clock hour it means: `朝7時` 07:00, `昼1時` 13:00,
    /// `夕方6時` 18:00, `夜9時` 21:00, `夜1時` 01:00, `深夜1時` 01:00, `深夜11時` 23:00, `明け方5時` 05:00. nil for an hour
    /// that part of the day does not have. Longer words first (`夜中` before `夜`).
    private static let partsOfDay = LexiconTables.partsOfDay

    /// The hours a part of the day has, as 24-hour clock hours.
    private static func hours(of part: PartOfDay) -> @Sendable (Int) -> Int? {
        switch part {
        case .morning: return { $0 <= 12 ? $0 : nil }
        case .noon: return { (1...6).contains($0) ? $0 + 12 : (10...18).contains($0) ? $0 : nil }
        case .evening: return { (1...11).contains($0) ? $0 + 12 : $0 >= 12 ? $0 : nil }
        case .lateEvening: return { (5...11).contains($0) ? $0 + 12 : (17...23).contains($0) ? $0 : nil }
        case .lateNight: return lateNight
        case .night: return { (6...11).contains($0) ? $0 + 12 : $0 == 12 ? 0 : $0 }
        case .dawn: return { (2...6).contains($0) ? $0 : nil }
        case .earlyMorning: return { (3...8).contains($0) ? $0 : nil }
        }
    }

    /// 深夜 and 夜中: from 22:00 to 05:59; 11 and 12 are 23:00 and 00:00.
    private static let lateNight: @Sendable (Int) -> Int? = { hour in
        switch hour {
        case 0...5, 22...23: return hour
        case 11: return 23
        case 12: return 0
        default: return nil
        }
    }

    private static func partOfDay(
        _ s: [Unicode.Scalar], at start: Int, _ length: Int,
        hour: (Int) -> Int?
    ) -> Result? {
        let inner = skipSpaces(s, from: start + length)
        guard inner < s.count, s[inner].isDigit else { return nil }
        switch clock(s, at: inner) {
        case .time(let time, let end):
            guard let hour = hour(time.hour), let adjusted = TimeOfDay(hour: hour, minute: time.minute) else {
                return .invalid(.notATimeOfThatPartOfDay(written: string(s[start..<end])), end: end)
            }
            return .time(adjusted, end: afterAbout(s, end))
        case .invalid(_, let end):
            return .invalid(.notATimeOfThatPartOfDay(written: string(s[start..<end])), end: end)
        case .none:
            return nil
        }
    }

    /// After "about" words, the particle の and a colon: `19時頃`, `正午過ぎのパン`, `7時のおやつ`, `at 7pm: pizza`.
    private static func afterAbout(_ s: [Unicode.Scalar], _ index: Int) -> Int {
        guard index < s.count else { return index }
        var i = index
        if about.starts(with: s[index]) { i = about.longest(s, at: index, end: s.count).map { index + $0 } ?? index }
        if i < s.count, s[i] == ":", i + 1 == s.count || s[i + 1].isSpace { return i + 1 }
        return i < s.count && s[i] == Lexicon.Japanese.no ? i + 1 : i
    }

    /// Digits: `7:30`, `19:30`, `7am`, `7:30 pm`, `9 pm`, `7.30am`, `19.30 pasta`, `19時`, `19時30分`, `19時半`.
    private static func clock(_ s: [Unicode.Scalar], at start: Int) -> Result {
        var i = start
        var hour = 0
        while i < s.count, s[i].isDigit, i - start < 3 {
            hour = hour * 10 + s[i].digitValue
            i += 1
        }
        let hourDigits = i - start
        guard hourDigits == 1 || hourDigits == 2 else { return .none }
        if i < s.count, s[i] == Lexicon.Japanese.hour {
            return japanese(s, hour: hour, from: i + 1, start: start)
        }
        var minute = 0
        var hasMinutes = false
        var dotted = false
        if i + 2 < s.count, s[i] == ":" || s[i] == ".", s[i + 1].isDigit, s[i + 2].isDigit,
            i + 3 == s.count || !s[i + 3].isDigit
        {
            minute = s[i + 1].digitValue * 10 + s[i + 2].digitValue
            hasMinutes = true
            dotted = s[i] == "."
            i += 3
        } else if i + 2 < s.count, s[i] == "h" || s[i] == "H", s[i + 1].isDigit, s[i + 2].isDigit,
            i + 3 == s.count || !s[i + 3].isDigit, hour <= 23, isBoundary(s, i + 3)
        {
            // `12h30`, `7h15`: the hour and its minutes as much of Europe writes them (`2h` alone is a duration).
            minute = s[i + 1].digitValue * 10 + s[i + 2].digitValue
            hasMinutes = true
            i += 3
        }
        // am/pm, right after the number or one space later ("7:30 pm", "9 pm").
        var isPM: Bool? = nil
        if let (found, length) = meridiem(s, at: i) {
            isPM = found
            i += length
        } else if i < s.count, s[i].lowercasedASCII == "a" || s[i].lowercasedASCII == "p", isBoundary(s, i + 1),
            i + 1 < s.count
        {
            // `6:50a toast`, `10p ramen`: a phone's short meridiem, straight after the number and before the text.
            isPM = s[i].lowercasedASCII == "p"
            i += 1
        } else if i < s.count, s[i] == " ", let (found, length) = meridiem(s, at: i + 1) {
            isPM = found
            i += 1 + length
        }
        guard hasMinutes || isPM != nil, isBoundary(s, i) else { return .none }
        if dotted, isPM == nil {
            // 19.30 pasta: a decimal number unless it is a plausible time and a food's name follows it.
            guard hour <= 23, minute <= 59, hourDigits == 2 || hour > 0, startsName(s, at: i) else { return .none }
        }
        if let isPM {
            guard (1...12).contains(hour), minute < 60 else {
                return .invalid(.twelveHourTime(written: string(s[start..<i])), end: i)
            }
            hour = hour % 12 + (isPM ? 12 : 0)
        }
        guard let time = TimeOfDay(hour: hour, minute: minute) else {
            return .invalid(.notATime(written: string(s[start..<i])), end: i)
        }
        return .time(time, end: i)
    }

    /// Whether a name starts at `index` (after spaces): a word that is no unit, counter or measure (`1.25 cups` and
    /// `2.50 kg` are amounts).
    static func startsName(_ s: [Unicode.Scalar], at index: Int) -> Bool {
        let i = skipSpaces(s, from: index)
        guard i < s.count, s[i].isLatinLetter || s[i].isCJK else { return false }
        let end = s.count
        return Units.measure(s, at: i, end: end) == nil && Units.englishCounter(s, at: i, end: end) == nil
            && Units.japaneseCounter(s, at: i, end: end) == nil && Units.insulinUnit(s, at: i, end: end) == nil
            && Units.energy(s, at: i, end: end) == nil
    }

    /// After `時`: nothing, `MM分`, or `半` (half past).
    private static func japanese(_ s: [Unicode.Scalar], hour: Int, from index: Int, start: Int) -> Result {
        // 2時間: hours of something, not a time of day.
        guard index >= s.count || s[index] != Lexicon.Japanese.interval else { return .none }
        var i = index
        var minute = 0
        if i < s.count, s[i] == Lexicon.Japanese.half {
            minute = 30
            i += 1
        } else {
            var j = i
            var value = 0
            while j < s.count, s[j].isDigit, j - i < 3 {
                value = value * 10 + s[j].digitValue
                j += 1
            }
            if j > i, j - i <= 2, j < s.count, s[j] == Lexicon.Japanese.part {
                minute = value
                i = j + 1
            }
        }
        guard let time = TimeOfDay(hour: hour, minute: minute) else {
            return .invalid(.notATime(written: string(s[start..<i])), end: i)
        }
        return .time(time, end: i)
    }

    private static let meridiems: [(word: [Unicode.Scalar], isPM: Bool)] = [
        ("a.m.", false), ("p.m.", true), ("a.m", false), ("p.m", true), ("am", false), ("pm", true),
    ].map { (Array($0.0.unicodeScalars), $0.1) }

    /// true for pm, false for am, with the length written (`pm`, `p.m.`); nil when neither is at `index`.
    private static func meridiem(_ s: [Unicode.Scalar], at index: Int) -> (isPM: Bool, length: Int)? {
        guard index < s.count, s[index].lowercasedASCII == "a" || s[index].lowercasedASCII == "p" else { return nil }
        for (word, isPM) in meridiems where hasWord(s, word, at: index) && isBoundary(s, index + word.count) {
            return (isPM, word.count)
        }
        return nil
    }

    /// A time must not run into a Latin word or a number: `12:30lunch` is not a time, `12:30ラーメン` is.
    private static func isBoundary(_ s: [Unicode.Scalar], _ index: Int) -> Bool {
        index >= s.count || !(s[index].isLatinLetter || s[index].isDigit)
    }
}
