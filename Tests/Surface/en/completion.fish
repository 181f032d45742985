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
        else if not string match -q -- '-?*' $token; or string match -qr -- '^-\.?[0-9]' $token
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
        else if test $ended -eq 1; or not string match -q -- '-?*' $token; or string match -qr -- '^-\.?[0-9]' $token
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

set -g __daybook_options_with_values --format --date --journal --now --color --lang --time --slot --copy --alias --days --month --from --to --by

complete -c daybook -f
complete -c daybook -n '__daybook_using \'\'' -a 'status' -d 'Show the kcal left today and where today\'s doses stand'
complete -c daybook -n '__daybook_using \'\'' -a 'show' -d 'Show the day as a food diary: each meal and item with its kcal and where it came from'
complete -c daybook -n '__daybook_using \'\'' -a 'watch' -d 'Show the status block and redraw it after every change to the journal, for a tmux pane or a bar'
complete -c daybook -n '__daybook_using \'\'' -a 'add' -d 'Append an entry to the day\'s log and show what it counted'
complete -c daybook -n '__daybook_using \'\'' -a 'dose' -d 'Log a dose, refusing one that would exceed the dose\'s per_day'
complete -c daybook -n '__daybook_using \'\'' -a 'learn' -d 'Add a food to foods.yaml'
complete -c daybook -n '__daybook_using \'\'' -a 'edit' -d 'Open the day\'s log in $VISUAL or $EDITOR at its last line'
complete -c daybook -n '__daybook_using \'\'' -a 'check' -d 'Check the whole journal and report problems like a compiler'
complete -c daybook -n '__daybook_using \'\'' -a 'report' -d 'Show a period day by day: intake against target, each dose, averages, streaks and patterns'
complete -c daybook -n '__daybook_using \'\'' -a 'calendar' -d 'Show a month like cal, each day marked by its doses and its intake'
complete -c daybook -n '__daybook_using \'\'' -a 'export' -d 'Write every entry as CSV or JSON, or the doses, readings and meals as Nightscout treatments'
complete -c daybook -n '__daybook_using \'\'' -a 'import' -d 'Import glucose readings from Nightscout, LibreView or Dexcom Clarity exports into the journal'
complete -c daybook -n '__daybook_using \'\'' -a 'resolve' -d 'Fold Syncthing conflict copies into their originals and remove git conflict markers'
complete -c daybook -n '__daybook_using \'\'' -a 'consent' -d 'Show, give or take back consent to send food items to this machine\'s estimator'
complete -c daybook -n '__daybook_using \'\'' -a 'init' -d 'Start a journal: a commented daybook.yaml, an example foods.yaml, today\'s file, .gitattributes and .stignore'
complete -c daybook -n '__daybook_using \'\'' -a 'lsp' -d 'Run the language server: the balance, dose status and check\'s problems inside your editor'
complete -c daybook -n '__daybook_using \'\'' -a 'completions' -d 'Print a completion script for bash, zsh or fish'
complete -c daybook -n '__daybook_using \'\'' -a 'help' -d 'Show help for a subcommand, the same as \'daybook <subcommand> --help\''
complete -c daybook -n '__daybook_using \'\'' -l version -d 'Show the version'
complete -c daybook -s h -l help -d 'Show help information'
complete -c daybook -n '__daybook_using help' -a 'status show watch add dose learn edit check report calendar export import resolve consent init lsp completions'

