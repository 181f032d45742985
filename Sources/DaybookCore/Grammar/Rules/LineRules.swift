/// The grammar of a line's body, in order: each rule is tried in turn and the first that matches decides the line.
/// The order is the grammar — a line that says a dose was not taken is never read as the dose it names, a reading is
/// never a dose, insulin is never food — and docs/FORMAT.md lists it as written here.
enum LineRules {
    static let ordered: [any LineRule] = [
        NoteRule(),
        NotTakenRule(),
        GlucoseRule(),
        DoseByNameRule(),
        AmountFirstDoseRule(),
        LaterNameDoseRule(),
        AmountBeforeInsulinRule(),
        InsulinNotADoseRule(),
        InsulinWithoutAmountRule(),
        MisspeltInsulinRule(),
        SkippedMealRule(),
        WeightRule(),
        BodyMeasureRule(),
        MedicineRule(),
        ActivityRule(),
        SymptomRule(),
        MealRule(),
    ]
}
