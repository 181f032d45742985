/// The optional YAML block between `---` lines at the very top of a file. daybook reads `date` and `target` and
/// leaves every other key to the tools that wrote it (Obsidian's tags, aliases…).
struct FrontMatter {
    var date: LocalDate?
    var dateLine = 0
    var target: Int?
    var targetLine = 0
    var diagnostics: [Diagnostic] = []

    /// Reads front matter from the start of `lines`, advancing past it; leaves `lines` alone when there is none.
    /// Malformed front matter is reported and ignored; the file's entries still count.
    static func read(_ lines: inout LineReader, file: String) -> FrontMatter {
        var matter = FrontMatter()
        var ahead = lines
        guard let first = ahead.next(), isDelimiter(first.bytes, allowDots: false) else { return matter }
        var yaml: [UInt8] = []
        while let line = ahead.next() {
            if isDelimiter(line.bytes, allowDots: true) {
                lines = ahead
                matter.read(yaml, file: file, firstLine: first.number + 1)
                return matter
            }
            yaml += line.bytes
            yaml.append(0x0A)
        }
        matter.diagnostics.append(
            Diagnostic(
                .warning, file: file, line: first.number, column: 1,
                message: JournalMessage.frontMatterNeverClosed,
                sourceLine: "---", hint: JournalMessage.closeFrontMatter))
        return matter
    }

    private static func isDelimiter(_ bytes: ArraySlice<UInt8>, allowDots: Bool) -> Bool {
        let trimmed = bytes.reversed().drop(while: { $0 == 0x20 || $0 == 0x09 })
        guard trimmed.count == 3 else { return false }
        return trimmed.allSatisfy { $0 == UInt8(ascii: "-") } || (allowDots && trimmed.allSatisfy { $0 == 0x2E })
    }

    private mutating func read(_ yaml: [UInt8], file: String, firstLine: Int) {
        var report = YAMLReport(file: file, bytes: yaml, firstLine: firstLine, ignored: .frontMatter)
        defer { diagnostics += report.diagnostics }
        guard let root = report.parse(), !root.isNull else { return }
        guard let pairs = root.mapping else {
            report.error(JournalMessage.frontMatterNotMapping, at: root)
            return
        }
        for pair in pairs {
            switch pair.key.scalar {
            case "date":
                guard let text = pair.value.scalar, let stated = LocalDate(text) else {
                    report.error(JournalMessage.frontMatterDate(found: pair.value.kind), at: pair.value)
                    continue
                }
                date = stated
                dateLine = pair.key.mark.line
            case "target":
                target = report.integer(pair.value, key: "target", in: 1...100_000)
                targetLine = pair.key.mark.line
            default:
                continue
            }
        }
    }
}
