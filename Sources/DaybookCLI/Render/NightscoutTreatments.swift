import DaybookCore

/// `export --format nightscout` and `nightscout-v3`: the doses, readings and meals as Nightscout treatments, for
/// API v1 (one JSON array to POST to `/api/v1/treatments`) or API v3 (one document a line, each to POST to
/// `/api/v3/treatments`). docs/EXPORTS.md says why each field is what it is, from Nightscout's, xDrip's and
/// AndroidAPS's code.
///
/// - A rapid-acting dose is a `Correction Bolus` with its `insulin` units. A long-acting dose is a `Note` with
///   its units in the notes and no `insulin`: Nightscout's insulin on board (`lib/plugins/iob.js`) counts any
///   `insulin` on a three-hour bolus curve, and AndroidAPS makes a bolus of any treatment with insulin. A dose of
///   a kind daybook cannot tell is a note too, and reported.
/// - `insulinInjections` (a JSON string, as xDrip writes it) names xDrip's profile for the insulin; an insulin
///   xDrip has no profile for is not named.
/// - A rapid-acting dose taken for a meal (within an hour of it, `MealDoses`) whose carbohydrate is known and not an
///   estimate is a `Meal Bolus` with `insulin` and `carbs`; that meal is then a note. Any other meal with such
///   carbohydrate is a `Carb Correction` with `carbs`; a meal whose carbohydrate is unknown, partly known or
///   estimated is a `Note` (its kcal in the notes): `carbs` is carbohydrate on board to every reader.
/// - A glucose reading is a `BG Check`: `Sensor` when read off a sensor, `Finger` otherwise.
/// - Times are the journal's zone (`timezone:`), a wall-clock time the clock skipped or repeated read as calendars
///   read it; entries of one type in one minute get seconds 0, 1, 2…, since Nightscout before 15.0.7 takes a
///   treatment with the same time and type for the same one.
/// - Entries without a time cannot be placed, and doses written for later than now have not happened (Nightscout
///   would count them as insulin on board): both are returned separately.
enum NightscoutTreatments {
    static let enteredBy = "daybook"

    enum API {
        case v1
        case v3
    }

    /// One treatment, whichever API it is written for.
    struct Treatment {
        /// Seconds since 1970 UTC.
        var utc: Int
        /// Seconds east of UTC at that moment.
        var offset: Int
        var eventType: String
        /// The fields after `eventType`.
        var fields: [(String, JSON)]
        var identifier: String
    }

    struct Export {
        var treatments: [Treatment] = []
        var untimed: [Entry] = []
        var later: [Entry] = []
        /// Doses whose insulin daybook cannot tell rapid- from long-acting: notes without insulin.
        var kindUnknown: [Entry] = []
    }

    static func export(_ days: [DaySummary], doses: [DoseDefinition], zone: TimeZoneRules) -> Export {
        var export = Export()
        for day in days {
            var placed: [(resolved: ResolvedEntry, time: TimeOfDay)] = []
            for resolved in day.entries {
                let entry = resolved.entry
                if case .cancelled = entry.content { continue }
                if case .notFood = entry.content { continue }
                // A dose not taken yet would be insulin on board in Nightscout.
                if entry.dose != nil, day.isLater(entry) {
                    export.later.append(entry)
                    continue
                }
                guard let time = entry.time else {
                    export.untimed.append(entry)
                    continue
                }
                placed.append((resolved, time))
            }
            let ordinals = self.ordinals(placed.map(\.resolved.entry))
            let carried = mealCarbs(of: day)
            var seconds: [String: Int] = [:]
            for (index, (resolved, time)) in placed.enumerated() {
                let entry = resolved.entry
                let (eventType, fields) = content(
                    resolved, doses: doses, carbs: carried.ofDose[entry.location],
                    carbsGoWithADose: carried.meals.contains(entry.location), kindUnknown: &export.kindUnknown)
                let moment = day.boundary.moment(of: time, inJournalDay: day.date)
                let key = "\(moment) \(eventType)"
                let second = min(seconds[key, default: 0], 59)
                seconds[key] = second + 1
                let utc = zone.utcSecond(ofLocal: moment.minuteNumber * 60 + second).utc
                let known =
                    entry.writeID.map { identifier(day: day.date, writeID: $0) }
                    ?? identifier(day: day.date, what: what(entry), ordinal: ordinals[index])
                export.treatments.append(
                    Treatment(
                        utc: utc, offset: zone.offset(atUTC: utc), eventType: eventType, fields: fields,
                        identifier: known))
            }
        }
        return export
    }

