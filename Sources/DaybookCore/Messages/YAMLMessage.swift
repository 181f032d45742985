/// What the YAML layer says about a file it cannot read, or a value of the wrong shape, in both languages.
public enum YAMLMessage: Localizable, Hashable {
    /// libyaml's own problem (`did not find expected key`) and context (`while parsing a block mapping`).
    case syntax(problem: String?, context: String?)
    case moreThanOneDocument
    case unknownAlias(name: String)
    case tooManyNodes(limit: Int)
    case removeWhatIsNotNeeded
    case nestedTooDeep(limit: Int)
    case aliasNestsTooDeep(name: String, limit: Int)
    case useFewerAliases
    case aliasesBringTooMuch(limit: Int, name: String)
    case writeValuesOut
    case duplicateKey(key: String, firstLine: Int)
    /// The hint under a syntax error: how to fix it, and what is ignored until then.
    case ignoredUntilFixed(hint: Localized?, ignored: YAMLReport.Ignored)
    case moreProblems(errors: Int, warnings: Int, shown: Int)
    case fixThoseFirst
    case expectedMapping(found: YAMLNode.Kind)
    case wholeNumber(key: String, range: ClosedRange<Int>, found: YAMLNode.Kind)
    case number(key: String, range: ClosedRange<Int>, found: YAMLNode.Kind)
    case listOfNames(key: String, found: YAMLNode.Kind)

