/// Reads the time at the start of an entry: `7:30`, `19:30`, `7am`, `7:30 pm`, `19時`, `19時30分`, `19時半`,
/// `午前10時`, `午後3時半`, `正午`, `noon`.
enum TimeParser {
    enum Result: Equatable {
        case none
        case time(TimeOfDay, end: Int)
        /// Looks like a time but is not one (`25:00`, `13pm`).
        case invalid(GrammarMessage, end: Int)
    }

    private static let am = Array("am".unicodeScalars)
    private static let pm = Array("pm".unicodeScalars)
    private static let gozen = Array("午前".unicodeScalars)
    private static let gogo = Array("午後".unicodeScalars)

    /// Times written as words.
    private static let named: [(word: [Unicode.Scalar], time: TimeOfDay)] = [
        ("正午", 12 * 60), ("noon", 12 * 60), ("midnight", 0),
    ].map { (Array($0.0.unicodeScalars), TimeOfDay(unchecked: $0.1)) }

    /// Written after a time to say "about", "just after" or "from" it: `19時頃`, `12:30ごろ`, `7時過ぎ`, `12:00~`;
    /// part of the time.
    private static let about = wordList(["頃", "ごろ", "過ぎ", "~", "〜"])

    static func parse(_ s: [Unicode.Scalar], at start: Int) -> Result {
        guard start < s.count else { return .none }
        switch s[start].lowercasedASCII {
        case "0"..."9":
            switch clock(s, at: start) {
            case .time(let time, let end): return .time(time, end: afterAbout(s, end))
            case let other: return other
            }
        case "正", "n", "m", "午", "朝", "昼", "夕", "夜":
            break
        default:
            return .none
        }
        for (word, time) in named where hasWord(s, word, at: start) && isBoundary(s, start + word.count) {
            return .time(time, end: afterAbout(s, start + word.count))
        }
        if hasWord(s, gozen, at: start) || hasWord(s, gogo, at: start) {
            return meridiemJapanese(s, at: start, isPM: s[start] == "午" && s[start + 1] == "後")
        }
        if let part = partsOfDay.first(where: { hasWord(s, $0.word, at: start) }),
           let result = partOfDay(s, at: start, part.word.count, hour: part.hour) {
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
        var t = end
        while t > start, !s[t - 1].isSpace { t -= 1 }
        guard t > start, case .time(let time, let timeEnd) = parse(s, at: t), timeEnd == end else {
            return nil
        }
        var textEnd = t
        while textEnd > start, s[textEnd - 1].isSpace { textEnd -= 1 }
        for word in [at, atSign] where textEnd - word.count > start
            && hasWord(s, word, at: textEnd - word.count, end: textEnd) && s[textEnd - word.count - 1].isSpace {
            textEnd -= word.count
            while textEnd > start, s[textEnd - 1].isSpace { textEnd -= 1 }
        }
        return (time, textEnd)
    }

    private static let at = Array("at".unicodeScalars)
    private static let atSign = Array("@".unicodeScalars)

    /// `午前10時`, `午後3時半`, `午後6時15分`, `午後3:30`: hours 0 to 11 after 午前 or 午後.
    private static func meridiemJapanese(_ s: [Unicode.Scalar], at start: Int, isPM: Bool) -> Result {
        let inner = skipSpaces(s, from: start + 2)
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

    /// After "about" words and the particle の: `19時頃`, `正午過ぎのパン`, `7時のおやつ`.
    /// A part of the day before an hour, and the 24-hour clock hour it means: `朝7時` 07:00, `昼1時` 13:00,
    /// `夕方6時` 18:00, `夜9時` 21:00, `夜1時` 01:00. nil for an hour that part of the day does not have.
    private static let partsOfDay: [(word: [Unicode.Scalar], hour: @Sendable (Int) -> Int?)] = [
        (Array("朝".unicodeScalars), { $0 <= 12 ? $0 : nil }),
        (Array("昼".unicodeScalars), { (1...6).contains($0) ? $0 + 12 : (10...18).contains($0) ? $0 : nil }),
        (Array("夕方".unicodeScalars), { (1...11).contains($0) ? $0 + 12 : $0 >= 12 ? $0 : nil }),
        (Array("夕".unicodeScalars), { (1...11).contains($0) ? $0 + 12 : $0 >= 12 ? $0 : nil }),
        (Array("夜".unicodeScalars), { (6...11).contains($0) ? $0 + 12 : $0 == 12 ? 0 : $0 }),
    ]

    private static func partOfDay(_ s: [Unicode.Scalar], at start: Int, _ length: Int,
                                  hour: (Int) -> Int?) -> Result? {
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

    private static func afterAbout(_ s: [Unicode.Scalar], _ index: Int) -> Int {
        let i = longestWord(s, about, at: index).map { index + $0 } ?? index
        return i < s.count && s[i] == "の" ? i + 1 : i
    }

    /// Digits: `7:30`, `19:30`, `7am`, `7:30 pm`, `19時`, `19時30分`, `19時半`.
    private static func clock(_ s: [Unicode.Scalar], at start: Int) -> Result {
        var i = start
        var hour = 0
        while i < s.count, s[i].isDigit, i - start < 3 {
            hour = hour * 10 + s[i].digitValue
            i += 1
        }
        let hourDigits = i - start
        guard hourDigits == 1 || hourDigits == 2 else { return .none }
        if i < s.count, s[i] == "時" {
            return japanese(s, hour: hour, from: i + 1, start: start)
        }
        var minute = 0
        var hasMinutes = false
        if i + 2 < s.count, s[i] == ":", s[i + 1].isDigit, s[i + 2].isDigit,
           i + 3 == s.count || !s[i + 3].isDigit {
            minute = s[i + 1].digitValue * 10 + s[i + 2].digitValue
            hasMinutes = true
            i += 3
        }
        // am/pm, right after the number or, after minutes, one space later ("7:30 pm").
        var isPM: Bool? = nil
        if let found = meridiem(s, at: i) {
            isPM = found
            i += 2
        } else if hasMinutes, i < s.count, s[i] == " ", let found = meridiem(s, at: i + 1) {
            isPM = found
            i += 3
        }
        guard hasMinutes || isPM != nil, isBoundary(s, i) else { return .none }
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

    /// After `時`: nothing, `MM分`, or `半` (half past).
    private static func japanese(_ s: [Unicode.Scalar], hour: Int, from index: Int, start: Int) -> Result {
        var i = index
        var minute = 0
        if i < s.count, s[i] == "半" {
            minute = 30
            i += 1
        } else {
            var j = i
            var value = 0
            while j < s.count, s[j].isDigit, j - i < 3 {
                value = value * 10 + s[j].digitValue
                j += 1
            }
            if j > i, j - i <= 2, j < s.count, s[j] == "分" {
                minute = value
                i = j + 1
            }
        }
        guard let time = TimeOfDay(hour: hour, minute: minute) else {
            return .invalid(.notATime(written: string(s[start..<i])), end: i)
        }
        return .time(time, end: i)
    }

    /// true for pm, false for am, nil when neither is at `index`.
    private static func meridiem(_ s: [Unicode.Scalar], at index: Int) -> Bool? {
        guard isBoundary(s, index + 2) else { return nil }
        if hasWord(s, am, at: index) { return false }
        if hasWord(s, pm, at: index) { return true }
        return nil
    }

    /// A time must not run into a Latin word or a number: `12:30lunch` is not a time, `12:30ラーメン` is.
    private static func isBoundary(_ s: [Unicode.Scalar], _ index: Int) -> Bool {
        index >= s.count || !(s[index].isLatinLetter || s[index].isDigit)
    }
}
