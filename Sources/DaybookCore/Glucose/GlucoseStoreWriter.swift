/// Appends imported readings to the glucose files, the way daybook writes: through `LineAppender` (one write per
/// file under its lock, synced), never rewriting a row. Deciding what is new happens under the lock, so two imports
/// at once add each reading once.
public struct GlucoseStoreWriter {
    /// What one month's file got.
    public struct Outcome: Sendable, Equatable {
        public var month: GlucoseMonth
        /// The file, relative to the journal root.
        public var path: String
        /// Readings written now.
        public var added: Int
        /// Readings of this import the file already held.
        public var present: Int
    }

    public let fileSystem: any FileSystem
    public let location: JournalLocation

    public init(fileSystem: any FileSystem, location: JournalLocation) {
        self.fileSystem = fileSystem
        self.location = location
    }

    /// Appends `readings` to their months' files, month by month in order. A failure stops at that month: the
    /// months before it are written whole, it and those after it not at all; importing again completes them.
    public func append(_ readings: [GlucoseReading]) -> (outcomes: [Outcome], failure: (GlucoseMonth, AppendFailure)?) {
        var byMonth: [GlucoseMonth: [GlucoseReading]] = [:]
        for reading in readings { byMonth[GlucoseMonth(reading.time.date), default: []].append(reading) }
        var outcomes: [Outcome] = []
        for month in byMonth.keys.sorted() {
            var candidates = byMonth[month] ?? []
            GlucoseReading.sortUnique(&candidates)
            var added = 0
            do {
                _ = try LineAppender(fileSystem: fileSystem).append(to: location.confined(month.path)) { existing in
                    let present = Set(GlucoseStore.parse(existing, file: month.path).readings.map { $0.orderKey })
                    let new = candidates.filter { !present.contains($0.orderKey) }
                    added = new.count
                    guard !new.isEmpty else { return .skip }
                    let rows = new.map(GlucoseStoreRow.text).joined(separator: "\n")
                    return .write(rows, prefix: existing.isEmpty ? GlucoseStore.header + "\n" : "")
                }
            } catch {
                return (outcomes, (month, error))
            }
            outcomes.append(Outcome(month: month, path: month.path, added: added, present: candidates.count - added))
        }
        return (outcomes, nil)
    }
}
