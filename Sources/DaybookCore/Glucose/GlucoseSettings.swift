/// How the journal writes glucose: the unit of a number without one, the words that start a reading, and the
/// ranges statistics count in (`glucose_unit`, `glucose_words`, `glucose_ranges` in daybook.yaml).
public struct GlucoseSettings: Sendable, Hashable {
    public var unit: GlucoseUnit
    /// Words that start a reading (`bg 142`), compared like dose names: any case, full-width folded.
    public var words: [String]
    public var ranges: GlucoseRanges

    public init(
        unit: GlucoseUnit = .milligramsPerDeciliter, words: [String] = GlucoseSettings.standardWords,
        ranges: GlucoseRanges = .consensus
    ) {
        self.unit = unit
        self.words = words
        self.ranges = ranges
    }

    public static let standardWords = ["bg", "glucose", "smbg", "blood sugar", "blood glucose", "血糖", "血糖値", "血糖測定"]

    public static let standard = GlucoseSettings()
}
