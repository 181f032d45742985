import DaybookCore

extension CommandSpec {
    /// Options that cannot be used together: at most one of `choices` may be given, where a choice is one or more
    /// options that go together (`--from` and `--to`).
    struct Exclusion {
        /// The options' names.
        var choices: [[String]]
        /// What to do instead, after "… cannot be used together; ".
        var hint: Localized

        init(choices: [[any DeclaredOption]], hint: Localized) {
            self.choices = choices.map { choice in choice.map(\.declaration.name) }
            self.hint = hint
        }

        /// `--from/--to`.
        static func label(_ choice: [String]) -> String {
            choice.joined(separator: "/")
        }
    }
}
