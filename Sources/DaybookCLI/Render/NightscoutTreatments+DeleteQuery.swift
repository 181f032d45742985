import DaybookCore

/// `export --delete-query`: the request that takes back every treatment daybook sent for the exported days, so that
/// a re-upload holds only what the journal holds now (a dose struck through, or moved to another day, is gone).
extension NightscoutTreatments {
    /// The path and query of `DELETE /api/v1/treatments` for treatments entered by daybook from the first day's
    /// `day_starts` to the day after the last's, in UTC: Nightscout (`lib/server/query.js`) matches `created_at`,
    /// which it stores as UTC text, and API v3 stores it too (unless `API3_CREATED_AT_FALLBACK_ENABLED` is off), so
    /// this takes back what either API received. Brackets and `$` are percent-encoded, so that curl does not read
    /// them as its own patterns.
    static func deleteQuery(period: Period, boundary: DayBoundary, zone: TimeZoneRules) -> String {
        func utc(_ date: LocalDate) -> String {
            let start = LocalDateTime(date: date, time: boundary.dayStarts)
            return timestamp(wall: zone.utcSecond(ofLocal: start.minuteNumber * 60).utc, offset: 0)
                .replacing("+00:00", with: "Z")
        }
        let after = period.last.adding(days: 1) ?? period.last
        return "/api/v1/treatments?find%5BenteredBy%5D=\(enteredBy)"
            + "&find%5Bcreated_at%5D%5B%24gte%5D=\(utc(period.first))"
            + "&find%5Bcreated_at%5D%5B%24lt%5D=\(utc(after))\n"
    }
}
