import DaybookCore
import Testing

@testable import DaybookCLI

/// `report --format html`: one page that needs nothing else — no script, nothing fetched — with journal text only
/// ever as text, and small enough to mail: under 1 MB for 90 days of 5-minute sensor data.
struct ReportHTMLTests {
    private func page(_ files: [String: String], days: Int = 2, language: [String] = []) -> String {
        let (run, _) = runInProcess(
            ["report", "--days", "\(days)", "--now", "2026-11-29T21:00", "--format", "html"]
                + language, files: files)
        #expect(run.status == 0)
        return run.stdout
    }

    @Test func selfContained() {
        let html = page(GlucoseReportTests.files)
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n"))
        #expect(
            html.contains(
                #"<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">"#)
        )
        #expect(html.contains(#"<meta name="viewport" content="width=device-width, initial-scale=1">"#))
        for forbidden in ["<script", "http:", "https:", "url(", "@import", "<link", "src=", "<img", "@font-face"] {
            #expect(!html.contains(forbidden), "the page holds \(forbidden)")
        }
        #expect(html.contains("@page{size:A4;margin:12mm}"))
        #expect(html.contains("@media print{"))
        #expect(html.hasSuffix("</html>\n"))
    }

    @Test func showsGlucoseDaysDosesAndIntake() {
        let html = page(GlucoseReportTests.files)
        #expect(
            html.contains(
                "<p class=\"note\">This report shows what was logged and measured. It gives no advice on doses or treatment. Glucose values are in mg/dL.</p>"
            ))
        #expect(html.contains("<div class=\"metric\"><b>147 mg/dL</b><span>Mean glucose</span></div>"))
        #expect(html.contains("<div class=\"metric\"><b>6.8%</b><span>GMI</span></div>"))
        // Two strips, the profile (five hours with readings), the calendar, intake and the table.
        #expect(html.components(separatedBy: "<figure>").count - 1 == 2)
        #expect(html.contains("<polyline class=\"p50\""))
        #expect(html.contains("<p>long: taken exactly on 1 of 1 day (100%).</p>"))
        #expect(html.contains("<caption>November 2026</caption>"))
        #expect(html.contains("<td class=\"taken\">28<small>✓</small></td>"))
        #expect(html.contains("<title>12:00 lunch: ramen 650kcal</title>"))
        #expect(html.contains(">650</text>"))
        #expect(html.contains(">4u</text>"))
        #expect(
            html.contains(
                "<tr><td>2026-11-28 Sat</td><td>650</td><td>1,800</td><td>+1,150</td><td>✓ 22:00</td><td>148</td><td>50.0%</td><td>48</td></tr>"
            ))
    }

    /// The page in Japanese: its `lang`, its words, Japanese dates and a calendar whose weeks start on Sunday.
    @Test func inJapanese() {
        let html = page(GlucoseReportTests.files, language: ["--lang", "ja"])
        let english = page(GlucoseReportTests.files)
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"ja\">\n"))
        #expect(
            html.contains(
                "<p class=\"note\">このレポートは記録と測定の結果を示すものです。投与量や治療についての助言ではありません。"
                    + " 血糖値の単位は mg/dL です。</p>"))
        #expect(html.contains("<div class=\"metric\"><b>147 mg/dL</b><span>平均血糖値</span></div>"))
        #expect(html.contains("<p>long: 1 日中 1 日、予定どおり打ちました(100%)。</p>"))
        #expect(html.contains("<caption>2026年11月</caption><tr><th>日</th><th>月</th>"))
        #expect(html.contains("<tr><td>11月28日(土)</td><td>650</td><td>1,800</td><td>+1,150</td><td>✓ 22:00</td>"))
        #expect(html.contains("<title>12:00 昼食: ramen 650kcal</title>"))
        #expect(english.contains("<title>12:00 lunch: ramen 650kcal</title>"))
        // What is drawn is drawn the same.
        #expect(
            html.components(separatedBy: "<svg").dropFirst().map { $0.prefix { $0 != "<" } }
                == english.components(separatedBy: "<svg").dropFirst().map { $0.prefix { $0 != "<" } })
    }

    @Test func eachMealAndItsDosePrintTheirCarbohydrate() {
        var files = GlucoseReportTests.files
        files["foods.yaml"] = "toast: {kcal: 180, carbs: 30}\n"
        files["2026-11-29.md"] = "- 07:30 toast 2\n- 07:35 rapid 4u\n- 12:00 mystery stew\n"
        let html = page(files)
        #expect(html.contains("<time>07:30</time> toast 2 <b>360 kcal · 60g carbs</b></li>"))
        #expect(html.contains("<b>rapid 4u</b> (meal 60g carbs)</li>"))
        #expect(html.contains("<time>12:00</time> mystery stew <b>300 kcal</b></li>"))
        #expect(html.contains("kcal · 60g+? carbs"))
        let japanese = page(files, language: ["--lang", "ja"])
        #expect(japanese.contains("360 kcal · 炭水化物 60g"))
    }

    @Test func journalTextIsOnlyEverText() {
        var files = GlucoseReportTests.files
        files["2026-11-29.md"] =
            "- 12:30 lunch: <script>alert(1)</script> 500kcal\n- 13:00 \"quoted\" & 'single' \u{1B}[31m 10kcal\n"
        let html = page(files)
        #expect(!html.contains("<script"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; 500kcal"))
        #expect(html.contains("&quot;quoted&quot; &amp; &#39;single&#39; \\e[31m 10kcal"))
        #expect(!html.contains("\u{1B}"))
    }

    @Test func ninetyDaysOfSensorDataStayUnderAMegabyte() {
        var files = ["daybook.yaml": "target: 1800\n"]
        var months: [String: [String]] = [:]
        guard let first = LocalDate("2026-09-01") else { return }
        for day in 0..<90 {
            guard let date = first.adding(days: day) else { continue }
            files["\(date).md"] =
                "- 07:30 breakfast: toast 300kcal\n- 07:40 rapid 4u\n- 12:30 lunch: ramen 650kcal\n"
                + "- 12:40 rapid 5u\n- 19:00 dinner: curry 800kcal\n- 19:10 rapid 6u\n- 22:00 long 12u\n"
            for step in 0..<288 {
                let minutes = step * 5
                let time = LocalDateTime(date: date, time: TimeOfDay(minutes: minutes) ?? .midnight)
                let value = 100 + (step * 37 + day * 11) % 150
                months[String(date.description.prefix(7)), default: ["time,mg_dl,source"]].append(
                    "\(time):07,\(value),dexcom")
            }
        }
        for (month, rows) in months { files["glucose/\(month).csv"] = rows.joined(separator: "\n") + "\n" }
        let html = page(files, days: 90)
        #expect(html.components(separatedBy: "<figure>").count - 1 == 90)
        // Glucose statistics count calendar days: every reading of the 90 dates, those before 04:00 too.
        #expect(html.contains("<div class=\"metric\"><b>25,920</b><span>Readings</span></div>"))
        #expect(html.contains("<polyline class=\"p50\""))
        #expect(html.utf8.count < 1_000_000)
    }
}
