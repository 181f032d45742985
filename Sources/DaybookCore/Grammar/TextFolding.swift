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
        for scalar in text.unicodeScalars {
            let folded = fold(scalar).lowercasedASCII
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
    words.map { Array($0.unicodeScalars) }.sorted { $0.count > $1.count }
}
