/// Pinned estimates, `.daybook/estimates.yaml`: once an estimator has put a number on a food, every device and
/// every later run shows that number, whatever estimator or built-in table comes later. The file is an append-only
/// log, one record per line, that syncs with the journal:
///
///     - {key: mystery stew, kcal: 520, estimator: stub, at: "2026-11-29T19:02:11"}
///     - {key: rice, kcal_per_100g: 156, estimator: openai, at: "2026-11-29T12:30:40"}
///     - {key: curry rice, kcal: 850, estimator: history, day: 2026-11-28, minute: 900}
///
/// For a key pinned twice (two devices, a merge), the earliest `at` wins, ties by the smaller value: the same on
/// every device. A re-pin (`daybook resolve --estimates`) names the `at` of the pin it replaces (`replaces:`), and
/// wins over that one only, by the same rule among re-pins of it; so a chain of re-pins reads the same in any order. `history` records are what explicit kcal in the journal taught (see `History`). Records are read
/// line by line, so a merge's conflict markers or a broken line lose nothing but that line.
public struct PinnedEstimates: Sendable {
    public static let path = ".daybook/estimates.yaml"

    public struct Pin: Sendable, Hashable {
        /// The food's name in matching form.
        public var key: String
        public var values: KcalValues
        public var estimator: String
        /// When it was pinned, `YYYY-MM-DDTHH:MM:SS`.
        public var at: String
        /// The `at` of the pin this one replaces; nil for a first pin.
        public var replaces: String?

        public init(key: String, values: KcalValues, estimator: String, at: String, replaces: String? = nil) {
            self.key = key
            self.values = values
            self.estimator = estimator
            self.at = at
            self.replaces = replaces
        }

        /// The log line for this pin.
        public var line: String {
            "- {key: \(YAMLScalar.render(key)), \(fields(values)), estimator: \(YAMLScalar.render(estimator)), "
                + "at: \"\(at)\"" + (replaces.map { ", replaces: \"\($0)\"" } ?? "") + "}"
        }
    }

    /// First pins, the winner per key.
    private var pins: [NameKey: Pin] = [:]
    /// Re-pins, per key, in no order: `find` follows them from the first pin.
    private var repins: [NameKey: [Pin]] = [:]
    /// What explicit kcal taught, as read from the log.
    public private(set) var history = History()

    public init() {}

    /// The pinned estimate for a food name in matching form: the first pin, or the last re-pin of the chain that
    /// starts from it.
    public func find(_ key: String) -> Pin? {
        let name = NameKey(key)
        guard var current = pins[name] else { return nil }
        guard let later = repins[name] else { return current }
        // A re-pin is never earlier than what it replaces (`TablePinChange.repin`), and never itself: a chain ends
        // within as many steps as there are re-pins.
        for _ in later.indices {
            guard
                let next = later.filter({ $0.replaces == current.at && $0.at >= current.at && $0 != current })
                    .min(by: PinnedEstimates.precedes)
            else { break }
            current = next
        }
        return current
    }

    public var count: Int { pins.count }

    /// Adds a pin unless an earlier one (or an equally early, smaller one) holds the key; a re-pin is kept beside
    /// the first pins for `find`.
    mutating func add(_ pin: Pin) {
        if pin.replaces != nil {
            repins[NameKey(pin.key), default: []].append(pin)
            return
        }
        if let current = pins[NameKey(pin.key)], !PinnedEstimates.precedes(pin, current) { return }
        pins[NameKey(pin.key)] = pin
    }

    private static func precedes(_ a: Pin, _ b: Pin) -> Bool {
        if a.at != b.at { return a.at < b.at }
        return (a.values.perUnit ?? .infinity, a.values.per100g ?? .infinity, a.values.per100ml ?? .infinity)
            < (b.values.perUnit ?? .infinity, b.values.per100g ?? .infinity, b.values.per100ml ?? .infinity)
    }

    /// Lines of one file read by libyaml, which costs some 75,000 instructions a line: daybook writes none, so
    /// past this many the file is not a log daybook kept, and further such lines are reported without reading.
    static let maximumYAMLLines = 1_000

