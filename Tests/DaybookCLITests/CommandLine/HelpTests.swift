import Testing

@testable import DaybookCLI

/// Help, in process: the layout, wrapping, and that each command's help says what that command does.
struct HelpTests {
    @Test func aCommandsHelpAtEightyColumns() {
        #expect(
            Help.text(for: .dose, width: 80, language: .en) == """
                OVERVIEW: Log a dose, refusing one that would exceed the dose's per_day.

                Appends '- HH:MM NAME AMOUNTu ^ID' (ID: a new write id). If the day already has
                per_day doses of it, nothing is written: daybook names the earlier dose and
                exits 3. A dose this machine wrote that a sync tool took away still counts until
                'daybook resolve' puts it back (or --forget-lost forgets it). It refuses too
                when a file of the day cannot be read (the dose may be in it), and when the line
                would not be read as an entry where it would go (a file that ends inside a code
                block). The check and the append happen under one lock, so two shells on this
                device cannot both pass it; a device that has not synced cannot see this one's
                dose, but the line ends with a write id, so once they sync both doses show (‼).
                A dose for a time later than now is refused (exit 64) unless --later says it is
                meant; one written for later is not counted as taken until its time, but it does
                make another dose today one too many.

                USAGE: daybook dose [--time <hh:mm>] [--again] [--later] [--date <date>]
                       [--journal <path>] [--now <yyyy-mm-ddThh:mm>] [--color <mode>]
                       [--lang <lang>] <name> <amount>

                ARGUMENTS:
                  <name>                    The dose or one of its aliases, e.g. long, tresiba,
                                            持効.
                  <amount>                  Units, e.g. 12 or 12u.

                OPTIONS:
                  --time <hh:mm>            The time to write (default: now).
                  --again                   Log it even though the day's doses are complete.
                  --later                   Write it although its time is later than now (a dose
                                            counts once its time comes).
                  --date <date>             The journal day to log the dose on (default: today).
                                            Write YYYY-MM-DD, today, yesterday, -N (N days back)
                                            or a weekday (the latest one not after today).
                  --journal <path>          The journal folder, or a single Markdown file.
                                            Default: $DAYBOOK_JOURNAL, else the nearest folder
                                            at or above the current one that holds daybook.yaml.
                  --now <yyyy-mm-ddThh:mm>  The time to take as now, for looking back and for
                                            tests. Default: $DAYBOOK_NOW, else the clock.
                  --color <mode>            When to colour output: auto (the default: on a
                                            terminal, unless TERM is dumb or NO_COLOR is set),
                                            always or never.
                  --lang <lang>             The language to speak: en or ja. Default: 'lang' in
                                            this machine's config.yaml, else the locale (LC_ALL,
                                            LC_MESSAGES, LANG: ja… is Japanese). Machine formats
                                            never change.
                  -h, --help                Show help information.

                """)
    }

    @Test func narrowTerminalsGetTextUnderEachOption() {
        #expect(
            Help.text(for: .edit, width: 40, language: .en) == """
                OVERVIEW: Open the day's log in $VISUAL
                or $EDITOR at its last line.

                Creates the day's file first when there
                is none. Knows how to jump to a line in
                vim, nvim, nano, emacs, micro, helix and
                VS Code (code -g).

                USAGE: daybook edit [--date <date>]
                       [--journal <path>]
                       [--now <yyyy-mm-ddThh:mm>]
                       [--color <mode>] [--lang <lang>]

                OPTIONS:
                  --date <date>
                      The journal day whose file to open
                      (default: today). Write
                      YYYY-MM-DD, today, yesterday, -N
                      (N days back) or a weekday (the
                      latest one not after today).
                  --journal <path>
                      The journal folder, or a single
                      Markdown file. Default:
                      $DAYBOOK_JOURNAL, else the nearest
                      folder at or above the current one
                      that holds daybook.yaml.
                  --now <yyyy-mm-ddThh:mm>
                      The time to take as now, for
                      looking back and for tests.
                      Default: $DAYBOOK_NOW, else the
                      clock.
                  --color <mode>
                      When to colour output: auto (the
                      default: on a terminal, unless
                      TERM is dumb or NO_COLOR is set),
                      always or never.
                  --lang <lang>
                      The language to speak: en or ja.
                      Default: 'lang' in this machine's
                      config.yaml, else the locale
                      (LC_ALL, LC_MESSAGES, LANG: ja… is
                      Japanese). Machine formats never
                      change.
                  -h, --help
                      Show help information.

                """)
    }

    @Test func noLineIsWiderThanTheTerminal() {
        for width in [40, 57, 80, 132] {
            for command in CommandSpec.visible.map(Optional.some) + [nil] {
                for line in Help.text(for: command, width: width, language: .en).split(separator: "\n") {
                    #expect(
                        TerminalWidth.of(String(line)) <= width, "\(command?.name ?? "daybook") at \(width): \(line)")
                }
            }
        }
        #expect(
            Help.text(for: .status, width: 10, language: .en)
                == Help.text(for: .status, width: Help.minimumWidth, language: .en))
    }

    @Test func dateSaysWhatTheDayIsToEachCommand() {
        let said = [
            "status": "The journal day to show (default: today).",
            "add": "The journal day to write to (default: today).",
            "dose": "The journal day to log the dose on (default: today).",
            "edit": "The journal day whose file to open (default: today).",
            "init": "The journal day whose file to create (default: today).",
        ]
        for (name, help) in said {
            #expect(CommandSpec.named(name)?.option(named: "--date")?.help.en == help)
        }
        let helps = CommandSpec.visible.compactMap { $0.option(named: "--date")?.help }
        #expect(Set(helps).count == helps.count, "two commands describe --date alike")
        for name in ["check", "export", "learn", "resolve", "consent", "completions"] {
            #expect(CommandSpec.named(name)?.option(named: "--date") == nil, "\(name) takes no day")
        }
    }

    @Test func everyCommandEndsWithHelpAndTakesColor() {
        for command in CommandSpec.visible {
            let text = Help.text(for: command, width: 80, language: .en)
            #expect(text.hasPrefix("OVERVIEW: "), "\(command.name)")
            #expect(text.contains("\nUSAGE: daybook \(command.name) "), "\(command.name)")
            #expect(text.contains("\n  --color <mode> "), "\(command.name)")
            #expect(text.hasSuffix("\n  -h, --help                Show help information.\n"), "\(command.name)")
        }
    }

    @Test func theTopLevelEndsWithOptionsEnvironmentFilesAndExitCodes() {
        let text = Help.text(for: nil, width: 80, language: .en)
        let sections = text.split(separator: "\n").filter { $0.hasSuffix(":") && $0.first?.isUppercase == true }
        #expect(sections == ["SUBCOMMANDS:", "OPTIONS:", "ENVIRONMENT:", "FILES:", "EXIT CODES:"])
        #expect(text.contains("\n  status (default)          Show the kcal left today"))
        #expect(text.contains("\n  --version                 Show the version.\n  -h, --help  "))
        for variable in [
            "DAYBOOK_JOURNAL", "DAYBOOK_NOW", "NO_COLOR", "XDG_CONFIG_HOME", "XDG_CACHE_HOME",
            "VISUAL, EDITOR",
        ] {
            #expect(text.contains("\n  \(variable) "), "\(variable)")
        }
        for code in ["0", "1", "3", "33", "64"] {
            #expect(text.contains("\n  \(code) "), "exit code \(code)")
        }
        #expect(!text.contains("__complete") && !text.contains("__manpage"))
    }

    /// A choice's words are all named in its option's help, so that help stays true when a format is added.
    @Test func everyAllowedValueIsNamedInItsHelp() {
        for command in CommandSpec.all {
            for option in command.allOptions {
                guard case .choice(let words)? = option.value?.kind else { continue }
                for word in words {
                    #expect(option.help.en.contains(word), "\(command.name) \(option.name) does not name \(word)")
                    #expect(option.help.ja.contains(word), "\(command.name) \(option.name) does not name \(word) in ja")
                }
            }
            for argument in command.arguments {
                guard case .choice(let words) = argument.kind else { continue }
                for word in words {
                    #expect(argument.help.en.contains(word), "\(command.name) <\(argument.name)>: \(word)")
                    #expect(argument.help.ja.contains(word), "\(command.name) <\(argument.name)>: \(word) in ja")
                }
            }
        }
    }
}
