import Foundation
import Testing

/// `watch` in a short pane, and `watch` started before the journal is there. Every wait is bounded.
@Suite(.serialized)
struct WatchPaneTests {
    @Test func aSevenRowPaneShowsTheDayTheBalanceAndTheDosesFirst() throws {
        let journal = try TemporaryJournal([
            "daybook.yaml": "target: 1800\ndoses:\n  long: {per_day: 1, window: \"22:00-23:00\"}\n  rapid: {}\n",
            "2026-11-29.md": "- 12:00 ramen 700kcal\n- 13:00 mystery one stew\n- 14:00 mystery two stew\n"
                + "- 15:00 mystery three stew\n- 16:00 mystery four stew\n- 20:00 long\n",
        ])
        let pane = try TmuxPane(
            rows: 7, columns: 60, in: journal.url,
            command: [binary.path, "watch", "--now", "2026-11-29T21:45"])
        let first = try pane.rows { $0.contains("+4 more (daybook check)") }
        #expect(
            first == [
                "2026-11-29 Sun · 21:45",
                "≈100 kcal over",
                "1,900 eaten · target 1,800",
                "long   ? unknown",
                "rapid  none yet",
                "2026-11-29.md:6:9: error: dose 'long' has no amount",
                "+4 more (daybook check)",
            ])
        for (index, food) in ["five", "six", "seven"].enumerated() {
            try journal.write(
                "2026-11-29.md", try journal.read("2026-11-29.md") + "- 17:0\(index) mystery \(food) stew\n")
            let more = "+\(5 + index) more (daybook check)"
            #expect(try pane.rows { $0.last == more }?.first == "2026-11-29 Sun · 21:45")
        }
        // Redrawing scrolled nothing out of view.
        #expect(try pane.historySize() == 0)
    }

    @Test(arguments: ["text", "json", "line", "waybar"])
    func aJournalMissingAtStartIsWaitedFor(format: String) throws {
        let place = try TemporaryJournal()
        let root = place.url.appendingPathComponent("journal").path
        let watch = try WatchProcess(
            ["--format", format, "--journal", root, "--now", "2026-11-29T13:00"],
            in: place.url)
        let waiting: [String: String] = [
            "text": "waiting for journal… (\(root) is not there)",
            "json": #"{"status":"waiting","journal":"\#(root)"}"#,
            "line": "waiting for journal…",
            "waybar": #"{"text":"waiting for journal…","tooltip":"waiting for journal… (\#(root) is not there)","#
                + #""class":"warning","percentage":0}"#,
        ]
        #expect(watch.nextLine() == waiting[format])
        try place.write("journal/daybook.yaml", "target: 1800\n")
        try place.write("journal/2026-11-29.md", "- 12:00 ramen 600kcal\n")
        let shown: [String: String] = [
            "text": "1,200 kcal left",
            "json": #""remaining":1200,"#,
            "line": "1,200 kcal left · long ○",
            "waybar": #"{"text":"1,200 kcal left · long ○","#,
        ]
        var line = watch.nextLine()
        while let current = line, !current.contains(shown[format] ?? "") { line = watch.nextLine() }
        #expect(line?.contains(shown[format] ?? "") == true)
    }
}
