/// What the journal root's own files say — daybook.yaml, foods.yaml and the pinned-estimate log — with their
/// problems. `JournalReader` reads them before any day; a long-running reader keeps them until one of them changes.
public struct JournalSettings: Sendable {
    public let config: Config
    public let foods: FoodTable
    public let pinned: PinnedEstimates
    /// Problems with those files, reported by every read that uses them.
    public let diagnostics: [Diagnostic]

    public init(
        config: Config = Config(), foods: FoodTable = FoodTable(), pinned: PinnedEstimates = PinnedEstimates(),
        diagnostics: [Diagnostic] = []
    ) {
        self.config = config
        self.foods = foods
        self.pinned = pinned
        self.diagnostics = diagnostics
    }
}
