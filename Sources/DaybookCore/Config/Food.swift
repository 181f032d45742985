/// One food of the person's own table, `foods.yaml`.
public struct Food: Sendable, Hashable {
    public var name: String
    public var aliases: [String]
    public var kcal: KcalValues
    /// Where it is defined, so messages can point there.
    public var location: SourceLocation

    public init(name: String, aliases: [String] = [], kcal: KcalValues, location: SourceLocation) {
        self.name = name
        self.aliases = aliases
        self.kcal = kcal
        self.location = location
    }
}
