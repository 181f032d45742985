/// How daybook compares text a person typed: full-width ASCII as ASCII, half-width katakana as full-width,
/// case-insensitive, spaces collapsed.
enum TextFolding {
    /// Full-width ASCII (`１９：３０`, `ＡＢＣ`) to ASCII, half-width katakana (`ﾗﾝﾀｽ`) to full-width, the ideographic
    /// space to a space, the minus sign to `-`, typographic apostrophes (`’` `‘` `ʼ`) to `'`. One scalar in, one
    /// scalar out, so positions in folded text are positions in the original: a half-width voiced mark (`ﾞ`, `ﾟ`)
    /// stays a mark of its own (`゛`, `゜`) here; `matchKey` and `widened` join it to the kana before it.
    static func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0xFF01...0xFF5E: return Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar
        case 0xFF61...0xFF9F: return Unicode.Scalar(halfWidthKatakana[Int(scalar.value - 0xFF61)]) ?? scalar
        case 0x3000: return " "
        case 0x2212: return "-"
        // Typographic apostrophes (iOS and macOS type `’` in `didn’t`).
        case 0x2018, 0x2019, 0x02BC: return "'"
        default: return scalar
        }
    }

    /// Full-width forms of U+FF61–FF9F, in order: punctuation, small kana, the long-vowel mark, kana, voiced marks.
    private static let halfWidthKatakana: [UInt32] = [
        0x3002, 0x300C, 0x300D, 0x3001, 0x30FB, 0x30F2, 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30E3, 0x30E5,
        0x30E7, 0x30C3, 0x30FC, 0x30A2, 0x30A4, 0x30A6, 0x30A8, 0x30AA, 0x30AB, 0x30AD, 0x30AF, 0x30B1, 0x30B3,
        0x30B5, 0x30B7, 0x30B9, 0x30BB, 0x30BD, 0x30BF, 0x30C1, 0x30C4, 0x30C6, 0x30C8, 0x30CA, 0x30CB, 0x30CC,
        0x30CD, 0x30CE, 0x30CF, 0x30D2, 0x30D5, 0x30D8, 0x30DB, 0x30DE, 0x30DF, 0x30E0, 0x30E1, 0x30E2, 0x30E4,
        0x30E6, 0x30E8, 0x30E9, 0x30EA, 0x30EB, 0x30EC, 0x30ED, 0x30EF, 0x30F3, 0x309B, 0x309C,
    ]

    /// The kana `kana` followed by a voiced mark (`゛`, or `゜` when `semi`) becomes (`ハ゛` → `バ`), or nil.
    static func voiced(_ kana: Unicode.Scalar, semi: Bool) -> Unicode.Scalar? {
        let value = kana.value
        switch value {
        case 0x30AB...0x30C2 where !semi && value % 2 == 1, 0x30C4...0x30C9 where !semi && value % 2 == 0:
            return Unicode.Scalar(value + 1)
        case 0x30CF...0x30DD where (value - 0x30CF) % 3 == 0:
            return Unicode.Scalar(value + (semi ? 2 : 1))
        case 0x30A6 where !semi:
            return "\u{30F4}"
        default:
            return nil
        }
    }

    /// `word` with each voiced kana written as its kana and a mark (`ヒューマログ` → `ヒューマロク゛`), as a half-width
    /// word folds (`ﾋｭｰﾏﾛｸﾞ`: `fold` keeps one scalar for one); nil when it has no voiced kana. Names matched in
    /// folded lines are indexed in both forms.
    static func unvoiced(_ word: [Unicode.Scalar]) -> [Unicode.Scalar]? {
        // Every voiced kana `voiced` makes is in ガ…ポ or ヴ: a word without one (a Latin name) is passed at once.
        guard word.contains(where: { (0x30AC...0x30F4).contains($0.value) }) else { return nil }
        var out: [Unicode.Scalar] = []
        out.reserveCapacity(word.count + 4)
        var changed = false
        for scalar in word {
            if let base = Unicode.Scalar(scalar.value &- 1), voiced(base, semi: false) == scalar {
                out.append(base)
                out.append("\u{309B}")
                changed = true
            } else if let base = Unicode.Scalar(scalar.value &- 2), voiced(base, semi: true) == scalar {
                out.append(base)
                out.append("\u{309C}")
                changed = true
            } else if scalar == "\u{30F4}" {
                out.append("\u{30A6}")
                out.append("\u{309B}")
                changed = true
            } else {
                out.append(scalar)
            }
        }
        return changed ? out : nil
    }

    /// `text` folded with each voiced mark joined to its kana (`ﾄﾚｼｰﾊﾞ` → `トレシーバ`): for comparing names, where
    /// positions do not matter.
    static func widened(_ text: some Sequence<Unicode.Scalar>) -> [Unicode.Scalar] {
        var out: [Unicode.Scalar] = []
        for scalar in text {
            let folded = fold(scalar)
            if folded == "\u{309B}" || folded == "\u{309C}", let last = out.last,
                let joined = voiced(last, semi: folded == "\u{309C}")
            {
                out[out.count - 1] = joined
            } else {
                out.append(folded)
            }
        }
        return out
    }

    static func fold(_ scalars: some Sequence<Unicode.Scalar>) -> [Unicode.Scalar] {
        scalars.map(fold)
    }

    /// The scalars of `line` as written and folded, decoded in one pass.
    static func scalars(of line: String) -> (original: [Unicode.Scalar], folded: [Unicode.Scalar]) {
        var original: [Unicode.Scalar] = []
        var folded: [Unicode.Scalar] = []
        var line = line
        line.withUTF8 { bytes in
            original.reserveCapacity(bytes.count)
            folded.reserveCapacity(bytes.count)
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                if lead < 0x80 {
                    let scalar = Unicode.Scalar(lead)
                    original.append(scalar)
                    folded.append(scalar)
                    index += 1
                    continue
                }
                // Strings hold valid UTF-8: the lead byte says how many continuation bytes follow.
                let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
                var value = UInt32(lead) & (0xFF >> (length + 1))
                for k in 1..<length where index + k < bytes.count {
                    value = value << 6 | UInt32(bytes[index + k] & 0x3F)
                }
                let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
                original.append(scalar)
                folded.append(fold(scalar))
                index += length
            }
        }
        return (original, folded)
    }

    /// The form names are matched in: folded, lower-cased, runs of spaces as one, trimmed.
    static func matchKey(_ text: some StringProtocol) -> String {
        if let ascii = asciiMatchKey(text) { return ascii }
        var out: [Unicode.Scalar] = []
        var pendingSpace = false
        var needsUnicodeCase = false
        for folded in widened(text.unicodeScalars).map { $0.lowercasedASCII } {
            if folded.isSpace {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace {
                out.append(" ")
                pendingSpace = false
            }
            if !folded.isASCII && !folded.isCJK { needsUnicodeCase = true }
            out.append(folded)
        }
        let key = string(out[...])
        return needsUnicodeCase ? key.lowercased() : key
    }

    /// `matchKey` for ASCII text, byte by byte; nil when the text is not all ASCII.
    private static func asciiMatchKey(_ text: some StringProtocol) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            if byte == 0x20 || byte == 0x09 {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace {
                out.append(0x20)
                pendingSpace = false
            }
            out.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func matchKey(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        matchKey(string(scalars))
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

/// A String from a run of scalars, encoded straight into the string's storage.
func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var capacity = 0
    for scalar in scalars { capacity += UTF8.width(scalar) }
    return String(unsafeUninitializedCapacity: capacity) { buffer in
        var count = 0
        for scalar in scalars {
            UTF8.encode(scalar) { unit in
                buffer[count] = unit
                count += 1
            }
        }
        return count
    }
}

/// The 1-based column, in characters, of scalar offset `offset` in `line`: what a person counts, and what the
/// caret under a diagnostic is drawn from. Only computed when a diagnostic needs it.
func characterColumn(_ line: String, scalarOffset offset: Int) -> Int {
    let scalars = line.unicodeScalars
    let end = scalars.index(scalars.startIndex, offsetBy: offset, limitedBy: scalars.endIndex) ?? scalars.endIndex
    return line[..<end].count + 1
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
    words.map(scalarArray).sorted { $0.count > $1.count }
}

/// `word`'s scalars, decoded from its UTF-8 in one pass into room for as many as its bytes:
/// `Array(word.unicodeScalars)` decodes a word twice (once to count) through the standard library's general path,
/// and the grammar's tables turn about a thousand words into scalars on every run. A `String`'s UTF-8 is always
/// valid, so each lead byte says how many bytes follow.
func scalarArray(_ word: String) -> [Unicode.Scalar] {
    var word = word
    var scalars: [Unicode.Scalar] = []
    word.withUTF8 { bytes in
        scalars.reserveCapacity(bytes.count)
        appendScalars(ofValidUTF8: bytes, to: &scalars)
    }
    return scalars
}

/// Appends the scalars of `bytes`, which must be valid UTF-8 (a `String`'s, or a table's made from one), to
/// `scalars`: each lead byte says how many bytes follow.
func appendScalars(ofValidUTF8 bytes: UnsafeBufferPointer<UInt8>, to scalars: inout [Unicode.Scalar]) {
    var at = 0
    while at < bytes.count {
        let lead = UInt32(bytes[at])
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        var value = length == 1 ? lead : lead & (0x7F >> UInt32(length))
        var next = at + 1
        while next < at + length, next < bytes.count {
            value = value << 6 | UInt32(bytes[next] & 0x3F)
            next += 1
        }
        scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
        at = next
    }
}
