import DaybookCore

/// The requests about an open document: each finds the document's status and hands it to its capability.
extension LanguageServer {
    /// The open document a request names, its status (nil outside a journal), and a position in it, checked.
    private func target(_ params: JSON, position: Bool = false) throws(ResponseError)
        -> (document: TextDocument, status: DocumentStatus?, position: TextPosition)
    {
        let uri = try documentURI(params)
        guard let document = documents[uri] else { throw .invalidParams("\(uri) is not open") }
        var at = TextPosition(line: 0, character: 0)
        if position {
            at = try TextPosition(params["position"])
            _ = try document.offset(of: at)
            guard at.line < document.lineCount else {
                throw .invalidParams("line \(at.line) is past the end of the document")
            }
        }
        return (document, status(uri), at)
    }

    func hover(_ params: JSON) throws(ResponseError) -> JSON {
        let (document, status, position) = try target(params, position: true)
        guard let status, let placement = placements[document.uri] else { return .null }
        return Hover.hover(status, document, at: position, whole: placement.workspace.whole, language: language)
    }

    func completion(_ params: JSON) throws(ResponseError) -> JSON {
        let (document, status, position) = try target(params, position: true)
        guard let status, let placement = placements[document.uri] else { return .array([]) }
        let foods = Completion.foods(
            settings: placement.workspace.settings(),
            taught: taughtFoods(status, whole: placement.workspace.whole),
            language: language)
        return Completion.complete(
            line: document.line(position.line), at: position, config: status.journal.config,
            foods: foods, now: options.now(), language: language)
    }

    /// Foods written with kcal in the journal, with what they taught: the latest lesson of each name.
    private func taughtFoods(_ status: DocumentStatus, whole: Journal?) -> [(name: String, values: KcalValues)] {
        var names: [String] = []
        var seen: Set<String> = []
        for journal in [status.journal, whole].compactMap({ $0 }) {
            for day in journal.days.values {
                for entry in day.entries {
                    for item in entry.mealItems where (item.explicitKcal ?? 0) > 0 && !item.name.isEmpty {
                        if seen.insert(item.name).inserted { names.append(item.name) }
                    }
                }
            }
        }
        let end = History.Position(day: LocalDate(year: 9999, month: 12, day: 31) ?? .unixEpoch, minute: 0)
        return names.sorted().compactMap { name in status.history.values(for: name, before: end).map { (name, $0) } }
    }

    func inlayHints(_ params: JSON) throws(ResponseError) -> JSON {
        let (document, status, _) = try target(params)
        guard let status else { return .array([]) }
        let range =
            try params["range"].map { json throws(ResponseError) in try TextRange(json) }
            ?? TextRange(line: 0, from: 0, to: 0)
        let all = TextRange(
            start: range.start,
            end: params["range"] == nil
                ? TextPosition(line: document.lineCount, character: 0) : range.end)
        return InlayHints.inlayHints(status, document, in: all, language: language)
    }

    func codeLenses(_ params: JSON) throws(ResponseError) -> JSON {
        let (_, status, _) = try target(params)
        guard let status else { return .array([]) }
        return InlayHints.codeLenses(status, language: language)
    }

    func codeActions(_ params: JSON) throws(ResponseError) -> JSON {
        let (document, status, _) = try target(params)
        guard let status, let placement = placements[document.uri] else { return .array([]) }
        let range = try TextRange(params["range"])
        guard range.start.line < document.lineCount else {
            throw .invalidParams("line \(range.start.line) is past the end of the document")
        }
        // A document reached through a symbolic link (the file or a folder on its path, leading outside the journal
        // or not) or with other names gets no quick fix: nothing read through a link feeds a write, and an edit of
        // the document itself would be written through the link.
        guard isOwnFile(status.file, in: placement.workspace) else { return .array([]) }
        let lines = range.start.line...min(range.end.line, document.lineCount - 1)
        return CodeActions.actions(
            status, document, lines: lines,
            foods: rootFile(FoodTable.fileName, in: placement.workspace),
            config: rootFile(ConfigLoader.fileName, in: placement.workspace),
            canCreateFiles: capabilities.createsFiles, language: language)
    }

    func documentSymbols(_ params: JSON) throws(ResponseError) -> JSON {
        let (document, status, _) = try target(params)
        guard let status else { return .array([]) }
        return DocumentSymbols.symbols(status, document, language: language)
    }

    /// Whether `file` (relative to the journal root) is reached without a symbolic link and has one name: the
    /// confined read refuses anything else, as for every write. A file not on disk yet (a new buffer) is the
    /// journal's when no folder on its way is a link.
    private func isOwnFile(_ file: String, in workspace: JournalWorkspace) -> Bool {
        do {
            _ = try options.fileSystem.read(workspace.location.confined(file))
            return true
        } catch {
            return error.isNotFound
        }
    }

    /// A file at the journal's root as an edit should see it: the open buffer if there is one, else the disk; nil
    /// when an edit must not go there: a symbolic link (a synced `foods.yaml` → `~/.bashrc` would have the editor
    /// write a food name into it), a file with other names or no regular file — what `daybook learn` refuses too.
    private func rootFile(_ name: String, in workspace: JournalWorkspace) -> CodeActions.RootFile? {
        let path = workspace.location.path(name)
        let disk: [UInt8]?
        do {
            disk = try options.fileSystem.read(workspace.location.confined(name))
        } catch  where error.isNotFound {
            disk = nil
        } catch {
            return nil
        }
        if let open = documents.document(at: path) {
            return CodeActions.RootFile(uri: open.uri, bytes: open.bytes, version: open.version)
        }
        return CodeActions.RootFile(uri: DocumentURI.uri(path), bytes: disk, version: nil)
    }
}
