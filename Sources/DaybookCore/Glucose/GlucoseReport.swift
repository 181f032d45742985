/// A report's glucose: each day's readings and statistics, the period's, and glucose around doses and meals.
///
/// Readings belong to the journal day their time falls in (`day_starts`, like entries). A day's statistics count
/// its continuous (sensor) readings when it has any, else all of its readings; the period's pool what its days
/// counted. Coverage compares the sensor readings present with those a sensor taking one every `interval`
/// minutes would have taken, from the start of each day up to its end (or up to now, today).
public struct GlucoseReport: Sendable {
    public struct Day: Sendable {
        public var date: LocalDate
        /// Every reading of the day, sensor and spot, in time order.
        public var readings: ArraySlice<GlucoseReading>
        /// The readings the statistics count.
        public var counted: ArraySlice<GlucoseReading>
        public var statistics: GlucoseStatistics
        /// Each timed dose and meal, with glucose around it.
        public var around: [GlucoseAround]
    }

    public var settings: GlucoseSettings
    public var days: [Day]
    public var period: GlucoseStatistics
    /// Minutes between sensor readings (the most common gap), nil without sensor readings.
    public var interval: Int?
    public var around: [GlucoseAroundSummary]
    /// The period's glucose by calendar days, midnight to midnight, as an ambulatory glucose profile counts it.
    public var calendar: CalendarDays

    /// Whether any day has a reading.
    public var hasReadings: Bool { period.readings > 0 || days.contains { !$0.readings.isEmpty } }

    /// `stored` are the readings from the glucose files (any dates; in time order, as `GlucoseStore.read` gives
    /// them, costs nothing more); the journal's own readings come from the report's days.
    public init(report: Report, stored: [GlucoseReading], settings: GlucoseSettings, doses: [DoseDefinition]) {
        self.settings = settings
        let boundary = report.days.first?.boundary ?? .standard
        var stored = stored
        GlucoseReading.sortUnique(&stored)
        var journal = GlucoseReport.journalReadings(report.days)
        GlucoseReading.sortUnique(&journal)
        // Journal readings are never a sensor's: the interval is the glucose files'.
        let interval = GlucoseReport.interval(stored[...])
        self.interval = interval
        let today = boundary.journalDate(of: report.now)
        var sensorTotal = 0
        var expectedTotal = 0
        // Most journals have no glucose at all: then nothing is looked for around each dose and meal of ten years,
        // and every day and the period hold the statistics of no readings.
        let any = !stored.isEmpty || !journal.isEmpty
        guard any else {
            let none = GlucoseStatistics([GlucoseReading](), ranges: settings.ranges)
            days = report.days.map { Day(date: $0.date, readings: [], counted: [], statistics: none, around: []) }
            period = none
            around = GlucoseAroundSummary.summarise([], doses: doses)
            calendar = CalendarDays(
                counted: Array(repeating: [], count: report.period.count), statistics: none)
            return
        }
        // Readings are in time order and so are the days: one walk over each hands every day its readings; the
        // journal's few are merged into a day's only when it has some.
        var nextStored = 0
        var nextJournal = 0
        days = report.days.map { summary in
            let start = (summary.date.dayNumber * 1440 + boundary.dayStarts.minutes) * 60
            let fromSensor = GlucoseReport.take(stored, from: &nextStored, start: start, end: start + 86_400)
            let fromJournal = GlucoseReport.take(journal, from: &nextJournal, start: start, end: start + 86_400)
            let dayReadings = fromJournal.isEmpty ? fromSensor : GlucoseReading.merged(fromSensor, fromJournal)[...]
            let sensor = dayReadings.reduce(0) { $0 + ($1.source.isContinuous ? 1 : 0) }
            // A day of sensor readings only (or of none) counts them all without copying them.
            let counted =
                sensor == 0 || sensor == dayReadings.count
                ? dayReadings
                : dayReadings.filter { $0.source.isContinuous }[...]
            let expected = interval.map {
                GlucoseReport.expected(
                    on: summary.date, today: today, now: report.now,
                    boundary: boundary, interval: $0)
            }
            sensorTotal += sensor
            expectedTotal += expected ?? 0
            return Day(
                date: summary.date, readings: dayReadings, counted: counted,
                statistics: GlucoseStatistics(
                    counted, ranges: settings.ranges, sensorReadings: sensor,
                    expected: expected),
                around: any
                    ? GlucoseAround.find(
                        in: summary.entries, on: summary.date, boundary: boundary,
                        readings: dayReadings) : [])
        }
        self.period = GlucoseStatistics(
            days.lazy.map { $0.counted }.joined(), ranges: settings.ranges, sensorReadings: sensorTotal,
            expected: interval == nil ? nil : expectedTotal)
        around = GlucoseAroundSummary.summarise(days.flatMap { $0.around }, doses: doses)
        calendar = CalendarDays(
            stored: stored, journal: journal, dates: report.period.dates, now: report.now, interval: interval,
            ranges: settings.ranges)
    }

