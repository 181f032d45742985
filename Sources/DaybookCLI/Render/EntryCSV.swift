import DaybookCore

/// Entries as CSV, one row per food item (a dose, a glucose reading or a struck-through line is one row): `export --format csv`,
/// and `report --by item` with meals only.
enum EntryCSV {
    enum Kind: String {
        case meal
        case dose
        /// A dose written for later than now (`DayBoundary.isLater`): not taken yet, so no `dose` row.
        case laterDose = "later-dose"
        case glucose
        case cancelled
    }

    static let header = [
        "date", "time", "slot", "kind", "text", "item", "quantity", "unit", "kcal", "source",
        "dose", "units", "file", "line",
    ]

    static func render(
        _ days: [DaySummary], kinds: Set<Kind> = [.meal, .dose, .laterDose, .glucose, .cancelled]
    ) -> String {
        var out = CSV.line(header)
        for day in days {
            for resolved in day.entries {
                let entry = resolved.entry
                let front = [day.date.description, entry.time?.description ?? "", entry.slot?.rawValue ?? ""]
                let back = [entry.location.file, String(entry.location.line)]
                switch entry.content {
                case .meal:
                    guard kinds.contains(.meal) else { continue }
                    if resolved.items.isEmpty {
                        out += CSV.line(front + ["meal", entry.text, "", "", "", "0", "", "", ""] + back)
                    }
                    for item in resolved.items {
                        let quantity = item.item.quantity
                        out += CSV.line(
                            front + [
                                "meal", entry.text, item.item.text, Format.number(quantity.amount),
                                quantity.unit == .count ? "" : quantity.unit.rawValue,
                                String(item.kcal), item.source.description, "", "",
                            ] + back)
                    }
                case .dose(let dose):
                    let kind: Kind = day.isLater(entry) ? .laterDose : .dose
                    guard kinds.contains(kind) else { continue }
                    out += CSV.line(
                        front + [
                            kind.rawValue, entry.text, "", "", "", "", "", dose.name,
                            Format.number(dose.units),
                        ] + back)
                case .glucose(let reading):
                    // The value goes in the quantity column, in mg/dL to one decimal whatever unit was written.
                    guard kinds.contains(.glucose) else { continue }
                    out += CSV.line(
                        front + [
                            "glucose", entry.text, "", Format.number(GlucoseJSON.rounded(reading.mgdl, decimals: 1)),
                            GlucoseUnit.milligramsPerDeciliter.rawValue, "", "", "", "",
                        ] + back)
                case .cancelled:
                    guard kinds.contains(.cancelled) else { continue }
                    out += CSV.line(front + ["cancelled", entry.text, "", "", "", "", "", "", ""] + back)
                case .notFood:
                    // Weight, measures, activity, medicine, symptoms and notes are not exported as entries yet.
                    continue
                }
            }
        }
        return out
    }
}
