/// The meal a line belongs to, when the person says so (`lunch:`, `昼:`).
public enum Slot: String, Sendable, Hashable, CaseIterable {
    case breakfast
    case lunch
    case dinner
    case snack
}
