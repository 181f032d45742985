import DaybookCore
import DaybookPlatform

/// What a run reads from the process around it and where it writes: environment, working directory, file system,
/// standard output and error. The core never touches any of these; commands pass what they need in. Tests build
/// one with captured output and a chosen environment to run commands in-process.
public struct Host {
    public var currentDirectory: String
    public var stdoutIsTerminal: Bool
    public var fileSystem: any FileSystem
    /// An environment variable's value, nil when unset.
    public var environment: (String) -> String?
    public var standardOutput: (String) -> Void
    public var standardError: (String) -> Void
    /// `--color`: whether `Style` colours output; auto asks the terminal and the environment.
    public var colorMode: ColorMode = .auto
    /// The language people read this run in, as `LanguageChoice` decided; English until the runner has chosen.
    public var language: Language = .en
    /// This machine's config.yaml, read at most once however often it is asked for.
    let localConfiguration = LocalConfiguration()
    /// A new write id for each line `add` and `dose` write (`WriteID`): random, so that two devices writing the
    /// same text in the same minute write two lines. A test may make them predictable.
    public var newWriteID: () -> WriteID = {
        var random = SystemRandomNumberGenerator()
        return WriteID(random: random.next())
    }

    /// The real time in nanoseconds since 1970, whatever `--now` says: what caches stamp and compare files'
    /// times with. A test may move it on, to see files as old as they would be a while later.
    public var realClock: @Sendable () -> Int64 = SystemClock.realtimeNanoseconds
    /// The status of the running executable (`ProcessEnvironment.executableStatus`): numbers another build of
    /// daybook kept are not used.
    public var executable: @Sendable () -> FileStatus? = ProcessEnvironment.executableStatus

    public init(
        currentDirectory: String, stdoutIsTerminal: Bool, fileSystem: any FileSystem,
        environment: @escaping (String) -> String?, standardOutput: @escaping (String) -> Void,
        standardError: @escaping (String) -> Void
    ) {
        self.currentDirectory = currentDirectory
        self.stdoutIsTerminal = stdoutIsTerminal
        self.fileSystem = fileSystem
        self.environment = environment
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// This process: its environment, working folder, the real file system, stdout and stderr.
    public static func current() -> Host {
        Host(
            currentDirectory: ProcessEnvironment.currentDirectory(), stdoutIsTerminal: StandardStream.output.isTerminal,
            fileSystem: PosixFileSystem(), environment: ProcessEnvironment.variable,
            standardOutput: StandardStream.output.write, standardError: StandardStream.error.write)
    }

    func variable(_ name: String) -> String? {
        environment(name)
    }

    /// Writes to stdout, whole.
    func writeOut(_ text: String) {
        standardOutput(text)
    }

    /// Writes to stderr, whole.
    func writeError(_ text: String) {
        standardError(text)
    }

    /// The local wall-clock time, to the minute.
    func clock() -> LocalDateTime {
        wallTime().time
    }

    /// The local wall-clock time and the second within its minute.
    func wallTime() -> (time: LocalDateTime, second: Int) {
        SystemClock.wallTime()
    }

    /// The real time, in nanoseconds since 1970: for stamping cached folder listings, whatever `--now` says.
    func wallClock() -> Int64 {
        realClock()
    }

    /// Which daybook is running, for the report cache: its version and its executable's identity; nil when the
    /// executable cannot be found (then nothing is cached).
    var programIdentity: String? {
        executable().map { file in
            "daybook \(ProgramSpec.daybook.version) \(file.device) \(file.inode) \(file.size) \(file.modified) "
                + "\(file.changed)"
        }
    }

    /// This machine's settings (config.yaml), read the first time they are asked for.
    var localSettings: LocalConfiguration.Loaded {
        localConfiguration.load(directory: configDirectory, fileSystem: fileSystem)
    }

    /// `journal:` in this machine's config.yaml, with a leading `~/` made the home folder; nil when not set.
    var configuredJournal: String? {
        guard let journal = localSettings.settings.journal else { return nil }
        guard journal == "~" || journal.hasPrefix("~/"), let home = variable("HOME"), home.hasPrefix("/") else {
            return journal
        }
        return home + journal.dropFirst()
    }

    /// This machine's settings folder: `$XDG_CONFIG_HOME/daybook`, else `~/.config/daybook`; nil without either.
    var configDirectory: String? {
        if let config = variable("XDG_CONFIG_HOME"), config.hasPrefix("/") { return config + "/daybook" }
        if let home = variable("HOME"), home.hasPrefix("/") { return home + "/.config/daybook" }
        return nil
    }

    /// daybook's machine-local cache folder: `daybook` below `$XDG_CACHE_HOME`, else below `~/.cache`; nil without
    /// either. Written like the journal: never through a symbolic link below the base folder.
    var cacheFolder: ConfinedPath? {
        machineFolder("XDG_CACHE_HOME", else: ".cache")
    }

    /// daybook's machine-local state folder (what this machine wrote, for lost-line detection): `daybook` below
    /// `$XDG_STATE_HOME`, else below `~/.local/state`; nil without either.
    var stateFolder: ConfinedPath? {
        machineFolder("XDG_STATE_HOME", else: ".local/state")
    }

    private func machineFolder(_ variable: String, else underHome: String) -> ConfinedPath? {
        if let base = self.variable(variable), base.hasPrefix("/") {
            return ConfinedPath(root: base, relative: "daybook")
        }
        if let home = self.variable("HOME"), home.hasPrefix("/") {
            return ConfinedPath(root: home + "/" + underHome, relative: "daybook")
        }
        return nil
    }
}
