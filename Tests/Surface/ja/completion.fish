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
complete -c daybook -n '__daybook_using \'\'' -a 'status' -d '今日の残り kcal と、今日の投与の状況を表示します'
complete -c daybook -n '__daybook_using \'\'' -a 'show' -d 'その日を食事の日記として表示します: 食事と品目ごとの kcal とその出どころ'
complete -c daybook -n '__daybook_using \'\'' -a 'watch' -d '状況を表示し、ジャーナルが変わるたびに描き直します'
complete -c daybook -n '__daybook_using \'\'' -a 'add' -d 'その日の記録に 1 行追記し、何を数えたかを表示します'
complete -c daybook -n '__daybook_using \'\'' -a 'dose' -d '投与を記録します'
complete -c daybook -n '__daybook_using \'\'' -a 'learn' -d 'foods.yaml に食品を加えます'
complete -c daybook -n '__daybook_using \'\'' -a 'edit' -d 'その日の記録を $VISUAL か $EDITOR で開き、最後の行へ移ります'
complete -c daybook -n '__daybook_using \'\'' -a 'check' -d 'ジャーナル全体を調べ、問題をコンパイラーのように報告します'
complete -c daybook -n '__daybook_using \'\'' -a 'report' -d '期間を 1 日ずつ表示します: 目標に対する摂取量、各投与、平均、連続記録、傾向'
complete -c daybook -n '__daybook_using \'\'' -a 'calendar' -d 'cal のように 1 か月を表示し、各日に投与と摂取の印を付けます'
complete -c daybook -n '__daybook_using \'\'' -a 'export' -d 'すべての記録を CSV か JSON で、または投与・血糖・食事を Nightscout の treatments として書き出します'
complete -c daybook -n '__daybook_using \'\'' -a 'import' -d 'Nightscout、LibreView、Dexcom Clarity のエクスポートから血糖値をジャーナルに取り込みます'
complete -c daybook -n '__daybook_using \'\'' -a 'resolve' -d 'Syncthing の衝突コピーを元のファイルにまとめ、git の衝突マーカーを取り除きます'
complete -c daybook -n '__daybook_using \'\'' -a 'consent' -d 'このマシンの推定器に品目を送ることへの同意を表示・付与・取り消しします'
complete -c daybook -n '__daybook_using \'\'' -a 'init' -d 'ジャーナルを始めます: 説明付きの daybook.yaml、例の foods.yaml、今日のファイル、.gitattributes、.stignore を作ります'
complete -c daybook -n '__daybook_using \'\'' -a 'lsp' -d '言語サーバーを動かします: 残量、投与の状況、check の問題をエディターの中に表示します'
complete -c daybook -n '__daybook_using \'\'' -a 'completions' -d 'bash、zsh、fish の補完スクリプトを出力します'
complete -c daybook -n '__daybook_using \'\'' -a 'help' -d 'サブコマンドのヘルプを表示します'
complete -c daybook -n '__daybook_using \'\'' -l version -d 'バージョンを表示します'
complete -c daybook -s h -l help -d 'ヘルプを表示します'
complete -c daybook -n '__daybook_using help' -a 'status show watch add dose learn edit check report calendar export import resolve consent init lsp completions'

complete -c daybook -n '__daybook_using status' -l format -x -a 'text json line tmux waybar i3blocks' -d 'text(既定)、json、line(短い 1 行)、tmux(#[fg=…] の色付き)、waybar(カスタムモジュール用の JSON オブジェクト)、i3blocks(今日か昨日に打ち忘れや重複があるとき、またはエラーがあるとき終了コード 33)'
complete -c daybook -n '__daybook_using status' -l json -d '--format json と同じです'
complete -c daybook -n '__daybook_using status' -l date -x -a 'today yesterday sunday monday tuesday wednesday thursday friday saturday' -d '表示するジャーナル日(既定: 今日)'
complete -c daybook -n '__daybook_using status' -l journal -r -F -d 'ジャーナルのフォルダー、または Markdown ファイル 1 つ'
complete -c daybook -n '__daybook_using status' -l now -x -d '現在とみなす時刻'
complete -c daybook -n '__daybook_using status' -l color -x -a 'auto always never' -d '色を付けるとき: auto(既定: 端末で、TERM が dumb でなく NO_COLOR もないとき)、always、never のどれか'
complete -c daybook -n '__daybook_using status' -l lang -x -a 'en ja' -d '使う言語: en か ja'
complete -c daybook -n '__daybook_using \'\'' -l format -x -a 'text json line tmux waybar i3blocks' -d 'text(既定)、json、line(短い 1 行)、tmux(#[fg=…] の色付き)、waybar(カスタムモジュール用の JSON オブジェクト)、i3blocks(今日か昨日に打ち忘れや重複があるとき、またはエラーがあるとき終了コード 33)'
complete -c daybook -n '__daybook_using \'\'' -l json -d '--format json と同じです'
complete -c daybook -n '__daybook_using \'\'' -l date -x -a 'today yesterday sunday monday tuesday wednesday thursday friday saturday' -d '表示するジャーナル日(既定: 今日)'
complete -c daybook -n '__daybook_using \'\'' -l journal -r -F -d 'ジャーナルのフォルダー、または Markdown ファイル 1 つ'
complete -c daybook -n '__daybook_using \'\'' -l now -x -d '現在とみなす時刻'
complete -c daybook -n '__daybook_using \'\'' -l color -x -a 'auto always never' -d '色を付けるとき: auto(既定: 端末で、TERM が dumb でなく NO_COLOR もないとき)、always、never のどれか'
complete -c daybook -n '__daybook_using \'\'' -l lang -x -a 'en ja' -d '使う言語: en か ja'

