/// A food's name cut into the tokens a reader weighs: Latin words, and each kana or kanji on its own (Japanese
/// writes compounds without spaces, so `天ぷらそば` is the tokens 天 ぷ ら そ ば). Joining a run of tokens gives back
/// the name in matching form: Latin words with one space between them, CJK tokens side by side.
struct DishName {
    struct Token: Equatable {
        var text: String
        var isCJK: Bool
        /// Whether a space (or a comma) came before it in the name.
        var spaced = true
    }

    private(set) var tokens: [Token] = []

    /// `name` in matching form (see `TextFolding.matchKey`). A Latin word runs to a space, a kana or kanji, or
    /// punctuation; `&` and `+` inside a word stay in it (`m&m's`), standing alone they are words of their own.
    init(_ name: String) {
        var word = ""
        var wordStartsAfterSpace = true
        var afterSpace = true
        func endWord() {
            if !word.isEmpty { tokens.append(Token(text: word, isCJK: false, spaced: wordStartsAfterSpace)) }
            word = ""
        }
        for scalar in name.unicodeScalars {
            if scalar.isCJK {
                endWord()
                tokens.append(Token(text: String(Character(scalar)), isCJK: true, spaced: afterSpace))
                afterSpace = false
            } else if scalar == "/", word == "w" {
                // `w/` (with) and `w/o` (without) are words of their own.
                word.unicodeScalars.append(scalar)
            } else if scalar == " " || DishName.punctuation.contains(scalar) || !DishName.isWordPart(scalar) {
                endWord()
                afterSpace = afterSpace || scalar == " " || scalar == ","
            } else {
                if word.isEmpty { wordStartsAfterSpace = afterSpace }
                word.unicodeScalars.append(scalar)
                afterSpace = false
            }
        }
        endWord()
    }

    /// Letters, marks and digits of any script, and the `'`, `-`, `&`, `+` and `.` that words carry (`m&m's`,
    /// `7-eleven`, `c.c.レモン`); control and format characters (an escape, a bidirectional override) are not.
    private static func isWordPart(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isLatinWordPart || scalar == "&" || scalar == "+" || scalar == "." { return true }
        guard !scalar.isASCII else { return false }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .nonspacingMark,
            .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    /// The punctuation that ends a word (`Lexicon.wordBreaks`), from every lexicon.
    private static let punctuation = Set(Lexicon.words { $0.wordBreaks }.flatMap(\.unicodeScalars))

    init(tokens: [Token]) {
        self.tokens = tokens
    }

    var isEmpty: Bool { tokens.isEmpty }
    var count: Int { tokens.count }

    /// The tokens `range` joined into a name in matching form.
    func text(_ range: Range<Int>) -> String {
        var out = ""
        for token in tokens[range] {
            if !out.isEmpty, token.spaced { out += " " }
            out += token.text
        }
        return out
    }

    var text: String { text(0..<tokens.count) }

    /// The same name with its last Latin word made singular in each way English does (`cherries` → `cherry`).
    func singulars(_ range: Range<Int>) -> [String] {
        guard let last = range.last, !tokens[last].isCJK else { return [] }
        let head = range.count > 1 ? text(range.lowerBound..<last) : ""
        return DishName.singulars(of: tokens[last].text).map { head.isEmpty ? $0 : head + " " + $0 }
    }

    /// English singulars to try: drop `s`, drop `es`, `ies` → `y`.
    static func singulars(of word: String) -> [String] {
        let bytes = word.utf8
        guard bytes.last == UInt8(ascii: "s"), bytes.count > 2 else { return [] }
        var result: [String] = []
        if word.hasSuffix("ies"), bytes.count > 3 { result.append(String(word.dropLast(3)) + "y") }
        if word.hasSuffix("es") { result.append(String(word.dropLast(2))) }
        result.append(String(word.dropLast()))
        return result
    }
}