complete -c daybook -n '__daybook_using status' -l format -x -a 'text json line tmux waybar i3blocks' -d 'text (default), json, line (one short line), tmux (with #[fg=…] colours), waybar (a JSON object for a custom module) or i3blocks (exits 33 when a dose is missed or doubled, today or yesterday, or there are errors)'
complete -c daybook -n '__daybook_using status' -l json -d 'The same as --format json'
complete -c daybook -n '__daybook_using status' -l date -x -a 'today yesterday sunday monday tuesday wednesday thursday friday saturday' -d 'The journal day to show (default: today)'
complete -c daybook -n '__daybook_using status' -l journal -r -F -d 'The journal folder, or a single Markdown file'
complete -c daybook -n '__daybook_using status' -l now -x -d 'The time to take as now, for looking back and for tests'
complete -c daybook -n '__daybook_using status' -l color -x -a 'auto always never' -d 'When to colour output: auto (the default: on a terminal, unless TERM is dumb or NO_COLOR is set), always or never'
complete -c daybook -n '__daybook_using status' -l lang -x -a 'en ja' -d 'The language to speak: en or ja'
complete -c daybook -n '__daybook_using \'\'' -l format -x -a 'text json line tmux waybar i3blocks' -d 'text (default), json, line (one short line), tmux (with #[fg=…] colours), waybar (a JSON object for a custom module) or i3blocks (exits 33 when a dose is missed or doubled, today or yesterday, or there are errors)'
complete -c daybook -n '__daybook_using \'\'' -l json -d 'The same as --format json'
complete -c daybook -n '__daybook_using \'\'' -l date -x -a 'today yesterday sunday monday tuesday wednesday thursday friday saturday' -d 'The journal day to show (default: today)'
complete -c daybook -n '__daybook_using \'\'' -l journal -r -F -d 'The journal folder, or a single Markdown file'
complete -c daybook -n '__daybook_using \'\'' -l now -x -d 'The time to take as now, for looking back and for tests'
complete -c daybook -n '__daybook_using \'\'' -l color -x -a 'auto always never' -d 'When to colour output: auto (the default: on a terminal, unless TERM is dumb or NO_COLOR is set), always or never'
complete -c daybook -n '__daybook_using \'\'' -l lang -x -a 'en ja' -d 'The language to speak: en or ja'

complete -c daybook -n '__daybook_using show' -l json -d 'The same day as one JSON object, for scripts'
complete -c daybook -n '__daybook_using show' -l date -x -a 'today yesterday sunday monday tuesday wednesday thursday friday saturday' -d 'The journal day to show as a diary (default: today)'
complete -c daybook -n '__daybook_using show' -l journal -r -F -d 'The journal folder, or a single Markdown file'
complete -c daybook -n '__daybook_using show' -l now -x -d 'The time to take as now, for looking back and for tests'
complete -c daybook -n '__daybook_using show' -l color -x -a 'auto always never' -d 'When to colour output: auto (the default: on a terminal, unless TERM is dumb or NO_COLOR is set), always or never'
complete -c daybook -n '__daybook_using show' -l lang -x -a 'en ja' -d 'The language to speak: en or ja'

complete -c daybook -n '__daybook_using watch' -l format -x -a 'text json line waybar' -d 'text (default), json (one status object per line), line or waybar (one line per change)'
complete -c daybook -n '__daybook_using watch' -l json -d 'The same as --format json'
complete -c daybook -n '__daybook_using watch' -l poll -d 'Look for changes every few seconds (default 2) instead of asking the kernel: for network file systems'
complete -c daybook -n '__daybook_using watch' -l date -x -a 'today yesterday sunday monday tuesday wednesday thursday friday saturday' -d 'The journal day to show (default: today, following the clock)'
complete -c daybook -n '__daybook_using watch' -l journal -r -F -d 'The journal folder, or a single Markdown file'
complete -c daybook -n '__daybook_using watch' -l now -x -d 'The time to take as now, for looking back and for tests'
complete -c daybook -n '__daybook_using watch' -l color -x -a 'auto always never' -d 'When to colour output: auto (the default: on a terminal, unless TERM is dumb or NO_COLOR is set), always or never'
complete -c daybook -n '__daybook_using watch' -l lang -x -a 'en ja' -d 'The language to speak: en or ja'

complete -c daybook -n '__daybook_using add' -l time -x -d 'The time to write (default: now)'
complete -c daybook -n '__daybook_using add' -l slot -x -a 'breakfast lunch dinner snack' -d 'breakfast, lunch, dinner or snack'
complete -c daybook -n '__daybook_using add' -l again -d 'Log a dose line even though the day\'s doses are complete'
complete -c daybook -n '__daybook_using add' -l later -d 'Write it although its time is later than now (a dose counts once its time comes)'
complete -c daybook -n '__daybook_using add' -l copy -x -d 'Append a meal of another day again, at --time or now: DAY:SLOT or DAY:HH:MM with any day --date takes, e.g'
complete -c daybook -n '__daybook_using add' -l date -x -a 'today yesterday sunday monday tuesday wednesday thursday friday saturday' -d 'The journal day to write to (default: today)'
complete -c daybook -n '__daybook_using add' -l journal -r -F -d 'The journal folder, or a single Markdown file'
complete -c daybook -n '__daybook_using add' -l now -x -d 'The time to take as now, for looking back and for tests'
complete -c daybook -n '__daybook_using add' -l color -x -a 'auto always never' -d 'When to colour output: auto (the default: on a terminal, unless TERM is dumb or NO_COLOR is set), always or never'
complete -c daybook -n '__daybook_using add' -l lang -x -a 'en ja' -d 'The language to speak: en or ja'
complete -c daybook -n '__daybook_using add; and test (__daybook_position) -ge 0' -f -a '(__daybook_journal_names foods)'

