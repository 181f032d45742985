import DaybookCore

/// `--days N`, `--week`, `--month YYYY-MM`, `--from DATE --to DATE`: the days a report covers. Parsed before the
/// journal is read; the period itself is fixed once the journal's `day_starts` says which day is today.
enum PeriodRequest {
    case days(Int)
    case week
    case month(Period)
    case range(from: LocalDate?, to: LocalDate?)

    static let defaultDays = 7

    init(_ invocation: Invocation) throws(CommandFailure) {
        let command = invocation.runningCommand
        let ranged = invocation.value("--from") != nil || invocation.value("--to") != nil
        let given = ["--days", "--week", "--month"].filter { invocation.value($0) != nil || invocation.flag($0) }
            + (ranged ? ["--from/--to"] : [])
        guard given.count <= 1 else {
            throw .usage("\(given.joined(separator: " and ")) cannot be used together; choose one period",
                         command: command)
        }
        if let text = invocation.value("--days") {
            guard let count = Int(text), (1...36_600).contains(count) else {
                throw .usage("--days takes a number of days from 1 to 36600, not '\(text)'", command: command)
            }
            self = .days(count)
        } else if invocation.flag("--week") {
            self = .week
        } else if let text = invocation.value("--month") {
            self = .month(try PeriodRequest.month(text, command: command))
        } else if ranged {
            let from = try PeriodRequest.date(invocation, "--from")
            let to = try PeriodRequest.date(invocation, "--to")
            if let from, let to, to < from {
                throw .usage("--from \(from) comes after --to \(to)", command: command)
            }
            self = .range(from: from, to: to)
        } else {
            self = .days(PeriodRequest.defaultDays)
        }
    }

    /// The days asked for, with `day` (`--date`, else today) ending those that do not say where they end; nil
    /// when `--from` comes after that day.
    func period(endingOn day: LocalDate) -> Period? {
        switch self {
        case .days(let count): return Period(days: count, endingOn: day)
        case .week: return Period(weekOf: day)
        case .month(let period): return period
        case .range(let from, let to):
            let last = to ?? day
            guard let first = from ?? last.adding(days: -(PeriodRequest.defaultDays - 1)) else { return nil }
            return Period(first: first, last: last)
        }
    }

    /// `--month`'s value.
    static func month(_ text: String, command: CommandSpec) throws(CommandFailure) -> Period {
        guard let period = Period(month: text) else {
            throw .usage("'\(text)' is not a month; write YYYY-MM, e.g. 2026-11", command: command)
        }
        return period
    }

    /// `--from` or `--to`, when given.
    static func date(_ invocation: Invocation, _ option: String) throws(CommandFailure) -> LocalDate? {
        guard let text = invocation.value(option) else { return nil }
        guard let date = LocalDate(text) else {
            throw .usage("\(option) '\(text)' is not a date; write YYYY-MM-DD, e.g. 2026-11-29",
                         command: invocation.runningCommand)
        }
        return date
    }
}
