/// Reads one Markdown file of the journal: front matter, date headings, fenced code, conflict markers and list
/// items, deciding which day each entry belongs to. Only lines of wanted days are parsed into entries, so reading
/// a big undated file for today costs little.
struct JournalFileParser: Sendable {
    struct Output: Sendable {
        /// Entries with their day, in file order.
        var entries: [(day: LocalDate, entry: Entry)] = []
        /// Days this file holds and the line that says so (line 0 for the file name).
        var claims: [(day: LocalDate, line: Int)] = []
        var targets: [(day: LocalDate, target: Int)] = []
        /// Problems with the file as a whole or with lines of no known day.
        var diagnostics: [Diagnostic] = []
        /// Problems with lines of a known day.
        var dayDiagnostics: [(day: LocalDate, diagnostic: Diagnostic)] = []
        /// The lines among those of `dayDiagnostics` about insulin that could not be read as a dose (the grammar's
        /// `unreadInsulin`, and lines a block never closed hides), in file order.
        var unreadInsulin: [(day: LocalDate, line: UnreadInsulinLine)] = []
        /// Every line read as a git conflict marker, in file order: `<`, `|`, `=` or `>` (a `<` inside a conflict
        /// is one that nests). `resolve` takes out what the reader calls a conflict, and nothing else.
        var conflictMarkers: [(line: Int, marker: UInt8)] = []
        /// How the file ends: what a line added at its end would be read inside.
        var end = End()
    }

    /// The state at the end of a file, which a line appended to it inherits.
    struct End: Sendable {
        /// The file's own day (its name's, else its front matter's): every line of it counts for that day.
        var fileDate: LocalDate?
        /// The day a line at the end counts for: the file's day, else that of the nearest date heading above (none
        /// under a heading that is no day, or above every heading).
        var day: LocalDate?
        /// A fenced code block never closed: the line that opens it and its fence (```` ``` ````, `~~~~`).
        var fence: (line: Int, text: String)?
        /// Git conflict markers never closed: the line of the `<<<<<<<`.
        var conflict: Int?
        /// A comment never closed (`<!--`, `%%`): the line that opens it, and which.
        var comment: (line: Int, kind: HiddenComment)?
    }

    /// Lines longer than this are reported, not parsed: no entry is this long, and it bounds the work per line.
    static let maximumEntryBytes = 4096
    /// Entries of one day in one file beyond this are reported, not read: a day holds a few dozen, and a synced file
    /// of millions of items must not cost gigabytes.
    static let maximumEntriesPerDay = 1000
    /// Entries of no day reported one by one in a file; the rest are counted in one more problem.
    static let maximumDaylessReported = 100

    /// The error for a line longer than `maximumEntryBytes`, from the reader and from `add` alike.
    static func tooLong(at location: SourceLocation, column: Int) -> Diagnostic {
        .error(
            JournalMessage.entryTooLong(limit: maximumEntryBytes), at: location, column: column,
            hint: JournalMessage.splitEntry)
    }

    let grammar: EntryParser
    let wants: @Sendable (LocalDate) -> Bool

    func parse(_ bytes: [UInt8], file: JournalFile) -> Output {
        start(bytes, file: file).output
    }

    /// Reads `bytes` as `parse` does, and keeps the state at its end, so that lines added at the end can be read as
    /// they would be there without reading the file again (`resolve` folding many conflict copies into one file).
    func start(_ bytes: [UInt8], file: JournalFile) -> (output: Output, rest: Continuation) {
        var output = Output()
        var lines = LineReader(bytes)
        let frontMatter = FrontMatter.read(&lines, file: file.path)
        output.diagnostics += frontMatter.diagnostics
        var fileDate = file.nameDate ?? frontMatter.date
        if let named = file.nameDate, let stated = frontMatter.date, named != stated {
            output.diagnostics.append(
                Diagnostic(
                    .warning, file: file.path, line: frontMatter.dateLine,
                    message: JournalMessage.frontMatterDateDiffers(
                        stated: stated,
                        named: named),
                    hint: JournalMessage.renameFileOrFixDate))
            fileDate = named
        }
        if let fileDate {
            output.claims.append((fileDate, file.nameDate != nil ? 0 : frontMatter.dateLine))
            if let target = frontMatter.target { output.targets.append((fileDate, target)) }
        } else if frontMatter.target != nil {
            output.diagnostics.append(
                Diagnostic(
                    .warning, file: file.path, line: frontMatter.targetLine,
                    message: JournalMessage.targetNeedsDay,
                    hint: JournalMessage.addDateOrNameFile))
        }

        var scanner = Scanner(file: file, fileDate: fileDate, parser: self)
        while let line = lines.next() {
            scanner.scan(line, into: &output)
        }
        let rest = Continuation(
            scanner: scanner, lines: lines.number, bytes: bytes.count, endsWithLineBreak: bytes.last == 0x0A)
        scanner.finish(into: &output, bytes: bytes)
        return (output, rest)
    }

