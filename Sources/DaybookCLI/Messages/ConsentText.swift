import DaybookCore

/// What `daybook consent` says: what an external estimator is sent, to whom, what is never sent, and the person's
/// say in it. In both languages, each as one whole text.
enum ConsentText: Localizable, Hashable {
    case builtInNothingToGrant
    case builtInNoConsentNeeded(settingsPath: String)
    case recorded(path: String, destination: String)
    case revoked(builtInRemains: Bool)
    case givenOn(LocalDate)
    case givenForOther(date: LocalDate, destination: String)
    case notGiven
    case toProgram(String)
    case toEndpoint(url: String, model: String, keyVariable: String?)
    case explanation(estimator: String, destination: String, state: Localized, receiver: Localized)

    var localized: Localized {
        switch self {
        case .builtInNothingToGrant:
            return Localized(
                en: "The built-in table estimates here: nothing is sent anywhere, so there is nothing to "
                    + "consent to.\n",
                ja: "このマシンでは内蔵の表で推定します。どこにも何も送らないので、同意するものはありません。\n")
        case .builtInNoConsentNeeded(let settingsPath):
            return Localized(
                en: "The built-in table estimates here: nothing is sent anywhere, so no consent is "
                    + "needed.\nTo use another estimator, set 'estimator' in \(settingsPath).\n",
                ja: "このマシンでは内蔵の表で推定します。どこにも何も送らないので、同意は要りません。\n"
                    + "別の推定器を使うには \(settingsPath) の「estimator」を設定してください。\n")
        case .recorded(let path, let destination):
            return Localized(
                en: "Consent recorded in \(path): food items may be sent to \(destination).\n"
                    + "Run 'daybook consent revoke' to stop.\n",
                ja: "同意を \(path) に記録しました: 品目を \(destination) に送ることがあります。\n"
                    + "やめるには「daybook consent revoke」を実行してください。\n")
        case .revoked(let builtInRemains):
            return Localized(
                en: "No consent: nothing is sent to any estimator"
                    + (builtInRemains ? "; only the built-in table estimates" : "") + ".\n",
                ja: "同意はありません: どの推定器にも何も送りません"
                    + (builtInRemains ? "。推定は内蔵の表だけで行います" : "") + "。\n")
        case .givenOn(let date):
            return Localized(en: "given on \(date)", ja: "\(date) に同意済み")
        case .givenForOther(let date, let destination):
            return Localized(
                en: "not given for this destination (it was given on \(date) for \(destination))",
                ja: "この送り先への同意はありません(\(date) に \(destination) への同意がありました)")
        case .notGiven:
            return Localized(en: "not given", ja: "まだありません")
        case .toProgram(let command):
            return Localized(
                en: "the program '\(command)', started on this machine with the item on its standard "
                    + "input (what it does with it is up to the program)",
                ja: "このマシンで起動するプログラム「\(command)」。品目を標準入力に渡します(それを"
                    + "どう扱うかはプログラム次第です)")
        case .toEndpoint(let url, let model, let keyVariable):
            return Localized(
                en: "\(url), model \(model), over HTTP with curl"
                    + (keyVariable.map { ", with the API key from the environment variable \($0)" } ?? ""),
                ja: "\(url)(モデル \(model))。curl で HTTP 経由で送ります"
                    + (keyVariable.map { "。API キーは環境変数 \($0) から読みます" } ?? ""))
        case .explanation(let estimator, let destination, let state, let receiver):
            return Localized(
                en: """
                    Estimator: \(estimator) (\(destination))
                    Consent: \(state.en)

                    When an item is a food no source knows (not in foods.yaml, never written with kcal, not pinned), daybook
                    can ask this estimator for its kcal. For each such item it sends exactly:
                      - the text of that one item as you wrote it, e.g. "gyoza 6個"
                      - its language, "ja" or "en"
                    It never sends dates or times, doses, notes or any other line or item, file names, paths, the journal's
                    location, or anything about you or this machine.
                    To: \(receiver.en).
                    The answer is pinned in the journal's .daybook/estimates.yaml, so an item is asked about once.

                    'daybook consent grant' allows it; 'daybook consent revoke' stops it. Pointing the estimator elsewhere
                    voids the consent.

                    """,
                ja: """
                    推定器: \(estimator)(\(destination))
                    同意: \(state.ja)

                    どの情報源も知らない食品の品目(foods.yaml になく、kcal 付きで書いたこともなく、固定した推定値も
                    ないもの)があると、daybook はこの推定器にその kcal を問い合わせることがあります。そうした品目
                    1 つにつき、送るのは次のものだけです:
                      - その品目 1 つの、書いたとおりの文字列(例: 「gyoza 6個」)
                      - その言語(「ja」か「en」)
                    日付や時刻、投与、メモ、ほかの行や品目、ファイル名、パス、ジャーナルの場所、あなたやこの
                    マシンについての情報は、一切送りません。
                    送り先: \(receiver.ja)。
                    答えはジャーナルの .daybook/estimates.yaml に固定するので、同じ品目を問い合わせるのは 1 回だけです。

                    「daybook consent grant」で許可し、「daybook consent revoke」でやめます。推定器の送り先を
                    変えると同意は無効になります。

                    """)
        }
    }
}
