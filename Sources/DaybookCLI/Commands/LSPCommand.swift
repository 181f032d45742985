import DaybookCore
import DaybookLSP
import DaybookPlatform

/// `daybook lsp`: the language server on standard input and output. The estimators are chosen here, as for
/// `status` (an external one only with consent); the server itself only asks what it is given.
enum LSPCommand: Command {
    struct Options: JournalOptions {
        let stdio = OptionKey(
            flag: "--stdio",
            help: Localized(
                en: "Use standard input and output (the default; accepted because some "
                    + "editors pass it).",
                ja: "標準入出力を使います(既定。渡すエディターがあるので受け付けます)。"))
        let journal = OptionKey.journal
        let now = OptionKey.now

        var keys: [any DeclaredOption] { [stdio, journal, now] }
    }

    static let spec = CommandSpec(
        name: "lsp",
        abstract: Localized(
            en: "Run the language server: the balance, dose status and check's problems inside your "
                + "editor.",
            ja: "言語サーバーを動かします: 残量、投与の状況、check の問題をエディターの中に表示します。"),
        discussion: Localized(
            en: "Speaks the Language Server Protocol on standard input and output, for the Markdown files of a journal "
                + "(found from each file's folder, as --journal is): diagnostics as you type, kcal and dose hints at "
                + "the end of lines, hover, completion, quick fixes and an outline. Editors start it themselves; see "
                + "the README for Neovim, Helix, VS Code, Emacs and Zed. Hints and hovers are in the editor's language "
                + "when it says one, else in daybook's.",
            ja: "標準入出力で Language Server Protocol を話し、ジャーナルの Markdown ファイルを扱います(ジャーナル"
                + "は --journal と同じく各ファイルのフォルダーから探します)。入力中の診断、行末の kcal と投与の"
                + "ヒント、ホバー、補完、クイックフィックス、アウトラインを提供します。エディターが自分で起動"
                + "します。Neovim、Helix、VS Code、Emacs、Zed の設定は README を見てください。ヒントやホバーは"
                + "エディターが言語を伝えればその言語、なければ daybook の言語で表示します。"),
        options: Options())

    static func run(_ invocation: Invocation<LSPCommand>, host: Host) throws(CommandFailure) -> Int32 {
        let frozenNow =
            invocation.now != nil || !(host.variable("DAYBOOK_NOW") ?? "").isEmpty
            ? try Session.now(invocation, host: host) : nil
        let estimation = Estimation(host: host, waits: false)
        let (primary, fallback) = estimation.estimators
        let journal = (invocation.journal ?? host.variable("DAYBOOK_JOURNAL")).flatMap { path in
            path.isEmpty ? nil : path.hasPrefix("/") ? path : host.currentDirectory + "/" + path
        }
        let options = LanguageServerOptions(
            fileSystem: host.fileSystem, maximumFileBytes: PosixFileSystem.maximumFileSize, estimator: primary,
            fallback: fallback,
            now: { frozenNow ?? host.clock() }, pinTime: estimation.pinTime,
            monotonic: SystemClock.monotonicMilliseconds,
            listingCache: { host.cacheFolder.map { ListingCacheFile(folder: $0, now: host.wallClock()) } },
            environmentJournal: journal, language: host.language)
        let server = LanguageServer(options: options)
        estimation.onAnswer(server.estimatesLanded)
        return server.run(StandardTransport())
    }
}
