/// Where a new day's file goes: the `file:` pattern of daybook.yaml (`%Y/%m/%Y-%m-%d.md`), else the layout the
/// journal already uses (the newest dated file, with its date put right), else `YYYY-MM-DD.md` at the root. Every
/// path it gives is one the reader lists and reads as that day's log, or the writer refuses it (`problem`).
public enum DayFileLayout {
    /// Days a `file:` pattern is tried on before it is used: a path is checked for the day it is written on too,
    /// but a pattern that fails on these is refused when daybook.yaml is read, for every day. They differ in every
    /// digit that could run into a literal digit around them, and include a leap day.
    static let sampleDays = [
        LocalDate(year: 2026, month: 11, day: 30), LocalDate(year: 2024, month: 2, day: 29),
        LocalDate(year: 2000, month: 1, day: 1), LocalDate(year: 1999, month: 12, day: 31),
    ]
    .compactMap { $0 }

    /// Checks a `file:` pattern's form: relative, ending in `.md`, naming the whole date, no `..`, and no part a
    /// program could take for an option or a command (`FileNameSafety`). Whether the reader would read what it
    /// gives is `unreadDay(pattern:ignoring:)`.
    public static func isValid(pattern: String) -> Bool {
        !pattern.hasPrefix("/") && pattern.hasSuffix(".md") && pattern.contains("%Y") && pattern.contains("%m")
            && pattern.contains("%d") && !pattern.split(separator: "/").contains("..")
            && FileNameSafety.isSafe(pattern)
    }

    /// A day for which `pattern` gives a path the reader would not read as that day's log, the path and why; nil
    /// when it gives a readable log on every sample day.
    static func unreadDay(pattern: String, ignoring ignore: IgnoreRules)
        -> (date: LocalDate, path: String, problem: WriteMessage.LogPathProblem)?
    {
        for date in sampleDays {
            let path = expand(pattern, date)
            if let problem = problem(path: path, date: date, ignoring: ignore) { return (date, path, problem) }
        }
        return nil
    }

    /// Why the reader would not read `path` (relative to the root) as the log of `date`, or nil when it would: it
    /// lists only `*.md` files below folders and names that do not start with a dot and that `ignore:` does not
    /// name, takes a file's day from the `YYYY-MM-DD` in its name, and reads a Syncthing conflict copy only for
    /// what its original lacks.
    static func problem(path: String, date: LocalDate, ignoring ignore: IgnoreRules) -> WriteMessage.LogPathProblem? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        if parts.contains(where: \.isEmpty) { return .emptyPart }
        if let hidden = parts.first(where: { $0.hasPrefix(".") }) { return .hiddenPart(String(hidden)) }
        guard let name = parts.last, name.hasSuffix(".md"), name.utf8.count > 3 else { return .notMarkdown }
        if ConflictCopy.original(of: name) != nil { return .conflictCopy }
        if JournalFile.date(inName: String(name)) != date { return .nameLacksDate }
        if ignore.excludes(path) { return .ignored }
        return nil
    }

    /// The path, relative to the root, for `date`'s new file. Only files with safe names are followed (a synced
    /// `+!cmd;2026-11-29.md` must not name the next day's file), and never a Syncthing conflict copy (whose name
    /// would be copied) or what `isRegular` says is not a regular file. A layout that would give a path the reader
    /// does not read as the day's log falls back to `YYYY-MM-DD.md` at the root.
    static func path(
        for date: LocalDate, pattern: String?, existing: [JournalFile],
        ignoring ignore: IgnoreRules = IgnoreRules(),
        isRegular: (String) -> Bool = { _ in true }
    ) -> String {
        if let pattern { return expand(pattern, date) }
        let dated = existing.compactMap { file in file.nameDate.map { (date: $0, path: file.path) } }
        let newer = { (a: (date: LocalDate, path: String), b: (date: LocalDate, path: String)) in
            (a.date, a.path) > (b.date, b.path)
        }
        func followed(_ path: String) -> Bool {
            FileNameSafety.isSafe(path) && ConflictCopy.originalPath(of: path) == nil && isRegular(path)
        }
        // The newest nearly always qualifies: the rest are sorted only when it does not.
        guard let first = dated.min(by: newer),
            let newest = followed(first.path) ? first : dated.sorted(by: newer).first(where: { followed($0.path) })
        else { return "\(date).md" }
        let path = transplant(newest.path, from: newest.date, to: date)
        return problem(path: path, date: date, ignoring: ignore) == nil ? path : "\(date).md"
    }

    /// `pattern` for `date`.
    static func expand(_ pattern: String, _ date: LocalDate) -> String {
        pattern.replacing("%Y", with: pad(date.year, 4)).replacing("%m", with: pad(date.month, 2))
            .replacing("%d", with: pad(date.day, 2))
    }

    /// `2026/11/2026-11-28.md` for 2026-12-01 → `2026/12/2026-12-01.md`: year and month folders and the date in
    /// the name follow the new date; everything else stays.
    private static func transplant(_ path: String, from old: LocalDate, to new: LocalDate) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let name = parts.popLast() else { return "\(new).md" }
        var previousWasYear = false
        parts = parts.map { part in
            defer { previousWasYear = part == pad(old.year, 4) }
            if part == pad(old.year, 4) { return pad(new.year, 4) }
            if part == "\(pad(old.year, 4))-\(pad(old.month, 2))" { return "\(pad(new.year, 4))-\(pad(new.month, 2))" }
            if previousWasYear, part == pad(old.month, 2) || part == String(old.month) { return pad(new.month, 2) }
            return part
        }
        return (parts + [name.replacing(old.description, with: new.description, maxReplacements: 1)])
            .joined(separator: "/")
    }
}
