import DaybookCore
import DaybookEstimators

/// `daybook init [PATH]`: a commented daybook.yaml, an example foods.yaml, today's file (or `--date`'s), and what
/// syncing needs (`SyncSetup`: .gitattributes, .stignore). The folder is PATH, else `--journal`, else the current
/// one. Never overwrites.
enum InitCommand: Command {
    struct Options: DayOptions {
        let date = OptionKey.date(
            Localized(
                en: "The journal day whose file to create (default: today).",
                ja: "ファイルを作るジャーナル日(既定: 今日)。"))
        let journal = OptionKey.journal.describing(
            Localized(
                en: "The folder to start the journal in when <path> is not "
                    + "given.",
                ja: "<path> がないときにジャーナルを始めるフォルダー。"))
        let now = OptionKey.now
        let makeDefault = OptionKey(
            flag: "--default",
            help: Localized(
                en: "Also make it this machine's default journal: 'journal' in config.yaml, used from any folder "
                    + "when --journal, $DAYBOOK_JOURNAL and a daybook.yaml above do not name one.",
                ja: "このマシンの既定のジャーナルにもします(config.yaml の「journal」。--journal、"
                    + "$DAYBOOK_JOURNAL、上のフォルダーの daybook.yaml がないとき、どのフォルダーからでも使います)。"))

        var keys: [any DeclaredOption] { [date, journal, now, makeDefault] }
    }

    static let spec = CommandSpec(
        name: "init",
        abstract: Localized(
            en: "Start a journal: a commented daybook.yaml, an example foods.yaml, today's file, "
                + ".gitattributes and .stignore.",
            ja: "ジャーナルを始めます: 説明付きの daybook.yaml、例の foods.yaml、今日のファイル、"
                + ".gitattributes、.stignore を作ります。"),
        discussion: Localized(
            en: "Never overwrites a file that exists. Its comments are in the language daybook "
                + "speaks.",
            ja: "すでにあるファイルは上書きしません。説明のコメントは daybook が話す言語で"
                + "書きます。"),
        arguments: [
            CommandSpec.Argument(
                name: "path", kind: .path,
                help: Localized(
                    en: "The folder to start the journal in (default: --journal, else the "
                        + "current one).",
                    ja: "ジャーナルを始めるフォルダー(既定: --journal、なければ今の"
                        + "フォルダー)。"),
                isRequired: false)
        ],
        options: Options())

    static func run(_ invocation: Invocation<InitCommand>, host: Host) throws(CommandFailure) -> Int32 {
        let now = try Session.now(invocation, host: host)
        let root = invocation.arguments.first ?? invocation.journal ?? "."
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
        let today = Session.date(invocation.date, today: config.dayBoundary.journalDate(of: now))
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
                host.writeOut(VisibleText.escapedLines(out))
                throw .runtime(.cannotCreate(path: path, reason: error.reasonText))
            }
            out += InitWords.created(path).text(language) + "\n"
        }
        let absolute = root.hasPrefix("/") ? root : host.currentDirectory + (root == "." ? "" : "/" + root)
        var status = "daybook status" + (root == "." ? "" : " --journal \(root)")
        if invocation.makeDefault {
            host.writeOut(VisibleText.escapedLines(out))
            out = try makeDefault(absolute, host: host) + "\n"
            status = "daybook status"
        }
        out += "\n" + InitWords.next(day: location.path("\(today).md"), status: status).text(language) + "\n"
        if !invocation.makeDefault, host.configuredJournal == nil, host.configDirectory != nil {
            out += InitWords.offerDefault(command: "daybook init --default \(absolute)").text(language) + "\n"
        }
        host.writeOut(VisibleText.escapedLines(out))
        return 0
    }

    /// Writes `journal: PATH` at the end of this machine's config.yaml (created when missing); refuses when it
    /// names another journal already, which stays the user's edit to make.
    private static func makeDefault(_ path: String, host: Host) throws(CommandFailure) -> String {
        guard let folder = host.configDirectory else { throw .runtime(.noSettingsFolder) }
        let settingsPath = folder + "/" + LocalSettings.fileName
        if let configured = host.localSettings.settings.journal {
            guard configured == path else {
                throw .refused(
                    CommandMessage.otherDefaultJournal(configured: configured, settings: settingsPath).localized)
            }
            return InitWords.alreadyDefault(path, settings: settingsPath).text(host.language)
        }
        var contents = (try? host.fileSystem.read(settingsPath)) ?? []
        if let last = contents.last, last != UInt8(ascii: "\n") { contents.append(UInt8(ascii: "\n")) }
        contents += Array("journal: \(YAMLScalar.render(path))\n".utf8)
        do {
            // The settings folder is this machine's own: it may be a link, but nothing below it is followed.
            try host.fileSystem.makeDirectory(ConfinedPath(root: folder, relative: ""))
            try host.fileSystem.replace(
                ConfinedPath(root: folder, relative: LocalSettings.fileName), contents: contents)
        } catch {
            throw .runtime(.cannotSave(path: settingsPath, reason: error.reasonText))
        }
        return InitWords.madeDefault(path, settings: settingsPath).text(host.language)
    }
}
