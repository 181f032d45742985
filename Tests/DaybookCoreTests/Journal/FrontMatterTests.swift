import Testing

@testable import DaybookCore

/// Front matter of plain `key: number` lines is read without libyaml, as libyaml would read it; anything else goes
/// to YAML.
struct FrontMatterTests {
    private func read(_ matter: String, path: String = "2026-11-29.md") -> JournalFileParser.Output {
        let parser = JournalFileParser(grammar: EntryParser(doses: DoseDefinition.standard)) { _ in true }
        return parser.parse(
            Array(("---\n" + matter + "---\n- 12:00 soba 400kcal\n").utf8), file: JournalFile(path: path))
    }

    /// What a file says of its target and the problems of its front matter (`lines` long).
    private func said(_ output: JournalFileParser.Output, lines: Int) -> String {
        "\(output.targets.map { "\($0.day) \($0.target)" }) \(output.claims.map { "\($0.day):\($0.line)" }) "
            + output.diagnostics.filter { $0.line <= lines + 1 }.map { "\($0.line):\($0.column) \($0.message.en)" }
            .joined(separator: "|")
    }

    @Test func plainNumbersAreReadWithoutYAML() throws {
        #expect(try #require(FrontMatter.plain(Array("target: 2000\n".utf8))).map(\.value) == 2000)
        #expect(try #require(FrontMatter.plain(Array("weight: 62\ntarget:  1800  \n".utf8))).map(\.line) == 1)
        #expect(try #require(FrontMatter.plain(Array("steps: 9000\n".utf8))) == nil)
        #expect(try #require(FrontMatter.plain([])) == nil)
    }

    @Test func anythingElseIsYAMLs() {
        for matter in [
            "target: 0\n", "target: 100001\n", "target: 1800 # a comment\n", "target: 12.5\n", "target:1800\n",
            " target: 1800\n", "target: 1800\ntarget: 2000\n", "date: 2026-11-29\n", "tags: [a, b]\n",
            "target: -5\n", "target: 1234567890\n", "target:\t1800\n", "title: Sunday\n", "\"target\": 1800\n",
        ] {
            #expect(FrontMatter.plain(Array(matter.utf8)) == nil, "\(matter)")
        }
    }

    @Test func theSameAsYAMLWouldSay() {
        // Each plain front matter beside the same read by YAML (a comment line sends it there, and says nothing).
        for matter in ["target: 2000\n", "weight: 62\ntarget: 1800\n", "steps: 12000\n", "target: 100000\nsteps: 3\n"] {
            let lines = matter.split(separator: "\n").count
            let yaml = matter + "# read by YAML\n"
            #expect(said(read(matter), lines: lines) == said(read(yaml), lines: lines), "\(matter)")
            #expect(
                said(read(matter, path: "notes.md"), lines: lines) == said(read(yaml, path: "notes.md"), lines: lines),
                "\(matter)")
        }
        #expect(said(read("target: 2000\n"), lines: 1) == #"["2026-11-29 2000"] ["2026-11-29:0"] "#)
    }
}
