/// What a day's estimates were decided by, beyond its own lines and the settings the report cache's context holds:
/// for each food name the day looked up in the history (an item without kcal of its own that foods.yaml did not
/// give), every lesson about that name up to the day, the journal's and the pin log's; for each key the day looked
/// up in the pin log, the pin there. A cached day is used only while the digest of these is what it was, so a new
/// lesson or pin about one food rereads only the days that asked about it.
struct ResolutionDigests: Sendable {
    /// The lessons the digests were made from, by day, for digests against another pin log.
    private(set) var lessons: [LocalDate: [History.Lesson]] = [:]
    /// Per food name, the journal's lessons and the pin log's, each as day numbers with the running digest of the
    /// lessons up to and including that day.
    private var taught: [NameKey: [(day: Int, digest: UInt64)]] = [:]
    private var pinnedTaught: [NameKey: [(day: Int, digest: UInt64)]] = [:]
    private var pinned = PinnedEstimates()

    init() {}

    /// Each name's running digest, for lessons added later (`extend`).
    private var running: [NameKey: Fingerprint] = [:]

    init(lessons: [LocalDate: [History.Lesson]], pinned: PinnedEstimates) {
        self.pinned = pinned
        extend(with: lessons)
        for (key, observations) in pinned.history.everything {
            var digest = Fingerprint()
            var list: [(day: Int, digest: UInt64)] = []
            for (position, values) in observations {
                digest.add(position.day.dayNumber)
                digest.add(position.minute)
                digest.add(values)
                ResolutionDigests.note(position.day.dayNumber, digest.value, in: &list)
            }
            pinnedTaught[NameKey(key)] = list
        }
    }

    /// Adds the lessons of days all after those already added (a reader going through the days in order).
    mutating func extend(with more: [LocalDate: [History.Lesson]]) {
        for date in more.keys.sorted() {
            let dayLessons = more[date] ?? []
            lessons[date] = dayLessons
            for lesson in dayLessons {
                let key = NameKey(lesson.key)
                var digest = running[key] ?? Fingerprint()
                digest.add(date.dayNumber)
                digest.add(lesson.minute)
                digest.add(lesson.values)
                running[key] = digest
                ResolutionDigests.note(date.dayNumber, digest.value, in: &taught[key, default: []])
            }
        }
    }

    /// Records the digest after a lesson of `day`: the last one of a day stands for the day.
    private static func note(_ day: Int, _ digest: UInt64, in list: inout [(day: Int, digest: UInt64)]) {
        if list.last?.day == day { list[list.count - 1].digest = digest } else { list.append((day, digest)) }
    }

    /// The digest of what `day` depends on: its names' lessons up to it, its keys' pins; nil when its keys cannot
    /// be read.
    func digest(of day: CachedDay) -> UInt64? {
        day.keys().map { digest(on: day.date, historyKeys: $0.history, pinKeys: $0.pins) }
    }

    /// A digest of every lesson of `lessons` (by day, in order) and of the pin log (`pins`, its fingerprint): while
    /// it is what it was when the cache was written, no day's dependencies can have changed.
    static func everything(_ lessons: [LocalDate: [History.Lesson]], pins: UInt64) -> UInt64 {
        var digest = Fingerprint()
        digest.add(pins)
        for date in lessons.keys.sorted() {
            guard let taught = lessons[date], !taught.isEmpty else { continue }
            digest.add(date.dayNumber)
            digest.add(taught.count)
            for lesson in taught {
                digest.add(lesson.key)
                digest.add(lesson.minute)
                digest.add(lesson.values)
            }
        }
        return digest.value
    }

    func digest(on date: LocalDate, historyKeys: [String], pinKeys: [String]) -> UInt64 {
        var digest = Fingerprint()
        for key in historyKeys {
            digest.add(key)
            digest.add(ResolutionDigests.through(date.dayNumber, taught[NameKey(key)]))
            digest.add(ResolutionDigests.through(date.dayNumber, pinnedTaught[NameKey(key)]))
        }
        for key in pinKeys {
            digest.add(key)
            if let pin = pinned.find(key) {
                digest.add(1)
                digest.add(pin.values)
            } else {
                digest.add(0)
            }
        }
        return digest.value
    }

    /// The running digest of the last day in `list` not after `day`; 0 when there is none.
    private static func through(_ day: Int, _ list: [(day: Int, digest: UInt64)]?) -> UInt64 {
        guard let list else { return 0 }
        var low = 0
        var high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle].day <= day { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? list[low - 1].digest : 0
    }
}

extension Fingerprint {
    /// Every value of a food's, each with whether it is there.
    mutating func add(_ values: KcalValues) {
        for value in [
            values.perUnit, values.per100g, values.per100ml, values.carbs.perUnit, values.carbs.per100g,
            values.carbs.per100ml,
        ] {
            add(value == nil ? 0 : 1)
            add(value?.bitPattern ?? 0)
        }
    }
}
