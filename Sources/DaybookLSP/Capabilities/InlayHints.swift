import DaybookCore

/// What the editor shows at the end of entry lines: a meal's kcal and their source, a dose's status for the day,
/// and the day's balance after its last entry. As inlay hints, or as code lenses for clients without them.
enum InlayHints {
    struct Hint {
        /// 0-based line.
        var line: Int
        var label: String
    }

    static func hints(_ status: DocumentStatus, language: Language) -> [Hint] {
        var hints: [Hint] = []
        let lastLines = status.lastLines
        for (line, found) in status.entries.sorted(by: { $0.key < $1.key }) {
            let summary = status.summary(found.date)
            switch found.entry.entry.content {
            case .meal:
                hints.append(Hint(line: line - 1, label: HintText.meal(found.entry, language)))
            case .dose(let dose):
                if let day = summary?.doses.first(where: { $0.name == dose.name }) {
                    let carbs = summary?.mealCarbs(forDoseAt: found.entry.entry.location)
                    hints.append(Hint(line: line - 1, label: HintText.dose(day, mealCarbs: carbs, language)))
                }
            case .cancelled, .glucose, .notFood:
                break
            }
            if lastLines[found.date] == line, let summary {
                hints.append(Hint(line: line - 1, label: HintText.balance(summary.balance, language)))
            }
        }
        return hints
    }

    /// `textDocument/inlayHint`: the hints on lines within `range`, each at its line's end.
    static func inlayHints(
        _ status: DocumentStatus, _ document: TextDocument, in range: TextRange,
        language: Language
    ) -> JSON {
        .array(
            hints(status, language: language).filter {
                $0.line >= range.start.line && $0.line <= range.end.line
            }.map { hint in
                .object([
                    ("position", TextPosition(line: hint.line, character: document.length(ofLine: hint.line)).json),
                    ("label", .string(hint.label)), ("paddingLeft", .bool(true)),
                ])
            })
    }

    /// `textDocument/codeLens`: one lens per line with its hints.
    static func codeLenses(_ status: DocumentStatus, language: Language) -> JSON {
        var lines: [(line: Int, labels: [String])] = []
        for hint in hints(status, language: language) {
            if lines.last?.line == hint.line {
                lines[lines.count - 1].labels.append(hint.label)
            } else {
                lines.append((hint.line, [hint.label]))
            }
        }
        return .array(
            lines.map { line in
                .object([
                    ("range", TextRange(line: line.line, from: 0, to: 0).json),
                    (
                        "command",
                        .object([
                            ("title", .string(line.labels.joined(separator: " · "))),
                            ("command", .string("")),
                        ])
                    ),
                ])
            })
    }
}
