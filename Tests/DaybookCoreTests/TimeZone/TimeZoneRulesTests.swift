import DaybookTesting
import Foundation
import Testing

@testable import DaybookCore

/// The tz database's own files read back (tzdata on this machine, which scripts/setup installs), POSIX rules as
/// `TZ` holds them, and wall-clock times the clock skipped or repeated read as calendars read them.
struct TimeZoneRulesTests {
    private func zone(_ name: String) throws -> TimeZoneRules {
        let bytes = try #require(FileManager.default.contents(atPath: "/usr/share/zoneinfo/" + name))
        return try #require(TimeZoneRules(tzif: Array(bytes)))
    }

    /// Local seconds of `2026-03-08T02:30`.
    private func local(_ text: String, second: Int = 0) throws -> Int {
        let time = try #require(LocalDateTime(text))
        return time.minuteNumber * 60 + second
    }

    private func utc(_ text: String) throws -> Int {
        try local(text)
    }

    @Test func newYorkSpringsForwardOnMarch8() throws {
        let newYork = try zone("America/New_York")
        // 02:30 never happened: read with the offset before the jump, it is 07:30 UTC, 03:30 daylight time.
        let skipped = newYork.utcSecond(ofLocal: try local("2026-03-08T02:30"))
        #expect(skipped.resolution == .skipped)
        #expect(skipped.utc == (try utc("2026-03-08T07:30")))
        #expect(newYork.offset(atUTC: skipped.utc) == -4 * 3600)
        // The minutes either side are ordinary; the skipped one lands an hour after 01:30.
        #expect(newYork.utcSecond(ofLocal: try local("2026-03-08T01:30")).utc == (try utc("2026-03-08T06:30")))
        #expect(newYork.utcSecond(ofLocal: try local("2026-03-08T01:59")).resolution == .unique)
        #expect(newYork.utcSecond(ofLocal: try local("2026-03-08T03:00")).utc == (try utc("2026-03-08T07:00")))
        #expect(newYork.utcSecond(ofLocal: try local("2026-03-08T03:00")).resolution == .unique)
    }

    @Test func newYorkFallsBackOnNovember1() throws {
        let newYork = try zone("America/New_York")
        // 01:30 happened twice: its first occurrence, daylight time, 05:30 UTC.
        let repeated = newYork.utcSecond(ofLocal: try local("2026-11-01T01:30"))
        #expect(repeated.resolution == .repeated)
        #expect(repeated.utc == (try utc("2026-11-01T05:30")))
        #expect(newYork.offset(atUTC: repeated.utc) == -4 * 3600)
        #expect(newYork.offset(atUTC: try utc("2026-11-01T06:30")) == -5 * 3600)
        #expect(newYork.utcSecond(ofLocal: try local("2026-11-01T00:59")).resolution == .unique)
        let after = newYork.utcSecond(ofLocal: try local("2026-11-01T02:00"))
        #expect(after == (try utc("2026-11-01T07:00"), .unique))
    }

    @Test func tokyoIsNineHoursEastAllYear() throws {
        let tokyo = try zone("Asia/Tokyo")
        for text in ["2026-01-15T12:00", "2026-07-01T00:00", "2099-12-31T23:59", "2001-03-08T02:30"] {
            let found = tokyo.utcSecond(ofLocal: try local(text))
            #expect(found.resolution == .unique)
            #expect(found.utc == (try local(text)) - 9 * 3600)
            #expect(tokyo.offset(atUTC: found.utc) == 9 * 3600)
        }
    }

    /// Past the last transition the file lists, its POSIX footer decides.
    @Test func theFooterRuleDecidesLaterYears() throws {
        let newYork = try zone("America/New_York")
        #expect(newYork.offset(atUTC: try utc("2080-07-01T12:00")) == -4 * 3600)
        #expect(newYork.offset(atUTC: try utc("2080-12-01T12:00")) == -5 * 3600)
        #expect(newYork.utcSecond(ofLocal: try local("2080-03-10T02:30")).resolution == .skipped)
        let london = try zone("Europe/London")
        #expect(london.offset(atUTC: try utc("1990-07-01T12:00")) == 3600)
        #expect(london.offset(atUTC: try utc("2026-01-01T12:00")) == 0)
    }

