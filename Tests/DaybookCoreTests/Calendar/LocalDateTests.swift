import Testing

@testable import DaybookCore

struct LocalDateTests {
    @Test func rejectsDatesThatDoNotExist() {
        #expect(LocalDate("2026-02-29") == nil)
        #expect(LocalDate("2028-02-29") != nil)
        #expect(LocalDate("2026-13-01") == nil)
        #expect(LocalDate("2026-11-31") == nil)
        #expect(LocalDate("2026-11-3") == nil)
        #expect(LocalDate("２０２６-11-29") == nil)
    }

    @Test func dayNumbersRoundTrip() {
        #expect(date("1970-01-01").dayNumber == 0)
        #expect(date("2000-03-01").dayNumber == 11_017)
        for number in stride(from: -1000, to: 40000, by: 37) {
            #expect(LocalDate(dayNumber: number)?.dayNumber == number)
        }
    }

    @Test func addsDaysAcrossMonthsAndYears() {
        #expect(date("2026-12-31").adding(days: 1) == date("2027-01-01"))
        #expect(date("2028-03-01").adding(days: -1) == date("2028-02-29"))
        #expect(date("2026-11-29").adding(days: -1) == date("2026-11-28"))
    }

    @Test func knowsTheWeekday() {
        #expect(date("2026-11-29").weekday == 0)
        #expect(date("1970-01-01").weekday == 4)
    }

    @Test func journalDayStartsAtDayStarts() {
        let boundary = DayBoundary(dayStarts: time("04:00"))
        #expect(boundary.journalDate(of: now("2026-11-30T03:59")) == date("2026-11-29"))
        #expect(boundary.journalDate(of: now("2026-11-30T04:00")) == date("2026-11-30"))
        #expect(boundary.offset(of: time("04:00")) == 0)
        #expect(boundary.offset(of: time("01:00")) == 21 * 60)
        #expect(boundary.offset(of: time("23:00")) < boundary.offset(of: time("01:00")))
    }

    @Test func parsesNow() {
        #expect(LocalDateTime("2026-11-29T14:05")?.description == "2026-11-29T14:05")
        #expect(LocalDateTime("2026-11-29 14:05")?.time == time("14:05"))
        #expect(LocalDateTime("2026-11-29T24:00") == nil)
        #expect(LocalDateTime("2026-11-29") == nil)
    }
}

struct TimestampTests {
    @Test func writesItsThreeForms() throws {
        let time = try #require(LocalDateTime("2026-11-29T08:05"))
        #expect(Timestamp(time, second: 7).description == "2026-11-29T08:05:07")
        #expect(Timestamp(time, second: 42).clock == "08:05:42")
        #expect(Timestamp(time, second: 0).compact == "20261129-080500")
    }
}
