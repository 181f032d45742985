/// What a command built from a whole journal, kept until the process ends instead of being freed entry by entry:
/// freeing ten years of entries cost a report some 15 % of its time just before exiting (compilers skip their
/// final frees for the same reason).
enum Teardown {
    nonisolated(unsafe) private static var kept: [Any] = []

    /// Call on the main thread, with values the command no longer needs.
    static func skip(_ values: Any...) {
        kept += values
    }
}
