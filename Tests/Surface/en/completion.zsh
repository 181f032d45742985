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
  program=${program/#\~/$HOME}
  journal=${journal/#\~/$HOME}
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
    'status:Show the kcal left today and where today'\''s doses stand'
    'show:Show the day as a food diary: each meal and item with its kcal and where it came from'
    'watch:Show the status block and redraw it after every change to the journal, for a tmux pane or a bar'
    'add:Append an entry to the day'\''s log and show what it counted'
    'dose:Log a dose, refusing one that would exceed the dose'\''s per_day'
    'learn:Add a food to foods.yaml'
    'edit:Open the day'\''s log in $VISUAL or $EDITOR at its last line'
    'check:Check the whole journal and report problems like a compiler'
    'report:Show a period day by day: intake against target, each dose, averages, streaks and patterns'
    'calendar:Show a month like cal, each day marked by its doses and its intake'
    'export:Write every entry as CSV or JSON, or the doses, readings and meals as Nightscout treatments'
    'import:Import glucose readings from Nightscout, LibreView or Dexcom Clarity exports into the journal'
    'resolve:Fold Syncthing conflict copies into their originals and remove git conflict markers'
    'consent:Show, give or take back consent to send food items to this machine'\''s estimator'
    'init:Start a journal: a commented daybook.yaml, an example foods.yaml, today'\''s file, .gitattributes and .stignore'
    'lsp:Run the language server: the balance, dose status and check'\''s problems inside your editor'
    'completions:Print a completion script for bash, zsh or fish'
    'help:Show help for a subcommand, the same as '\''daybook <subcommand> --help'\'''
  )
  _describe -t subcommands 'daybook subcommand' subcommands
}

