import DaybookCore

/// What `daybook init` writes.
enum InitTemplates {
    static let config = """
    # daybook settings. Every key is optional; the values below are the defaults.
    # The journal format: docs/FORMAT.md in daybook's source.

    # kcal per day. A day's front matter ('target: 1500') overrides it for that day.
    target: 2000

    # Entries before this time belong to the previous day's log (a snack at 01:00 after a late shift).
    day_starts: "04:00"

    # kcal counted for a food no source knows, by slot; 'other' is for entries without a slot.
    guess: {breakfast: 400, lunch: 600, dinner: 700, snack: 200, other: 300}

    # The doses you log. A dose with 'per_day' is scheduled: daybook says whether it is due, taken, missed or
    # taken twice. 'window' is when it is due, e.g. window: "22:00-23:00"; without one it is due all day.
    # 'long' and 'rapid' know the usual insulin names (Lantus, ランタス, Tresiba, トレシーバ, Humalog, ヒューマログ,
    # NovoRapid, ノボラピッド, ...: docs/FORMAT.md); 'aliases+: [name]' adds one, 'aliases: [...]' replaces them.
    doses:
      long:  {per_day: 1}
      rapid: {}

    """

    static let foods = """
    # Your own foods. Either 'name: kcal per unit', or a mapping with any of kcal (per unit), kcal_per_100g,
    # kcal_per_100ml and aliases. A name matches as written (any case), as an English singular ('alforts'),
    # or inside a longer item ('iced latte' finds 'latte').
    alfort: {aliases: [アルフォート], kcal: 55}
    rice: {aliases: [ごはん, ご飯], kcal: 234, kcal_per_100g: 156}
    latte: 150

    """
}
