import DaybookCore

/// `daybook resolve [--dry-run]`: folds conflict copies and removes git conflict markers.
enum ResolveCommand {
    static func run(_ invocation: Invocation, host: Host) throws(CommandFailure) -> Int32 {
        let session = try Session(invocation, host: host)
        let config = JournalReader(fileSystem: host.fileSystem).readConfig(session.location).0
        let actions = ConflictResolution.plan(session.location, fileSystem: host.fileSystem, ignoring: config.ignore)
        guard !actions.isEmpty else {
            host.writeOut("nothing to resolve\n")
            return 0
        }
        if invocation.flag("--dry-run") {
            host.writeOut(actions.map(ConflictResolution.describe).joined(separator: "\n") + "\n")
            return 0
        }
        let (now, second) = host.wallTime()
        let stamp = "\(now.date.description.replacing("-", with: ""))-"
            + "\(now.time.description.replacing(":", with: ""))\(second < 10 ? "0" : "")\(second)"
        do {
            try ConflictResolution.apply(actions, in: session.location, fileSystem: host.fileSystem, stamp: stamp) {
                host.writeOut($0 + "\n")
            }
        } catch {
            throw .runtime("cannot resolve \(error.path): \(error.reasonText)",
                           hint: "what was done before this is listed above; run 'daybook resolve' again once fixed")
        }
        return 0
    }
}
