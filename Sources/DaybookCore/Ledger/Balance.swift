/// A day's kcal: what was eaten against the target.
public struct Balance: Sendable, Hashable {
    public var target: Int
    /// Sum of the positive items.
    public var eaten: Int
    /// Sum of negative explicit items (`walk -150kcal`): zero or negative.
    public var activity: Int
    /// target − (eaten + activity); negative when over.
    public var remaining: Int
    /// Some item's kcal is an estimate or a guess.
    public var approximate: Bool
    /// Items whose estimate is still being asked for (their fallback counts meanwhile).
    public var pending: Int
    /// A file that may hold the day could not be read: the numbers count only what could be, shown with `?`.
    public var incomplete: Bool

    /// The one balance function: every command and format shows this number. `incomplete` when some file of the
    /// day could not be read.
    public init(entries: [ResolvedEntry], target: Int, incomplete: Bool = false) {
        var eaten = 0
        var activity = 0
        var approximate = false
        var pending = 0
        for entry in entries {
            for item in entry.items {
                if item.kcal >= 0 { eaten += item.kcal } else { activity += item.kcal }
                if item.source.isApproximate || item.pending { approximate = true }
                if item.pending { pending += 1 }
            }
        }
        self.pending = pending
        self.target = target
        self.eaten = eaten
        self.activity = activity
        remaining = target - (eaten + activity)
        self.approximate = approximate
        self.incomplete = incomplete
    }
}
