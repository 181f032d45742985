/// A calendar month: the unit the glucose files are kept in (`glucose/2026-11.csv`).
public struct GlucoseMonth: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let year: Int
    public let month: Int

    public init(_ date: LocalDate) {
        year = date.year
        month = date.month
    }

    /// `YYYY-MM.csv`, or nil for another name.
    init?(fileName name: some StringProtocol) {
        let bytes = Array(name.utf8)
        guard bytes.count == 11, bytes[4] == UInt8(ascii: "-"), bytes[7...].elementsEqual(".csv".utf8),
            let year = decimal(bytes[0..<4]), let month = decimal(bytes[5..<7]),
            let first = LocalDate(year: year, month: month, day: 1)
        else { return nil }
        self.init(first)
    }

    /// The month before; nil before year 1.
    public var previous: GlucoseMonth? {
        LocalDate(year: month == 1 ? year - 1 : year, month: month == 1 ? 12 : month - 1, day: 1).map(GlucoseMonth.init)
    }

    /// `YYYY-MM`.
    public var description: String { pad(year, 4) + "-" + pad(month, 2) }

    /// `glucose/YYYY-MM.csv`, relative to the journal root.
    public var path: String { GlucoseStore.folder + "/" + description + ".csv" }

    public static func < (lhs: GlucoseMonth, rhs: GlucoseMonth) -> Bool {
        (lhs.year, lhs.month) < (rhs.year, rhs.month)
    }
}
