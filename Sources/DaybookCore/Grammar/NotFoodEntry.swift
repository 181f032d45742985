/// A line about the person, not what they ate: a weight, a body measurement, activity, a medicine that is not
/// insulin, how they feel, a note or a meal not eaten. Kept and shown; never counted as kcal eaten, and never a dose.
public struct NotFoodEntry: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A body weight; `value` in kilograms.
        case weight
        /// A blood pressure; `value` systolic and `second` diastolic, in mmHg.
        case bloodPressure = "blood_pressure"
        /// An HbA1c; `value` in percent.
        case hba1c
        /// A body temperature; `value` in °C.
        case temperature
        /// Another body measurement (`waist 34in`, `SpO2 97%`): kept as written.
        case measure
        /// Activity or exercise (`30 min walk`, `7,800 steps`); an explicit `-150kcal` is counted as activity
        /// kcal by the meal rule instead.
        case activity
        /// A medicine that is not insulin (`metformin 500mg`).
        case medicine
        /// How the person feels (`headache`, `だるい`).
        case symptom
        /// A note (`note: …`, `メモ …`).
        case note
        /// A meal not eaten (`skipped lunch`, `朝食抜き`).
        case skippedMeal = "skipped_meal"
    }

    public var kind: Kind
    /// The number the line gives, in the kind's unit (see `Kind`); nil where the kind has none.
    public var value: Double?
    /// A second number: a blood pressure's diastolic.
    public var second: Double?
    /// The unit as written (`lb`, `kg`), for a weight: exports keep it.
    public var writtenUnit: String?

    public init(kind: Kind, value: Double? = nil, second: Double? = nil, writtenUnit: String? = nil) {
        self.kind = kind
        self.value = value
        self.second = second
        self.writtenUnit = writtenUnit
    }
}
