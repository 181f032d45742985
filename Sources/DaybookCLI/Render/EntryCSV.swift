import DaybookCore

/// Entries as CSV, one row per food item (a dose, a glucose reading, a struck-through line or a line that is no food
/// is one row): `export --format csv`,
/// and `report --by item` with meals only.
enum EntryCSV {
    enum Kind: String {
        case meal
        case dose
        /// A dose written for later than now (`DayBoundary.isLater`): not taken yet, so no `dose` row.
        case laterDose = "later-dose"
        case glucose
        case cancelled
        /// A line that is no food (`NotFoodEntry`): its row's kind is the line's own (`weight`, `activity`, …).
        case notFood = "not-food"
    }

    /// `carbs` is an item's grams, empty when unknown; `meal_carbs` the meal's total on each of its rows, and on a
    /// rapid-acting dose's row the total of the meal it was taken for (`MealDoses`), empty unless every item's is
    /// known. They come last, so that a script reading the columns by position before them still reads the same.
    static let header = [
        "date", "time", "slot", "kind", "text", "item", "quantity", "unit", "kcal", "source",
        "dose", "units", "file", "line", "carbs", "meal_carbs",
    ]

    static func render(
        _ days: [DaySummary], kinds: Set<Kind> = [.meal, .dose, .laterDose, .glucose, .cancelled, .notFood]
    ) -> String {
        var out = CSV.line(header)
        for day in days {
            for resolved in day.entries {
                let entry = resolved.entry
                let front = [day.date.description, entry.time?.description ?? "", entry.slot?.rawValue ?? ""]
                let back = [entry.location.file, String(entry.location.line)]
                let noCarbs = ["", ""]
                switch entry.content {
                case .meal:
                    guard kinds.contains(.meal) else { continue }
                    if resolved.items.isEmpty {
                        out += CSV.line(front + ["meal", entry.text, "", "", "", "0", "", "", ""] + back + noCarbs)
                    }
                    for item in resolved.items {
                        let quantity = item.item.quantity
                        out += CSV.line(
                            front + [
                                "meal", entry.text, item.item.text, Format.number(quantity.amount),
                                quantity.unit == .count ? "" : quantity.unit.rawValue,
                                String(item.kcal), item.source.description, "", "",
                            ] + back + [item.carbs.map(Format.number) ?? "", total(resolved.carbs)])
                    }
                case .dose(let dose):
                    let kind: Kind = day.isLater(entry) ? .laterDose : .dose
                    guard kinds.contains(kind) else { continue }
                    out += CSV.line(
                        front + [
                            kind.rawValue, entry.text, "", "", "", "", "", dose.name,
                            Format.number(dose.units),
                        ] + back + ["", total(day.mealCarbs(forDoseAt: entry.location))])
                case .glucose(let reading):
                    // The value goes in the quantity column, in mg/dL to one decimal whatever unit was written.
                    guard kinds.contains(.glucose) else { continue }
                    out += CSV.line(
                        front + [
                            "glucose", entry.text, "", Format.number(GlucoseJSON.rounded(reading.mgdl, decimals: 1)),
                            GlucoseUnit.milligramsPerDeciliter.rawValue, "", "", "", "",
                        ] + back + noCarbs)
                case .cancelled:
                    guard kinds.contains(.cancelled) else { continue }
                    out += CSV.line(front + ["cancelled", entry.text, "", "", "", "", "", "", ""] + back + noCarbs)
                case .notFood(let other):
                    // A weight in kg, a blood pressure as `120/80` mmHg, an HbA1c in %, a temperature in °C; the
                    // other kinds are kept as written, in `text`.
                    guard kinds.contains(.notFood) else { continue }
                    let (value, unit) = measured(other)
                    out += CSV.line(
                        front + [other.kind.rawValue, entry.text, "", value, unit, "", "", "", ""] + back + noCarbs)
                }
            }
        }
        return out
    }

    /// The quantity and unit columns of a line that is no food.
    private static func measured(_ other: NotFoodEntry) -> (String, String) {
        guard let value = other.value else { return ("", "") }
        let number = Format.number((value * 10).rounded() / 10)
        switch other.kind {
        case .weight: return (number, "kg")
        case .bloodPressure: return (number + (other.second.map { "/" + Format.number($0) } ?? ""), "mmHg")
        case .hba1c: return (number, "%")
        case .temperature: return (number, "°C")
        case .measure, .activity, .medicine, .symptom, .note, .skippedMeal: return (number, "")
        }
    }

    /// A meal's grams when every item's is known, else empty: a lower bound in a column people sum is a wrong sum.
    private static func total(_ carbs: CarbTotal?) -> String {
        guard let carbs, carbs.isComplete, !carbs.isUnknown else { return "" }
        return Format.number(carbs.grams)
    }
}
