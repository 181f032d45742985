import DaybookCore

/// `daybook __manpage`: the man page, as docs/daybook.1 keeps it (`swift run daybook __manpage > docs/daybook.1`);
/// with `--lang ja`, as docs/daybook.ja.1 keeps the Japanese one. Only `--lang` chooses: the files in the repository
/// do not depend on who generates them.
enum ManPageCommand {
    static func run(_ invocation: Invocation, host: Host) -> Int32 {
        host.writeOut(ManPage.render(language: invocation.value("--lang").flatMap(Language.init(rawValue:)) ?? .en))
        return 0
    }
}
