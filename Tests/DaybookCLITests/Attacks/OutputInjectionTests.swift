import Foundation
import Testing

@testable import DaybookCLI

/// What daybook writes is read by other programs: a spreadsheet runs a CSV cell that starts like a formula, a
/// Markdown viewer renders markup and loads images, a terminal obeys escapes. Text from the journal — and from
/// this machine's settings and arguments too — reaches them as text.
struct CSVFormulaFieldTests {
    @Test(arguments: [
        "-1+cmd|' /C calc'!A0", "+1+HYPERLINK(\"http://x\")", "-2-3", "+1e5", "-1,2", "-1.2.3", "+.", "-",
        "+12,34", "-1 000", "=1", "@SUM(A1)", "\tx", "\r=1", "-0x1F", "+1,234,56",
    ])
    func aFieldThatStartsLikeAFormulaAndIsNotWhollyANumberIsAFormula(_ text: String) {
        #expect(CSV.isFormula(text))
    }

    @Test(arguments: ["-305", "+1,400", "-1,234,567", "+0.5", "-.5", "12", "3.25", "-1,400.5", "toast", ""])
    func aWholeNumberOrTextThatStartsOtherwiseIsNot(_ text: String) {
        #expect(!CSV.isFormula(text))
    }

    @Test func headersAndFieldsOfEveryCSVAreNeutralised() throws {
        let journal = try TemporaryJournal([
            "daybook.yaml": "target: 2000\ndoses:\n  \"+1+evil!A0\": {per_day: 1}\n",
            "2026-11-29.md": "- 13:00 -1+cmd|' /C calc'!A0 100kcal\n- 14:00 +1+HYPERLINK(\"http://x\") 50kcal\n",
        ])
        let export = try journal.run(["export", "--format", "csv"])
        #expect(export.stdout.contains(",'-1+cmd|' /C calc'!A0 100kcal,"))
        #expect(export.stdout.contains(",\"'+1+HYPERLINK(\"\"http://x\"\") 50kcal\","))
        let report = try journal.run(["report", "--days", "1", "--format", "csv", "--now", "2026-11-29T20:00"])
        #expect(report.stdout.contains(",'+1+evil!A0_status,"))
        let cells = report.stdout.split(separator: "\n").flatMap { $0.split(separator: ",") }
        #expect(!cells.contains { $0.hasPrefix("-1+") || $0.hasPrefix("+1+") })
    }
}

struct MarkdownInertTests {
    @Test func markupInJournalTextIsEscaped() {
        #expect(ReportMarkdown.inert("![t](http://x/track.png)") == "\\!\\[t\\]\\(http://x/track.png\\)")
        #expect(ReportMarkdown.inert("<img src=x>") == "\\<img src=x\\>")
        #expect(ReportMarkdown.inert("[click](javascript:alert(1))") == "\\[click\\]\\(javascript:alert\\(1\\)\\)")
        #expect(ReportMarkdown.inert("a|b *c* _d_ `e` &amp; \\") == "a\\|b \\*c\\* \\_d\\_ \\`e\\` \\&amp; \\\\")
        #expect(ReportMarkdown.inert("long\u{1B}[31m") == "long\\\\e\\[31m")
        #expect(ReportMarkdown.inert("持効 long-acting 12.5") == "持効 long-acting 12.5")
    }

    @Test func doseNamesInTheReportAreInert() throws {
        let journal = try TemporaryJournal([
            "daybook.yaml": """
            target: 2000
            doses:
              "![t](http://evil/track.png)": {per_day: 1}
              "<img src=x onerror=alert(1)>": {}
              "[click](javascript:alert(1))": {}

            """,
            "2026-11-29.md": "- 22:00 ![t](http://evil/track.png) 10u\n- 12:00 <img src=x onerror=alert(1)> 4u\n"
                + "- 13:00 [click](javascript:alert(1)) 2u\n",
        ])
        let run = try journal.run(["report", "--days", "1", "--format", "md", "--now", "2026-11-29T23:00"])
        #expect(run.stdout.contains("| \\!\\[t\\]\\(http://evil/track.png\\) |"))
        #expect(run.stdout.contains("- **\\<img src=x onerror=alert\\(1\\)\\>**:"))
        #expect(run.stdout.contains("\\[click\\]\\(javascript:alert\\(1\\)\\)"))
        // Every character Markdown or HTML would read as an image, a link or a tag has its backslash.
        let scalars = Array(run.stdout.unicodeScalars)
        let bare = scalars.indices.filter { index in
            "!<>[]".unicodeScalars.contains(scalars[index]) && (index == 0 || scalars[index - 1] != "\\")
        }
        #expect(bare.isEmpty, "\(run.stdout)")
    }
}

/// Arguments and this machine's settings are trusted, but an escape in them still reaches the terminal as text.
struct TrustedTextIsVisibleTests {
    @Test func aBadNowValueIsShownWithItsEscapes() throws {
        let journal = try TemporaryJournal(["daybook.yaml": ""])
        let run = try journal.run(["status", "--now", "2026\u{1B}]0;pwned\u{07}"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: --now '2026\\e]0;pwned\\u{7}'"))
        #expect(!run.stderr.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" })
    }

    @Test func consentShowsTheSettingsWithTheirEscapes() throws {
        let journal = try TemporaryJournal(["daybook.yaml": ""])
        let local = try LocalConfig(
            in: journal, settings: "estimator: {kind: command, command: [\"/bin/echo\\e[31mred\"]}\n")
        let run = try journal.run(["consent"], environment: local.environment)
        #expect(run.stdout.hasPrefix("Estimator: command (command /bin/echo\\e[31mred)\n"))
        #expect(!run.stdout.unicodeScalars.contains { $0 == "\u{1B}" })
    }
}
