import Testing

/// Insulin that no configured dose is called — an insulin name, or a word with insulin units — is never counted as
/// food: it is an error that says exactly how to name it in daybook.yaml.
struct InsulinNoDoseTests {
    @Test func checkWithTheDefaultDoses() throws {
        let journal = try TemporaryJournal([
            "daybook.yaml": "",
            "2026-11-29.md": "# 2026-11-29\n- 08:00 ノボリン 4単位\n- 12:10 Humulin R 4u before lunch\n"
                + "- 12:30 ramen, insulin 4u\n- 22:00 ランタス 12単位\n",
        ])
        let run = try journal.run(["check"])
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                2026-11-29.md:2:9: error: 'ノボリン' names none of your doses; insulin is never counted as food, so the line is not counted
                - 08:00 ノボリン 4単位
                        ^
                if it is your insulin, name it in daybook.yaml: 'doses: {long: {per_day: 1, aliases+: [ノボリン]}, rapid: {}}' if it is long-acting, 'doses: {long: {per_day: 1}, rapid: {aliases+: [ノボリン]}}' if it is rapid-acting
                2026-11-29.md:3:9: error: 'Humulin R' names none of your doses; insulin is never counted as food, so the line is not counted
                - 12:10 Humulin R 4u before lunch
                        ^
                if it is your insulin, name it in daybook.yaml: 'doses: {long: {per_day: 1, aliases+: [Humulin R]}, rapid: {}}' if it is long-acting, 'doses: {long: {per_day: 1}, rapid: {aliases+: [Humulin R]}}' if it is rapid-acting
                2026-11-29.md:4:16: error: a dose inside a meal line is not counted
                - 12:30 ramen, insulin 4u
                               ^
                write each dose on its own line, e.g. '- 12:30 insulin 4u'
                1 file, 1 day: 3 errors

                """)
        let status = try journal.run(["status", "--json", "--now", "2026-11-29T23:00"])
        #expect(status.stdout.contains(#""eaten":480,"#))
        // Insulin of no known kind may be the long-acting dose: not `taken` while those lines stand.
        #expect(status.stdout.contains(#"{"name":"long","status":"unknown","count":1,"units":12"#))
    }

    @Test func checkWithConfiguredDoses() throws {
        let journal = try TemporaryJournal([
            "daybook.yaml": "doses:\n  basal: {aliases: [lantus], per_day: 1}\n  bolus: {aliases: [humalog]}\n",
            "2026-11-29.md": "# 2026-11-29\n- 22:00 トレシーバ 10単位\n- 12:00 ヒューマログ4\n",
        ])
        let run = try journal.run(["check"])
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                2026-11-29.md:2:9: error: 'トレシーバ' names none of your doses; insulin is never counted as food, so the line is not counted
                - 22:00 トレシーバ 10単位
                        ^
                if it is your insulin, add it to its dose in daybook.yaml, e.g. 'basal: {aliases+: [トレシーバ]}' under doses
                2026-11-29.md:3:9: error: 'ヒューマログ' names none of your doses; insulin is never counted as food, so the line is not counted
                - 12:00 ヒューマログ4
                        ^
                if it is your insulin, add it to its dose in daybook.yaml, e.g. 'bolus: {aliases+: [ヒューマログ]}' under doses
                1 file, 1 day: 2 errors

                """)
    }

    @Test func aPremixedInsulinIsNotTheRapidOneItsNameStartsWith() throws {
        let journal = try TemporaryJournal([
            "daybook.yaml": "",
            "2026-11-29.md": "# 2026-11-29\n- 22:00 ノボラピッド30ミックス 12単位\n",
        ])
        let run = try journal.run(["check"])
        #expect(
            run.stdout == """
                2026-11-29.md:2:9: error: 'ノボラピッド30ミックス' names none of your doses; insulin is never counted as food, so the line is not counted
                - 22:00 ノボラピッド30ミックス 12単位
                        ^
                if it is your insulin, name it in daybook.yaml: 'doses: {long: {per_day: 1, aliases+: [ノボラピッド30ミックス]}, rapid: {}}' if it is long-acting, 'doses: {long: {per_day: 1}, rapid: {aliases+: [ノボラピッド30ミックス]}}' if it is rapid-acting
                1 file, 1 day: 1 error

                """)
    }

    @Test func followingTheHintCountsTheDose() throws {
        let journal = try TemporaryJournal([
            "daybook.yaml": "doses: {long: {per_day: 1}, rapid: {aliases+: [ノボリン]}}\n",
            "2026-11-29.md": "# 2026-11-29\n- 08:00 ノボリン 4単位\n- 22:00 トレシーバ 10単位\n",
        ])
        #expect(try journal.run(["check"]).stdout == "1 file, 1 day: no problems\n")
        let status = try journal.run(["status", "--json", "--now", "2026-11-29T23:00"])
        #expect(status.stdout.contains(#"{"name":"long","status":"taken","count":1,"units":10"#))
        #expect(status.stdout.contains(#"{"name":"rapid","status":"logged","count":1,"units":4"#))
    }
}
