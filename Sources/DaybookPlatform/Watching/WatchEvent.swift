/// What a watcher saw happen below the journal root.
public enum WatchEvent: Sendable, Hashable {
    /// A file was created, written, truncated, renamed or removed (path relative to the root).
    case file(String)
    /// A folder appeared or went away (path relative to the root); its files may have come or gone with it.
    case folder(String)
    /// The kernel dropped events: anything may have changed.
    case overflow
    /// The root folder was removed or moved away.
    case rootGone
    /// The root folder exists again, and is watched again.
    case rootBack
}