complete -c daybook -n '__daybook_using show' -l json -d '同じ日を JSON オブジェクト 1 つで出力します(スクリプト向け)'
complete -c daybook -n '__daybook_using show' -l date -x -a 'today yesterday sunday monday tuesday wednesday thursday friday saturday' -d '日記として表示するジャーナル日(既定: 今日)'
complete -c daybook -n '__daybook_using show' -l journal -r -F -d 'ジャーナルのフォルダー、または Markdown ファイル 1 つ'
complete -c daybook -n '__daybook_using show' -l now -x -d '現在とみなす時刻'
complete -c daybook -n '__daybook_using show' -l color -x -a 'auto always never' -d '色を付けるとき: auto(既定: 端末で、TERM が dumb でなく NO_COLOR もないとき)、always、never のどれか'
complete -c daybook -n '__daybook_using show' -l lang -x -a 'en ja' -d '使う言語: en か ja'

complete -c daybook -n '__daybook_using watch' -l format -x -a 'text json line waybar' -d 'text(既定)、json(1 行に状況のオブジェクト 1 つ)、line か waybar(変更ごとに 1 行)'
complete -c daybook -n '__daybook_using watch' -l json -d '--format json と同じです'
complete -c daybook -n '__daybook_using watch' -l poll -d 'カーネルに頼らず数秒ごと(既定 2 秒)に変更を探します'
complete -c daybook -n '__daybook_using watch' -l date -x -a 'today yesterday sunday monday tuesday wednesday thursday friday saturday' -d '表示するジャーナル日(既定: 今日'
complete -c daybook -n '__daybook_using watch' -l journal -r -F -d 'ジャーナルのフォルダー、または Markdown ファイル 1 つ'
complete -c daybook -n '__daybook_using watch' -l now -x -d '現在とみなす時刻'
complete -c daybook -n '__daybook_using watch' -l color -x -a 'auto always never' -d '色を付けるとき: auto(既定: 端末で、TERM が dumb でなく NO_COLOR もないとき)、always、never のどれか'
complete -c daybook -n '__daybook_using watch' -l lang -x -a 'en ja' -d '使う言語: en か ja'

complete -c daybook -n '__daybook_using add' -l time -x -d '書き込む時刻(既定: 現在)'
complete -c daybook -n '__daybook_using add' -l slot -x -a 'breakfast lunch dinner snack' -d 'breakfast(朝食)、lunch(昼食)、dinner(夕食)、snack(間食)のどれか'
complete -c daybook -n '__daybook_using add' -l again -d 'その日の投与が済んでいても投与の行を書きます'
complete -c daybook -n '__daybook_using add' -l later -d '時刻が今より後でも書きます(投与はその時刻になってから数えます)'
complete -c daybook -n '__daybook_using add' -l copy -x -d '別の日の食事をもう一度、--time か今の時刻で追記します: DAY:SLOT か DAY:HH:MM(DAY は --date と同じ書き方'
complete -c daybook -n '__daybook_using add' -l date -x -a 'today yesterday sunday monday tuesday wednesday thursday friday saturday' -d '書き込むジャーナル日(既定: 今日)'
complete -c daybook -n '__daybook_using add' -l journal -r -F -d 'ジャーナルのフォルダー、または Markdown ファイル 1 つ'
complete -c daybook -n '__daybook_using add' -l now -x -d '現在とみなす時刻'
complete -c daybook -n '__daybook_using add' -l color -x -a 'auto always never' -d '色を付けるとき: auto(既定: 端末で、TERM が dumb でなく NO_COLOR もないとき)、always、never のどれか'
complete -c daybook -n '__daybook_using add' -l lang -x -a 'en ja' -d '使う言語: en か ja'
complete -c daybook -n '__daybook_using add; and test (__daybook_position) -ge 0' -f -a '(__daybook_journal_names foods)'

