/// The time zone a journal's times are in: `timezone:` in daybook.yaml (a tz database name such as
/// `America/New_York`), else the machine's — `TZ` as the C library reads it, else `/etc/localtime`. Zone files are
/// read through the file system from the tz database folder (`TZDIR`, else `/usr/share/zoneinfo`); what they hold
/// is read here, by `TimeZoneRules(tzif:)`.
public enum JournalTimeZone {
    public static let zoneFolder = "/usr/share/zoneinfo"
    public static let machineZoneFile = "/etc/localtime"
    /// No tz database name is longer.
    public static let maximumNameLength = 100

    /// Why a zone named in daybook.yaml cannot be used.
    public enum Problem: Error, Sendable, Equatable {
        /// The file is missing or unreadable.
        case unreadable(name: String, path: String, reason: FileSystemError.Reason)
        /// The file is there but is no zone file.
        case notAZoneFile(name: String, path: String)
    }

    /// Whether `name` can be a tz database name: parts split by `/`, each of letters, digits, `_`, `+` and `-`, not
    /// starting with a dot, so that no name leaves the zone folder.
    public static func isZoneName(_ name: some StringProtocol) -> Bool {
        let bytes = Array(name.utf8)
        guard !bytes.isEmpty, bytes.count <= maximumNameLength else { return false }
        for part in bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            guard let first = part.first, first != UInt8(ascii: "."), first != UInt8(ascii: "-") else { return false }
            for byte in part {
                let allowed =
                    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
                    || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
                guard allowed else { return false }
            }
        }
        return true
    }

    /// The zone called `name` in the tz database folder.
    public static func named(
        _ name: String, environment: (String) -> String?, fileSystem: any FileSystem
    ) -> Result<TimeZoneRules, Problem> {
        let path = folder(environment) + "/" + name
        guard isZoneName(name) else { return .failure(.notAZoneFile(name: name, path: path)) }
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.read(path)
        } catch {
            return .failure(.unreadable(name: name, path: path, reason: error.reason))
        }
        guard let rules = TimeZoneRules(tzif: bytes) else { return .failure(.notAZoneFile(name: name, path: path)) }
        return .success(rules)
    }

    /// The machine's zone, as the C library finds it: `TZ` unset is `/etc/localtime`; empty is UTC; `:` before
    /// it is dropped; an absolute path is that file, a tz database name that zone, anything else a POSIX rule
    /// (`JST-9`). What cannot be read is UTC, as the C library has it.
    public static func machine(environment: (String) -> String?, fileSystem: any FileSystem) -> TimeZoneRules {
        guard var value = environment("TZ") else {
            return zoneFile(machineZoneFile, fileSystem) ?? .utc
        }
        if value.hasPrefix(":") { value.removeFirst() }
        if value.isEmpty { return .utc }
        if value.hasPrefix("/") { return zoneFile(value, fileSystem) ?? .utc }
        if isZoneName(value), let rules = zoneFile(folder(environment) + "/" + value, fileSystem) { return rules }
        return TimeZoneRules(posix: value) ?? .utc
    }

    private static func zoneFile(_ path: String, _ fileSystem: any FileSystem) -> TimeZoneRules? {
        guard let bytes = try? fileSystem.read(path) else { return nil }
        return TimeZoneRules(tzif: bytes)
    }

    /// `TZDIR` when it is an absolute path, else the usual folder.
    private static func folder(_ environment: (String) -> String?) -> String {
        if let folder = environment("TZDIR"), folder.hasPrefix("/"), !folder.contains("/../") { return folder }
        return zoneFolder
    }
}
