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
    program=${program/#\~/$HOME}
    journal=${journal/#\~/$HOME}
    if [[ -n $journal ]]; then
        "$program" __complete "$1" --journal "$journal" 2>/dev/null
    else
        "$program" __complete "$1" 2>/dev/null
    fi
}

# Adds the lines on standard input that start with $cur (its quotes and backslashes left out), quoted for
# the shell.
_daybook_add_lines() {
    local line typed=${cur//\\/}
    typed=${typed#[\"\']}
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
    local IFS=$'\n'
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
                            --format | --date | --journal | --now | --color | --lang | --time | --slot | --copy | --alias | --days | --month | --from | --to | --by) ((i += 1)) ;;
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
            --format | --date | --journal | --now | --color | --lang | --time | --slot | --copy | --alias | --days | --month | --from | --to | --by) option=$prev ;;
        esac
    fi
    if [[ -n $option ]]; then
        case "$command:$option" in
            status:--format | :--format)
                _daybook_add_words 'text json line tmux waybar i3blocks' ;;
            status:--date | :--date)
                _daybook_add_words 'today yesterday sunday monday tuesday wednesday thursday friday saturday' ;;
            status:--journal | :--journal)
                _daybook_add_files ;;
            status:--color | :--color)
                _daybook_add_words 'auto always never' ;;
            status:--lang | :--lang)
                _daybook_add_words 'en ja' ;;
            show:--date)
                _daybook_add_words 'today yesterday sunday monday tuesday wednesday thursday friday saturday' ;;
            show:--journal)
                _daybook_add_files ;;
            show:--color)
                _daybook_add_words 'auto always never' ;;
            show:--lang)
                _daybook_add_words 'en ja' ;;
            watch:--format)
                _daybook_add_words 'text json line waybar' ;;
            watch:--date)
                _daybook_add_words 'today yesterday sunday monday tuesday wednesday thursday friday saturday' ;;
            watch:--journal)
                _daybook_add_files ;;
            watch:--color)
                _daybook_add_words 'auto always never' ;;
            watch:--lang)
                _daybook_add_words 'en ja' ;;
            add:--slot)
                _daybook_add_words 'breakfast lunch dinner snack' ;;
            add:--date)
                _daybook_add_words 'today yesterday sunday monday tuesday wednesday thursday friday saturday' ;;
            add:--journal)
                _daybook_add_files ;;
            add:--color)
                _daybook_add_words 'auto always never' ;;
            add:--lang)
                _daybook_add_words 'en ja' ;;
            dose:--date)
                _daybook_add_words 'today yesterday sunday monday tuesday wednesday thursday friday saturday' ;;
            dose:--journal)
                _daybook_add_files ;;
            dose:--color)
                _daybook_add_words 'auto always never' ;;
            dose:--lang)
                _daybook_add_words 'en ja' ;;
            learn:--journal)
                _daybook_add_files ;;
            learn:--color)
                _daybook_add_words 'auto always never' ;;
            learn:--lang)
                _daybook_add_words 'en ja' ;;
            edit:--date)
                _daybook_add_words 'today yesterday sunday monday tuesday wednesday thursday friday saturday' ;;
            edit:--journal)
                _daybook_add_files ;;
            edit:--color)
                _daybook_add_words 'auto always never' ;;
            edit:--lang)
                _daybook_add_words 'en ja' ;;
            check:--journal)
                _daybook_add_files ;;
            check:--color)
                _daybook_add_words 'auto always never' ;;
            check:--lang)
                _daybook_add_words 'en ja' ;;
            report:--month)
                _daybook_add_words 'this last' ;;
            report:--from)
                _daybook_add_words 'today yesterday sunday monday tuesday wednesday thursday friday saturday' ;;
            report:--to)
                _daybook_add_words 'today yesterday sunday monday tuesday wednesday thursday friday saturday' ;;
            report:--format)
                _daybook_add_words 'text md csv json html' ;;
            report:--by)
                _daybook_add_words 'item' ;;
            report:--date)
                _daybook_add_words 'today yesterday sunday monday tuesday wednesday thursday friday saturday' ;;
            report:--journal)
                _daybook_add_files ;;
            report:--color)
                _daybook_add_words 'auto always never' ;;
            report:--lang)
                _daybook_add_words 'en ja' ;;
            calendar:--month)
                _daybook_add_words 'this last' ;;
            calendar:--date)
                _daybook_add_words 'today yesterday sunday monday tuesday wednesday thursday friday saturday' ;;
            calendar:--journal)
                _daybook_add_files ;;
            calendar:--color)
                _daybook_add_words 'auto always never' ;;
            calendar:--lang)
                _daybook_add_words 'en ja' ;;
            export:--format)
                _daybook_add_words 'csv json nightscout nightscout-v3' ;;
            export:--from)
                _daybook_add_words 'today yesterday sunday monday tuesday wednesday thursday friday saturday' ;;
            export:--to)
                _daybook_add_words 'today yesterday sunday monday tuesday wednesday thursday friday saturday' ;;
            export:--journal)
                _daybook_add_files ;;
            export:--color)
                _daybook_add_words 'auto always never' ;;
            export:--lang)
                _daybook_add_words 'en ja' ;;
            import:--journal)
                _daybook_add_files ;;
            import:--color)
                _daybook_add_words 'auto always never' ;;
            import:--lang)
                _daybook_add_words 'en ja' ;;
            resolve:--journal)
                _daybook_add_files ;;
            resolve:--color)
                _daybook_add_words 'auto always never' ;;
            resolve:--lang)
                _daybook_add_words 'en ja' ;;
            consent:--color)
                _daybook_add_words 'auto always never' ;;
            consent:--lang)
                _daybook_add_words 'en ja' ;;
            init:--date)
                _daybook_add_words 'today yesterday sunday monday tuesday wednesday thursday friday saturday' ;;
            init:--journal)
                _daybook_add_files ;;
            init:--color)
                _daybook_add_words 'auto always never' ;;
            init:--lang)
                _daybook_add_words 'en ja' ;;
            lsp:--journal)
                _daybook_add_files ;;
            lsp:--color)
                _daybook_add_words 'auto always never' ;;
            lsp:--lang)
                _daybook_add_words 'en ja' ;;
            completions:--color)
                _daybook_add_words 'auto always never' ;;
            completions:--lang)
                _daybook_add_words 'en ja' ;;
        esac
        if [[ -n $prefix ]]; then COMPREPLY=("${COMPREPLY[@]/#/$prefix}"); fi
        return
    fi
    if [[ -z $ended && $cur == -* ]]; then
        case $command in
            status | "")
                _daybook_add_words '--format --json --date --journal --now --color --lang --help -h --version' ;;
            show)
                _daybook_add_words '--json --date --journal --now --color --lang --help -h' ;;
            watch)
                _daybook_add_words '--format --json --poll --date --journal --now --color --lang --help -h' ;;
            add)
                _daybook_add_words '--time --slot --again --later --copy --date --journal --now --color --lang --help -h' ;;
            dose)
                _daybook_add_words '--time --again --later --date --journal --now --color --lang --help -h' ;;
            learn)
                _daybook_add_words '--per-100g --per-100ml --alias --journal --color --lang --help -h' ;;
            edit)
                _daybook_add_words '--date --journal --now --color --lang --help -h' ;;
            check)
                _daybook_add_words '--strict --journal --now --color --lang --help -h' ;;
            report)
                _daybook_add_words '--days --week --month --from --to --format --json --glucose-profile --by --date --no-cache --journal --now --color --lang --help -h' ;;
            calendar)
                _daybook_add_words '--month --date --journal --now --color --lang --help -h' ;;
            export)
                _daybook_add_words '--format --from --to --delete-query --journal --now --color --lang --help -h' ;;
            import)
                _daybook_add_words '--journal --now --color --lang --help -h' ;;
            resolve)
                _daybook_add_words '--dry-run --forget-lost --again --estimates --days --journal --now --color --lang --help -h' ;;
            consent)
                _daybook_add_words '--color --lang --help -h' ;;
            init)
                _daybook_add_words '--date --journal --now --default --color --lang --help -h' ;;
            lsp)
                _daybook_add_words '--stdio --journal --now --color --lang --help -h' ;;
            completions)
                _daybook_add_words '--color --lang --help -h' ;;
        esac
        return
    fi
    if [[ -z $command ]]; then
        _daybook_add_words 'status show watch add dose learn edit check report calendar export import resolve consent init lsp completions help'
        return
    fi
    case "$command:$position" in
        add:*)
            _daybook_add_lines < <(_daybook_journal_names foods) ;;
        dose:0)
            _daybook_add_lines < <(_daybook_journal_names doses) ;;
        learn:0)
            _daybook_add_lines < <(_daybook_journal_names foods) ;;
        import:0)
            _daybook_add_words 'glucose' ;;
        import:*)
            _daybook_add_files ;;
        consent:0)
            _daybook_add_words 'grant revoke' ;;
        init:0)
            _daybook_add_files ;;
        completions:0)
            _daybook_add_words 'bash zsh fish' ;;
        help:0)
            _daybook_add_words 'status show watch add dose learn edit check report calendar export import resolve consent init lsp completions' ;;
    esac
}

complete -F _daybook daybook
