/// A day as people say it on the command line: `today`, `yesterday`, `-3` (three days back), `friday` (the latest
/// Friday not after today) or `2026-11-29`; in Japanese `今日`, `昨日`, `一昨日`, `3日前` and `金曜日` (or `金曜`). Which date it names depends on which day is today, and that depends on
/// the journal's `day_starts` and the time taken as now, so it is kept as said until the caller knows today.
public enum RelativeDate: Hashable, Sendable {
    /// `YYYY-MM-DD`.
    case exact(LocalDate)
    /// `today` (0), `yesterday` (1), `-N` (N).
    case daysBack(Int)
    /// A weekday's name: 0 = Sunday ... 6 = Saturday, as `LocalDate.weekday` counts.
    case weekday(Int)

    /// The furthest back `-N` reaches: a hundred years, the longest `report --days` covers.
    public static let maximumDaysBack = 36_600

    /// Longer text is not a date; nothing longer is looked at.
    static let maximumLength = 16

    /// Weekday names as `LocalDate.weekday` numbers them, written in full or by their first three letters.
    public static let weekdayNames = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]

    /// The Japanese words for today and the days before it, in kanji and kana.
    static let japaneseDaysBack = [
        "今日": 0, "きょう": 0, "本日": 0, "昨日": 1, "きのう": 1, "一昨日": 2, "おととい": 2,
    ]

    /// The first character of each weekday's Japanese name (`日曜日` … `土曜日`), as `LocalDate.weekday` numbers them.
    static let japaneseWeekdays: [Character] = ["日", "月", "火", "水", "木", "金", "土"]

    /// Parses one of the forms above; letters in any case, digits ASCII or full-width. nil for anything else, and
    /// for days back beyond `maximumDaysBack`.
    public init?(_ text: some StringProtocol) {
        guard !text.isEmpty, text.utf8.count <= RelativeDate.maximumLength else { return nil }
        if let date = LocalDate(text) {
            self = .exact(date)
            return
        }
        let bytes = Array(text.utf8)
        if bytes[0] == UInt8(ascii: "-") {
            guard let days = decimal(bytes.dropFirst()), days <= RelativeDate.maximumDaysBack else { return nil }
            self = .daysBack(days)
            return
        }
        if let japanese = RelativeDate(japanese: String(text)) {
            self = japanese
            return
        }
        let word = String(decoding: bytes.map(asciiLowercased), as: UTF8.self)
        switch word {
        case "today": self = .daysBack(0)
        case "yesterday": self = .daysBack(1)
        default:
            guard
                let day = RelativeDate.weekdayNames.firstIndex(where: { name in
                    name == word || (word.utf8.count == 3 && name.hasPrefix(word))
                })
            else { return nil }
            self = .weekday(day)
        }
    }

    /// `今日`, `3日前`, `金曜日`: nil when `text` is none of the Japanese forms.
    private init?(japanese text: String) {
        if let days = RelativeDate.japaneseDaysBack[text] {
            self = .daysBack(days)
            return
        }
        if text.hasSuffix("日前") {
            let digits = text.dropLast(2).unicodeScalars.map { scalar -> UInt8 in
                // Full-width ０…９ read as 0…9; anything else is not a digit.
                if (0xFF10...0xFF19).contains(scalar.value) { return UInt8(scalar.value - 0xFF10 + 0x30) }
                return scalar.isASCII ? UInt8(scalar.value) : 0
            }
            guard let days = decimal(digits), days <= RelativeDate.maximumDaysBack else { return nil }
            self = .daysBack(days)
            return
        }
        guard text.count == 2 || text.count == 3, text.dropFirst().hasPrefix("曜"),
            text.count == 2 || text.hasSuffix("日"), let first = text.first,
            let day = RelativeDate.japaneseWeekdays.firstIndex(of: first)
        else { return nil }
        self = .weekday(day)
    }

    /// The date named, with `today` the journal day of now; 0001-01-01 for a day before it.
    public func date(today: LocalDate) -> LocalDate {
        switch self {
        case .exact(let date):
            return date
        case .daysBack(let days):
            return today.adding(days: -days) ?? .earliest
        case .weekday(let weekday):
            let back = (today.weekday - weekday + 7) % 7
            return today.adding(days: -back) ?? .earliest
        }
    }
}

/// `byte` with A-Z made a-z.
func asciiLowercased(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
}
