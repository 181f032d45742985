import DaybookCore

/// `--days N`, `--week`, `--month YYYY-MM`, `--from DATE --to DATE`: the days a report covers. Parsed before the
/// journal is read; the period itself is fixed once the journal's `day_starts` says which day is today.
enum PeriodRequest {
    case days(Int)
    case week
    case month(Period)
    case range(from: LocalDate?, to: LocalDate?)

    static let defaultDays = 7

    /// The most days a report or an export covers: 100 years. Every day of a period is summarised, so without a
    /// bound `--from 0001-01-01 --to 9999-12-31` would summarise 3.6 million days.
    static let maximumDays = 36_600

    init(_ invocation: Invocation) throws(Failure) {
        let command = invocation.runningCommand
        let ranged = invocation.value("--from") != nil || invocation.value("--to") != nil
        let given = ["--days", "--week", "--month"].filter { invocation.value($0) != nil || invocation.flag($0) }
            + (ranged ? ["--from/--to"] : [])
        guard given.count <= 1 else {
            throw .usage("\(given.joined(separator: " and ")) cannot be used together; choose one period",
                         command: command)
        }
        if let text = invocation.value("--days") {
            guard let count = Int(text), (1...PeriodRequest.maximumDays).contains(count) else {
                throw .usage("--days takes a number of days from 1 to \(PeriodRequest.maximumDays), not '\(text)'",
                             command: command)
            }
            self = .days(count)
        } else if invocation.flag("--week") {
            self = .week
        } else if let text = invocation.value("--month") {
            self = .month(try PeriodRequest.month(text, command: command))
        } else if ranged {
            let (from, to) = try PeriodRequest.range(invocation)
            self = .range(from: from, to: to)
        } else {
            self = .days(PeriodRequest.defaultDays)
        }
    }

    /// The days asked for, with `day` (`--date`, else today) ending those that do not say where they end; nil
    /// when `--from` comes after that day or lies more than `maximumDays` before it (`failure` says which).
    func period(endingOn day: LocalDate) -> Period? {
        switch self {
        case .days(let count): return Period(days: count, endingOn: day)
        case .week: return Period(weekOf: day)
        case .month(let period): return period
        case .range(let from, let to):
            let last = to ?? day
            guard let first = from ?? last.adding(days: -(PeriodRequest.defaultDays - 1)),
                  let period = Period(first: first, last: last), period.count <= PeriodRequest.maximumDays else {
                return nil
            }
            return period
        }
    }

    /// Why `period(endingOn: day)` is nil.
    func failure(endingOn day: LocalDate, command: CommandSpec) -> Failure {
        guard case .range(let from?, let to) = self else {
            return .usage("the period ending on \(day) would start before the year 1", command: command)
        }
        guard from <= to ?? day else {
            return .usage("--from \(from) comes after the last day, \(day)", command: command)
        }
        return PeriodRequest.tooLong(from: from, to: to ?? day, command: command)
    }

    /// `--from` and `--to`, when given: in order, and at most `maximumDays` apart when both are.
    static func range(_ invocation: Invocation) throws(Failure) -> (from: LocalDate?, to: LocalDate?) {
        let from = try date(invocation, "--from")
        let to = try date(invocation, "--to")
        if let from, let to {
            guard from <= to else {
                throw .usage("--from \(from) comes after --to \(to)", command: invocation.runningCommand)
            }
            try checkSpan(from: from, to: to, command: invocation.runningCommand)
        }
        return (from, to)
    }

    /// A usage error when `from` to `to` is longer than `maximumDays`.
    private static func checkSpan(from: LocalDate, to: LocalDate, command: CommandSpec) throws(Failure) {
        if to.dayNumber - from.dayNumber + 1 > maximumDays { throw tooLong(from: from, to: to, command: command) }
    }

    private static func tooLong(from: LocalDate, to: LocalDate, command: CommandSpec) -> Failure {
        .usage("\(from) to \(to) is \(to.dayNumber - from.dayNumber + 1) days; a period is at most \(maximumDays) "
               + "days (100 years)", command: command)
    }

    /// `--month`'s value.
    static func month(_ text: String, command: CommandSpec) throws(Failure) -> Period {
        guard let period = Period(month: text) else {
            throw .usage("'\(text)' is not a month; write YYYY-MM, e.g. 2026-11", command: command)
        }
        return period
    }

    /// `--from` or `--to`, when given.
    static func date(_ invocation: Invocation, _ option: String) throws(Failure) -> LocalDate? {
        guard let text = invocation.value(option) else { return nil }
        guard let date = LocalDate(text) else {
            throw .usage("\(option) '\(text)' is not a date; write YYYY-MM-DD, e.g. 2026-11-29",
                         command: invocation.runningCommand)
        }
        return date
    }
}
