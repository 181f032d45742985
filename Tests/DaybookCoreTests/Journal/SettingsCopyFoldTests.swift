import DaybookTesting
import Testing

@testable import DaybookCore

/// How `resolve` folds conflict copies of the settings files and of the pin log, each original read once and every
/// copy folded into it as the copies before left it.
struct SettingsCopyFoldTests {
    private let location = JournalLocation(root: ".")

    private func copy(_ name: String, _ stamp: Int) -> String {
        "\(name).sync-conflict-20261129-15000\(stamp)-ABCDEF1.yaml"
    }

    private func plan(_ files: MemoryFileSystem) -> [ConflictResolution.Action] {
        ConflictResolution.plan(location, fileSystem: files)
    }

    @Test func twoCopiesAddingOneFoodAddItOnce() {
        let files = MemoryFileSystem([
            "foods.yaml": "toast: 200\n",
            copy("foods", 1): "toast: 200\nsoba: 350\n",
            copy("foods", 2): "soba: 350\nnatto: 90\n",
        ])
        #expect(
            plan(files) == [
                .foldCopy(copy: copy("foods", 1), original: "foods.yaml", lines: ["soba: 350"]),
                .foldCopy(copy: copy("foods", 2), original: "foods.yaml", lines: ["natto: 90"]),
            ])
    }

    @Test func aCopyLeftForANestedSettingFoldsNothingOfItself() {
        let files = MemoryFileSystem([
            "daybook.yaml": "doses:\n  long: {per_day: 1}\n",
            copy("daybook", 1): "doses:\n  rapid: {per_day: 3}\ntarget: 1500\n",
            copy("daybook", 2): "target: 1600\n",
        ])
        #expect(
            plan(files) == [
                .leave(file: copy("daybook", 1), reason: .nestedSetting(key: "doses.rapid", original: "daybook.yaml")),
                .foldCopy(copy: copy("daybook", 2), original: "daybook.yaml", lines: ["target: 1600"]),
            ])
    }

    @Test func copiesOfAMissingOriginalFoldIntoEachOther() {
        let files = MemoryFileSystem([
            copy("foods", 1): "soba: 350\n",
            copy("foods", 2): "soba: 400\nnatto: 90\n",
        ])
        #expect(
            plan(files) == [
                .foldCopy(copy: copy("foods", 1), original: "foods.yaml", lines: ["soba: 350"]),
                .foldCopy(copy: copy("foods", 2), original: "foods.yaml", lines: ["natto: 90"]),
            ])
    }

    @Test func aPinInTwoCopiesIsAppendedOnceAndTwiceInOneCopyOnce() {
        let pin = "- {key: soba, kcal: 350, estimator: stub, at: 2026-11-29T12:00}"
        let other = "- {key: natto, kcal: 90, estimator: stub, at: 2026-11-29T12:00}"
        let log = ".daybook/estimates.yaml"
        let first = ".daybook/" + copy("estimates", 1)
        let second = ".daybook/" + copy("estimates", 2)
        let files = MemoryFileSystem([
            log: "- {key: toast, kcal: 200, estimator: stub, at: 2026-11-28T08:00}\n",
            first: "\(pin)\n\(pin)\n",
            second: "\(pin)\n\(other)\n",
        ])
        #expect(
            plan(files) == [
                .foldCopy(copy: first, original: log, lines: [pin]),
                .foldCopy(copy: second, original: log, lines: [other]),
            ])
    }

    @Test func copiesOfOneOriginalAreAppendedInOneWriteAndEachMoved() throws {
        let files = MemoryFileSystem([
            "foods.yaml": "toast: 200\n",
            copy("foods", 1): "soba: 350\n",
            copy("foods", 2): "natto: 90\n",
        ])
        var said: [String] = []
        try ConflictResolution.apply(plan(files), in: location, fileSystem: files, stamp: "s") {
            said.append($0.localized.en)
        }
        #expect(files.contents("foods.yaml") == Array("toast: 200\nsoba: 350\nnatto: 90\n".utf8))
        #expect(files.contents(copy("foods", 1)) == nil)
        #expect(files.contents(".daybook/backup/\(copy("foods", 2)).s") == Array("natto: 90\n".utf8))
        #expect(said.count == 2)
        #expect(files.reads.filter { $0 == "foods.yaml" }.count == 2)
    }
}
