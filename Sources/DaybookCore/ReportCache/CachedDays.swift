/// The days served from the report cache, by date: one slot for each date they span (a report's days are a run
/// of dates), not a hash table, so that a century of them costs a slot each.
public struct CachedDays: Sendable {
    /// The day number of the first slot.
    private var first = 0
    private var slots: [CachedDay?] = []
    public private(set) var count = 0

    public init() {}

    public var isEmpty: Bool { count == 0 }

    /// Makes room for the dates of `range` at once.
    mutating func reserve(_ range: ClosedRange<LocalDate>) {
        guard slots.isEmpty else { return }
        first = range.lowerBound.dayNumber
        slots = Array(repeating: nil, count: range.upperBound.dayNumber - first + 1)
    }

    public subscript(date: LocalDate) -> CachedDay? {
        get {
            let index = date.dayNumber - first
            return slots.indices.contains(index) ? slots[index] : nil
        }
        set {
            var index = date.dayNumber - first
            if slots.isEmpty {
                guard newValue != nil else { return }
                first = date.dayNumber
                slots = [nil]
                index = 0
            } else if index < 0 {
                guard newValue != nil else { return }
                slots.insert(contentsOf: repeatElement(nil, count: -index), at: 0)
                first = date.dayNumber
                index = 0
            } else if index >= slots.count {
                guard newValue != nil else { return }
                slots += repeatElement(nil, count: index - slots.count + 1)
            }
            if slots[index] == nil, newValue != nil { count += 1 }
            if slots[index] != nil, newValue == nil { count -= 1 }
            slots[index] = newValue
        }
    }

    /// Every day held, in date order, looked at in place (never gathered into another array).
    var held: some Sequence<CachedDay> {
        slots.lazy.compactMap { $0 }
    }
}

extension ReportCache.Reading {
    /// Moves the days of every served file in `selection` into `days` (which then holds them alone) and lets go of
    /// them here.
    mutating func takeServedDays(in range: ClosedRange<LocalDate>?, into days: inout CachedDays) {
        if let range { days.reserve(range) }
        for index in served.keys {
            guard var file = served[index] else { continue }
            served[index] = nil
            for day in file.file.days where selection.contains(day.date) { days[day.date] = day }
            file.file.days = []
            file.daysLetGo = true
            served[index] = file
        }
    }
}

/// The files served from the report cache, by their index among the files listed: a slot each, not a hash table.
struct ServedFiles: Sendable {
    private var slots: [ReportCache.Reading.Served?]
    private(set) var count = 0

    init(_ slots: [ReportCache.Reading.Served?] = []) {
        self.slots = slots
        count = slots.count { $0 != nil }
    }

    subscript(index: Int) -> ReportCache.Reading.Served? {
        get { slots.indices.contains(index) ? slots[index] : nil }
        set {
            guard slots.indices.contains(index) else { return }
            if slots[index] == nil, newValue != nil { count += 1 }
            if slots[index] != nil, newValue == nil { count -= 1 }
            slots[index] = newValue
        }
    }

    /// The indices of the files served, in order.
    var keys: [Int] { slots.indices.filter { slots[$0] != nil } }

    var values: [ReportCache.Reading.Served] { slots.compactMap { $0 } }

    /// The indices of the files served for which `take` holds, in order.
    func indices(where take: (ReportCache.Reading.Served) -> Bool) -> [Int] {
        slots.indices.filter { slots[$0].map(take) ?? false }
    }
}

/// How many files hold each day, a count a day: `1` is all the report cache needs to tell (more is "more").
struct DayCounts: Sendable {
    private var first = 0
    private var counts: [UInt8] = []
    /// Days outside the first range counted, rare: by date.
    private var others: [LocalDate: Int] = [:]

    init(_ range: ClosedRange<LocalDate>? = nil) {
        guard let range else { return }
        first = range.lowerBound.dayNumber
        counts = Array(repeating: 0, count: range.upperBound.dayNumber - first + 1)
    }

    subscript(date: LocalDate) -> Int {
        let index = date.dayNumber - first
        return counts.indices.contains(index) ? Int(counts[index]) : others[date, default: 0]
    }

    mutating func add(_ date: LocalDate) {
        let index = date.dayNumber - first
        if counts.indices.contains(index) {
            if counts[index] < UInt8.max { counts[index] += 1 }
        } else {
            others[date, default: 0] += 1
        }
    }
}
