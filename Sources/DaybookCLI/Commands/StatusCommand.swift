import DaybookCore

/// `daybook status`: the kcal left and the dose status of one day, as text, JSON or a status-bar line.
enum StatusCommand {
    static func run(_ invocation: Invocation, host: Host) throws(CommandFailure) -> Int32 {
        let format = try invocation.format(StatusFormat.text)
        do {
            let session = try Session(invocation, host: host)
            let pipeline = StatusPipeline(
                fileSystem: host.fileSystem, location: session.location,
                listingCache: session.listingCache, writtenLines: session.writtenLines)
            // Status bars run this every few seconds: they show what is pinned and never wait for an estimator.
            let asks = format == .text || format == .json
            // Nor do they read this month's glucose file for the last reading.
            let summary = pipeline.run(
                date: session.requestedDate, now: session.now,
                estimation: Estimation(host: host, asksExternal: asks), glucose: asks
            ).summary
            host.writeOut(
                format.render(
                    summary, path: session.displayPath, style: Style(host: host),
                    language: host.language))
            return format.exitCode(summary)
        } catch {
            // A bar shows what it is given: a line saying what is wrong, rather than nothing.
            guard let bar = format.bar else { throw error }
            host.writeOut(bar.render(error, language: host.language))
            host.writeError(error.message(host.language))
            return bar.exitCode(error)
        }
    }
}
