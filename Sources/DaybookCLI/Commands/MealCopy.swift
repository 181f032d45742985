import DaybookCore

/// `add --copy yesterday:breakfast`: a meal of another day, named by a day as `--date` takes it and a slot
/// (`breakfast`, `朝食`) or the time its entries were written at (`yesterday:07:30`). Its lines are written again
/// with today's time; a dose, a glucose reading or a struck-through line is never copied.
struct MealCopy {
    enum Meal: Equatable {
        case slot(Slot)
        case time(TimeOfDay)
    }

    var day: RelativeDate
    var meal: Meal

    /// `DAY:SLOT` or `DAY:HH:MM`; nil when it is neither.
    init?(_ text: String) {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let dayText = String(text[..<colon])
        let mealText = String(text[text.index(after: colon)...])
        guard let day = RelativeDate(dayText) else { return nil }
        if let slot = Slot.allCases.first(where: { $0.rawValue == mealText || $0.localized.ja == mealText }) {
            meal = .slot(slot)
        } else if let time = TimeOfDay(mealText) {
            meal = .time(time)
        } else {
            return nil
        }
        self.day = day
    }

    /// The meal's entries on `day`, in the day's order: meals only, each as the text of a new line (its items
    /// joined as `add` takes them) and its slot.
    func entries(in day: Day) -> [(text: String, slot: Slot?)] {
        day.entries.compactMap { entry in
            guard case .meal(let items) = entry.content, !items.isEmpty else { return nil }
            switch meal {
            case .slot(let slot): guard entry.slot == slot else { return nil }
            case .time(let time): guard entry.time == time else { return nil }
            }
            return (items.map(\.text).joined(separator: ", "), entry.slot)
        }
    }
}