    /// The state at the end of a file read by `start`, to read lines added at its end.
    struct Continuation {
        fileprivate var scanner: Scanner
        /// Lines and bytes read so far.
        private(set) var lines: Int
        private var bytes: Int
        private var endsWithLineBreak: Bool

        fileprivate init(scanner: Scanner, lines: Int, bytes: Int, endsWithLineBreak: Bool) {
            self.scanner = scanner
            self.lines = lines
            self.bytes = bytes
            self.endsWithLineBreak = endsWithLineBreak
        }

        /// What a line added now would be read inside.
        var end: End { scanner.end }

        /// Reads `added` as lines appended to what was read so far (after a line break, when the file lacks a final
        /// one): their entries and problems, numbered as lines of the whole file.
        mutating func read(_ added: [String]) -> Output {
            var output = Output()
            if !endsWithLineBreak, bytes > 0, !added.isEmpty { bytes += 1 }
            for text in added {
                let line = Array(text.utf8)
                lines += 1
                scanner.scan(SourceLine(number: lines, offset: bytes, bytes: line[...]), into: &output)
                bytes += line.count + 1
            }
            if !added.isEmpty { endsWithLineBreak = true }
            return output
        }
    }
}

/// A line of a file: its number, where its bytes start in the file, and the bytes without the line ending.
struct SourceLine {
    var number: Int
    var offset: Int
    var bytes: ArraySlice<UInt8>
    /// The line as written, when `bytes` has what comments hide in it turned to spaces.
    var written: ArraySlice<UInt8>?
}

/// Splits bytes into lines (LF or CRLF), dropping a leading byte-order mark.
struct LineReader {
    private let bytes: [UInt8]
    private var position = 0
    /// The number of the last line read.
    private(set) var number = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    /// Continues reading at byte `offset` (which must start a line).
    mutating func skip(to offset: Int) {
        position = offset
    }

    mutating func next() -> SourceLine? {
        guard position < bytes.count else { return nil }
        let start = position
        var end = start
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        position = end + 1
        number += 1
        let contentEnd = end > start && bytes[end - 1] == 0x0D ? end - 1 : end
        return SourceLine(number: number, offset: start, bytes: bytes[start..<contentEnd])
    }
}

/// The line-by-line state of `JournalFileParser`.
private struct Scanner {
    let file: JournalFile
    let fileDate: LocalDate?
    let parser: JournalFileParser

    /// The day of the nearest date heading above, in an undated file.
    private var headingDay: LocalDate?
    /// The nearest date heading above names no real day (`## 2026-02-29`): its entries count for none.
    private var underInvalidHeading = false
    private var fence: (marker: UInt8, length: Int)?
    /// The line that opened `fence`.
    private var fenceLine = 0
    /// Inside a comment (`<!--` to `-->`, `%%` to `%%`, hidden in every preview), like a fence: the line that opened
    /// it, and which.
    private var comment: (line: Int, kind: HiddenComment)?
    /// Where the fence or comment open now was opened: the line and its first byte.
    private var blockStart = (line: 0, offset: 0)
    /// Inside git conflict markers: where they start, which side this is, and the list items of "ours" (by
    /// `LineIdentity`: a line on both sides is one, a line with two write ids two).
    private var conflictStart: Int?
    private var conflictSide = ConflictSide.ours
    private var oursItems: [LineIdentity: Int] = [:]
    /// The open groups, innermost last, each deeper than the one before: an entry with only a time or slot, whose
    /// nested items inherit them, or a line not counted, whose nested items are not either. As deep as a line's
    /// indentation at most, which `maximumEntryBytes` bounds.
    private var groups: [(indent: Int, context: EntryParser.Context)] = []
    /// The last dose line read, of which day and at which depth. Only its notes are read as notes on a dose: the
    /// items nested under it, and the line right after it at its depth in a group (`- 22:00 bedtime:` / `  - lantus
    /// 12u` / `  - forgot`).
    private var lastDose: (day: LocalDate, indent: Int, line: Int, dose: EntryParser.NotedDose)?
    /// List items read for each day, and the days past `maximumEntriesPerDay`.
    private var itemsByDay: [LocalDate: Int] = [:]
    /// List items of no day.
    private var dayless = 0

