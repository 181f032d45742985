public struct WatchError: Error, Sendable, CustomStringConvertible {
    public var description: String
    /// The watcher cannot keep up with this journal (inotify's watch limit): polling will do.
    public var canPoll: Bool

    public init(_ description: String, canPoll: Bool) {
        self.description = description
        self.canPoll = canPoll
    }
}
