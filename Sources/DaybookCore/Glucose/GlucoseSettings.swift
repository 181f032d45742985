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

    /// The lexicons' glucose words (`bs` is the Japanese shorthand for 血糖), then their sensors: `libre`, `dexcom`
    /// and their katakana name the sensor read off (`GlucoseLineParser` reads a sensor's name only at the start of a
    /// line, and not before its model number).
    public static let standardWords = LexiconTables.standardGlucoseWords

    public static let standard = GlucoseSettings()
}