    /// Reads the log and its Syncthing conflict copies: all their records count, one result on every device.
    /// Problems are reported per file as for other YAML files (`YAMLReport`: the first hundred, then a count).
    public static func load(_ files: [(bytes: [UInt8], file: String)]) -> (PinnedEstimates, [Diagnostic]) {
        var pinned = PinnedEstimates()
        var diagnostics: [Diagnostic] = []
        for (bytes, file) in files {
            var report = YAMLReport(file: file, bytes: bytes)
            var yamlLines = 0
            var lines = LineReader(bytes)
            while let line = lines.next() {
                let at = YAMLMark(line: line.number, column: 0)
                if let record = LogLine.fields(line.bytes) {
                    pinned.read(record, at: at, &report)
                    continue
                }
                let hint = ResolveMessage.pinLineForm
                // Past the limit, a line that cannot be blank, a comment or a conflict marker is not even decoded.
                if yamlLines >= maximumYAMLLines, let first = line.bytes.first(where: { $0 != 0x20 && $0 != 0x09 }),
                    !"#<|=>".utf8.contains(first)
                {
                    report.add(.warning, ResolveMessage.pinsNotInForm(limit: maximumYAMLLines), at: at, hint: hint)
                    continue
                }
                let text = String(decoding: line.bytes, as: UTF8.self)
                let trimmed = text.trimmingSpaces
                guard !trimmed.isEmpty, !trimmed.hasPrefix("#"), GitConflicts.isMarker(trimmed) == false else {
                    continue
                }
                yamlLines += 1
                guard yamlLines <= maximumYAMLLines else {
                    report.add(.warning, ResolveMessage.pinsNotInForm(limit: maximumYAMLLines), at: at, hint: hint)
                    continue
                }
                do throws(YAMLError) {
                    guard let record = try yamlFields(text) else {
                        report.add(.warning, ResolveMessage.notAPin, at: at, hint: hint)
                        continue
                    }
                    pinned.read(record, at: at, &report)
                } catch {
                    report.add(
                        .warning, ResolveMessage.notAPinBecause(error.message),
                        at: YAMLMark(line: line.number, column: error.mark.column), hint: hint)
                }
            }
            diagnostics += report.diagnostics
        }
        return (pinned, diagnostics)
    }

    /// The lines of a log that are records with a key, as written: what folding a conflict copy of the log into it
    /// appends, and what a copy's warning counts. Lines YAML must read count only up to `maximumYAMLLines`, as in
    /// `load`.
    public static func recordLines(_ bytes: [UInt8]) -> [String] {
        var records: [String] = []
        var yamlLines = 0
        var lines = LineReader(bytes)
        while let line = lines.next() {
            if let record = LogLine.fields(line.bytes) {
                if record["key"] != nil { records.append(String(decoding: line.bytes, as: UTF8.self)) }
                continue
            }
            let text = String(decoding: line.bytes, as: UTF8.self)
            let trimmed = text.trimmingSpaces
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#"), GitConflicts.isMarker(trimmed) == false else { continue }
            yamlLines += 1
            guard yamlLines <= maximumYAMLLines else { continue }
            if let fields = try? yamlFields(text), fields["key"] != nil { records.append(text) }
        }
        return records
    }

    /// A line as YAML reads it, for what `LogLine` leaves alone (a line a person edited, escapes, odd quoting); nil
    /// when it is YAML but not a record.
    private static func yamlFields(_ text: String) throws(YAMLError) -> LogRecord? {
        guard let fields = try YAMLParser.parse(Array(text.utf8))?.sequence?.first?.mapping else { return nil }
        var record = LogRecord()
        for field in fields {
            if let key = field.key.scalar, let value = field.value.scalar { record.set(key, value) }
        }
        return record
    }

