import DaybookTesting
import Foundation
import Testing

/// Inputs that broke a fuzz target once (or were written to try), in Tests/FuzzRegressions/TARGET/, run through
/// the same code the fuzzer runs: a crash here is a crash fixed once and come back.
struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("FuzzRegressions")

    static func inputs(_ target: FuzzTarget) -> [URL] {
        let directory = folder.appendingPathComponent(target.rawValue)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().map { directory.appendingPathComponent($0) }
    }

    @Test(arguments: FuzzTarget.allCases)
    func replay(_ target: FuzzTarget) throws {
        let inputs = Self.inputs(target)
        #expect(!inputs.isEmpty, "no regression inputs for \(target.rawValue)")
        for input in inputs {
            target.run(Array(try Data(contentsOf: input)))
        }
    }
}
