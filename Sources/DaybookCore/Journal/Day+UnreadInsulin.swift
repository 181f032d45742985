extension Day {
    /// The errors of this day on lines about insulin that could not be read as a dose and may be one of `dose`.
    public func unreadInsulin(_ dose: DoseDefinition) -> [Diagnostic] {
        diagnostics.filter { diagnostic in
            guard case .unreadInsulin(let insulin) = diagnostic.topic else { return false }
            return insulin.mayBe(dose)
        }
    }
}
