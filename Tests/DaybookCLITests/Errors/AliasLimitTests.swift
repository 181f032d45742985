import Testing

/// A YAML alias chain 40,000 deep (400 KB) crashed every command with a stack overflow; an alias bomb and its
/// Syncthing conflict copy took 13 s and 3 GB to merge. Both are refused where they are, and the rest counts.
struct AliasLimitTests {
    static let chain = "x:\n- &a [1]\n" + String(repeating: "- &a [*a]\n", count: 40_000)
    static let bomb =
        (["a0: &a0 {" + (0..<10).map { "k\($0): x" }.joined(separator: ", ") + "}"]
        + (1..<9).map { level in
            "a\(level): &a\(level) {" + (0..<10).map { "k\($0): *a\(level - 1)" }.joined(separator: ", ") + "}"
        }).joined(separator: "\n") + "\n"

    @Test func check() throws {
        let journal = try TemporaryJournal([
            "daybook.yaml": Self.chain,
            "foods.yaml": Self.bomb,
            "foods.sync-conflict-20261129-101010-ABCDEF1.yaml": Self.bomb,
            "2026-11-29.md": "- ramen 600kcal\n",
        ])
        let run = try journal.run(["check"])
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                daybook.yaml:64:7: error: alias '*a' nests lists and mappings more than 64 levels deep
                - &a [*a]
                      ^
                use fewer aliases inside aliases; until then this file is ignored
                foods.sync-conflict-20261129-101010-ABCDEF1.yaml:4:41: error: aliases bring more than 10000 values into \
                this document; daybook stops at alias '*a2'
                a3: &a3 {k0: *a2, k1: *a2, k2: *a2, k3: *a2, k4: *a2, k5: *a2, k6: *a2, k7: *a2, k8: *a2, k9: *a2}
                                                        ^
                write the values out instead of repeating aliases; until then this file is ignored
                foods.yaml:4:41: error: aliases bring more than 10000 values into this document; daybook stops at alias '*a2'
                a3: &a3 {k0: *a2, k1: *a2, k2: *a2, k3: *a2, k4: *a2, k5: *a2, k6: *a2, k7: *a2, k8: *a2, k9: *a2}
                                                        ^
                write the values out instead of repeating aliases; until then this file is ignored
                1 file, 1 day: 3 errors

                """)
        let status = try journal.run(["status", "--json", "--now", "2026-11-29T20:00"])
        #expect(status.status == 0)
        #expect(status.stdout.contains(#""target":2000,"eaten":600"#))
    }
}
