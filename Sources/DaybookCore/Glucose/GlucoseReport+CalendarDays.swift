extension GlucoseReport {
    /// A period's glucose by calendar days (midnight to midnight), not journal days: an ambulatory glucose profile
    /// and the statistics beside it count calendar days, so a clinic page does too. Each day counts its sensor
    /// readings when it has any, else all of its readings, as journal days do; coverage compares the sensor readings
    /// with those expected from midnight to midnight (up to now, today).
    public struct CalendarDays: Sendable {
        /// The readings each day counts, in time order.
        public var counted: [ArraySlice<GlucoseReading>]
        public var statistics: GlucoseStatistics

        init(counted: [ArraySlice<GlucoseReading>], statistics: GlucoseStatistics) {
            self.counted = counted
            self.statistics = statistics
        }

        /// `stored` and `journal` are in time order, each reading once.
        init(
            stored: [GlucoseReading], journal: [GlucoseReading], dates: some Sequence<LocalDate>, now: LocalDateTime,
            interval: Int?, ranges: GlucoseRanges
        ) {
            var nextStored = 0
            var nextJournal = 0
            var sensorTotal = 0
            var expectedTotal = 0
            var counted: [ArraySlice<GlucoseReading>] = []
            for date in dates {
                let start = date.dayNumber * 86_400
                let fromSensor = GlucoseReport.take(stored, from: &nextStored, start: start, end: start + 86_400)
                let fromJournal = GlucoseReport.take(journal, from: &nextJournal, start: start, end: start + 86_400)
                let readings = fromJournal.isEmpty ? fromSensor : GlucoseReading.merged(fromSensor, fromJournal)[...]
                let sensor = readings.reduce(0) { $0 + ($1.source.isContinuous ? 1 : 0) }
                counted.append(
                    sensor == 0 || sensor == readings.count ? readings : readings.filter { $0.source.isContinuous }[...]
                )
                sensorTotal += sensor
                if let interval {
                    if date < now.date {
                        expectedTotal += 1440 / interval
                    } else if date == now.date {
                        expectedTotal += now.time.minutes / interval
                    }
                }
            }
            self.counted = counted
            statistics = GlucoseStatistics(
                counted.lazy.joined(), ranges: ranges, sensorReadings: sensorTotal,
                expected: interval == nil ? nil : expectedTotal)
        }

        /// The percentile profile of the readings the days count.
        public func profile(binMinutes: Int) -> GlucoseProfile {
            GlucoseProfile(counted.lazy.joined(), binMinutes: binMinutes)
        }
    }
}
