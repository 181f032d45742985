import DaybookCore

/// A small journal with something for every capability: an item after an emoji, a CJK item nobody knows, history
/// from the day before, a food from foods.yaml, a dose, a name written like a dose, a struck-through line and a
/// line that is an error.
enum Fixture {
    static let today = "2026/11/2026-11-29.md"
    static let yesterday = "2026/11/2026-11-28.md"

    static let files = [
        "daybook.yaml": """
        target: 1800
        doses:
          long:  {aliases: [lantus, tresiba], window: "21:30-23:30", per_day: 1}
          rapid: {aliases: [humalog]}

        """,
        "foods.yaml": "alfort: {aliases: [アルフォート], kcal: 55}\n",
        yesterday: "# 2026-11-28\n\n- 12:30 lunch: curry rice 850kcal\n- 22:00 long 12u\n",
        today: """
        # 2026-11-29

        - 07:30 breakfast: 😀 toast, 謎の煮込み
        - 12:30 lunch: curry rice, mystery stew
        - 15:00 アルフォート3枚
        - 22:00 long 12u
        - 22:10 levemir 10u
        - ~~23:00 cake~~
        - 25:00 tea

        """,
    ]

    /// A session on the fixture at 22:30 on the 29th, initialized, with today's file open and settled.
    static func session(capabilities: JSON? = nil) throws -> LSPSession {
        let session = try LSPSession(files, now: "2026-11-29T22:30")
        if let capabilities { session.initialize(capabilities) } else { session.initialize() }
        try session.open(today)
        session.settle()
        return session
    }
}
