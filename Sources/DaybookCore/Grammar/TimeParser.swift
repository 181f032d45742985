/// Reads the time at the start of an entry: `7:30`, `19:30`, `7am`, `7:30 pm`, `19時`, `19時30分`, `19時半`.
enum TimeParser {
    enum Result: Equatable {
        case none
        case time(TimeOfDay, end: Int)
        /// Looks like a time but is not one (`25:00`, `13pm`).
        case invalid(GrammarMessage, end: Int)
    }

    private static let am = Array("am".unicodeScalars)
    private static let pm = Array("pm".unicodeScalars)

    static func parse(_ s: [Unicode.Scalar], at start: Int) -> Result {
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
