public enum FileKind: Sendable, Hashable {
    case regular
    case directory
    case symlink
    case other
}