complete -c daybook -n '__daybook_using dose' -l time -x -d 'The time to write (default: now)'
complete -c daybook -n '__daybook_using dose' -l again -d 'Log it even though the day\'s doses are complete'
complete -c daybook -n '__daybook_using dose' -l later -d 'Write it although its time is later than now (a dose counts once its time comes)'
complete -c daybook -n '__daybook_using dose' -l date -x -a 'today yesterday sunday monday tuesday wednesday thursday friday saturday' -d 'The journal day to log the dose on (default: today)'
complete -c daybook -n '__daybook_using dose' -l journal -r -F -d 'The journal folder, or a single Markdown file'
complete -c daybook -n '__daybook_using dose' -l now -x -d 'The time to take as now, for looking back and for tests'
complete -c daybook -n '__daybook_using dose' -l color -x -a 'auto always never' -d 'When to colour output: auto (the default: on a terminal, unless TERM is dumb or NO_COLOR is set), always or never'
complete -c daybook -n '__daybook_using dose' -l lang -x -a 'en ja' -d 'The language to speak: en or ja'
complete -c daybook -n '__daybook_using dose; and test (__daybook_position) -eq 0' -f -a '(__daybook_journal_names doses)'
complete -c daybook -n '__daybook_using dose; and test (__daybook_position) -eq 1' -f

complete -c daybook -n '__daybook_using learn' -l per-100g -d 'KCAL is per 100 g'
complete -c daybook -n '__daybook_using learn' -l per-100ml -d 'KCAL is per 100 ml'
complete -c daybook -n '__daybook_using learn' -l alias -x -d 'Another name for it; may be given more than once'
complete -c daybook -n '__daybook_using learn' -l journal -r -F -d 'The journal folder, or a single Markdown file'
complete -c daybook -n '__daybook_using learn' -l color -x -a 'auto always never' -d 'When to colour output: auto (the default: on a terminal, unless TERM is dumb or NO_COLOR is set), always or never'
complete -c daybook -n '__daybook_using learn' -l lang -x -a 'en ja' -d 'The language to speak: en or ja'
complete -c daybook -n '__daybook_using learn; and test (__daybook_position) -eq 0' -f -a '(__daybook_journal_names foods)'
complete -c daybook -n '__daybook_using learn; and test (__daybook_position) -eq 1' -f

complete -c daybook -n '__daybook_using edit' -l date -x -a 'today yesterday sunday monday tuesday wednesday thursday friday saturday' -d 'The journal day whose file to open (default: today)'
complete -c daybook -n '__daybook_using edit' -l journal -r -F -d 'The journal folder, or a single Markdown file'
complete -c daybook -n '__daybook_using edit' -l now -x -d 'The time to take as now, for looking back and for tests'
complete -c daybook -n '__daybook_using edit' -l color -x -a 'auto always never' -d 'When to colour output: auto (the default: on a terminal, unless TERM is dumb or NO_COLOR is set), always or never'
complete -c daybook -n '__daybook_using edit' -l lang -x -a 'en ja' -d 'The language to speak: en or ja'

complete -c daybook -n '__daybook_using check' -l strict -d 'Count what sync tools and merges leave behind (git conflict markers, Syncthing conflict copies) as errors'
complete -c daybook -n '__daybook_using check' -l journal -r -F -d 'The journal folder, or a single Markdown file'
complete -c daybook -n '__daybook_using check' -l now -x -d 'The time to take as now, for looking back and for tests'
complete -c daybook -n '__daybook_using check' -l color -x -a 'auto always never' -d 'When to colour output: auto (the default: on a terminal, unless TERM is dumb or NO_COLOR is set), always or never'
complete -c daybook -n '__daybook_using check' -l lang -x -a 'en ja' -d 'The language to speak: en or ja'

