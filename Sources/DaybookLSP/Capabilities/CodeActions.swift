import DaybookCore

/// `textDocument/codeAction`: teach daybook an unknown food (append it to foods.yaml with the guessed kcal, for the
/// person to correct), add an unknown name written like a dose to a dose's aliases in daybook.yaml, restore a
/// struck-through line. Each is a workspace edit the editor applies: the server writes nothing here. What a line is,
/// and the name in it, are the core's answers (`DocumentStatus`): the server reads no line itself.
enum CodeActions {
    /// A file of the journal root as the editor should edit it: its URI, its text (the open buffer's, else the
    /// disk's; nil when it does not exist) and the open buffer's version. No edit is offered for a file that is
    /// missing here (nil): one that is a link or has other names.
    struct RootFile {
        var uri: String
        var bytes: [UInt8]?
        var version: Int?
    }

    static func actions(
        _ status: DocumentStatus, _ document: TextDocument, lines: ClosedRange<Int>,
        foods: RootFile?, config: RootFile?, canCreateFiles: Bool, language: Language
    ) -> JSON {
        var actions: [JSON] = []
        for line in lines {
            guard let found = status.entries[line + 1] else {
                // Insulin that no dose is called is an error, not an entry: offer to make the name the core found
                // (the one its hint offers) a dose's, of each dose the line may be.
                if let unread = status.unreadInsulin[line + 1], let written = unread.name {
                    actions += aliasActions(
                        written, doses: status.journal.config.doses.filter(unread.insulin.mayBe), config: config,
                        language: language)
                }
                continue
            }
            let entry = found.entry.entry
            switch entry.content {
            case .cancelled:
                let text = document.line(line)
                // The grammar that cancels a line undoes it: strikes of every kind, a box not done.
                let grammar = EntryParser(doses: status.journal.config.doses, glucose: status.journal.config.glucose)
                guard let restored = grammar.restored(line: text) else { continue }
                actions.append(
                    action(
                        EditorMessage.restoreLine.text(language), kind: "quickfix",
                        edit: edit(
                            document.uri, version: document.version,
                            [(TextRange(line: line, from: 0, to: text.utf16.count), restored)])))
            case .meal:
                for item in found.entry.items where item.source == .guess && !item.pending {
                    // `mypen10u`: a name run into an amount in insulin units, which the core read as food.
                    if let written = item.item.doseLikeName {
                        let kind = InsulinNames.isLongActing(written)
                        let doses = status.journal.config.doses.filter { dose in
                            guard let kind, let doseKind = InsulinNames.isLongActing(dose: dose) else { return true }
                            return doseKind == kind
                        }
                        actions += aliasActions(written, doses: doses, config: config, language: language)
                        continue
                    }
                    if let change = foodEdit(item, foods: foods, canCreate: canCreateFiles) {
                        actions.append(
                            action(
                                EditorMessage.teachFood(name: HintText.visible(item.item.name))
                                    .text(language),
                                kind: "quickfix", edit: change))
                    }
                }
            case .dose, .glucose, .notFood:
                break
            }
        }
        return .array(actions)
    }

    private static func action(_ title: String, kind: String, edit: JSON) -> JSON {
        .object([("title", .string(title)), ("kind", .string(kind)), ("edit", edit)])
    }

    private static func edit(_ uri: String, version: Int?, _ changes: [(TextRange, String)]) -> JSON {
        .object([
            (
                "documentChanges",
                .array([
                    .object([
                        (
                            "textDocument",
                            .object([("uri", .string(uri)), ("version", version.map(JSON.int) ?? .null)])
                        ),
                        (
                            "edits",
                            .array(
                                changes.map { range, text in
                                    .object([("range", range.json), ("newText", .string(text))])
                                })
                        ),
                    ])
                ])
            )
        ])
    }

    // MARK: - foods.yaml

