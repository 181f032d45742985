/// The glucose files inside the journal: `glucose/YYYY-MM.csv`, one per calendar month, plain text that syncs
/// like the rest of the journal. Each starts with the line `time,mg_dl,source`; each row is one reading
/// (`GlucoseStoreRow`). daybook only appends to them, a whole import's rows for a month in one write, so a file holds
/// each import's rows whole or not at all; rows already there (same time and source) are never added again.
/// Rows are appended in time order per import; readers sort, so an older export imported later still counts.
public enum GlucoseStore {
    public static let folder = "glucose"
    public static let header = "time,mg_dl,source"

    /// Rows longer than this are reported and not read: a row is some 30 bytes.
    static let maximumRowBytes = 200

    /// The readings of `months` (and of those files' Syncthing conflict copies), each reading once, in no
    /// particular order, with problems found in the files. A missing file or folder is no problem.
    public static func read(_ months: ClosedRange<GlucoseMonth>, in location: JournalLocation,
                            fileSystem: any FileSystem) -> (readings: [GlucoseReading], diagnostics: [Diagnostic]) {
        guard let entries = try? fileSystem.list(location.path(folder)) else { return ([], []) }
        let names = entries.map(\.name).filter { name in
            guard let month = GlucoseMonth(fileName: ConflictCopy.original(of: name) ?? name) else { return false }
            return months.contains(month)
        }.sorted()
        var readings: [GlucoseReading] = []
        var diagnostics: [Diagnostic] = []
        var seen = Set<ReadingKey>()
        for name in names {
            let relative = folder + "/" + name
            do {
                let bytes = try fileSystem.read(location.path(relative))
                let (found, problems) = parse(bytes, file: relative)
                for reading in found where seen.insert(ReadingKey(reading)).inserted { readings.append(reading) }
                diagnostics += problems
            } catch {
                diagnostics.append(Diagnostic(.error, file: relative, message: "cannot read: \(error.reasonText)",
                                              hint: "until it can be read, its glucose readings are not counted"))
            }
        }
        return (readings, diagnostics)
    }

    /// The months a period's journal days reach: a day's last hours (before `day_starts`) fall on the next date.
    public static func months(for period: Period) -> ClosedRange<GlucoseMonth> {
        GlucoseMonth(period.first)...GlucoseMonth(period.last.adding(days: 1) ?? period.last)
    }

    /// The rows of one file, and a diagnostic for each row that cannot be read (`hint` says what to do about it).
    static func parse(_ bytes: [UInt8], file: String,
                      hint: String = "daybook only appends to this file; fix or remove the row by hand")
        -> (readings: [GlucoseReading], diagnostics: [Diagnostic]) {
        var readings: [GlucoseReading] = []
        var problems = RowProblems(file: file, hint: hint)
        var lines = LineReader(bytes)
        while let line = lines.next() {
            if line.bytes.isEmpty || (line.number == 1 && line.bytes.elementsEqual(header.utf8)) { continue }
            guard line.bytes.count <= maximumRowBytes else {
                problems.add("this row is longer than \(maximumRowBytes) bytes and is not read", line: line.number,
                             text: line.bytes)
                continue
            }
            switch GlucoseStoreRow.parse(line.bytes) {
            case .success(let reading):
                readings.append(reading)
            case .failure(.shape):
                problems.add("this row is not 'time,mg_dl,source' and is not read", line: line.number, text: line.bytes)
            case .failure(.time):
                problems.add("this row's time is not a time from 2000 to 2099 like 2026-11-29T12:30:05; it is not read",
                             line: line.number, text: line.bytes)
            case .failure(.value):
                problems.add("this row's glucose is not a number of mg/dL from 10 to 1000; it is not read",
                             line: line.number, text: line.bytes)
            case .failure(.source(let name)):
                problems.add("this row's source '\(VisibleText.of(name))' is unknown; it is not read", line: line.number,
                             text: line.bytes)
            }
        }
        return (readings, problems.all)
    }
}

/// What makes two readings the same one: the same second from the same source.
struct ReadingKey: Hashable {
    let second: Int
    let source: GlucoseSource

    init(_ reading: GlucoseReading) {
        second = reading.second
        source = reading.source
    }
}