complete -c daybook -n '__daybook_using report' -l days -x -d 'The n days ending on --date (default: the last 7 days)'
complete -c daybook -n '__daybook_using report' -l week -d 'The week of --date, from the first day the calendar shows (Monday, or Sunday with week_starts: sunday or in Japanese)'
complete -c daybook -n '__daybook_using report' -l month -x -a 'this last' -d 'A whole month'
complete -c daybook -n '__daybook_using report' -l from -x -a 'today yesterday sunday monday tuesday wednesday thursday friday saturday' -d 'The first day (with --to, or up to --date); a period is at most 100 years'
complete -c daybook -n '__daybook_using report' -l to -x -a 'today yesterday sunday monday tuesday wednesday thursday friday saturday' -d 'The last day'
complete -c daybook -n '__daybook_using report' -l format -x -a 'text md csv json html' -d 'text (default), md (a Markdown table to paste into a note), csv (one row per day), json, or html (a printable page with glucose, doses and intake)'
complete -c daybook -n '__daybook_using report' -l json -d 'The same as --format json'
complete -c daybook -n '__daybook_using report' -l glucose-profile -d 'With text: glucose by time of day instead of the days, the 5th, 25th, 50th, 75th and 95th percentiles of each hour over the period'
complete -c daybook -n '__daybook_using report' -l by -x -a 'item' -d 'item: with --format csv, one row per food item, with the source of its kcal, instead of per day'
complete -c daybook -n '__daybook_using report' -l date -x -a 'today yesterday sunday monday tuesday wednesday thursday friday saturday' -d 'The day --days, --week and --from end with (default: today)'
complete -c daybook -n '__daybook_using report' -l no-cache -d 'Read every file, leaving this machine\'s report cache alone: without it, days before yesterday of files unchanged since an earlier report are taken from it'
complete -c daybook -n '__daybook_using report' -l journal -r -F -d 'The journal folder, or a single Markdown file'
complete -c daybook -n '__daybook_using report' -l now -x -d 'The time to take as now, for looking back and for tests'
complete -c daybook -n '__daybook_using report' -l color -x -a 'auto always never' -d 'When to colour output: auto (the default: on a terminal, unless TERM is dumb or NO_COLOR is set), always or never'
complete -c daybook -n '__daybook_using report' -l lang -x -a 'en ja' -d 'The language to speak: en or ja'

complete -c daybook -n '__daybook_using calendar' -l month -x -a 'this last' -d 'The month (default: the month of --date)'
complete -c daybook -n '__daybook_using calendar' -l date -x -a 'today yesterday sunday monday tuesday wednesday thursday friday saturday' -d 'A day of the month to show when --month is not given (default: today)'
complete -c daybook -n '__daybook_using calendar' -l journal -r -F -d 'The journal folder, or a single Markdown file'
complete -c daybook -n '__daybook_using calendar' -l now -x -d 'The time to take as now, for looking back and for tests'
complete -c daybook -n '__daybook_using calendar' -l color -x -a 'auto always never' -d 'When to colour output: auto (the default: on a terminal, unless TERM is dumb or NO_COLOR is set), always or never'
complete -c daybook -n '__daybook_using calendar' -l lang -x -a 'en ja' -d 'The language to speak: en or ja'

complete -c daybook -n '__daybook_using export' -l format -x -a 'csv json nightscout nightscout-v3' -d 'csv (default), json, nightscout or nightscout-v3'
complete -c daybook -n '__daybook_using export' -l from -x -a 'today yesterday sunday monday tuesday wednesday thursday friday saturday' -d 'The first day (default: the journal\'s first); at most 100 years before the last'
complete -c daybook -n '__daybook_using export' -l to -x -a 'today yesterday sunday monday tuesday wednesday thursday friday saturday' -d 'The last day (default: the journal\'s last)'
complete -c daybook -n '__daybook_using export' -l delete-query -d 'With a nightscout format: print the path and query of the DELETE request that takes back the treatments daybook sent for these days, instead of the treatments'
complete -c daybook -n '__daybook_using export' -l journal -r -F -d 'The journal folder, or a single Markdown file'
complete -c daybook -n '__daybook_using export' -l now -x -d 'The time to take as now, for looking back and for tests'
complete -c daybook -n '__daybook_using export' -l color -x -a 'auto always never' -d 'When to colour output: auto (the default: on a terminal, unless TERM is dumb or NO_COLOR is set), always or never'
complete -c daybook -n '__daybook_using export' -l lang -x -a 'en ja' -d 'The language to speak: en or ja'

