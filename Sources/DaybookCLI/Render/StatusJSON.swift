import DaybookCore

/// `status --json`: one object with the day, its balance, entries, doses and warnings. Field names are part of
/// the contract (docs/REFERENCE.md, section 10); keys keep this order.
enum StatusJSON {
    static func render(_ summary: DaySummary) -> JSON {
        .object(
            [
                ("date", .string(summary.date.description)),
                ("now", .string(summary.now.description)),
            ] + balanceFields(summary.balance) + [
                ("entries", .array(entries(of: summary))),
                ("doses", .array(summary.doses.map(dose))),
                ("missed_yesterday", .array(summary.missedYesterday.map(JSON.string))),
                ("duplicate_yesterday", .array(summary.duplicateYesterday.map(JSON.string))),
                ("glucose", summary.latestGlucose.map(GlucoseStatusText.json) ?? .null),
                ("warnings", .array(summary.diagnostics.map(diagnostic))),
            ] + carbFields(summary.carbs) + weightFields(summary.weight))
    }

    /// After the carbohydrate: `weight_kg`, the day's last weigh-in in kilograms to a tenth (null when none was
    /// written), and `weight_unit`, the unit it was written in (`kg` or `lb`).
    static func weightFields(_ weight: BodyWeight?) -> [(String, JSON)] {
        [
            ("weight_kg", weight.map { JSON.number(($0.kilograms * 10).rounded() / 10) } ?? .null),
            ("weight_unit", weight.map { JSON.string($0.unit) } ?? .null),
        ]
    }

    /// A day's balance as `status --json` and each day of `report --format json` give it, in this order.
    static func balanceFields(_ balance: Balance) -> [(String, JSON)] {
        [
            ("target", .int(balance.target)),
            ("eaten", .int(balance.eaten)),
            ("activity", .int(balance.activity)),
            ("remaining", .int(balance.remaining)),
            ("approximate", .bool(balance.approximate)),
            ("incomplete", .bool(balance.incomplete)),
        ]
    }

    /// Last in each object, so that what came before keeps its place. `carbs`: the grams known (null when none is); `carbs_complete`: whether every item's is known;
    /// `carbs_approximate`: whether some item's is an estimate's.
    static func carbFields(_ total: CarbTotal?, prefix: String = "") -> [(String, JSON)] {
        [
            (prefix + "carbs", total.flatMap { $0.isUnknown ? nil : JSON.number($0.grams) } ?? .null),
            (prefix + "carbs_complete", .bool(total?.isComplete ?? false)),
            (prefix + "carbs_approximate", .bool(total?.isApproximate ?? false)),
        ]
    }

    /// The day's entries, each rapid-acting dose with the carbohydrate of the meal it was taken for.
    static func entries(of summary: DaySummary) -> [JSON] {
        summary.entries.map { entry($0, mealCarbs: summary.mealCarbs(forDoseAt: $0.entry.location)) }
    }

    static func entry(_ resolved: ResolvedEntry) -> JSON { entry(resolved, mealCarbs: nil) }

    /// An entry; a dose with `mealCarbs` says what the meal it was taken for holds (`meal_carbs`).
    static func entry(_ resolved: ResolvedEntry, mealCarbs: CarbTotal?) -> JSON {
        let entry = resolved.entry
        var fields: [(String, JSON)] = [
            ("file", .string(entry.location.file)),
            ("line", .int(entry.location.line)),
            ("time", .optional(entry.time?.description)),
            ("slot", .optional(entry.slot?.rawValue)),
        ]
        switch entry.content {
        case .meal:
            fields +=
                [
                    ("kind", .string("meal")), ("text", .string(entry.text)), ("kcal", .int(resolved.kcal)),
                    ("items", .array(resolved.items.map(item))),
                ] + carbFields(resolved.carbs)
        case .dose(let dose):
            fields += [
                ("kind", .string("dose")), ("text", .string(entry.text)), ("dose", .string(dose.name)),
                ("units", .number(dose.units)),
            ]
            if let mealCarbs { fields += carbFields(mealCarbs, prefix: "meal_") }
        case .glucose(let reading):
            fields += [
                ("kind", .string("glucose")), ("text", .string(entry.text)), ("mg_dl", GlucoseJSON.value(reading.mgdl)),
            ]
        case .cancelled:
            fields += [("kind", .string("cancelled")), ("text", .string(entry.text))]
        case .notFood(let other):
            fields += [
                ("kind", .string(other.kind.rawValue)), ("text", .string(entry.text)),
                ("value", other.value.map(JSON.number) ?? .null),
            ]
            if let second = other.second { fields.append(("second", .number(second))) }
            if let unit = other.writtenUnit { fields.append(("unit", .string(unit))) }
        }
        return .object(fields)
    }

    static func item(_ resolved: ResolvedItem) -> JSON {
        let quantity = resolved.item.quantity
        return .object([
            ("text", .string(resolved.item.text)),
            ("quantity", .number(quantity.amount)),
            ("unit", quantity.unit == .count ? .null : .string(quantity.unit.rawValue)),
            ("kcal", .int(resolved.kcal)),
            ("source", .string(resolved.source.description)),
            ("pending", .bool(resolved.pending)),
            ("carbs", resolved.carbs.map(JSON.number) ?? .null),
        ])
    }

    static func dose(_ status: DoseStatus) -> JSON {
        .object([
            ("name", .string(status.name)),
            ("status", .string(status.state.rawValue)),
            ("count", .int(status.count)),
            ("units", .number(status.units)),
            ("times", .array(status.times.map { .string($0.description) })),
            ("window", .optional(status.window?.description)),
            ("per_day", status.perDay.map(JSON.int) ?? .null),
        ])
    }

    static func diagnostic(_ diagnostic: Diagnostic) -> JSON {
        .object([
            ("file", .string(diagnostic.file)),
            ("line", .int(diagnostic.line)),
            ("column", .int(diagnostic.column)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("message", .string(diagnostic.message.en)),
        ])
    }
}
