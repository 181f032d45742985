/// Insulin as people name it: brands and generic names, in English and Japanese (katakana and the usual kanji
/// forms). The built-in doses `long` and `rapid` answer to these; every name here is recognised as insulin, so a
/// line that starts with one is never counted as food, whether or not a configured dose has it. Written in matching
/// form (lower-case, half-width), as `TextFolding.matchKey` makes names.
public enum InsulinNames {
    /// Long-acting (basal) insulin. `lantus` and `tresiba` first: a Nightscout export names the insulin by the
    /// dose's first alias that is a brand.
    public static let long = [
        "lantus", "tresiba", "持効", "持効型", "持効型溶解", "ランタス", "ランタスxr", "ランタス xr", "toujeo", "トゥジェオ",
        "トレシーバ", "トレシーバー", "levemir", "レベミル", "basaglar", "abasaglar", "semglee", "rezvoglar", "glargine",
        "insulin glargine", "グラルギン", "インスリングラルギン", "インスリン グラルギン", "degludec", "insulin degludec",
        "デグルデク", "インスリンデグルデク", "detemir", "insulin detemir", "デテミル", "インスリンデテミル", "basal", "ベーサル", "long-acting",
        "long acting", "持効型インスリン", "持効型溶解インスリン", "基礎インスリン", "long-acting insulin",
        "long acting insulin", "basal insulin",
    ]

    /// Rapid-acting (mealtime) insulin.
    public static let rapid = [
        "humalog", "novorapid", "速効", "速効型", "超速効", "超速効型", "ヒューマログ", "ノボラピッド", "novolog",
        "fiasp", "フィアスプ", "apidra", "アピドラ", "lyumjev", "ルムジェブ", "admelog", "lispro", "insulin lispro",
        "リスプロ", "インスリンリスプロ", "aspart", "insulin aspart", "アスパルト", "インスリンアスパルト", "glulisine",
        "insulin glulisine", "グルリジン", "インスリングルリジン", "bolus", "ボーラス", "rapid-acting", "rapid acting",
        "fast-acting", "fast acting", "correction", "補正", "速効型インスリン", "超速効型インスリン",
        "追加インスリン", "rapid-acting insulin", "rapid acting insulin", "fast-acting insulin", "bolus insulin",
    ]

    /// The words of insulin units written after a number (`u`, `units`, `単位`, `ユニット`), from every lexicon: what the
    /// editor's quick fixes take for an amount of insulin, the same words the grammar reads.
    public static let units = Lexicon.words(\.insulinUnits)

    /// Insulin that belongs to neither built-in dose — regular, NPH, premixed, combinations, and the word itself.
    /// Named so that a line starting with one is reported, never eaten.
    public static let other = [
        "insulin", "インスリン", "humulin", "ヒューマリン", "novolin", "ノボリン", "ryzodeg", "ライゾデグ", "xultophy",
        "ゾルトファイ", "soliqua", "ソリクア", "nph",
    ]

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
