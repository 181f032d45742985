/// `daybook completions bash`: a completion function for bash, generated from the command specs. It works with or
/// without the bash-completion package; the journal's dose and food names come from `daybook __complete`.
enum BashCompletion {
    static func script() -> String {
        var out = """
            # bash completion for daybook. Generated from daybook's command specs by 'daybook completions bash'.
            # Load it with: source <(daybook completions bash)

            # The journal's dose or food names ($1) from 'daybook __complete', one a line, for the --journal on the line.
            _daybook_journal_names() {
                local program=${COMP_WORDS[0]} journal="" i
                for ((i = 1; i < ${#COMP_WORDS[@]}; i++)); do
                    case ${COMP_WORDS[i]} in
                        --journal)
                            journal=${COMP_WORDS[i + 1]}
                            if [[ $journal == = ]]; then journal=${COMP_WORDS[i + 2]}; fi ;;
                        --journal=*) journal=${COMP_WORDS[i]#--journal=} ;;
                    esac
                done
                program=${program/#\\~/$HOME}
                journal=${journal/#\\~/$HOME}
                if [[ -n $journal ]]; then
                    "$program" __complete "$1" --journal "$journal" 2>/dev/null
                else
                    "$program" __complete "$1" 2>/dev/null
                fi
            }

            # Adds the lines on standard input that start with $cur (its quotes and backslashes left out), quoted for
            # the shell.
            _daybook_add_lines() {
                local line typed=${cur//\\\\/}
                typed=${typed#[\\\"\\']}
                while IFS= read -r line; do
                    if [[ $line == "$typed"* ]]; then COMPREPLY+=("$(printf '%q' "$line")"); fi
                done
            }

            # Adds the words in $1 that start with $cur.
            _daybook_add_words() {
                local word
                for word in $1; do
                    if [[ $word == "$cur"* ]]; then COMPREPLY+=("$word"); fi
                done
            }

            # Adds the files and folders whose names start with $cur.
            _daybook_add_files() {
                local IFS=$'\\n'
                compopt -o filenames 2>/dev/null
                COMPREPLY+=($(compgen -f -- "$cur"))
            }

            _daybook() {
                local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD - 1]}
                local command="" option="" prefix="" word i position=0 ended=""
                COMPREPLY=()
                # bash splits '--format=json' into '--format' '=' 'json', and '17:00' into '17' ':' '00'.
                if [[ $cur == = ]]; then
                    option=$prev
                    cur=""
                elif [[ $prev == = && $COMP_CWORD -ge 2 ]]; then
                    option=${COMP_WORDS[COMP_CWORD - 2]}
                elif [[ $cur == --*=* ]]; then
                    # '=' taken out of COMP_WORDBREAKS: the value is completed after its option.
                    option=${cur%%=*}
                    prefix=$option=
                    cur=${cur#*=}
                fi
                for ((i = 1; i < COMP_CWORD; i++)); do
                    word=${COMP_WORDS[i]}
                    if [[ $word == : ]]; then
                        ((i += 1))
                        continue
                    fi
                    if [[ -z $ended ]]; then
                        case $word in
                            --) ended=1; continue ;;
                            -[0-9]* | -.[0-9]* | -) ;;
                            -*)
                                if [[ ${COMP_WORDS[i + 1]} == = ]]; then
                                    ((i += 2))
                                else
                                    case $word in
                                        \(caseList(CompletionText.optionsWithValues))) ((i += 1)) ;;
                                    esac
                                fi
                                continue ;;
                        esac
                    fi
                    if [[ -z $command && -z $ended ]]; then
                        command=$word
                    else
                        ((position += 1))
                    fi
                done
                if [[ -z $option && -z $ended && $prev == -* ]]; then
                    case $prev in
                        \(caseList(CompletionText.optionsWithValues))) option=$prev ;;
                    esac
                fi
                if [[ -n $option ]]; then
                    case "$command:$option" in

            """
        out += optionValueCases()
        out += """
                    esac
                    if [[ -n $prefix ]]; then COMPREPLY=("${COMPREPLY[@]/#/$prefix}"); fi
                    return
                fi
                if [[ -z $ended && $cur == -* ]]; then
                    case $command in

            """
        out += optionCases()
        out += """
                    esac
                    return
                fi
                if [[ -z $command ]]; then
                    _daybook_add_words \(quoted(CompletionText.subcommands(.en).map(\.name).joined(separator: " ")))
                    return
                fi
                case "$command:$position" in

            """
        out += argumentCases()
        out += """
                esac
            }

            complete -F _daybook daybook

            """
        return out
    }

    // MARK: - Generated cases

    /// `status:--format | :--format) _daybook_add_words 'text json …' ;;` for every option with a value.
    private static func optionValueCases() -> String {
        var out = ""
        for command in CommandSpec.visible {
            for option in command.allOptions {
                guard let value = option.value, let action = action(value.kind.completion) else { continue }
                var patterns = ["\(command.name):\(option.name)"]
                if command.name == Commands.standard.spec.name { patterns.append(":\(option.name)") }
                out += "            \(patterns.joined(separator: " | ")))\n                \(action) ;;\n"
            }
        }
        return out
    }

    /// `status | "") _daybook_add_words '--format --json …' ;;` for every command.
    private static func optionCases() -> String {
        var out = ""
        for command in CommandSpec.visible {
            var names = command.allOptions.map(\.name) + ["--help", "-h"]
            var pattern = command.name
            if command.name == Commands.standard.spec.name {
                names.append("--version")
                pattern += " | \"\""
            }
            out +=
                "            \(pattern))\n                _daybook_add_words \(quoted(names.joined(separator: " "))) ;;\n"
        }
        return out
    }

    /// `dose:0) _daybook_add_lines < <(_daybook_journal_names doses) ;;`, `add:*)` for a command's last, variadic
    /// argument, and `help:0)` for the subcommands.
    private static func argumentCases() -> String {
        var out = ""
        for command in CommandSpec.visible {
            for (index, argument) in command.arguments.enumerated() {
                guard let action = action(argument.kind.completion) else { continue }
                out +=
                    "        \(command.name):\(argument.isVariadic ? "*" : String(index)))\n            \(action) ;;\n"
            }
        }
        let names = CommandSpec.visible.map(\.name).joined(separator: " ")
        out +=
            "        \(ProgramSpec.daybook.helpCommand.term):0)\n            _daybook_add_words \(quoted(names)) ;;\n"
        return out
    }

    private static func action(_ completion: ValueKind.Completion) -> String? {
        switch completion {
        case .nothing: return nil
        case .files: return "_daybook_add_files"
        case .words(let words): return "_daybook_add_words \(quoted(words.joined(separator: " ")))"
        case .journal(let values): return "_daybook_add_lines < <(_daybook_journal_names \(values.rawValue))"
        }
    }

    /// `--a | --b` for a `case` pattern.
    private static func caseList(_ names: [String]) -> String {
        names.joined(separator: " | ")
    }

    /// `text` in single quotes.
    static func quoted(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }
}