    /// The readings of `readings` (in time order) from `start` up to `end`, going on from `next`.
    static func take(
        _ readings: [GlucoseReading], from next: inout Int, start: Int,
        end: Int
    ) -> ArraySlice<GlucoseReading> {
        while next < readings.count, readings[next].second < start { next += 1 }
        let first = next
        while next < readings.count, readings[next].second < end { next += 1 }
        return readings[first..<next]
    }

    /// The percentile profile of the readings the statistics count.
    public func profile(binMinutes: Int) -> GlucoseProfile {
        GlucoseProfile(days.lazy.map { $0.counted }.joined(), binMinutes: binMinutes)
    }

    /// The timed glucose lines of the days, as readings.
    static func journalReadings(_ days: [DaySummary]) -> [GlucoseReading] {
        days.flatMap { day in
            day.entries.compactMap { resolved -> GlucoseReading? in
                guard let reading = resolved.entry.glucose, let time = resolved.entry.time else { return nil }
                return GlucoseReading(
                    at: day.boundary.moment(of: time, inJournalDay: day.date), mgdl: reading.mgdl,
                    source: .journal)
            }
        }
    }

    /// The most common whole-minute gap between consecutive sensor readings of one source, from 1 to 15 minutes
    /// (longer gaps are sensor changes and signal loss); nil without two readings that close. `readings` must be in
    /// time order.
    static func interval(_ readings: ArraySlice<GlucoseReading>) -> Int? {
        var gaps = Array(repeating: 0, count: 16)
        var last = Array(repeating: Int?.none, count: GlucoseSource.allCases.count)
        for reading in readings where reading.source.isContinuous {
            if let previous = last[reading.source.order] {
                let minutes = (reading.second - previous + 30) / 60
                if (1...15).contains(minutes) { gaps[minutes] += 1 }
            }
            last[reading.source.order] = reading.second
        }
        guard let most = gaps.max(), most > 0 else { return nil }
        return gaps.firstIndex(of: most)
    }

    /// Readings a sensor would take on `date`: the whole day before today, the part up to now today, none later.
    static func expected(
        on date: LocalDate, today: LocalDate, now: LocalDateTime, boundary: DayBoundary,
        interval: Int
    ) -> Int {
        if date < today { return 1440 / interval }
        if date > today { return 0 }
        return boundary.offset(of: now.time) / interval
    }
}

extension GlucoseReport {
    /// The glucose of `report`: the journal's readings and those of the glucose files the period reaches, with
    /// problems found in those files.
    public static func read(_ report: Report, journal: Journal, fileSystem: any FileSystem)
        -> (report: GlucoseReport, diagnostics: [Diagnostic])
    {
        let (stored, diagnostics) = GlucoseStore.read(
            GlucoseStore.months(for: report.period), in: journal.location,
            fileSystem: fileSystem)
        return (
            GlucoseReport(
                report: report, stored: stored, settings: journal.config.glucose,
                doses: journal.config.doses), diagnostics
        )
    }
}
