import DaybookCore
import Testing

@testable import DaybookCLI

/// `report` with glucose, in this process: a sensor's morning on the 28th (60, 100, 150, 200, 260, 120 mg/dL over
/// and over, every 5 minutes from 11:00 to 14:55) and two meter readings written on the 29th.
struct GlucoseReportTests {
    static var files: [String: String] {
        var rows = ["time,mg_dl,source"]
        let values = [60, 100, 150, 200, 260, 120]
        for index in 0..<48 {
            let minute = 11 * 60 + index * 5
            let clock =
                (minute / 60 < 10 ? "0" : "") + "\(minute / 60):" + (minute % 60 < 10 ? "0" : "") + "\(minute % 60)"
            rows.append("2026-11-28T\(clock):00,\(values[index % 6]),dexcom")
        }
        return [
            "daybook.yaml": "target: 1800\ndoses:\n  long: {per_day: 1}\n  rapid: {}\n",
            "2026-11-28.md": "- 12:00 lunch: ramen 650kcal\n- 12:10 rapid 4u\n- 22:00 long 12u\n",
            "2026-11-29.md": "- 07:00 bg 95\n- 12:00 BG 7.9 mmol/L\n- 12:30 lunch: soba 500kcal\n",
            "glucose/2026-11.csv": rows.joined(separator: "\n") + "\n",
        ]
    }

    private let arguments = ["report", "--days", "2", "--now", "2026-11-29T21:00"]

    @Test func textEndsWithTheGlucoseSection() {
        let (run, _) = runInProcess(arguments, files: GlucoseReportTests.files)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(
            run.stdout.hasSuffix(
                """
                night        ·   ·   ·   ·   ·   ·   ·

                glucose  mean 147 mg/dL · SD 66 · CV 44.6% · GMI 6.8% · 50 readings · coverage 9.8%
                ranges   in 70–180 52.0% · below 70 16.0% (below 54 0.0%) · above 180 32.0% (above 250 16.0%)
                long     1 dose · at the dose – (0 of 1) · 2 h after – (0 of 1) mg/dL
                rapid    1 dose · at the dose 150 (1 of 1) · 2 h after 150 (1 of 1) mg/dL
                lunch    2 meals · before 101 (2 of 2) · 2 h after 60 (1 of 2) mg/dL

                date            readings  mean  SD     CV  in range  below  above  coverage
                2026-11-28 Sat        48   148  67  44.9%     50.0%  16.7%  33.3%     16.7%
                2026-11-29 Sun         2   119  33  28.2%    100.0%   0.0%   0.0%      0.0%

                """))
    }

    /// A meal's slot is named in the output's language; a dose keeps the name daybook.yaml gives it.
    @Test func mealSlotsInJapanese() {
        let (run, _) = runInProcess(["--lang", "ja"] + arguments, files: GlucoseReportTests.files)
        #expect(run.status == 0)
        #expect(run.stdout.contains("\nrapid  投与 1 回 · 投与時 150(1 回中 1 回) · 2 時間後 150(1 回中 1 回) mg/dL\n"))
        #expect(run.stdout.contains("\n昼食   食事 2 回 · 食前 101(2 回中 2 回) · 2 時間後 60(2 回中 1 回) mg/dL\n"))
    }

