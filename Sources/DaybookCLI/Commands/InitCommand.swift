import DaybookCore

/// `daybook init [PATH]`: a commented daybook.yaml, an example foods.yaml, today's file (or `--date`'s), and what
/// syncing needs (`SyncSetup`: .gitattributes, .stignore). The folder is PATH, else `--journal`, else the current
/// one. Never overwrites.
enum InitCommand {
    static func run(_ invocation: Invocation, host: Host) throws(CommandFailure) -> Int32 {
        let now = try Session.now(invocation, host: host)
        let root = invocation.arguments.first ?? invocation.value("--journal") ?? "."
        let fileSystem = host.fileSystem
        let location = JournalLocation(root: root)
        do {
            try fileSystem.makeDirectory(location.confined(""))
        } catch {
            throw .runtime(.cannotCreateFolder(path: root, reason: error.reasonText))
        }

        var config = Config()
        if let bytes = try? fileSystem.read(location.path(ConfigLoader.fileName)) {
            config = ConfigLoader.load(bytes).0
        }
        let today = Session.date(invocation.date("--date"), today: config.dayBoundary.journalDate(of: now))
        let language = host.language
        let files = [
            (ConfigLoader.fileName, InitTemplates.config[language]),
            (FoodTable.fileName, InitTemplates.foods[language]),
            ("\(today).md", "# \(today)\n\n"),
            (SyncSetup.gitAttributesName, SyncSetup.gitAttributes[language]),
            (SyncSetup.syncthingIgnoreName, SyncSetup.syncthingIgnore[language]),
        ]
        var out = ""
        for (name, contents) in files {
            let path = location.path(name)
            if fileSystem.status(path) != nil {
                out += InitWords.kept(path).text(language) + "\n"
                continue
            }
            do {
                try fileSystem.createNew(location.confined(name), contents: Array(contents.utf8))
            } catch {
                host.writeOut(out)
                throw .runtime(.cannotCreate(path: path, reason: error.reasonText))
            }
            out += InitWords.created(path).text(language) + "\n"
        }
        out +=
            "\n"
            + InitWords.next(
                day: location.path("\(today).md"),
                status: "daybook status" + (root == "." ? "" : " --journal \(root)")
            ).text(language)
            + "\n"
        host.writeOut(out)
        return 0
    }
}
