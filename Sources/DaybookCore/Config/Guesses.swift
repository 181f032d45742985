/// The `guess` table: what an unknown food counts as, per slot.
public struct Guesses: Sendable, Hashable {
    public var breakfast = 400
    public var lunch = 600
    public var dinner = 700
    public var snack = 200
    /// For items in entries without a slot.
    public var other = 300

    public init() {}

    /// Sets the guess for a slot named in daybook.yaml; false for an unknown name.
    mutating func set(_ name: String, _ kcal: Int) -> Bool {
        switch name {
        case "breakfast": breakfast = kcal
        case "lunch": lunch = kcal
        case "dinner": dinner = kcal
        case "snack": snack = kcal
        case "other": other = kcal
        default: return false
        }
        return true
    }

    public func kcal(for slot: Slot?) -> Int {
        switch slot {
        case .breakfast: return breakfast
        case .lunch: return lunch
        case .dinner: return dinner
        case .snack: return snack
        case nil: return other
        }
    }
}
