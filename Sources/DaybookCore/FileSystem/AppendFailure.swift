/// Why `LineAppender` wrote nothing.
public enum AppendFailure: Error, Sendable {
    case fileSystem(FileSystemError)
    /// The check said no; nothing was written.
    case refused(Localized)
}
