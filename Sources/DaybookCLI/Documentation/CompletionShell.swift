import DaybookCore

/// The shells `daybook completions` writes a script for, each generated from the command specs; zsh and fish show
/// what each candidate does, in the run's language.
enum CompletionShell: String, CaseIterable {
    case bash
    case zsh
    case fish

    func script(_ language: Language) -> String {
        switch self {
        case .bash: return BashCompletion.script()
        case .zsh: return ZshCompletion.script(language)
        case .fish: return FishCompletion.script(language)
        }
    }
}
