/// A body weight the journal holds, in kilograms, with the unit it was written in so that every surface shows it
/// in the person's own unit (`176.8 lb`, `58.6 kg`).
public struct BodyWeight: Sendable, Hashable {
    public var kilograms: Double
    /// Shown in pounds: it was written in them.
    public var inPounds: Bool

    /// Kilograms in a pound (the international avoirdupois pound).
    public static let kilogramsPerPound = 0.45359237
    /// Written units that are pounds, in the lower case `WeightRule` keeps.
    private static let poundWords: Set<String> = ["lb", "lbs", "pound", "pounds", "ポンド"]

    public init(kilograms: Double, inPounds: Bool = false) {
        self.kilograms = kilograms
        self.inPounds = inPounds
    }

    /// The weight of a weight line; nil for any other line.
    public init?(_ entry: Entry) {
        guard case .notFood(let other) = entry.content, other.kind == .weight, let kilograms = other.value else {
            return nil
        }
        self.init(kilograms: kilograms, inPounds: other.writtenUnit.map(Self.poundWords.contains) ?? false)
    }

    /// The last weight written in `entries` (in the day's order); nil when there is none. A day's weight is its
    /// last weigh-in, as a scale app keeps it.
    public static func last(of entries: [ResolvedEntry]) -> BodyWeight? {
        entries.lazy.reversed().compactMap { BodyWeight($0.entry) }.first
    }

    /// The value in the unit it was written in, to a tenth.
    public var value: Double { ((inPounds ? kilograms / Self.kilogramsPerPound : kilograms) * 10).rounded() / 10 }
    /// `lb` or `kg`.
    public var unit: String { inPounds ? "lb" : "kg" }
}
