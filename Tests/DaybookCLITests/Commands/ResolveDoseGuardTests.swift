import Foundation
import Testing

/// `resolve` puts a lost dose line back only where `dose` would write it: not when its day has `per_day` of it
/// already (a second device logged it meanwhile), unless `--again`.
@Suite(.serialized)
struct ResolveDoseGuardTests {
    private let day = "2026/11/2026-11-29.md"
    private let older = "# 2026-11-29\n\n- 08:00 toast 200kcal\n"

    private func setUp() throws -> (TemporaryJournal, OutsideFolder, [String: String]) {
        let journal = try TemporaryJournal([
            "daybook.yaml": "doses:\n  long:\n    per_day: 1\n", day: older,
        ])
        let machine = try OutsideFolder()
        return (journal, machine, ["HOME": machine.url.path])
    }

    @Test func aLostDoseIsNotPutBackOnADayThatHasItsDose() throws {
        let (journal, _, environment) = try setUp()
        #expect(
            try journal.run(["dose", "--now", "2026-11-29T22:00", "long", "12"], environment: environment).status == 0)
        // The other device's copy comes back, with the dose it logged.
        let replaced = older + "- 22:05 long 12u\n"
        try journal.write(day, replaced)
        let resolve = try journal.run(["resolve", "--now", "2026-11-29T22:30"], environment: environment)
        #expect(resolve.status == 0)
        #expect(
            withoutWriteIDs(resolve.stdout) == """
                did not append the line this machine wrote at 2026-11-29 22:00 to 2026/11/2026-11-29.md (- 22:00 long \
                12u): long is already taken on 2026-11-29 (22:05 12u); per_day is 1. Nothing was written; to log \
                another dose anyway, add --again

                """)
        #expect(try journal.read(day) == replaced)
        let again = try journal.run(["resolve", "--again", "--now", "2026-11-29T22:30"], environment: environment)
        #expect(again.status == 0)
        #expect(withoutWriteIDs(try journal.read(day)) == replaced + "- 22:00 long 12u\n")
    }

    @Test func aLostDoseOnADayWithoutItIsPutBack() throws {
        let (journal, _, environment) = try setUp()
        _ = try journal.run(["dose", "--now", "2026-11-29T22:00", "long", "12"], environment: environment)
        try journal.write(day, older)
        #expect(try journal.run(["resolve", "--now", "2026-11-29T22:30"], environment: environment).status == 0)
        #expect(withoutWriteIDs(try journal.read(day)) == older + "- 22:00 long 12u\n")
    }
}