    /// Which of its day's entries of the same kind each is, counting from 1 in file order; entries with a write id
    /// are known by that instead, and not counted.
    private static func ordinals(_ entries: [Entry]) -> [Int] {
        var ordinals = [Int](repeating: 0, count: entries.count)
        var counts: [String: Int] = [:]
        let counted = entries.indices.filter { entries[$0].writeID == nil }
        for index in counted.sorted(by: { entries[$0].location < entries[$1].location }) {
            let what = what(entries[index])
            counts[what, default: 0] += 1
            ordinals[index] = counts[what, default: 1]
        }
        return ordinals
    }

    /// What an entry is, for its identifier: a dose of which dose, a reading, a meal.
    private static func what(_ entry: Entry) -> String {
        switch entry.content {
        case .dose(let dose): return "dose:\(dose.name)"
        case .glucose: return "glucose"
        case .meal, .cancelled, .notFood: return "meal"
        }
    }

    /// The carbohydrate a day's rapid-acting doses carry (each paired meal's, given to the first dose paired with
    /// it, so that no meal's carbohydrate is counted twice), and the meals whose carbohydrate a dose carries.
    private static func mealCarbs(of day: DaySummary) -> (ofDose: [SourceLocation: Double], meals: Set<SourceLocation>)
    {
        var ofDose: [SourceLocation: Double] = [:]
        var meals: Set<SourceLocation> = []
        let doses = day.entries.filter {
            day.mealOfDose[$0.entry.location] != nil || day.writtenDoseCarbs[$0.entry.location] != nil
        }
        for dose in doses.sorted(by: { $0.entry.location < $1.entry.location }) {
            // A dose written for later than now is not exported: its meal keeps its own carbohydrate.
            guard !day.isLater(dose.entry) else { continue }
            if let written = day.writtenDoseCarbs[dose.entry.location] {
                // What the dose's own line says it was taken for; its meal, if any, is then a note.
                ofDose[dose.entry.location] = written
                if let meal = day.mealOfDose[dose.entry.location] { meals.insert(day.entries[meal].entry.location) }
                continue
            }
            guard let meal = day.mealOfDose[dose.entry.location],
                let carbs = exportable(day.entries[meal].carbs),
                meals.insert(day.entries[meal].entry.location).inserted
            else { continue }
            ofDose[dose.entry.location] = carbs
        }
        return (ofDose, meals)
    }

    /// The grams a treatment may carry: only a known total, none of it an estimate. Nightscout, xDrip and AndroidAPS
    /// count `carbs` as carbohydrate on board; a lower bound or a guess there would be a wrong number in a loop.
    private static func exportable(_ total: CarbTotal?) -> Double? {
        guard let total, total.isComplete, !total.isApproximate, !total.isUnknown else { return nil }
        return total.grams
    }

    /// The treatment's type and fields. A dose may carry its meal's `carbs`; a meal whose carbohydrate a dose carries
    /// stays a note.
    private static func content(
        _ resolved: ResolvedEntry, doses: [DoseDefinition], carbs: Double?, carbsGoWithADose: Bool,
        kindUnknown: inout [Entry]
    ) -> (String, [(String, JSON)]) {
        let entry = resolved.entry
        switch entry.content {
        case .dose(let dose):
            let insulin = Insulin(entry, dose: doses.first { $0.name == dose.name })
            if insulin.isLongActing == nil { kindUnknown.append(entry) }
            return doseTreatment(units: dose.units, insulin: insulin, dose: dose.name, text: entry.text, carbs: carbs)
        case .glucose(let reading):
            return (
                "BG Check",
                [
                    ("glucose", GlucoseJSON.value(reading.mgdl)),
                    ("glucoseType", .string(reading.fromSensor ? "Sensor" : "Finger")), ("units", .string("mg/dl")),
                    ("notes", .string(entry.text)),
                ]
            )
        case .meal, .cancelled, .notFood:
            let slot = entry.slot.map { "\($0.rawValue): " } ?? ""
            let notes = JSON.string("\(slot)\(entry.text) (\(resolved.kcal) kcal)")
            if !carbsGoWithADose, let carbs = exportable(resolved.carbs) {
                return ("Carb Correction", [("carbs", .number(carbs)), ("notes", notes)])
            }
            return ("Note", [("notes", notes)])
        }
    }

