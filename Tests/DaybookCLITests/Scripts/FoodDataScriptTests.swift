import Foundation
import Testing

/// The built-in table is derived, never copied by hand: the committed Swift file is exactly what
/// `scripts/food-data table` makes of data/foods/*.tsv (the SR24 jar is not needed for that step).
struct FoodDataScriptTests {
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")))
    func theGeneratedTableIsCurrent() throws {
        let script = repositoryRoot.appendingPathComponent("scripts/food-data").path
        let run = try runProgram("/usr/bin/python3", [script, "table", "--check"], in: repositoryRoot)
        #expect(run.status == 0, "\(run.stderr)")
    }
}
