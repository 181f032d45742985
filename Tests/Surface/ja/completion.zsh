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
    'status:今日の残り kcal と、今日の投与の状況を表示します'
    'show:その日を食事の日記として表示します: 食事と品目ごとの kcal とその出どころ'
    'watch:状況を表示し、ジャーナルが変わるたびに描き直します'
    'add:その日の記録に 1 行追記し、何を数えたかを表示します'
    'dose:投与を記録します'
    'learn:foods.yaml に食品を加えます'
    'edit:その日の記録を $VISUAL か $EDITOR で開き、最後の行へ移ります'
    'check:ジャーナル全体を調べ、問題をコンパイラーのように報告します'
    'report:期間を 1 日ずつ表示します: 目標に対する摂取量、各投与、平均、連続記録、傾向'
    'calendar:cal のように 1 か月を表示し、各日に投与と摂取の印を付けます'
    'export:すべての記録を CSV か JSON で、または投与・血糖・食事を Nightscout の treatments として書き出します'
    'import:Nightscout、LibreView、Dexcom Clarity のエクスポートから血糖値をジャーナルに取り込みます'
    'resolve:Syncthing の衝突コピーを元のファイルにまとめ、git の衝突マーカーを取り除きます'
    'consent:このマシンの推定器に品目を送ることへの同意を表示・付与・取り消しします'
    'init:ジャーナルを始めます: 説明付きの daybook.yaml、例の foods.yaml、今日のファイル、.gitattributes、.stignore を作ります'
    'lsp:言語サーバーを動かします: 残量、投与の状況、check の問題をエディターの中に表示します'
    'completions:bash、zsh、fish の補完スクリプトを出力します'
    'help:サブコマンドのヘルプを表示します'
  )
  _describe -t subcommands 'daybook subcommand' subcommands
}