    private mutating func read(_ record: LogRecord, at mark: YAMLMark, _ report: inout YAMLReport) {
        var values = KcalValues()
        values.perUnit = record["kcal"].flatMap(Double.init(plainDecimal:)).flatMap(validKcal)
        values.per100g = record["kcal_per_100g"].flatMap(Double.init(plainDecimal:)).flatMap(validKcal)
        values.per100ml = record["kcal_per_100ml"].flatMap(Double.init(plainDecimal:)).flatMap(validKcal)
        values.carbs.perUnit = record["carbs"].flatMap(Double.init(plainDecimal:)).flatMap {
            valid($0, CarbValues.maximumPerUnit)
        }
        values.carbs.per100g = record["carbs_per_100g"].flatMap(Double.init(plainDecimal:)).flatMap {
            valid($0, CarbValues.maximumPer100)
        }
        values.carbs.per100ml = record["carbs_per_100ml"].flatMap(Double.init(plainDecimal:)).flatMap {
            valid($0, CarbValues.maximumPer100)
        }
        let key = record["key"].map(TextFolding.matchKey) ?? ""
        let estimator = record["estimator"] ?? ""
        guard !key.isEmpty, !values.isEmpty, !estimator.isEmpty else {
            report.add(.warning, ResolveMessage.pinNeedsFields, at: mark)
            return
        }
        if estimator == History.estimator {
            guard let day = record["day"].flatMap(LocalDate.init), let minute = record["minute"].flatMap(Int.init)
            else { return }
            history.learn(key, values, at: History.Position(day: day, minute: minute))
        } else if let at = record["at"] {
            add(Pin(key: key, values: values, estimator: estimator, at: at, replaces: record["replaces"]))
        }
    }

    private func validKcal(_ value: Double) -> Double? { valid(value, 100_000) }

    private func valid(_ value: Double, _ maximum: Double) -> Double? {
        value.isFinite && value >= 0 && value <= maximum ? value : nil
    }
}

/// `kcal: 120` / `kcal_per_100g: 156` … and the carbohydrate beside them (`carbs: 38`), for log lines.
func fields(_ values: KcalValues) -> String {
    var parts: [String] = []
    func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
    if let value = values.perUnit { parts.append("kcal: \(number(value))") }
    if let value = values.per100g { parts.append("kcal_per_100g: \(number(value))") }
    if let value = values.per100ml { parts.append("kcal_per_100ml: \(number(value))") }
    if let value = values.carbs.perUnit { parts.append("carbs: \(number(value))") }
    if let value = values.carbs.per100g { parts.append("carbs_per_100g: \(number(value))") }
    if let value = values.carbs.per100ml { parts.append("carbs_per_100ml: \(number(value))") }
    return parts.joined(separator: ", ")
}

extension PinnedEstimates {
    /// Appends to the log the `pins` whose food it does not pin yet and the `lessons` (history lines) it does not
    /// hold, in one write under its lock: another device or process may have pinned the same food meanwhile, and
    /// then its pin stands.
    /// Returns whether anything was written.
    public static func save(
        _ pins: [Pin], lessons: [String], in location: JournalLocation,
        fileSystem: any FileSystem
    ) throws(AppendFailure) -> Bool {
        guard !pins.isEmpty || !lessons.isEmpty else { return false }
        return try LineAppender(fileSystem: fileSystem).append(to: location.confined(path)) { existing in
            let (known, _) = load([(existing, path)])
            // One pass for the lessons not yet written, without holding every line of a long log at once.
            var missing = Set(lessons)
            var lines = LineReader(existing)
            while !missing.isEmpty, let line = lines.next() {
                missing.remove(String(decoding: line.bytes, as: UTF8.self))
            }
            var seen: Set<String> = []
            // A re-pin is written while what it replaces still holds the key: another device's re-pin meanwhile
            // stands.
            let new =
                pins.filter { pin in
                    known.find(pin.key)?.at == pin.replaces && seen.insert(pin.key).inserted
                }.map { $0.line }
                + lessons.filter(missing.contains)
            return new.isEmpty ? .skip : .write(new.joined(separator: "\n"), prefix: "")
        } != nil
    }
}
