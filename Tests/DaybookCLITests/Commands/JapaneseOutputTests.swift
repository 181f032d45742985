import Foundation
import Testing

/// The example journal as a Japanese reader sees it: switching only `LANG` changes everything a person reads, leaves
/// no English sentence behind, and changes nothing a program reads.
@Suite(.serialized)
struct JapaneseOutputTests {
    private static let now = ["--now", "2026-11-29T21:45"]
    private static let japanese = ["LANG": "ja_JP.UTF-8"]

    /// What a person reads, with what each command needs.
    private static let human: [[String]] =
        [
            ["status"] + now, ["status", "--format", "line"] + now, ["status", "--format", "tmux"] + now,
            ["status", "--format", "waybar"] + now, ["status", "--format", "i3blocks"] + now,
            ["status", "--date", "2026-11-25"] + now, ["status", "--now", "2026-11-22T08:00"],
            ["status", "--format", "tmux", "--journal", "/nonexistent"], ["check"], ["report"] + now,
            ["report", "--format", "md"] + now, ["report", "--month", "2026-11"] + now,
            ["report", "--glucose-profile"] + now, ["calendar"] + now, ["consent"], ["resolve", "--dry-run"] + now,
            ["add", "snack: mystery pie"] + now, ["dose", "long", "12"] + ["--now", "2026-11-25T23:30"],
            ["learn", "gyoza", "45"], ["report", "--mnth", "2026-11"], ["stauts"], ["help"],
        ]
        + [
            "status", "watch", "add", "dose", "learn", "edit", "check", "report", "calendar", "export", "import",
            "resolve", "consent", "init", "lsp", "completions",
        ].map { ["help", $0] }

    /// What a program reads.
    private static let machine: [[String]] = [
        ["status", "--json"] + now, ["status", "--format", "json", "--date", "2026-11-21"] + now,
        ["report", "--format", "json"] + now, ["report", "--format", "csv", "--month", "2026-11"] + now,
        ["report", "--format", "csv", "--by", "item"] + now, ["export"], ["export", "--format", "json"],
        ["export", "--format", "nightscout"], ["__complete", "doses"], ["__complete", "foods"], ["--version"],
    ]

    /// Runs `arguments` on a fresh copy of the example journal (a run may write), with a machine of its own.
    private func run(_ arguments: [String], _ environment: [String: String] = [:]) throws -> Run {
        let journal = try TemporaryJournal.example()
        let machine = try OutsideFolder()
        var environment = environment
        environment["HOME"] = machine.url.path
        return try journal.run(arguments, environment: environment)
    }

    @Test func switchingOnlyTheLocaleChangesWhatAPersonReads() throws {
        for arguments in Self.human {
            let english = try run(arguments)
            let japanese = try run(arguments, Self.japanese)
            #expect(english.status == japanese.status, "\(arguments)")
            #expect(english.stdout + english.stderr != japanese.stdout + japanese.stderr, "\(arguments)")
            #expect(
                japanese.stdout.unicodeScalars.contains(where: Self.isJapanese)
                    || japanese.stderr.unicodeScalars.contains(where: Self.isJapanese), "\(arguments)")
        }
    }

    @Test func noEnglishSentenceIsLeft() throws {
        let journalText = try Self.journalPhrases()
        for arguments in Self.human {
            let output = try run(arguments, Self.japanese)
            let runs = Self.englishRuns(output.stdout + output.stderr, besides: journalText)
            #expect(runs.isEmpty, "\(arguments): \(runs)")
        }
    }

    @Test func whatAProgramReadsIsTheSameInBothLanguages() throws {
        for arguments in Self.machine {
            let english = try run(arguments)
            let japanese = try run(arguments, Self.japanese)
            #expect(english.status == 0, "\(arguments)")
            #expect(japanese.stdout == english.stdout, "\(arguments)")
            #expect(japanese.status == english.status, "\(arguments)")
        }
        // Waybar's class and percentage are for the bar, its text and tooltip for the person.
        let english = try run(["status", "--format", "waybar"] + Self.now)
        let japanese = try run(["status", "--format", "waybar"] + Self.now, Self.japanese)
        let fields = { (text: String) in
            try (JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]) ?? [:]
        }
        #expect(try fields(english.stdout)["class"] as? String == "warning")
        #expect(try fields(japanese.stdout)["class"] as? String == "warning")
        #expect(try fields(japanese.stdout)["percentage"] as? Int == fields(english.stdout)["percentage"] as? Int)
        #expect(try fields(japanese.stdout)["text"] as? String == "残り ≈214 kcal · long ○ 23:30まで")
    }

    // MARK: - Scanning

    private static func isJapanese(_ scalar: Unicode.Scalar) -> Bool {
        (0x3040...0x30FF).contains(scalar.value) || (0x4E00...0x9FFF).contains(scalar.value)
    }

    /// Runs of three or more English words in `text`, once the journal's own words, quoted code and examples
    /// (`「daybook import glucose」`) and proper names are taken out.
    static func englishRuns(_ text: String, besides journal: [String]) -> [String] {
        var text = text
        for phrase in journal { text = text.replacing(phrase, with: " ") }
        text = text.replacing(/「[^」]*」/, with: " ")
        text = text.replacing("Language Server Protocol", with: " ")
        return text.matches(of: /[A-Za-z][A-Za-z'’\-]*(?:[ ,]+[A-Za-z][A-Za-z'’\-]*){2,}/).map { String($0.output) }
    }

    /// Every line of the example journal, and its items, longest first.
    static func journalPhrases() throws -> [String] {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples/journal")
        var phrases: Set<String> = []
        let files = FileManager.default.enumerator(atPath: examples.path)?.compactMap { $0 as? String } ?? []
        for file in files where file.hasSuffix(".md") || file.hasSuffix(".yaml") {
            let text = try String(contentsOf: examples.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                let body = trimmed.replacing(/^- (\d\d:\d\d )?(\w+: )?/, with: "")
                phrases.formUnion([trimmed, body])
                phrases.formUnion(
                    body.split(whereSeparator: { ",、+".contains($0) })
                        .map { $0.trimmingCharacters(in: .whitespaces) })
            }
        }
        return phrases.filter { $0.count > 2 }.sorted { $0.count > $1.count }
    }
}
