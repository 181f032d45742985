import Testing

@testable import DaybookCore

struct RelativeDateTests {
    /// 2026-11-29 is a Sunday.
    private let sunday = date("2026-11-29")

    private func named(_ text: String, today: LocalDate) -> String? {
        RelativeDate(text).map { $0.date(today: today).description }
    }

    @Test func todayYesterdayAndDaysBack() {
        #expect(named("today", today: sunday) == "2026-11-29")
        #expect(named("yesterday", today: sunday) == "2026-11-28")
        #expect(named("-1", today: sunday) == "2026-11-28")
        #expect(named("-0", today: sunday) == "2026-11-29")
        #expect(named("-30", today: sunday) == "2026-10-30")
        #expect(named("-365", today: date("2028-03-01")) == "2027-03-02")
        #expect(named("Today", today: sunday) == "2026-11-29")
        #expect(named("YESTERDAY", today: date("2027-01-01")) == "2026-12-31")
    }

    @Test func aWeekdayIsTheLatestOneNotAfterToday() {
        #expect(named("sunday", today: sunday) == "2026-11-29")
        #expect(named("saturday", today: sunday) == "2026-11-28")
        #expect(named("monday", today: sunday) == "2026-11-23")
        #expect(named("mon", today: sunday) == "2026-11-23")
        #expect(named("Fri", today: date("2026-11-27")) == "2026-11-27")
        #expect(named("thursday", today: date("2026-11-27")) == "2026-11-26")
        #expect(named("saturday", today: date("2026-11-27")) == "2026-11-21")
        #expect(named("wed", today: date("2026-12-01")) == "2026-11-25")
    }

    @Test func japaneseWords() {
        #expect(named("今日", today: sunday) == "2026-11-29")
        #expect(named("きょう", today: sunday) == "2026-11-29")
        #expect(named("昨日", today: sunday) == "2026-11-28")
        #expect(named("きのう", today: sunday) == "2026-11-28")
        #expect(named("一昨日", today: sunday) == "2026-11-27")
        #expect(named("おととい", today: sunday) == "2026-11-27")
        #expect(named("3日前", today: sunday) == "2026-11-26")
        #expect(named("３日前", today: sunday) == "2026-11-26")
        #expect(named("0日前", today: sunday) == "2026-11-29")
        #expect(named("月曜日", today: sunday) == "2026-11-23")
        #expect(named("月曜", today: sunday) == "2026-11-23")
        #expect(named("日曜日", today: sunday) == "2026-11-29")
        #expect(named("土曜", today: sunday) == "2026-11-28")
        #expect(RelativeDate("\(RelativeDate.maximumDaysBack)日前") == .daysBack(RelativeDate.maximumDaysBack))
        #expect(RelativeMonth("今月") == .monthsBack(0))
        #expect(RelativeMonth("先月") == .monthsBack(1))
    }

    @Test func anExactDateIsItself() {
        #expect(named("2026-02-28", today: sunday) == "2026-02-28")
        #expect(named("2030-01-01", today: sunday) == "2030-01-01")
    }

    @Test func rejectsWhatIsNotADay() {
        for text in [
            "", "-", "--1", "+1", "1", "tomorrow", "mo", "mond", "sundays", "2026-02-30", "2026-11-3",
            "-1d", "- 1", " today", "-36601", "-99999999999999999999", String(repeating: "a", count: 10_000),
            "ｔｏｄａｙ", "月曜日の", "曜日", "月曜曜", "月日", "前", "日前", "-3日前", "3日", "x日前", "36601日前", "明日",
        ] {
            #expect(RelativeDate(text) == nil, "\(text)")
        }
        #expect(RelativeDate("-\(RelativeDate.maximumDaysBack)") == .daysBack(RelativeDate.maximumDaysBack))
    }

    @Test func staysWithinTheCalendar() {
        #expect(named("-5", today: date("0001-01-02")) == "0001-01-01")
        #expect(named("friday", today: date("0001-01-01")) == "0001-01-01")
    }

    @Test func monthsThisLastAndExact() {
        let month = { (text: String, today: LocalDate) in
            RelativeMonth(text)?.period(today: today).map { "\($0.first) \($0.last)" }
        }
        #expect(month("this", sunday) == "2026-11-01 2026-11-30")
        #expect(month("last", sunday) == "2026-10-01 2026-10-31")
        #expect(month("Last", date("2027-01-15")) == "2026-12-01 2026-12-31")
        #expect(month("last", date("2028-03-31")) == "2028-02-01 2028-02-29")
        #expect(month("2026-02", sunday) == "2026-02-01 2026-02-28")
        #expect(month("last", date("0001-01-05")) == nil)
        for text in ["", "next", "2026-13", "2026-1", "thismonth", "-1"] {
            #expect(RelativeMonth(text) == nil, "\(text)")
        }
    }
}
