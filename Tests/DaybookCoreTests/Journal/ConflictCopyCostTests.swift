import DaybookPlatform
import DaybookTesting
import Testing

@testable import DaybookCore

/// Many conflict copies of one day cost what reading them does: reading the day and planning `resolve` on four
/// times as many copies take about four times the CPU time (a cost that grew with the square would take sixteen).
/// Thread CPU time, the least of three runs, so that other tests running beside it do not count.
struct ConflictCopyCostTests {
    private let location = JournalLocation(root: ".")

    /// A day and `count` conflict copies of it, each adding a line of its own.
    private func journal(copies count: Int) -> MemoryFileSystem {
        let day = "# 2026-11-29\n\n- 08:00 toast 200kcal\n- 12:00 ramen 600kcal\n"
        let files = MemoryFileSystem(["2026-11-29.md": day])
        for index in 0..<count {
            let stamp = String(100_000 + index).dropFirst()
            files.write(
                "2026-11-29.sync-conflict-20261129-\(stamp)0-ABCDEF1.md",
                day + "- 15:\(10 + index % 50) snack\(index) 100kcal\n")
        }
        return files
    }

    /// The least CPU time of three runs of `work`, in nanoseconds.
    private func cpuTime(_ work: () -> Void) -> Int64 {
        (0..<3).map { _ in
            let start = SystemClock.threadCPUNanoseconds()
            work()
            return SystemClock.threadCPUNanoseconds() - start
        }.min() ?? 0
    }

    private func ratio(_ measure: (MemoryFileSystem) -> Void) -> Double {
        let small = journal(copies: 60)
        let large = journal(copies: 240)
        let smallTime = cpuTime { measure(small) }
        let largeTime = cpuTime { measure(large) }
        return Double(largeTime) / Double(max(smallTime, 1))
    }

    @Test func readingADayWithManyCopiesIsLinear() {
        let ratio = ratio { files in
            let day = JournalReader(fileSystem: files).read(location, selection: .all).day(date("2026-11-29"))
            #expect(day.entries.count >= 62)
        }
        #expect(ratio < 8, "4× the copies took \(ratio)× the time")
    }

    /// foods.yaml and the pin log, with `count` conflict copies of each, each adding a food or a pin of its own.
    private func settings(copies count: Int) -> MemoryFileSystem {
        let files = MemoryFileSystem([
            "foods.yaml": "toast: 200\n",
            ".daybook/estimates.yaml": "- {key: toast, kcal: 200, estimator: stub, at: 2026-11-28T08:00}\n",
        ])
        for index in 0..<count {
            let stamp = String(100_000 + index).dropFirst()
            files.write("foods.sync-conflict-20261129-\(stamp)0-ABCDEF1.yaml", "toast: 200\nfood\(index): 100\n")
            files.write(
                ".daybook/estimates.sync-conflict-20261129-\(stamp)0-ABCDEF1.yaml",
                "- {key: food\(index), kcal: 100, estimator: stub, at: 2026-11-29T08:00}\n")
        }
        return files
    }

    @Test func planningResolveOnManySettingsAndPinLogCopiesIsLinear() {
        let small = settings(copies: 100)
        let large = settings(copies: 400)
        let smallTime = cpuTime { #expect(ConflictResolution.plan(location, fileSystem: small).count == 200) }
        let largeTime = cpuTime { #expect(ConflictResolution.plan(location, fileSystem: large).count == 800) }
        let ratio = Double(largeTime) / Double(max(smallTime, 1))
        #expect(ratio < 8, "4× the copies took \(ratio)× the time")
    }

    /// Folding reads each original once, not once per copy: the bytes read (counted, not timed) grow with the
    /// copies, not with their square.
    @Test(arguments: [false, true])
    func resolvingManyCopiesReadsWhatItFolds(settingsFiles: Bool) throws {
        func bytesRead(copies count: Int) throws -> Int {
            let files = settingsFiles ? settings(copies: count) : journal(copies: count)
            let actions = ConflictResolution.plan(location, fileSystem: files)
            try ConflictResolution.prepare(actions, in: location, fileSystem: files)
            try ConflictResolution.apply(actions, in: location, fileSystem: files, stamp: "s") { _ in }
            #expect(files.paths.filter { $0.contains(".sync-conflict-") && !$0.hasPrefix(".daybook/backup/") }.isEmpty)
            return files.bytesRead
        }
        let small = try bytesRead(copies: 100)
        let large = try bytesRead(copies: 400)
        let ratio = Double(large) / Double(max(small, 1))
        #expect(ratio < 4.5, "4× the copies read \(ratio)× the bytes")
    }

    @Test func planningResolveOnManyCopiesIsLinear() {
        let ratio = ratio { files in
            #expect(ConflictResolution.plan(location, fileSystem: files).count >= 60)
        }
        #expect(ratio < 8, "4× the copies took \(ratio)× the time")
    }
}
