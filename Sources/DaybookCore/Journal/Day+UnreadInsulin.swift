extension Day {
    /// The lines of this day about insulin that could not be read as a dose and may be one of `dose`.
    public func unreadInsulin(mayBe dose: DoseDefinition) -> [UnreadInsulinLine] {
        unreadInsulin.filter { $0.insulin.mayBe(dose) }
    }
}