complete -c daybook -n '__daybook_using dose' -l time -x -d '書き込む時刻(既定: 現在)'
complete -c daybook -n '__daybook_using dose' -l again -d 'その日の投与が済んでいても記録します'
complete -c daybook -n '__daybook_using dose' -l later -d '時刻が今より後でも書きます(投与はその時刻になってから数えます)'
complete -c daybook -n '__daybook_using dose' -l date -x -a 'today yesterday sunday monday tuesday wednesday thursday friday saturday' -d '投与を記録するジャーナル日(既定: 今日)'
complete -c daybook -n '__daybook_using dose' -l journal -r -F -d 'ジャーナルのフォルダー、または Markdown ファイル 1 つ'
complete -c daybook -n '__daybook_using dose' -l now -x -d '現在とみなす時刻'
complete -c daybook -n '__daybook_using dose' -l color -x -a 'auto always never' -d '色を付けるとき: auto(既定: 端末で、TERM が dumb でなく NO_COLOR もないとき)、always、never のどれか'
complete -c daybook -n '__daybook_using dose' -l lang -x -a 'en ja' -d '使う言語: en か ja'
complete -c daybook -n '__daybook_using dose; and test (__daybook_position) -eq 0' -f -a '(__daybook_journal_names doses)'
complete -c daybook -n '__daybook_using dose; and test (__daybook_position) -eq 1' -f

complete -c daybook -n '__daybook_using learn' -l per-100g -d 'KCAL は 100 g あたりの値です'
complete -c daybook -n '__daybook_using learn' -l per-100ml -d 'KCAL は 100 ml あたりの値です'
complete -c daybook -n '__daybook_using learn' -l alias -x -d '別の名前'
complete -c daybook -n '__daybook_using learn' -l journal -r -F -d 'ジャーナルのフォルダー、または Markdown ファイル 1 つ'
complete -c daybook -n '__daybook_using learn' -l color -x -a 'auto always never' -d '色を付けるとき: auto(既定: 端末で、TERM が dumb でなく NO_COLOR もないとき)、always、never のどれか'
complete -c daybook -n '__daybook_using learn' -l lang -x -a 'en ja' -d '使う言語: en か ja'
complete -c daybook -n '__daybook_using learn; and test (__daybook_position) -eq 0' -f -a '(__daybook_journal_names foods)'
complete -c daybook -n '__daybook_using learn; and test (__daybook_position) -eq 1' -f

complete -c daybook -n '__daybook_using edit' -l date -x -a 'today yesterday sunday monday tuesday wednesday thursday friday saturday' -d 'ファイルを開くジャーナル日(既定: 今日)'
complete -c daybook -n '__daybook_using edit' -l journal -r -F -d 'ジャーナルのフォルダー、または Markdown ファイル 1 つ'
complete -c daybook -n '__daybook_using edit' -l now -x -d '現在とみなす時刻'
complete -c daybook -n '__daybook_using edit' -l color -x -a 'auto always never' -d '色を付けるとき: auto(既定: 端末で、TERM が dumb でなく NO_COLOR もないとき)、always、never のどれか'
complete -c daybook -n '__daybook_using edit' -l lang -x -a 'en ja' -d '使う言語: en か ja'

complete -c daybook -n '__daybook_using check' -l strict -d '同期ツールやマージが残したもの(git の衝突マーカー、Syncthing の衝突コピー)をエラーとして数えます'
complete -c daybook -n '__daybook_using check' -l journal -r -F -d 'ジャーナルのフォルダー、または Markdown ファイル 1 つ'
complete -c daybook -n '__daybook_using check' -l now -x -d '現在とみなす時刻'
complete -c daybook -n '__daybook_using check' -l color -x -a 'auto always never' -d '色を付けるとき: auto(既定: 端末で、TERM が dumb でなく NO_COLOR もないとき)、always、never のどれか'
complete -c daybook -n '__daybook_using check' -l lang -x -a 'en ja' -d '使う言語: en か ja'