    /// Appends `name: kcal` with what the guess counted (per 100 g or ml for a weight or volume, so the item keeps
    /// its number until the person corrects it).
    private static func foodEdit(_ item: ResolvedItem, foods: RootFile?, canCreate: Bool) -> JSON? {
        let quantity = item.item.quantity
        guard let foods, !item.item.name.isEmpty, quantity.amount > 0 else { return nil }
        let kcal: Double
        switch quantity.unit {
        case .count: kcal = Double(item.kcal) / quantity.amount
        case .gram, .milliliter: kcal = Double(item.kcal) * 100 / quantity.amount
        }
        let line = FoodTable.line(
            name: item.item.name, kcal: (kcal * 10).rounded() / 10, per: quantity.unit,
            aliases: [])
        guard let bytes = foods.bytes else {
            guard canCreate else { return nil }
            return .object([
                (
                    "documentChanges",
                    .array([
                        .object([
                            ("kind", .string("create")), ("uri", .string(foods.uri)),
                            ("options", .object([("ignoreIfExists", .bool(true))])),
                        ]),
                        .object([
                            ("textDocument", .object([("uri", .string(foods.uri)), ("version", .null)])),
                            (
                                "edits",
                                .array([
                                    .object([
                                        ("range", TextRange(line: 0, from: 0, to: 0).json),
                                        ("newText", .string(line + "\n")),
                                    ])
                                ])
                            ),
                        ]),
                    ])
                )
            ])
        }
        let end = endPosition(bytes)
        let text = (bytes.isEmpty || bytes.last == 0x0A ? "" : "\n") + line + "\n"
        return edit(foods.uri, version: foods.version, [(TextRange(start: end, end: end), text)])
    }

    /// Where a file's text ends, as LSP counts.
    private static func endPosition(_ bytes: [UInt8]) -> TextPosition {
        let lineStart = (bytes.lastIndex(of: 0x0A).map { $0 + 1 }) ?? 0
        let lines = bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        return TextPosition(line: lines, character: String(decoding: bytes[lineStart...], as: UTF8.self).utf16.count)
    }

    // MARK: - Dose aliases

    /// "Add 'levemir' to the aliases of long", one for each of `doses` (those that may take it: an insulin of a known
    /// kind is never offered to a dose of the other kind, as a rapid insulin counted as the long dose hides a missed
    /// dose).
    private static func aliasActions(
        _ written: String, doses: [DoseDefinition], config: RootFile?,
        language: Language
    ) -> [JSON] {
        doses.compactMap { dose in
            aliasEdit(written, dose: dose.name, config: config).map { change in
                action(
                    EditorMessage.addAlias(alias: HintText.visible(written), dose: HintText.visible(dose.name))
                        .text(language), kind: "quickfix", edit: change)
            }
        }
    }

    /// Adds `name` to the flow-style `aliases+: [...]` or `aliases: [...]` of `dose` in daybook.yaml (as `daybook
    /// init` writes it), or gives a `{...}` dose `aliases+: [name]`, which keeps the built-in insulin names of `long`
    /// and `rapid`; nil when daybook.yaml says the dose some other way.
    private static func aliasEdit(_ name: String, dose: String, config: RootFile?) -> JSON? {
        guard let config, let bytes = config.bytes else { return nil }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var inDoses = false
        for (number, line) in lines.enumerated() {
            let text = line.hasSuffix("\r") ? line.dropLast() : line
            let indent = text.prefix { $0 == " " }.count
            if indent == 0 { inDoses = text.hasPrefix("doses:") }
            guard inDoses, indent > 0, text.dropFirst(indent).hasPrefix(dose + ":") else { continue }
            let utf16 = Array(String(text).utf16)
            let rendered = yamlScalar(name)
            if let aliases = String(text).firstRange(of: "aliases+:") ?? String(text).firstRange(of: "aliases:") {
                let after = String(text)[aliases.upperBound...]
                guard let open = after.firstIndex(of: "["), let close = after[open...].firstIndex(of: "]") else {
                    return nil
                }
                let inside = after[after.index(after: open)..<close].filter { $0 != " " }
                let offset = String(text)[..<close].utf16.count
                let insert = inside.isEmpty ? rendered : ", " + rendered
                return edit(
                    config.uri, version: config.version,
                    [(TextRange(line: number, from: offset, to: offset), insert)])
            }
            guard let brace = utf16.firstIndex(of: 0x7B) else { return nil }
            return edit(
                config.uri, version: config.version,
                [(TextRange(line: number, from: brace + 1, to: brace + 1), "aliases+: [\(rendered)], ")])
        }
        return nil
    }

    /// A name as a YAML flow scalar: plain when it can be, quoted otherwise.
    private static func yamlScalar(_ text: String) -> String {
        let plain = !text.isEmpty && !text.contains(where: { ",[]{}:#&*!|>'\"%@`".contains($0) || $0 == " " })
        if plain { return text }
        return "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }
}
