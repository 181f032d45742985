/// `daybook __manpage`: the man page, as docs/daybook.1 keeps it (`swift run daybook __manpage > docs/daybook.1`).
enum ManPageCommand {
    static func run(_ invocation: Invocation, host: Host) -> Int32 {
        host.writeOut(ManPage.render())
        return 0
    }
}
