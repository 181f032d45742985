import Testing

@testable import DaybookCore

struct NewEntryLineTests {
    private let noon = TimeOfDay(hour: 12, minute: 0) ?? .midnight
    private let location = SourceLocation(file: "(entry)", line: 1)

    private func line(_ text: String, slot: Slot? = nil, timeGiven: Bool = false) -> String {
        NewEntryLine.line(text: text, slot: slot, time: noon, timeGiven: timeGiven)
    }

    @Test func theTimeIsWrittenUnlessTheTextBringsItsOwn() {
        #expect(line("ramen") == "- 12:00 ramen")
        #expect(line("12:30 ramen") == "- 12:30 ramen")
        #expect(line("午後3時 ケーキ") == "- 午後3時 ケーキ")
        #expect(line("12:30 ramen", timeGiven: true) == "- 12:00 12:30 ramen")
        #expect(line("ramen at 12:30") == "- ramen at 12:30")
        #expect(line("Tresiba 12u 22:00", slot: nil) == "- Tresiba 12u 22:00")
        #expect(line("9 pm popcorn") == "- 9 pm popcorn")
        #expect(line("19.30 pasta") == "- 19.30 pasta")
        #expect(line("0.5 pizza") == "- 12:00 0.5 pizza")
    }

    /// `add "[22:00] lantus 12u"` keeps the time given in the text; `add --time 12:00 "22:00 …"` gives two, and is
    /// refused.
    @Test func aTimeGivenInTheTextIsTheEntrysTime() {
        #expect(line("[22:00] lantus 12u") == "- [22:00] lantus 12u")
        #expect(line("@22:00 lantus 12u") == "- @22:00 lantus 12u")
        let errors = { (text: String) in
            NewEntryLine.errors(
                in: self.line(text, timeGiven: true), doses: DoseDefinition.standard, location: self.location)
        }
        #expect(
            errors("22:00 lantus 12u").map(\.message.en)
                == ["two times at the start of this entry ('12:00' and '22:00'); it is not counted"])
        #expect(errors("[22:00] lantus 12u").count == 1)
        #expect(errors("lantus 12u").isEmpty)
    }

    /// A task box goes first, where an editor shows it as one; what it holds is not counted until ticked.
    @Test func aTaskBoxGoesBeforeTheTime() {
        #expect(line("[ ] lantus 12u") == "- [ ] 12:00 lantus 12u")
        #expect(line("[ ] 22:00 lantus 12u") == "- [ ] 22:00 lantus 12u")
        #expect(line("[x] ramen", slot: .lunch) == "- [x] 12:00 lunch: ramen")
        #expect(parseLine(line("[-] lantus 12u")).entry?.content == .cancelled)
    }

    @Test func aSlotGoesAfterTheTime() {
        #expect(line("ramen", slot: .lunch) == "- 12:00 lunch: ramen")
        #expect(line("12:30 ramen", slot: .lunch) == "- 12:30 lunch: ramen")
    }

    @Test func somethingMeantAsATimeStaysInFrontAndIsRefused() {
        let written = line("25:00 toast")
        #expect(written == "- 25:00 toast")
        #expect(
            NewEntryLine.errors(in: written, doses: DoseDefinition.standard, location: location).map(\.message.en)
                == ["'25:00' is not a time: hours run 0–23 and minutes 0–59"])
    }

    @Test func whatTheReaderCallsAnErrorIsAnError() {
        let errors = { (text: String) in
            NewEntryLine.errors(in: self.line(text), doses: DoseDefinition.standard, location: self.location)
        }
        #expect(errors("ramen, gyoza 6個").isEmpty)
        #expect(errors("long").map(\.message.en) == ["dose 'long' has no amount"])
        #expect(errors("ノボリン 4単位").count == 1)
        #expect(
            errors(String(repeating: "ramen ", count: 700)).map(\.message.en)
                == ["entry is longer than 4096 bytes; not counted"])
        #expect(errors("unknown stew").isEmpty, "a warning is no reason to refuse")
    }
}
