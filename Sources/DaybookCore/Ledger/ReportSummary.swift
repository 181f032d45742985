/// What a period's days add up to. Averages are over complete days — days before today with entries — so that
/// neither today's unfinished log nor a day nobody wrote in pulls them down.
public struct ReportSummary: Sendable {
    public struct Intake: Sendable, Hashable {
        /// Complete days.
        public var days: Int
        /// Mean kcal eaten per complete day, rounded; nil without complete days.
        public var averageEaten: Int?
        /// Complete days whose remaining is zero or more.
        public var withinTarget: Int
        public var overTarget: Int
        /// Days before today with nothing written.
        public var notLogged: Int
    }

    /// How a scheduled dose (one with `per_day`) went.
    public struct ScheduledDose: Sendable, Hashable {
        public var name: String
        /// Days on which the dose's status is decided: taken, duplicate or missed, on a day with entries.
        public var decided: Int
        public var taken: Int
        public var missed: Int
        public var duplicate: Int
        /// The average time it was taken, around the clock.
        public var time: CircularTime?

        /// taken ÷ decided; nil before any day is decided.
        public var adherence: Double? {
            decided > 0 ? Double(taken) / Double(decided) : nil
        }
    }

    /// Runs of days on which every scheduled dose was taken exactly. A day still open (today before its window
    /// closes) neither extends nor breaks a run; a miss, a duplicate, a day with nothing written or one whose
    /// files could not all be read breaks it.
    public struct Streaks: Sendable, Hashable {
        /// The run that reaches the period's last decided day.
        public var current: Int
        public var longest: Int
    }

    /// A dose without `per_day` (rapid-acting insulin): how often, how much, and when.
    public struct UnscheduledDose: Sendable, Hashable {
        public var name: String
        public var count: Int
        public var units: Double
        /// Mean doses and units per complete day; nil without complete days.
        public var perDay: Double?
        public var unitsPerDay: Double?
        /// Counts by weekday (Monday first) and part of the day (`ReportSummary.partsOfDay`), over the period.
        public var pattern: [[Int]]
    }

    /// The parts of the day a pattern counts in, by clock time: each from its start to the next one's.
    public static let partsOfDay: [(name: String, start: TimeOfDay)] = [
        ("morning", TimeOfDay(unchecked: 4 * 60)), ("midday", TimeOfDay(unchecked: 10 * 60)),
        ("afternoon", TimeOfDay(unchecked: 14 * 60)), ("evening", TimeOfDay(unchecked: 18 * 60)),
        ("night", TimeOfDay(unchecked: 22 * 60)),
    ]

    public var intake: Intake
    public var scheduled: [ScheduledDose]
    /// nil when no dose is scheduled.
    public var streaks: Streaks?
    public var unscheduled: [UnscheduledDose]

    public init(days: [DaySummary], doses: [DoseDefinition]) {
        let outcomes = days.map { $0.outcome }
        var completeDays = 0
        var eaten = 0
        var within = 0
        for day in days where day.isComplete {
            completeDays += 1
            eaten += day.balance.eaten
            if day.balance.remaining >= 0 { within += 1 }
        }
        intake = Intake(
            days: completeDays,
            averageEaten: completeDays == 0 ? nil : Int((Double(eaten) / Double(completeDays)).rounded()),
            withinTarget: within, overTarget: completeDays - within,
            notLogged: outcomes.filter { $0 == .notLogged }.count)
        scheduled = doses.filter { $0.perDay != nil }.map { ReportSummary.scheduled($0.name, days) }
        streaks = scheduled.isEmpty ? nil : ReportSummary.streaks(outcomes)
        unscheduled = doses.filter { $0.perDay == nil }.map {
            ReportSummary.unscheduled($0.name, days, completeDays: completeDays)
        }
    }

    private static func scheduled(_ name: String, _ days: [DaySummary]) -> ScheduledDose {
        var dose = ScheduledDose(name: name, decided: 0, taken: 0, missed: 0, duplicate: 0, time: nil)
        var times: [TimeOfDay] = []
        for day in days where day.isLogged {
            guard let status = day.doses.first(where: { $0.name == name }) else { continue }
            times += status.times
            switch status.state {
            case .taken: dose.taken += 1
            case .missed: dose.missed += 1
            case .duplicate: dose.duplicate += 1
            case .due, .upcoming, .logged, .unknown: continue
            }
            dose.decided += 1
        }
        dose.time = CircularTime(times)
        return dose
    }

    static func streaks(_ outcomes: [DayOutcome]) -> Streaks {
        var run = 0
        var longest = 0
        for outcome in outcomes {
            switch outcome {
            case .taken:
                run += 1
                longest = max(longest, run)
            case .open:
                continue
            case .duplicate, .missed, .notLogged, .logged, .unknown:
                run = 0
            }
        }
        return Streaks(current: run, longest: longest)
    }

    private static func unscheduled(_ name: String, _ days: [DaySummary], completeDays: Int) -> UnscheduledDose {
        var pattern = Array(repeating: Array(repeating: 0, count: partsOfDay.count), count: 7)
        var count = 0
        var units = 0.0
        var completeCount = 0
        var completeUnits = 0.0
        for day in days {
            guard let status = day.doses.first(where: { $0.name == name }) else { continue }
            count += status.count
            units += status.units
            if day.isComplete {
                completeCount += status.count
                completeUnits += status.units
            }
            let weekday = (day.date.weekday + 6) % 7
            for time in status.times { pattern[weekday][partOfDay(time)] += 1 }
        }
        let days = Double(completeDays)
        return UnscheduledDose(
            name: name, count: count, units: units,
            perDay: completeDays == 0 ? nil : Double(completeCount) / days,
            unitsPerDay: completeDays == 0 ? nil : completeUnits / days, pattern: pattern)
    }

    /// The index in `partsOfDay` of the part holding `time`.
    static func partOfDay(_ time: TimeOfDay) -> Int {
        partsOfDay.lastIndex { $0.start <= time } ?? partsOfDay.count - 1
    }
}