_daybook() {
  local -a daybook_line
  daybook_line=("${words[@]}")
  local curcontext=$curcontext state state_descr line ret=1
  typeset -A opt_args
  _arguments -C \
    '(--json)--format=[text (default), json, line (one short line), tmux (with #\[fg=…\] colours), waybar (a JSON object for a custom module) or i3blocks (exits 33 when a dose is missed or doubled, today or yesterday, or there are errors)]:format:(text json line tmux waybar i3blocks)' \
    '(--format)--json[The same as --format json]' \
    '--date=[The journal day to show (default: today)]:date:(today yesterday sunday monday tuesday wednesday thursday friday saturday)' \
    '--journal=[The journal folder, or a single Markdown file]:path:_files' \
    '--now=[The time to take as now, for looking back and for tests]:yyyy-mm-ddThh\:mm: ' \
    '--color=[When to colour output: auto (the default: on a terminal, unless TERM is dumb or NO_COLOR is set), always or never]:mode:(auto always never)' \
    '--lang=[The language to speak: en or ja]:lang:(en ja)' \
    '(- *)'{-h,--help}'[Show help information]' \
    '(- *)--version[Show the version]' \
    '(-): :_daybook_subcommands' \
    '(-)*:: :->subcommand' && ret=0
  if [[ $state == subcommand ]]; then
    curcontext=${curcontext%:*:*}:daybook-$words[1]:
    case $words[1] in
      (status)
        _arguments \
          '(--json)--format=[text (default), json, line (one short line), tmux (with #\[fg=…\] colours), waybar (a JSON object for a custom module) or i3blocks (exits 33 when a dose is missed or doubled, today or yesterday, or there are errors)]:format:(text json line tmux waybar i3blocks)' \
          '(--format)--json[The same as --format json]' \
          '--date=[The journal day to show (default: today)]:date:(today yesterday sunday monday tuesday wednesday thursday friday saturday)' \
          '--journal=[The journal folder, or a single Markdown file]:path:_files' \
          '--now=[The time to take as now, for looking back and for tests]:yyyy-mm-ddThh\:mm: ' \
          '--color=[When to colour output: auto (the default: on a terminal, unless TERM is dumb or NO_COLOR is set), always or never]:mode:(auto always never)' \
          '--lang=[The language to speak: en or ja]:lang:(en ja)' \
          '(- *)'{-h,--help}'[Show help information]' && ret=0 ;;
      (show)
        _arguments \
          '--json[The same day as one JSON object, for scripts]' \
          '--date=[The journal day to show as a diary (default: today)]:date:(today yesterday sunday monday tuesday wednesday thursday friday saturday)' \
          '--journal=[The journal folder, or a single Markdown file]:path:_files' \
          '--now=[The time to take as now, for looking back and for tests]:yyyy-mm-ddThh\:mm: ' \
          '--color=[When to colour output: auto (the default: on a terminal, unless TERM is dumb or NO_COLOR is set), always or never]:mode:(auto always never)' \
          '--lang=[The language to speak: en or ja]:lang:(en ja)' \
          '(- *)'{-h,--help}'[Show help information]' && ret=0 ;;
      (watch)
        _arguments \
          '(--json)--format=[text (default), json (one status object per line), line or waybar (one line per change)]:format:(text json line waybar)' \
          '(--format)--json[The same as --format json]' \
          '--poll=-[Look for changes every few seconds (default 2) instead of asking the kernel: for network file systems]::seconds: ' \
          '--date=[The journal day to show (default: today, following the clock)]:date:(today yesterday sunday monday tuesday wednesday thursday friday saturday)' \
          '--journal=[The journal folder, or a single Markdown file]:path:_files' \
          '--now=[The time to take as now, for looking back and for tests]:yyyy-mm-ddThh\:mm: ' \
          '--color=[When to colour output: auto (the default: on a terminal, unless TERM is dumb or NO_COLOR is set), always or never]:mode:(auto always never)' \
          '--lang=[The language to speak: en or ja]:lang:(en ja)' \
          '(- *)'{-h,--help}'[Show help information]' && ret=0 ;;
      (add)
        _arguments \
          '--time=[The time to write (default: now)]:hh\:mm: ' \
          '--slot=[breakfast, lunch, dinner or snack]:slot:(breakfast lunch dinner snack)' \
          '--again[Log a dose line even though the day'\''s doses are complete]' \
          '--later[Write it although its time is later than now (a dose counts once its time comes)]' \
          '--copy=[Append a meal of another day again, at --time or now: DAY:SLOT or DAY:HH:MM with any day --date takes, e.g]:day\:meal: ' \
          '--date=[The journal day to write to (default: today)]:date:(today yesterday sunday monday tuesday wednesday thursday friday saturday)' \
          '--journal=[The journal folder, or a single Markdown file]:path:_files' \
          '--now=[The time to take as now, for looking back and for tests]:yyyy-mm-ddThh\:mm: ' \
          '--color=[When to colour output: auto (the default: on a terminal, unless TERM is dumb or NO_COLOR is set), always or never]:mode:(auto always never)' \
          '--lang=[The language to speak: en or ja]:lang:(en ja)' \
          '(- *)'{-h,--help}'[Show help information]' \
          '*:text:_daybook_journal_names foods' && ret=0 ;;
      (dose)
        _arguments \
          '--time=[The time to write (default: now)]:hh\:mm: ' \
          '--again[Log it even though the day'\''s doses are complete]' \
          '--later[Write it although its time is later than now (a dose counts once its time comes)]' \
          '--date=[The journal day to log the dose on (default: today)]:date:(today yesterday sunday monday tuesday wednesday thursday friday saturday)' \
          '--journal=[The journal folder, or a single Markdown file]:path:_files' \
          '--now=[The time to take as now, for looking back and for tests]:yyyy-mm-ddThh\:mm: ' \
          '--color=[When to colour output: auto (the default: on a terminal, unless TERM is dumb or NO_COLOR is set), always or never]:mode:(auto always never)' \
          '--lang=[The language to speak: en or ja]:lang:(en ja)' \
          '(- *)'{-h,--help}'[Show help information]' \
          '1:name:_daybook_journal_names doses' \
          '2:amount: ' && ret=0 ;;
      (learn)
        _arguments \
          '(--per-100ml)--per-100g[KCAL is per 100 g]' \
          '(--per-100g)--per-100ml[KCAL is per 100 ml]' \
          '*--alias=[Another name for it; may be given more than once]:alias: ' \
          '--journal=[The journal folder, or a single Markdown file]:path:_files' \
          '--color=[When to colour output: auto (the default: on a terminal, unless TERM is dumb or NO_COLOR is set), always or never]:mode:(auto always never)' \
          '--lang=[The language to speak: en or ja]:lang:(en ja)' \
          '(- *)'{-h,--help}'[Show help information]' \
          '1:name:_daybook_journal_names foods' \
          '2:kcal: ' && ret=0 ;;
      (edit)
        _arguments \
          '--date=[The journal day whose file to open (default: today)]:date:(today yesterday sunday monday tuesday wednesday thursday friday saturday)' \
          '--journal=[The journal folder, or a single Markdown file]:path:_files' \
          '--now=[The time to take as now, for looking back and for tests]:yyyy-mm-ddThh\:mm: ' \
          '--color=[When to colour output: auto (the default: on a terminal, unless TERM is dumb or NO_COLOR is set), always or never]:mode:(auto always never)' \
          '--lang=[The language to speak: en or ja]:lang:(en ja)' \
          '(- *)'{-h,--help}'[Show help information]' && ret=0 ;;
      (check)
        _arguments \
          '--strict[Count what sync tools and merges leave behind (git conflict markers, Syncthing conflict copies) as errors]' \
          '--journal=[The journal folder, or a single Markdown file]:path:_files' \
          '--now=[The time to take as now, for looking back and for tests]:yyyy-mm-ddThh\:mm: ' \
          '--color=[When to colour output: auto (the default: on a terminal, unless TERM is dumb or NO_COLOR is set), always or never]:mode:(auto always never)' \
          '--lang=[The language to speak: en or ja]:lang:(en ja)' \
          '(- *)'{-h,--help}'[Show help information]' && ret=0 ;;
      (report)
        _arguments \
          '(--week --month --from --to)--days=[The n days ending on --date (default: the last 7 days)]:n: ' \
          '(--days --month --from --to)--week[The week of --date, from the first day the calendar shows (Monday, or Sunday with week_starts: sunday or in Japanese)]' \
          '(--days --week --from --to)--month=[A whole month]:month:(this last)' \
          '(--days --week --month)--from=[The first day (with --to, or up to --date); a period is at most 100 years]:date:(today yesterday sunday monday tuesday wednesday thursday friday saturday)' \
          '(--days --week --month)--to=[The last day]:date:(today yesterday sunday monday tuesday wednesday thursday friday saturday)' \
          '(--json)--format=[text (default), md (a Markdown table to paste into a note), csv (one row per day), json, or html (a printable page with glucose, doses and intake)]:format:(text md csv json html)' \
          '(--format)--json[The same as --format json]' \
          '--glucose-profile[With text: glucose by time of day instead of the days, the 5th, 25th, 50th, 75th and 95th percentiles of each hour over the period]' \
          '--by=[item: with --format csv, one row per food item, with the source of its kcal, instead of per day]:row:(item)' \
          '--date=[The day --days, --week and --from end with (default: today)]:date:(today yesterday sunday monday tuesday wednesday thursday friday saturday)' \
          '--no-cache[Read every file, leaving this machine'\''s report cache alone: without it, days before yesterday of files unchanged since an earlier report are taken from it]' \
          '--journal=[The journal folder, or a single Markdown file]:path:_files' \
          '--now=[The time to take as now, for looking back and for tests]:yyyy-mm-ddThh\:mm: ' \
          '--color=[When to colour output: auto (the default: on a terminal, unless TERM is dumb or NO_COLOR is set), always or never]:mode:(auto always never)' \
          '--lang=[The language to speak: en or ja]:lang:(en ja)' \
          '(- *)'{-h,--help}'[Show help information]' && ret=0 ;;
      (calendar)
        _arguments \
          '--month=[The month (default: the month of --date)]:month:(this last)' \
          '--date=[A day of the month to show when --month is not given (default: today)]:date:(today yesterday sunday monday tuesday wednesday thursday friday saturday)' \
          '--journal=[The journal folder, or a single Markdown file]:path:_files' \
          '--now=[The time to take as now, for looking back and for tests]:yyyy-mm-ddThh\:mm: ' \
          '--color=[When to colour output: auto (the default: on a terminal, unless TERM is dumb or NO_COLOR is set), always or never]:mode:(auto always never)' \
          '--lang=[The language to speak: en or ja]:lang:(en ja)' \
          '(- *)'{-h,--help}'[Show help information]' && ret=0 ;;
      (export)
        _arguments \
          '--format=[csv (default), json, nightscout or nightscout-v3]:format:(csv json nightscout nightscout-v3)' \
          '--from=[The first day (default: the journal'\''s first); at most 100 years before the last]:date:(today yesterday sunday monday tuesday wednesday thursday friday saturday)' \
          '--to=[The last day (default: the journal'\''s last)]:date:(today yesterday sunday monday tuesday wednesday thursday friday saturday)' \
          '--delete-query[With a nightscout format: print the path and query of the DELETE request that takes back the treatments daybook sent for these days, instead of the treatments]' \
          '--journal=[The journal folder, or a single Markdown file]:path:_files' \
          '--now=[The time to take as now, for looking back and for tests]:yyyy-mm-ddThh\:mm: ' \
          '--color=[When to colour output: auto (the default: on a terminal, unless TERM is dumb or NO_COLOR is set), always or never]:mode:(auto always never)' \
          '--lang=[The language to speak: en or ja]:lang:(en ja)' \
          '(- *)'{-h,--help}'[Show help information]' && ret=0 ;;
      (import)
        _arguments \
          '--journal=[The journal folder, or a single Markdown file]:path:_files' \
          '--now=[The time to take as now, for looking back and for tests]:yyyy-mm-ddThh\:mm: ' \
          '--color=[When to colour output: auto (the default: on a terminal, unless TERM is dumb or NO_COLOR is set), always or never]:mode:(auto always never)' \
          '--lang=[The language to speak: en or ja]:lang:(en ja)' \
          '(- *)'{-h,--help}'[Show help information]' \
          '1:kind:(glucose)' \
          '*:file:_files' && ret=0 ;;
      (resolve)
        _arguments \
          '--dry-run[Say what would be done, and do nothing]' \
          '--forget-lost[Stop reporting the lines this machine wrote that are gone, instead of appending them again (they were removed on purpose)]' \
          '--again[Append a lost dose line even though its day'\''s doses are complete]' \
          '--estimates[Instead, re-pin the built-in table'\''s estimates that its current values change, for the items of the last --days days (with --dry-run: list them and the kcal they change)]' \
          '--days=[With --estimates: the n days ending today (default: 90)]:n: ' \
          '--journal=[The journal folder, or a single Markdown file]:path:_files' \
          '--now=[The time to take as now, for looking back and for tests]:yyyy-mm-ddThh\:mm: ' \
          '--color=[When to colour output: auto (the default: on a terminal, unless TERM is dumb or NO_COLOR is set), always or never]:mode:(auto always never)' \
          '--lang=[The language to speak: en or ja]:lang:(en ja)' \
          '(- *)'{-h,--help}'[Show help information]' && ret=0 ;;
      (consent)
        _arguments \
          '--color=[When to colour output: auto (the default: on a terminal, unless TERM is dumb or NO_COLOR is set), always or never]:mode:(auto always never)' \
          '--lang=[The language to speak: en or ja]:lang:(en ja)' \
          '(- *)'{-h,--help}'[Show help information]' \
          '1::action:(grant revoke)' && ret=0 ;;
      (init)
        _arguments \
          '--date=[The journal day whose file to create (default: today)]:date:(today yesterday sunday monday tuesday wednesday thursday friday saturday)' \
          '--journal=[The folder to start the journal in when <path> is not given]:path:_files' \
          '--now=[The time to take as now, for looking back and for tests]:yyyy-mm-ddThh\:mm: ' \
          '--default[Also make it this machine'\''s default journal: '\''journal'\'' in config.yaml, used from any folder when --journal, $DAYBOOK_JOURNAL and a daybook.yaml above do not name one]' \
          '--color=[When to colour output: auto (the default: on a terminal, unless TERM is dumb or NO_COLOR is set), always or never]:mode:(auto always never)' \
          '--lang=[The language to speak: en or ja]:lang:(en ja)' \
          '(- *)'{-h,--help}'[Show help information]' \
          '1::path:_files' && ret=0 ;;
      (lsp)
        _arguments \
          '--stdio[Use standard input and output (the default; accepted because some editors pass it)]' \
          '--journal=[The journal folder, or a single Markdown file]:path:_files' \
          '--now=[The time to take as now, for looking back and for tests]:yyyy-mm-ddThh\:mm: ' \
          '--color=[When to colour output: auto (the default: on a terminal, unless TERM is dumb or NO_COLOR is set), always or never]:mode:(auto always never)' \
          '--lang=[The language to speak: en or ja]:lang:(en ja)' \
          '(- *)'{-h,--help}'[Show help information]' && ret=0 ;;
      (completions)
        _arguments \
          '--color=[When to colour output: auto (the default: on a terminal, unless TERM is dumb or NO_COLOR is set), always or never]:mode:(auto always never)' \
          '--lang=[The language to speak: en or ja]:lang:(en ja)' \
          '(- *)'{-h,--help}'[Show help information]' \
          '1:shell:(bash zsh fish)' && ret=0 ;;
      (help)
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
