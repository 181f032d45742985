/// Appends one line to a file the way daybook promises to write: never rewriting or truncating what is there,
/// one `write` per line under an exclusive `flock` (which every daybook writer takes, so a check and its append are
/// one step), a line break first when the file lacks a final one, `fsync` of the file (and of its folder when the
/// file was created, with `O_EXCL`). Afterwards it checks that the path still names the file written: a sync
/// tool may have renamed another file over it meanwhile, and then the line goes into that file too, once.
/// The path is a `ConfinedPath`: never written through a symbolic link, only a regular file with a single name.
/// A file created for a line that is then not written (a failure, a refusal, nothing new) is removed again.
public struct LineAppender {
    public struct Appended: Sendable, Equatable {
        public var path: ConfinedPath
        /// 1-based line number of the line written.
        public var line: Int
        /// The file was created for this line.
        public var created: Bool
    }

    public let fileSystem: any FileSystem
    /// Whether each write reaches the disk (`fsync` of the file, and of the folder of a new file) before `append`
    /// returns. Always for the journal; a machine-local record whose loss in a crash only loses a warning skips it,
    /// so that `add` waits for one flush, not two.
    public var flushes = true
    /// Called between opening the file and writing to it; tests use it to rename a copy over the file.
    var beforeWrite: () -> Void = {}

    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// What to write, decided under the lock from the file's contents at that moment.
    public enum Plan {
        /// Write `text` (one or more lines, without the final line break), after `prefix` (a heading).
        case write(String, prefix: String)
        /// Write nothing, and say why.
        case refuse(Localized)
        /// Write nothing: there is nothing new.
        case skip
    }

    /// Appends `line` (without its line break) to `path`, creating the file (and its folders) if needed. Under
    /// the lock, `prefix` may add text before the line (a heading) and `refusal` may refuse, both given the file's
    /// contents at that moment.
    public func append(
        _ line: String, to path: ConfinedPath, prefix: ([UInt8]) -> String = { _ in "" },
        unless refusal: ([UInt8]) -> Localized? = { _ in nil }
    ) throws(AppendFailure) -> Appended {
        let appended = try append(to: path) { existing in
            refusal(existing).map(Plan.refuse) ?? .write(line, prefix: prefix(existing))
        }
        guard let appended else { throw .refused(JournalMessage.nothingToWrite.localized) }
        return appended
    }

    /// Appends what `plan` decides under the lock; nil when it skipped.
    public func append(to path: ConfinedPath, plan: ([UInt8]) -> Plan) throws(AppendFailure) -> Appended? {
        for attempt in 1...3 {
            let (file, created) = try open(path)
            defer { file.close() }
            let outcome: Outcome
            do {
                outcome = try appendOnce(to: path, file: file, created: created, lastAttempt: attempt == 3, plan: plan)
            } catch {
                if created { discardIfEmpty(file, at: path) }
                throw .fileSystem(error)
            }
            if created { discardIfEmpty(file, at: path) }
            switch outcome {
            case .refused(let message): throw .refused(message)
            case .skipped: return nil
            case .appended(let appended): return appended
            case .replaced: continue
            }
        }
        throw .fileSystem(FileSystemError(path: path.path, reason: .keptChanging))
    }

    private enum Outcome {
        case refused(Localized)
        case skipped
        case appended(Appended)
        /// Another file was renamed over the one written, without the line: try again on it.
        case replaced
    }

    private func appendOnce(
        to path: ConfinedPath, file: any AppendableFile, created: Bool, lastAttempt: Bool,
        plan: ([UInt8]) -> Plan
    ) throws(FileSystemError) -> Outcome {
        try file.lock()
        let existing = try file.contents()
        let line: String
        var text = existing.isEmpty || existing.last == 0x0A ? "" : "\n"
        switch plan(existing) {
        case .refuse(let message): return .refused(message)
        case .skip: return .skipped
        case .write(let lines, let prefix):
            line = lines
            text += prefix
        }
        let number = lineCount(existing) + lineCount(Array(text.utf8)) + 1
        beforeWrite()
        try file.append(lineEndings(Array((text + line + "\n").utf8), like: existing))
        if flushes {
            try file.sync()
            if created, let folder = path.parent { try fileSystem.syncDirectory(folder) }
        }
        let last = line.split(separator: "\n").last.map(String.init) ?? line
        guard try stillAtPath(file, path: path, line: last) || lastAttempt else { return .replaced }
        return .appended(Appended(path: path, line: number, created: created))
    }

    /// Opens the file for appending, creating it (and its folders) when it does not exist. Two writers creating
    /// it at once both end up appending to the one that won `O_EXCL`.
    private func open(_ path: ConfinedPath) throws(AppendFailure) -> (any AppendableFile, created: Bool) {
        do {
            return (try fileSystem.openForAppend(path, creating: false), false)
        } catch  where error.isNotFound {
            // A folder that cannot be made (a link on the way) fails the create below, with the reason.
            if let folder = path.parent { try? fileSystem.makeDirectory(folder) }
            do {
                return (try fileSystem.openForAppend(path, creating: true), true)
            } catch  where error.alreadyExists {
                do { return (try fileSystem.openForAppend(path, creating: false), false) } catch {
                    throw .fileSystem(error)
                }
            } catch {
                throw .fileSystem(error)
            }
        } catch {
            throw .fileSystem(error)
        }
    }

    /// Whether the path still names the file written; if another file was renamed over it, whether that file
    /// already holds the line. False means: append again, to the file now at the path.
    private func stillAtPath(_ file: any AppendableFile, path: ConfinedPath, line: String) throws(FileSystemError)
        -> Bool
    {
        let written = try file.status()
        guard let current = fileSystem.status(path.path) else { return false }
        if current.device == written.device && current.inode == written.inode { return true }
        return try fileSystem.read(path).split(separator: 0x0A).contains { held in
            (held.last == 0x0D ? held.dropLast() : held).elementsEqual(line.utf8)
        }
    }

    /// `bytes` (lines ended by LF) with CRLF endings when the file's last line ends in CRLF: an append matches the
    /// file it goes into, written on Windows or by an editor set to CRLF.
    private func lineEndings(_ bytes: [UInt8], like existing: [UInt8]) -> [UInt8] {
        guard let last = existing.lastIndex(of: 0x0A), last > existing.startIndex, existing[last - 1] == 0x0D else {
            return bytes
        }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 4)
        for byte in bytes {
            if byte == 0x0A { out.append(0x0D) }
            out.append(byte)
        }
        return out
    }

    /// Removes a file this appender created and then wrote nothing to (a failed write on a full disk, a refusal):
    /// no empty day file is left behind. Done under the lock; a writer that opened the same new file meanwhile
    /// finds the path gone after its own write and appends again to a new one.
    private func discardIfEmpty(_ file: any AppendableFile, at path: ConfinedPath) {
        guard let status = try? file.status(), status.size == 0 else { return }
        try? fileSystem.remove(path)
    }

    private func lineCount(_ bytes: [UInt8]) -> Int {
        bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    }
}