_daybook() {
  local -a daybook_line
  daybook_line=("${words[@]}")
  local curcontext=$curcontext state state_descr line ret=1
  typeset -A opt_args
  _arguments -C \
    '(--json)--format=[text(既定)、json、line(短い 1 行)、tmux(#\[fg=…\] の色付き)、waybar(カスタムモジュール用の JSON オブジェクト)、i3blocks(今日か昨日に打ち忘れや重複があるとき、またはエラーがあるとき終了コード 33)]:format:(text json line tmux waybar i3blocks)' \
    '(--format)--json[--format json と同じです]' \
    '--date=[表示するジャーナル日(既定: 今日)]:date:(today yesterday sunday monday tuesday wednesday thursday friday saturday)' \
    '--journal=[ジャーナルのフォルダー、または Markdown ファイル 1 つ]:path:_files' \
    '--now=[現在とみなす時刻]:yyyy-mm-ddThh\:mm: ' \
    '--color=[色を付けるとき: auto(既定: 端末で、TERM が dumb でなく NO_COLOR もないとき)、always、never のどれか]:mode:(auto always never)' \
    '--lang=[使う言語: en か ja]:lang:(en ja)' \
    '(- *)'{-h,--help}'[ヘルプを表示します]' \
    '(- *)--version[バージョンを表示します]' \
    '(-): :_daybook_subcommands' \
    '(-)*:: :->subcommand' && ret=0
  if [[ $state == subcommand ]]; then
    curcontext=${curcontext%:*:*}:daybook-$words[1]:
    case $words[1] in
      (status)
        _arguments \
          '(--json)--format=[text(既定)、json、line(短い 1 行)、tmux(#\[fg=…\] の色付き)、waybar(カスタムモジュール用の JSON オブジェクト)、i3blocks(今日か昨日に打ち忘れや重複があるとき、またはエラーがあるとき終了コード 33)]:format:(text json line tmux waybar i3blocks)' \
          '(--format)--json[--format json と同じです]' \
          '--date=[表示するジャーナル日(既定: 今日)]:date:(today yesterday sunday monday tuesday wednesday thursday friday saturday)' \
          '--journal=[ジャーナルのフォルダー、または Markdown ファイル 1 つ]:path:_files' \
          '--now=[現在とみなす時刻]:yyyy-mm-ddThh\:mm: ' \
          '--color=[色を付けるとき: auto(既定: 端末で、TERM が dumb でなく NO_COLOR もないとき)、always、never のどれか]:mode:(auto always never)' \
          '--lang=[使う言語: en か ja]:lang:(en ja)' \
          '(- *)'{-h,--help}'[ヘルプを表示します]' && ret=0 ;;
      (show)
        _arguments \
          '--json[同じ日を JSON オブジェクト 1 つで出力します(スクリプト向け)]' \
          '--date=[日記として表示するジャーナル日(既定: 今日)]:date:(today yesterday sunday monday tuesday wednesday thursday friday saturday)' \
          '--journal=[ジャーナルのフォルダー、または Markdown ファイル 1 つ]:path:_files' \
          '--now=[現在とみなす時刻]:yyyy-mm-ddThh\:mm: ' \
          '--color=[色を付けるとき: auto(既定: 端末で、TERM が dumb でなく NO_COLOR もないとき)、always、never のどれか]:mode:(auto always never)' \
          '--lang=[使う言語: en か ja]:lang:(en ja)' \
          '(- *)'{-h,--help}'[ヘルプを表示します]' && ret=0 ;;
      (watch)
        _arguments \
          '(--json)--format=[text(既定)、json(1 行に状況のオブジェクト 1 つ)、line か waybar(変更ごとに 1 行)]:format:(text json line waybar)' \
          '(--format)--json[--format json と同じです]' \
          '--poll=-[カーネルに頼らず数秒ごと(既定 2 秒)に変更を探します]::seconds: ' \
          '--date=[表示するジャーナル日(既定: 今日]:date:(today yesterday sunday monday tuesday wednesday thursday friday saturday)' \
          '--journal=[ジャーナルのフォルダー、または Markdown ファイル 1 つ]:path:_files' \
          '--now=[現在とみなす時刻]:yyyy-mm-ddThh\:mm: ' \
          '--color=[色を付けるとき: auto(既定: 端末で、TERM が dumb でなく NO_COLOR もないとき)、always、never のどれか]:mode:(auto always never)' \
          '--lang=[使う言語: en か ja]:lang:(en ja)' \
          '(- *)'{-h,--help}'[ヘルプを表示します]' && ret=0 ;;
      (add)
        _arguments \
          '--time=[書き込む時刻(既定: 現在)]:hh\:mm: ' \
          '--slot=[breakfast(朝食)、lunch(昼食)、dinner(夕食)、snack(間食)のどれか]:slot:(breakfast lunch dinner snack)' \
          '--again[その日の投与が済んでいても投与の行を書きます]' \
          '--later[時刻が今より後でも書きます(投与はその時刻になってから数えます)]' \
          '--copy=[別の日の食事をもう一度、--time か今の時刻で追記します: DAY:SLOT か DAY:HH:MM(DAY は --date と同じ書き方]:day\:meal: ' \
          '--date=[書き込むジャーナル日(既定: 今日)]:date:(today yesterday sunday monday tuesday wednesday thursday friday saturday)' \
          '--journal=[ジャーナルのフォルダー、または Markdown ファイル 1 つ]:path:_files' \
          '--now=[現在とみなす時刻]:yyyy-mm-ddThh\:mm: ' \
          '--color=[色を付けるとき: auto(既定: 端末で、TERM が dumb でなく NO_COLOR もないとき)、always、never のどれか]:mode:(auto always never)' \
          '--lang=[使う言語: en か ja]:lang:(en ja)' \
          '(- *)'{-h,--help}'[ヘルプを表示します]' \
          '*:text:_daybook_journal_names foods' && ret=0 ;;
      (dose)
        _arguments \
          '--time=[書き込む時刻(既定: 現在)]:hh\:mm: ' \
          '--again[その日の投与が済んでいても記録します]' \
          '--later[時刻が今より後でも書きます(投与はその時刻になってから数えます)]' \
          '--date=[投与を記録するジャーナル日(既定: 今日)]:date:(today yesterday sunday monday tuesday wednesday thursday friday saturday)' \
          '--journal=[ジャーナルのフォルダー、または Markdown ファイル 1 つ]:path:_files' \
          '--now=[現在とみなす時刻]:yyyy-mm-ddThh\:mm: ' \
          '--color=[色を付けるとき: auto(既定: 端末で、TERM が dumb でなく NO_COLOR もないとき)、always、never のどれか]:mode:(auto always never)' \
          '--lang=[使う言語: en か ja]:lang:(en ja)' \
          '(- *)'{-h,--help}'[ヘルプを表示します]' \
          '1:name:_daybook_journal_names doses' \
          '2:amount: ' && ret=0 ;;
      (learn)
        _arguments \
          '(--per-100ml)--per-100g[KCAL は 100 g あたりの値です]' \
          '(--per-100g)--per-100ml[KCAL は 100 ml あたりの値です]' \
          '*--alias=[別の名前]:alias: ' \
          '--journal=[ジャーナルのフォルダー、または Markdown ファイル 1 つ]:path:_files' \
          '--color=[色を付けるとき: auto(既定: 端末で、TERM が dumb でなく NO_COLOR もないとき)、always、never のどれか]:mode:(auto always never)' \
          '--lang=[使う言語: en か ja]:lang:(en ja)' \
          '(- *)'{-h,--help}'[ヘルプを表示します]' \
          '1:name:_daybook_journal_names foods' \
          '2:kcal: ' && ret=0 ;;
      (edit)
        _arguments \
          '--date=[ファイルを開くジャーナル日(既定: 今日)]:date:(today yesterday sunday monday tuesday wednesday thursday friday saturday)' \
          '--journal=[ジャーナルのフォルダー、または Markdown ファイル 1 つ]:path:_files' \
          '--now=[現在とみなす時刻]:yyyy-mm-ddThh\:mm: ' \
          '--color=[色を付けるとき: auto(既定: 端末で、TERM が dumb でなく NO_COLOR もないとき)、always、never のどれか]:mode:(auto always never)' \
          '--lang=[使う言語: en か ja]:lang:(en ja)' \
          '(- *)'{-h,--help}'[ヘルプを表示します]' && ret=0 ;;
      (check)
        _arguments \
          '--strict[同期ツールやマージが残したもの(git の衝突マーカー、Syncthing の衝突コピー)をエラーとして数えます]' \
          '--journal=[ジャーナルのフォルダー、または Markdown ファイル 1 つ]:path:_files' \
          '--now=[現在とみなす時刻]:yyyy-mm-ddThh\:mm: ' \
          '--color=[色を付けるとき: auto(既定: 端末で、TERM が dumb でなく NO_COLOR もないとき)、always、never のどれか]:mode:(auto always never)' \
          '--lang=[使う言語: en か ja]:lang:(en ja)' \
          '(- *)'{-h,--help}'[ヘルプを表示します]' && ret=0 ;;
      (report)
        _arguments \
          '(--week --month --from --to)--days=[--date で終わる n 日間(既定: 直近 7 日間)]:n: ' \
          '(--days --month --from --to)--week[--date を含む週]' \
          '(--days --week --from --to)--month=[1 か月全体]:month:(this last)' \
          '(--days --week --month)--from=[最初の日(--to まで、なければ --date まで)]:date:(today yesterday sunday monday tuesday wednesday thursday friday saturday)' \
          '(--days --week --month)--to=[最後の日]:date:(today yesterday sunday monday tuesday wednesday thursday friday saturday)' \
          '(--json)--format=[text(既定)、md(メモに貼れる Markdown の表)、csv(1 日 1 行)、json、html(血糖値・投与・摂取量を載せた印刷用のページ)]:format:(text md csv json html)' \
          '(--format)--json[--format json と同じです]' \
          '--glucose-profile[text で、日ごとの代わりに時間帯ごとの血糖値を表示します]' \
          '--by=[item: --format csv で、1 日 1 行の代わりに品目ごとに 1 行(kcal の出どころ付き)]:row:(item)' \
          '--date=[--days、--week、--from の期間が終わる日(既定: 今日)]:date:(today yesterday sunday monday tuesday wednesday thursday friday saturday)' \
          '--no-cache[すべてのファイルを読み、この機械のレポート用キャッシュを使いません]' \
          '--journal=[ジャーナルのフォルダー、または Markdown ファイル 1 つ]:path:_files' \
          '--now=[現在とみなす時刻]:yyyy-mm-ddThh\:mm: ' \
          '--color=[色を付けるとき: auto(既定: 端末で、TERM が dumb でなく NO_COLOR もないとき)、always、never のどれか]:mode:(auto always never)' \
          '--lang=[使う言語: en か ja]:lang:(en ja)' \
          '(- *)'{-h,--help}'[ヘルプを表示します]' && ret=0 ;;
      (calendar)
        _arguments \
          '--month=[表示する月(既定: --date の月)]:month:(this last)' \
          '--date=[--month がないときに表示する月の中の 1 日(既定: 今日)]:date:(today yesterday sunday monday tuesday wednesday thursday friday saturday)' \
          '--journal=[ジャーナルのフォルダー、または Markdown ファイル 1 つ]:path:_files' \
          '--now=[現在とみなす時刻]:yyyy-mm-ddThh\:mm: ' \
          '--color=[色を付けるとき: auto(既定: 端末で、TERM が dumb でなく NO_COLOR もないとき)、always、never のどれか]:mode:(auto always never)' \
          '--lang=[使う言語: en か ja]:lang:(en ja)' \
          '(- *)'{-h,--help}'[ヘルプを表示します]' && ret=0 ;;
      (export)
        _arguments \
          '--format=[csv(既定)、json、nightscout、nightscout-v3]:format:(csv json nightscout nightscout-v3)' \
          '--from=[最初の日(既定: ジャーナルの最初の日)]:date:(today yesterday sunday monday tuesday wednesday thursday friday saturday)' \
          '--to=[最後の日(既定: ジャーナルの最後の日)]:date:(today yesterday sunday monday tuesday wednesday thursday friday saturday)' \
          '--delete-query[nightscout の形式で: treatments の代わりに、これらの日について daybook が送った treatments を取り消す DELETE 要求のパスとクエリを出力します]' \
          '--journal=[ジャーナルのフォルダー、または Markdown ファイル 1 つ]:path:_files' \
          '--now=[現在とみなす時刻]:yyyy-mm-ddThh\:mm: ' \
          '--color=[色を付けるとき: auto(既定: 端末で、TERM が dumb でなく NO_COLOR もないとき)、always、never のどれか]:mode:(auto always never)' \
          '--lang=[使う言語: en か ja]:lang:(en ja)' \
          '(- *)'{-h,--help}'[ヘルプを表示します]' && ret=0 ;;
      (import)
        _arguments \
          '--journal=[ジャーナルのフォルダー、または Markdown ファイル 1 つ]:path:_files' \
          '--now=[現在とみなす時刻]:yyyy-mm-ddThh\:mm: ' \
          '--color=[色を付けるとき: auto(既定: 端末で、TERM が dumb でなく NO_COLOR もないとき)、always、never のどれか]:mode:(auto always never)' \
          '--lang=[使う言語: en か ja]:lang:(en ja)' \
          '(- *)'{-h,--help}'[ヘルプを表示します]' \
          '1:kind:(glucose)' \
          '*:file:_files' && ret=0 ;;
      (resolve)
        _arguments \
          '--dry-run[何をするかを表示するだけで、何もしません]' \
          '--forget-lost[このマシンが書いてなくなった行を、もう一度追記する代わりに報告しないようにします(わざと消した場合)]' \
          '--again[その日の投与が済んでいても、なくなった投与の行を追記します]' \
          '--estimates[代わりに、内蔵の表の現在の値で変わる推定を、直近 --days 日間の品目について固定し直します(--dry-run なら一覧と変わる kcal を表示するだけ)]' \
          '--days=[--estimates と: 今日で終わる n 日間(既定: 90)]:n: ' \
          '--journal=[ジャーナルのフォルダー、または Markdown ファイル 1 つ]:path:_files' \
          '--now=[現在とみなす時刻]:yyyy-mm-ddThh\:mm: ' \
          '--color=[色を付けるとき: auto(既定: 端末で、TERM が dumb でなく NO_COLOR もないとき)、always、never のどれか]:mode:(auto always never)' \
          '--lang=[使う言語: en か ja]:lang:(en ja)' \
          '(- *)'{-h,--help}'[ヘルプを表示します]' && ret=0 ;;
      (consent)
        _arguments \
          '--color=[色を付けるとき: auto(既定: 端末で、TERM が dumb でなく NO_COLOR もないとき)、always、never のどれか]:mode:(auto always never)' \
          '--lang=[使う言語: en か ja]:lang:(en ja)' \
          '(- *)'{-h,--help}'[ヘルプを表示します]' \
          '1::action:(grant revoke)' && ret=0 ;;
      (init)
        _arguments \
          '--date=[ファイルを作るジャーナル日(既定: 今日)]:date:(today yesterday sunday monday tuesday wednesday thursday friday saturday)' \
          '--journal=[<path> がないときにジャーナルを始めるフォルダー]:path:_files' \
          '--now=[現在とみなす時刻]:yyyy-mm-ddThh\:mm: ' \
          '--default[このマシンの既定のジャーナルにもします(config.yaml の「journal」]' \
          '--color=[色を付けるとき: auto(既定: 端末で、TERM が dumb でなく NO_COLOR もないとき)、always、never のどれか]:mode:(auto always never)' \
          '--lang=[使う言語: en か ja]:lang:(en ja)' \
          '(- *)'{-h,--help}'[ヘルプを表示します]' \
          '1::path:_files' && ret=0 ;;
      (lsp)
        _arguments \
          '--stdio[標準入出力を使います(既定]' \
          '--journal=[ジャーナルのフォルダー、または Markdown ファイル 1 つ]:path:_files' \
          '--now=[現在とみなす時刻]:yyyy-mm-ddThh\:mm: ' \
          '--color=[色を付けるとき: auto(既定: 端末で、TERM が dumb でなく NO_COLOR もないとき)、always、never のどれか]:mode:(auto always never)' \
          '--lang=[使う言語: en か ja]:lang:(en ja)' \
          '(- *)'{-h,--help}'[ヘルプを表示します]' && ret=0 ;;
      (completions)
        _arguments \
          '--color=[色を付けるとき: auto(既定: 端末で、TERM が dumb でなく NO_COLOR もないとき)、always、never のどれか]:mode:(auto always never)' \
          '--lang=[使う言語: en か ja]:lang:(en ja)' \
          '(- *)'{-h,--help}'[ヘルプを表示します]' \
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