complete -c daybook -n '__daybook_using report' -l days -x -d '--date で終わる n 日間(既定: 直近 7 日間)'
complete -c daybook -n '__daybook_using report' -l week -d '--date を含む週'
complete -c daybook -n '__daybook_using report' -l month -x -a 'this last' -d '1 か月全体'
complete -c daybook -n '__daybook_using report' -l from -x -a 'today yesterday sunday monday tuesday wednesday thursday friday saturday' -d '最初の日(--to まで、なければ --date まで)'
complete -c daybook -n '__daybook_using report' -l to -x -a 'today yesterday sunday monday tuesday wednesday thursday friday saturday' -d '最後の日'
complete -c daybook -n '__daybook_using report' -l format -x -a 'text md csv json html' -d 'text(既定)、md(メモに貼れる Markdown の表)、csv(1 日 1 行)、json、html(血糖値・投与・摂取量を載せた印刷用のページ)'
complete -c daybook -n '__daybook_using report' -l json -d '--format json と同じです'
complete -c daybook -n '__daybook_using report' -l glucose-profile -d 'text で、日ごとの代わりに時間帯ごとの血糖値を表示します'
complete -c daybook -n '__daybook_using report' -l by -x -a 'item' -d 'item: --format csv で、1 日 1 行の代わりに品目ごとに 1 行(kcal の出どころ付き)'
complete -c daybook -n '__daybook_using report' -l date -x -a 'today yesterday sunday monday tuesday wednesday thursday friday saturday' -d '--days、--week、--from の期間が終わる日(既定: 今日)'
complete -c daybook -n '__daybook_using report' -l no-cache -d 'すべてのファイルを読み、この機械のレポート用キャッシュを使いません'
complete -c daybook -n '__daybook_using report' -l journal -r -F -d 'ジャーナルのフォルダー、または Markdown ファイル 1 つ'
complete -c daybook -n '__daybook_using report' -l now -x -d '現在とみなす時刻'
complete -c daybook -n '__daybook_using report' -l color -x -a 'auto always never' -d '色を付けるとき: auto(既定: 端末で、TERM が dumb でなく NO_COLOR もないとき)、always、never のどれか'
complete -c daybook -n '__daybook_using report' -l lang -x -a 'en ja' -d '使う言語: en か ja'

complete -c daybook -n '__daybook_using calendar' -l month -x -a 'this last' -d '表示する月(既定: --date の月)'
complete -c daybook -n '__daybook_using calendar' -l date -x -a 'today yesterday sunday monday tuesday wednesday thursday friday saturday' -d '--month がないときに表示する月の中の 1 日(既定: 今日)'
complete -c daybook -n '__daybook_using calendar' -l journal -r -F -d 'ジャーナルのフォルダー、または Markdown ファイル 1 つ'
complete -c daybook -n '__daybook_using calendar' -l now -x -d '現在とみなす時刻'
complete -c daybook -n '__daybook_using calendar' -l color -x -a 'auto always never' -d '色を付けるとき: auto(既定: 端末で、TERM が dumb でなく NO_COLOR もないとき)、always、never のどれか'
complete -c daybook -n '__daybook_using calendar' -l lang -x -a 'en ja' -d '使う言語: en か ja'

complete -c daybook -n '__daybook_using export' -l format -x -a 'csv json nightscout nightscout-v3' -d 'csv(既定)、json、nightscout、nightscout-v3'
complete -c daybook -n '__daybook_using export' -l from -x -a 'today yesterday sunday monday tuesday wednesday thursday friday saturday' -d '最初の日(既定: ジャーナルの最初の日)'
complete -c daybook -n '__daybook_using export' -l to -x -a 'today yesterday sunday monday tuesday wednesday thursday friday saturday' -d '最後の日(既定: ジャーナルの最後の日)'
complete -c daybook -n '__daybook_using export' -l delete-query -d 'nightscout の形式で: treatments の代わりに、これらの日について daybook が送った treatments を取り消す DELETE 要求のパスとクエリを出力します'
complete -c daybook -n '__daybook_using export' -l journal -r -F -d 'ジャーナルのフォルダー、または Markdown ファイル 1 つ'
complete -c daybook -n '__daybook_using export' -l now -x -d '現在とみなす時刻'
complete -c daybook -n '__daybook_using export' -l color -x -a 'auto always never' -d '色を付けるとき: auto(既定: 端末で、TERM が dumb でなく NO_COLOR もないとき)、always、never のどれか'
complete -c daybook -n '__daybook_using export' -l lang -x -a 'en ja' -d '使う言語: en か ja'

