import DaybookCore

/// Setting a journal up to sync without conflicts: the files `init` writes, and what `check` suggests when the
/// journal is in a git repository or a Syncthing folder that lacks them.
enum SyncSetup {
    static let gitAttributesName = ".gitattributes"

    /// Git merges what two devices appended to one day by keeping the lines of both sides: no conflict markers.
    static let gitAttributes = Localized(
        en: """
            # daybook: when two devices add to the same day, git keeps the lines of both (merge=union) instead of
            # stopping with conflict markers. daybook only ever appends, so nothing is lost.
            \(gitAttributeLines)
            """,
        ja: """
            # daybook: 2 台の端末が同じ日に書き足したとき、git が衝突マーカーで止まらず両方の行を残すようにします
            # (merge=union)。daybook は追記しかしないので、何も失われません。
            \(gitAttributeLines)
            """)

    /// The attributes themselves, the same in every language.
    private static let gitAttributeLines = """
        *[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]*.md merge=union
        .daybook/estimates.yaml merge=union

        """

    static let syncthingIgnoreName = ".stignore"

    /// Editors' temporaries stay on the device that made them; `(?d)` lets Syncthing delete them with a folder.
    static let syncthingIgnore = Localized(
        en: "// daybook: editor temporaries are not synced.\n" + syncthingPatterns,
        ja: "// daybook: エディターの一時ファイルは同期しません。\n"
            + syncthingPatterns)

    /// The patterns themselves, the same in every language.
    private static let syncthingPatterns = """
        (?d).*.swp
        (?d).*.swx
        (?d)*~
        (?d)4913
        (?d).#*
        (?d).DS_Store

        """

    /// Warnings for a journal in a git repository without `merge=union` for its day files, or in a Syncthing folder
    /// without `.stignore`; paths relative to the journal root.
    static func suggestions(
        for location: JournalLocation, fileSystem: any FileSystem,
        currentDirectory: String
    ) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let folders = foldersUp(from: location.root, currentDirectory: currentDirectory)
        if let repository = folders.first(where: { fileSystem.status($0.path + "/.git") != nil }) {
            let places = Set([location.path(gitAttributesName), repository.path + "/" + gitAttributesName])
            let unions = places.contains { path in
                guard let bytes = try? fileSystem.read(path) else { return false }
                return String(decoding: bytes, as: UTF8.self).contains("merge=union")
            }
            if !unions {
                let lines = gitAttributeLines.split(separator: "\n").joined(separator: "\n")
                found.append(
                    Diagnostic(
                        .warning, file: gitAttributesName, message: CommandMessage.gitWithoutUnion,
                        hint: CommandMessage.initOrAddUnion(lines: lines)))
            }
        }
        if let shared = folders.first(where: { fileSystem.status($0.path + "/.stfolder") != nil }),
            fileSystem.status(shared.path + "/" + syncthingIgnoreName) == nil
        {
            let file = String(repeating: "../", count: shared.up) + syncthingIgnoreName
            found.append(
                Diagnostic(
                    .warning, file: file, message: CommandMessage.syncthingWithoutIgnore,
                    hint: CommandMessage.writeSyncthingIgnore(
                        folder: shared.up == 0
                            ? nil
                            : shared.path)))
        }
        return found
    }

    /// The journal's root and each folder above it, as paths to open, with how many levels up each is.
    private static func foldersUp(from root: String, currentDirectory: String) -> [(path: String, up: Int)] {
        var parts: [Substring] = []
        for part in ((root.hasPrefix("/") ? "" : currentDirectory + "/") + root).split(separator: "/") {
            if part == "." { continue }
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return (0...parts.count).reversed().map { count in
            ("/" + parts[..<count].joined(separator: "/"), parts.count - count)
        }
    }
}
