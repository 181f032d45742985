import Testing

@testable import DaybookCLI

/// A glucose line in the exports: a `glucose` row of the CSV, an entry of kind `glucose`, a Nightscout `BG Check`.
struct GlucoseExportTests {
    private let files = [
        "daybook.yaml": "", "2026-11-29.md": "- 07:30 BG 7.9 mmol/L before breakfast\n- 07:35 toast 200kcal\n",
    ]
    private let arguments = ["export", "--from", "2026-11-29", "--to", "2026-11-29", "--now", "2026-11-29T21:00"]

    @Test func csv() {
        let (run, _) = runInProcess(arguments, files: files)
        #expect(
            run.stdout == """
                date,time,slot,kind,text,item,quantity,unit,kcal,source,dose,units,file,line,carbs,meal_carbs
                2026-11-29,07:30,,glucose,BG 7.9 mmol/L before breakfast,,142.3,mg/dL,,,,,2026-11-29.md,1,,
                2026-11-29,07:35,,meal,toast 200kcal,toast 200kcal,1,,200,explicit,,,2026-11-29.md,2,,

                """)
    }

    @Test func json() {
        let (run, _) = runInProcess(arguments + ["--format", "json"], files: files)
        #expect(
            run.stdout.contains(
                #"{"date":"2026-11-29","file":"2026-11-29.md","line":1,"time":"07:30","slot":null,"kind":"glucose","text":"BG 7.9 mmol/L before breakfast","mg_dl":142.3}"#
            ))
    }

    @Test func nightscoutBGCheck() {
        let (run, _) = runInProcess(arguments + ["--format", "nightscout"], files: files)
        #expect(run.stdout.hasPrefix(#"[{"created_at":"#))
        #expect(
            run.stdout.contains(
                #""enteredBy":"daybook","eventType":"BG Check","glucose":142.3,"glucoseType":"Finger","units":"mg/dl","notes":"BG 7.9 mmol/L before breakfast","identifier":""#
            ))
    }
}
