import DaybookCore

/// Which insulin a dose is, in the words Nightscout's readers know: its kind (rapid- or long-acting decides the
/// treatment), its brand (for the notes) and xDrip's insulin profile for it (`insulinInjections`).
extension NightscoutTreatments {
    /// xDrip's insulin profiles (`app/src/main/res/raw/insulin_profiles.json`, the `name` field, which xDrip
    /// compares without case) for each brand daybook knows (`InsulinNames.brands`): the same insulin under its own
    /// brand, another brand of the same molecule (Semglee, Rezvoglar and generic glargine are Lantus; Abasaglar
    /// is Basaglar's name in Europe; NovoLog and aspart are NovoRapid; Admelog is lispro, Humalog's; glulisine is
    /// Apidra). Lyumjev, an ultra-rapid lispro whose curve neither Humalog nor FIASP has, has none: xDrip reads a
    /// name it has no profile for as corrupt data, so such a dose names no profile and xDrip uses its default
    /// bolus curve.
    static let xDripProfiles: [String: String] = [
        "Humalog": "Humalog", "NovoRapid": "Novorapid", "NovoLog": "Novorapid", "Aspart": "Novorapid",
        "Fiasp": "FIASP", "Apidra": "Apidra", "Glulisine": "Apidra", "Lispro": "Lispro", "Admelog": "Humalog",
        "Lantus": "Lantus", "Glargine": "Lantus", "Semglee": "Lantus", "Rezvoglar": "Lantus", "Toujeo": "Toujeo",
        "Basaglar": "Basaglar", "Abasaglar": "Basaglar", "Tresiba": "Tresiba", "Degludec": "Tresiba",
        "Levemir": "Levemir", "Detemir": "Levemir",
    ]

    /// What is known of a dose's insulin.
    struct Insulin: Equatable {
        /// Long-acting (true), rapid-acting (false), or unknown (nil).
        var isLongActing: Bool?
        /// The brand (`Tresiba`, `Semglee`), when the line or the dose names exactly one.
        var brand: String?

        /// xDrip's profile for it, when it has one.
        var xDripProfile: String? {
            brand.flatMap { NightscoutTreatments.xDripProfiles[$0] }
        }

        /// The insulin written at the start of the line (`tresiba 12u`, `ノボラピッド 4単位`); else the one brand the
        /// dose's own name and aliases name (`long: {aliases: [lantus]}`): the built-in doses answer to every
        /// brand of their kind, so they name none. The kind is the brand's, else the dose's.
        init(_ entry: Entry, dose: DoseDefinition?) {
            if let written = InsulinNames.brand(startingWith: entry.text) {
                brand = written
            } else if let dose {
                let brands = Set(([dose.name] + dose.aliases).compactMap { InsulinNames.brand(of: $0) })
                brand = brands.count == 1 ? brands.first : nil
            }
            isLongActing = brand.flatMap { InsulinNames.isLongActing($0) } ?? dose.flatMap(InsulinNames.isLongActing)
        }
    }
}
