import DaybookCore

/// `textDocument/documentSymbol`: each day of the document (its date heading, or the whole file for a dated one)
/// with its entries, so an editor's outline lists the days and jumps to a meal or a dose.
enum DocumentSymbols {
    static func symbols(_ status: DocumentStatus, _ document: TextDocument, language: Language) -> JSON {
        var byDay: [LocalDate: [(line: Int, entry: ResolvedEntry)]] = [:]
        for (line, found) in status.entries { byDay[found.date, default: []].append((line, found.entry)) }
        let headings = dateHeadings(document)
        let lastLine = max(0, document.lineCount - 1)
        let dated = JournalFile(path: status.file).nameDate != nil || headings.isEmpty
        var days: [JSON] = []
        for date in byDay.keys.sorted() {
            let entries = byDay[date, default: []].sorted { $0.line < $1.line }
            var range = TextRange(line: 0, from: 0, to: 0)
            range.end = TextPosition(line: lastLine, character: document.length(ofLine: lastLine))
            var selection = TextRange(line: 0, from: 0, to: document.length(ofLine: 0))
            if !dated,
                let index = headings.lastIndex(where: { $0.date == date && $0.line < entries[0].line - 1 })
                    ?? headings.firstIndex(where: { $0.date == date })
            {
                let start = headings[index].line
                let end = index + 1 < headings.count ? headings[index + 1].line - 1 : lastLine
                range = TextRange(
                    start: TextPosition(line: start, character: 0),
                    end: TextPosition(line: end, character: document.length(ofLine: end)))
                selection = TextRange(line: start, from: 0, to: document.length(ofLine: start))
            }
            let children = entries.map { line, entry in
                symbol(
                    entry, line: line - 1, document: document, date: date,
                    status: status, language: language)
            }
            let balance = status.summary(date).map { HintText.balance($0.balance, language) } ?? ""
            days.append(
                .object([
                    ("name", .string(date.description)), ("detail", .string(balance)),
                    ("kind", .int(3)), ("range", range.json), ("selectionRange", selection.json),
                    ("children", .array(children)),
                ]))
        }
        return .array(days)
    }

    private static func symbol(
        _ entry: ResolvedEntry, line: Int, document: TextDocument, date: LocalDate,
        status: DocumentStatus, language: Language
    ) -> JSON {
        let range = TextRange(line: line, from: 0, to: document.length(ofLine: line))
        let time = entry.entry.time.map { "\($0) " } ?? ""
        let slot = entry.entry.slot.map { "\($0.rawValue): " } ?? ""
        let name = HintText.visible(time + slot + entry.entry.text)
        let detail: String
        let kind: Int
        switch entry.entry.content {
        case .meal:
            detail = HintText.meal(entry, language)
            kind = 8
        case .dose(let dose):
            let day = status.summary(date)?.doses.first { $0.name == dose.name }
            detail = day.map { HintText.dose($0, language) } ?? ""
            kind = 24
        case .glucose(let reading):
            detail = EditorMessage.glucoseSymbol(value: reading.unit.format(reading.mgdl), unit: reading.unit.rawValue)
                .text(language)
            kind = 16
        case .cancelled:
            detail = EditorMessage.struckThroughSymbol.text(language)
            kind = 21
        case .notFood(let other):
            detail = EditorMessage.notFood(kind: other.kind.localized).text(language)
            kind = 15
        }
        return .object([
            ("name", .string(name.isEmpty ? EditorMessage.empty.text(language) : name)),
            ("detail", .string(detail)),
            ("kind", .int(kind)), ("range", range.json), ("selectionRange", range.json),
        ])
    }

    /// ATX headings (`#`…`######`) whose text starts with a date, with their 0-based lines.
    private static func dateHeadings(_ document: TextDocument) -> [(line: Int, date: LocalDate)] {
        var found: [(line: Int, date: LocalDate)] = []
        for number in 0..<document.lineCount {
            let text = document.line(number)
            let trimmed = text.drop { $0 == " " }
            guard text.count - trimmed.count <= 3, trimmed.hasPrefix("#") else { continue }
            let hashes = trimmed.prefix { $0 == "#" }
            guard hashes.count <= 6 else { continue }
            let rest = trimmed.dropFirst(hashes.count).drop { $0 == " " || $0 == "\t" }
            if let date = LocalDate(String(rest.prefix(10))) { found.append((number, date)) }
        }
        return found
    }
}
