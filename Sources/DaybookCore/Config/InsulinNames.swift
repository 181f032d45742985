/// Insulin as people name it: brands and generic names, as each language's lexicon writes them (katakana and the
/// usual kanji forms in Japanese). The built-in doses `long` and `rapid` answer to these; every name here is
/// recognised as insulin, so a line that starts with one is never counted as food, whether or not a configured dose
/// has it. Written in matching form (lower-case, half-width), as `TextFolding.matchKey` makes names.
public enum InsulinNames {
    // Each list is `LexiconTables`' constant data, derived with `names(_:)` (`LexiconTables.strings()`).

    /// Long-acting (basal) insulin, from every lexicon (`Lexicon.longInsulins`): `lantus` and `tresiba` first.
    public static let long = LexiconTables.longInsulinNames

    /// Rapid-acting (mealtime) insulin, from every lexicon.
    public static let rapid = LexiconTables.rapidInsulinNames

    /// The words of insulin units written after a number (`u`, `units`, `単位`, `ユニット`), from every lexicon: what the
    /// editor's quick fixes take for an amount of insulin, the same words the grammar reads.
    public static let units = LexiconTables.insulinUnitWords

    /// Insulin that belongs to neither built-in dose — regular, NPH, premixed, combinations, and the word itself —
    /// from every lexicon. Named so that a line starting with one is reported, never eaten.
    public static let other = LexiconTables.otherInsulinNames

    /// Every lexicon's names under `path`, the first two of each language leading: an error that shows a dose's
    /// first four names (`daybook dose lnog`) shows two a person writes in either language (`humalog, novorapid,
    /// 速効, 速効型`).
    static func names(_ pick: (Lexicon) -> [String]) -> [String] {
        let lists = Lexicon.all.map(pick)
        return lists.flatMap { $0.prefix(2) } + lists.flatMap { $0.dropFirst(2) }
    }

    /// The built-in names of a dose called `name`: the long-acting ones for `long` or any long-acting name (a dose
    /// called `持効型` or `lantus` still knows `ランタス` and `Tresiba`), the rapid-acting ones for `rapid` or any
    /// rapid-acting name; nil for a name of neither kind.
    public static func builtIn(for name: String) -> [String]? {
        switch TextFolding.matchKey(name) {
        case "long": return long
        case "rapid": return rapid
        default:
            switch isLongActing(name) {
            case true?: return long
            case false?: return rapid
            case nil: return nil
            }
        }
    }

    /// Whether a name is a long-acting insulin (true), a rapid-acting one (false), or neither or unknown (nil).
    public static func isLongActing(_ written: String) -> Bool? {
        let key = TextFolding.matchKey(written)
        if long.contains(key) { return true }
        if rapid.contains(key) { return false }
        return nil
    }

    /// Whether a dose is for long-acting insulin (true), rapid-acting (false) or unknown (nil): by its name (`long`,
    /// `rapid` or an insulin's), else by the first of its aliases that names a kind.
    public static func isLongActing(dose: DoseDefinition) -> Bool? {
        switch TextFolding.matchKey(dose.name) {
        case "long": return true
        case "rapid": return false
        default:
            for name in [dose.name] + dose.aliases {
                if let kind = isLongActing(name) { return kind }
            }
            return nil
        }
    }
}
