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

    /// Front matter of `key: 123` lines only, each key once and a `target` in range: what most front matter is,
    /// read as libyaml reads it without it (a century of day files is 3,600 of them). The target and the index of its
    /// line (nil inside when there is none); nil when anything else is there, which YAML then reads.
    static func plain(_ yaml: [UInt8]) -> (value: Int, line: Int)?? {
        var target: (value: Int, line: Int)?
        var keys: [ArraySlice<UInt8>] = []
        var index = 0
        var start = 0
        while start < yaml.count {
            var end = start
            while end < yaml.count, yaml[end] != 0x0A { end += 1 }
            guard let (key, value) = keyAndNumber(yaml[start..<end]), !keys.contains(where: { $0.elementsEqual(key) })
            else { return nil }
            keys.append(key)
            if key.elementsEqual("date".utf8) { return nil }
            if key.elementsEqual("target".utf8) {
                guard (1...100_000).contains(value) else { return nil }
                target = (value, index)
            }
            index += 1
            start = end + 1
        }
        return .some(target)
    }

    /// `key: 123` (a name of letters, digits, `_` and `-` starting with a letter or `_`; one or more spaces; up to
    /// nine digits; spaces after), else nil.
    private static func keyAndNumber(_ line: ArraySlice<UInt8>) -> (key: ArraySlice<UInt8>, value: Int)? {
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || byte == 0x5F }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        var at = line.startIndex
        guard at < line.endIndex, isLetter(line[at]) else { return nil }
        while at < line.endIndex, isLetter(line[at]) || isDigit(line[at]) || line[at] == 0x2D { at += 1 }
        let key = line[line.startIndex..<at]
        guard at < line.endIndex, line[at] == UInt8(ascii: ":") else { return nil }
        at += 1
        let spaces = at
        while at < line.endIndex, line[at] == 0x20 { at += 1 }
        guard at > spaces else { return nil }
        var value = 0
        let digits = at
        while at < line.endIndex, isDigit(line[at]), at - digits < 9 {
            value = value * 10 + Int(line[at] - 0x30)
            at += 1
        }
        guard at > digits else { return nil }
        while at < line.endIndex, line[at] == 0x20 { at += 1 }
        return at == line.endIndex ? (key, value) : nil
    }

    private static func isDelimiter(_ bytes: ArraySlice<UInt8>, allowDots: Bool) -> Bool {
        let trimmed = bytes.reversed().drop(while: { $0 == 0x20 || $0 == 0x09 })
        guard trimmed.count == 3 else { return false }
        return trimmed.allSatisfy { $0 == UInt8(ascii: "-") } || (allowDots && trimmed.allSatisfy { $0 == 0x2E })
    }

    private mutating func read(_ yaml: [UInt8], file: String, firstLine: Int) {
        if let plain = FrontMatter.plain(yaml) {
            if let (value, index) = plain {
                target = value
                targetLine = firstLine + index
            }
            return
        }
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
