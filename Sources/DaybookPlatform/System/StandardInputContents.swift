import DaybookCore

/// What reading standard input gave.
public enum StandardInputContents: Equatable, Sendable {
    case bytes([UInt8])
    /// More than the limit: the rest was never read.
    case tooLarge
    /// Reading failed, for this reason.
    case failed(FileSystemError.Reason)
}
