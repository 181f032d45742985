import DaybookCore

/// `daybook show` as text: the day's header; each group of entries under its heading, one row per item (time, what
/// was written, kcal, carbohydrate, where the kcal came from), a dose or a reading on a row of its own; each scheduled dose's
/// status; what was not counted and why; the totals. Journal text goes through `VisibleText`.
enum ShowText {
    /// The narrowest a row's text is cut to, however narrow the terminal.
    static let minimumTextWidth = 12

    /// One row of the table: the cells.
    private struct Row {
        var time: String
        var text: String
        var kcal: String
        /// The item's carbohydrate (`12g`, `≈30g`, `?g`); empty for a row that is not an item.
        var carbs = ""
        var source: String
    }

    static func render(
        _ summary: DaySummary, width: Int?, path: (String) -> String, style: Style, language: Language
    ) -> String {
        var out = [StatusText.header(summary, language), ""]
        let runs = ShowGroup.runs(summary.entries)
        if runs.isEmpty { out.append(style.dim(ShowWords.nothingWritten.text(language))) }
        let rows = runs.map { run in run.entries.flatMap { rowsOf($0, language: language) } }
        let lines = table(rows.flatMap { $0 }, width: width)
        var next = 0
        for (run, groupRows) in zip(runs, rows) {
            out.append(style.bold(run.group.words[language]))
            out += lines[next..<(next + groupRows.count)]
            next += groupRows.count
        }
        if !summary.doses.isEmpty {
            out.append("")
            let nameWidth = summary.doses.map { TerminalWidth.of($0.name) }.max() ?? 0
            for dose in summary.doses {
                out.append(
                    dose.name + String(repeating: " ", count: nameWidth - TerminalWidth.of(dose.name) + 2)
                        + StatusText.doseText(
                            dose, relativeTo: summary.isToday ? summary : nil, style: style, language: language))
            }
        }
        let struck = summary.entries.filter { ShowGroup($0.entry) == nil }
        if !struck.isEmpty || !summary.diagnostics.isEmpty {
            out += ["", style.bold(ShowWords.notCounted.text(language))]
            out += table(
                struck.map { entry in
                    Row(
                        time: entry.entry.time?.description ?? "", text: VisibleText.escaped(entry.entry.text),
                        kcal: "", source: ShowWords.struckThrough.text(language))
                }, width: width)
            out += summary.diagnostics.map {
                "  " + DiagnosticText.header($0, path: path($0.file), style: style, language: language)
            }
        }
        out += [
            "", StatusText.balanceLine(summary.balance, style: style, language: language),
            StatusText.detailLine(summary, language),
        ]
        return out.map { $0 + "\n" }.joined()
    }

    /// An entry's rows: one per item of a meal (the time on the first), one for a dose or a reading.
    private static func rowsOf(_ resolved: ResolvedEntry, language: Language) -> [Row] {
        let time = resolved.entry.time?.description ?? ""
        guard case .meal = resolved.entry.content, !resolved.items.isEmpty else {
            return [Row(time: time, text: VisibleText.escaped(resolved.entry.text), kcal: "", source: "")]
        }
        return resolved.items.enumerated().map { index, item in
            Row(
                time: index == 0 ? time : "", text: VisibleText.escaped(item.item.text),
                kcal: item.pending ? "…" : Format.whole(item.kcal) + " kcal",
                carbs: item.kcal < 0 ? "" : (CarbTotal([item]) ?? CarbTotal()).text,
                source: item.source.localized[language])
        }
    }

    /// The rows in columns, indented under their heading; with `width`, each row's text cut to fit it.
    private static func table(_ rows: [Row], width: Int?) -> [String] {
        guard !rows.isEmpty else { return [] }
        let timeWidth = rows.map { TerminalWidth.of($0.time) }.max() ?? 0
        let kcalWidth = rows.map { TerminalWidth.of($0.kcal) }.max() ?? 0
        // Carbohydrate gets a column only when some item's is known: `?g` on every row says nothing.
        let showsCarbs = rows.contains { !$0.carbs.isEmpty && $0.carbs != "?g" }
        let carbsWidth = showsCarbs ? rows.map { TerminalWidth.of($0.carbs) }.max() ?? 0 : 0
        let sourceWidth = rows.map { TerminalWidth.of($0.source) }.max() ?? 0
        var textWidth = rows.map { TerminalWidth.of($0.text) }.max() ?? 0
        if let width {
            let fixed =
                2 + timeWidth + 2 + 2 + (kcalWidth > 0 ? kcalWidth + 2 : 0) + (carbsWidth > 0 ? carbsWidth + 2 : 0)
                + sourceWidth
            textWidth = min(textWidth, max(minimumTextWidth, width - fixed))
        }
        return rows.map { row in
            let text = cut(row.text, to: textWidth)
            var line = "  " + padded(row.time, timeWidth) + "  " + padded(text, textWidth) + "  "
            if kcalWidth > 0 {
                line += String(repeating: " ", count: kcalWidth - TerminalWidth.of(row.kcal)) + row.kcal + "  "
            }
            if carbsWidth > 0 {
                line += String(repeating: " ", count: carbsWidth - TerminalWidth.of(row.carbs)) + row.carbs + "  "
            }
            line += row.source
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    private static func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - TerminalWidth.of(text)))
    }

    /// `text` in at most `width` cells, ending in `…` when cut.
    private static func cut(_ text: String, to width: Int) -> String {
        guard TerminalWidth.of(text) > width else { return text }
        var out = ""
        var cells = 0
        for character in text {
            let cellWidth = TerminalWidth.of(character)
            if cells + cellWidth > width - 1 { break }
            cells += cellWidth
            out.append(character)
        }
        return out + "…"
    }
}
