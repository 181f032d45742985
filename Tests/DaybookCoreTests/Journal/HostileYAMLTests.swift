import DaybookTesting
import Testing

@testable import DaybookCore

/// Every YAML file a synced folder holds, given the attacks the issue names: each is reported where it is, and the
/// rest of the journal counts.
struct HostileYAMLTests {
    private static let chain = "x:\n- &a [1]\n" + String(repeating: "- &a [*a]\n", count: 40_000)
    private static let bomb =
        (["a0: &a0 {" + (0..<10).map { "k\($0): x" }.joined(separator: ", ") + "}"]
        + (1..<9).map { level in
            "a\(level): &a\(level) {" + (0..<10).map { "k\($0): *a\(level - 1)" }.joined(separator: ", ") + "}"
        }).joined(separator: "\n") + "\n"
    private static let day = "- 12:00 ramen 600kcal\n- 22:00 long 12u\n"
    private static let copy = ".sync-conflict-20261129-101010-ABCDEF1.yaml"

    private func read(_ files: [String: String]) -> Journal {
        JournalReader(fileSystem: MemoryFileSystem(files)).read(JournalLocation(root: "."), selection: .all)
    }

    private func problems(_ journal: Journal) -> [String] {
        (journal.diagnostics + journal.days.values.flatMap(\.diagnostics)).sorted(by: Diagnostic.inFileOrder)
            .map { "\($0.file):\($0.line):\($0.column): \($0.message.en)" }
    }

    /// The day's entries, as counted.
    private func counted(_ journal: Journal) -> [String] {
        journal.day(date("2026-11-29")).entries.map(\.text)
    }

    @Test(arguments: ["daybook.yaml", "foods.yaml"])
    func anAliasChainInAConfigurationFile(_ name: String) {
        let journal = read([name: Self.chain, "2026-11-29.md": Self.day])
        #expect(problems(journal) == ["\(name):64:7: alias '*a' nests lists and mappings more than 64 levels deep"])
        #expect(counted(journal) == ["ramen 600kcal", "long 12u"])
    }

    @Test func anAliasChainInFrontMatter() {
        let journal = read(["2026-11-29.md": "---\n" + Self.chain + "---\n" + Self.day])
        #expect(
            problems(journal) == [
                "2026-11-29.md:65:7: alias '*a' nests lists and mappings more than 64 levels deep"
            ])
        #expect(counted(journal) == ["ramen 600kcal", "long 12u"])
    }

    @Test func anAliasChainInThePinLog() {
        let line = "- [&a [1], " + String(repeating: "&a [*a], ", count: 40_000) + "]\n"
        let journal = read([".daybook/estimates.yaml": line + Self.chain, "2026-11-29.md": Self.day])
        #expect(
            problems(journal).first == ".daybook/estimates.yaml:1:565: not a pinned estimate (alias '*a' nests "
                + "lists and mappings more than 64 levels deep); this line is ignored")
        #expect(counted(journal) == ["ramen 600kcal", "long 12u"])
    }

    /// The same alias bomb in a file and its conflict copy took 13 s and 3 GB to merge key by key.
    @Test(arguments: ["daybook", "foods"])
    func anAliasBombAndItsConflictCopy(_ name: String) {
        let journal = read(["\(name).yaml": Self.bomb, name + Self.copy: Self.bomb, "2026-11-29.md": Self.day])
        let refused = "4:41: aliases bring more than 10000 values into this document; daybook stops at alias '*a2'"
        #expect(problems(journal) == ["\(name + Self.copy):\(refused)", "\(name).yaml:\(refused)"])
        #expect(journal.config.target == 2000)
        #expect(counted(journal) == ["ramen 600kcal", "long 12u"])
    }

    /// Just under the budget, in both files: merged, and what the copy adds still applies.
    @Test func sharedSubtreesUnderTheBudgetMerge() {
        let keys = (0..<14).map { "k\($0)" }
        let shared =
            "a: &a {" + keys.map { "\($0): x" }.joined(separator: ", ") + "}\n"
            + "b: &b {" + keys.map { "\($0): *a" }.joined(separator: ", ") + "}\n"
            + "c: {" + keys.map { "\($0): *b" }.joined(separator: ", ") + "}\n"
        let journal = read([
            "daybook.yaml": shared, "daybook" + Self.copy: shared + "target: 1500\n",
            "2026-11-29.md": Self.day,
        ])
        #expect(journal.config.target == 1500)
        #expect(
            problems(journal).contains(
                "daybook\(Self.copy):0:0: Syncthing conflict copy of daybook.yaml; its "
                    + "settings not in daybook.yaml are used: target"))
    }
}
