/// What this machine wrote to a journal, kept on this machine only (never in the journal, never synced): one file
/// per journal in daybook's state folder, named after the root's device and inode like the listing cache
/// (`~/.local/state/daybook/written-DEV-INODE`). A header line, then a record per line, tab-separated:
///
///     daybook-written 1
///     2026-11-29	2026-11-29T12:30	2026/11/2026-11-29.md	- 12:30 ramen 650kcal
///
/// It is written like every file daybook writes (appended under a lock, never through a symbolic link) but not
/// flushed to disk (a crash may lose the newest record: only its warning), kept for `retentionDays` and bounded by
/// `maximumBytes`: a record is worth keeping while a sync tool could still put back an older copy of its file.
public struct WrittenLinesLog: Sendable {
    /// Four weeks: far longer than a device stays offline between syncs, short enough to stay small.
    public static let retentionDays = 28
    /// Past this the log is rewritten with the records still kept, newest first, up to half of it (a few
    /// thousand records: weeks of entries at dozens a day).
    public static let maximumBytes = 256 * 1024
    static let header = "daybook-written 1"

    /// The log file.
    public let file: ConfinedPath
    private let fileSystem: any FileSystem

    /// The log of the journal at `location`, in `folder` (e.g. `daybook` below `~/.local/state`); nil when the
    /// journal's root cannot be examined.
    public init?(folder: ConfinedPath, location: JournalLocation, fileSystem: any FileSystem) {
        guard let root = fileSystem.status(location.root) else { return nil }
        file = folder.appending("written-\(root.device)-\(root.inode)")
        self.fileSystem = fileSystem
    }

    /// Appends `line` to the log, then trims the log when it has grown past `maximumBytes`. A line that cannot be
    /// recorded faithfully (a line break or tab in its file's name, a line break in it) is left out.
    public func record(_ line: WrittenLine, today: LocalDate) throws(AppendFailure) {
        guard let text = WrittenLinesLog.text(line) else { return }
        var appender = LineAppender(fileSystem: fileSystem)
        appender.flushes = false
        _ = try appender.append(to: file) { existing in
            .write(text, prefix: existing.isEmpty ? WrittenLinesLog.header + "\n" : "")
        }
        guard let size = fileSystem.status(file.path)?.size, size > Int64(WrittenLinesLog.maximumBytes) else { return }
        let kept = WrittenLinesLog.kept(records(today: today), within: WrittenLinesLog.maximumBytes / 2)
        do {
            try fileSystem.replace(file, contents: WrittenLinesLog.bytes(kept))
        } catch {
            throw .fileSystem(error)
        }
    }

    /// The records still kept on `today`, oldest first; none when the log is missing or cannot be read.
    public func records(today: LocalDate) -> [WrittenLine] {
        guard let bytes = try? fileSystem.read(file) else { return [] }
        let oldest = today.adding(days: -WrittenLinesLog.retentionDays) ?? LocalDate.earliest
        return WrittenLinesLog.parse(bytes).filter { $0.day >= oldest }
    }

    /// Rewrites the log without `forgotten`: lines removed on purpose are no longer reported.
    public func forget(_ forgotten: [WrittenLine], today: LocalDate) throws(FileSystemError) {
        let drop = Set(forgotten)
        try fileSystem.replace(
            file, contents: WrittenLinesLog.bytes(records(today: today).filter { !drop.contains($0) }))
    }

    // MARK: - File format

    /// The record's line in the log; nil when a tab or line break would make it read back as something else.
    static func text(_ line: WrittenLine) -> String? {
        guard !line.file.contains(where: { $0 == "\t" || $0 == "\n" || $0 == "\r" }),
            !line.line.contains(where: { $0 == "\n" || $0 == "\r" })
        else { return nil }
        return "\(line.day)\t\(line.written)\t\(line.file)\t\(line.line)"
    }

    /// The records of a log file; lines that are not records (the header, damage) are passed over.
    static func parse(_ bytes: [UInt8]) -> [WrittenLine] {
        var records: [WrittenLine] = []
        var lines = LineReader(bytes)
        while let line = lines.next() {
            let fields = line.bytes.split(separator: 0x09, maxSplits: 3, omittingEmptySubsequences: false)
            guard fields.count == 4, let day = LocalDate(String(decoding: fields[0], as: UTF8.self)),
                let written = LocalDateTime(String(decoding: fields[1], as: UTF8.self)), !fields[2].isEmpty
            else { continue }
            records.append(
                WrittenLine(
                    day: day, written: written, file: String(decoding: fields[2], as: UTF8.self),
                    line: String(decoding: fields[3], as: UTF8.self)))
        }
        return records
    }

    /// A whole log file holding `records`.
    static func bytes(_ records: [WrittenLine]) -> [UInt8] {
        Array(([header] + records.compactMap(text)).map { $0 + "\n" }.joined().utf8)
    }

    /// The newest of `records` that fit in `limit` bytes, oldest first.
    static func kept(_ records: [WrittenLine], within limit: Int) -> [WrittenLine] {
        var total = header.utf8.count + 1
        var kept: [WrittenLine] = []
        for record in records.reversed() {
            guard let text = text(record) else { continue }
            total += text.utf8.count + 1
            if total > limit { break }
            kept.append(record)
        }
        return kept.reversed()
    }
}
