import DaybookCore
import DaybookTesting
import Testing

@testable import DaybookCLI

/// `resolve --estimates`: a pin the built-in table made keeps past days as they were until asked; then a re-pin makes
/// the table's current values the ones every device reads.
struct RepinEstimatesTests {
    /// A pin of `sandwich` from a table that knew no carbohydrate and less kcal, and one of `banana` as the table has it.
    private let files = [
        ".daybook/estimates.yaml": """
        - {key: sandwich, kcal: 300, kcal_per_100g: 200, estimator: stub, at: "2026-11-01T12:00:00"}
        - {key: banana, kcal: 105.02, kcal_per_100g: 89, kcal_per_100ml: 89, carbs: 27, carbs_per_100g: 22.84, carbs_per_100ml: 22.84, estimator: stub, at: "2026-11-01T12:00:00"}
        - {key: mystery stew, kcal: 520, estimator: openai, at: "2026-11-01T12:00:00"}

        """,
        "2026-11-30.md": "- 12:00 sandwich\n- 12:10 banana\n- 18:00 mystery stew\n",
        "2026-12-01.md": "- 12:00 sandwich\n",
    ]
    private let now = ["--now", "2026-12-01T23:00"]

    @Test func aDryRunListsWhatTheTableWouldChangeAndWritesNothing() throws {
        let (run, fileSystem) = runInProcess(["resolve", "--estimates", "--dry-run"] + now, files: files)
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                'sandwich' (sandwich): pinned 300 kcal, 200 kcal/100 g → table 414 kcal, 230 kcal/100 g, 45g carbs; \
                2 items in the last 90 days: 600 → 828 kcal, ?g → 90g carbs
                to re-pin them, run it again without --dry-run

                """)
        let log = String(decoding: try fileSystem.read(".daybook/estimates.yaml"), as: UTF8.self)
        #expect(log == files[".daybook/estimates.yaml"])
        // Past days are as they were.
        let status = runInProcess(["status", "--date", "2026-11-30"] + now, files: files).run.stdout
        #expect(status.contains("925 eaten"))
    }

    @Test func reRunningWithoutDryRunRepinsOnceAndEveryDayReadsTheNewValues() throws {
        let (run, fileSystem) = runInProcess(["resolve", "--estimates"] + now, files: files)
        #expect(run.status == 0)
        #expect(
            run.stdout.hasSuffix(
                "re-pinned 1 estimate to the built-in table: every day that reads them shows the new values\n"))
        let log = String(decoding: try fileSystem.read(".daybook/estimates.yaml"), as: UTF8.self)
        #expect(
            log.hasSuffix(#", estimator: stub, at: "2026-12-01T23:00:00", replaces: "2026-11-01T12:00:00"}"# + "\n")
                || log.contains(#"replaces: "2026-11-01T12:00:00"}"#))
        #expect(log.components(separatedBy: "replaces:").count == 2)
        let (pinned, diagnostics) = PinnedEstimates.load([(Array(log.utf8), ".daybook/estimates.yaml")])
        #expect(diagnostics.isEmpty)
        #expect(pinned.find("sandwich")?.values.perUnit == 414)
        #expect(pinned.find("sandwich")?.values.carbs.perUnit == 45)
        // The estimator's own pin is not the table's to change.
        #expect(pinned.find("mystery stew")?.values.perUnit == 520)
        let again = runInProcess(
            ["resolve", "--estimates"] + now,
            files: ["2026-11-30.md": files["2026-11-30.md"] ?? "", ".daybook/estimates.yaml": log])
        #expect(again.run.stdout == "the built-in table changes no pinned estimate read in the last 90 days\n")
    }
}