    init(file: JournalFile, fileDate: LocalDate?, parser: JournalFileParser) {
        self.file = file
        self.fileDate = fileDate
        self.parser = parser
    }

    mutating func scan(_ line: SourceLine, into output: inout Output) {
        defer {
            if comment?.line == line.number || (fence != nil && fenceLine == line.number) {
                blockStart = (line.number, line.offset)
            }
        }
        let bytes = line.bytes
        if let invalid = UTF8Validation.firstInvalidByte(in: bytes) {
            let prefix = String(decoding: bytes[bytes.startIndex..<invalid], as: UTF8.self)
            let diagnostic = Diagnostic(
                .error, file: file.path, line: line.number, column: prefix.count + 1,
                message: JournalMessage.invalidUTF8(
                    byte: line.offset + invalid - bytes.startIndex),
                sourceLine: String(decoding: bytes, as: UTF8.self),
                hint: JournalMessage.saveAsUTF8)
            report(diagnostic, day: currentDay, into: &output)
            return
        }
        let indent = ListItem.indentation(bytes)
        let first = bytes.startIndex + bytes.prefix(while: { $0 == 0x20 || $0 == 0x09 }).count
        if let fence {
            if isFence(bytes, from: first, closing: fence) { self.fence = nil }
            return
        }
        if let open = comment {
            // The line that closes a comment is no entry (an HTML block ends with it); it may open another.
            guard let after = open.kind.closing(bytes, from: bytes.startIndex) else { return }
            comment = nil
            if HiddenComment.mayOpen(bytes[after...]) { _ = hidingComments(bytes, from: after, line: line.number) }
            return
        }
        guard first < bytes.endIndex else { return }
        if indent <= 3, let opening = fenceOpening(bytes, from: first) {
            fence = opening
            fenceLine = line.number
            return
        }
        if let opened = HiddenComment.opening(bytes, at: first), indent <= 3 || opened == .obsidian {
            // A line that starts with a comment is no entry; `<!-- a note -->` and `<!-->` close where they open.
            if let after = opened.closing(bytes, from: first + 2) {
                if HiddenComment.mayOpen(bytes[after...]) { _ = hidingComments(bytes, from: after, line: line.number) }
            } else {
                comment = (line.number, opened)
            }
            closeGroups(at: indent)
            return
        }
        // `- 22:00 ramen <!-- lantus 12u -->`: what a comment hides in a line is not read, the rest is.
        var visible = line
        var visibleFirst = first
        if HiddenComment.mayOpen(bytes) {
            visible.bytes = hidingComments(bytes, from: first, line: line.number)[...]
            visible.written = bytes
            visibleFirst = first - bytes.startIndex
        }
        scanVisible(visible, indent: indent, first: visibleFirst, into: &output)
    }