    public var localized: Localized {
        switch self {
        case .syntax(let problem, let context):
            let en = [problem ?? "malformed YAML", context].compactMap { $0 }.joined(separator: " ")
            let ja = [context.map(YAMLMessage.japaneseContext), YAMLMessage.japaneseProblem(problem)]
                .compactMap { $0 }.joined(separator: ": ")
            return Localized(en: en, ja: ja)
        case .moreThanOneDocument:
            return Localized(
                en: "more than one YAML document; daybook reads one",
                ja: "YAML の文書が複数あります。daybook が読むのは 1 つだけです")
        case .unknownAlias(let name):
            return Localized(en: "unknown alias '*\(name)'", ja: "エイリアス「*\(name)」が定義されていません")
        case .tooManyNodes(let limit):
            return Localized(
                en: "more than \(limit) keys, values and list items; daybook reads no more",
                ja: "キー・値・リスト項目が \(limit) 個を超えています。それ以上は読みません")
        case .removeWhatIsNotNeeded:
            return Localized(en: "remove what daybook does not need", ja: "daybook に不要な部分を削ってください")
        case .nestedTooDeep(let limit):
            return Localized(en: "nested more than \(limit) levels deep", ja: "入れ子が \(limit) 段を超えています")
        case .aliasNestsTooDeep(let name, let limit):
            return Localized(
                en: "alias '*\(name)' nests lists and mappings more than \(limit) levels deep",
                ja: "エイリアス「*\(name)」でリストとマッピングの入れ子が \(limit) 段を超えます")
        case .useFewerAliases:
            return Localized(en: "use fewer aliases inside aliases", ja: "エイリアスの中のエイリアスを減らしてください")
        case .aliasesBringTooMuch(let limit, let name):
            return Localized(
                en: "aliases bring more than \(limit) values into this document; daybook stops at alias "
                    + "'*\(name)'",
                ja: "エイリアスで持ち込まれる値が \(limit) 個を超えるため、エイリアス「*\(name)」で"
                    + "読むのをやめました")
        case .writeValuesOut:
            return Localized(
                en: "write the values out instead of repeating aliases",
                ja: "エイリアスを繰り返さず、値をそのまま書いてください")
        case .duplicateKey(let key, let firstLine):
            return Localized(
                en: "duplicate key '\(key)' (first at line \(firstLine))",
                ja: "キー「\(key)」が重複しています(最初は \(firstLine) 行目)")
        case .ignoredUntilFixed(let hint, let ignored):
            let fix = hint ?? Localized(en: "fix the YAML syntax", ja: "YAML の書き方を直してください")
            return Localized(
                en: "\(fix.en); until then \(ignored.localized.en) is ignored",
                ja: "\(fix.ja)。直るまで\(ignored.localized.ja)は無視されます")
        case .moreProblems(let errors, let warnings, let shown):
            let count = errors + warnings
            let kinds = [(errors, "error"), (warnings, "warning")].filter { $0.0 > 0 }
                .map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }.joined(separator: " and ")
            let jaKinds = [(errors, "エラー"), (warnings, "警告")].filter { $0.0 > 0 }
                .map { "\($0.1) \($0.0) 件" }.joined(separator: "、")
            return Localized(
                en: "\(count) more \(count == 1 ? "problem" : "problems") not shown (\(kinds)): daybook "
                    + "shows the first \(shown) of a YAML file",
                ja: "ほかに \(count) 件の問題があります(\(jaKinds))。YAML ファイル 1 つにつき最初の "
                    + "\(shown) 件だけを表示します")
        case .fixThoseFirst:
            return Localized(
                en: "fix those first; the rest show up when they are gone",
                ja: "まず表示された問題を直してください。直せば残りが表示されます")
        case .expectedMapping(let found):
            return Localized(
                en: "expected a mapping of keys to values, found \(found.localized.en)",
                ja: "キーと値のマッピングが必要です(書かれているのは\(found.localized.ja))")
        case .wholeNumber(let key, let range, let found):
            return Localized(
                en: "'\(key)' must be a whole number from \(range.lowerBound) to \(range.upperBound), "
                    + "found \(found.localized.en)",
                ja: "「\(key)」は \(range.lowerBound) から \(range.upperBound) までの整数にしてください"
                    + "(書かれているのは\(found.localized.ja))")
        case .number(let key, let range, let found):
            return Localized(
                en: "'\(key)' must be a number from \(range.lowerBound) to \(range.upperBound), found "
                    + found.localized.en,
                ja: "「\(key)」は \(range.lowerBound) から \(range.upperBound) までの数にしてください"
                    + "(書かれているのは\(found.localized.ja))")
        case .listOfNames(let key, let found):
            return Localized(
                en: "'\(key)' must be a list of names, found \(found.localized.en)",
                ja: "「\(key)」は名前のリストにしてください(書かれているのは\(found.localized.ja))")
        }
    }

    /// libyaml's problems in Japanese; one it may add later is shown as it says it.
    private static func japaneseProblem(_ problem: String?) -> String {
        guard let problem else { return "YAML の書き方が正しくありません" }
        switch problem {
        case "did not find expected key": return "キーがあるべき所にありません"
        case "did not find expected node content": return "値があるべき所にありません"
        case "did not find expected '-' indicator": return "リスト項目の「-」があるべき所にありません"
        case "did not find expected ',' or ']'": return "「,」か「]」があるべき所にありません"
        case "did not find expected ',' or '}'": return "「,」か「}」があるべき所にありません"
        case "could not find expected ':'": return "「:」が見つかりません"
        case "did not find expected comment or line break": return "コメントか改行があるべき所にありません"
        case "did not find expected whitespace or line break": return "空白か改行があるべき所にありません"
        case "did not find expected whitespace": return "空白があるべき所にありません"
        case "did not find expected <document start>": return "文書の始まりがありません"
        case "did not find expected alphabetic or numeric character": return "英数字があるべき所にありません"
        case "did not find expected hexdecimal number": return "16 進数があるべき所にありません"
        case "mapping values are not allowed in this context": return "ここにマッピングの値は書けません"
        case "mapping keys are not allowed in this context": return "ここにマッピングのキーは書けません"
        case "block sequence entries are not allowed in this context": return "ここにリスト項目は書けません"
        case "found character that cannot start any token": return "ここに書けない文字があります"
        case "found a tab character that violates indentation": return "字下げにタブ文字が使われています"
        case "found a tab character where an indentation space is expected":
            return "字下げの空白の代わりにタブ文字があります"
        case "found unexpected end of stream": return "途中でファイルが終わっています"
        case "found unexpected ':'": return "思わぬ所に「:」があります"
        case "found unexpected document indicator": return "思わぬ所に文書の区切りがあります"
        case "found unknown escape character": return "知らないエスケープ文字があります"
        case "found undefined alias": return "定義されていないエイリアスがあります"
        case "found duplicate anchor; first occurrence": return "アンカーが重複しています"
        case "found undefined tag handle": return "定義されていないタグがあります"
        case "control characters are not allowed": return "制御文字は書けません"
        case "invalid leading UTF-8 octet", "invalid trailing UTF-8 octet", "incomplete UTF-8 octet sequence",
            "invalid length of a UTF-8 sequence", "found an incorrect leading UTF-8 octet",
            "found an incorrect trailing UTF-8 octet":
            return "UTF-8 として読めないバイトがあります"
        case "invalid Unicode character": return "使えない Unicode 文字があります"
        case "input is too long": return "入力が長すぎます"
        default: return "YAML の書き方が正しくありません(libyaml: \(problem))"
        }
    }

    /// libyaml's contexts in Japanese: where the problem was met.
    private static func japaneseContext(_ context: String) -> String {
        switch context {
        case "while parsing a block mapping": return "ブロック形式のマッピングを読んでいる途中"
        case "while parsing a block collection": return "ブロック形式のリストを読んでいる途中"
        case "while parsing a flow mapping": return "{…} 形式のマッピングを読んでいる途中"
        case "while parsing a flow sequence": return "[…] 形式のリストを読んでいる途中"
        case "while parsing a block node", "while parsing a flow node", "while parsing a node":
            return "値を読んでいる途中"
        case "while scanning a simple key": return "キーを読んでいる途中"
        case "while scanning a quoted scalar", "while parsing a quoted scalar": return "引用符で囲まれた文字列を読んでいる途中"
        case "while scanning a plain scalar": return "文字列を読んでいる途中"
        case "while scanning a block scalar": return "ブロック形式の文字列を読んでいる途中"
        case "while scanning an alias": return "エイリアスを読んでいる途中"
        case "while scanning an anchor": return "アンカーを読んでいる途中"
        case "while scanning a tag", "while parsing a tag": return "タグを読んでいる途中"
        case "while scanning for the next token": return "次の要素を探している途中"
        default: return "YAML を読んでいる途中"
        }
    }
}