    @Test func posixRulesAsTZHoldsThem() throws {
        let central = try #require(TimeZoneRules(posix: "CET-1CEST,M3.5.0,M10.5.0/3"))
        #expect(central.offset(atUTC: try utc("2026-07-01T12:00")) == 7200)
        #expect(central.offset(atUTC: try utc("2026-11-28T12:00")) == 3600)
        #expect(central.utcSecond(ofLocal: try local("2026-03-29T02:30")).resolution == .skipped)
        let autumn = central.utcSecond(ofLocal: try local("2026-10-25T02:30"))
        #expect(autumn == (try utc("2026-10-25T00:30"), .repeated))
        let japan = try #require(TimeZoneRules(posix: "JST-9"))
        #expect(japan.offset(atUTC: try utc("2026-07-01T12:00")) == 9 * 3600)
        #expect(japan.utcSecond(ofLocal: try local("2026-03-08T02:30")) == (try utc("2026-03-07T17:30"), .unique))
        #expect(TimeZoneRules(posix: "<+0530>-5:30")?.offset(atUTC: 0) == 5 * 3600 + 1800)
        #expect(TimeZoneRules(posix: "EST5")?.offset(atUTC: 0) == -5 * 3600)
        // Daylight time without rules follows the US ones, an hour ahead.
        let eastern = try #require(TimeZoneRules(posix: "EST5EDT"))
        #expect(eastern.offset(atUTC: try utc("2026-07-01T12:00")) == -4 * 3600)
        #expect(eastern.utcSecond(ofLocal: try local("2026-03-08T02:30")).resolution == .skipped)
        // The southern summer spans the new year.
        let sydney = try #require(TimeZoneRules(posix: "AEST-10AEDT,M10.1.0,M4.1.0/3"))
        #expect(sydney.offset(atUTC: try utc("2026-01-15T00:00")) == 11 * 3600)
        #expect(sydney.offset(atUTC: try utc("2026-07-15T00:00")) == 10 * 3600)
        // Julian days never count February 29: J60 is March 1 in a leap year too.
        let julian = try #require(TimeZoneRules(posix: "XST0XDT,J60/0,J300/0"))
        #expect(julian.offset(atUTC: try utc("2028-02-29T12:00")) == 0)
        #expect(julian.offset(atUTC: try utc("2028-03-01T12:00")) == 3600)
        for broken in ["", "J", "EST", "EST5EDT,M3.2.0", "EST5EDT,M13.2.0,M11.1.0", "EST99", "<+05>", "E5"] {
            #expect(TimeZoneRules(posix: broken) == nil, "\(broken)")
        }
    }

