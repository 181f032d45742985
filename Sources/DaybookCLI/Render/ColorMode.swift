/// `--color`: whether output is coloured.
public enum ColorMode: String, CaseIterable, Sendable {
    /// When standard output is a terminal, `TERM` is not `dumb` and `NO_COLOR` is unset or empty.
    case auto
    case always
    case never
}
