import DaybookTesting
import Testing

/// The status-bar formats show the latest glucose reading with its age while it is recent, and leave out an old
/// one rather than show it as if current.
struct BarGlucoseTests {
    private let files = ["daybook.yaml": "target: 1800\n", "2026-11-29.md": "- 08:00 bg 116\n"]

    private func line(at now: String, _ format: String = "line") -> String {
        runInProcess(
            ["status", "--format", format, "--journal", ".", "--now", now], fileSystem: MemoryFileSystem(files)
        ).stdout
    }

    @Test func aRecentReadingIsShownWithItsAge() {
        #expect(line(at: "2026-11-29T08:25") == "1,800 kcal left · long ○ · 116 mg/dL 25m ago\n")
        #expect(line(at: "2026-11-29T09:00") == "1,800 kcal left · long ○ · 116 mg/dL 1h ago\n")
        #expect(line(at: "2026-11-29T08:25", "tmux").contains("116 mg/dL 25m ago"))
        #expect(
            line(at: "2026-11-29T08:25", "waybar").contains(#""text":"1,800 kcal left · long ○ · 116 mg/dL 25m ago""#))
    }

    @Test func anOldReadingIsLeftOut() {
        #expect(line(at: "2026-11-29T09:01") == "1,800 kcal left · long ○\n")
        #expect(line(at: "2026-11-29T20:00", "waybar").contains(#""text":"1,800 kcal left · long ○""#))
    }
}
