/// Pinned estimates, `.daybook/estimates.yaml`: once an estimator has put a number on a food, every device and
/// every later run shows that number, whatever estimator or built-in table comes later. The file is an append-only
/// log, one record per line, that syncs with the journal:
///
///     - {key: mystery stew, kcal: 520, estimator: stub, at: "2026-11-29T19:02:11"}
///     - {key: rice, kcal_per_100g: 156, estimator: openai, at: "2026-11-29T12:30:40"}
///     - {key: curry rice, kcal: 850, estimator: history, day: 2026-11-28, minute: 900}
///
/// For a key pinned twice (two devices, a merge), the earliest `at` wins, ties by the smaller value: the same on
/// every device. `history` records are what explicit kcal in the journal taught (see `History`). Records are read
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

        public init(key: String, values: KcalValues, estimator: String, at: String) {
            self.key = key
            self.values = values
            self.estimator = estimator
            self.at = at
        }

        /// The log line for this pin.
        public var line: String {
            "- {key: \(YAMLScalar.render(key)), \(fields(values)), estimator: \(YAMLScalar.render(estimator)), "
                + "at: \"\(at)\"}"
        }
    }

    private var pins: [NameKey: Pin] = [:]
    /// What explicit kcal taught, as read from the log.
    public private(set) var history = History()

    public init() {}

    /// The pinned estimate for a food name in matching form.
    public func find(_ key: String) -> Pin? {
        pins[NameKey(key)]
    }

    public var count: Int { pins.count }

    /// Adds a pin unless an earlier one (or an equally early, smaller one) holds the key.
    mutating func add(_ pin: Pin) {
        if let current = pins[NameKey(pin.key)], !PinnedEstimates.precedes(pin, current) { return }
        pins[NameKey(pin.key)] = pin
    }

    private static func precedes(_ a: Pin, _ b: Pin) -> Bool {
        if a.at != b.at { return a.at < b.at }
        return (a.values.perUnit ?? .infinity, a.values.per100g ?? .infinity, a.values.per100ml ?? .infinity)
            < (b.values.perUnit ?? .infinity, b.values.per100g ?? .infinity, b.values.per100ml ?? .infinity)
    }

    /// Reads the log and its Syncthing conflict copies: all their records count, one result on every device.
    public static func load(_ files: [(bytes: [UInt8], file: String)]) -> (PinnedEstimates, [Diagnostic]) {
        var pinned = PinnedEstimates()
        var diagnostics: [Diagnostic] = []
        for (bytes, file) in files {
            var lines = LineReader(bytes)
            while let line = lines.next() {
                let text = String(decoding: line.bytes, as: UTF8.self)
                let trimmed = text.trimmingSpaces
                guard !trimmed.isEmpty, !trimmed.hasPrefix("#"), GitConflicts.isMarker(trimmed) == false else { continue }
                let parsed = Result { () throws(YAMLError) in try record(line.bytes, text) }
                guard case .success(let record?) = parsed else {
                    var problem: YAMLError?
                    if case .failure(let error) = parsed { problem = error }
                    diagnostics.append(.warning("not a pinned estimate\(problem.map { " (\($0.message))" } ?? ""); "
                                                    + "this line is ignored",
                                                at: SourceLocation(file: file, line: line.number),
                                                column: problem?.mark.column ?? 0, sourceLine: text,
                                                hint: "each line is '- {key: NAME, kcal: N, estimator: NAME, at: TIME}'"))
                    continue
                }
                pinned.read(record, file: file, line: line.number, text: text, &diagnostics)
            }
        }
        return (pinned, diagnostics)
    }

    /// A line's fields: as `LogLine` reads them, else as YAML does; nil when it is YAML but not a record.
    private static func record(_ bytes: ArraySlice<UInt8>, _ text: String) throws(YAMLError) -> [String: String]? {
        if let fields = LogLine.fields(bytes) { return fields }
        return try yamlFields(text)
    }

    /// A line as YAML reads it, for what `LogLine` leaves alone (a line a person edited, escapes, odd quoting); nil
    /// when it is YAML but not a record.
    private static func yamlFields(_ text: String) throws(YAMLError) -> [String: String]? {
        guard let fields = try YAMLParser.parse(Array(text.utf8))?.sequence?.first?.mapping else { return nil }
        var record: [String: String] = [:]
        for field in fields {
            if let key = field.key.scalar, let value = field.value.scalar { record[key] = value }
        }
        return record
    }

    private mutating func read(_ record: [String: String], file: String, line: Int, text: String,
                               _ diagnostics: inout [Diagnostic]) {
        var values = KcalValues()
        values.perUnit = record["kcal"].flatMap(Double.init).flatMap(validKcal)
        values.per100g = record["kcal_per_100g"].flatMap(Double.init).flatMap(validKcal)
        values.per100ml = record["kcal_per_100ml"].flatMap(Double.init).flatMap(validKcal)
        let key = record["key"].map(TextFolding.matchKey) ?? ""
        let estimator = record["estimator"] ?? ""
        guard !key.isEmpty, !values.isEmpty, !estimator.isEmpty else {
            diagnostics.append(.warning("a pinned estimate needs a key, a kcal value and an estimator; this line is "
                                        + "ignored", at: SourceLocation(file: file, line: line), sourceLine: text))
            return
        }
        if estimator == History.estimator {
            guard let day = record["day"].flatMap(LocalDate.init), let minute = record["minute"].flatMap(Int.init)
            else { return }
            history.learn(key, values, at: History.Position(day: day, minute: minute))
        } else if let at = record["at"] {
            add(Pin(key: key, values: values, estimator: estimator, at: at))
        }
    }

    private func validKcal(_ value: Double) -> Double? {
        value.isFinite && value >= 0 && value <= 100_000 ? value : nil
    }
}

/// `kcal: 120` / `kcal_per_100g: 156` …, for log lines.
func fields(_ values: KcalValues) -> String {
    var parts: [String] = []
    func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
    if let value = values.perUnit { parts.append("kcal: \(number(value))") }
    if let value = values.per100g { parts.append("kcal_per_100g: \(number(value))") }
    if let value = values.per100ml { parts.append("kcal_per_100ml: \(number(value))") }
    return parts.joined(separator: ", ")
}

extension PinnedEstimates {
    /// Appends to the log the `pins` whose food it does not pin yet and the `lessons` (history lines) it does not
    /// hold, in one write under its lock: another device or process may have pinned the same food meanwhile, and
    /// then its pin stands.
    /// Returns whether anything was written.
    public static func save(_ pins: [Pin], lessons: [String], in location: JournalLocation,
                            fileSystem: any FileSystem) throws(LineAppender.Failure) -> Bool {
        guard !pins.isEmpty || !lessons.isEmpty else { return false }
        return try LineAppender(fileSystem: fileSystem).append(to: location.path(path)) { existing in
            let (known, _) = load([(existing, path)])
            let lines = Set(String(decoding: existing, as: UTF8.self).split(separator: "\n").map(String.init))
            var seen: Set<String> = []
            let new = pins.filter { known.find($0.key) == nil && seen.insert($0.key).inserted }.map(\.line)
                + lessons.filter { !lines.contains($0) }
            return new.isEmpty ? .skip : .write(new.joined(separator: "\n"), prefix: "")
        } != nil
    }
}