    /// The file is read only as far as its counts say it reaches; anything short, too long or inconsistent is no
    /// zone, never a read past the end.
    @Test func brokenZoneFilesAreRefused() throws {
        let bytes = Array(try #require(FileManager.default.contents(atPath: "/usr/share/zoneinfo/America/New_York")))
        for length in stride(from: 0, to: bytes.count - 1, by: 7) {
            let cut = TimeZoneRules(tzif: Array(bytes.prefix(length)))
            #expect(cut == nil || cut == TimeZoneRules(tzif: Array(bytes.prefix(length))))
        }
        #expect(TimeZoneRules(tzif: Array(bytes.dropLast())) == nil)
        var badMagic = bytes
        badMagic[0] = UInt8(ascii: "X")
        #expect(TimeZoneRules(tzif: badMagic) == nil)
        // A huge transition count.
        var huge = bytes
        huge[32] = 0x7F
        #expect(TimeZoneRules(tzif: huge) == nil)
        #expect(TimeZoneRules(tzif: Array("TZif2".utf8)) == nil)
        #expect(TimeZoneRules(tzif: bytes + [UInt8](repeating: 0, count: TimeZoneRules.maximumTZifBytes)) == nil)
    }

    /// A version 2 file: an empty version 1 block, then 64-bit transitions, types and the footer.
    private func tzif(transitions: [(Int64, UInt8)], types: [(Int32, UInt8)], footer: String) -> [UInt8] {
        func be(_ value: UInt64, _ size: Int) -> [UInt8] {
            (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
        }
        func header(times: Int, types: Int) -> [UInt8] {
            Array("TZif2".utf8) + [UInt8](repeating: 0, count: 15)
                + [0, 0, 0, UInt64(times), UInt64(types), 1].flatMap { be($0, 4) }
        }
        var out = header(times: 0, types: 1) + [0, 0, 0, 0, 0, 0] + [0]
        out += header(times: transitions.count, types: types.count)
        out += transitions.flatMap { be(UInt64(bitPattern: $0.0), 8) } + transitions.map(\.1)
        out += types.flatMap { be(UInt64(UInt32(bitPattern: $0.0)), 4) + [$0.1, 0] } + [0]
        return out + Array("\n\(footer)\n".utf8)
    }

    @Test func aSmallFileWrittenByHand() throws {
        let spring = Int64(try utc("2026-03-08T07:00"))
        let autumn = Int64(try utc("2026-11-01T06:00"))
        let bytes = tzif(
            transitions: [(spring, 1), (autumn, 0)], types: [(-18000, 0), (-14400, 1)], footer: "EST5EDT,M3.2.0,M11.1.0"
        )
        let zone = try #require(TimeZoneRules(tzif: bytes))
        #expect(zone.offset(atUTC: Int(spring) - 1) == -18000)
        #expect(zone.offset(atUTC: Int(spring)) == -14400)
        #expect(zone.offset(atUTC: Int(autumn)) == -18000)
        #expect(zone.utcSecond(ofLocal: try local("2026-03-08T02:30")).resolution == .skipped)
        // A type index past the types, transitions out of order, a footer that is no rule, a daylight flag of 2.
        #expect(TimeZoneRules(tzif: tzif(transitions: [(spring, 2)], types: [(0, 0), (3600, 1)], footer: "")) == nil)
        #expect(
            TimeZoneRules(tzif: tzif(transitions: [(autumn, 0), (spring, 1)], types: [(0, 0), (3600, 1)], footer: ""))
                == nil)
        #expect(TimeZoneRules(tzif: tzif(transitions: [], types: [(0, 0)], footer: "nonsense")) == nil)
        #expect(TimeZoneRules(tzif: tzif(transitions: [], types: [(0, 2)], footer: "")) == nil)
        #expect(TimeZoneRules(tzif: tzif(transitions: [], types: [(100_000, 0)], footer: "")) == nil)
        #expect(TimeZoneRules(tzif: tzif(transitions: [], types: [(0, 0)], footer: "")) == .utc)
    }

    @Test func namesStayInTheZoneFolder() {
        for name in ["Asia/Tokyo", "America/New_York", "Etc/GMT+9", "UTC", "America/Argentina/Buenos_Aires"] {
            #expect(JournalTimeZone.isZoneName(name), "\(name)")
        }
        for name in [
            "", "../etc/passwd", "Asia/../../etc", ".hidden", "/etc/localtime", "Asia//Tokyo", "Asia/",
            "Asia/Tōkyō", "-rf", String(repeating: "a", count: 101),
        ] {
            #expect(!JournalTimeZone.isZoneName(name), "\(name)")
        }
    }

    /// The machine's zone as the C library finds it, through the file system daybook reads with.
    @Test func theMachineZone() throws {
        let tokyo = Array(try #require(FileManager.default.contents(atPath: "/usr/share/zoneinfo/Asia/Tokyo")))
        let files = MemoryFileSystem()
        files.write("/etc/localtime", bytes: tokyo)
        files.write("/usr/share/zoneinfo/Asia/Tokyo", bytes: tokyo)
        files.write("/zones/Asia/Tokyo", bytes: tokyo)
        func machine(_ environment: [String: String]) -> TimeZoneRules {
            JournalTimeZone.machine(environment: { environment[$0] }, fileSystem: files)
        }
        let nine = TimeZoneRules(tzif: tokyo)
        #expect(machine([:]) == nine)
        #expect(machine(["TZ": ""]) == .utc)
        #expect(machine(["TZ": ":Asia/Tokyo"]) == nine)
        #expect(machine(["TZ": "Asia/Tokyo"]) == nine)
        #expect(machine(["TZ": "/zones/Asia/Tokyo"]) == nine)
        #expect(machine(["TZ": "Asia/Tokyo", "TZDIR": "/zones"]) == nine)
        #expect(machine(["TZ": "JST-9"]) == TimeZoneRules(posix: "JST-9"))
        #expect(machine(["TZ": "JST-9"]).offset(atUTC: 0) == 9 * 3600)
        #expect(machine(["TZ": "Nowhere/At_All"]) == .utc)
        #expect(JournalTimeZone.machine(environment: { _ in nil }, fileSystem: MemoryFileSystem()) == .utc)
    }

    @Test func aNamedZoneThatIsMissingOrNoZoneSaysSo() {
        let files = MemoryFileSystem()
        files.write("/usr/share/zoneinfo/Asia/Tokio", "not a zone")
        let missing = JournalTimeZone.named("Mars/Olympus", environment: { _ in nil }, fileSystem: files)
        #expect(
            missing
                == .failure(
                    .unreadable(name: "Mars/Olympus", path: "/usr/share/zoneinfo/Mars/Olympus", reason: .notFound)))
        let garbage = JournalTimeZone.named("Asia/Tokio", environment: { _ in nil }, fileSystem: files)
        #expect(garbage == .failure(.notAZoneFile(name: "Asia/Tokio", path: "/usr/share/zoneinfo/Asia/Tokio")))
    }
}
