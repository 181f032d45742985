import DaybookCore
import DaybookLSP
import DaybookPlatform

/// `daybook lsp`: the language server on standard input and output. The estimators are chosen here, as for
/// `status` (an external one only with consent); the server itself only asks what it is given.
enum LSPCommand {
    static func run(_ invocation: Invocation, host: Host) throws(CommandFailure) -> Int32 {
        let frozenNow =
            invocation.value("--now") != nil || !(host.variable("DAYBOOK_NOW") ?? "").isEmpty
            ? try Session.now(invocation, host: host) : nil
        let estimation = Estimation(host: host, waits: false)
        let (primary, fallback) = estimation.estimators
        let journal = (invocation.value("--journal") ?? host.variable("DAYBOOK_JOURNAL")).flatMap { path in
            path.isEmpty ? nil : path.hasPrefix("/") ? path : host.currentDirectory + "/" + path
        }
        let options = LanguageServerOptions(
            fileSystem: host.fileSystem, maximumFileBytes: PosixFileSystem.maximumFileSize, estimator: primary,
            fallback: fallback,
            now: { frozenNow ?? host.clock() }, pinTime: estimation.pinTime,
            monotonic: SystemClock.monotonicMilliseconds,
            listingCache: { host.cacheFolder.map { ListingCacheFile(folder: $0, now: host.wallClock()) } },
            environmentJournal: journal, language: host.language)
        let server = LanguageServer(options: options)
        estimation.onAnswer(server.estimatesLanded)
        return server.run(StandardTransport())
    }
}
