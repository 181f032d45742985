import Testing

@testable import DaybookCore

/// The report cache's encodings: what is written reads back the same, and anything cut short or out of range is
/// refused rather than read as something else.
struct CacheBytesTests {
    @Test func valuesReadBackAsWritten() throws {
        var out = CacheWriter()
        let ints = [0, 1, -1, 63, -64, 64, 300, -300, Int.max, Int.min]
        for value in ints { out.int(value) }
        out.unsigned(UInt64.max)
        out.double(-0.0)
        out.double(1.5e300)
        out.optionalDouble(nil)
        out.optionalInt(7)
        out.string("朝: 納豆")
        out.optionalString(nil)
        out.bool(true)
        try CacheReader.read(out.bytes, range: 0..<out.bytes.count) { (input) throws(CacheReader.Malformed) in
            for value in ints { #expect(try input.int() == value) }
            #expect(try input.unsigned() == UInt64.max)
            #expect(try input.double().bitPattern == (-0.0).bitPattern)
            #expect(try input.double() == 1.5e300)
            #expect(try input.optionalDouble() == nil)
            #expect(try input.optionalInt() == 7)
            #expect(try input.string() == "朝: 納豆")
            #expect(try input.optionalString() == nil)
            #expect(try input.bool())
            #expect(input.isAtEnd)
        }
    }

    /// Reads `bytes` whole with `body`.
    private func reading<T>(
        _ bytes: [UInt8], _ body: (inout CacheReader) throws(CacheReader.Malformed) -> T
    ) throws(CacheReader.Malformed) -> T {
        try CacheReader.read(bytes, range: 0..<bytes.count, body)
    }

    @Test func cutShortOrOutOfRangeIsRefused() {
        var out = CacheWriter()
        out.string("a string of some length")
        let cut = Array(out.bytes.dropLast())
        #expect(throws: CacheReader.Malformed.self) {
            try reading(cut) { (input) throws(CacheReader.Malformed) in try input.string() }
        }
        // Eleven bytes of continuation: no 64-bit number is that long.
        let long = [UInt8](repeating: 0xFF, count: 10) + [0x01]
        #expect(throws: CacheReader.Malformed.self) {
            try reading(long) { (input) throws(CacheReader.Malformed) in try input.unsigned() }
        }
        // A count larger than what is left.
        var counted = CacheWriter()
        counted.unsigned(1_000_000)
        #expect(throws: CacheReader.Malformed.self) {
            try reading(counted.bytes) { (input) throws(CacheReader.Malformed) in
                try input.list { (input) throws(CacheReader.Malformed) in try input.int() }
            }
        }
        #expect(throws: CacheReader.Malformed.self) {
            try reading([2]) { (input) throws(CacheReader.Malformed) in try input.bool() }
        }
        #expect(throws: CacheReader.Malformed.self) {
            try CacheReader.read([1, 2], range: 1..<3) { (input) throws(CacheReader.Malformed) in try input.byte() }
        }
    }

    @Test func aDayReadsBackAsKept() throws {
        var balance = Balance(entries: [], target: 1800)
        balance.eaten = 1234
        balance.remaining = 566
        balance.approximate = true
        let dose = DoseStatus(
            cached: "long", state: .taken, count: 1, units: 12, times: [TimeOfDay(unchecked: 1320)], later: [],
            window: DoseWindow(start: TimeOfDay(unchecked: 1290), end: TimeOfDay(unchecked: 1410)), perDay: 1)
        let warning = Diagnostic(
            .warning, file: "2026/11/2026-11-05.md", line: 5, column: 9, message: Localized(en: "unknown", ja: "不明"),
            sourceLine: "- 14:00 mystery stew", hint: Localized(en: "add it", ja: "追加"), topic: .conflict)
        var day = CachedDay(
            DaySummary(
                journal: Journal.empty,
                resolved: ResolvedDay(day: Day(date: date("2026-11-05")), entries: [], diagnostics: []),
                now: now("2026-11-29T21:00")),
            lessons: [History.Lesson(key: "ramen", values: KcalValues(perUnit: 605), minute: 480)],
            digests: ResolutionDigests())
        var keys = CacheWriter()
        keys.list(["ramen", "soup"]) { $0.string($1) }
        keys.list(["soup"]) { $0.string($1) }
        day.keyBytes = keys.bytes[...]
        day.dependencies = 42
        day.balance = balance
        day.doses = [dose]
        day.diagnostics = [warning]
        day.unreadInsulin = [
            UnreadInsulinLine(
                location: SourceLocation(file: "2026/11/2026-11-05.md", line: 6), insulin: .dose("long"),
                sourceLine: "- 22:00 forgot lantus 12u"),
            UnreadInsulinLine(
                location: SourceLocation(file: "2026/11/2026-11-05.md", line: 7), insulin: .anyKind,
                sourceLine: "- 22:10 mypen 2u", name: "mypen"),
            UnreadInsulinLine(location: SourceLocation(file: "x.md", line: 0), insulin: .longActing, sourceLine: nil),
            UnreadInsulinLine(location: SourceLocation(file: "x.md", line: 9), insulin: .rapidActing, sourceLine: ""),
        ]
        day.carbs = CarbTotal(grams: 62.5, unknownItems: 1, isApproximate: true)
        var out = CacheWriter()
        day.write(to: &out)
        let read = try reading(out.bytes) { (input) throws(CacheReader.Malformed) in
            let read = try CachedDay(from: &input)
            #expect(input.isAtEnd)
            return read
        }
        #expect(read == day)
        #expect(read.keys()?.history == ["ramen", "soup"])
        #expect(read.keys()?.pins == ["soup"])
    }
}

extension Journal {
    /// A journal of nothing, for summaries made by hand.
    static var empty: Journal {
        Journal(location: JournalLocation(root: "."), config: Config(), foods: FoodTable(), pinned: PinnedEstimates())
    }
}
