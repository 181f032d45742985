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

    /// The readings of `months` (and of those files' Syncthing conflict copies), each reading once, in time order,
    /// with problems found in the files. A missing file or folder is no problem.
    public static func read(
        _ months: ClosedRange<GlucoseMonth>, in location: JournalLocation,
        fileSystem: any FileSystem
    ) -> (readings: [GlucoseReading], diagnostics: [Diagnostic]) {
        let names = fileNames(months, in: location, fileSystem: fileSystem)
        // Each file on its own core: a quarter's files are read and parsed side by side.
        let files = names.concurrentMap(minimumCount: 2) {
            name -> (readings: [GlucoseReading], diagnostics: [Diagnostic]) in
            let relative = folder + "/" + name
            do throws(FileSystemError) {
                let bytes = try fileSystem.read(location.path(relative))
                var readings: [GlucoseReading] = []
                readings.reserveCapacity(bytes.count / 30)
                let diagnostics = parse(bytes, file: relative, into: &readings)
                return (readings, diagnostics)
            } catch {
                return (
                    [],
                    [
                        Diagnostic(
                            .error, file: relative,
                            message: JournalMessage.cannotRead(reason: error.reasonText),
                            hint: JournalMessage.glucoseUncountedUntilReadable)
                    ]
                )
            }
        }
        var readings: [GlucoseReading] = []
        readings.reserveCapacity(files.reduce(0) { $0 + $1.readings.count })
        for file in files { readings += file.readings }
        let diagnostics = files.flatMap { $0.diagnostics }
        GlucoseReading.sortUnique(&readings)
        return (readings, diagnostics)
    }

    /// The glucose files of `months` (and their conflict copies), by name in name order.
    public static func fileNames(
        _ months: ClosedRange<GlucoseMonth>, in location: JournalLocation, fileSystem: any FileSystem
    ) -> [String] {
        guard let entries = try? fileSystem.list(location.path(folder)) else { return [] }
        return entries.map { $0.name }.filter { name in
            guard let month = GlucoseMonth(fileName: ConflictCopy.original(of: name) ?? name) else { return false }
            return months.contains(month)
        }.sorted()
    }

    /// The problems in every glucose file, for `check`.
    public static func problems(in location: JournalLocation, fileSystem: any FileSystem) -> [Diagnostic] {
        read(GlucoseMonth(LocalDate.earliest)...GlucoseMonth(LocalDate.latest), in: location, fileSystem: fileSystem)
            .diagnostics
    }

    /// The months a period's journal days reach: a day's last hours (before `day_starts`) fall on the next date.
    public static func months(for period: Period) -> ClosedRange<GlucoseMonth> {
        GlucoseMonth(period.first)...GlucoseMonth(period.last.adding(days: 1) ?? period.last)
    }

    /// The rows of one file, and a diagnostic for each row that cannot be read (`hint` says what to do about it).
    static func parse(
        _ bytes: [UInt8], file: String,
        hint: GlucoseMessage = .storeFixByHand
    )
        -> (readings: [GlucoseReading], diagnostics: [Diagnostic])
    {
        var readings: [GlucoseReading] = []
        let diagnostics = parse(bytes, file: file, hint: hint, into: &readings)
        return (readings, diagnostics)
    }

    /// Appends the rows of one file to `readings`; a diagnostic for each row that cannot be read.
    static func parse(
        _ bytes: [UInt8], file: String,
        hint: GlucoseMessage = .storeFixByHand,
        into readings: inout [GlucoseReading]
    ) -> [Diagnostic] {
        var problems = RowProblems(file: file, hint: hint)
        var dates = DayNumberCache()
        bytes.withUnsafeBufferPointer { buffer in
            var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            var number = 0
            while start < buffer.count {
                number += 1
                if let (reading, next) = GlucoseStoreRow.parse(in: buffer, at: start, dates: &dates) {
                    readings.append(reading)
                    start = next
                    continue
                }
                var end = start
                while end < buffer.count, buffer[end] != 0x0A { end += 1 }
                let line = bytes[start..<(end > start && buffer[end - 1] == 0x0D ? end - 1 : end)]
                start = end + 1
                if line.isEmpty || (number == 1 && line.elementsEqual(header.utf8)) { continue }
                guard line.count <= maximumRowBytes else {
                    problems.add(
                        .storeRowTooLong(limit: maximumRowBytes), line: number,
                        text: line)
                    continue
                }
                switch GlucoseStoreRow.problem(line) {
                case .shape:
                    problems.add(.storeRowShape, line: number, text: line)
                case .time:
                    problems.add(.storeRowTime, line: number, text: line)
                case .value:
                    problems.add(.storeRowValue, line: number, text: line)
                case .source(let name):
                    problems.add(
                        .storeRowSource(name: VisibleText.escaped(name)), line: number,
                        text: line)
                }
            }
        }
        return problems.all
    }
}
