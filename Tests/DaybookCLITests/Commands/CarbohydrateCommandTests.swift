import DaybookCore
import Testing

@testable import DaybookCLI

/// Carbohydrate beside every meal and every rapid-acting dose taken for one, on every surface; unknown is never 0.
struct CarbohydrateCommandTests {
    private let files = [
        "foods.yaml": "toast: {kcal: 180, carbs: 30}\nrice: {kcal: 234, carbs: 55}\n",
        "2026-12-01.md": """
        # 2026-12-01
        - 07:30 toast 2
        - 07:35 rapid 4u
        - 12:30 rice, mystery stew
        - 12:40 rapid 6u
        - 15:00 toast
        - 22:00 long 12u

        """,
    ]
    private let now = ["--now", "2026-12-01T23:00"]

    @Test func statusShowsTheDaysCarbohydrateAndTheLastDosesMeal() {
        let run = runInProcess(["status"] + now, files: files).run
        #expect(run.stdout.contains("1,074 eaten · 145g+? carbs · target"))
        #expect(run.stdout.contains("rapid  2 doses · 10u · last 12:40"))
        #expect(run.stdout.contains(" · meal 55g+? carbs\n"))
        let japanese = runInProcess(["status", "--lang", "ja"] + now, files: files).run
        #expect(japanese.stdout.contains("炭水化物 145g+?"))
        #expect(japanese.stdout.contains("食事の炭水化物 55g+?"))
    }

    @Test func aDayWithoutAnyKnownCarbohydrateSaysNothingOfIt() {
        let run = runInProcess(["status"] + now, files: ["2026-12-01.md": "- 12:00 mystery stew\n- 12:05 rapid 4u\n"])
            .run
        #expect(!run.stdout.contains("carbs"))
    }

    @Test func jsonAndCSVCarryItPerItemPerMealAndPerDose() throws {
        let json = runInProcess(["status", "--json"] + now, files: files).run.stdout
        #expect(
            json.contains(
                #""text":"toast 2","kcal":360,"items":[{"text":"toast 2","quantity":2,"unit":null,"kcal":360,"source":"foods","pending":false,"carbs":60}],"carbs":60,"carbs_complete":true,"carbs_approximate":false}"#
            ))
        #expect(json.contains(#""dose":"rapid","units":4,"meal_carbs":60,"meal_carbs_complete":true"#))
        #expect(json.contains(#""kcal":300,"source":"guess","pending":false,"carbs":null}"#))
        #expect(
            json.hasSuffix(
                #""carbs":145,"carbs_complete":false,"carbs_approximate":false,"weight_kg":null,"weight_unit":null}"#
                    + "\n"))
        let csv = runInProcess(["export"] + now, files: files).run.stdout.split(separator: "\n")
        #expect(csv.first?.hasSuffix(",file,line,carbs,meal_carbs") == true)
        #expect(csv.contains("2026-12-01,07:30,,meal,toast 2,toast 2,2,,360,foods,,,2026-12-01.md,2,60,60"))
        // A meal with an unknown item has no total in a column people sum.
        #expect(csv.contains("2026-12-01,12:30,,meal,\"rice, mystery stew\",rice,1,,234,foods,,,2026-12-01.md,4,55,"))
        #expect(csv.contains("2026-12-01,07:35,,dose,rapid 4u,,,,,,rapid,4,2026-12-01.md,3,,60"))
        #expect(csv.contains("2026-12-01,12:40,,dose,rapid 6u,,,,,,rapid,6,2026-12-01.md,5,,"))
    }

    @Test func nightscoutGetsAMealBolusACarbCorrectionAndNotesForWhatIsNotKnown() throws {
        let run = runInProcess(["export", "--format", "nightscout"] + now, files: files).run
        guard case .array(let treatments)? = JSON(parsing: run.stdout) else {
            Issue.record("not a JSON array: \(run.stdout)")
            return
        }
        func treatment(_ notes: String) -> JSON? { treatments.first { $0["notes"]?.string?.hasPrefix(notes) == true } }
        #expect(treatment("rapid 4u")?["eventType"]?.string == "Meal Bolus")
        #expect(treatment("rapid 4u")?["carbs"]?.double == 60)
        #expect(treatment("rapid 4u")?["insulin"]?.double == 4)
        // Its meal's carbohydrate is on the bolus: the meal is a note, or it would count twice.
        #expect(treatment("toast 2")?["eventType"]?.string == "Note")
        #expect(treatment("toast 2")?["carbs"] == nil)
        // A meal partly unknown gives no carbs at all, and its dose stays a correction bolus.
        #expect(treatment("rapid 6u")?["eventType"]?.string == "Correction Bolus")
        #expect(treatment("rice, mystery stew")?["carbs"] == nil)
        #expect(treatment("toast (")?["eventType"]?.string == "Carb Correction")
        #expect(treatment("toast (")?["carbs"]?.double == 30)
    }

    @Test func reportHasADailyColumnShowAndAddShowItPerItem() {
        let report = runInProcess(["report", "--days", "1"] + now, files: files).run.stdout
        #expect(report.contains("date             eaten   carbs  target  left  long\n"))
        #expect(report.contains("2026-12-01 Tue  ≈1,074  145g+?   2,000  +926"))
        let show = runInProcess(["show"] + now, files: files).run.stdout
        #expect(show.contains("  07:30  toast 2       360 kcal  60g  your foods\n"))
        #expect(show.contains("         mystery stew  300 kcal   ?g  guess\n"))
        let added = runInProcess(["add", "12:45 toast, rice"] + now, files: files).run.stdout
        #expect(added.contains("  toast   180 kcal  30g  your foods\n"))
        #expect(added.contains("  85g carbs\n"))
        let dose = runInProcess(["add", "07:40 rapid 1u"] + now, files: files).run.stdout
        #expect(dose.contains("  meal 60g carbs\n"))
    }
}
