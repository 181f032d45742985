/// A settled day's numbers as the report cache keeps them: what `DaySummary` computed when the day's file was last
/// read — balance, carbohydrate, doses, problems — with what the day taught the history, and what its estimates
/// were decided by (`ResolutionDigests`): the food names it looked up in the history, the keys it looked up in the
/// pin log, and a digest of the answers there. Its entries are not kept: a report that shows entries (HTML, items,
/// glucose) reads the files.
public struct CachedDay: Sendable, Equatable {
    var date: LocalDate
    var logged: Bool
    var balance: Balance
    var carbs: CarbTotal?
    var weight: BodyWeight?
    var doses: [DoseStatus]
    var diagnostics: [Diagnostic]
    /// The day's lines about insulin not read as a dose: a day with only such lines is no day with nothing written.
    var unreadInsulin: [UnreadInsulinLine]
    var lessons: [History.Lesson]
    /// The names of the items that were looked up in the history, then the keys the pin log was asked for, each
    /// list sorted and each once, as kept: decoded (`keys`) only when the lessons or pins have changed since.
    var keyBytes: ArraySlice<UInt8>
    /// `ResolutionDigests.digest` of those when the day was kept.
    var dependencies: UInt64

    /// `summary` (with its entries, as a report reads them) kept, with what its day taught and what its estimates
    /// depend on by `digests`.
    init(_ summary: DaySummary, lessons: [History.Lesson], digests: ResolutionDigests) {
        self.init(summary, lessons: lessons)
        dependencies = digests.digest(of: self) ?? 0
    }

    /// `summary` (with its entries) kept with what its day taught and the names and keys its estimates looked up;
    /// `dependencies` is to be set once the lessons and pins it depends on are known.
    init(_ summary: DaySummary, lessons: [History.Lesson]) {
        date = summary.date
        logged = summary.isLogged
        balance = summary.balance
        carbs = summary.carbs
        weight = summary.weight
        doses = summary.doses
        diagnostics = summary.diagnostics
        unreadInsulin = summary.unreadInsulin
        self.lessons = lessons
        var names: Set<String> = []
        var keys: Set<String> = []
        for entry in summary.entries {
            for item in entry.items where !item.item.name.isEmpty {
                switch item.source {
                case .explicit, .foods, .carbohydrate: continue
                case .history: names.insert(item.item.name)
                case .pinned, .estimator, .guess, .notCounted:
                    names.insert(item.item.name)
                    if let key = item.pinKey { keys.insert(key) }
                }
            }
        }
        let historyKeys = names.sorted(by: CachedDay.byteOrder)
        let pinKeys = keys.sorted(by: CachedDay.byteOrder)
        var out = CacheWriter()
        out.list(historyKeys) { $0.string($1) }
        out.list(pinKeys) { $0.string($1) }
        keyBytes = out.bytes[...]
        dependencies = 0
    }

    /// The names looked up in the history and the keys asked of the pin log; nil when they cannot be read.
    func keys() -> (history: [String], pins: [String])? {
        let bytes = Array(keyBytes)
        return try? CacheReader.read(bytes, range: 0..<bytes.count) { (input) throws(CacheReader.Malformed) in
            let history = try input.list { (input) throws(CacheReader.Malformed) in try input.string() }
            let pins = try input.list { (input) throws(CacheReader.Malformed) in try input.string() }
            guard input.isAtEnd else { throw CacheReader.Malformed() }
            return (history, pins)
        }
    }

