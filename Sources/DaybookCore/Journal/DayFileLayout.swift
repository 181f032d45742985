/// Where a new day's file goes: the `file:` pattern of daybook.yaml (`%Y/%m/%Y-%m-%d.md`), else the layout the
/// journal already uses (the newest dated file, with its date put right), else `YYYY-MM-DD.md` at the root.
public enum DayFileLayout {
    /// Checks a `file:` pattern: relative, ending in `.md`, naming the whole date, no `..`, and no part a program
    /// could take for an option or a command (`FileNameSafety`).
    public static func isValid(pattern: String) -> Bool {
        !pattern.hasPrefix("/") && pattern.hasSuffix(".md") && pattern.contains("%Y") && pattern.contains("%m")
            && pattern.contains("%d") && !pattern.split(separator: "/").contains("..")
            && FileNameSafety.isSafe(pattern)
    }

    /// The path, relative to the root, for `date`'s new file. Only files with safe names are followed: a synced
    /// `+!cmd;2026-11-29.md` must not name the next day's file.
    static func path(for date: LocalDate, pattern: String?, existing: [JournalFile]) -> String {
        if let pattern { return expand(pattern, date) }
        let dated = existing.filter { FileNameSafety.isSafe($0.path) }
            .compactMap { file in file.nameDate.map { (date: $0, path: file.path) } }
        guard let newest = dated.max(by: { ($0.date, $0.path) < ($1.date, $1.path) }) else { return "\(date).md" }
        return transplant(newest.path, from: newest.date, to: date)
    }

    private static func expand(_ pattern: String, _ date: LocalDate) -> String {
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
