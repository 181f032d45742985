/// The shells `daybook completions` writes a script for, each generated from the command specs.
enum CompletionShell: String, CaseIterable {
    case bash
    case zsh
    case fish

    var script: String {
        switch self {
        case .bash: return BashCompletion.script()
        case .zsh: return ZshCompletion.script()
        case .fish: return FishCompletion.script()
        }
    }
}
