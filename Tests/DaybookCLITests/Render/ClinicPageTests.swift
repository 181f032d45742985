import DaybookCore
import Testing

@testable import DaybookCLI

/// The HTML report as a clinic reads it on paper: what was eaten printed (not only in tooltips), labels that never
/// overlap and a dose taken twice shown twice, a legend and each day's units per insulin, dates under the intake
/// bars, the journal's problems, glucose statistics over calendar days, and axis labels apart.
struct ClinicPageTests {
    private let files = [
        "daybook.yaml": "target: 1800\ndoses:\n  long: {per_day: 1}\n  rapid: {}\n",
        "2026-11-28.md":
            "- 12:00 lunch: ramen 650kcal, gyoza 6個\n- 12:05 coffee 10kcal\n- 12:10 rapid 4u\n- 12:12 rapid 2u\n"
            + "- 22:00 long 12u\n- 22:03 long 10u\n- 25:00 toast\n",
        "2026-11-29.md": "- 08:00 breakfast: toast 200kcal\n",
        // 02:00 on the 28th is in the journal day of the 27th (day_starts 04:00), before the period, but in the
        // calendar's 28th.
        "glucose/2026-11.csv": "time,mg_dl,source\n2026-11-28T02:00:00,300,dexcom\n2026-11-28T12:00:00,100,dexcom\n",
    ]

    private func page() -> String {
        let (run, _) = runInProcess(
            ["report", "--days", "2", "--now", "2026-11-29T21:00", "--format", "html"], files: files)
        #expect(run.status == 0)
        return run.stdout
    }

    /// The `<text>` labels of `svg` as (x, y, text).
    private func labels(_ svg: Substring) -> [(x: Int, y: Int, text: String)] {
        svg.components(separatedBy: "<text ").dropFirst().compactMap { part in
            func number(_ name: String) -> Int? {
                guard let start = part.range(of: "\(name)=\"") else { return nil }
                return Int(part[start.upperBound...].prefix { $0 != "\"" })
            }
            guard let x = number("x"), let y = number("y"), let close = part.firstIndex(of: ">") else { return nil }
            return (x, y, String(part[part.index(after: close)...].prefix { $0 != "<" }))
        }
    }

    @Test func whatWasEatenAndTakenIsPrinted() {
        let html = page()
        #expect(html.contains("<time>12:00</time> lunch: ramen 650kcal, gyoza 6個 <b>"))
        #expect(html.contains("<time>12:05</time> coffee 10kcal <b>10 kcal</b>"))
        // A dose taken twice is two lines, both marked.
        #expect(html.contains("<li class=\"ins0\"><time>22:00</time> <b>long 12u ‼</b></li>"))
        #expect(html.contains("<li class=\"ins0\"><time>22:03</time> <b>long 10u ‼</b></li>"))
        // The day's units of each insulin, and which colour is which.
        #expect(html.contains("long 22u · rapid 6u"))
        #expect(html.contains("<span class=\"ins0\"><i></i>long</span><span class=\"ins1\"><i></i>rapid</span>"))
    }

    @Test func labelsInAStripNeverOverlapAndADoubledDoseShowsTwice() {
        let html = page()
        guard let strip = html.components(separatedBy: "<figure>").dropFirst().first else {
            Issue.record("no strip")
            return
        }
        let rows = LabelRows(fontSize: DayStripSVG.fontSize, gap: 0)
        let shown = labels(strip[...]).filter { ["12u", "10u", "4u", "2u", "650", "10"].contains($0.text) }
        #expect(shown.filter { $0.text == "12u" || $0.text == "10u" }.count == 2)
        for (index, a) in shown.enumerated() {
            for b in shown.dropFirst(index + 1) where a.y == b.y {
                let aHalf = rows.width(of: a.text) / 2
                let bHalf = rows.width(of: b.text) / 2
                #expect(
                    a.x + aHalf <= b.x - bHalf || b.x + bHalf <= a.x - aHalf,
                    "\(a.text) at \(a.x) and \(b.text) at \(b.x) overlap")
            }
        }
    }

    @Test func labelsTooCloseToShareARowAreStacked() {
        let rows = LabelRows(fontSize: 30, gap: 8)
        let placed = rows.place([(1320, "12u"), (1323, "10u"), (100, "4u"), (1000, "6u")])
        #expect(placed.map(\.row) == [0, 1, 0, 0])
        #expect(placed.map(\.text) == ["12u", "10u", "4u", "6u"])
    }

    @Test func theJournalsProblemsAreListed() {
        let html = page()
        #expect(html.contains("<h2>Problems in the journal</h2>"))
        #expect(html.contains("<code>2026-11-28.md:7</code> &#39;25:00&#39; is not a time"))
    }

    @Test func glucoseStatisticsCountCalendarDays() {
        let html = page()
        #expect(html.contains("Calendar days, midnight to midnight"))
        // Both readings are in the calendar's 28th; by journal days only the one at 12:00 is in the period.
        #expect(html.contains("<div class=\"metric\"><b>2</b><span>Readings</span></div>"))
        #expect(html.contains("<div class=\"metric\"><b>200 mg/dL</b><span>Mean glucose</span></div>"))
    }

    @Test func theIntakeBarsHaveDates() {
        let dates = (0..<90).compactMap { LocalDate("2026-09-01")?.adding(days: $0) }
        let shown = IntakeSVG.labels(dates, fontSize: 15)
        #expect(shown.map(\.text).prefix(2) == ["9/1", "9/8"])
        #expect(shown.contains { $0.text == "10/1" } && shown.contains { $0.text == "11/1" })
        let rows = LabelRows(fontSize: 15, gap: 15)
        for (a, b) in zip(shown, shown.dropFirst()) {
            #expect(a.index * IntakeSVG.barWidth + rows.width(of: a.text) + 15 <= b.index * IntakeSVG.barWidth)
        }
        #expect(page().contains(">11/28</text>"))
    }

    @Test func axisLabelsOfCloseBoundsDoNotCollide() {
        let axis = GlucoseProfileSVG.axis
        let placed = GlucoseProfileSVG.boundLabels([250, 180, 70, 54].map { axis.y(Double($0)) })
        for (a, b) in zip(placed, placed.dropFirst()) {
            #expect(b - a >= GlucoseProfileSVG.fontSize, "\(placed)")
        }
    }
}
