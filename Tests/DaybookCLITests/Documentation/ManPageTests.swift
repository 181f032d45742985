import Foundation
import Testing

@testable import DaybookCLI

/// docs/daybook.1 and docs/daybook.ja.1 are generated from the specs and kept in the repository.
struct ManPageTests {
    private func kept(_ name: String) throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent("docs/" + name), encoding: .utf8)
    }

    @Test func theKeptPagesAreTheGeneratedOnes() throws {
        #expect(
            try kept("daybook.1") == ManPage.render(),
            "docs/daybook.1 is stale: regenerate it with 'swift run daybook __manpage > docs/daybook.1'")
        #expect(
            try kept("daybook.ja.1") == ManPage.render(language: .ja),
            "docs/daybook.ja.1 is stale: regenerate it with 'swift run daybook __manpage --lang ja > docs/daybook.ja.1'"
        )
    }

    /// PostScript, the default device, and a UTF-8 terminal as `man` uses (the Japanese page's glyphs are there only).
    @Test(.enabled(if: installed("groff") != nil, "groff is not installed: run ./scripts/setup"))
    func groffHasNothingToSay() throws {
        let groff = try #require(installed("groff"))
        for page in ["docs/daybook.1", "docs/daybook.ja.1"] {
            for device in [[], ["-Tutf8"]] {
                let run = try runProgram(
                    groff, device + ["-man", "-ww", "-z", repositoryRoot.appendingPathComponent(page).path])
                #expect(run.status == 0, "\(page) \(device)")
                #expect(run.stderr == "", "\(page) \(device)")
            }
        }
    }

    @Test func itHasTheUsualSections() {
        let sections = ManPage.render().split(separator: "\n").filter { $0.hasPrefix(".SH ") }
        #expect(
            sections == [
                ".SH NAME", ".SH SYNOPSIS", ".SH DESCRIPTION", ".SH COMMANDS", ".SH OPTIONS",
                ".SH ENVIRONMENT", ".SH FILES", ".SH EXIT STATUS", ".SH EXAMPLES", ".SH SEE ALSO",
            ])
        let japanese = ManPage.render(language: .ja).split(separator: "\n").filter { $0.hasPrefix(".SH ") }
        #expect(
            japanese.map { $0.dropFirst(4) }
                == [
                    "名前", "書式", "説明", "コマンド", "オプション", "環境変数", "ファイル",
                    "終了ステータス", "例", "関連項目",
                ].map { ManPage.escaped($0)[...] })
    }

    /// Japanese has no spaces to break at: roff is told where it may break (`\:`), and sets it ragged-right.
    @Test func japaneseBreaksBetweenCharacters() {
        let page = ManPage.render(language: .ja)
        #expect(page.contains("\n.ad l\n"))
        #expect(page.contains(ManPage.escaped("今日の残り").replacing("]\\[", with: "]\\:\\[")))
        #expect(!ManPage.render().contains("\\:"))
    }

    @Test func everyCommandAndOptionIsThere() {
        let page = ManPage.render()
        for command in CommandSpec.visible {
            #expect(page.contains("\n.SS daybook \(command.name)\n"), "\(command.name)")
            for option in command.options {
                #expect(page.contains("\\fB\(ManPage.escaped(option.name))\\fR"), "\(command.name) \(option.name)")
            }
        }
        #expect(!page.contains("__complete") && !page.contains("__manpage"))
    }

    @Test func roffIsEscaped() {
        #expect(ManPage.escaped("--date -1 \\ ≈") == "\\-\\-date \\-1 \\e \\[u2248]")
        let page = ManPage.render()
        // A glyph PostScript fonts lack falls back to plain text there.
        #expect(page.contains("\n.if !c\\[u2713] .char \\[u2713] v\n"))
        // No line of running text starts like a request.
        for line in page.split(separator: "\n") where line.hasPrefix(".") || line.hasPrefix("'") {
            #expect(line.split(separator: " ").first.map { $0.count <= 3 } == true, "\(line)")
        }
    }
}