complete -c daybook -n '__daybook_using import' -l journal -r -F -d 'ジャーナルのフォルダー、または Markdown ファイル 1 つ'
complete -c daybook -n '__daybook_using import' -l now -x -d '現在とみなす時刻'
complete -c daybook -n '__daybook_using import' -l color -x -a 'auto always never' -d '色を付けるとき: auto(既定: 端末で、TERM が dumb でなく NO_COLOR もないとき)、always、never のどれか'
complete -c daybook -n '__daybook_using import' -l lang -x -a 'en ja' -d '使う言語: en か ja'
complete -c daybook -n '__daybook_using import; and test (__daybook_position) -eq 0' -f -a 'glucose'
complete -c daybook -n '__daybook_using import; and test (__daybook_position) -ge 1' -F

complete -c daybook -n '__daybook_using resolve' -l dry-run -d '何をするかを表示するだけで、何もしません'
complete -c daybook -n '__daybook_using resolve' -l forget-lost -d 'このマシンが書いてなくなった行を、もう一度追記する代わりに報告しないようにします(わざと消した場合)'
complete -c daybook -n '__daybook_using resolve' -l again -d 'その日の投与が済んでいても、なくなった投与の行を追記します'
complete -c daybook -n '__daybook_using resolve' -l estimates -d '代わりに、内蔵の表の現在の値で変わる推定を、直近 --days 日間の品目について固定し直します(--dry-run なら一覧と変わる kcal を表示するだけ)'
complete -c daybook -n '__daybook_using resolve' -l days -x -d '--estimates と: 今日で終わる n 日間(既定: 90)'
complete -c daybook -n '__daybook_using resolve' -l journal -r -F -d 'ジャーナルのフォルダー、または Markdown ファイル 1 つ'
complete -c daybook -n '__daybook_using resolve' -l now -x -d '現在とみなす時刻'
complete -c daybook -n '__daybook_using resolve' -l color -x -a 'auto always never' -d '色を付けるとき: auto(既定: 端末で、TERM が dumb でなく NO_COLOR もないとき)、always、never のどれか'
complete -c daybook -n '__daybook_using resolve' -l lang -x -a 'en ja' -d '使う言語: en か ja'

complete -c daybook -n '__daybook_using consent' -l color -x -a 'auto always never' -d '色を付けるとき: auto(既定: 端末で、TERM が dumb でなく NO_COLOR もないとき)、always、never のどれか'
complete -c daybook -n '__daybook_using consent' -l lang -x -a 'en ja' -d '使う言語: en か ja'
complete -c daybook -n '__daybook_using consent; and test (__daybook_position) -eq 0' -f -a 'grant revoke'

complete -c daybook -n '__daybook_using init' -l date -x -a 'today yesterday sunday monday tuesday wednesday thursday friday saturday' -d 'ファイルを作るジャーナル日(既定: 今日)'
complete -c daybook -n '__daybook_using init' -l journal -r -F -d '<path> がないときにジャーナルを始めるフォルダー'
complete -c daybook -n '__daybook_using init' -l now -x -d '現在とみなす時刻'
complete -c daybook -n '__daybook_using init' -l default -d 'このマシンの既定のジャーナルにもします(config.yaml の「journal」'
complete -c daybook -n '__daybook_using init' -l color -x -a 'auto always never' -d '色を付けるとき: auto(既定: 端末で、TERM が dumb でなく NO_COLOR もないとき)、always、never のどれか'
complete -c daybook -n '__daybook_using init' -l lang -x -a 'en ja' -d '使う言語: en か ja'
complete -c daybook -n '__daybook_using init; and test (__daybook_position) -eq 0' -F

complete -c daybook -n '__daybook_using lsp' -l stdio -d '標準入出力を使います(既定'
complete -c daybook -n '__daybook_using lsp' -l journal -r -F -d 'ジャーナルのフォルダー、または Markdown ファイル 1 つ'
complete -c daybook -n '__daybook_using lsp' -l now -x -d '現在とみなす時刻'
complete -c daybook -n '__daybook_using lsp' -l color -x -a 'auto always never' -d '色を付けるとき: auto(既定: 端末で、TERM が dumb でなく NO_COLOR もないとき)、always、never のどれか'
complete -c daybook -n '__daybook_using lsp' -l lang -x -a 'en ja' -d '使う言語: en か ja'

complete -c daybook -n '__daybook_using completions' -l color -x -a 'auto always never' -d '色を付けるとき: auto(既定: 端末で、TERM が dumb でなく NO_COLOR もないとき)、always、never のどれか'
complete -c daybook -n '__daybook_using completions' -l lang -x -a 'en ja' -d '使う言語: en か ja'
complete -c daybook -n '__daybook_using completions; and test (__daybook_position) -eq 0' -f -a 'bash zsh fish'
