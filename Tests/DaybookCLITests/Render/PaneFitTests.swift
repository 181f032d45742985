import Testing

@testable import DaybookCLI

struct PaneFitTests {
    private let block = StatusText.Block(
        head: ["day", "balance", "detail", "long", "rapid"],
        problems: [.init(message: ["error"]), .init(message: ["warning 1"]), .init(message: ["warning 2"])])
    private let plain = Style(enabled: false)

    @Test func everythingFitsWithTheFooter() {
        #expect(
            PaneFit.lines(block, footer: "updated", rows: 10, style: plain)
                == ["day", "balance", "detail", "long", "rapid", "error", "warning 1", "warning 2", "updated"])
    }

    @Test func problemsComeBeforeTheFooter() {
        #expect(
            PaneFit.lines(block, footer: "updated", rows: 8, style: plain)
                == ["day", "balance", "detail", "long", "rapid", "error", "warning 1", "warning 2"])
    }

    @Test func problemsAreCutWithACount() {
        #expect(
            PaneFit.lines(block, footer: "updated", rows: 7, style: plain)
                == ["day", "balance", "detail", "long", "rapid", "error", "+2 more (daybook check)"])
        #expect(
            PaneFit.lines(block, footer: "updated", rows: 6, style: plain)
                == ["day", "balance", "detail", "long", "rapid", "+3 more (daybook check)"])
    }

    /// A problem wrapped to a narrow pane keeps its whole message, and its fix when there is room; never part of
    /// the message.
    @Test func aWrappedProblemKeepsItsWholeMessage() {
        let wrapped = StatusText.Block(
            head: ["day"],
            problems: [
                .init(message: ["error: a long", "  message"], fix: ["  its fix"]),
                .init(message: ["next"], fix: ["  fix"]),
            ])
        #expect(
            PaneFit.lines(wrapped, footer: "", rows: 5, style: plain)
                == ["day", "error: a long", "  message", "  its fix", "+1 more (daybook check)"])
        #expect(
            PaneFit.lines(wrapped, footer: "", rows: 4, style: plain)
                == ["day", "error: a long", "  message", "+1 more (daybook check)"])
        #expect(PaneFit.lines(wrapped, footer: "", rows: 3, style: plain) == ["day", "+2 more (daybook check)"])
    }

    @Test func aPaneShorterThanTheHeadShowsItsTop() {
        #expect(
            PaneFit.lines(block, footer: "updated", rows: 5, style: plain)
                == ["day", "balance", "detail", "long", "rapid"])
        #expect(PaneFit.lines(block, footer: "updated", rows: 2, style: plain) == ["day", "balance"])
        #expect(PaneFit.lines(block, footer: "", rows: 0, style: plain) == ["day"])
    }
}
