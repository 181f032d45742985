import Foundation
import Testing
@testable import DaybookCLI

/// docs/daybook.1 is generated from the specs and kept in the repository.
struct ManPageTests {
    private var kept: String {
        get throws { try String(contentsOf: repositoryRoot.appendingPathComponent("docs/daybook.1"), encoding: .utf8) }
    }

    @Test func theKeptPageIsTheGeneratedOne() throws {
        #expect(try kept == ManPage.render(),
                "docs/daybook.1 is stale: regenerate it with 'swift run daybook __manpage > docs/daybook.1'")
    }

    @Test(.enabled(if: installed("groff") != nil, "groff is not installed: run ./scripts/setup"))
    func groffHasNothingToSay() throws {
        let groff = try #require(installed("groff"))
        let run = try runProgram(groff, ["-man", "-ww", "-z", repositoryRoot.appendingPathComponent("docs/daybook.1").path])
        #expect(run.status == 0)
        #expect(run.stderr == "")
    }

    @Test func itHasTheUsualSections() {
        let sections = ManPage.render().split(separator: "\n").filter { $0.hasPrefix(".SH ") }
        #expect(sections == [".SH NAME", ".SH SYNOPSIS", ".SH DESCRIPTION", ".SH COMMANDS", ".SH OPTIONS",
                             ".SH ENVIRONMENT", ".SH FILES", ".SH EXIT STATUS", ".SH EXAMPLES", ".SH SEE ALSO"])
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
