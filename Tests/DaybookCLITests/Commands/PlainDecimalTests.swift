import Foundation
import Testing

@testable import DaybookCLI

/// `dose` and `learn` take the numbers a person types, and nothing a C library would also read as one.
struct PlainDecimalTests {
    @Test(arguments: [("12", 12.0), ("12.5", 12.5), ("0.25", 0.25), ("1000", 1000.0)])
    func plainDecimalsAreNumbers(_ text: String, _ value: Double) {
        #expect(PlainDecimal.value(text) == value)
    }

    @Test(arguments: [
        "1e2", "0x10", "inf", "nan", "12.", ".5", "-3", "+3", "12.0000001", "1,5", "１２", "", "1.2.3",
        "12 ", "9999999999",
    ])
    func otherSpellingsAreNot(_ text: String) {
        #expect(PlainDecimal.value(text) == nil)
    }

    @Test func doseAndLearnRefuseThem() throws {
        let journal = try TemporaryJournal(["daybook.yaml": ""])
        let dose = try journal.run(["dose", "rapid", "1e2", "--now", "2026-11-29T12:00"])
        #expect(dose.status == 64)
        #expect(dose.stderr.hasPrefix("Error: '1e2' is not an amount"))
        #expect(try journal.run(["dose", "rapid", "0x10", "--now", "2026-11-29T12:00"]).status == 64)
        let learn = try journal.run(["learn", "cake", "0x100"])
        #expect(learn.status == 64)
        #expect(!FileManager.default.fileExists(atPath: journal.url.appendingPathComponent("foods.yaml").path))
        #expect(try journal.run(["dose", "rapid", "4.5u", "--now", "2026-11-29T12:00"]).status == 0)
    }
}
