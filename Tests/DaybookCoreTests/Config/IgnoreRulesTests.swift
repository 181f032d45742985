import DaybookTesting
import Testing

@testable import DaybookCore

struct IgnoreRulesTests {
    private func rules(_ patterns: String...) -> IgnoreRules {
        IgnoreRules(patterns: patterns)
    }

    @Test func aPatternNamesAPathFromTheRoot() {
        let shopping = rules("shopping.md")
        #expect(shopping.excludes("shopping.md"))
        #expect(!shopping.excludes("lists/shopping.md"))
        #expect(!shopping.excludes("shopping.md.bak"))
    }

    @Test func starsStayInOneComponentAndDoubleStarsCrossThem() {
        let drafts = rules("*/drafts/*.md")
        #expect(drafts.excludes("2026/drafts/a.md"))
        #expect(!drafts.excludes("2026/11/drafts/a.md"))
        let anywhere = rules("**/drafts")
        #expect(anywhere.excludes("drafts/a.md"))
        #expect(anywhere.excludes("2026/11/drafts/a.md"))
        let question = rules("note-?.md")
        #expect(question.excludes("note-1.md"))
        #expect(!question.excludes("note-12.md"))
        #expect(rules("*.md").excludes("ノート.md"))
    }

    @Test func aFolderIsLeftOutWithEverythingInIt() {
        for pattern in ["Templates", "Templates/", "Templates/**", "/Templates"] {
            let templates = rules(pattern)
            #expect(templates.excludes("Templates/Daily.md"), "\(pattern)")
            #expect(templates.excludes("Templates/deep/er/Daily.md"), "\(pattern)")
            #expect(!templates.excludes("Templates.md"), "\(pattern)")
        }
        #expect(rules("Templates/**").excludesItself("Templates"))
    }

    @Test func matchingStaysLinearOnHostileInput() {
        let hostile = rules(String(repeating: "*a", count: 120) + "b", String(repeating: "**/", count: 80) + "x")
        let name = String(repeating: "a", count: 255)
        #expect(!hostile.excludes(name))
        #expect(!hostile.excludes(Array(repeating: "y", count: 200).joined(separator: "/")))
    }

    @Test func theConfigurationReadsAndChecksPatterns() {
        let (config, diagnostics) = ConfigLoader.load(
            Array(
                """
                ignore:
                  - Templates/**
                  - ""
                  - ../outside.md
                  - {a: 1}
                  - \(String(repeating: "x", count: 300))
                """.utf8))
        #expect(config.ignore.excludes("Templates/Daily.md"))
        #expect(
            diagnostics.map { "\($0.line):\($0.column): \($0.message.en)" } == [
                "3:5: an empty ignore pattern leaves out nothing; it is not used",
                "4:5: ignore pattern '../outside.md' has '.' or '..' in it: patterns name paths below the root as they are",
                "5:5: 'ignore' must be a list of paths or globs, e.g. [\"Templates/**\", shopping.md], found a mapping",
                "6:5: an ignore pattern is longer than 256 bytes; it is not used",
            ])
        #expect(ConfigLoader.load(Array("ignore: shopping.md\n".utf8)).0.ignore.excludes("shopping.md"))
    }

    @Test func atMostAHundredPatternsAreUsed() {
        let list = (1...101).map { "- p\($0).md" }.joined(separator: "\n")
        let (config, diagnostics) = ConfigLoader.load(Array("ignore:\n\(list)\n".utf8))
        #expect(config.ignore.excludes("p100.md"))
        #expect(!config.ignore.excludes("p101.md"))
        #expect(diagnostics.map(\.message.en) == ["'ignore' has more than 100 patterns; the rest are not used"])
        #expect(diagnostics.first?.line == 102)
    }

    @Test func theJournalLeavesOutWhatItIgnores() {
        let files = MemoryFileSystem([
            "daybook.yaml": "ignore: [Templates/**, shopping.md]\n",
            "2026-11-29.md": "- 12:00 ramen 600kcal\n",
            "Templates/Daily.md": "- [ ] exercise\n",
            "shopping.md": "- milk\n",
            ".obsidian/notes.md": "- hidden\n",
        ])
        let journal = JournalReader(fileSystem: files).read(JournalLocation(root: "."), selection: .all)
        #expect(journal.diagnostics.isEmpty)
        #expect(journal.filesRead == 1)
        #expect(!files.reads.contains("Templates/Daily.md"))
        #expect(!files.listings.contains("Templates"))
    }
}
