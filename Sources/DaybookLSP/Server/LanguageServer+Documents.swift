import DaybookCore

/// Document sync: open, change (whole or by ranges), save, close, and files changed outside the editor.
extension LanguageServer {
    func didOpen(_ params: JSON) throws(ResponseError) {
        let item = params["textDocument"]
        guard let uri = item?["uri"]?.string, let text = item?["text"]?.string else {
            throw .invalidParams("didOpen needs textDocument.uri and textDocument.text")
        }
        let path = DocumentURI.path(uri) ?? ""
        documents.open(uri: uri, path: path, version: item?["version"]?.wholeNumber ?? 0, text: text)
        forget(uri)
        if let placement = place(path) {
            placements[uri] = placement
            dueDiagnostics[uri] = options.monotonic()
        }
    }

    func didChange(_ params: JSON) throws(ResponseError) {
        let uri = try documentURI(params)
        guard case .array(let list)? = params["contentChanges"] else {
            throw .invalidParams("didChange needs contentChanges")
        }
        var changes: [(range: TextRange?, text: String)] = []
        for change in list {
            guard let text = change["text"]?.string else { throw .invalidParams("a content change needs 'text'") }
            changes.append((try change["range"].map { json throws(ResponseError) in try TextRange(json) }, text))
        }
        defer {
            if placements[uri] != nil { dueDiagnostics[uri] = options.monotonic() + LanguageServer.settleMilliseconds }
        }
        try documents.change(uri, version: params["textDocument"]?["version"]?.wholeNumber, changes)
    }

    func didSave(_ params: JSON) throws(ResponseError) {
        let uri = try documentURI(params)
        documents.saved(uri)
        if placements[uri] != nil { dueDiagnostics[uri] = options.monotonic() }
    }

    func didClose(_ params: JSON) throws(ResponseError) {
        let uri = try documentURI(params)
        guard let document = documents.close(uri) else { return }
        placements[uri] = nil
        // A journal with no document open is forgotten, and what was read of it with it.
        workspaces = workspaces.filter { _, workspace in placements.values.contains { $0.workspace === workspace } }
        dueDiagnostics[uri] = nil
        forget(uri)
        send(
            Outgoing.notification(
                "textDocument/publishDiagnostics",
                Diagnostics.params(document, [], language: language)))
    }

    /// A settings file changed: everything is read again. Another journal file changed: the days read in the
    /// background are read again (an open document's own file changing on disk is the editor's business).
    func didChangeWatchedFiles(_ params: JSON) {
        guard case .array(let changes)? = params["changes"] else { return }
        let open = Set(documents.uris.compactMap { documents[$0]?.path })
        var changed = false
        for change in changes {
            guard let path = change["uri"]?.string.flatMap(DocumentURI.path) else { continue }
            for workspace in workspaces.values {
                let root = workspace.location.root + "/"
                guard path.hasPrefix(root) else { continue }
                let relative = String(path.dropFirst(root.count))
                guard JournalPaths.matters(relative) else { continue }
                if !relative.hasSuffix(".md") {
                    workspace.settingsChanged()
                    changed = true
                } else if !open.contains(path) {
                    workspace.daysChanged()
                    changed = true
                }
            }
        }
        if changed { everythingChanged() }
    }

    func documentURI(_ params: JSON) throws(ResponseError) -> String {
        guard let uri = params["textDocument"]?["uri"]?.string else {
            throw .invalidParams("the request needs textDocument.uri")
        }
        return uri
    }

    /// The journal a document belongs to, found from its path as `--journal` is found: the nearest folder at or
    /// above it that holds daybook.yaml, else `$DAYBOOK_JOURNAL` when the document is in it. Nil for anything
    /// else (a README, a file in a hidden folder): such documents get nothing from daybook.
    private func place(_ path: String) -> (workspace: JournalWorkspace, file: String)? {
        guard path.hasPrefix("/"), path.hasSuffix(".md"), let slash = path.lastIndex(of: "/") else { return nil }
        let folder = slash == path.startIndex ? "/" : String(path[..<slash])
        var location: JournalLocation?
        if let found = try? JournalLocator.locate(
            explicit: nil, environment: nil, currentDirectory: folder,
            fileSystem: options.fileSystem)
        {
            location = JournalLocation(root: LanguageServer.absolute(found.root, from: folder))
        } else if let given = options.environmentJournal, given.hasPrefix("/") {
            if given == path {
                location = JournalLocation(root: folder, singleFile: String(path[path.index(after: slash)...]))
            } else if path.hasPrefix(given.hasSuffix("/") ? given : given + "/") {
                location = JournalLocation(root: given.hasSuffix("/") ? String(given.dropLast()) : given)
            }
        }
        guard let location else { return nil }
        let root = location.root == "/" ? "" : location.root
        let file = location.singleFile ?? String(path.dropFirst(root.count + 1))
        guard location.singleFile != nil || JournalPaths.matters(file) else { return nil }
        let key = location.root + "\u{0}" + (location.singleFile ?? "")
        let workspace = workspaces[key] ?? JournalWorkspace(location: location, fileSystem: options.fileSystem)
        workspaces[key] = workspace
        return (workspace, file)
    }

    /// `..`/`../..` from `folder`, as an absolute path.
    static func absolute(_ relative: String, from folder: String) -> String {
        var parts = folder.split(separator: "/")
        for part in relative.split(separator: "/") {
            if part == ".." { _ = parts.popLast() } else if part != "." { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }
}

extension JSON {
    /// A whole number that fits an `Int`, as a version or an id should be; nil for anything else.
    var wholeNumber: Int? {
        guard let value = double, value == value.rounded(), abs(value) < 9e15 else { return nil }
        return Int(value)
    }
}
