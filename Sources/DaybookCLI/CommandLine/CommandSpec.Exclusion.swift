import DaybookCore

extension CommandSpec {
    /// Options that cannot be used together: at most one of `choices` may be given, where a choice is one or more
    /// options that go together (`--from` and `--to`).
    struct Exclusion {
        var choices: [[String]]
        /// What to do instead, after "… cannot be used together; ".
        var hint: Localized

        /// `--from/--to`.
        static func label(_ choice: [String]) -> String {
            choice.joined(separator: "/")
        }
    }
}
