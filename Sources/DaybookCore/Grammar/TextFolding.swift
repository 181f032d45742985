/// How daybook compares text a person typed: full-width ASCII as ASCII, case-insensitive, spaces collapsed.
enum TextFolding {
    /// Full-width ASCII (`１９：３０`, `ＡＢＣ`) to ASCII, the ideographic space to a space, the minus sign to `-`.
    /// One scalar in, one scalar out, so positions in folded text are positions in the original.
    static func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0xFF01...0xFF5E: return Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar
        case 0x3000: return " "
        case 0x2212: return "-"
        default: return scalar
        }
    }

    static func fold(_ scalars: some Sequence<Unicode.Scalar>) -> [Unicode.Scalar] {
        scalars.map(fold)
    }

    /// The form names are matched in: folded, lower-cased, runs of spaces as one, trimmed.
    static func matchKey(_ text: some StringProtocol) -> String {
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            let folded = fold(scalar)
            if folded.isSpace {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace {
                out.append(" ")
                pendingSpace = false
            }
            out.append(folded)
        }
        return String(out).lowercased()
    }

    static func matchKey(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return matchKey(String(view))
    }
}

extension Unicode.Scalar {
    var isSpace: Bool { self == " " || self == "\t" }
    var isDigit: Bool { value >= 0x30 && value <= 0x39 }
    var digitValue: Int { Int(value) - 0x30 }

    /// Latin letters, ASCII and accented; a Latin name must match as a whole word.
    var isLatinLetter: Bool {
        switch value {
        case 0x41...0x5A, 0x61...0x7A: return true
        case 0xC0...0x24F: return value != 0xD7 && value != 0xF7
        default: return false
        }
    }

    /// Characters that continue a Latin word: letters, digits, apostrophe, hyphen.
    var isLatinWordPart: Bool { isLatinLetter || isDigit || self == "'" || self == "-" }

    /// Kana, kanji and hangul: scripts written without spaces, where a name may match anywhere.
    var isCJK: Bool {
        switch value {
        case 0x3005, 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
             0xAC00...0xD7AF, 0xFF66...0xFF9F:
            return true
        default:
            return false
        }
    }

    var lowercasedASCII: Unicode.Scalar {
        (value >= 0x41 && value <= 0x5A) ? Unicode.Scalar(UInt8(value + 0x20)) : self
    }
}

/// A String from a run of scalars.
func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    return String(view)
}

/// Index just past the spaces and tabs starting at `index`.
func skipSpaces(_ s: [Unicode.Scalar], from index: Int, to end: Int? = nil) -> Int {
    let limit = end ?? s.count
    var i = index
    while i < limit, s[i].isSpace { i += 1 }
    return i
}

/// Whether `s` holds `word` at `index`, comparing ASCII letters case-insensitively.
func hasWord(_ s: [Unicode.Scalar], _ word: [Unicode.Scalar], at index: Int, end: Int? = nil) -> Bool {
    let limit = end ?? s.count
    guard index >= 0, index + word.count <= limit else { return false }
    for k in 0..<word.count where s[index + k].lowercasedASCII != word[k] {
        return false
    }
    return true
}

/// The longest of `words` found at `index`, as its length; `words` must be sorted longest first.
func longestWord(_ s: [Unicode.Scalar], _ words: [[Unicode.Scalar]], at index: Int, end: Int? = nil) -> Int? {
    for word in words where hasWord(s, word, at: index, end: end) {
        return word.count
    }
    return nil
}

/// Scalars of each word, longest first, for `longestWord`.
func wordList(_ words: [String]) -> [[Unicode.Scalar]] {
    words.map { Array($0.unicodeScalars) }.sorted { $0.count > $1.count }
}
