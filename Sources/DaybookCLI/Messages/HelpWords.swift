import DaybookCore

/// The words around help, usage errors and the man page: section titles and the lines that frame them.
enum HelpWords: Localizable, Hashable {
    case overview
    case usage
    case arguments
    case options
    case subcommands
    case environment
    case files
    case exitCodes
    case defaultCommand
    case seeSubcommandHelp(program: String)
    case error
    /// Before the usage line of a usage error.
    case usageLine
    case seeHelp(String)
    case dateForms
    case monthForms

    // MARK: The man page
    case manName
    case manSynopsis
    case manDescription
    case manCommands
    case manOptions
    case manEnvironment
    case manFiles
    case manExitStatus
    case manExamples
    case manSeeAlso
    case manUserCommands

    var localized: Localized {
        switch self {
        case .overview: return Localized(en: "OVERVIEW:", ja: "概要:")
        case .usage: return Localized(en: "USAGE:", ja: "使い方:")
        case .arguments: return Localized(en: "ARGUMENTS:", ja: "引数:")
        case .options: return Localized(en: "OPTIONS:", ja: "オプション:")
        case .subcommands: return Localized(en: "SUBCOMMANDS:", ja: "サブコマンド:")
        case .environment: return Localized(en: "ENVIRONMENT:", ja: "環境変数:")
        case .files: return Localized(en: "FILES:", ja: "ファイル:")
        case .exitCodes: return Localized(en: "EXIT CODES:", ja: "終了コード:")
        case .defaultCommand: return Localized(en: " (default)", ja: "(既定)")
        case .seeSubcommandHelp(let program):
            return Localized(
                en: "See '\(program) help <subcommand>' for detailed help.",
                ja: "詳しいヘルプは「\(program) help <subcommand>」で見られます。")
        case .error: return Localized(en: "Error:", ja: "エラー:")
        case .usageLine: return Localized(en: "Usage:", ja: "使い方:")
        case .seeHelp(let command):
            return Localized(en: "See '\(command)' for more information.", ja: "詳しくは「\(command)」を見てください。")
        case .dateForms:
            return Localized(
                en: "Write YYYY-MM-DD, today, yesterday, -N (N days back) or a weekday (the latest one "
                    + "not after today).",
                ja: "YYYY-MM-DD、今日(today)、昨日(yesterday)、一昨日、N日前(-N)、曜日(月曜日・monday "
                    + "など。今日以前で一番近い日)のどれかで書きます。")
        case .monthForms:
            return Localized(
                en: "Write YYYY-MM, this or last.", ja: "YYYY-MM、今月(this)、先月(last)のどれかで書きます。")
        case .manName: return Localized(en: "NAME", ja: "名前")
        case .manSynopsis: return Localized(en: "SYNOPSIS", ja: "書式")
        case .manDescription: return Localized(en: "DESCRIPTION", ja: "説明")
        case .manCommands: return Localized(en: "COMMANDS", ja: "コマンド")
        case .manOptions: return Localized(en: "OPTIONS", ja: "オプション")
        case .manEnvironment: return Localized(en: "ENVIRONMENT", ja: "環境変数")
        case .manFiles: return Localized(en: "FILES", ja: "ファイル")
        case .manExitStatus: return Localized(en: "EXIT STATUS", ja: "終了ステータス")
        case .manExamples: return Localized(en: "EXAMPLES", ja: "例")
        case .manSeeAlso: return Localized(en: "SEE ALSO", ja: "関連項目")
        case .manUserCommands: return Localized(en: "User Commands", ja: "ユーザーコマンド")
        }
    }
}