    /// Byte-wise: the same on every machine.
    private static func byteOrder(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8)
    }

    // MARK: - Bytes

    func write(to out: inout CacheWriter) {
        out.int(date.dayNumber)
        out.bool(logged)
        out.int(balance.target)
        out.int(balance.eaten)
        out.int(balance.activity)
        out.int(balance.remaining)
        out.bool(balance.approximate)
        out.int(balance.pending)
        out.bool(balance.incomplete)
        out.bool(carbs != nil)
        if let carbs {
            out.double(carbs.grams)
            out.int(carbs.unknownItems)
            out.bool(carbs.isApproximate)
        }
        out.optionalDouble(weight?.kilograms)
        out.bool(weight?.inPounds ?? false)
        out.list(doses) { out, dose in
            out.string(dose.name)
            out.string(dose.state.rawValue)
            out.int(dose.count)
            out.double(dose.units)
            out.list(dose.times) { $0.int($1.minutes) }
            out.list(dose.later) { $0.int($1.minutes) }
            out.bool(dose.window != nil)
            if let window = dose.window {
                out.int(window.start.minutes)
                out.int(window.end.minutes)
            }
            out.optionalInt(dose.perDay)
        }
        out.list(diagnostics) { $1.write(to: &$0) }
        out.list(unreadInsulin) { $1.write(to: &$0) }
        out.list(lessons) { out, lesson in
            out.string(lesson.key)
            for value in [
                lesson.values.perUnit, lesson.values.per100g, lesson.values.per100ml, lesson.values.carbs.perUnit,
                lesson.values.carbs.per100g, lesson.values.carbs.per100ml,
            ] {
                out.optionalDouble(value)
            }
            out.int(lesson.minute)
        }
        out.raw(keyBytes)
        out.fixed64(dependencies)
    }

    /// The dose states as kept (their raw values), read back without making strings.
    private static let states: [(bytes: [UInt8], text: String)] = [
        DoseStatus.State.taken, .duplicate, .missed, .due, .upcoming, .logged, .unknown,
    ].map { (Array($0.rawValue.utf8), $0.rawValue) }

    /// `names` are the configured doses' names: a day's doses are read back as those strings.
    init(from input: inout CacheReader, names: [(bytes: [UInt8], text: String)] = []) throws(CacheReader.Malformed) {
        guard let date = LocalDate(dayNumber: try input.int()) else { throw CacheReader.Malformed() }
        self.date = date
        logged = try input.bool()
        var balance = Balance(entries: [], target: try input.int())
        balance.eaten = try input.int()
        balance.activity = try input.int()
        balance.remaining = try input.int()
        balance.approximate = try input.bool()
        balance.pending = try input.int()
        balance.incomplete = try input.bool()
        self.balance = balance
        carbs =
            try input.bool()
            ? CarbTotal(grams: try input.double(), unknownItems: try input.int(), isApproximate: try input.bool())
            : nil
        let kilograms = try input.optionalDouble()
        let inPounds = try input.bool()
        weight = kilograms.map { BodyWeight(kilograms: $0, inPounds: inPounds) }
        doses = try input.list { (input) throws(CacheReader.Malformed) -> DoseStatus in
            let name = try input.string(among: names)
            guard let state = DoseStatus.State(rawValue: try input.string(among: CachedDay.states)) else {
                throw CacheReader.Malformed()
            }
            let count = try input.int()
            let units = try input.double()
            let times = try input.list(CachedDay.time)
            let later = try input.list(CachedDay.time)
            let window =
                try input.bool() ? DoseWindow(start: try CachedDay.time(&input), end: try CachedDay.time(&input)) : nil
            return DoseStatus(
                cached: name, state: state, count: count, units: units, times: times, later: later, window: window,
                perDay: try input.optionalInt())
        }
        diagnostics = try input.list { (input) throws(CacheReader.Malformed) in try Diagnostic(from: &input) }
        unreadInsulin = try input.list { (input) throws(CacheReader.Malformed) in
            try UnreadInsulinLine(from: &input)
        }
        lessons = try input.list { (input) throws(CacheReader.Malformed) -> History.Lesson in
            let key = try input.string()
            let values = KcalValues(
                perUnit: try input.optionalDouble(), per100g: try input.optionalDouble(),
                per100ml: try input.optionalDouble(),
                carbs: CarbValues(
                    perUnit: try input.optionalDouble(), per100g: try input.optionalDouble(),
                    per100ml: try input.optionalDouble()))
            return History.Lesson(key: key, values: values, minute: try input.int())
        }
        keyBytes = try input.stringLists(2)
        dependencies = try input.fixed64()
    }

    private static func time(_ input: inout CacheReader) throws(CacheReader.Malformed) -> TimeOfDay {
        guard let time = TimeOfDay(minutes: try input.int()) else { throw CacheReader.Malformed() }
        return time
    }
}

extension DoseStatus {
    /// A status as the report cache kept it.
    init(
        cached name: String, state: State, count: Int, units: Double, times: [TimeOfDay], later: [TimeOfDay],
        window: DoseWindow?, perDay: Int?
    ) {
        self.name = name
        self.state = state
        self.count = count
        self.units = units
        self.times = times
        self.later = later
        self.window = window
        self.perDay = perDay
    }
}

extension Diagnostic {
    /// Everything a renderer shows of a diagnostic.
    func write(to out: inout CacheWriter) {
        out.bool(severity == .error)
        out.string(file)
        out.int(line)
        out.int(column)
        out.string(message.en)
        out.string(message.ja)
        out.optionalString(sourceLine)
        out.bool(hint != nil)
        if let hint {
            out.string(hint.en)
            out.string(hint.ja)
        }
        out.bool(topic == .conflict)
    }

    /// The dose states as kept (their raw values), read back without making strings.
    private static let states: [(bytes: [UInt8], text: String)] = [
        DoseStatus.State.taken, .duplicate, .missed, .due, .upcoming, .logged, .unknown,
    ].map { (Array($0.rawValue.utf8), $0.rawValue) }

    /// `names` are the configured doses' names: a day's doses are read back as those strings.
    init(from input: inout CacheReader, names: [(bytes: [UInt8], text: String)] = []) throws(CacheReader.Malformed) {
        let severity: Severity = try input.bool() ? .error : .warning
        let file = try input.string()
        let line = try input.int()
        let column = try input.int()
        let message = Localized(en: try input.string(), ja: try input.string())
        let sourceLine = try input.optionalString()
        let hint = try input.bool() ? Localized(en: try input.string(), ja: try input.string()) : nil
        let topic: Topic? = try input.bool() ? .conflict : nil
        self.init(
            severity, file: file, line: line, column: column, message: message, sourceLine: sourceLine, hint: hint,
            topic: topic)
    }
}

extension UnreadInsulinLine {
    func write(to out: inout CacheWriter) {
        out.string(location.file)
        out.int(location.line)
        switch insulin {
        case .dose(let name):
            out.int(0)
            out.string(name)
        case .longActing: out.int(1)
        case .rapidActing: out.int(2)
        case .anyKind: out.int(3)
        }
        out.optionalString(sourceLine)
        out.optionalString(name)
    }

    init(from input: inout CacheReader) throws(CacheReader.Malformed) {
        let location = SourceLocation(file: try input.string(), line: try input.int())
        let insulin: UnreadInsulin
        switch try input.int() {
        case 0: insulin = .dose(try input.string())
        case 1: insulin = .longActing
        case 2: insulin = .rapidActing
        case 3: insulin = .anyKind
        default: throw CacheReader.Malformed()
        }
        self.init(
            location: location, insulin: insulin, sourceLine: try input.optionalString(),
            name: try input.optionalString())
    }
}
