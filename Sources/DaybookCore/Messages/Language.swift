/// The language a person reads daybook in. The core never chooses one: the CLI does (from `--lang`, this machine's
/// config.yaml, then the locale), and the language server from its client; the core's messages carry both texts.
public enum Language: String, CaseIterable, Sendable, Hashable {
    case en
    case ja

    /// The language a POSIX locale (`ja_JP.UTF-8`) or a BCP 47 tag (`ja-JP`) names: Japanese for `ja…`, English for
    /// anything else, `C` and `POSIX` included.
    public init(locale: String) {
        self = locale.lowercased().hasPrefix("ja") ? .ja : .en
    }
}
