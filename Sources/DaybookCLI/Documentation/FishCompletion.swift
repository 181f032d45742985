import DaybookCore

/// `daybook completions fish`: `complete` lines for fish, generated from the command specs; the journal's dose and
/// food names come from `daybook __complete`.
enum FishCompletion {
    static func script(_ language: Language) -> String {
        var out = """
            # fish completion for daybook. Generated from daybook's command specs by 'daybook completions fish'.
            # Load it with: daybook completions fish | source

            # The subcommand on the line so far; nothing (and status 1) before one.
            function __daybook_subcommand
                set -l tokens (commandline -opc)
                set -e tokens[1]
                set -l skip 0
                for token in $tokens
                    if test $skip -eq 1
                        set skip 0
                    else if test "$token" = --
                        return 1
                    else if contains -- $token $__daybook_options_with_values
                        set skip 1
                    else if not string match -q -- '-?*' $token; or string match -qr -- '^-\\.?[0-9]' $token
                        echo $token
                        return 0
                    end
                end
                return 1
            end

            # Whether the subcommand is $argv[1] ('' for none yet).
            function __daybook_using
                set -l command (__daybook_subcommand)
                test "$command" = "$argv[1]"
            end

            # How many arguments follow the subcommand before the word being completed.
            function __daybook_position
                set -l tokens (commandline -opc)
                set -e tokens[1]
                set -l skip 0
                set -l ended 0
                set -l words 0
                for token in $tokens
                    if test $skip -eq 1
                        set skip 0
                    else if test $ended -eq 0; and test "$token" = --
                        set ended 1
                    else if test $ended -eq 0; and contains -- $token $__daybook_options_with_values
                        set skip 1
                    else if test $ended -eq 1; or not string match -q -- '-?*' $token; or string match -qr -- '^-\\.?[0-9]' $token
                        set words (math $words + 1)
                    end
                end
                # The first word is the subcommand.
                math "max(0, $words - 1)"
            end

            # The journal's dose or food names ($argv[1]) from 'daybook __complete', for the --journal on the line.
            function __daybook_journal_names
                set -l tokens (commandline -opc)
                set -l program (string replace -r '^~' $HOME -- $tokens[1])
                set -l journal
                set -l take 0
                for token in $tokens[2..-1]
                    if test $take -eq 1
                        set journal $token
                        set take 0
                    else if test "$token" = --journal
                        set take 1
                    else if string match -q -- '--journal=*' $token
                        set journal (string replace -- '--journal=' '' $token)
                    end
                end
                if set -q journal[1]
                    $program __complete $argv[1] --journal (string replace -r '^~' $HOME -- $journal) 2>/dev/null
                else
                    $program __complete $argv[1] 2>/dev/null
                end
            end

            set -g __daybook_options_with_values \(CompletionText.optionsWithValues.joined(separator: " "))

            complete -c daybook -f

            """
        for (name, help) in CompletionText.subcommands(language) {
            out += "complete -c daybook -n \(quoted("__daybook_using ''")) -a \(quoted(name)) -d \(quoted(help))\n"
        }
        let program = ProgramSpec.daybook
        out +=
            "complete -c daybook -n \(quoted("__daybook_using ''")) -l version -d "
            + quoted(CompletionText.summary(program.versionOption.help, language)) + "\n"
        out +=
            "complete -c daybook -s h -l help -d "
            + quoted(CompletionText.summary(program.helpOption.help, language)) + "\n"
        out +=
            "complete -c daybook -n \(quoted("__daybook_using \(ProgramSpec.daybook.helpCommand.term)")) -a "
            + quoted(CommandSpec.visible.map(\.name).joined(separator: " ")) + "\n"
        for command in CommandSpec.visible {
            out += "\n"
            var conditions = ["__daybook_using \(command.name)"]
            if command.name == Commands.standard.spec.name { conditions.append("__daybook_using ''") }
            for condition in conditions {
                for option in command.allOptions {
                    out +=
                        "complete -c daybook -n \(quoted(condition)) -l \(option.name.dropFirst(2))"
                        + valueFlags(option) + " -d \(quoted(CompletionText.summary(option.help, language)))\n"
                }
            }
            for (index, argument) in command.arguments.enumerated() {
                let position = argument.isVariadic ? "-ge \(index)" : "-eq \(index)"
                let condition = "__daybook_using \(command.name); and test (__daybook_position) \(position)"
                out += "complete -c daybook -n \(quoted(condition))" + argumentFlags(argument.kind.completion) + "\n"
            }
        }
        return out
    }

    /// How an option's value is completed: `-r -F` for a path, `-x -a '…'` for words.
    private static func valueFlags(_ option: CommandSpec.Option) -> String {
        guard let value = option.value, !value.isOptional else { return "" }
        switch value.kind.completion {
        case .nothing: return " -x"
        case .files: return " -r -F"
        case .words(let words): return " -x -a \(quoted(words.joined(separator: " ")))"
        case .journal(let values): return " -x -a \(quoted("(__daybook_journal_names \(values.rawValue))"))"
        }
    }

    private static func argumentFlags(_ completion: ValueKind.Completion) -> String {
        switch completion {
        case .nothing: return " -f"
        case .files: return " -F"
        case .words(let words): return " -f -a \(quoted(words.joined(separator: " ")))"
        case .journal(let values): return " -f -a \(quoted("(__daybook_journal_names \(values.rawValue))"))"
        }
    }

    /// `text` in fish's single quotes, where only `\` and `'` are escaped.
    private static func quoted(_ text: String) -> String {
        "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }
}
