/// What the journal root's own files say — daybook.yaml, foods.yaml and the pinned-estimate log — with their
/// problems. `JournalReader` reads them before any day; a long-running reader keeps them until one of them changes.
public struct JournalSettings: Sendable {
    public let config: Config
    public let foods: FoodTable
    public let pinned: PinnedEstimates
    /// Problems with those files, reported by every read that uses them.
    public let diagnostics: [Diagnostic]
    /// A digest of every byte read from daybook.yaml and foods.yaml and their conflict copies (`Fingerprint`):
    /// numbers the report cache kept are used only while it is the same. (The pin log is checked food by food.)
    var fingerprint: UInt64 = 0
    /// The same of the pin log and its conflict copies.
    var pinsFingerprint: UInt64 = 0

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
