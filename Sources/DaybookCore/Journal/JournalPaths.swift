/// Which paths inside a journal daybook reads, and which it ignores: the watcher's filter.
public enum JournalPaths {
    /// Whether a change to `relative` (a path inside the journal root) can change what daybook shows.
    /// Editor and sync temporaries (`.*.swp`, `*~`, vim's `4913`, `.#*`, Syncthing's temporaries) and anything
    /// in a hidden folder other than `.daybook/` never matter.
    public static func matters(_ relative: String) -> Bool {
        let components = relative.split(separator: "/", omittingEmptySubsequences: true)
        guard let name = components.last else { return false }
        if relative == PinnedEstimates.path { return true }
        if relative.hasPrefix(".daybook/"), ConflictCopy.original(of: relative.dropFirst(9)) == "estimates.yaml" {
            return true
        }
        if components.dropLast().contains(where: { $0.hasPrefix(".") }) { return false }
        if isTemporary(name) { return false }
        if components.count == 1, name == ConfigLoader.fileName || name == FoodTable.fileName { return true }
        return !name.hasPrefix(".") && name.hasSuffix(".md")
    }

    /// Files editors and sync tools write and remove while saving.
    public static func isTemporary(_ name: Substring) -> Bool {
        name == "4913" || name.hasSuffix("~") || name.hasPrefix(".#")
            || (name.hasPrefix(".") && (name.hasSuffix(".swp") || name.hasSuffix(".swx")))
            || (name.hasPrefix(".syncthing.") && name.hasSuffix(".tmp"))
            || (name.hasPrefix("~syncthing~") && name.hasSuffix(".tmp"))
    }
}
