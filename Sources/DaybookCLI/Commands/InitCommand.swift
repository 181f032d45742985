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
            throw .runtime("cannot create folder \(root): \(error.reasonText)")
        }

        var config = Config()
        if let bytes = try? fileSystem.read(location.path(ConfigLoader.fileName)) {
            config = ConfigLoader.load(bytes).0
        }
        let today = Session.date(invocation.date("--date"), today: config.dayBoundary.journalDate(of: now))
        let files = [
            (ConfigLoader.fileName, InitTemplates.config),
            (FoodTable.fileName, InitTemplates.foods),
            ("\(today).md", "# \(today)\n\n"),
            (SyncSetup.gitAttributesName, SyncSetup.gitAttributes),
            (SyncSetup.syncthingIgnoreName, SyncSetup.syncthingIgnore),
        ]
        var out = ""
        for (name, contents) in files {
            let path = location.path(name)
            if fileSystem.status(path) != nil {
                out += "kept     \(path) (it exists)\n"
                continue
            }
            do {
                try fileSystem.createNew(location.confined(name), contents: Array(contents.utf8))
            } catch {
                host.writeOut(out)
                throw .runtime("cannot create \(path): \(error.reasonText)")
            }
            out += "created  \(path)\n"
        }
        out += "\nWrite entries like '- 12:30 lunch: ramen, gyoza 6個' in \(location.path("\(today).md")), "
            + "then run 'daybook status" + (root == "." ? "" : " --journal \(root)") + "'.\n"
        host.writeOut(out)
        return 0
    }
}