    @Test func mmolJournalsShowMmol() {
        var files = GlucoseReportTests.files
        files["daybook.yaml"] = "glucose_unit: mmol/L\ndoses:\n  long: {per_day: 1}\n  rapid: {}\n"
        let (run, _) = runInProcess(arguments, files: files)
        // 'bg 95' without a unit is 95 mmol/L now: an error, not a reading.
        #expect(run.stderr == "daybook: 1 error in the days read; 'daybook check' shows each\n")
        #expect(
            run.stdout.hasSuffix(
                """
                glucose  mean 8.2 mmol/L · SD 3.7 · CV 44.5% · GMI 6.9% · 49 readings · coverage 9.8%
                ranges   in 3.9–10.0 51.0% · below 3.9 16.3% (below 3.0 0.0%) · above 10.0 32.7% (above 13.9 16.3%)
                long     1 dose · at the dose – (0 of 1) · 2 h after – (0 of 1) mmol/L
                rapid    1 dose · at the dose 8.3 (1 of 1) · 2 h after 8.3 (1 of 1) mmol/L
                lunch    2 meals · before 5.6 (2 of 2) · 2 h after 3.3 (1 of 2) mmol/L

                date            readings  mean   SD     CV  in range  below  above  coverage
                2026-11-28 Sat        48   8.2  3.7  44.9%     50.0%  16.7%  33.3%     16.7%
                2026-11-29 Sun         1   7.9                100.0%   0.0%   0.0%      0.0%

                """))
    }

    @Test func theProfileByHour() {
        let (run, _) = runInProcess(arguments + ["--glucose-profile"], files: GlucoseReportTests.files)
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.prefix(4) == [
                "2026-11-28 Sat – 2026-11-29 Sun · 2 days", "",
                "Glucose by time of day in mg/dL, from 50 readings.", "",
            ])
        #expect(lines[4] == "hour   5%  25%  50%  75%  95%   40                                   400")
        #expect(lines[5] == "00:00")
        #expect(lines[12] == "07:00  95   95   95   95   95      ┊  ┃        ┊")
        #expect(lines[16] == "11:00  60  100  135  200  260     ─────███┃███████───────")
        #expect(lines.count == 4 + 1 + 24 + 1)
    }

    @Test func theProfileIsText() {
        let (run, _) = runInProcess(
            arguments + ["--glucose-profile", "--format", "csv"], files: GlucoseReportTests.files)
        #expect(run.status == 64)
        #expect(
            run.stderr.hasPrefix(
                "Error: --glucose-profile needs --format text (the HTML report always has the profile)\n"))
    }

    /// The period's numbers, computed independently: 48 sensor readings summing to 7,120 and the two meter readings
    /// of the 29th (95 and 7.9 × 18.016) give a mean of 147.1465, a sample SD of 65.695 and a CV of 44.646%.
    @Test func jsonHasGlucoseForThePeriodAndEachDay() throws {
        let (run, _) = runInProcess(arguments + ["--format", "json"], files: GlucoseReportTests.files)
        #expect(run.status == 0)
        let json = try #require(JSON(parsing: run.stdout))
        #expect(
            json["glucose"]?.text
                == #"{"readings":50,"mean":147.15,"sd":65.7,"cv":44.65,"gmi":6.83,"tir":52,"tbr":16,"tbr_very_low":0,"tar":32,"tar_very_high":16,"coverage":9.76}"#
        )
        guard case .array(let days)? = json["days"] else {
            Issue.record("no days")
            return
        }
        #expect(days.map { $0["glucose"]?["readings"]?.double } == [48, 2])
        #expect(days.last?["glucose"]?["coverage"]?.double == 0)
        #expect(
            days.first?["glucose_around"]?.text
                == #"[{"time":"12:00","kind":"meal","slot":"lunch","kcal":650,"before":60,"after_2h":60},{"time":"12:10","kind":"dose","dose":"rapid","units":4,"at":150,"after_2h":150},{"time":"22:00","kind":"dose","dose":"long","units":12,"at":null,"after_2h":null}]"#
        )
        #expect(
            json["glucose_profile"]?["bins"].map { bins -> Int in
                if case .array(let items) = bins { return items.count }
                return 0
            } == 24)
    }

    @Test func withoutReadingsTheStatisticsAreNull() throws {
        var files = GlucoseReportTests.files
        files["glucose/2026-11.csv"] = nil
        files["2026-11-29.md"] = "- 12:30 lunch: soba 500kcal\n"
        let (run, _) = runInProcess(arguments + ["--format", "json"], files: files)
        let json = try #require(JSON(parsing: run.stdout))
        #expect(
            json["glucose"]?.text
                == #"{"readings":0,"mean":null,"sd":null,"cv":null,"gmi":null,"tir":null,"tbr":null,"tbr_very_low":null,"tar":null,"tar_very_high":null,"coverage":null}"#
        )
        let (text, _) = runInProcess(arguments, files: files)
        #expect(!text.stdout.contains("glucose"))
    }
}