    /// A dose as Nightscout's readers take it: the one place its treatment's type and fields are decided. A
    /// rapid-acting dose is a bolus with `insulin`; a long-acting one, or one of a kind not known, a `Note` with
    /// no `insulin`, which no insulin-on-board count reads. A rapid-acting dose taken for a meal (`MealDoses`) whose
    /// carbohydrate is known carries it: a `Meal Bolus` with `carbs`.
    static func doseTreatment(units: Double, insulin: Insulin, dose: String, text: String, carbs: Double? = nil) -> (
        String, [(String, JSON)]
    ) {
        let amount = "\(Format.number(units))u"
        let injections: [(String, JSON)] =
            insulin.xDripProfile.map { profile in
                let injection = JSON.array([.object([("insulin", .string(profile)), ("units", .number(units))])])
                return [("insulinInjections", .string(injection.text))]
            } ?? []
        switch insulin.isLongActing {
        case false?:
            if let carbs {
                return (
                    "Meal Bolus",
                    [("insulin", .number(units)), ("carbs", .number(carbs))] + injections + [("notes", .string(text))]
                )
            }
            return ("Correction Bolus", [("insulin", .number(units))] + injections + [("notes", .string(text))])
        case true?:
            let name = insulin.brand.map { "\($0) " } ?? ""
            return ("Note", injections + [("notes", .string("\(name)\(amount) (long-acting insulin): \(text)"))])
        case nil:
            return (
                "Note", [("notes", .string("\(amount) (dose '\(dose)': rapid- or long-acting not known): \(text)"))]
            )
        }
    }

    /// API v1: one JSON array.
    static func v1(_ treatments: [Treatment]) -> String {
        let objects = treatments.map { treatment in
            JSON.object(
                [
                    (
                        "created_at",
                        .string(timestamp(wall: treatment.utc + treatment.offset, offset: treatment.offset))
                    ),
                    ("enteredBy", .string(enteredBy)), ("eventType", .string(treatment.eventType)),
                ] + treatment.fields + [("identifier", .string(treatment.identifier))])
        }
        return JSON.array(objects).text + "\n"
    }

    /// API v3: one document a line, each with the fields v3 requires (`identifier`, `date` in milliseconds,
    /// `utcOffset` in minutes, `app`).
    static func v3(_ treatments: [Treatment]) -> String {
        var out = ""
        for treatment in treatments {
            let object = JSON.object(
                [
                    ("identifier", .string(treatment.identifier)), ("date", .int(treatment.utc * 1000)),
                    ("utcOffset", .int(treatment.offset / 60)), ("app", .string(enteredBy)),
                    ("enteredBy", .string(enteredBy)), ("eventType", .string(treatment.eventType)),
                ] + treatment.fields)
            out += object.text + "\n"
        }
        return out
    }

    /// `2026-11-29T22:14:00+09:00`: a wall-clock second (seconds since 1970 on the zone's clock) and its offset.
    static func timestamp(wall: Int, offset: Int) -> String {
        let minute = wall >= 0 ? wall / 60 : (wall - 59) / 60
        let moment = LocalDateTime(minuteNumber: minute) ?? LocalDateTime(date: .unixEpoch, time: .midnight)
        let sign = offset < 0 ? "-" : "+"
        let minutes = abs(offset) / 60
        return "\(Timestamp(moment, second: wall - minute * 60))\(sign)\(two(minutes / 60)):\(two(minutes % 60))"
    }

    private static func two(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}