    /// Reads a line with what comments hide in it turned to spaces.
    private mutating func scanVisible(_ line: SourceLine, indent: Int, first: Int, into output: inout Output) {
        let bytes = line.bytes
        switch bytes[first] {
        case UInt8(ascii: "#") where indent <= 3:
            if heading(bytes, from: first, line: line, into: &output) { return }
        case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: "|"):
            if indent == 0, conflictMarker(bytes, line: line.number, into: &output) { return }
        default:
            break
        }
        if conflictStart != nil && conflictSide == .base { return }
        guard let contentStart = ListItem.contentStart(bytes) else {
            closeGroups(at: indent)
            return
        }
        if conflictStart != nil {
            // Both sides of a git conflict count; a line on both sides, once.
            let identity = LineIdentity(String(decoding: line.written ?? bytes, as: UTF8.self))
            if conflictSide == .ours {
                oursItems[identity, default: 0] += 1
            } else if let count = oursItems[identity], count > 0 {
                oursItems[identity] = count - 1
                return
            }
        }
        entry(line, contentStart: contentStart, indent: indent, into: &output)
    }

    /// What a line added at the end now would be read inside.
    var end: JournalFileParser.End {
        var end = JournalFileParser.End()
        end.fileDate = fileDate
        end.day = currentDay
        end.fence = fence.map {
            (fenceLine, String(repeating: Character(Unicode.Scalar($0.marker)), count: $0.length))
        }
        end.conflict = conflictStart
        end.comment = comment
        return end
    }

    mutating func finish(into output: inout Output, bytes: [UInt8]) {
        if let start = conflictStart { reportConflict(from: start, to: nil, into: &output) }
        output.end = end
        if let fence {
            let opener = String(repeating: Character(Unicode.Scalar(fence.marker)), count: fence.length)
            neverClosed(opener: opener, closer: opener, line: fenceLine, into: &output)
            hiddenInsulin(in: bytes, opener: opener, closer: opener, line: fenceLine, into: &output)
        }
        if let comment {
            let (opener, closer) = (comment.kind.opener, comment.kind.closer)
            neverClosed(opener: opener, closer: closer, line: comment.line, into: &output)
            hiddenInsulin(in: bytes, opener: opener, closer: closer, line: comment.line, into: &output)
        }
        let unreported = dayless - JournalFileParser.maximumDaylessReported
        if unreported > 0 {
            output.diagnostics.append(
                Diagnostic(
                    .error, file: file.path,
                    message: JournalMessage.moreEntriesWithoutDay(count: unreported),
                    hint: JournalMessage.putUnderDateHeading))
        }
    }

    private var currentDay: LocalDate? { fileDate ?? headingDay }

    /// A block left open at the end of the file hides every line after it, whatever day: a warning of the file's
    /// day, or of the file when it holds several.
    private func neverClosed(opener: String, closer: String, line: Int, into output: inout Output) {
        let diagnostic = Diagnostic(
            .warning, file: file.path, line: line, column: 1,
            message: JournalMessage.blockNeverClosed(opener: opener, line: line),
            hint: JournalMessage.closeBlock(opener: opener, closer: closer))
        report(diagnostic, day: fileDate, into: &output)
    }

    private func report(_ diagnostic: Diagnostic, day: LocalDate?, into output: inout Output) {
        if let day {
            output.dayDiagnostics.append((day, diagnostic))
        } else {
            output.diagnostics.append(diagnostic)
        }
    }

    /// The list items about insulin that a block never closed hides (from the line that opened it on): the dose
    /// each may be is unknown on its day, never due, so another is not let through. One warning and unread line for
    /// each day and insulin, which is all the ledger needs, so a long file costs one more pass and a few warnings.
    private func hiddenInsulin(
        in bytes: [UInt8], opener: String, closer: String, line opened: Int, into output: inout Output
    ) {
        var lines = LineReader(bytes)
        lines.skip(to: blockStart.offset)
        var day = underInvalidHeading ? nil : currentDay
        struct Tagged: Hashable {
            var day: LocalDate
            var insulin: UnreadInsulin
        }
        var tagged: Set<Tagged> = []
        while let hidden = lines.next() {
            let content = hidden.bytes
            guard UTF8Validation.firstInvalidByte(in: content) == nil,
                content.count <= JournalFileParser.maximumEntryBytes
            else { continue }
            if fileDate == nil, let heading = Self.dateHeading(content) {
                day = heading
                continue
            }
            guard let day, parser.wants(day), let contentStart = ListItem.contentStart(content) else { continue }
            let text = String(decoding: content, as: UTF8.self)
            guard let insulin = parser.grammar.doses.insulinNamed(in: text, contentStart: contentStart),
                tagged.insert(Tagged(day: day, insulin: insulin)).inserted
            else { continue }
            let number = blockStart.line + hidden.number - 1
            output.dayDiagnostics.append(
                (
                    day,
                    Diagnostic(
                        .warning, file: file.path, line: number, column: 1,
                        message: JournalMessage.hiddenInsulin(opener: opener, line: opened), sourceLine: text,
                        hint: JournalMessage.closeBlock(opener: opener, closer: closer))
                ))
            output.unreadInsulin.append(
                (
                    day,
                    UnreadInsulinLine(
                        location: SourceLocation(file: file.path, line: number), insulin: insulin, sourceLine: text)
                ))
        }
    }

    /// The day of a heading written as one (`## 2026-12-01`), else nil.
    private static func dateHeading(_ bytes: ArraySlice<UInt8>) -> LocalDate? {
        let first = bytes.startIndex + bytes.prefix(while: { $0 == 0x20 }).count
        let hashes = bytes[first...].prefix(while: { $0 == UInt8(ascii: "#") }).count
        let dateStart = first + hashes + 1
        guard (1...6).contains(hashes), first - bytes.startIndex <= 3, dateStart + 10 <= bytes.endIndex,
            bytes[dateStart - 1] == 0x20
        else { return nil }
        return LocalDate(isoBytes: bytes[dateStart..<dateStart + 10])
    }

    // MARK: - Entries

    private mutating func entry(_ line: SourceLine, contentStart: Int, indent: Int, into output: inout Output) {
        let location = SourceLocation(file: file.path, line: line.number)
        closeGroups(at: indent)
        var inherited = groups.last?.context
        guard let day = currentDay else {
            if underInvalidHeading { return }
            dayless += 1
            guard dayless <= JournalFileParser.maximumDaylessReported else { return }
            output.diagnostics.append(
                .error(
                    JournalMessage.entryHasNoDay, at: location, column: indent + 1,
                    sourceLine: String(decoding: line.bytes, as: UTF8.self),
                    hint: JournalMessage.putUnderDateHeading))
            return
        }
        guard parser.wants(day) else { return }
        let count = (itemsByDay[day] ?? 0) + 1
        itemsByDay[day] = count
        guard count <= JournalFileParser.maximumEntriesPerDay else {
            if count == JournalFileParser.maximumEntriesPerDay + 1 {
                output.dayDiagnostics.append(
                    (
                        day,
                        .error(
                            JournalMessage.tooManyEntries(
                                date: day, limit: JournalFileParser.maximumEntriesPerDay), at: location,
                            column: indent + 1,
                            hint: JournalMessage.splitTheFile)
                    ))
            }
            return
        }
        guard (line.written ?? line.bytes).count <= JournalFileParser.maximumEntryBytes else {
            output.dayDiagnostics.append((day, JournalFileParser.tooLong(at: location, column: indent + 1)))
            return
        }
        // The grammar reads the line without its write id (`WriteID`): it is no part of a name or a note.
        let writeID = WriteID.trailing(in: line.bytes)
        let text = String(decoding: line.bytes[..<(writeID?.textEnd ?? line.bytes.endIndex)], as: UTF8.self)
        if let noted = inherited?.dose, noted.line != lastDose?.line || lastDose?.day != day {
            // A later dose line was read: what is nested under this one is no longer read as its notes.
            inherited?.dose = nil
        }
        if let last = lastDose, last.day == day, last.indent == indent, indent > 0, last.line + 1 == line.number {
            var context = inherited ?? EntryParser.Context()
            context.dose = last.dose
            inherited = context
        }
        var result = parser.grammar.parse(
            line: text, contentStart: contentStart, location: location, inherited: inherited)
        let asWritten = line.written != nil || writeID != nil
        if asWritten {
            // Shown and compared as written, comments, write id and all.
            Self.showAsWritten(
                &result, String(decoding: line.written ?? line.bytes, as: UTF8.self), read: text, writeID: writeID?.id)
        }
        for diagnostic in result.diagnostics { output.dayDiagnostics.append((day, diagnostic)) }
        if let insulin = result.unreadInsulin {
            // As its problems show it.
            let shown = asWritten ? String(decoding: line.written ?? line.bytes, as: UTF8.self) : text
            output.unreadInsulin.append(
                (
                    day,
                    UnreadInsulinLine(
                        location: location, insulin: insulin, sourceLine: shown, name: result.unreadInsulinName)
                ))
        }
        if let entry = result.entry { output.entries.append((day, entry)) }
        if let context = result.context { groups.append((indent, context)) }
        if result.entry?.dose != nil, let noted = result.context?.dose {
            lastDose = (day, indent, line.number, noted)
        }
    }

    /// `result` of reading `read`, the line with its comments hidden and without its write id, with the line as
    /// `written` instead.
    private static func showAsWritten(
        _ result: inout EntryParser.Result, _ written: String, read: String, writeID: WriteID?
    ) {
        if let entry = result.entry {
            result.entry = entry.written(as: written, writeID: writeID)
        }
        for index in result.diagnostics.indices where result.diagnostics[index].sourceLine == read {
            result.diagnostics[index].sourceLine = written
        }
    }

    /// Ends the groups a line at `indent` is not nested in.
    private mutating func closeGroups(at indent: Int) {
        while let last = groups.last, last.indent >= indent { groups.removeLast() }
    }

    // MARK: - Headings

    /// Handles an ATX heading; returns false when the line is not one (`#hashtag`).
    private mutating func heading(
        _ bytes: ArraySlice<UInt8>, from first: Int, line: SourceLine,
        into output: inout Output
    ) -> Bool {
        var i = first
        while i < bytes.endIndex, bytes[i] == UInt8(ascii: "#") { i += 1 }
        guard i - first <= 6, i == bytes.endIndex || bytes[i] == 0x20 || bytes[i] == 0x09 else { return false }
        groups = []
        let text = TextFolding.fold(String(decoding: bytes[i...], as: UTF8.self).trimmingSpaces.unicodeScalars)
        let prefix = text.prefix(11).map { $0.isASCII ? UInt8($0.value) : 0 }
        guard prefix.count >= 10, prefix.count == 10 || !(0x30...0x39).contains(prefix[10]) else { return true }
        guard let date = LocalDate(isoBytes: prefix[0..<10]) else {
            if Self.isDateShaped(prefix[0..<10]) {
                invalidDateHeading(prefix[0..<10], bytes, column: i - first + 2, line: line, into: &output)
            }
            return true
        }
        underInvalidHeading = false
        if let fileDate {
            if date != fileDate {
                let diagnostic = Diagnostic.error(
                    JournalMessage.headingInOtherLog(heading: date, log: fileDate),
                    at: SourceLocation(file: file.path, line: line.number), column: i - first + 2,
                    sourceLine: String(decoding: bytes, as: UTF8.self),
                    hint: JournalMessage.moveLinesToLog(date: date))
                output.dayDiagnostics.append((fileDate, diagnostic))
            }
        } else {
            headingDay = date
            output.claims.append((date, line.number))
        }
        return true
    }

    /// `DDDD-DD-DD`: written as a date, whether or not it is one.
    private static func isDateShaped(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.indices.allSatisfy { index in
            let offset = index - bytes.startIndex
            return offset == 4 || offset == 7 ? bytes[index] == UInt8(ascii: "-") : (0x30...0x39).contains(bytes[index])
        }
    }

    /// A heading written as a date that is no day (`## 2026-02-29`, `## 2026-13-01`). In a dated file its entries
    /// still count for the file's day, as under any other heading there; in an undated file they count for no day
    /// (not for the day of the heading above, which they would silently join).
    private mutating func invalidDateHeading(
        _ date: ArraySlice<UInt8>, _ bytes: ArraySlice<UInt8>, column: Int,
        line: SourceLine, into output: inout Output
    ) {
        let written = String(decoding: date, as: UTF8.self)
        let location = SourceLocation(file: file.path, line: line.number)
        let sourceLine = String(decoding: bytes, as: UTF8.self)
        if let fileDate {
            output.dayDiagnostics.append(
                (
                    fileDate,
                    .error(
                        JournalMessage.headingNotDate(written: written, log: fileDate), at: location, column: column,
                        sourceLine: sourceLine, hint: JournalMessage.writeRealDate(example: fileDate))
                ))
            return
        }
        headingDay = nil
        underInvalidHeading = true
        output.diagnostics.append(
            .error(
                JournalMessage.headingNotDateUncounted(written: written), at: location, column: column,
                sourceLine: sourceLine, hint: JournalMessage.writeRealDateToCount))
    }

    // MARK: - Comments

    /// `bytes` with what comments hide from `start` on turned to spaces, one per scalar so that columns stay. An
    /// Obsidian `%%` left open runs on to the lines below, as in Obsidian; an HTML `<!--` left open inside a line is
    /// text, as a CommonMark preview shows it (only a line that starts with `<!--` opens a comment of several lines).
    private mutating func hidingComments(_ bytes: ArraySlice<UInt8>, from start: Int, line: Int) -> [UInt8] {
        var out = Array(bytes[bytes.startIndex..<start])
        var i = start
        // Once a `<!--` is not closed, no later one is: not looking again keeps a long line linear.
        var htmlCloses = true
        while let (kind, open) = HiddenComment.first(bytes, from: i) {
            let close = kind == .html && !htmlCloses ? nil : kind.closing(bytes, from: open + 2)
            if close == nil, kind == .html {
                htmlCloses = false
                out += bytes[i..<open + 2]
                i = open + 2
                continue
            }
            let hiddenEnd = close ?? bytes.endIndex
            out += bytes[i..<open]
            for byte in bytes[open..<hiddenEnd] where byte & 0xC0 != 0x80 { out.append(0x20) }
            i = hiddenEnd
            if close == nil { comment = (line, kind) }
        }
        out += bytes[i...]
        return out
    }

    // MARK: - Fenced code

    private func fenceOpening(_ bytes: ArraySlice<UInt8>, from first: Int) -> (marker: UInt8, length: Int)? {
        let marker = bytes[first]
        guard marker == UInt8(ascii: "`") || marker == UInt8(ascii: "~") else { return nil }
        let length = bytes[first...].prefix(while: { $0 == marker }).count
        guard length >= 3 else { return nil }
        if marker == UInt8(ascii: "`"), bytes[(first + length)...].contains(UInt8(ascii: "`")) { return nil }
        return (marker, length)
    }

    private func isFence(
        _ bytes: ArraySlice<UInt8>, from first: Int,
        closing fence: (marker: UInt8, length: Int)
    ) -> Bool {
        guard first < bytes.endIndex, first - bytes.startIndex <= 3 else { return false }
        let length = bytes[first...].prefix(while: { $0 == fence.marker }).count
        return length >= fence.length && bytes[(first + length)...].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    // MARK: - Git conflict markers

    /// `<<<<<<< ` opens, `>>>>>>> ` closes; `|||||||` (the common ancestor, in diff3 style) and `=======` count
    /// only inside.
    private mutating func conflictMarker(_ bytes: ArraySlice<UInt8>, line: Int, into output: inout Output) -> Bool {
        guard bytes.count >= 7 else { return false }
        let marker = bytes[bytes.startIndex]
        guard bytes.prefix(7).allSatisfy({ $0 == marker }),
            bytes.count == 7 || bytes[bytes.startIndex + 7] == 0x20
        else { return false }
        switch marker {
        case UInt8(ascii: "<"):
            output.conflictMarkers.append((line, marker))
            guard conflictStart == nil else { return true }
            conflictStart = line
            conflictSide = .ours
            oursItems = [:]
            return true
        case UInt8(ascii: ">"):
            guard let start = conflictStart else { return false }
            output.conflictMarkers.append((line, marker))
            reportConflict(from: start, to: line, into: &output)
            conflictStart = nil
            return true
        case UInt8(ascii: "|"):
            guard conflictStart != nil else { return false }
            output.conflictMarkers.append((line, marker))
            conflictSide = .base
            return true
        default:
            guard conflictStart != nil else { return false }
            output.conflictMarkers.append((line, marker))
            conflictSide = .theirs
            return true
        }
    }

    private func reportConflict(from start: Int, to end: Int?, into output: inout Output) {
        let diagnostic = Diagnostic(
            .warning, file: file.path, line: start, column: 1,
            message: JournalMessage.gitConflict(from: start, to: end),
            hint: JournalMessage.resolveGitConflict,
            topic: .conflict)
        report(diagnostic, day: currentDay, into: &output)
    }
}

private typealias Output = JournalFileParser.Output

private enum ConflictSide {
    case ours
    /// The common ancestor in diff3 style: neither side's present, never counted.
    case base
    case theirs
}
