import DaybookCore
import Testing

@testable import DaybookCLI

/// Carbohydrate written in a line and weights written in the journal, end to end: the line's grams reach every
/// export exactly, and a day's last weigh-in is on status, report, the exports and the clinic page.
struct WrittenCarbsAndWeightTests {
    private let files = [
        "2026-11-30.md": """
        # 2026-11-30
        - 07:00 体重 58.9kg
        - 12:00 ramen 650kcal

        """,
        "2026-12-01.md": """
        # 2026-12-01
        - 06:50 wt 130.5 lb
        - 07:00 体重 58.6kg
        - 07:30 ラーメン 糖質72g
        - 07:40 rapid 6u
        - 12:30 sandwich, carbs 90g
        - 12:35 rapid 8u
        - 18:00 BP 120/80
        - 22:00 long 12u

        """,
    ]
    private let now = ["--now", "2026-12-01T23:00"]

    @Test func writtenCarbohydrateReachesStatusAndEveryExportExactly() throws {
        let status = runInProcess(["status"] + now, files: files).run.stdout
        #expect(status.contains(" · 162g carbs · "))
        #expect(status.contains(" · meal 90g carbs\n"))
        let csv = runInProcess(["export"] + now, files: files).run.stdout.split(separator: "\n")
        #expect(
            csv.contains { $0.hasPrefix("2026-12-01,07:30,,meal,ラーメン 糖質72g,ラーメン 糖質72g,") && $0.hasSuffix(",72,72") })
        #expect(csv.contains("2026-12-01,07:40,,dose,rapid 6u,,,,,,rapid,6,2026-12-01.md,5,,72"))
        #expect(csv.contains("2026-12-01,12:35,,dose,rapid 8u,,,,,,rapid,8,2026-12-01.md,7,,90"))
        let nightscout = runInProcess(["export", "--format", "nightscout"] + now, files: files).run.stdout
        guard case .array(let treatments)? = JSON(parsing: nightscout) else {
            Issue.record("not a JSON array: \(nightscout)")
            return
        }
        func treatment(_ notes: String) -> JSON? { treatments.first { $0["notes"]?.string?.hasPrefix(notes) == true } }
        #expect(treatment("rapid 6u")?["eventType"]?.string == "Meal Bolus")
        #expect(treatment("rapid 6u")?["carbs"]?.double == 72)
        #expect(treatment("rapid 8u")?["carbs"]?.double == 90)
    }

    @Test func aDaysWeightIsItsLastWeighInInItsOwnUnit() throws {
        let status = runInProcess(["status"] + now, files: files).run.stdout
        #expect(status.contains(" · weight 58.6 kg"))
        let json = runInProcess(["status", "--json"] + now, files: files).run.stdout
        #expect(json.hasSuffix(#""weight_kg":58.6,"weight_unit":"kg"}"# + "\n"))
        let report = runInProcess(["report", "--days", "2"] + now, files: files).run.stdout
        #expect(report.contains("weight"))
        #expect(report.contains("58.9 kg"))
        let csv = runInProcess(["report", "--days", "2", "--format", "csv"] + now, files: files).run.stdout
        #expect(csv.split(separator: "\n").first?.hasSuffix(",carbs_complete,weight_kg") == true)
        #expect(csv.split(separator: "\n").last?.hasSuffix(",58.6") == true)
        let export = runInProcess(["export"] + now, files: files).run.stdout.split(separator: "\n")
        #expect(export.contains("2026-12-01,06:50,,weight,wt 130.5 lb,,59.2,kg,,,,,2026-12-01.md,2,,"))
        #expect(export.contains("2026-12-01,18:00,,blood_pressure,BP 120/80,,120/80,mmHg,,,,,2026-12-01.md,8,,"))
        let pounds = runInProcess(
            ["status"] + now, files: ["2026-12-01.md": "- 06:50 weight 176.8 lbs\n"]
        ).run.stdout
        #expect(pounds.contains(" · weight 176.8 lb"))
    }

    @Test func theClinicPageDrawsTheWeightTrendWhenThereAreWeights() {
        let html = runInProcess(["report", "--days", "2", "--format", "html"] + now, files: files).run.stdout
        #expect(html.contains("<h2>Weight</h2>"))
        #expect(html.contains("<title>2026-11-30 58.9 kg</title>"))
        #expect(html.contains("<title>2026-12-01 58.6 kg</title>"))
        #expect(html.contains("<polyline class=\"weight\""))
        #expect(html.contains("<th>Carbs</th>"))
        let without = runInProcess(
            ["report", "--days", "2", "--format", "html"] + now, files: ["2026-12-01.md": "- 12:00 ramen 650kcal\n"]
        ).run.stdout
        #expect(!without.contains("<h2>Weight</h2>"))
    }

    @Test func carbohydrateOnADoseLineIsWhatTheDoseWasTakenFor() throws {
        let files = [
            "2026-12-01.md":
                "- 12:00 ramen 500kcal 80g carbs\n- 12:05 humalog 6u for 60g carbs\n- 18:00 ノボラピッド 4単位（糖質45g）\n"
        ]
        let status = runInProcess(["status"] + now, files: files).run.stdout
        #expect(status.contains("500 eaten · 80g carbs · "))
        #expect(status.contains("rapid  2 doses · 10u · last 18:00 (5h ago) · meal 45g carbs\n"))
        let nightscout = runInProcess(["export", "--format", "nightscout"] + now, files: files).run.stdout
        guard case .array(let treatments)? = JSON(parsing: nightscout) else {
            Issue.record("not a JSON array: \(nightscout)")
            return
        }
        func treatment(_ notes: String) -> JSON? { treatments.first { $0["notes"]?.string?.hasPrefix(notes) == true } }
        // The dose's own line says 60 g; its meal is then a note, so nothing is counted twice.
        #expect(treatment("humalog 6u")?["eventType"]?.string == "Meal Bolus")
        #expect(treatment("humalog 6u")?["carbs"]?.double == 60)
        #expect(treatment("ramen")?["eventType"]?.string == "Note")
        #expect(treatment("ノボラピッド")?["carbs"]?.double == 45)
    }
}
