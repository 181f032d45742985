import DaybookCore

/// `daybook completions zsh`: a completion function for zsh's `_arguments`, generated from the command specs. Works
/// from a folder on `$fpath` (as `_daybook`) and sourced after `compinit`; the journal's dose and food names come
/// from `daybook __complete`.
enum ZshCompletion {
    static func script(_ language: Language) -> String {
        var out = """
            #compdef daybook
            # zsh completion for daybook. Generated from daybook's command specs by 'daybook completions zsh'.
            # Put it on $fpath as _daybook, or load it after compinit with: source <(daybook completions zsh)

            # The journal's dose or food names (the last argument) from 'daybook __complete', for the --journal on the
            # line; the arguments before it are compadd's, from _arguments.
            _daybook_journal_names() {
              local kind=$argv[-1]
              argv[-1]=()
              local program=${(Q)daybook_line[1]} journal="" i
              for (( i = 2; i <= $#daybook_line; i++ )); do
                case $daybook_line[i] in
                  (--journal) journal=$daybook_line[i+1] ;;
                  (--journal=*) journal=${daybook_line[i]#--journal=} ;;
                esac
              done
              journal=${(Q)journal}
              program=${program/#\\~/$HOME}
              journal=${journal/#\\~/$HOME}
              local -a names
              if [[ -n $journal ]]; then
                names=(${(f)"$("$program" __complete $kind --journal "$journal" 2>/dev/null)"})
              else
                names=(${(f)"$("$program" __complete $kind 2>/dev/null)"})
              fi
              compadd "$@" -a names
            }

            _daybook_subcommands() {
              local -a subcommands
              subcommands=(

            """
        for (name, help) in CompletionText.subcommands(language) {
            out += "    \(quoted(escapedName(name) + ":" + help))\n"
        }
        out += """
              )
              _describe -t subcommands 'daybook subcommand' subcommands
            }

            _daybook() {
              local -a daybook_line
              daybook_line=("${words[@]}")
              local curcontext=$curcontext state state_descr line ret=1
              typeset -A opt_args
              _arguments -C \\

            """
        for spec in optionSpecs(Commands.standard.spec, language) {
            out += "    \(spec) \\\n"
        }
        let version = CompletionText.summary(ProgramSpec.daybook.versionOption.help, language)
        out += """
                \(quoted("(- *)--version[\(escapedDescription(version))]")) \\
                '(-): :_daybook_subcommands' \\
                '(-)*:: :->subcommand' && ret=0
              if [[ $state == subcommand ]]; then
                curcontext=${curcontext%:*:*}:daybook-$words[1]:
                case $words[1] in

            """
        for command in CommandSpec.visible {
            out += "      (\(command.name))\n        _arguments \\\n"
            for spec in optionSpecs(command, language) + argumentSpecs(command) {
                out += "          \(spec) \\\n"
            }
            out.removeLast(3)
            out += " && ret=0 ;;\n"
        }
        out += """
                  (\(ProgramSpec.daybook.helpCommand.term))
                    _arguments ': :_daybook_subcommands' && ret=0 ;;
                esac
              fi
              return ret
            }

            if [[ $funcstack[1] == _daybook ]]; then
              _daybook "$@"
            else
              compdef _daybook daybook
            fi

            """
        return out
    }

    // MARK: - _arguments specs

    /// `'(--json)--format=[text (default), json …]:format:(text json …)'` for each option, then help.
    private static func optionSpecs(_ command: CommandSpec, _ language: Language) -> [String] {
        var specs: [String] = []
        for option in command.allOptions {
            let excluded = command.exclusions.flatMap { exclusion -> [String] in
                guard exclusion.choices.contains(where: { $0.contains(option.name) }) else { return [] }
                return exclusion.choices.filter { !$0.contains(option.name) }.flatMap { $0 }
            }
            var spec = excluded.isEmpty ? "" : "(\(excluded.joined(separator: " ")))"
            if option.isRepeatable { spec += "*" }
            spec += option.name
            if let value = option.value {
                spec += value.isOptional ? "=-" : "="
            }
            spec += "[\(escapedDescription(CompletionText.summary(option.help, language)))]"
            if let value = option.value {
                spec += (value.isOptional ? "::" : ":") + escapedName(value.name) + ":" + action(value.kind.completion)
            }
            specs.append(quoted(spec))
        }
        let help = escapedDescription(CompletionText.summary(ProgramSpec.daybook.helpOption.help, language))
        specs.append("'(- *)'{-h,--help}\(quoted("[\(help)]"))")
        return specs
    }

    /// `'1:name:_daybook_journal_names doses'`, `'1::path:_files'`, `'*:text:…'`.
    private static func argumentSpecs(_ command: CommandSpec) -> [String] {
        command.arguments.enumerated().map { index, argument in
            let position = argument.isVariadic ? "*" : String(index + 1)
            let colons = argument.isRequired || argument.isVariadic ? ":" : "::"
            return quoted(position + colons + escapedName(argument.name) + ":" + action(argument.kind.completion))
        }
    }

    private static func action(_ completion: ValueKind.Completion) -> String {
        switch completion {
        case .nothing: return " "
        case .files: return "_files"
        case .words(let words): return "(\(words.joined(separator: " ")))"
        case .journal(let values): return "_daybook_journal_names \(values.rawValue)"
        }
    }

    /// Inside `[…]`: brackets and backslashes escaped.
    private static func escapedDescription(_ text: String) -> String {
        text.replacing("\\", with: "\\\\").replacing("[", with: "\\[").replacing("]", with: "\\]")
    }

    /// Before a `:` that ends it.
    private static func escapedName(_ text: String) -> String {
        text.replacing("\\", with: "\\\\").replacing(":", with: "\\:")
    }

    /// `text` in single quotes.
    private static func quoted(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }
}
