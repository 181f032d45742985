import Testing

@testable import DaybookCore

struct BalanceTests {
    @Test func eatenActivityAndRemaining() {
        let resolver = Resolver(foods: FoodTable(), estimator: nil)
        let entries = ["- ramen 650kcal, gyoza 240kcal", "- walk -150kcal", "- ~~cake 400kcal~~", "- long 12u"]
            .compactMap { parseLine($0).entry }.map { resolver.resolve($0).0 }
        let balance = Balance(entries: entries, target: 1800)
        #expect(balance.eaten == 890)
        #expect(balance.activity == -150)
        #expect(balance.remaining == 1800 - (890 - 150))
        #expect(!balance.approximate)
    }

    @Test func anyEstimateMakesItApproximate() {
        let resolver = Resolver(foods: FoodTable())
        let entries = ["- ramen"].compactMap { parseLine($0).entry }.map { resolver.resolve($0).0 }
        #expect(Balance(entries: entries, target: 2000).approximate)
    }
}

struct DoseStatusTests {
    private let boundary = DayBoundary.standard
    private let scheduled = DoseDefinition(name: "long", window: DoseWindow("22:00-23:00"), perDay: 1)
    private let allDay = DoseDefinition(name: "long", perDay: 1)

    private func status(
        _ dose: DoseDefinition, _ lines: [String], date day: String = "2026-11-29",
        at moment: String
    ) -> DoseStatus {
        let entries = lines.compactMap { parseLine($0).entry }
        return DoseStatus(dose, entries: entries, date: date(day), now: now(moment), boundary: boundary)
    }

    @Test func takenDuplicateAndCounts() {
        let taken = status(scheduled, ["- 22:14 long 12u"], at: "2026-11-29T22:30")
        #expect(taken.state == .taken)
        #expect(taken.times == [time("22:14")])
        #expect(taken.units == 12)
        let twice = status(scheduled, ["- 22:14 long 12u", "- 22:40 tresiba 12u"], at: "2026-11-29T22:50")
        #expect(twice.state == .duplicate)
        #expect(twice.count == 2)
        #expect(twice.units == 24)
    }

    @Test func windowDecidesUpcomingDueAndMissed() {
        #expect(status(scheduled, [], at: "2026-11-29T21:59").state == .upcoming)
        #expect(status(scheduled, [], at: "2026-11-29T22:00").state == .due)
        #expect(status(scheduled, [], at: "2026-11-29T22:59").state == .due)
        #expect(status(scheduled, [], at: "2026-11-29T23:00").state == .missed)
        #expect(status(scheduled, [], at: "2026-11-30T02:00").state == .missed)
    }

    @Test func withoutAWindowADoseIsDueUntilTheDayEnds() {
        #expect(status(allDay, [], at: "2026-11-29T08:00").state == .due)
        #expect(status(allDay, [], at: "2026-11-30T03:59").state == .due)
        #expect(status(allDay, [], at: "2026-11-30T04:00").state == .missed)
    }

    @Test func aWindowPastMidnight() {
        let late = DoseDefinition(name: "long", window: DoseWindow("23:30-01:00"), perDay: 1)
        #expect(status(late, [], at: "2026-11-29T23:00").state == .upcoming)
        #expect(status(late, [], at: "2026-11-30T00:30").state == .due)
        #expect(status(late, [], at: "2026-11-30T01:00").state == .missed)
    }

    @Test func pastAndFutureDays() {
        #expect(status(scheduled, [], date: "2026-11-28", at: "2026-11-29T10:00").state == .missed)
        #expect(status(scheduled, ["- long 10u"], date: "2026-11-28", at: "2026-11-29T10:00").state == .taken)
        #expect(status(scheduled, [], date: "2026-11-30", at: "2026-11-29T10:00").state == .upcoming)
    }

    @Test func unscheduledDosesAreLogged() {
        let rapid = DoseDefinition(name: "rapid")
        let logged = status(
            rapid, ["- 08:00 rapid 4u", "- 12:30 rapid 6u", "- ~~18:00 rapid 3u~~"], at: "2026-11-29T20:00")
        #expect(logged.state == .logged)
        #expect(logged.count == 2)
        #expect(logged.units == 10)
        #expect(logged.times == [time("08:00"), time("12:30")])
    }

    @Test func twiceADayNeedsBoth() {
        let twiceDaily = DoseDefinition(name: "long", perDay: 2)
        #expect(status(twiceDaily, ["- 08:00 long 6u"], at: "2026-11-29T12:00").state == .due)
        #expect(status(twiceDaily, ["- 08:00 long 6u"], date: "2026-11-28", at: "2026-11-29T12:00").state == .missed)
        #expect(status(twiceDaily, ["- 08:00 long 6u", "- 20:00 long 6u"], at: "2026-11-29T21:00").state == .taken)
    }
}
