/// `timezone:` as daybook.yaml gives it: the name, and where it is written, for an error about it.
public struct TimeZoneSetting: Sendable, Hashable {
    public var name: String
    public var file: String
    public var line: Int
    public var column: Int
    public var sourceLine: String?

    public init(name: String, file: String, line: Int, column: Int, sourceLine: String?) {
        self.name = name
        self.file = file
        self.line = line
        self.column = column
        self.sourceLine = sourceLine
    }

    /// Why this machine cannot use the zone: an error at the setting.
    public struct Unusable: Error, Sendable {
        public var diagnostic: Diagnostic
    }

    /// The zone, or an error at the setting saying why this machine cannot use it.
    public func rules(environment: (String) -> String?, fileSystem: any FileSystem) -> Result<
        TimeZoneRules, Unusable
    > {
        JournalTimeZone.named(name, environment: environment, fileSystem: fileSystem).mapError { problem in
            let message: ConfigMessage
            switch problem {
            case .unreadable(let name, let path, let reason):
                message = .timeZoneUnreadable(
                    name: name, path: path, reason: FileSystemError(path: path, reason: reason).reasonText)
            case .notAZoneFile(let name, let path):
                message = .timeZoneNotAZoneFile(name: name, path: path)
            }
            return Unusable(
                diagnostic: Diagnostic(
                    .error, file: file, line: line, column: column, message: message, sourceLine: sourceLine,
                    hint: ConfigMessage.timeZoneNames))
        }
    }
}

/// The journal's zone: the one `timezone:` names, else the machine's.
extension Config {
    public func timeZoneRules(environment: (String) -> String?, fileSystem: any FileSystem) -> Result<
        TimeZoneRules, TimeZoneSetting.Unusable
    > {
        guard let timeZone else {
            return .success(JournalTimeZone.machine(environment: environment, fileSystem: fileSystem))
        }
        return timeZone.rules(environment: environment, fileSystem: fileSystem)
    }
}
