/// A time zone's offsets from UTC over time: the transitions of a tz database file (TZif) and the POSIX rule it
/// ends with, or a POSIX rule alone (`TZ=JST-9`, `TZ=CET-1CEST,M3.5.0,M10.5.0/3`). Pure: the bytes come from the
/// platform layer, read through the file system.
///
/// Times are whole seconds: "UTC seconds" since 1970-01-01T00:00:00Z, "local seconds" since 1970-01-01T00:00:00 on
/// the zone's wall clock.
public struct TimeZoneRules: Sendable, Equatable {
    /// One kind of local time the zone has kept: its offset east of UTC in seconds, and whether it is daylight saving.
    public struct LocalTimeType: Sendable, Equatable {
        public var offset: Int
        public var isDaylightSaving: Bool

        public init(offset: Int, isDaylightSaving: Bool) {
            self.offset = offset
            self.isDaylightSaving = isDaylightSaving
        }
    }

    /// How a wall-clock time maps onto the zone's clock.
    public enum Resolution: Sendable, Equatable {
        /// It happened once.
        case unique
        /// The clock jumped over it (spring forward): it never happened on this clock.
        case skipped
        /// The clock went through it twice (fall back).
        case repeated
    }

    /// The UTC seconds at which the local time type changes, ascending, each with the type it changes to.
    let transitions: [Int]
    let transitionTypes: [Int]
    let types: [LocalTimeType]
    /// What applies after the last transition (a TZif file's footer), or everything for a POSIX rule alone.
    let rule: PosixTimeZoneRule?

    init(transitions: [Int], transitionTypes: [Int], types: [LocalTimeType], rule: PosixTimeZoneRule?) {
        self.transitions = transitions
        self.transitionTypes = transitionTypes
        self.types = types
        self.rule = rule
    }

    /// UTC itself.
    public static let utc = TimeZoneRules(
        transitions: [], transitionTypes: [], types: [LocalTimeType(offset: 0, isDaylightSaving: false)], rule: nil)

    /// A POSIX TZ rule (`JST-9`, `EST5EDT,M3.2.0,M11.1.0`, `<+0530>-5:30`); nil when it is not one.
    public init?(posix text: some StringProtocol) {
        guard let rule = PosixTimeZoneRule(Array(text.utf8)) else { return nil }
        self.init(
            transitions: [], transitionTypes: [], types: [rule.standard], rule: rule.daylight == nil ? nil : rule)
    }

    /// The offset east of UTC, in seconds, at `utc`.
    public func offset(atUTC utc: Int) -> Int {
        type(atUTC: utc).offset
    }

    func type(atUTC utc: Int) -> LocalTimeType {
        guard let last = transitions.last, utc >= transitions[0] else {
            // Before the first transition, and a zone without any: its first type, or its rule.
            if transitions.isEmpty, let rule { return rule.type(atUTC: utc) }
            return types[0]
        }
        if utc >= last, let rule { return rule.type(atUTC: utc) }
        // The last transition at or before `utc`.
        var low = 0
        var high = transitions.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if transitions[middle] <= utc { low = middle } else { high = middle - 1 }
        }
        return types[transitionTypes[low]]
    }

    /// The UTC second of a wall-clock time, the way calendars (RFC 5545) read one: a time the clock skipped is
    /// read with the offset before the jump (New York's 02:30 on the day clocks spring forward is 03:30 daylight
    /// time, one hour after 01:30), and a time the clock passed twice is its first occurrence (01:30 daylight
    /// time on the day clocks fall back).
    public func utcSecond(ofLocal local: Int) -> (utc: Int, resolution: Resolution) {
        // A wall-clock time is within a day of its UTC second; real zones change at most once in two days.
        let before = offset(atUTC: local - Self.day)
        let after = offset(atUTC: local + Self.day)
        let validBefore = offset(atUTC: local - before) == before
        let validAfter = offset(atUTC: local - after) == after
        switch (validBefore, validAfter) {
        case (true, true) where before != after:
            return (local - max(before, after), .repeated)
        case (true, _):
            return (local - before, .unique)
        case (false, true):
            return (local - after, .unique)
        case (false, false):
            return (local - before, .skipped)
        }
    }

    static let day = 86_400
}
