import DaybookCore

/// What this machine's settings and its external estimators say, in both languages.
public enum EstimatorMessage: Localizable, Hashable {
    // MARK: config.yaml (an unknown key is the journal's `ConfigMessage.unknownKey`)
    case estimatorMapping
    case commandNeedsCommand
    case openAINeedsURL
    case openAINeedsModel
    case keyNeverFromFile
    case kindChoices
    case langChoices(found: YAMLNode.Kind)
    case weekStartChoices(found: YAMLNode.Kind)
    case journalPath(found: YAMLNode.Kind)
    case followLinksChoices(found: YAMLNode.Kind)

    // MARK: Answers
    case noKcalInAnswer
    case answerInOtherLanguage(name: String)
    case keyVariableUnset(variable: String)
    case couldNotStart(program: String)
    case noAnswerWithin(seconds: Int)
    case exitStatus(Int32)
    case answerNotJSON
    case noAnswerFrom(url: String)
    case httpStatus(url: String, code: Int)
    case answerNotAskedJSON
    case keptBusy(url: String)

    public var localized: Localized {
        switch self {
        case .estimatorMapping:
            return Localized(
                en: "'estimator' must be a mapping, e.g. {kind: openai, url: …, model: …}",
                ja: "「estimator」はマッピングにしてください(例: {kind: openai, url: …, model: …})")
        case .commandNeedsCommand:
            return Localized(
                en: "an estimator of kind command needs 'command', the program to run",
                ja: "kind が command の推定器には、実行するプログラムを「command」に書いてください")
        case .openAINeedsURL:
            return Localized(
                en: "an estimator of kind openai needs 'url', e.g. "
                    + "http://localhost:11434/v1/chat/completions",
                ja: "kind が openai の推定器には「url」が必要です"
                    + "(例: http://localhost:11434/v1/chat/completions)")
        case .openAINeedsModel:
            return Localized(
                en: "an estimator of kind openai needs 'model', e.g. llama3.2",
                ja: "kind が openai の推定器には「model」が必要です(例: llama3.2)")
        case .keyNeverFromFile:
            return Localized(
                en: "an API key is never read from a file; name the environment variable that holds it "
                    + "with 'api_key_env'",
                ja: "API キーはファイルから読みません。キーを入れた環境変数の名前を「api_key_env」に"
                    + "書いてください")
        case .kindChoices:
            return Localized(
                en: "'kind' must be stub, command or openai",
                ja: "「kind」は stub、command、openai のどれかにしてください")
        case .langChoices(let found):
            return Localized(
                en: "'lang' must be en or ja, found \(found.localized.en)",
                ja: "「lang」は en か ja にしてください(書かれているのは\(found.localized.ja))")
        case .journalPath(let found):
            return Localized(
                en:
                    "'journal' must be the path of a journal folder or file, e.g. ~/journal, found \(found.localized.en)",
                ja: "「journal」はジャーナルのフォルダーかファイルのパスにしてください(例: ~/journal。書かれているのは"
                    + "\(found.localized.ja))")
        case .followLinksChoices(let found):
            return Localized(
                en: "'follow_links_outside' must be true or false, found \(found.localized.en)",
                ja: "「follow_links_outside」は true か false にしてください(書かれているのは\(found.localized.ja))")
        case .weekStartChoices(let found):
            return Localized(
                en: "'week_starts' must be sunday or monday, found \(found.localized.en)",
                ja: "「week_starts」は sunday か monday にしてください(書かれているのは\(found.localized.ja))")
        case .noKcalInAnswer:
            return Localized(
                en: "the answer has no kcal between 0 and 100000",
                ja: "答えに 0〜100000 の kcal がありません")
        case .answerInOtherLanguage(let name):
            return Localized(
                en: "the answer named the food in another language ('\(name)')",
                ja: "答えが食品を別の言語で呼んでいます(「\(name)」)")
        case .keyVariableUnset(let variable):
            return Localized(
                en: "the environment variable \(variable) holding the API key is not set",
                ja: "API キーを入れる環境変数 \(variable) が設定されていません")
        case .couldNotStart(let program):
            return Localized(en: "could not start \(program)", ja: "\(program) を起動できませんでした")
        case .noAnswerWithin(let seconds):
            return Localized(en: "no answer within \(seconds) s", ja: "\(seconds) 秒以内に答えがありません")
        case .exitStatus(let status):
            return Localized(en: "it exited with status \(status)", ja: "終了ステータス \(status) で終わりました")
        case .answerNotJSON:
            return Localized(en: "its answer is not JSON", ja: "答えが JSON ではありません")
        case .noAnswerFrom(let url):
            return Localized(en: "no answer from \(url)", ja: "\(url) から答えがありません")
        case .httpStatus(let url, let code):
            return Localized(en: "\(url) answered HTTP \(code)", ja: "\(url) が HTTP \(code) を返しました")
        case .answerNotAskedJSON:
            return Localized(en: "the answer is not the JSON asked for", ja: "答えが求めた形の JSON ではありません")
        case .keptBusy(let url):
            return Localized(en: "\(url) kept answering that it is busy", ja: "\(url) が混雑していると答え続けました")
        }
    }
}
