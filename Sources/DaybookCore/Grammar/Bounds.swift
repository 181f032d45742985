/// The bounds of every number a line gives: beyond one, the line is an error that names the bound, never a number
/// counted.
public enum Bounds {
    /// A dose is more than 0 and at most this many units.
    public static let maximumDoseUnits = 100.0
    /// The most pieces or servings an item counts when its line gives no kcal: more is a typo or a time
    /// (`730 yogurt`), not a meal.
    public static let mostPiecesWithoutKcal = 50.0
    /// A body weight, in kilograms.
    public static let weightKilograms = 20.0...300.0
    /// Above this, a body temperature without its sign is in °F.
    static let highestCelsius = 45.0
    /// The highest reading a meter shows in mmol/L (600 mg/dL): a number without a unit with a decimal point up to
    /// it, in a mg/dL journal, is in mmol/L.
    static let highestMeterMillimoles = 33.3
    /// How insulin units may be written after a dose's number (`u`, `units`, `単位`), lower-case.
    public static var insulinUnitWords: [String] { Lexicon.words { $0.insulinUnits } }
}
