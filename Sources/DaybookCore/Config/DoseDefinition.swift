/// One kind of dose the person logs (`long`, `rapid`), with its aliases and, when scheduled, how often and when.
public struct DoseDefinition: Sendable, Hashable {
    public var name: String
    public var aliases: [String]
    public var window: DoseWindow?
    /// How many doses a day are expected; nil for doses that are only logged (rapid-acting).
    public var perDay: Int?

    public init(name: String, aliases: [String] = [], window: DoseWindow? = nil, perDay: Int? = nil) {
        self.name = name
        self.aliases = aliases
        self.window = window
        self.perDay = perDay
    }

    /// Without a `doses` key: a long-acting dose once a day, and rapid-acting doses that are only counted, each
    /// known by the insulin names of its kind (`InsulinNames`).
    public static let standard = [
        DoseDefinition(name: "long", aliases: InsulinNames.long, perDay: 1),
        DoseDefinition(name: "rapid", aliases: InsulinNames.rapid),
    ]
}