complete -c daybook -n '__daybook_using import' -l journal -r -F -d 'The journal folder, or a single Markdown file'
complete -c daybook -n '__daybook_using import' -l now -x -d 'The time to take as now, for looking back and for tests'
complete -c daybook -n '__daybook_using import' -l color -x -a 'auto always never' -d 'When to colour output: auto (the default: on a terminal, unless TERM is dumb or NO_COLOR is set), always or never'
complete -c daybook -n '__daybook_using import' -l lang -x -a 'en ja' -d 'The language to speak: en or ja'
complete -c daybook -n '__daybook_using import; and test (__daybook_position) -eq 0' -f -a 'glucose'
complete -c daybook -n '__daybook_using import; and test (__daybook_position) -ge 1' -F

complete -c daybook -n '__daybook_using resolve' -l dry-run -d 'Say what would be done, and do nothing'
complete -c daybook -n '__daybook_using resolve' -l forget-lost -d 'Stop reporting the lines this machine wrote that are gone, instead of appending them again (they were removed on purpose)'
complete -c daybook -n '__daybook_using resolve' -l again -d 'Append a lost dose line even though its day\'s doses are complete'
complete -c daybook -n '__daybook_using resolve' -l estimates -d 'Instead, re-pin the built-in table\'s estimates that its current values change, for the items of the last --days days (with --dry-run: list them and the kcal they change)'
complete -c daybook -n '__daybook_using resolve' -l days -x -d 'With --estimates: the n days ending today (default: 90)'
complete -c daybook -n '__daybook_using resolve' -l journal -r -F -d 'The journal folder, or a single Markdown file'
complete -c daybook -n '__daybook_using resolve' -l now -x -d 'The time to take as now, for looking back and for tests'
complete -c daybook -n '__daybook_using resolve' -l color -x -a 'auto always never' -d 'When to colour output: auto (the default: on a terminal, unless TERM is dumb or NO_COLOR is set), always or never'
complete -c daybook -n '__daybook_using resolve' -l lang -x -a 'en ja' -d 'The language to speak: en or ja'

complete -c daybook -n '__daybook_using consent' -l color -x -a 'auto always never' -d 'When to colour output: auto (the default: on a terminal, unless TERM is dumb or NO_COLOR is set), always or never'
complete -c daybook -n '__daybook_using consent' -l lang -x -a 'en ja' -d 'The language to speak: en or ja'
complete -c daybook -n '__daybook_using consent; and test (__daybook_position) -eq 0' -f -a 'grant revoke'

complete -c daybook -n '__daybook_using init' -l date -x -a 'today yesterday sunday monday tuesday wednesday thursday friday saturday' -d 'The journal day whose file to create (default: today)'
complete -c daybook -n '__daybook_using init' -l journal -r -F -d 'The folder to start the journal in when <path> is not given'
complete -c daybook -n '__daybook_using init' -l now -x -d 'The time to take as now, for looking back and for tests'
complete -c daybook -n '__daybook_using init' -l default -d 'Also make it this machine\'s default journal: \'journal\' in config.yaml, used from any folder when --journal, $DAYBOOK_JOURNAL and a daybook.yaml above do not name one'
complete -c daybook -n '__daybook_using init' -l color -x -a 'auto always never' -d 'When to colour output: auto (the default: on a terminal, unless TERM is dumb or NO_COLOR is set), always or never'
complete -c daybook -n '__daybook_using init' -l lang -x -a 'en ja' -d 'The language to speak: en or ja'
complete -c daybook -n '__daybook_using init; and test (__daybook_position) -eq 0' -F

complete -c daybook -n '__daybook_using lsp' -l stdio -d 'Use standard input and output (the default; accepted because some editors pass it)'
complete -c daybook -n '__daybook_using lsp' -l journal -r -F -d 'The journal folder, or a single Markdown file'
complete -c daybook -n '__daybook_using lsp' -l now -x -d 'The time to take as now, for looking back and for tests'
complete -c daybook -n '__daybook_using lsp' -l color -x -a 'auto always never' -d 'When to colour output: auto (the default: on a terminal, unless TERM is dumb or NO_COLOR is set), always or never'
complete -c daybook -n '__daybook_using lsp' -l lang -x -a 'en ja' -d 'The language to speak: en or ja'

complete -c daybook -n '__daybook_using completions' -l color -x -a 'auto always never' -d 'When to colour output: auto (the default: on a terminal, unless TERM is dumb or NO_COLOR is set), always or never'
complete -c daybook -n '__daybook_using completions' -l lang -x -a 'en ja' -d 'The language to speak: en or ja'
complete -c daybook -n '__daybook_using completions; and test (__daybook_position) -eq 0' -f -a 'bash zsh fish'
