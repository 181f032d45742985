extension ValueKind {
    /// What a completion script offers for a value of this kind.
    enum Completion: Equatable {
        case nothing
        case files
        case words([String])
        case journal(CompletionValues)
    }

    var completion: Completion {
        switch self {
        case .path: return .files
        case .dose: return .journal(.doses)
        case .food: return .journal(.foods)
        case .text, .time, .moment, .count, .seconds: return .nothing
        case .choice, .date, .month: return .words(words)
        }
    }
}
