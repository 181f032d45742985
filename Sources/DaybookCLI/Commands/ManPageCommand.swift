import DaybookCore

/// `daybook __manpage`: the man page, as docs/daybook.1 keeps it (`swift run daybook __manpage > docs/daybook.1`);
/// with `--lang ja`, as docs/daybook.ja.1 keeps the Japanese one. Only `--lang` chooses: the files in the repository
/// do not depend on who generates them.
enum ManPageCommand: Command {
    typealias Options = NoOptions

    static let spec = CommandSpec(
        name: "__manpage",
        abstract: Localized(en: "Print the man page in roff.", ja: "man ページを roff で出力します。"),
        isHidden: true)

    static func run(_ invocation: Invocation<ManPageCommand>, host: Host) -> Int32 {
        host.writeOut(ManPage.render(language: invocation.language ?? .en))
        return 0
    }
}
