import DaybookCore

extension CommandSpec {
    /// A positional argument.
    struct Argument {
        var name: String
        var kind: ValueKind
        var help: Localized
        /// Required arguments are shown without brackets; the parser says which is missing.
        var isRequired = true
        /// Takes every remaining word (`<text> ...`).
        var isVariadic = false

        /// `<name>`, `[<path>]`, `<text> ...`.
        var usage: String {
            let word = "<\(name)>" + (isVariadic ? " ..." : "")
            return isRequired ? word : "[\(word)]"
        }
    }
}
