extension CommandSpec {
    static let importGlucose = CommandSpec(
        name: "import",
        abstract: "Import glucose readings from Nightscout, LibreView or Dexcom Clarity exports into the journal.",
        discussion: "Reads each FILE — Nightscout entries as JSON, a LibreView glucose CSV or a Dexcom Clarity CSV, "
            + "told apart by their contents — and appends the readings to glucose/YYYY-MM.csv in the journal (local "
            + "time, mg/dL, source), one write per month's file. Readings already there are not added again, so "
            + "importing the same file twice adds nothing. A row that cannot be read is reported with its line and "
            + "the rest is imported; a file that cannot be read as a whole gives no readings at all. Exits 1 when "
            + "anything was reported as an error.",
        arguments: [
            Argument(name: "kind", kind: .choice(["glucose"]), help: "What to import: glucose."),
            Argument(name: "file", kind: .path, help: "One or more export files.", isVariadic: true),
        ],
        options: [.journal, .now])

    /// `report --glucose-profile`.
    static let glucoseProfileOption = Option(
        "--glucose-profile",
        help: "With text: glucose by time of day instead of the days, the 5th, 25th, 50th, 75th and 95th percentiles "
            + "of each hour over the period.")
}
