/// Waits for a burst of changes to settle before the watch re-renders: an editor's write-rename-chmod or a
/// `git pull` touching thirty files gives one render. Times are milliseconds on a monotonic clock.
public struct Settler: Sendable {
    /// Render once no change has come for this long.
    public let quiet: Int
    /// ... but no later than this after the first change of a burst, however busy.
    public let longest: Int
    private var first: Int?
    private var last: Int?
    /// The most recent path of the burst: what the block names as the cause.
    private var trigger: String?

    public init(quiet: Int = 15, longest: Int = 150) {
        self.quiet = quiet
        self.longest = longest
    }

    public var isPending: Bool { first != nil }

    public mutating func note(_ path: String?, at now: Int) {
        if first == nil { first = now }
        last = now
        if let path { trigger = path }
    }

    /// When the pending burst is due to render; nil when nothing is pending.
    public var deadline: Int? {
        guard let first, let last else { return nil }
        return min(last + quiet, first + longest)
    }

    /// The burst's trigger if it is due at `now` (then the settler is empty again); nil otherwise.
    public mutating func take(at now: Int) -> String?? {
        guard let deadline, now >= deadline else { return nil }
        let taken = trigger
        first = nil
        last = nil
        trigger = nil
        return .some(taken)
    }
}
