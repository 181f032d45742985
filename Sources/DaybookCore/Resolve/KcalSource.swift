/// Where an item's kcal came from. Everything after `history` is an estimate and shown as approximate.
public enum KcalSource: Sendable, Hashable, CustomStringConvertible {
    /// Written in the item: `650kcal`.
    case explicit
    /// The person's foods.yaml.
    case foods
    /// An earlier item of the same food written with kcal.
    case history
    /// A pinned estimate from `.daybook/estimates.yaml`, and the estimator that made it (`stub`, `openai`).
    case pinned(from: String)
    /// An estimator, by name (`stub`, `command`, `openai`).
    case estimator(String)
    /// Only carbohydrate was written (`糖質 60g`): 4 kcal a gram when it is the whole meal, else nothing more.
    case carbohydrate
    /// Nothing knew the food: the slot's `guess` value.
    case guess
    /// Nothing knew any food on a line that names no meal, amount or kcal (`new pen started today`): a note, not
    /// counted (`Resolver.unknownNote`).
    case notCounted

    public var description: String {
        switch self {
        case .explicit: return "explicit"
        case .foods: return "foods"
        case .history: return "history"
        case .pinned: return "pinned"
        case .estimator(let name): return name
        case .carbohydrate: return "carbs"
        case .guess: return "guess"
        case .notCounted: return "not counted"
        }
    }

    public var isApproximate: Bool {
        switch self {
        case .explicit, .foods, .history, .notCounted: return false
        case .pinned, .estimator, .carbohydrate, .guess: return true
        }
    }
}
