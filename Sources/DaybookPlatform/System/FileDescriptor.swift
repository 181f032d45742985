import DaybookLibC

/// An open file descriptor, as the platform layer passes one between its types: never mistaken for a count, an
/// inotify watch or an errno. The C calls take its `rawValue` where they are made.
public struct FileDescriptor: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int32

    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// `close(2)`.
    func close() {
        _ = DaybookLibC.close(rawValue)
    }
}
