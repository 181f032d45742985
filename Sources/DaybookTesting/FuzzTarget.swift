import DaybookCore
import DaybookEstimators

/// What the fuzzer (the package in Fuzz/) feeds arbitrary bytes to, and `swift test` replays the inputs that once
/// broke something through. Each target runs input as far into daybook as it can go — parsing, resolving,
/// summarising — and checks what must hold whatever the input; a violation traps, which the fuzzer reports.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// One journal line, after `- `.
    case line
    /// A whole day file: front matter, headings, fences, nested items, conflict markers.
    case dayFile = "day-file"
    /// The YAML reader, and every loader built on it: daybook.yaml, foods.yaml, the pin log, config.yaml.
    case yaml
    /// A day file and its Syncthing conflict copy (the input split at its first NUL byte), and git markers.
    case conflicts
    /// daybook.yaml and foods.yaml each with a Syncthing conflict copy (the input split at its first NUL byte: the
    /// original, then the copy), merged key by key.
    case yamlMerge = "yaml-merge"
    /// An export for `import glucose` (Nightscout JSON, LibreView or Dexcom Clarity CSV), then the glucose file its
    /// readings make, read back into a report.
    case glucoseImport = "glucose-import"
    /// The language server's framing: the input fed to `MessageFramer` whole and in pieces its own bytes decide.
    case framer
    /// What other programs read: the input as a day's lines, through every output format (`FuzzTarget+Outputs`).
    case outputs

    public func run(_ bytes: [UInt8]) {
        switch self {
        case .line: FuzzTarget.line(bytes)
        case .dayFile: FuzzTarget.dayFile(bytes)
        case .yaml: FuzzTarget.yaml(bytes)
        case .conflicts: FuzzTarget.conflicts(bytes)
        case .yamlMerge: FuzzTarget.yamlMerge(bytes)
        case .glucoseImport: FuzzTarget.glucoseImport(bytes)
        case .framer: FuzzTarget.framer(bytes)
        case .outputs: FuzzTarget.outputs(bytes)
        }
    }

    static let config =
        "target: 1800\nday_starts: \"04:00\"\ndoses:\n  long: {aliases: [tresiba], window: \"22:00-23:00\", per_day: 1}\n  rapid: {aliases: [速効]}\n"
    static let foods = "alfort: {aliases: [アルフォート], kcal: 55}\nrice: {aliases: [ごはん], kcal: 234, kcal_per_100g: 156}\n"
    static let day = LocalDate(year: 2026, month: 11, day: 29) ?? .unixEpoch
    static let now = LocalDateTime(date: day, time: TimeOfDay(hour: 21, minute: 0) ?? .midnight)

    /// The standard doses' parser, built once: a parser holds no state between lines, so every input is read by the
    /// same one (built per input, it was most of the target's time).
    private static let standardParser = EntryParser(doses: DoseDefinition.standard)

    private static func line(_ bytes: [UInt8]) {
        let text = "- " + String(decoding: bytes, as: UTF8.self)
        let parsed = standardParser.parse(
            line: text, contentStart: 2,
            location: SourceLocation(file: "f.md", line: 1))
        guard let entry = parsed.entry else { return }
        let again = standardParser.parse(
            line: text, contentStart: 2,
            location: SourceLocation(file: "f.md", line: 1))
        precondition(again.entry == entry, "the same line read twice gave two entries")
        let (resolved, _) = Resolver(foods: FoodTable(), estimator: StubEstimator()).resolve(entry)
        let balance = Balance(entries: [resolved], target: 2000)
        precondition(balance.eaten >= 0 && balance.activity <= 0, "eaten and activity have their signs")
        // The same line struck through is shown and never counted.
        guard !bytes.contains(UInt8(ascii: "~")), !bytes.contains(0x0A), !bytes.contains(0x0D) else { return }
        let struck = "- ~~" + String(decoding: bytes, as: UTF8.self) + "~~"
        guard
            let cancelled =
                standardParser
                .parse(line: struck, contentStart: 2, location: SourceLocation(file: "f.md", line: 1)).entry
        else { return }
        let (resolvedStruck, _) = Resolver(foods: FoodTable(), estimator: StubEstimator()).resolve(cancelled)
        let none = Balance(entries: [resolvedStruck], target: 2000)
        precondition(none.eaten == 0 && none.activity == 0, "a struck-through line counted")
    }

    private static func dayFile(_ bytes: [UInt8]) {
        let files = MemoryFileSystem(["daybook.yaml": config, "foods.yaml": foods])
        files.write("2026-11-29.md", bytes: bytes)
        files.write("notes/food.md", bytes: Array("## 2026-11-28\n".utf8) + bytes)
        summarise(files)
        // A line appended to the day's file, or to a single-file journal, is read as one of the day, or not written.
        let settings = ConfigLoader.load(Array(config.utf8)).0
        for location in [JournalLocation(root: "."), JournalLocation(root: "notes", singleFile: "food.md")] {
            let path = location.singleFile.map { location.path($0) } ?? "2026-11-29.md"
            let before = files.contents(path)
            let line = "- 22:30 long 12u"
            let writer = JournalWriter(fileSystem: files, location: location, config: settings)
            do {
                _ = try writer.append(line, to: day)
                let journal = JournalReader(fileSystem: files).read(location, selection: .dates([day]))
                precondition(
                    journal.day(day).entries.contains { $0.sourceLine == line },
                    "an appended line is not read as one of its day")
            } catch {
                precondition(files.contents(path) == before, "a refused append changed the file")
            }
        }
    }

    private static func yaml(_ bytes: [UInt8]) {
        _ = try? YAMLParser.parse(bytes)
        _ = LocalSettings.load(bytes, file: "config.yaml")
        _ = Consent.load(bytes)
        _ = PinnedEstimates.load([(bytes, ".daybook/estimates.yaml")])
        let files = MemoryFileSystem(["2026-11-29.md": "- 12:00 lunch: ramen, アルフォート3枚\n- 22:10 long 12u\n"])
        files.write("daybook.yaml", bytes: bytes)
        files.write("foods.yaml", bytes: bytes)
        files.write(".daybook/estimates.yaml", bytes: bytes)
        summarise(files)
    }

    private static func conflicts(_ bytes: [UInt8]) {
        let split = bytes.firstIndex(of: 0) ?? bytes.count / 2
        let original = Array(bytes[..<split])
        let copy = Array(bytes[min(split + 1, bytes.count)...])
        let files = MemoryFileSystem(["daybook.yaml": config])
        files.write("2026-11-29.md", bytes: original)
        files.write("2026-11-29.sync-conflict-20261129-101010-ABCDEF1.md", bytes: copy)
        let merged = summarise(files)
        // The copy adds what the original lacks: never fewer entries than the original alone.
        let alone = MemoryFileSystem(["daybook.yaml": config])
        alone.write("2026-11-29.md", bytes: original)
        let single = summarise(alone)
        precondition(merged.entries.count >= single.entries.count, "a conflict copy lost an entry")
        if let (resolved, conflicts) = GitConflicts.union(bytes) {
            // Taking markers out invents nothing: every line left was a line of the input.
            func lines(_ bytes: [UInt8]) -> [String] {
                bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map {
                    String(decoding: $0, as: UTF8.self)
                }
            }
            let input = Set(lines(bytes))
            let left = resolved.isEmpty ? [] : lines(resolved)
            precondition(conflicts > 0 && left.allSatisfy(input.contains), "resolving conflicts invented a line")
        }
        // `resolve` changes nothing the journal counts: what it folds and takes out counts the same afterwards.
        let resolving = MemoryFileSystem(["daybook.yaml": config])
        resolving.write("2026-11-29.md", bytes: original)
        resolving.write("2026-11-29.sync-conflict-20261129-101010-ABCDEF1.md", bytes: copy)
        resolving.write("notes/food.md", bytes: bytes)
        let counted = entries(resolving)
        let location = JournalLocation(root: ".")
        let actions = ConflictResolution.plan(location, fileSystem: resolving)
        let applied: Void? = try? {
            try ConflictResolution.prepare(actions, in: location, fileSystem: resolving)
            try ConflictResolution.apply(actions, in: location, fileSystem: resolving, stamp: "0") { _ in }
        }()
        if applied != nil { precondition(entries(resolving) == counted, "resolve changed what the journal counts") }
    }

    /// Every entry of the journal as (day, time, slot, text), sorted.
    private static func entries(_ files: MemoryFileSystem) -> [String] {
        let journal = JournalReader(fileSystem: files).read(JournalLocation(root: "."), selection: .all)
        return journal.days.values.flatMap { day in
            day.entries.map { entry in
                "\(day.date) \(entry.time.map { "\($0)" } ?? "-") \(entry.slot?.rawValue ?? "-") \(entry.text)"
            }
        }.sorted()
    }

    private static func yamlMerge(_ bytes: [UInt8]) {
        let split = bytes.firstIndex(of: 0) ?? bytes.count / 2
        let original = Array(bytes[..<split])
        let copy = Array(bytes[min(split + 1, bytes.count)...])
        let files = MemoryFileSystem([
            "2026-11-29.md": "- 12:00 lunch: ramen, アルフォート3枚\n- 22:10 long 12u\n"
                + "- 22:30 rapid 4u\n"
        ])
        for name in ["daybook", "foods"] {
            files.write("\(name).yaml", bytes: original)
            files.write("\(name).sync-conflict-20261129-101010-ABCDEF1.yaml", bytes: copy)
        }
        summarise(files)
        guard let mine = try? YAMLParser.parse(original), let theirs = try? YAMLParser.parse(copy) else { return }
        let merge = YAMLMerge(mine)
        let added = merge.add(theirs)
        let merged = merge.result
        guard let before = mine.mapping, let after = merged.mapping else {
            precondition(added.count == 0 && merged == mine, "a document that is not a mapping took something in")
            return
        }
        // The original wins: each of its keys keeps its place, and its value unless both are mappings.
        for (index, pair) in before.enumerated() {
            precondition(after[index].key == pair.key, "merging moved or lost a key of the original")
            precondition(
                pair.value.mapping != nil || after[index].value == pair.value,
                "merging changed a value of the original")
        }
        precondition(added.keys.count == after.count - before.count, "merging added keys it did not report")
        // Folding a document into itself adds nothing.
        precondition(YAMLMerge(mine).add(mine).count == 0, "a document merged with itself added something")
    }

    private static func glucoseImport(_ bytes: [UInt8]) {
        let imported = GlucoseImport.read(bytes, file: "export", utcOffset: { _ in 9 * 3600 })
        precondition(!imported.refused || imported.readings.isEmpty, "a refused file gave readings")
        precondition(
            imported.readings.allSatisfy { GlucoseReading.plausibleRange.contains($0.mgdl) },
            "an implausible value became a reading")
        let files = MemoryFileSystem([
            "daybook.yaml": config, "2026-11-29.md": "- 12:00 lunch: ramen\n- 22:10 long 12u\n",
        ])
        let (outcomes, failure) = GlucoseStoreWriter(fileSystem: files, location: JournalLocation(root: "."))
            .append(imported.readings)
        precondition(failure == nil, "writing to memory failed")
        // Every reading written reads back: what import accepts, the glucose files accept.
        var stored = 0
        for outcome in outcomes {
            let (readings, problems) = GlucoseStore.read(
                outcome.month...outcome.month, in: JournalLocation(root: "."),
                fileSystem: files)
            precondition(problems.isEmpty && readings.count == outcome.added, "a written reading did not read back")
            stored += readings.count
        }
        precondition(stored <= imported.readings.count, "more readings stored than imported")
        let journal = JournalReader(fileSystem: files).read(JournalLocation(root: "."), selection: .all)
        let resolved = journal.resolvedDays { journal.resolver() }
        if let period = Period(days: 3, endingOn: day) {
            let report = Report(journal: journal, period: period, now: now, resolved: resolved.days)
            let glucose = GlucoseReport.read(report, journal: journal, fileSystem: files).report
            precondition(
                (glucose.period.inRange ?? 0) + (glucose.period.belowRange ?? 0) + (glucose.period.aboveRange ?? 0)
                    <= 100.000_001, "range shares add up to more than all readings")
            _ = glucose.profile(binMinutes: 60)
        }
    }

    /// Reads the journal, resolves every day, summarises the day and a report around it.
    @discardableResult
    private static func summarise(_ files: MemoryFileSystem) -> DaySummary {
        let journal = JournalReader(fileSystem: files).read(JournalLocation(root: "."), selection: .all)
        let resolved = journal.resolvedDays { journal.resolver() }
        if let period = Period(days: 3, endingOn: day) {
            _ = Report(journal: journal, period: period, now: now, resolved: resolved.days)
        }
        return DaySummary(journal: journal, date: day, now: now, resolver: journal.resolver())
    }
}
