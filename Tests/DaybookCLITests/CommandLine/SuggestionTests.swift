import Testing

@testable import DaybookCLI

struct SuggestionTests {
    private let commands = ["status", "watch", "add", "dose", "learn", "edit", "check", "report", "calendar"]

    @Test func oneOrTwoEditsAway() {
        #expect(Suggestion.closest(to: "stauts", among: commands) == "status")
        #expect(Suggestion.closest(to: "ad", among: commands) == "add")
        #expect(Suggestion.closest(to: "dos", among: commands) == "dose")
        #expect(Suggestion.closest(to: "lern", among: commands) == "learn")
        #expect(Suggestion.closest(to: "calandar", among: commands) == "calendar")
        #expect(Suggestion.closest(to: "chekc", among: commands) == "check")
    }

    @Test func aBeginningIsClose() {
        #expect(Suggestion.closest(to: "rep", among: commands) == "report")
        #expect(Suggestion.closest(to: "cal", among: commands) == "calendar")
    }

    @Test func nothingFarOff() {
        #expect(Suggestion.closest(to: "xyz", among: commands) == nil)
        #expect(Suggestion.closest(to: "", among: commands) == nil)
        #expect(Suggestion.closest(to: "summary", among: commands) == nil)
        #expect(Suggestion.closest(to: String(repeating: "status", count: 20), among: commands) == nil)
    }

    @Test func theClosestWins() {
        #expect(Suggestion.closest(to: "--jsn", among: ["--journal", "--json"]) == "--json")
        #expect(Suggestion.closest(to: "--fro", among: ["--from", "--format", "--to"]) == "--from")
    }
}
