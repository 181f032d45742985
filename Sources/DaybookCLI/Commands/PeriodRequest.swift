import DaybookCore

/// `--days N`, `--week`, `--month`, `--from DATE --to DATE`: the days a report covers, as they were said. The parser
/// has checked each value and that only one period is asked for; the period itself is fixed once the journal's
/// `day_starts` says which day is today.
enum PeriodRequest {
    case days(Int)
    case week
    case month(RelativeMonth)
    case range(from: RelativeDate?, to: RelativeDate?)

    static let defaultDays = 7
    /// The most days `--days` takes: a hundred years.
    static let maximumDays = 36_600

    init(_ invocation: Invocation<ReportCommand>) {
        if let count = invocation.days {
            self = .days(count)
        } else if invocation.week {
            self = .week
        } else if let month = invocation.month {
            self = .month(month)
        } else if invocation.from != nil || invocation.to != nil {
            self = .range(from: invocation.from, to: invocation.to)
        } else {
            self = .days(PeriodRequest.defaultDays)
        }
    }

    /// The days asked for, with `day` (`--date`, else today) ending those that do not say where they end,
    /// `today` the day that `yesterday` or `last` count from and `weekStart` the first day of `--week`'s week.
    func period(
        endingOn day: LocalDate, today: LocalDate, weekStart: WeekStart, command: CommandSpec
    ) throws(CommandFailure) -> Period {
        let period: Period?
        switch self {
        case .days(let count): period = Period(days: count, endingOn: day)
        case .week: period = Period(weekOf: day, startingOn: weekStart)
        case .month(let month): period = month.period(today: today)
        case .range(let from, let to):
            let last = to.map { $0.date(today: today) } ?? day
            let first = from.map { $0.date(today: today) } ?? last.adding(days: -(PeriodRequest.defaultDays - 1))
            if let first, first > last {
                throw .usage(
                    to == nil
                        ? .fromAfterLastDay(from: first, last: last)
                        : .fromAfterTo(from: first, to: last), command: command)
            }
            period = first.flatMap { Period(first: $0, last: last) }
        }
        guard let period else { throw .usage(.periodBeforeYearOne, command: command) }
        guard period.count <= PeriodRequest.maximumDays else {
            throw .usage(
                .periodTooLong(
                    first: period.first, last: period.last, days: period.count,
                    limit: PeriodRequest.maximumDays), command: command)
        }
        return period
    }
}
